/**
 * Scoring of probability forecasts against 0/1 outcomes: Brier score, Brier skill against a reference
 * forecast with its standard error, the paired difference of two forecasts' skills, and calibration by
 * decile with the noise floor a perfectly calibrated forecast would still show.
 *
 * Standard errors are batch means: the bars are cut into contiguous blocks of ⌈√n⌉ and the spread of the
 * block means is taken, so runs of similar bars (volatility regimes, trends) widen the error as they
 * should instead of counting as independent draws.
 */

/** Mean squared difference between probabilities and 0/1 outcomes (lower is better; 0.25 = a coin flip). */
export function brierScore(predicted: ArrayLike<number>, observed: ArrayLike<number>): number {
  if (predicted.length !== observed.length) throw new Error('brierScore: lengths differ');
  if (predicted.length === 0) return Number.NaN;
  let sum = 0;
  for (let i = 0; i < predicted.length; i++) {
    const d = predicted[i]! - observed[i]!;
    sum += d * d;
  }
  return sum / predicted.length;
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
  const gain = new Float64Array(n);
  const referenceLoss = squaredErrors(reference, observed);
  for (let i = 0; i < n; i++) gain[i] = (peer[i]! - observed[i]!) ** 2 - (predicted[i]! - observed[i]!) ** 2;
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
  const n = predicted.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => predicted[a]! - predicted[b]!);
  const result: CalibrationBin[] = [];
  let start = 0;
  for (let b = 0; b < bins; b++) {
    const size = Math.floor(n / bins) + (b < n % bins ? 1 : 0);
    let p = 0;
    let o = 0;
    for (let k = start; k < start + size; k++) {
      p += predicted[order[k]!]!;
      o += observed[order[k]!]!;
    }
    result.push({
      count: size,
      meanPredicted: size ? p / size : Number.NaN,
      observedFrequency: size ? o / size : Number.NaN,
    });
    start += size;
  }
  return result;
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

/**
 * The worst decile error a perfectly calibrated forecast would still show by chance (95 %): per bin the
 * binomial standard error of the observed frequency, √(p(1−p)/n) at the bin's mean forecast, times
 * WORST_DECILE_Z; the largest over the bins. Bins are compared one by one against their own floor by
 * `calibratedWithinNoise`.
 */
export function decileNoiseFloor(bins: readonly CalibrationBin[]): number {
  let floor = 0;
  for (const bin of bins) if (bin.count > 0) floor = Math.max(floor, binNoise(bin));
  return floor;
}

function binNoise(bin: CalibrationBin): number {
  const p = bin.meanPredicted;
  return WORST_DECILE_Z * Math.sqrt((p * (1 - p)) / bin.count);
}

/** Every bin's error is within its own noise (see decileNoiseFloor). */
export function calibratedWithinNoise(bins: readonly CalibrationBin[]): boolean {
  return bins.every(
    (bin) => bin.count === 0 || Math.abs(bin.meanPredicted - bin.observedFrequency) <= binNoise(bin),
  );
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
