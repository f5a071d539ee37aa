/**
 * `npm run forecast:eval`: the walk-forward evaluation of the forecast against its named peers, plain
 * walk-forward logistic regressions (scripts/plain-logistic-peer.ts), on the same bars.
 *
 * - With no FILE: every CSV of the market data folder (../shared/data/market beside the repository, or
 *   --data DIR) at its own interval and resampled to every forecast interval (forecast-eval-table.ts);
 *   prints the table and writes it into the forecast's README (workers/core/forecast/README.md) between
 *   its markers.
 * - With FILE.csv: that file (aggregated to --interval first, if given), both sides in detail.
 *
 * Kept apart from the script's entry so tests can drive it with their own I/O.
 */
import { EVALUATION_PEERS } from './plain-logistic-peer';
import { aggregateSeries } from '../workers/core/chart/aggregate';
import type { CandleSeries } from '../workers/core/base/series';
import {
  CandleCsvError,
  DEFAULT_STRIDE,
  errorsBySlot,
  parseCandleCsv,
  type SlotError,
  type SideEvaluation,
  type WalkForwardEvaluation,
} from '../workers/core/forecast';
import { isMinuteInterval, MINUTE_INTERVALS, type MinuteInterval } from '../contract/intervals';
import {
  barSpacing,
  evaluateFile,
  markdownTable,
  spliceReadme,
  summary,
  walkForward,
  withError,
  type EvaluationRow,
} from './forecast-eval-table';

export const USAGE =
  'usage: npm run forecast:eval [-- --data DIR] [--stride BARS]   (every file; writes the README table)\n' +
  '       npm run forecast:eval -- FILE.csv [--interval MINUTES] [--stride BARS]';
/** Exit code for bad input (file, header, arguments). */
export const EXIT_BAD_INPUT = 2;

export interface EvalArgs {
  file: string | undefined;
  interval: MinuteInterval | undefined;
  stride: number;
  data: string | undefined;
}

export class EvalArgsError extends Error {
  override name = 'EvalArgsError';
}

const OPTIONS = ['--interval', '--stride', '--data'] as const;

export function parseEvalArgs(args: readonly string[]): EvalArgs {
  const parsed: EvalArgs = { file: undefined, interval: undefined, stride: DEFAULT_STRIDE, data: undefined };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if ((OPTIONS as readonly string[]).includes(arg)) {
      const value = args[++i];
      if (value === undefined) throw new EvalArgsError(`${arg} needs a value`);
      if (arg === '--interval') {
        if (!isMinuteInterval(value))
          throw new EvalArgsError(
            `--interval must be one of ${MINUTE_INTERVALS.join(', ')} (minutes), not "${value}"`,
          );
        parsed.interval = value;
      } else if (arg === '--stride') {
        parsed.stride = Number(value);
        if (!Number.isInteger(parsed.stride) || parsed.stride < 1)
          throw new EvalArgsError(`--stride must be a whole number ≥ 1`);
      } else parsed.data = value;
    } else if (arg.startsWith('--')) {
      throw new EvalArgsError(`unknown option ${arg}`);
    } else if (parsed.file === undefined) {
      parsed.file = arg;
    } else {
      throw new EvalArgsError(`one file only (got "${parsed.file}" and "${arg}")`);
    }
  }
  if (parsed.file === undefined && parsed.interval !== undefined)
    throw new EvalArgsError('--interval needs a FILE (without one, every interval is evaluated)');
  if (parsed.file !== undefined && parsed.data !== undefined)
    throw new EvalArgsError('--data is for the whole folder; give a FILE or --data, not both');
  return parsed;
}

const f4 = (v: number) => (Number.isFinite(v) ? v.toFixed(4) : 'n/a');

function sideLines(label: string, side: SideEvaluation): string[] {
  const { worst, over } = side.verdict;
  const lines = [
    `${label}: skill ${withError(side.skill)}  (± 2 standard errors)`,
    ...side.peers.map(
      (peer) =>
        `  peer ${peer.name}${peer === side.strongest ? ' (stronger)' : ''}: skill ${withError(peer.skill)}  forecast ahead ${withError(peer.ahead)}  worst decile ${f4(peer.worstDecileError)}`,
    ),
    `  worst decile error ${f4(worst.error)} against its floor ${f4(worst.floor)}; ${over === 0 ? 'every decile within its noise' : `${over} decile${over > 1 ? 's' : ''} OVER their floor`}`,
    '  decile      count  forecast  observed     error     floor',
  ];
  side.calibration.forEach((bin, index) => {
    const floor = side.noise[index]?.floor ?? Number.NaN;
    lines.push(
      `  ${String(index + 1).padStart(6)}  ${String(bin.count).padStart(9)}  ${f4(bin.meanPredicted).padStart(8)}  ${f4(bin.observedFrequency).padStart(8)}  ${f4(bin.meanPredicted - bin.observedFrequency).padStart(8)}  ${f4(floor).padStart(8)}`,
    );
  });
  return lines;
}

export function formatEvaluation(title: string, evaluation: WalkForwardEvaluation): string[] {
  const { plan } = evaluation;
  return [
    title,
    `walk-forward: ${evaluation.scored} bars forecast out of sample, ${evaluation.fits} fits, each on the last ${plan.window} bars, refit every ${plan.stride} bars (first forecast after ${plan.minHistory} bars)${plan.reduced ? ' — REDUCED: the series is too short for the chart’s own history' : ''}`,
    `reference: the base rate of the same fitting window; peers: plain walk-forward logistic regressions (${EVALUATION_PEERS.map((peer) => peer.name).join(', ')})`,
    ...sideLines('up    P(high > previous high)', evaluation.up),
    ...sideLines('down  P(low < previous low)', evaluation.down),
  ];
}

/** Slots of one line of the time-of-day printout. */
const SLOTS_PER_LINE = 6;

/**
 * The forecast's mean error (outcome − forecast, ± 2 standard errors) per KST slot of the day, both sides:
 * slots of the bars' own length from 60 minutes on, of an hour below it.
 */
export function slotLines(series: CandleSeries, evaluation: WalkForwardEvaluation): string[] {
  const slotSeconds = Math.max(barSpacing(series), 3_600);
  const errors = errorsBySlot(series, evaluation, slotSeconds);
  const cell = ({ slot, error }: SlotError) =>
    `${String((slot * slotSeconds) / 3_600).padStart(2, '0')}h ${withError(error, 3)}`;
  const lines = [`time of day (KST slot: mean outcome − forecast ± 2 standard errors)`];
  for (const key of ['up', 'down'] as const) {
    const side = errors[key];
    for (let i = 0; i < side.length; i += SLOTS_PER_LINE)
      lines.push(
        `  ${i === 0 ? key.padEnd(4) : '    '}  ${side
          .slice(i, i + SLOTS_PER_LINE)
          .map(cell)
          .join('   ')}`,
      );
  }
  return lines;
}

export interface EvalIo {
  readFile(path: string): string;
  /** The CSV files of a folder (names), or throws when it cannot be read. */
  listCsv(dir: string): string[];
  writeFile(path: string, text: string): void;
  /** Where the README and the market data folder are. */
  readmePath: string;
  defaultDataDir: string;
  out(line: string): void;
  err(line: string): void;
}

function readCsv(io: EvalIo, path: string) {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    throw new EvalArgsError(`cannot read ${path}: ${(error as Error).message}`);
  }
  return parseCandleCsv(text);
}

/**
 * What `npm run forecast:eval -- FILE` scores of a file's bars (after any --interval): the walk-forward of
 * the forecast against the named peers (walkForward); null when too short even for a reduced plan.
 */
export function evaluateSeries(
  series: CandleSeries,
  stride: number = DEFAULT_STRIDE,
): WalkForwardEvaluation | null {
  return walkForward(series, EVALUATION_PEERS, stride);
}

function evaluateOne(args: EvalArgs & { file: string }, io: EvalIo): void {
  let series = readCsv(io, args.file);
  if (args.interval !== undefined) {
    const spacing = barSpacing(series);
    if (Number(args.interval) * 60 < spacing)
      throw new EvalArgsError(
        `--interval ${args.interval} is shorter than the file's bars (${spacing / 60} minutes)`,
      );
    series = aggregateSeries(series, args.interval);
  }
  const evaluation = evaluateSeries(series, args.stride);
  if (evaluation === null)
    throw new EvalArgsError(`${series.length} bars: too few to score even with a reduced window`);
  const interval = args.interval ? `, aggregated to ${args.interval} minutes` : '';
  for (const line of [
    ...formatEvaluation(`${args.file}: ${series.length} bars${interval}`, evaluation),
    ...slotLines(series, evaluation),
  ])
    io.out(line);
}

function evaluateAll(args: EvalArgs, io: EvalIo): void {
  const dir = args.data ?? io.defaultDataDir;
  let files: string[];
  try {
    files = io.listCsv(dir).sort();
  } catch (error) {
    throw new EvalArgsError(
      `no market data folder at ${dir} (${(error as Error).message}); give --data DIR or a FILE`,
    );
  }
  if (files.length === 0) throw new EvalArgsError(`no .csv files in ${dir}`);
  const rows: EvaluationRow[] = [];
  for (const file of files) {
    const series = readCsv(io, `${dir}/${file}`);
    rows.push(...evaluateFile(file.replace(/\.csv$/, ''), series, EVALUATION_PEERS, args.stride, io.err));
  }
  const lines = [...markdownTable(rows), '', ...summary(rows)];
  for (const line of lines) io.out(line);
  let readme: string;
  try {
    readme = spliceReadme(io.readFile(io.readmePath), lines);
  } catch (error) {
    throw new EvalArgsError(`cannot write the table: ${(error as Error).message}`);
  }
  io.writeFile(io.readmePath, readme);
  io.err(`written into ${io.readmePath}`);
}

/** Runs the command; returns the exit code. */
export function runForecastEvalCli(args: readonly string[], io: EvalIo): number {
  try {
    const parsed = parseEvalArgs(args);
    if (parsed.file === undefined) evaluateAll(parsed, io);
    else evaluateOne({ ...parsed, file: parsed.file }, io);
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
