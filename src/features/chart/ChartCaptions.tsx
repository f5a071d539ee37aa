/**
 * What shows over the plot: the legend's cells (written in place by the controller, chart-legend.ts) and
 * the forecast's line for the next bar. The controller keeps the chart's labels clear of each child's box.
 */
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { nextBarText } from './rules/chart-forecast';

export function ChartCaptions({
  captionsRef,
  legendRef,
  nextBar,
  studies,
}: {
  captionsRef: RefObject<HTMLDivElement | null>;
  legendRef: RefObject<HTMLDListElement | null>;
  /** The forecast's line for the next bar; null when the forecast is not shown. */
  nextBar: ReturnType<typeof nextBarText> | null;
  /** The legend of the indicators drawn over the price (ChartStudyLegend.tsx). */
  studies?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div ref={captionsRef} className="td-chart__captions">
      <dl ref={legendRef} className="td-chart__legend" data-testid="chart-legend">
        <dt>{t('chart.legend.open')}</dt>
        <dd data-field="open" />
        <dt>{t('chart.legend.high')}</dt>
        <dd data-field="high" />
        <dt>{t('chart.legend.low')}</dt>
        <dd data-field="low" />
        <dt>{t('chart.legend.close')}</dt>
        <dd data-field="close" />
        <dt>{t('chart.legend.volume')}</dt>
        <dd data-field="volume" />
      </dl>
      {studies}
      {nextBar && (
        <p className="td-chart__next">
          {/* The key: the marks' shape (a whisker) and their name. */}
          <span className="td-chart__forecast-key">{t('chart.forecast')}</span>
          <span data-testid="chart-forecast-legend">{t(nextBar.key, nextBar.values)}</span>
        </p>
      )}
    </div>
  );
}
