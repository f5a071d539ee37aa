/**
 * Rounds for the Chromium benches: before each round the bench waits for a quiet machine (bounded), then
 * runs ours and the peer, each in a fresh page, the side that goes first alternating from round to round.
 * What each round started on (load, quiet or not) is kept for the saved run and the printed section.
 */
import { cpus, loadavg } from 'node:os';
import { BENCH_SIDES, quietStep, QUIET_LOAD_PER_CORE, roundOrder, type BenchSide } from './stats';

/** What `npm run bench` passes every bench (the Node benches ignore it). */
export interface BenchOptions {
  /** Rounds per figure of the Chromium benches (--rounds, default 3). */
  rounds: number;
  /** How long to wait for a quiet machine before each round before going on busy, ms (--quiet-wait). */
  quietWaitMs: number;
}

export const DEFAULT_OPTIONS: BenchOptions = { rounds: 3, quietWaitMs: 180_000 };

/** How the machine was when a round started. */
export interface RoundStart {
  /** What the round belongs to (the flag set). */
  label: string;
  round: number;
  /** The order the sides ran in; empty when they ran at once. */
  order: readonly string[];
  /** 1-minute load average when the round started, after the wait. */
  load: number;
  cores: number;
  quiet: boolean;
  /** Seconds spent waiting for the machine to quieten. */
  waited: number;
}

const POLL_MS = 5_000;

/**
 * Waits until the 1-minute load average is under QUIET_LOAD_PER_CORE × cores, or `timeoutMs` has passed.
 * The average trails the machine by about a minute, so a bench's own last round shows in it: the wait
 * after a round is partly the bench's own load decaying.
 */
export async function waitForQuiet(
  timeoutMs: number,
): Promise<{ load: number; quiet: boolean; waited: number }> {
  const cores = cpus().length;
  const started = Date.now();
  for (;;) {
    const load = loadavg()[0]!;
    const waited = Date.now() - started;
    const step = quietStep(load, cores, waited, timeoutMs);
    if (step !== 'wait') return { load, quiet: step === 'quiet', waited: waited / 1000 };
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, timeoutMs - waited)));
  }
}

export interface Rounds<T> {
  ours: T[];
  peer: T[];
  starts: RoundStart[];
}

/**
 * `options.rounds` rounds of `run` for both sides, the first side alternating, each round after a quiet
 * wait. `run` opens its own fresh page.
 */
export async function alternateRounds<T>(
  label: string,
  options: BenchOptions,
  run: (side: BenchSide, round: number) => Promise<T>,
): Promise<Rounds<T>> {
  const { runs, starts } = await rotateRounds(label, options, BENCH_SIDES, run);
  return { ...runs, starts };
}

/**
 * `options.rounds` rounds of `run` for every side (ours and several peers), the order rotating by round
 * (roundOrder), each round after a quiet wait; `run` opens its own fresh page.
 */
export async function rotateRounds<S extends string, T>(
  label: string,
  options: BenchOptions,
  sides: readonly S[],
  run: (side: S, round: number) => Promise<T>,
): Promise<{ runs: Record<S, T[]>; starts: RoundStart[] }> {
  const runs = Object.fromEntries(sides.map((side) => [side, [] as T[]])) as Record<S, T[]>;
  const starts: RoundStart[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const order = roundOrder(sides, round);
    starts.push(await roundStart(label, round, order, options));
    for (const side of order) runs[side].push(await run(side, round));
  }
  return { runs, starts };
}

/**
 * `options.rounds` rounds of `run`, each after a quiet wait, for the benches whose two sides run at once
 * (in one page, or two pages side by side).
 */
export async function togetherRounds<T>(
  label: string,
  options: BenchOptions,
  run: (round: number) => Promise<T>,
): Promise<{ runs: T[]; starts: RoundStart[] }> {
  const out = { runs: [] as T[], starts: [] as RoundStart[] };
  for (let round = 0; round < options.rounds; round += 1) {
    out.starts.push(await roundStart(label, round, [], options));
    out.runs.push(await run(round));
  }
  return out;
}

/** The quiet wait before a round, and what the round started on. */
async function roundStart(
  label: string,
  round: number,
  order: readonly string[],
  options: BenchOptions,
): Promise<RoundStart> {
  const { load, quiet, waited } = await waitForQuiet(options.quietWaitMs);
  const start: RoundStart = {
    label,
    round,
    order,
    load: Math.round(load * 100) / 100,
    cores: cpus().length,
    quiet,
    waited: Math.round(waited),
  };
  console.log(
    `  ${label}: round ${round + 1}/${options.rounds} (${order.length > 0 ? `${order[0]} first, then ${order.slice(1).join(', then ')}` : 'both at once'}), load ${start.load}` +
      (quiet ? '' : ` — BUSY after waiting ${start.waited} s`),
  );
  return start;
}

/** The notes a section prints about its rounds: how many, the order, and the rounds run on a busy machine. */
export function roundNotes(starts: readonly RoundStart[]): string[] {
  if (starts.length === 0) return [];
  const cores = starts[0]!.cores;
  const threshold = cores * QUIET_LOAD_PER_CORE;
  const busy = starts.filter((start) => !start.quiet);
  return [
    `${starts.length} round${starts.length === 1 ? '' : 's'}, each in a fresh page, ` +
      orderNote(starts[0]!.order) +
      `figures are medians over the rounds with [min–max]; the ratio is of the medians. Load average at ` +
      `each round's start: ${starts.map((start) => start.load).join(', ')} ` +
      `(quiet: under ${threshold.toFixed(1)} = ${QUIET_LOAD_PER_CORE} × ${cores} cores).`,
    busy.length === 0
      ? 'Every round started on a quiet machine.'
      : `BUSY MACHINE: ${busy.length} of ${starts.length} rounds started with the load over ${threshold.toFixed(1)} ` +
        `after the bounded wait (${busy.map((start) => `round ${start.round + 1}: ${start.load}`).join(', ')}); read their figures as indicative.`,
  ];
}

function orderNote(order: readonly string[]): string {
  if (order.length === 0) return 'both sides at once in each; ';
  if (order.length === 2) return 'ours first in rounds 1, 3, … and the peer first in rounds 2, 4, …; ';
  return `the order rotating by round (${order.join(', ')} in round 1, then from the next); `;
}
