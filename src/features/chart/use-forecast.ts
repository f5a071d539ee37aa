/**
 * Binds the forecast's flow (rules/forecast-flow.ts) to one chart panel: the events come from the
 * controller's results, the window's flag, the Forecast button and the terms; the effects go to the
 * controller, the flag, the terms dialog and the toasts. Also opens the terms by themselves on entry and
 * on a symbol change (chart spec §4 Forecast; rules/chart-forecast.ts `termsOpenByThemselves`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForecastResult } from '../../api/chart-client';
import { marketTimeAt } from '../../api/market-source';
import type { MarketSourceInfo } from '../../../contract/market-source';
import { showToast } from '../../shell';
import type { SessionStatus } from '../../state/session';
import type { CandleInterval } from '../../../contract/intervals';
import type { CoinKey } from '../../../contract/markets';
import type { ChartController } from './chart-controller';
import { claimTermsEntry, openForecastTerms } from './chart-dialogs';
import { chartSettings } from './chart-settings-store';
import { termsOpenByThemselves, type TermsOccasion } from './rules/chart-forecast';
import { FORECAST_IDLE, forecastStep, type ForecastEvent, type ForecastFigures } from './rules/forecast-flow';

export interface ForecastOptions {
  controller: ChartController | null;
  /** The chart has its bars. */
  ready: boolean;
  coin: CoinKey;
  interval: CandleInterval;
  /** coin/market, as the forecast names it. */
  chartSymbol: string;
  /**
   * The window's market source (undefined until known): a replay's coins are forecastable whatever their
   * market, and its bars are in the replay's time.
   */
  source: MarketSourceInfo | undefined;
  /** The trade order page: forecast messages and the terms show there only. */
  orderPage: boolean;
  /** The session's status: the terms wait until it is known. */
  status: SessionStatus;
  /** The window's flag, as the panel's snapshot reads it. */
  flagActive: boolean;
  termsAgreed: boolean;
}

export interface Forecast {
  /** The button shows pressed. */
  on: boolean;
  /** The shown figures, when of this coin and interval (another's never show, not even until these come). */
  figures: ForecastFigures | null;
  /** The Forecast button. */
  press(): void;
  /** For the controller's onForecast: a result, computed on `interval`. */
  onResult(result: ForecastResult, cause: 'enable' | 'reload', interval: CandleInterval): void;
  /** A new controller: nothing asked, nothing shown. */
  chartCreated(): void;
}

export function useForecast({
  controller,
  ready,
  coin,
  interval,
  chartSymbol,
  source,
  orderPage,
  status,
  flagActive,
  termsAgreed,
}: ForecastOptions): Forecast {
  const { t } = useTranslation();
  const flow = useRef(FORECAST_IDLE);
  const replayed = source?.kind === 'replay';
  // The forecast reads the market's time when it computes, with the source as it is then (a replay's clock
  // moves with each play, pause and jump).
  const sourceNow = useRef(source);
  sourceNow.current = source;
  const [figures, setFigures] = useState(FORECAST_IDLE.figures);

  /** Steps the flow and carries out its effects on `chart` (the controller of the caller's render). */
  const dispatch = (event: ForecastEvent, chart: ChartController | null) => {
    const { flow: next, effects } = forecastStep(flow.current, event);
    const changed = next.figures !== flow.current.figures;
    flow.current = next;
    if (changed) setFigures(next.figures);
    for (const effect of effects)
      switch (effect.type) {
        case 'enable':
          void chart?.enableForecast({
            symbol: chartSymbol,
            replayed,
            marketTime: () => marketTimeAt(sourceNow.current, Date.now()),
          });
          break;
        case 'disable':
          chart?.disableForecast();
          break;
        case 'setFlag':
          chartSettings.forecastActive = effect.active;
          break;
        case 'openTerms':
          openForecastTerms(() => activate());
          break;
        case 'toast':
          // Forecast messages show on the trade order page only (chart spec §2).
          if (orderPage) showToast(t(effect.key));
          break;
      }
  };
  function activate() {
    dispatch(
      { type: 'activate', flagActive: chartSettings.forecastActive, hasChart: controller !== null },
      controller,
    );
  }

  // The controller's results reach the latest render's flow, with the coin it shows. Before the window knows
  // its source the market rule cannot be told (a replay's coins are forecastable whatever their market): that
  // answer is left unsaid, the ask stays, and it is made again once the source is known.
  const latest = useRef({ dispatch, coin, source });
  latest.current = { dispatch, coin, source };
  const onResult = useCallback<Forecast['onResult']>((result, cause, resultInterval) => {
    if (!result.ok && result.reason === 'notKrwMarket' && latest.current.source === undefined) return;
    latest.current.dispatch(
      { type: 'result', result, cause, coin: latest.current.coin, interval: resultInterval },
      null,
    );
  }, []);
  const chartCreated = useCallback(() => latest.current.dispatch({ type: 'chartCreated' }, null), []);

  // The forecast follows the window's flag once the chart has its bars.
  useEffect(() => {
    if (!controller) return;
    dispatch({ type: 'flag', active: flagActive, ready }, controller);
    // Only the flag, the readiness and the chart ask: not each render's new dispatch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, ready, flagActive, chartSymbol]);

  // The source decides the market rule: an ask still waiting is made again once the source is known, and
  // when it changes between a replay and the exchange's own markets.
  const sourceRule = source === undefined ? 'unknown' : replayed ? 'replay' : 'own';
  const sourceSeen = useRef(sourceRule);
  useEffect(() => {
    if (sourceSeen.current === sourceRule) return;
    sourceSeen.current = sourceRule;
    if (controller) dispatch({ type: 'source' }, controller);
    // Only the source asks: not each render's new dispatch or controller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceRule]);

  // Terms open by themselves on entry and on a symbol change (chart spec §4 Forecast; README "Forecast
  // terms"), one modal for the window's charts; not before the session is known, which may still send the
  // member elsewhere.
  const termsCoin = useRef<CoinKey | null>(null);
  useEffect(() => {
    if (status === 'unknown' || termsCoin.current === coin) return;
    const occasion: TermsOccasion =
      termsCoin.current !== null ? 'symbolChange' : !orderPage || claimTermsEntry() ? 'entry' : 'return';
    termsCoin.current = coin;
    const { forecastTermsAgreed, termsShownCount } = chartSettings;
    const shown = { termsAgreed: forecastTermsAgreed, shownCount: termsShownCount, orderPage, occasion };
    if (!termsOpenByThemselves(shown)) return;
    if (!openForecastTerms(() => activate())) return;
    chartSettings.termsShownCount = termsShownCount + 1;
    // Only entry and symbol changes count, not other renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [coin, status]);

  return {
    on: figures !== null,
    figures: figures && figures.coin === coin && figures.interval === interval ? figures : null,
    press: () =>
      dispatch(
        {
          type: 'press',
          termsAgreed,
          flagActive: chartSettings.forecastActive,
          hasChart: controller !== null,
        },
        controller,
      ),
    onResult,
    chartCreated,
  };
}
