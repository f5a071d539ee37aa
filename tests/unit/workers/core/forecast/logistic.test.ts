import { describe, expect, test } from 'vitest';
import {
  createCurvatureCache,
  fitLogistic,
  predictRow,
  sigmoid,
  type FeatureMatrix,
} from '../../../../../workers/core/forecast/logistic';
import { mulberry32 } from '../../../../../src/lib/seeded-random';

/** Rows drawn from a known logistic model: 2 features on very different scales. */
function plantedData(n: number, seed: number) {
  const random = mulberry32(seed);
  const data = new Float64Array(2 * n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = random() * 4 - 2;
    const b = (random() - 0.5) * 2000;
    data[i] = a;
    data[n + i] = b;
    y[i] = random() < sigmoid(-0.5 + 1.5 * a + 0.002 * b) ? 1 : 0;
  }
  const x: FeatureMatrix = { data, rows: n, columns: 2 };
  return { x, y };
}

describe('fitLogistic', () => {
  test('recovers the coefficients of a planted model, in raw units', () => {
    const { x, y } = plantedData(40_000, 1);
    const { weights } = fitLogistic(x, y, 0, 40_000, { lambda: 1, maxIterations: 50, tolerance: 1e-8 });
    expect(weights[0]).toBeCloseTo(1.5, 1);
    expect(weights[1]).toBeCloseTo(0.002, 3);
    expect(weights[2]).toBeCloseTo(-0.5, 1);
  });

  test('rows without an outcome (NaN) are left out', () => {
    const { x, y } = plantedData(2000, 2);
    const withGap = Float64Array.from(y);
    withGap.fill(Number.NaN, 1000);
    const options = { lambda: 1, maxIterations: 50, tolerance: 1e-10 };
    const expected = fitLogistic(x, y, 0, 1000, options).weights;
    const actual = fitLogistic(x, withGap, 0, 2000, options).weights;
    for (let j = 0; j < 3; j++) expect(actual[j]).toBeCloseTo(expected[j]!, 8);
  });

  test('a growing window with kept curvature reaches the same optimum as fresh fits', () => {
    const { x, y } = plantedData(4000, 3);
    const options = { lambda: 1, maxIterations: 50, tolerance: 1e-10 };
    const curvature = createCurvatureCache(2, 0);
    let warm: Float64Array | undefined;
    for (const to of [500, 1000, 2000, 4000]) {
      warm = fitLogistic(x, y, 0, to, { ...options, warmStart: warm, curvature }).weights;
      const fresh = fitLogistic(x, y, 0, to, options).weights;
      for (let j = 0; j < 3; j++) expect(warm[j]).toBeCloseTo(fresh[j]!, 7);
    }
  });

  test('a larger penalty shrinks the slopes', () => {
    const { x, y } = plantedData(3000, 4);
    const loose = fitLogistic(x, y, 0, 3000, { lambda: 1, maxIterations: 50, tolerance: 1e-8 }).weights;
    const tight = fitLogistic(x, y, 0, 3000, { lambda: 5000, maxIterations: 50, tolerance: 1e-8 }).weights;
    expect(Math.abs(tight[0]!)).toBeLessThan(Math.abs(loose[0]!));
    expect(Math.abs(tight[1]!)).toBeLessThan(Math.abs(loose[1]!));
  });

  test('separable data and a constant column stay finite', () => {
    const n = 200;
    const data = new Float64Array(2 * n);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      data[i] = i < n / 2 ? -1 - i / n : 1 + i / n;
      data[n + i] = 7;
      y[i] = i < n / 2 ? 0 : 1;
    }
    const x = { data, rows: n, columns: 2 };
    const { weights } = fitLogistic(x, y, 0, n);
    expect(Array.from(weights).every(Number.isFinite)).toBe(true);
    expect(predictRow(weights, x, 0)).toBeLessThan(0.05);
    expect(predictRow(weights, x, n - 1)).toBeGreaterThan(0.95);
  });

  test('no rows with an outcome is an error', () => {
    const x = { data: new Float64Array(4), rows: 2, columns: 2 };
    expect(() => fitLogistic(x, new Float64Array([Number.NaN, Number.NaN]), 0, 2)).toThrow(/no rows/);
  });
});
