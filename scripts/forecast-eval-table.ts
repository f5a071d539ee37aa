/**
 * The evaluation table of `npm run forecast:eval`: every candle file at its own interval and resampled
 * (KST buckets) to every longer forecast interval it divides, each row the forecast against its peers on
 * the same bars (each side judged against the stronger peer there); printed as Markdown and written into
 * the README between its markers.
 */
import { aggregateSeries } from '../workers/core/chart/aggregate';
import type { CandleSeries } from '../workers/core/base/series';
import {
  evaluateWalkForward,
  forecastModel,
  MIN_SCORED_BARS,
  NOISE_FLOOR_LEVEL,
  walkForwardPlan,
  type Estimate,
  type NamedPeer,
  type SideEvaluation,
  type WalkForwardEvaluation,
} from '../workers/core/forecast';
import { isMinuteInterval, MINUTE_INTERVALS, type MinuteInterval } from '../contract/intervals';

/** The shortest spacing between bars, in seconds: the file's own interval (gaps only make spacings longer). */
export function barSpacing(series: CandleSeries): number {
  let spacing = Number.POSITIVE_INFINITY;
  for (let i = 1; i < series.length; i++) spacing = Math.min(spacing, series.time[i]! - series.time[i - 1]!);
  return spacing;
}

/**
 * The intervals a file is scored at: its own (null: no resampling), then every forecast interval longer
 * than it that its bars divide exactly (1-minute bars make every one; hourly bars 240, 360 and 720).
 */
export function evaluationIntervals(spacingSec: number): (MinuteInterval | null)[] {
  const longer = MINUTE_INTERVALS.filter((m) => {
    const sec = Number(m) * 60;
    return sec > spacingSec && sec % spacingSec === 0;
  });
  return [null, ...longer];
}

/** The forecast interval of bars `seconds` long ('60' for hourly bars); undefined for others (daily). */
export function minuteInterval(seconds: number): MinuteInterval | undefined {
  const minutes = String(seconds / 60);
  return isMinuteInterval(minutes) ? minutes : undefined;
}

export function intervalLabel(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400}d`;
  if (seconds % 3_600 === 0 && seconds < 14_400) return `${seconds / 3_600}h`;
  return `${seconds / 60}m`;
}

export interface EvaluationRow {
  file: string;
  /** Bar length in seconds. */
  interval: number;
  /** Resampled from the file's own bars. */
  resampled: boolean;
  bars: number;
  /** Null when the series is too short for even a reduced plan. */
  evaluation: WalkForwardEvaluation | null;
}

export interface ResampledSeries {
  /** Bar length in seconds. */
  interval: number;
  resampled: boolean;
  bars: CandleSeries;
}

/** The file's bars at each interval of evaluationIntervals, resampled into KST buckets. */
export function resampledSeries(series: CandleSeries): ResampledSeries[] {
  const spacing = barSpacing(series);
  return evaluationIntervals(spacing).map((interval) =>
    interval === null
      ? { interval: spacing, resampled: false, bars: series }
      : { interval: Number(interval) * 60, resampled: true, bars: aggregateSeries(series, interval) },
  );
}

/**
 * One series walked forward as the command scores it: on walkForwardPlan's plan (the chart's, or a
 * reduced one), the forecast's own model at the series' interval (its bar spacing) against `peers`; null
 * when too short even for a reduced plan.
 */
export function walkForward(
  series: CandleSeries,
  peers: readonly NamedPeer[],
  stride: number,
): WalkForwardEvaluation | null {
  const plan = walkForwardPlan(series.length, stride);
  const interval = minuteInterval(barSpacing(series));
  return plan && evaluateWalkForward(series, plan, forecastModel(interval), peers);
}

/** Evaluates one file at every interval; `progress` hears each row as it starts. */
export function evaluateFile(
  file: string,
  series: CandleSeries,
  peers: readonly NamedPeer[],
  stride: number,
  progress: (line: string) => void = () => undefined,
): EvaluationRow[] {
  return resampledSeries(series).map(({ interval, resampled, bars }) => {
    progress(`${file} ${intervalLabel(interval)}: ${bars.length} bars`);
    return { file, interval, resampled, bars: bars.length, evaluation: walkForward(bars, peers, stride) };
  });
}

const signed = (v: number, digits: number) => (v >= 0 ? '+' : '−') + Math.abs(v).toFixed(digits);

/** "+0.2134 ± 0.0021" (± 2 standard errors); no ± when the error could not be estimated. */
export function withError({ value, standardError }: Estimate, digits = 4): string {
  if (!Number.isFinite(value)) return 'n/a';
  const error = Number.isFinite(standardError) ? ` ± ${(2 * standardError).toFixed(digits)}` : '';
  return `${signed(value, digits)}${error}`;
}

/** Behind the peer by more than two standard errors. */
export function significantlyBehind({ value, standardError }: Estimate): boolean {
  return value + 2 * standardError < 0;
}

/** "0.0090 / 0.0120": the worst decile's error and its own floor, then how many deciles are over theirs. */
export function calibrationCell(side: SideEvaluation): string {
  const { worst, over } = side.verdict;
  return `${worst.error.toFixed(4)} / ${worst.floor.toFixed(4)}${over > 0 ? ` **${over} over**` : ''}`;
}

function sideCells(side: SideEvaluation): string[] {
  const behind = significantlyBehind(side.strongest.ahead) ? ' **behind**' : '';
  return [
    withError(side.skill),
    `${side.strongest.name} ${withError(side.strongest.skill)}`,
    withError(side.strongest.ahead) + behind,
    calibrationCell(side),
  ];
}

export const TABLE_HEADER = [
  '| file | bars | scored | up: skill ± 2 SE | up: stronger peer | up: ahead ± 2 SE | up: worst decile / its floor | down: skill ± 2 SE | down: stronger peer | down: ahead ± 2 SE | down: worst decile / its floor |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

export function tableRow(row: EvaluationRow): string {
  const name = `${row.file} ${intervalLabel(row.interval)}${row.resampled ? '' : ' (own)'}`;
  const evaluation = row.evaluation;
  if (evaluation === null) return `| ${name} | ${row.bars} | too short | ${Array(8).fill('').join(' | ')} |`;
  const scored = `${evaluation.scored}${evaluation.plan.reduced ? ` ◦ (history ${evaluation.plan.minHistory})` : ''}`;
  return `| ${[name, row.bars, scored, ...sideCells(evaluation.up), ...sideCells(evaluation.down)].join(' | ')} |`;
}

/**
 * The chance model of the calibration count: each side's floor is set so that a perfectly calibrated
 * forecast has all ten deciles within it with probability NOISE_FLOOR_LEVEL, so of `sides` such sides the
 * number over is Binomial(sides, 1 − NOISE_FLOOR_LEVEL) (sides taken as independent). Its mean, and the
 * count it stays at or below 95 % of the time.
 */
export function chanceOver(sides: number): { expected: number; upper95: number } {
  const p = 1 - NOISE_FLOOR_LEVEL;
  let probability = (1 - p) ** sides;
  let cumulative = probability;
  let k = 0;
  while (cumulative < 0.95 && k < sides) {
    probability *= ((sides - k) / (k + 1)) * (p / (1 - p));
    cumulative += probability;
    k++;
  }
  return { expected: sides * p, upper95: k };
}

/** Rows that the issue's bar applies to: at least MIN_SCORED_BARS scored, and a verdict on each. */
export function summary(rows: readonly EvaluationRow[]): string[] {
  const judged = rows.filter((row) => row.evaluation && row.evaluation.scored >= MIN_SCORED_BARS);
  const sides = judged.flatMap((row) => [row.evaluation!.up, row.evaluation!.down]);
  const behind = sides.filter((side) => significantlyBehind(side.strongest.ahead));
  const over = sides.filter((side) => side.verdict.over > 0).length;
  const names = [...new Set(sides.flatMap((side) => side.peers.map((peer) => peer.name)))];
  const stronger = names
    .map((name) => `${name} on ${sides.filter((side) => side.strongest.name === name).length}`)
    .join(', ');
  const chance = chanceOver(sides.length);
  return [
    `${judged.length} rows with at least ${MIN_SCORED_BARS.toLocaleString('en')} scored bars, ${sides.length} sides. ` +
      `Against the stronger peer of each side (${stronger}): ${sides.length - behind.length} ahead or level within 2 SE, ` +
      `${behind.length} behind. Calibration: ${over} of ${sides.length} sides have a decile over its noise floor; ` +
      `chance alone would give about ${chance.expected.toFixed(1)} (each side's floor is a ${Math.round(100 * NOISE_FLOOR_LEVEL)} % bound for ` +
      `all ten deciles of a perfectly calibrated forecast, so ${Math.round(100 * (1 - NOISE_FLOOR_LEVEL))} % of sides are over it by chance: ` +
      `Binomial(${sides.length}, ${(1 - NOISE_FLOOR_LEVEL).toFixed(2)}), at most ${chance.upper95} in 95 % of cases, ` +
      `if the sides were independent; resamplings of one file are not).`,
  ];
}

export function markdownTable(rows: readonly EvaluationRow[]): string[] {
  return [...TABLE_HEADER, ...rows.map(tableRow)];
}

export const README_BEGIN = '<!-- forecast-eval:begin (npm run forecast:eval writes this part) -->';
export const README_END = '<!-- forecast-eval:end -->';

/** `readme` with the part between the markers replaced by `lines`; throws when the markers are missing. */
export function spliceReadme(readme: string, lines: readonly string[]): string {
  const begin = readme.indexOf(README_BEGIN);
  const end = readme.indexOf(README_END);
  if (begin < 0 || end < begin) throw new Error(`README has no ${README_BEGIN} … ${README_END} part`);
  return `${readme.slice(0, begin + README_BEGIN.length)}\n\n${lines.join('\n')}\n\n${readme.slice(end)}`;
}
