import { describe, expect, test } from 'vitest';
import { calibrated, fitLinkCalibration } from '../../../../../workers/core/forecast/link-calibration';
import { calibrationByDecile, worstCalibrationError } from '../../../../../workers/core/forecast';
import { sigmoid } from '../../../../../workers/core/forecast/logistic';
import { mulberry32 } from '../../../../../src/lib/seeded-random';

/** Log-odds z and outcomes drawn from a link that bends: flat below z = −1, steep above. */
function bentLink(n: number, seed: number) {
  const random = mulberry32(seed);
  const z = Float64Array.from({ length: n }, () => random() * 6 - 3);
  const truth = (v: number) => sigmoid(v < -1 ? -1.5 + 0.2 * (v + 1) : -1.5 + 1.5 * (v + 1));
  const y = Float64Array.from(z, (v) => (random() < truth(v) ? 1 : 0));
  return { z, y, truth };
}

describe('the spline of the log-odds', () => {
  test('follows a link that bends, where the plain sigmoid of z cannot', () => {
    const { z, y, truth } = bentLink(40_000, 1);
    const link = fitLinkCalibration(z, y);
    for (const v of [-2.5, -1.5, -0.5, 0.5, 1.5]) expect(calibrated(link, v)).toBeCloseTo(truth(v), 1);
    const fitted = Float64Array.from(z, (v) => calibrated(link, v));
    const plain = Float64Array.from(z, sigmoid);
    expect(worstCalibrationError(calibrationByDecile(fitted, y))).toBeLessThan(0.02);
    expect(worstCalibrationError(calibrationByDecile(plain, y))).toBeGreaterThan(0.05);
  });

  test('on a link that is already the sigmoid it stays near the identity', () => {
    const random = mulberry32(2);
    const z = Float64Array.from({ length: 40_000 }, () => random() * 6 - 3);
    const y = Float64Array.from(z, (v) => (random() < sigmoid(v) ? 1 : 0));
    const link = fitLinkCalibration(z, y);
    for (const v of [-2, 0, 2]) expect(calibrated(link, v)).toBeCloseTo(sigmoid(v), 1);
  });

  test('keeps the order of the first stage where the data say the link rises', () => {
    const { z, y } = bentLink(40_000, 3);
    const link = fitLinkCalibration(z, y);
    const grid = Array.from({ length: 61 }, (_, i) => -3 + i * 0.1).map((v) => calibrated(link, v));
    for (let i = 1; i < grid.length; i++) expect(grid[i]!).toBeGreaterThanOrEqual(grid[i - 1]! - 0.01);
  });
});
