/**
 * The chart panel's top toolbar: the symbol, the interval and the time-frame shortcuts, the chart type,
 * the indicators, the compared coins, the forecast's button, guide and
 * once-a-day tip, the account-line toggles, refresh, reset, full screen, pop-out and the settings menu.
 * It binds what the panel hands it; the panel keeps the state.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CANDLE_INTERVALS,
  TIME_FRAME_SHORTCUTS,
  isCandleInterval,
  type CandleInterval,
  type TimeFrameId,
} from '../../../contract/intervals';
import { CHART_TYPES, isChartType, type ChartType } from '../../render/chart/chart-types';
import { ChartSettingsMenu, type CrosshairLinkSetting } from './ChartSettingsMenu';
import type { ForecastTip } from './use-forecast-tip';

/** The account-line toggles of the toolbar, in order (their labels are chart.<line>). */
export const ACCOUNT_LINE_BUTTONS = ['averagePrice', 'pending'] as const;
export type AccountLineButton = (typeof ACCOUNT_LINE_BUTTONS)[number];

export interface ChartToolbarProps {
  symbol: string;
  marketSymbol: string;
  interval: CandleInterval;
  /** The shortcut that chose the interval, if one did. */
  frame: TimeFrameId | undefined;
  chooseInterval(interval: CandleInterval, frame?: TimeFrameId): void;
  forecastOn: boolean;
  pressForecast(): void;
  openGuide(): void;
  tip: ForecastTip;
  /** Each account-line button: pressed (its line drawn) and busy (not known yet). */
  lineButton(line: AccountLineButton): { pressed: boolean; busy: boolean };
  pressLine(line: AccountLineButton): void;
  refresh(): void;
  reset(): void;
  fullscreen: boolean;
  toggleFullscreen(): void;
  /** Pops the chart out; absent in the popup itself. */
  popOut?: () => void;
  pathname: string;
  /** Opens the indicator picker. */
  openIndicators(): void;
  /** Opens the compare picker. */
  openCompare(): void;
  /** The price scale's controls (ChartScaleControls.tsx). */
  scaleControls: ReactNode;
  chartType: ChartType;
  chooseChartType(type: ChartType): void;
  /** A chart in a link group: what it shares with the group, and its change (the settings layer's checks). */
  link?: CrosshairLinkSetting;
}

export function ChartToolbar(props: ChartToolbarProps) {
  const { t } = useTranslation();
  const { interval, frame, chooseInterval, tip } = props;
  return (
    <div className="td-chart__toolbar">
      <span className="td-chart__symbol">
        {props.symbol}/{props.marketSymbol}
      </span>
      <label className="td-chart__interval">
        <span>{t('chart.interval')}</span>
        <select
          value={interval}
          onChange={(event) => {
            if (isCandleInterval(event.target.value)) chooseInterval(event.target.value);
          }}
          data-testid="chart-interval"
        >
          {CANDLE_INTERVALS.map((option) => (
            <option key={option} value={option}>
              {t(`chart.intervals.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="td-chart__interval">
        <span>{t('chart.chartType')}</span>
        <select
          value={props.chartType}
          onChange={(event) => {
            if (isChartType(event.target.value)) props.chooseChartType(event.target.value);
          }}
          data-testid="chart-type"
        >
          {CHART_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`chart.chartTypes.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {props.scaleControls}
      <button type="button" className="td-chart__indicators" onClick={props.openIndicators}>
        {t('chart.indicators.toolbar')}
      </button>
      <button type="button" className="td-chart__indicators" onClick={props.openCompare}>
        {t('chart.compare.button')}
      </button>
      <div className="td-chart__frames" role="group" aria-label={t('chart.timeFrames')}>
        {TIME_FRAME_SHORTCUTS.map((shortcut) => (
          <button
            key={shortcut.id}
            type="button"
            aria-pressed={frame === shortcut.id}
            onClick={() => chooseInterval(shortcut.interval, shortcut.id)}
          >
            {t(`chart.frames.${shortcut.id}`)}
          </button>
        ))}
      </div>
      <div className="td-chart__tools" role="toolbar" aria-label={t('chart.toolbar')}>
        <span className="td-chart__forecast">
          <button type="button" aria-pressed={props.forecastOn} onClick={props.pressForecast}>
            {t('chart.forecast')}
          </button>
          <button
            type="button"
            className="td-chart__guide"
            aria-label={t('chart.forecastGuide')}
            title={t('chart.forecastGuide')}
            onClick={props.openGuide}
          >
            ?
          </button>
          {tip !== 'hidden' && (
            <span
              role="tooltip"
              className={`td-chart__tip${tip === 'fading' ? ' td-chart__tip--fading' : ''}`}
              data-testid="chart-forecast-tip"
            >
              {t('chart.forecastTip')}
            </span>
          )}
        </span>
        {ACCOUNT_LINE_BUTTONS.map((line) => {
          const { pressed, busy } = props.lineButton(line);
          return (
            <button
              key={line}
              type="button"
              aria-pressed={pressed}
              // Until the exchange answers what there is to draw, the button's state is not known yet.
              aria-busy={busy}
              onClick={() => props.pressLine(line)}
            >
              {t(`chart.${line}`)}
            </button>
          );
        })}
        <button type="button" onClick={props.refresh}>
          {t('chart.refresh')}
        </button>
        <button type="button" onClick={props.reset}>
          {t('chart.reset')}
        </button>
        <button type="button" aria-pressed={props.fullscreen} onClick={props.toggleFullscreen}>
          {t('chart.fullscreen')}
        </button>
        {props.popOut && (
          <button type="button" title={t('chartPopup.popOutHint')} onClick={props.popOut}>
            {t('chartPopup.popOut')}
          </button>
        )}
        <ChartSettingsMenu pathname={props.pathname} link={props.link} />
      </div>
    </div>
  );
}
