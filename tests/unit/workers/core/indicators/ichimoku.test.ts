import { IchimokuCloud } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf, withDefaults } from '../../../../../workers/core/indicators';
import { ichimoku } from '../../../../../workers/core/indicators/ichimoku';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();
const high = column(series, 'high');
const low = column(series, 'low');

/** The midpoint of the highest high and lowest low of bars (i - period, i], recomputed plainly. */
function donchian(i: number, period: number): number {
  if (i < period - 1) return Number.NaN;
  return (Math.max(...high.slice(i - period + 1, i + 1)) + Math.min(...low.slice(i - period + 1, i + 1))) / 2;
}

describe('Ichimoku cloud', () => {
  it.each([
    [9, 26, 52, 26],
    [7, 22, 44, 22],
    [20, 60, 120, 30],
    [1, 1, 1, 1],
  ])(
    'conversion %i, base %i, span B %i, displacement %i equal technicalindicators on real candles',
    (...periods) => {
      const [conversion, base, spanB, displacement] = periods;
      const lines = batchLines(ichimoku, { conversion, base, spanB, displacement }, series);
      // technicalindicators writes each value at the bar it was computed on, as the kernel does (its
      // displacement code is commented out), but starts every line only at bar max(all four) - 1.
      const reference = IchimokuCloud.calculate({
        high,
        low,
        conversionPeriod: conversion!,
        basePeriod: base!,
        spanPeriod: spanB!,
        displacement: displacement!,
      });
      const start = Math.max(...periods) - 1;
      expect(reference).toHaveLength(series.length - start);
      (['conversion', 'base', 'spanA', 'spanB'] as const).forEach((name, k) => {
        expect(
          expectCloseToReference(
            lines[k]!.subarray(start),
            reference.map((value) => value[name]),
          ),
        ).toBe(series.length - start);
      });
      // Before it, each line from its own window's first bar on, against a plain recomputation.
      for (let i = 0; i < start; i += 1) {
        const want = [donchian(i, conversion!), donchian(i, base!), Number.NaN, donchian(i, spanB!)];
        want[2] = (want[0]! + want[1]!) / 2;
        want.forEach((value, k) => expect(lines[k]![i], `line ${k} bar ${i}`).toBe(value));
      }
      expect(Array.from(lines[4]!)).toEqual(column(series, 'close'));
    },
  );

  it('draws the spans displacement - 1 bars ahead and the lagging line as far behind', () => {
    expect(ichimoku.shifts!(withDefaults(ichimoku))).toEqual([0, 0, 25, 25, -25]);
    expect(ichimoku.shifts!({ ...withDefaults(ichimoku), displacement: 30 })).toEqual([0, 0, 29, 29, -29]);
    expect(ichimoku.shifts!({ ...withDefaults(ichimoku), displacement: 1 })).toEqual([0, 0, 0, 0, 0]);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(ichimoku, {}, series)).toBe(5000);
  });

  it.each([
    [
      'flat prices: every line on the price',
      [
        [5, 5, 5],
        [5, 5, 5],
        [5, 5, 5],
      ],
      [
        [NaN, 5, 5],
        [NaN, NaN, 5],
        [NaN, NaN, 5],
        [NaN, NaN, 5],
        [5, 5, 5],
      ],
    ],
    // conversion 2, base 3: the midpoints of the last 2 and 3 bars' extremes.
    [
      'a rise',
      [
        [2, 0, 1],
        [4, 2, 3],
        [6, 4, 5],
      ],
      [
        [NaN, 2, 4],
        [NaN, NaN, 3],
        [NaN, NaN, 3.5],
        [NaN, NaN, 3],
        [1, 3, 5],
      ],
    ],
  ] as const)('%s', (_, rows, want) => {
    const bars = createSeries(rows.length);
    bars.length = rows.length;
    rows.forEach(([barHigh, barLow, close], i) => {
      bars.open[i] = close;
      bars.high[i] = barHigh;
      bars.low[i] = barLow;
      bars.close[i] = close;
    });
    const lines = batchLines(ichimoku, { conversion: 2, base: 3, spanB: 3 }, bars);
    expect(lines.map((line) => Array.from(line))).toEqual(want);
  });

  it.each([
    [{ conversion: 0 }, 'ichimoku conversion must be a whole number from 1 to 2000'],
    [{ base: 26.5 }, 'ichimoku base must be a whole number from 1 to 2000'],
    [{ spanB: 2001 }, 'ichimoku spanB must be a whole number from 1 to 2000'],
    [{ displacement: 0 }, 'ichimoku displacement must be a whole number from 1 to 2000'],
    [{ lagging: 26 }, 'ichimoku has no parameter lagging'],
  ])('%j is refused: %s', (params, message) => {
    expect(() => runOf(ichimoku, params)).toThrow(message);
  });
});
