/**
 * The mini chart's gallery entry: a moving day, a flat day (its range widened by the unit price) and no
 * data, on fixed rows so the page looks the same on every visit and needs no server.
 */
import { useTranslation } from 'react-i18next';
import { specTicks } from '../../contract/price-ticks';
import { MiniChart } from '../widgets/mini-chart';
import type { MiniChartRow } from '../widgets/mini-chart';

/** 2026-11-21 00:00 KST. */
const DAY_START = Date.UTC(2026, 10, 20, 15, 0, 0) / 1000;
const BAR = 600;
const BARS = 144;

// A smooth, rising day with some swing, rounded to the KRW tick of 1,000 won at this price.
const MOVING: readonly MiniChartRow[] = Array.from({ length: BARS }, (_, i) => {
  const price = 95_000_000 + i * 8_000 + Math.sin(i / 9) * 400_000;
  return [DAY_START + i * BAR, 0, Math.round(price / 1000) * 1000] as const;
});
const FLAT: readonly MiniChartRow[] = Array.from(
  { length: BARS },
  (_, i) => [DAY_START + i * BAR, 0, 1_250] as const,
);
const NONE: readonly MiniChartRow[] = [];

const DEMOS = [
  { key: 'rising', rows: MOVING },
  { key: 'flat', rows: FLAT },
  { key: 'empty', rows: NONE },
] as const;

export function MiniChartDemo() {
  const { t } = useTranslation();
  return (
    <div className="td-gallery__column">
      {DEMOS.map(({ key, rows }) => (
        <div key={key} className="td-mini-chart-demo">
          <p className="td-gallery__note">{t(`miniChart.gallery.${key}`)}</p>
          <MiniChart rows={rows} ticks={specTicks('KRW')} name={t('miniChart.gallery.coin')} />
        </div>
      ))}
    </div>
  );
}
