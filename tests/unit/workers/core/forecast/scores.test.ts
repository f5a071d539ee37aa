import { describe, expect, test } from 'vitest';
import {
  brierScore,
  brierSkill,
  calibrationByDecile,
  skillDifference,
  skillEstimate,
  worstCalibrationError,
  calibrationVerdict,
  decileNoise,
} from '../../../../../workers/core/forecast';
import { batchMeanError, blockLength } from '../../../../../workers/core/forecast/scores';
import { mulberry32 } from '../../../../../src/lib/seeded-random';

describe('brierScore', () => {
  test.each([
    [[1, 0], [1, 0], 0],
    [[0, 1], [1, 0], 1],
    [[0.5, 0.5, 0.5, 0.5], [1, 0, 1, 0], 0.25],
    // (0.8−1)² + (0.3−0)² + (0.6−0)² = 0.04 + 0.09 + 0.36 = 0.49, over 3.
    [[0.8, 0.3, 0.6], [1, 0, 0], 0.49 / 3],
  ])('%j against %j → %f', (predicted, observed, expected) => {
    expect(brierScore(predicted, observed)).toBeCloseTo(expected, 12);
  });

  test('lengths must match', () => {
    expect(() => brierScore([0.5], [1, 0])).toThrow(/lengths/);
  });
});

describe('brierSkill', () => {
  test.each([
    [0.1875, 0.25, 0.25],
    [0.25, 0.25, 0],
    [0, 0.25, 1],
    [0.3, 0.25, -0.2],
  ])('BS %f against reference %f → %f', (score, reference, skill) => {
    expect(brierSkill(score, reference)).toBeCloseTo(skill, 12);
  });
});

describe('calibrationByDecile', () => {
  test('equal-count bins sorted by forecast, with mean forecast and observed frequency', () => {
    // 20 forecasts 0.00, 0.05, …, 0.95 given in reverse; the outcome is 1 on every third index.
    const predicted = Array.from({ length: 20 }, (_, i) => (19 - i) * 0.05);
    const observed = predicted.map((_, i) => (i % 3 === 0 ? 1 : 0));
    const bins = calibrationByDecile(predicted, observed);
    expect(bins).toHaveLength(10);
    // Bin 1 holds forecasts 0.00 and 0.05 (indices 19 and 18): outcomes 0 and 1.
    expect(bins[0]).toEqual({ count: 2, meanPredicted: expect.closeTo(0.025, 12), observedFrequency: 0.5 });
    // Bin 10 holds 0.90 and 0.95 (indices 1 and 0): outcomes 0 and 1.
    expect(bins[9]).toEqual({ count: 2, meanPredicted: expect.closeTo(0.925, 12), observedFrequency: 0.5 });
    // Bin 5 holds 0.40 and 0.45 (indices 11 and 10): outcomes 0 and 0.
    expect(bins[4]).toEqual({ count: 2, meanPredicted: expect.closeTo(0.425, 12), observedFrequency: 0 });
    expect(worstCalibrationError(bins)).toBeCloseTo(
      Math.max(...bins.map((b) => Math.abs(b.meanPredicted - b.observedFrequency))),
      12,
    );
  });

  test('a remainder goes to the first bins; empty bins are ignored by the worst error', () => {
    const bins = calibrationByDecile([0.1, 0.2, 0.3], [0, 0, 1], 4);
    expect(bins.map((b) => b.count)).toEqual([1, 1, 1, 0]);
    expect(worstCalibrationError(bins)).toBeCloseTo(0.7, 12);
  });

  test('a forecast that is not a probability is refused', () => {
    expect(() => calibrationByDecile([0.2, Number.NaN], [1, 0])).toThrow(/forecast 1 is not a probability/);
    expect(() => calibrationByDecile([1.5], [1])).toThrow(RangeError);
  });

  test('a perfectly calibrated forecast has zero error in every bin', () => {
    const predicted = [0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75];
    const observed = [1, 0, 0, 0, 1, 1, 1, 0];
    expect(worstCalibrationError(calibrationByDecile(predicted, observed, 2))).toBeCloseTo(0, 12);
  });
});

describe('standard errors by batch means', () => {
  test('blocks of ⌈√n⌉ bars', () => {
    expect([1, 4, 5, 100, 101, 160_000].map(blockLength)).toEqual([1, 2, 3, 10, 11, 400]);
  });

  test('the spread of the block means: by hand on 9 values in 3 blocks', () => {
    // Blocks [1,2,3] [4,5,6] [7,8,9]: means 2, 5, 8; their variance (n − 1) = 9; SE = √(9 / 3) = √3.
    expect(batchMeanError([1, 2, 3, 4, 5, 6, 7, 8, 9])).toBeCloseTo(Math.sqrt(3), 12);
    // A tail that does not fill a block is left out: 10 values make 2 blocks of 4 (means 1 and 3, variance
    // 2, SE √(2 / 2) = 1) and the 100s are not counted.
    expect(batchMeanError([1, 1, 1, 1, 3, 3, 3, 3, 100, 100])).toBeCloseTo(1, 12);
    expect(batchMeanError([1, 2, 3])).toBeNaN();
  });

  test('independent draws: about σ/√n; one long run of a regime: wider than the naive error', () => {
    const random = mulberry32(11);
    const iid = Array.from({ length: 40_000 }, () => random());
    // Uniform(0,1): σ = 1/√12.
    expect(batchMeanError(iid) / (1 / Math.sqrt(12) / Math.sqrt(iid.length))).toBeGreaterThan(0.75);
    expect(batchMeanError(iid) / (1 / Math.sqrt(12) / Math.sqrt(iid.length))).toBeLessThan(1.3);
    // Regimes of 500 values that share a level: the naive error counts them as independent.
    const regimes = Array.from({ length: 40_000 }, (_, i) => (Math.floor(i / 500) % 2) + random() * 0.1);
    const naive = Math.sqrt(0.25 / regimes.length);
    expect(batchMeanError(regimes)).toBeGreaterThan(3 * naive);
  });
});

describe('skill and the difference of skills, with their errors', () => {
  // Hand-checked: outcomes 1,0,1,0; forecast 0.8,0.2,0.6,0.4; reference 0.5 throughout.
  // Squared errors: 0.04, 0.04, 0.16, 0.16 → BS 0.1; reference 0.25 each → BS_ref 0.25; skill 0.6.
  const observed = [1, 0, 1, 0];
  const predicted = [0.8, 0.2, 0.6, 0.4];
  const reference = [0.5, 0.5, 0.5, 0.5];

  test('skill = 1 − BS / BS_ref', () => {
    expect(skillEstimate(predicted, reference, observed).value).toBeCloseTo(0.6, 12);
  });

  test('its error: the batch-means error of l − skill-ratio·r over BS_ref (hand-checked)', () => {
    // Blocks of 2: l = [0.04, 0.04 | 0.16, 0.16], r = 0.25 each, ratio 0.4 → l − 0.1 = [−0.06, −0.06 | 0.06, 0.06].
    // Block means −0.06 and 0.06: variance 0.0072, SE = √(0.0072 / 2) = 0.06; over BS_ref 0.25 → 0.24.
    expect(skillEstimate(predicted, reference, observed).standardError).toBeCloseTo(0.24, 12);
  });

  test('ahead of a peer: (BS_peer − BS) / BS_ref, paired bar by bar', () => {
    // Peer 0.6, 0.4, 0.6, 0.4: squared errors 0.16, 0.16, 0.16, 0.16 → BS 0.16; (0.16 − 0.1) / 0.25 = 0.24.
    const peer = [0.6, 0.4, 0.6, 0.4];
    const ahead = skillDifference(predicted, peer, reference, observed);
    expect(ahead.value).toBeCloseTo(0.24, 12);
    expect(ahead.value).toBeCloseTo(
      skillEstimate(predicted, reference, observed).value - skillEstimate(peer, reference, observed).value,
      12,
    );
    // Gains 0.12, 0.12, 0, 0 minus 0.24 · 0.25 = [0.06, 0.06 | −0.06, −0.06]: the same 0.24 as above.
    expect(ahead.standardError).toBeCloseTo(0.24, 12);
    expect(skillDifference(peer, peer, reference, observed)).toEqual({ value: 0, standardError: 0 });
  });

  test('lengths must match', () => {
    expect(() => skillEstimate([0.5], [0.5, 0.5], [1, 0])).toThrow(/lengths/);
    expect(() => skillDifference([0.5], [0.5], [0.5], [1, 0])).toThrow(/lengths/);
  });
});

describe('each decile against its noise floor', () => {
  test('independent bars: 2.8 binomial standard errors of the decile (hand-checked)', () => {
    // Two bins of 100: forecasts 0.2 (observed 0.26: 26 ones spread evenly) and 0.5 (observed 0.5).
    // Bin 1: √(0.16 / 100) = 0.04 → floor 0.112, error 0.06; bin 2: error 0.
    const predicted = [...Array<number>(100).fill(0.2), ...Array<number>(100).fill(0.5)];
    const observed = [
      ...Array.from({ length: 100 }, (_, i) => (i % 4 === 0 || i === 1 ? 1 : 0)),
      ...Array.from({ length: 100 }, (_, i) => i % 2),
    ];
    const [worst, level] = decileNoise(predicted, observed, 2);
    expect(worst!.error).toBeCloseTo(0.06, 12);
    // Ones every 4th bar (plus one): block means barely spread, so the binomial error is the floor.
    expect(worst!.floor).toBeCloseTo(2.8 * 0.04, 12);
    expect(level!.error).toBeCloseTo(0, 12);
  });

  test('bars of one regime that miss together: the floor widens with the batch means', () => {
    // 400 forecasts of 0.5; the outcomes come in runs of 20 (all 1, then all 0): a calibrated forecast on
    // average whose misses are strongly dependent.
    const predicted = Array<number>(400).fill(0.5);
    const observed = Array.from({ length: 400 }, (_, i) => (Math.floor(i / 20) % 2 === 0 ? 1 : 0));
    const [worst] = decileNoise(predicted, observed, 1);
    expect(worst!.error).toBeCloseTo(0, 12);
    expect(worst!.floor).toBeGreaterThan(2.8 * Math.sqrt(0.25 / 400));
    // Shifted by 0.1, the same runs are within the widened floor though beyond the binomial one (0.07).
    const [shifted] = decileNoise(Array<number>(400).fill(0.6), observed, 1);
    expect(shifted!.error).toBeCloseTo(0.1, 12);
    expect(shifted!.error).toBeGreaterThan(2.8 * Math.sqrt(0.24 / 400));
    expect(shifted!.error).toBeLessThan(shifted!.floor);
  });

  test('a calibrated forecast stays within the floor in every decile about 95 % of the time', () => {
    const random = mulberry32(5);
    let within = 0;
    for (let trial = 0; trial < 200; trial++) {
      const predicted = Array.from({ length: 2000 }, () => random());
      const observed = predicted.map((p) => (random() < p ? 1 : 0));
      if (calibrationVerdict(decileNoise(predicted, observed)).over === 0) within++;
    }
    expect(within).toBeGreaterThan(180);
  });

  test('a miscalibrated one does not', () => {
    const random = mulberry32(6);
    const predicted = Array.from({ length: 20_000 }, () => random());
    const observed = predicted.map((p) => (random() < 0.8 * p + 0.1 ? 1 : 0));
    const verdict = calibrationVerdict(decileNoise(predicted, observed));
    expect(verdict.over).toBeGreaterThan(0);
    expect(verdict.worst.error).toBeGreaterThan(verdict.worst.floor);
  });

  test('the verdict names the decile with the largest error and its own floor, not the one furthest outside', () => {
    // Decile 1 is off by 0.009 against a floor of 0.012 (within); decile 2 by 0.0053 against 0.0050 (over).
    const verdict = calibrationVerdict([
      { error: 0.009, floor: 0.012 },
      { error: 0.0053, floor: 0.005 },
      { error: 0.001, floor: 0.004 },
    ]);
    expect(verdict).toEqual({ worst: { error: 0.009, floor: 0.012 }, over: 1 });
  });
});
