/**
 * Volatility regimes: calm, normal and turbulent markets follow each other as a Markov chain, so that
 * quiet weeks and violent days cluster the way real crypto prices do.
 */
import type { Random } from './prng';

/** 0 calm, 1 normal, 2 turbulent. */
export type Regime = 0 | 1 | 2;
export const NORMAL_REGIME: Regime = 1;

/** Volatility multiplier of each regime. */
export const REGIME_VOLATILITY: readonly [number, number, number] = [0.6, 1, 1.8];
/** Volume multiplier of each regime (turbulent markets trade more). */
export const REGIME_VOLUME: readonly [number, number, number] = [0.7, 1, 1.9];

/** Daily transition probabilities, row = from, column = to; each row sums to 1. */
export const DAILY_TRANSITIONS: readonly (readonly [number, number, number])[] = [
  [0.94, 0.06, 0],
  [0.04, 0.93, 0.03],
  [0, 0.12, 0.88],
];

/**
 * The next regime after one step. `stepsPerDay` scales the daily chain down to shorter steps (a minute
 * is 1/1440 of a day): leaving a regime is `stepsPerDay` times less likely per step.
 */
export function nextRegime(rng: Random, regime: Regime, stepsPerDay = 1): Regime {
  const row = DAILY_TRANSITIONS[regime]!;
  const u = rng.next();
  let stay = row[regime];
  if (stepsPerDay > 1) stay = 1 - (1 - stay) / stepsPerDay;
  if (u < stay) return regime;
  // Leave: choose among the other regimes in proportion to their daily probabilities.
  const others = ([0, 1, 2] as Regime[]).filter((r) => r !== regime);
  const weightSum = others.reduce<number>((sum, r) => sum + row[r], 0);
  let pick = ((u - stay) / (1 - stay)) * weightSum;
  for (const r of others) {
    if (pick < row[r]) return r;
    pick -= row[r];
  }
  return others.reduce((best, r) => (row[r] > row[best] ? r : best), others[0]!);
}
