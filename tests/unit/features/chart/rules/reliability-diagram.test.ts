import { describe, expect, test } from 'vitest';
import type { CalibrationBin } from '../../../../../src/api/chart-client';
import {
  diagramPoint,
  RELIABILITY_PLOT,
  reliabilityPoints,
} from '../../../../../src/features/chart/rules/reliability-diagram';
import { handScoredRecord } from '../../../../fixtures/forecast-record';

test('the plot is the square left 34, top 8, side 120', () => {
  expect(RELIABILITY_PLOT).toEqual({ left: 34, top: 8, size: 120 });
});

describe('diagramPoint: forecast across, observed frequency up', () => {
  test.each([
    ['the origin, bottom left', 0, 0, { x: 34, y: 128 }],
    ['the top right corner', 1, 1, { x: 154, y: 8 }],
    ['the middle', 0.5, 0.5, { x: 94, y: 68 }],
    ['a thirds forecast, rounded to a hundredth', 1 / 3, 0.1, { x: 74, y: 116 }],
    ['an odd forecast', 0.1234, 0.777, { x: 48.81, y: 34.76 }],
  ])('%s', (_, forecast, observed, point) => {
    expect(diagramPoint(forecast, observed)).toEqual(point);
  });
});

describe('reliabilityPoints: decile → coordinates', () => {
  test('the hand-checked record: ten points, x = 34 + 120·forecast, y = 8 + 120·(1 − observed)', () => {
    const up = reliabilityPoints(handScoredRecord().up.calibration);
    expect(up.map(({ decile, x, y }) => [decile, x, y])).toEqual([
      [1, 40, 128],
      [2, 52, 128],
      [3, 64, 128],
      [4, 76, 68],
      [5, 88, 68],
      [6, 100, 68],
      [7, 112, 68],
      [8, 124, 8],
      [9, 136, 8],
      [10, 148, 8],
    ]);
  });

  test('an empty decile has no point; the others keep their numbers', () => {
    const bins: CalibrationBin[] = [
      { count: 0, meanPredicted: Number.NaN, observedFrequency: Number.NaN },
      { count: 3, meanPredicted: 0.25, observedFrequency: 0.75 },
    ];
    expect(reliabilityPoints(bins)).toEqual([{ decile: 2, bin: bins[1], x: 64, y: 38 }]);
  });
});
