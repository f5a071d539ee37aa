import { describe, expect, test } from 'vitest';
import {
  brierScore,
  brierSkill,
  calibrationByDecile,
  worstCalibrationError,
} from '../../../../../workers/core/forecast';

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

  test('a perfectly calibrated forecast has zero error in every bin', () => {
    const predicted = [0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75];
    const observed = [1, 0, 0, 0, 1, 1, 1, 0];
    expect(worstCalibrationError(calibrationByDecile(predicted, observed, 2))).toBeCloseTo(0, 12);
  });
});
