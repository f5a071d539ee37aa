/**
 * `npm run forecast:eval -- FILE.csv [--interval MINUTES] [--stride BARS]`: the walk-forward evaluation
 * of the forecast on any candle CSV, printed as Brier score, Brier skill and decile calibration for both
 * probabilities. Kept apart from the script's entry so tests can drive it with their own I/O.
 */
import { aggregateSeries } from '../workers/core/chart/aggregate';
import type { CandleSeries } from '../workers/core/chart/series';
import {
  CandleCsvError,
  DEFAULT_WALK_FORWARD,
  evaluateWalkForward,
  parseCandleCsv,
  type TargetEvaluation,
  type WalkForwardEvaluation,
  type WalkForwardOptions,
} from '../workers/core/forecast';
import { isMinuteInterval, MINUTE_INTERVALS, type MinuteInterval } from '../contract/intervals';

export const USAGE = 'usage: npm run forecast:eval -- FILE.csv [--interval MINUTES] [--stride BARS]';
/** Exit code for bad input (file, header, arguments), as the issue asks. */
export const EXIT_BAD_INPUT = 2;

export interface EvalArgs {
  file: string;
  interval: MinuteInterval | undefined;
  stride: number;
}

export class EvalArgsError extends Error {
  override name = 'EvalArgsError';
}

export function parseEvalArgs(args: readonly string[]): EvalArgs {
  let file: string | undefined;
  let interval: MinuteInterval | undefined;
  let stride = DEFAULT_WALK_FORWARD.stride;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--interval' || arg === '--stride') {
      const value = args[++i];
      if (value === undefined) throw new EvalArgsError(`${arg} needs a value`);
      if (arg === '--interval') {
        if (!isMinuteInterval(value)) {
          throw new EvalArgsError(
            `--interval must be one of ${MINUTE_INTERVALS.join(', ')} (minutes), not "${value}"`,
          );
        }
        interval = value;
      } else {
        stride = Number(value);
        if (!Number.isInteger(stride) || stride < 1)
          throw new EvalArgsError(`--stride must be a whole number ≥ 1`);
      }
    } else if (arg.startsWith('--')) {
      throw new EvalArgsError(`unknown option ${arg}`);
    } else if (file === undefined) {
      file = arg;
    } else {
      throw new EvalArgsError(`one file only (got "${file}" and "${arg}")`);
    }
  }
  if (file === undefined) throw new EvalArgsError('no file given');
  return { file, interval, stride };
}

/** The shortest spacing between bars, in seconds: the file's own interval (gaps only make spacings longer). */
export function barSpacing(series: CandleSeries): number {
  let spacing = Number.POSITIVE_INFINITY;
  for (let i = 1; i < series.length; i++) spacing = Math.min(spacing, series.time[i]! - series.time[i - 1]!);
  return spacing;
}

const f4 = (v: number) => (Number.isFinite(v) ? v.toFixed(4) : 'n/a');

function targetLines(label: string, target: TargetEvaluation): string[] {
  const lines = [
    `${label}: Brier ${f4(target.brier)}  reference ${f4(target.referenceBrier)}  skill ${f4(target.skill)}  worst decile error ${f4(target.worstDecileError)}`,
    '  decile      count  forecast  observed     error',
  ];
  target.calibration.forEach((bin, index) => {
    lines.push(
      `  ${String(index + 1).padStart(6)}  ${String(bin.count).padStart(9)}  ${f4(bin.meanPredicted).padStart(8)}  ${f4(bin.observedFrequency).padStart(8)}  ${f4(bin.meanPredicted - bin.observedFrequency).padStart(8)}`,
    );
  });
  return lines;
}

export function formatEvaluation(
  title: string,
  evaluation: WalkForwardEvaluation,
  options: WalkForwardOptions,
): string[] {
  return [
    title,
    `walk-forward: ${evaluation.predictions} bars forecast out of sample, ${evaluation.fits} fits, each on the last ${options.window} bars, refit every ${options.stride} bars (first forecast after ${options.minHistory} bars)`,
    'reference: the base rate of the same fitting window (the climatology known when forecasting)',
    ...targetLines('up    P(high > previous high)', evaluation.up),
    ...targetLines('down  P(low < previous low)', evaluation.down),
  ];
}

export interface EvalIo {
  readFile(path: string): string;
  out(line: string): void;
  err(line: string): void;
}

/** Runs the command; returns the exit code. */
export function runForecastEvalCli(args: readonly string[], io: EvalIo): number {
  try {
    const parsed = parseEvalArgs(args);
    let text: string;
    try {
      text = io.readFile(parsed.file);
    } catch (error) {
      throw new EvalArgsError(`cannot read ${parsed.file}: ${(error as Error).message}`);
    }
    let series = parseCandleCsv(text);
    if (parsed.interval !== undefined) {
      const target = Number(parsed.interval) * 60;
      const spacing = barSpacing(series);
      if (target < spacing) {
        throw new EvalArgsError(
          `--interval ${parsed.interval} is shorter than the file's bars (${spacing / 60} minutes)`,
        );
      }
      series = aggregateSeries(series, parsed.interval);
    }
    const options = { ...DEFAULT_WALK_FORWARD, stride: parsed.stride };
    if (series.length <= options.minHistory) {
      throw new EvalArgsError(
        `${series.length} bars: the walk-forward needs more than ${options.minHistory} (the forecast's minimum history)`,
      );
    }
    const evaluation = evaluateWalkForward(series, options);
    const interval = parsed.interval ? `, aggregated to ${parsed.interval} minutes` : '';
    for (const line of formatEvaluation(
      `${parsed.file}: ${series.length} bars${interval}`,
      evaluation,
      options,
    )) {
      io.out(line);
    }
    return 0;
  } catch (error) {
    if (error instanceof EvalArgsError || error instanceof CandleCsvError) {
      io.err(`forecast:eval: ${error.message}`);
      io.err(USAGE);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}
