/**
 * The walk-forward evaluation of a forecaster against named peers on the same bars: at every `stride`-th
 * bar t all are fitted on the `window` bars before t and forecast bars t … t+stride−1, which had not
 * happened yet. Each side (P(up), P(down)) is scored by Brier skill against the base rate of the same
 * fitting window (the climatology known at prediction time), with standard errors, calibration by decile
 * against its noise floor, and the paired difference of skill between the forecaster and each peer; the
 * side's verdict is against the stronger peer on that side.
 */
import type { CandleSeries } from '../base/series';
import { buildFeatureRows, kstSlot } from './features';
import { fitSide, predictSide, type SideModel } from './side-model';
import {
  calibrationByDecile,
  calibrationVerdict,
  decileNoise,
  meanOf,
  skillDifference,
  skillEstimate,
  worstCalibrationError,
  type CalibrationBin,
  type CalibrationVerdict,
  type DecileNoise,
  type Estimate,
} from './scores';
import { FORECAST_MAX_BARS, FORECAST_MIN_BARS } from './validity';

/** Forecasts of both sides for a run of bars. */
export interface SideForecasts {
  up: Float64Array;
  down: Float64Array;
}

/**
 * A forecaster the walk-forward refits. It reads the whole series once when built (features must be
 * causal: a bar's forecast reads only bars before it), then for each refit learns from the outcomes of
 * bars [from, to) and forecasts bars [to, end).
 */
export interface WalkForwardModel {
  /** The first bar it can learn from or forecast (the warm-up of its features). */
  readonly firstBar: number;
  fitAndForecast(from: number, to: number, end: number): SideForecasts;
}

export type ModelBuilder = (series: CandleSeries) => WalkForwardModel;

/** 1 when bar t's high is above bar t−1's, else 0 (bar 0 has no outcome: NaN). */
export function breakoutOutcomes(series: CandleSeries): SideForecasts {
  const n = series.length;
  const up = new Float64Array(n).fill(Number.NaN);
  const down = new Float64Array(n).fill(Number.NaN);
  for (let t = 1; t < n; t++) {
    up[t] = series.high[t]! > series.high[t - 1]! ? 1 : 0;
    down[t] = series.low[t]! < series.low[t - 1]! ? 1 : 0;
  }
  return { up, down };
}

/**
 * The forecast's own model (side-model.ts) on bars of `interval` (minutes, as the chart's request names it:
 * it decides the time-of-day columns), each refit warm-started from the one before.
 */
export const forecastModel =
  (interval?: string): ModelBuilder =>
  (series) => {
    const rows = buildFeatureRows(series, 0, series.length - 1, interval);
    let up: SideModel | undefined;
    let down: SideModel | undefined;
    return {
      firstBar: rows.first,
      fitAndForecast(from, to, end) {
        const a = Math.max(0, from - rows.first);
        const b = to - rows.first;
        up = fitSide(rows.x, rows.up, a, b, up);
        down = fitSide(rows.x, rows.down, a, b, down);
        return {
          up: predictSide(up, rows.x, b, end - rows.first),
          down: predictSide(down, rows.x, b, end - rows.first),
        };
      },
    };
  };

export interface WalkForwardPlan {
  /** Bars of history each fit uses: the last `window` bars before the forecast ones. */
  window: number;
  /** Refit every `stride` bars; the bars in between are forecast by the last fit, never by a later one. */
  stride: number;
  /** Bars of history before the first forecast. */
  minHistory: number;
  /** The series was too short for the chart's own history (FORECAST_MIN_BARS before the first forecast). */
  reduced: boolean;
}

/** Scored bars a series should leave after the chart's minimum history to be scored that way. */
export const MIN_SCORED_BARS = 1_000;
/** The least history a reduced plan fits on; shorter series are not scored at all. */
export const MIN_REDUCED_HISTORY = 100;
export const DEFAULT_STRIDE = 100;

/**
 * The chart's plan — fit on the last FORECAST_MAX_BARS bars, first forecast after FORECAST_MIN_BARS —
 * when the series leaves at least MIN_SCORED_BARS after that; otherwise a reduced one: half the series as
 * history and window, the other half scored, refitted ten times. Null when even that is too short.
 */
export function walkForwardPlan(bars: number, stride = DEFAULT_STRIDE): WalkForwardPlan | null {
  if (bars >= FORECAST_MIN_BARS + MIN_SCORED_BARS)
    return { window: FORECAST_MAX_BARS, stride, minHistory: FORECAST_MIN_BARS, reduced: false };
  const history = Math.floor(bars / 2);
  if (history < MIN_REDUCED_HISTORY) return null;
  const scored = bars - history;
  return {
    window: history,
    stride: Math.min(stride, Math.ceil(scored / 10)),
    minHistory: history,
    reduced: true,
  };
}

/** A peer of the evaluation, by the name the table shows. */
export interface NamedPeer {
  name: string;
  build: ModelBuilder;
}

/** One peer on one side, on the same bars as the forecast. */
export interface PeerScore {
  name: string;
  skill: Estimate;
  /** Skill of the forecast minus skill of this peer, on the same bars against the same reference. */
  ahead: Estimate;
  /** The largest |mean forecast − observed frequency| of the peer's deciles. */
  worstDecileError: number;
}

export interface SideEvaluation {
  skill: Estimate;
  /** Every peer, in the order given. */
  peers: PeerScore[];
  /** The peer with the highest skill on these bars: the one the side is judged against. */
  strongest: PeerScore;
  calibration: CalibrationBin[];
  /** Each decile's error against its noise floor (decileNoise), in the order of `calibration`. */
  noise: DecileNoise[];
  /** The decile with the largest error and its own noise floor, and how many deciles are over theirs. */
  verdict: CalibrationVerdict;
}

export interface WalkForwardEvaluation {
  plan: WalkForwardPlan;
  /** Bars forecast out of sample (by both). */
  scored: number;
  /** The first of them (series index). */
  firstBar: number;
  /** The forecast's own predictions of those bars (index k: bar firstBar + k). */
  forecasts: SideForecasts;
  fits: number;
  up: SideEvaluation;
  down: SideEvaluation;
}

function scoreSide(
  predicted: Float64Array,
  peers: readonly { name: string; forecasts: Float64Array }[],
  reference: Float64Array,
  observed: Float64Array,
): SideEvaluation {
  const scores = peers.map(({ name, forecasts }) => ({
    name,
    skill: skillEstimate(forecasts, reference, observed),
    ahead: skillDifference(predicted, forecasts, reference, observed),
    worstDecileError: worstCalibrationError(calibrationByDecile(forecasts, observed)),
  }));
  const noise = decileNoise(predicted, observed);
  return {
    skill: skillEstimate(predicted, reference, observed),
    peers: scores,
    strongest: scores.reduce((best, peer) => (peer.skill.value > best.skill.value ? peer : best)),
    calibration: calibrationByDecile(predicted, observed),
    noise,
    verdict: calibrationVerdict(noise),
  };
}

/**
 * Walk-forward over the whole series by `plan`: the forecaster and every peer are refitted on the same
 * windows and forecast the same bars; the first forecast bar is the later of the plan's history and the
 * models' warm-ups.
 */
export function evaluateWalkForward(
  series: CandleSeries,
  plan: WalkForwardPlan,
  model: ModelBuilder,
  peers: readonly NamedPeer[],
): WalkForwardEvaluation {
  if (plan.stride < 1 || plan.window < 1)
    throw new Error('evaluateWalkForward: stride and window must be ≥ 1');
  if (peers.length === 0) throw new Error('evaluateWalkForward: at least one peer');
  const models = [model(series), ...peers.map((peer) => peer.build(series))];
  const outcomes = breakoutOutcomes(series);
  const n = series.length;
  const warmup = Math.max(...models.map((m) => m.firstBar), 1);
  const firstBar = Math.min(n, Math.max(plan.minHistory, warmup + 1));
  const count = n - firstBar;
  const forecasts = models.map(() => ({ up: new Float64Array(count), down: new Float64Array(count) }));
  const reference = { up: new Float64Array(count), down: new Float64Array(count) };
  let fits = 0;
  for (let start = firstBar; start < n; start += plan.stride) {
    const from = Math.max(warmup, start - plan.window);
    const end = Math.min(n, start + plan.stride);
    models.forEach((m, k) => {
      const run = m.fitAndForecast(from, start, end);
      forecasts[k]!.up.set(run.up, start - firstBar);
      forecasts[k]!.down.set(run.down, start - firstBar);
    });
    reference.up.fill(meanOf(outcomes.up, from, start), start - firstBar, end - firstBar);
    reference.down.fill(meanOf(outcomes.down, from, start), start - firstBar, end - firstBar);
    fits++;
  }
  const side = (key: keyof SideForecasts) =>
    scoreSide(
      forecasts[0]![key],
      peers.map((peer, k) => ({ name: peer.name, forecasts: forecasts[k + 1]![key] })),
      reference[key],
      outcomes[key].subarray(firstBar),
    );
  return {
    plan,
    scored: count,
    firstBar,
    forecasts: forecasts[0]!,
    fits,
    up: side('up'),
    down: side('down'),
  };
}

/** The forecast's mean error (outcome − forecast) over the scored bars of one KST slot of the day. */
export interface SlotError {
  /** Slot of the day (kstSlot): slot k opens k × the slot length after 00:00 KST. */
  slot: number;
  bars: number;
  error: Estimate;
}

/**
 * Per side, the mean error of the walk-forward's predictions in each KST slot of `slotSeconds` (which
 * must divide a day) that holds at least two scored bars. The standard error is the plain one over the slot's bars: with slots as long as
 * the bars those are a day apart; with shorter bars (minutes in hourly slots) they come in runs of
 * neighbours, and the plain error is somewhat narrower than the batch means of the other estimates.
 */
export function errorsBySlot(
  series: CandleSeries,
  evaluation: WalkForwardEvaluation,
  slotSeconds: number,
): { up: SlotError[]; down: SlotError[] } {
  const outcomes = breakoutOutcomes(series);
  const slots = Math.round(86_400 / slotSeconds);
  const side = (key: keyof SideForecasts): SlotError[] => {
    const sum = new Float64Array(slots);
    const squares = new Float64Array(slots);
    const bars = new Float64Array(slots);
    evaluation.forecasts[key].forEach((p, k) => {
      const bar = evaluation.firstBar + k;
      const slot = kstSlot(series.time[bar]!, slotSeconds);
      const e = outcomes[key][bar]! - p;
      sum[slot]! += e;
      squares[slot]! += e * e;
      bars[slot]!++;
    });
    // A slot with fewer than two scored bars (a short series) has no error to give: left out.
    return Array.from(bars, (n, slot) => ({ n, slot }))
      .filter(({ n }) => n >= 2)
      .map(({ n, slot }) => {
        const mean = sum[slot]! / n;
        const variance = squares[slot]! / n - mean * mean;
        return { slot, bars: n, error: { value: mean, standardError: Math.sqrt(variance / (n - 1)) } };
      });
  };
  return { up: side('up'), down: side('down') };
}
