/** Small statistics for bench reports. */

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    samples: samples.length,
  };
}

/** The median by nearest rank (the lower middle for an even count); NaN for no samples. */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/** A figure over rounds: the median and the range the rounds covered. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  rounds: number;
}

/** The median and min–max of a figure's rounds; NaN throughout for no rounds. */
export function spreadOf(rounds: readonly number[]): Spread {
  return {
    median: median(rounds),
    min: rounds.length === 0 ? Number.NaN : Math.min(...rounds),
    max: rounds.length === 0 ? Number.NaN : Math.max(...rounds),
    rounds: rounds.length,
  };
}

export type BenchSide = 'ours' | 'peer';
export const BENCH_SIDES: readonly BenchSide[] = ['ours', 'peer'];

/**
 * The order the sides run in a round: the list rotated by the round (round 0 as given, round 1 from the
 * second side, …), so that a page warming the machine's caches or a busy stretch of the machine does not
 * always land on the same side. With two sides: ours first in even rounds, the peer in odd ones.
 */
export function roundOrder<S>(sides: readonly S[], round: number): S[] {
  return sides.map((_, i) => sides[(i + round) % sides.length]!);
}

/**
 * The machine counts as quiet when its 1-minute load average is under this many runnable tasks per core:
 * at half the cores busy, a bench (whose Chromium wants a core or more) still gets its cores without
 * queueing behind someone else's work.
 */
export const QUIET_LOAD_PER_CORE = 0.5;

export type QuietStep = 'quiet' | 'wait' | 'busy';

/**
 * One poll of the quiet wait: `quiet` when the load is under the threshold, `wait` while the bounded wait
 * lasts, `busy` once it has run out (the bench then goes on and records that the machine was busy).
 */
export function quietStep(load1: number, cores: number, waitedMs: number, timeoutMs: number): QuietStep {
  if (load1 < cores * QUIET_LOAD_PER_CORE) return 'quiet';
  return waitedMs < timeoutMs ? 'wait' : 'busy';
}

/** Chromium's process kinds, as the bench groups SystemInfo.getProcessInfo's types. */
export const PROCESS_KINDS = ['browser', 'renderer', 'gpu', 'utility'] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

/** One process in SystemInfo.getProcessInfo: its type, id and CPU seconds since it started. */
export interface ProcessCpu {
  type: string;
  id: number;
  cpuTime: number;
}

/**
 * Renderer processes run the pages and their dedicated and shared workers; every service process
 * (network, storage, audio: types like `network.mojom.NetworkService`) counts as utility.
 */
export function processKind(type: string): ProcessKind {
  if (type === 'browser') return 'browser';
  if (type === 'renderer') return 'renderer';
  if (type === 'GPU') return 'gpu';
  return 'utility';
}

/**
 * CPU ms per second of wall time by process kind between two samples `seconds` apart. A process that
 * started between them counts from zero; one that ended is missed (the benches open no page mid-workload).
 */
export function cpuPerSecond(
  before: readonly ProcessCpu[],
  after: readonly ProcessCpu[],
  seconds: number,
): Record<ProcessKind, number> {
  const start = new Map(before.map((process) => [process.id, process.cpuTime]));
  const out: Record<ProcessKind, number> = { browser: 0, renderer: 0, gpu: 0, utility: 0 };
  for (const process of after)
    out[processKind(process.type)] +=
      (Math.max(0, process.cpuTime - (start.get(process.id) ?? 0)) * 1000) / seconds;
  return out;
}

/**
 * How far a process's RSS came back after a load (an attack, a soak): back when the RSS after it, once
 * settled, is within RSS_RETURN_TOLERANCE of the RSS before it. The allocator keeps some pages for
 * reuse, so the figure is a tolerance, not equality.
 */
export const RSS_RETURN_TOLERANCE = 0.1;

export interface RssReturn {
  back: boolean;
  /** One line: start, peak and after in MB, the change, and the verdict. */
  text: string;
}

export function rssReturn(bytes: { start: number; peak: number; after: number }): RssReturn {
  const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
  const change = (bytes.after - bytes.start) / bytes.start;
  const back = change <= RSS_RETURN_TOLERANCE;
  const sign = change >= 0 ? '+' : '−';
  return {
    back,
    text: `RSS start ${mb(bytes.start)} MB, peak ${mb(bytes.peak)} MB, after ${mb(bytes.after)} MB (${sign}${Math.abs(change * 100).toFixed(1)} %): ${back ? 'back' : 'not back'} within ${RSS_RETURN_TOLERANCE * 100} % of the start`,
  };
}
