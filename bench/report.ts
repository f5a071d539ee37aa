/** Printing bench results side by side with their peer, and saving them under bench/results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One measured figure beside its peer's, as saved in bench/results/*.json (one record per bench figure).
 * `ratio` is how many times better ours is than the peer in the direction `better` says (> 1: ours wins).
 */
export interface BenchRecord {
  name: string;
  unit: string;
  value: number;
  peer: string;
  peerValue: number;
  ratio: number;
  better: 'higher' | 'lower';
}

/** A group of records printed as one table, with free-form lines (e.g. a quality table) after it. */
export interface BenchSection {
  title: string;
  peerName: string;
  records: BenchRecord[];
  notes?: string[];
}

/** The ratio of a record: > 1 when ours is better in the record's direction. */
export function benchRatio(value: number, peerValue: number, better: BenchRecord['better']): number {
  return better === 'higher' ? value / peerValue : peerValue / value;
}

export interface ComparisonRow {
  metric: string;
  ours: string;
  peer: string;
  /** How many times better ours is (higher is better for ours), already formatted. */
  ratio: string;
}

export function printComparison(title: string, peerName: string, rows: readonly ComparisonRow[]): void {
  const header: ComparisonRow = { metric: 'metric', ours: 'Tradedeck', peer: peerName, ratio: 'ratio' };
  const all = [header, ...rows];
  const width = (key: keyof ComparisonRow) => Math.max(...all.map((row) => row[key].length));
  const line = (row: ComparisonRow) =>
    `  ${row.metric.padEnd(width('metric'))}  ${row.ours.padStart(width('ours'))}  ${row.peer.padStart(width('peer'))}  ${row.ratio.padStart(width('ratio'))}`;
  console.log(`\n${title}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export function formatNumber(value: number, digits = 0): string {
  return Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
}

export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a';
}

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes one run's results as bench/results/<timestamp>.json and returns the path. */
export function saveResults(results: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}
