import { describe, expect, test } from 'vitest';
import { barOfMoment, markX } from '../../../../src/features/chart/alert-marks';
import { indexToX, resetScale } from '../../../../src/render/chart/chart-layout';

/** Four one-minute bars from 1,000,000 s. */
const TIME = [1_000_000, 1_000_060, 1_000_120, 1_000_180];

describe('alert marks', () => {
  test.each([
    ['before the first bar', 999_999_999, -1],
    ['at a bar’s open', 1_000_060_000, 1],
    ['within a bar', 1_000_119_999, 1],
    ['in the forming bar', 1_000_500_000, 3],
  ])('a firing %s is under bar %#', (_name, atMs, bar) => {
    expect(barOfMoment(TIME, TIME.length, atMs)).toBe(bar);
  });

  test("a bell stands at its bar's x, none off the plot or before the bars", () => {
    const scale = resetScale(400, TIME.length - 1);
    const view = { time: TIME, length: TIME.length, scale, plotWidth: 400 };
    expect(markX(view, 1_000_130_000)).toBe(indexToX(scale, 2));
    expect(markX(view, 10_000)).toBeNull();
    expect(markX({ ...view, plotWidth: indexToX(scale, 2) - 1 }, 1_000_130_000)).toBeNull();
  });
});
