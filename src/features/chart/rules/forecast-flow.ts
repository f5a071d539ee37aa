/**
 * The forecast's flow in one chart panel (chart spec §4 Forecast, §9), pure: the panel follows the
 * window's forecast flag (chartSettings.forecastActive, shared by the window's charts), asks its
 * controller for the forecast once its bars are in, shows the figures a result brings, and turns the flag
 * back off when a press it made fails. `forecastStep` takes the flow and an event to the next flow and
 * the effects the panel's hook (use-forecast.ts) carries out, in order.
 *
 * States (the figures are set exactly while the button shows pressed):
 *   idle     not asked since the flag last changed, nothing shown
 *   asked    asked: the answer is on its way, or this chart could not show the forecast
 *   shown    a result's figures are shown (the flag's next change or a failed result clears them)
 * and, across them, `pressed`: the last ask came from a press (or the terms' agree button), so its
 * failure turns the window's flag back off; a chart that cannot show the forecast otherwise leaves the
 * other charts be.
 *
 * Events:
 *   chartCreated  a new controller (coin, market, services or the chart's surface changed): idle
 *   flag          the flag or the chart's readiness changed: the flag on and the bars in asks once
 *                 (enable); the flag off after an ask stops it (disable) and clears the figures
 *   result        the controller's answer ('enable' for its own ask, 'reload' after a later load)
 *   press         the Forecast button: off → the terms (not agreed) or activate; on → the flag off
 *   activate      the terms were agreed, or the button pressed with them agreed: the flag on, or, when
 *                 it is on already but this chart could not show it, ask again
 *   source        the window learned its market source (or another): an ask that could not show is made
 *                 again, since the source decides the market rule (a replay's coins are forecastable
 *                 whatever their market; the source may come after the chart's bars)
 */
import type {
  ForecastMessageKey,
  ForecastPair,
  ForecastResult,
  MeasuredSkill,
} from '../../../api/chart-client';
import type { CandleInterval } from '../../../../contract/intervals';
import type { CoinKey } from '../../../../contract/markets';
import { forecastPress } from './chart-forecast';

/** The last forecast's figures, with the coin and interval they were measured on. */
export interface ForecastFigures {
  coin: CoinKey;
  interval: CandleInterval;
  next: ForecastPair;
  measured: MeasuredSkill;
}

export interface ForecastFlow {
  /** This panel asked for the forecast since the flag last changed. */
  requested: boolean;
  /** The last ask came from a press: its failure turns the flag back off. */
  pressed: boolean;
  /** The shown forecast's figures; null while the button is not pressed. */
  figures: ForecastFigures | null;
}

export const FORECAST_IDLE: ForecastFlow = { requested: false, pressed: false, figures: null };

export type ForecastPhase = 'idle' | 'asked' | 'shown';

export function forecastPhase(flow: ForecastFlow): ForecastPhase {
  if (flow.figures !== null) return 'shown';
  return flow.requested ? 'asked' : 'idle';
}

export type ForecastEvent =
  | { type: 'chartCreated' }
  /** The window's flag, and whether the chart has its bars. */
  | { type: 'flag'; active: boolean; ready: boolean }
  | {
      type: 'result';
      result: ForecastResult;
      cause: 'enable' | 'reload';
      /** The coin and interval the result was computed on. */
      coin: CoinKey;
      interval: CandleInterval;
    }
  | { type: 'press'; termsAgreed: boolean; flagActive: boolean; hasChart: boolean }
  | { type: 'activate'; flagActive: boolean; hasChart: boolean }
  | { type: 'source' };

export type ForecastEffect =
  /** Ask the controller for the forecast. */
  | { type: 'enable' }
  /** Tell the controller to stop it. */
  | { type: 'disable' }
  /** Set the window's flag. */
  | { type: 'setFlag'; active: boolean }
  /** Open the terms (whose agree button is the activate event). */
  | { type: 'openTerms' }
  /** A forecast message (shown on the trade order page only, chart spec §2). */
  | { type: 'toast'; key: ForecastMessageKey | 'forecast.deactivated' };

export interface ForecastStep {
  flow: ForecastFlow;
  effects: readonly ForecastEffect[];
}

const NO_EFFECTS: readonly ForecastEffect[] = [];

function activate(flow: ForecastFlow, flagActive: boolean, hasChart: boolean): ForecastStep {
  const pressed = { ...flow, pressed: true };
  // The flag is on but this chart could not show it: ask again.
  if (flagActive && hasChart) return { flow: pressed, effects: [{ type: 'enable' }] };
  return { flow: pressed, effects: [{ type: 'setFlag', active: true }] };
}

export function forecastStep(flow: ForecastFlow, event: ForecastEvent): ForecastStep {
  switch (event.type) {
    case 'chartCreated':
      return { flow: { ...flow, requested: false, figures: null }, effects: NO_EFFECTS };
    case 'flag':
      if (event.active && event.ready && !flow.requested)
        return { flow: { ...flow, requested: true }, effects: [{ type: 'enable' }] };
      if (!event.active && flow.requested)
        return { flow: { ...flow, requested: false, figures: null }, effects: [{ type: 'disable' }] };
      return { flow, effects: NO_EFFECTS };
    case 'result': {
      const { result, cause, coin, interval } = event;
      if (result.ok) {
        const figures = { coin, interval, next: result.next, measured: result.measured };
        const effects: ForecastEffect[] =
          cause === 'enable' ? [{ type: 'toast', key: 'forecast.activated' }] : [];
        return { flow: { ...flow, pressed: false, figures }, effects };
      }
      // A press that fails leaves the button off; a chart that cannot show it leaves the others be.
      const effects: ForecastEffect[] = flow.pressed ? [{ type: 'setFlag', active: false }] : [];
      if (result.messageKey) effects.push({ type: 'toast', key: result.messageKey });
      return { flow: { ...flow, pressed: false, figures: null }, effects };
    }
    case 'press': {
      const action = forecastPress({ active: flow.figures !== null, termsAgreed: event.termsAgreed });
      if (action === 'openTerms') return { flow, effects: [{ type: 'openTerms' }] };
      if (action === 'activate') return activate(flow, event.flagActive, event.hasChart);
      return {
        flow,
        effects: [
          { type: 'setFlag', active: false },
          { type: 'toast', key: 'forecast.deactivated' },
        ],
      };
    }
    case 'activate':
      return activate(flow, event.flagActive, event.hasChart);
    case 'source':
      if (forecastPhase(flow) === 'asked') return { flow, effects: [{ type: 'enable' }] };
      return { flow, effects: NO_EFFECTS };
  }
}
