/**
 * The price scale's controls in the toolbar, compact (TradingView's "auto" and an arrow; their full names
 * for screen readers and as tips) so that a narrow panel's toolbar does not wrap over its plot: the
 * scale's mode (linear, log, percent, indexed), upside down, and auto-fit (pressed while the scale fits
 * the bars on screen; a press turns it on, or off keeping the scale as it is).
 */
import { useTranslation } from 'react-i18next';
import { isPriceScaleMode, PRICE_SCALE_MODES, type PriceScaleMode } from '../../render/chart/chart-model';

export interface ChartScaleControlsProps {
  scaleMode: PriceScaleMode;
  scaleInverted: boolean;
  chooseScale(mode: PriceScaleMode, inverted: boolean): void;
  autoFit: boolean;
  toggleAutoFit(): void;
}

export function ChartScaleControls(props: ChartScaleControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="td-chart__scale-controls" role="group" aria-label={t('chart.priceScale')}>
      <select
        aria-label={t('chart.priceScale')}
        value={props.scaleMode}
        onChange={(event) => {
          if (isPriceScaleMode(event.target.value))
            props.chooseScale(event.target.value, props.scaleInverted);
        }}
        data-testid="chart-price-scale"
      >
        {PRICE_SCALE_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`chart.priceScales.${mode}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-pressed={props.scaleInverted}
        aria-label={t('chart.invertScale')}
        title={t('chart.invertScale')}
        onClick={() => props.chooseScale(props.scaleMode, !props.scaleInverted)}
      >
        ⇅
      </button>
      <button
        type="button"
        aria-pressed={props.autoFit}
        aria-label={t('chart.autoFit')}
        title={t('chart.autoFitHint')}
        onClick={props.toggleAutoFit}
      >
        {t('chart.autoFitShort')}
      </button>
    </div>
  );
}
