/**
 * Scoring of probability forecasts against 0/1 outcomes: Brier score, Brier skill against a reference
 * forecast with its standard error, the paired difference of two forecasts' skills, and calibration by
 * decile with the noise floor a perfectly calibrated forecast would still show.
 *
 * Standard errors are batch means: the bars are cut into contiguous blocks of ⌈√n⌉ and the spread of the
 * block means is taken, so runs of similar bars (volatility regimes, trends) widen the error as they
 * should instead of counting as independent draws.
 */

import { valuesAtRanks } from './order-statistics';

/** Mean squared difference between probabilities and 0/1 outcomes (lower is better; 0.25 = a coin flip). */
export function brierScore(predicted: ArrayLike<number>, observed: ArrayLike<number>): number {
  if (predicted.length !== observed.length) throw new Error('brierScore: lengths differ');
  return meanOf(squaredErrors(predicted, observed));
}

/** 1 − BS / BS_reference: 1 is perfect, 0 no better than the reference, negative worse. */
export function brierSkill(score: number, referenceScore: number): number {
  return 1 - score / referenceScore;
}

/** A figure with its standard error. */
export interface Estimate {
  value: number;
  standardError: number;
}

/** Block length of the batch means for n scored bars. */
export function blockLength(n: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(n)));
}

/** Standard error of the mean of `values` by batch means (NaN with fewer than two blocks). */
export function batchMeanError(values: ArrayLike<number>): number {
  const n = values.length;
  const size = blockLength(n);
  const blocks = Math.floor(n / size);
  if (blocks < 2) return Number.NaN;
  // The tail that does not fill a block is left out of the spread, not of the mean it is compared with.
  const means = new Float64Array(blocks);
  let total = 0;
  for (let b = 0; b < blocks; b++) {
    let sum = 0;
    for (let i = b * size; i < (b + 1) * size; i++) sum += values[i]!;
    means[b] = sum / size;
    total += means[b]!;
  }
  const grand = total / blocks;
  let squares = 0;
  for (let b = 0; b < blocks; b++) squares += (means[b]! - grand) ** 2;
  return Math.sqrt(squares / (blocks - 1) / blocks);
}

function squaredErrors(predicted: ArrayLike<number>, observed: ArrayLike<number>): Float64Array {
  const out = new Float64Array(observed.length);
  for (let i = 0; i < out.length; i++) out[i] = (predicted[i]! - observed[i]!) ** 2;
  return out;
}

/** Mean of values[from, to). */
export function meanOf(values: ArrayLike<number>, from = 0, to = values.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return sum / (to - from);
}

/**
 * Brier skill of `predicted` against `reference` on the same bars, with its standard error (delta method
 * on the ratio: the error of mean(l − s·r) / mean(r), l and r the two squared errors, s = BS / BS_ref).
 */
export function skillEstimate(
  predicted: ArrayLike<number>,
  reference: ArrayLike<number>,
  observed: ArrayLike<number>,
): Estimate {
  if (predicted.length !== observed.length || reference.length !== observed.length)
    throw new Error('skillEstimate: lengths differ');
  const loss = squaredErrors(predicted, observed);
  const referenceLoss = squaredErrors(reference, observed);
  const score = meanOf(loss);
  const referenceScore = meanOf(referenceLoss);
  const ratio = score / referenceScore;
  const linear = loss.map((l, i) => l - ratio * referenceLoss[i]!);
  return {
    value: brierSkill(score, referenceScore),
    standardError: batchMeanError(linear) / referenceScore,
  };
}

/**
 * How far the skill of `predicted` is ahead of the skill of `peer` against the same reference on the same
 * bars: (BS_peer − BS) / BS_ref, with the standard error of the paired per-bar differences.
 */
export function skillDifference(
  predicted: ArrayLike<number>,
  peer: ArrayLike<number>,
  reference: ArrayLike<number>,
  observed: ArrayLike<number>,
): Estimate {
  const n = observed.length;
  if (predicted.length !== n || peer.length !== n || reference.length !== n)
    throw new Error('skillDifference: lengths differ');
  const loss = squaredErrors(predicted, observed);
  const gain = squaredErrors(peer, observed).map((l, i) => l - loss[i]!);
  const referenceLoss = squaredErrors(reference, observed);
  const referenceScore = meanOf(referenceLoss);
  const value = meanOf(gain) / referenceScore;
  const linear = gain.map((g, i) => g - value * referenceLoss[i]!);
  return { value, standardError: batchMeanError(linear) / referenceScore };
}

export interface CalibrationBin {
  count: number;
  meanPredicted: number;
  observedFrequency: number;
}

/**
 * Each probability and its index packed into one exact double (the probability to 2^−(53 − index bits),
 * at least 2^−30 for any series here): distinct keys in the order of the probabilities, ties by index.
 */
function orderKeys(probabilities: ArrayLike<number>): Float64Array {
  const n = probabilities.length;
  const slots = 2 ** Math.max(1, Math.ceil(Math.log2(n + 1)));
  const steps = 2 ** 53 / slots - 1;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = probabilities[i]!;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`forecast ${i} is not a probability: ${p}`);
    keys[i] = Math.floor(p * steps) * slots + i;
  }
  return keys;
}

/**
 * Indices of the forecasts by decile of the forecast (as calibrationByDecile), each decile in time order.
 * Only the deciles' first keys are selected (valuesAtRanks), no sort: a forecast's decile is how many of
 * those boundaries its key reaches, and walking the forecasts in time order fills each decile in order.
 */
function decileMembers(predicted: ArrayLike<number>, bins: number): Int32Array[] {
  const n = predicted.length;
  const keys = orderKeys(predicted);
  const sizes = Array.from({ length: bins }, (_, b) => Math.floor(n / bins) + (b < n % bins ? 1 : 0));
  const starts: number[] = [];
  for (let b = 1, start = sizes[0]!; b < bins; start += sizes[b]!, b++) starts.push(start);
  // Empty deciles come last (the first ones take the remainder): their boundary is above every key.
  const inRange = starts.filter((start) => start < n);
  const boundaries = [...valuesAtRanks(keys, inRange), ...starts.slice(inRange.length).map(() => Infinity)];
  const members = sizes.map((size) => new Int32Array(size));
  const filled = new Int32Array(bins);
  for (let i = 0; i < n; i++) {
    const key = keys[i]!;
    let b = 0;
    while (b < boundaries.length && key >= boundaries[b]!) b++;
    members[b]![filled[b]!++] = i;
  }
  return members;
}

/**
 * Sorts the forecasts by probability and splits them into `bins` groups of equal count (deciles by
 * default; the first groups take the remainder), reporting the mean forecast and the observed frequency
 * of each. A calibrated forecast has the two equal in every group.
 */
export function calibrationByDecile(
  predicted: ArrayLike<number>,
  observed: ArrayLike<number>,
  bins = 10,
): CalibrationBin[] {
  if (predicted.length !== observed.length) throw new Error('calibrationByDecile: lengths differ');
  return decileMembers(predicted, bins).map((members) => {
    let p = 0;
    let o = 0;
    for (const i of members) {
      p += predicted[i]!;
      o += observed[i]!;
    }
    const count = members.length;
    return {
      count,
      meanPredicted: count ? p / count : Number.NaN,
      observedFrequency: count ? o / count : Number.NaN,
    };
  });
}

/** Largest |mean forecast − observed frequency| over the bins that hold forecasts. */
export function worstCalibrationError(bins: readonly CalibrationBin[]): number {
  let worst = 0;
  for (const bin of bins) {
    if (bin.count > 0) worst = Math.max(worst, Math.abs(bin.meanPredicted - bin.observedFrequency));
  }
  return worst;
}

/**
 * z of the worst of ten bins at the 95 % level (Šidák: each bin at 1 − 0.95^(1/10), two-sided): a
 * perfectly calibrated forecast stays within z standard errors in every decile 95 % of the time.
 */
export const WORST_DECILE_Z = 2.8;
/** The level WORST_DECILE_Z stands for. */
export const NOISE_FLOOR_LEVEL = 0.95;

/** A decile's calibration error and the error chance alone would reach in it (95 %, see decileNoise). */
export interface DecileNoise {
  error: number;
  floor: number;
}

/**
 * Each decile's calibration error and its noise floor. A decile's noise is the standard error of its mean
 * (outcome − forecast): batch means over its bars in time order, since bars of one regime fall in the same
 * decile and move together, and never less than the binomial √(p(1−p)/n); the floor is WORST_DECILE_Z of
 * them. A decile is within its noise when error ≤ floor. Empty deciles are left out.
 */
export function decileNoise(
  predicted: ArrayLike<number>,
  observed: ArrayLike<number>,
  bins = 10,
): DecileNoise[] {
  if (predicted.length !== observed.length) throw new Error('decileNoise: lengths differ');
  return decileMembers(predicted, bins)
    .filter((members) => members.length > 0)
    .map((members) => {
      const misses = Float64Array.from(members, (i) => observed[i]! - predicted[i]!);
      const p = meanOf(Float64Array.from(members, (i) => predicted[i]!));
      const binomial = Math.sqrt((p * (1 - p)) / members.length);
      const batch = batchMeanError(misses);
      const floor = WORST_DECILE_Z * (Number.isFinite(batch) ? Math.max(batch, binomial) : binomial);
      return { error: Math.abs(meanOf(misses)), floor };
    });
}

/** What a side's deciles say of its calibration: the worst decile and how many are over their floor. */
export interface CalibrationVerdict {
  /** The decile with the largest error, and its own floor. */
  worst: DecileNoise;
  /** Deciles whose error is above their floor; 0 means calibrated within the noise. */
  over: number;
}

export function calibrationVerdict(deciles: readonly DecileNoise[]): CalibrationVerdict {
  let worst: DecileNoise = { error: 0, floor: Number.NaN };
  for (const decile of deciles) if (!(decile.error <= worst.error)) worst = decile;
  return { worst, over: deciles.filter((decile) => decile.error > decile.floor).length };
}

/** What the chart shows of a forecast's record on one side: skill against the base rate, and its deciles. */
export interface SideScore {
  skill: Estimate;
  calibration: CalibrationBin[];
}

export function scoreSide(
  predicted: ArrayLike<number>,
  reference: ArrayLike<number>,
  observed: ArrayLike<number>,
): SideScore {
  return {
    skill: skillEstimate(predicted, reference, observed),
    calibration: calibrationByDecile(predicted, observed),
  };
}

/** A side whose measured skill is not above 0 has done no better than the base rate: no confident numbers. */
export function sideHasSkill(side: SideScore): boolean {
  return side.skill.value > 0;
}
