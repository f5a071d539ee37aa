/** Bench records: printing them beside their peer (and the last saved run), saving them under bench/results/. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RoundStart } from './rounds';
import { spreadOf } from './stats';

/**
 * A target of the issue, printed beside the figure (never a pass/fail of the run): on the value in the
 * record's unit and direction, or on the ratio (ours at least `value` times better than the peer).
 */
export interface BenchTarget {
  on: 'value' | 'ratio';
  value: number;
}

/** The lowest and highest value a figure took over its rounds. */
export interface Range {
  min: number;
  max: number;
}

/**
 * One measured figure beside its peer's, as saved in bench/results/*.json (one record per bench figure).
 * `ratio` is how many times better ours is than the peer in the direction `better` says (> 1: ours wins).
 * A figure measured over rounds has `value` and `peerValue` the medians of the rounds, `rounds` their
 * count and `spread`/`peerSpread` their min–max; the ratio is then the ratio of the medians.
 */
export interface BenchRecord {
  name: string;
  unit: string;
  value: number;
  peer: string;
  peerValue: number;
  ratio: number;
  better: 'higher' | 'lower';
  target?: BenchTarget;
  rounds?: number;
  spread?: Range;
  peerSpread?: Range;
  /** The same figure of further peers (a bench with several: the chart's lightweight-charts and uPlot). */
  others?: PeerFigure[];
}

/** A further peer's value of a record's figure, with its own ratio and target. */
export type PeerFigure = Pick<BenchRecord, 'peer' | 'peerValue' | 'ratio' | 'target' | 'peerSpread'>;

/**
 * The records of ours against the first peer, each carrying the same figure of the further peers
 * (`others[k][i]` is record i against peer k + 1, made by its own recordsAgainst).
 */
export function withOtherPeers(
  records: readonly BenchRecord[],
  others: readonly (readonly BenchRecord[])[],
): BenchRecord[] {
  return records.map((record, i) => ({
    ...record,
    others: others.map((against) => {
      const { peer, peerValue, ratio, target, peerSpread } = against[i]!;
      if (against[i]!.name !== record.name) throw new Error(`${record.name} and ${against[i]!.name} differ`);
      return { peer, peerValue, ratio, ...(target ? { target } : {}), ...(peerSpread ? { peerSpread } : {}) };
    }),
  }));
}

/** A group of records printed as one table, with free-form lines (e.g. a quality table) after it. */
export interface BenchSection {
  title: string;
  peerName: string;
  records: BenchRecord[];
  notes?: string[];
  /** The machine's load at each round's start, for benches measured in rounds. */
  rounds?: RoundStart[];
}

/** One run of `npm run bench`, as saved. */
export interface BenchRun {
  date: string;
  node: string;
  /** 1, 5 and 15-minute load averages when the run started: a busy machine explains a slow run. */
  loadAverage: number[];
  sections: BenchSection[];
  /** Rounds per figure of the Chromium benches (--rounds). */
  rounds?: number;
  /** Bench modules that failed, with their message. */
  failures: { bench: string; message: string }[];
}

/** The ratio of a record: > 1 when ours is better in the record's direction. */
export function benchRatio(value: number, peerValue: number, better: BenchRecord['better']): number {
  return better === 'higher' ? value / peerValue : peerValue / value;
}

/** A record with its ratio worked out. */
export function benchRecord(record: Omit<BenchRecord, 'ratio'> & { ratio?: number }): BenchRecord {
  return { ...record, ratio: record.ratio ?? benchRatio(record.value, record.peerValue, record.better) };
}

/** One value, or the values of a figure's rounds (then reported as their median and spread). */
export type FigureValue = number | readonly number[];

/**
 * Makes a record of ours against one peer; `extra` sets a target or overrides the ratio. Given the rounds
 * of both sides, the values are their medians, the spreads their min–max.
 */
export type PeerRecord = (
  name: string,
  unit: string,
  value: FigureValue,
  peerValue: FigureValue,
  better: BenchRecord['better'],
  extra?: { ratio?: number; target?: BenchTarget },
) => BenchRecord;

function summary(measured: FigureValue): { value: number; spread?: Range; rounds?: number } {
  if (typeof measured === 'number') return { value: measured };
  const { median, min, max, rounds } = spreadOf(measured);
  return { value: median, spread: { min, max }, rounds };
}

/** The record maker of a bench with one peer: two zero counts are a tie (ratio 1), not a division by zero. */
export function recordsAgainst(peer: string): PeerRecord {
  return (name, unit, measured, peerMeasured, better, extra = {}) => {
    const ours = summary(measured);
    const theirs = summary(peerMeasured);
    return benchRecord({
      name,
      unit,
      value: ours.value,
      peer,
      peerValue: theirs.value,
      better,
      ...(ours.rounds === undefined ? {} : { rounds: ours.rounds }),
      ...(ours.spread ? { spread: ours.spread } : {}),
      ...(theirs.spread ? { peerSpread: theirs.spread } : {}),
      ...(ours.value === 0 && theirs.value === 0 ? { ratio: 1 } : {}),
      ...extra,
    });
  };
}

export function formatNumber(value: number, digits = 0): string {
  return Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
}

/** A figure with as many decimals as its size needs (three significant digits below 100). */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  const size = Math.abs(value);
  if (size >= 100 || size === 0) return formatNumber(value, 0);
  return formatNumber(value, Math.min(6, 2 - Math.floor(Math.log10(size))));
}

export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a';
}

/** What a target is read on: ours, and the ratio against one peer. */
export type TargetFigure = Pick<BenchRecord, 'target' | 'ratio' | 'better' | 'value'>;

/** A record's figure against each of its peers, as targetMet reads it: the first peer, then the others. */
export function againstEachPeer(record: BenchRecord): TargetFigure[] {
  const { value, better } = record;
  return [record, ...(record.others ?? []).map(({ ratio, target }) => ({ value, better, ratio, target }))];
}

export function targetMet(record: TargetFigure): boolean | undefined {
  const target = record.target;
  if (!target) return undefined;
  if (target.on === 'ratio') return record.ratio >= target.value;
  return record.better === 'higher' ? record.value >= target.value : record.value <= target.value;
}

function formatTarget(record: TargetFigure): string {
  const target = record.target;
  if (!target) return '';
  const text =
    target.on === 'ratio'
      ? `ratio ≥ ${target.value}×`
      : `${record.better === 'higher' ? '≥' : '≤'} ${formatValue(target.value)}`;
  return `${text} ${targetMet(record) ? 'met' : 'MISSED'}`;
}

/** Figures are matched across runs by bench and figure name (titles carry sizes that may change). */
function recordKey(section: BenchSection, record: BenchRecord): string {
  return `${section.peerName}\u0000${record.name}`;
}

/** Earlier figures by key: each from the newest saved run that has it. */
export type PreviousRecords = Map<string, BenchRecord>;

/** A value with the min–max of its rounds when it has several: `12.3 [11.9–13.0]`. */
function formatMeasured(value: number, spread?: Range, rounds = 1): string {
  return spread && rounds > 1
    ? `${formatValue(value)} [${formatValue(spread.min)}–${formatValue(spread.max)}]`
    : formatValue(value);
}

/** Prints a section as a table; with `previous`, each figure also beside its last saved value and the change. */
export function printSection(section: BenchSection, previous?: PreviousRecords | null): void {
  const before = previous ?? new Map<string, BenchRecord>();
  const otherPeers = section.records[0]?.others?.map((other) => other.peer) ?? [];
  const header = ['figure', 'unit', 'rounds', 'Tradedeck', section.peerName, 'ratio', 'target'];
  for (const peer of otherPeers) header.push(peer, 'ratio', 'target');
  if (previous) header.push('last run', 'change');
  /** Columns of names, units and targets are aligned left, figures right. */
  const left = header.map((name, c) => c <= 1 || name === 'target');
  const table = section.records.map((record) => {
    const row = [
      record.name,
      record.unit,
      record.rounds === undefined ? '' : String(record.rounds),
      formatMeasured(record.value, record.spread, record.rounds),
      formatMeasured(record.peerValue, record.peerSpread, record.rounds),
      formatRatio(record.ratio),
      formatTarget(record),
    ];
    const [, ...againstOthers] = againstEachPeer(record);
    record.others?.forEach((other, k) =>
      row.push(
        formatMeasured(other.peerValue, other.peerSpread, record.rounds),
        formatRatio(other.ratio),
        formatTarget(againstOthers[k]!),
      ),
    );
    if (previous) {
      const old = before.get(recordKey(section, record));
      // The change is signed so that + always means better, whatever the direction of the figure.
      const change = old ? (benchRatio(record.value, old.value, record.better) - 1) * 100 : Number.NaN;
      row.push(
        old ? formatValue(old.value) : '–',
        old ? `${change >= 0 ? '+' : ''}${change.toFixed(1)}%` : '–',
      );
    }
    return row;
  });
  const all = [header, ...table];
  const widths = header.map((_, c) => Math.max(...all.map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    `  ${row.map((cell, c) => (left[c] ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ')}`;
  console.log(`\n${section.title}`);
  console.log(line(header));
  for (const row of table) console.log(line(row));
  for (const note of section.notes ?? []) console.log(`  ${note}`);
}

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes one run as bench/results/<timestamp>.json and returns the path. */
export function saveRun(run: BenchRun): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${run.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(path, `${JSON.stringify(run, null, 2)}\n`);
  return path;
}

function isRun(value: unknown): value is BenchRun {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as BenchRun).sections) &&
    typeof (value as BenchRun).date === 'string'
  );
}

/**
 * Every figure's newest saved value, from the saved runs in the record format, and the date of the newest
 * run (older formats and unreadable files are passed over). A run of some benches only (--only) leaves the
 * others' last values in place.
 */
export function previousRecords(): { records: PreviousRecords; newest: string | null } {
  const records: PreviousRecords = new Map();
  let newest: string | null = null;
  if (!existsSync(RESULTS_DIR)) return { records, newest };
  const files = readdirSync(RESULTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of files) {
    let run: unknown;
    try {
      run = JSON.parse(readFileSync(join(RESULTS_DIR, name), 'utf8'));
    } catch {
      continue; // A half-written or hand-edited file: look further back.
    }
    if (!isRun(run)) continue;
    newest ??= run.date;
    for (const section of run.sections)
      for (const record of section.records) {
        const key = recordKey(section, record);
        if (!records.has(key)) records.set(key, record);
      }
  }
  return { records, newest };
}
