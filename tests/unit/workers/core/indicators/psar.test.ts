import { PSAR as TiPsar } from 'technicalindicators';
import { PSAR as TsPsar } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { psar } from '../../../../../workers/core/indicators/psar';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/**
 * TradingView's ta.sar as its reference manual writes it in Pine (pine_sar), over whole arrays. Neither
 * library matches it, so this is the reference:
 * - technicalindicators' PSAR has a value at bar 0 (it assumes a rise and starts at bar 0's low), clamps
 *   the SAR to the last two bars before testing for a reversal, raises the acceleration on a reversal
 *   bar, and puts a reversed SAR at the extreme point without the bar's own high or low or a clamp: it
 *   differs on 449 of these 2,000 bars (default parameters), the last at bar 1934.
 * - trading-signals' PSAR picks the first trend by the median price (hl2) instead of the close (here
 *   bar 1's close rose and its hl2 fell, so it starts falling), clamps to the bar two back only when the
 *   bar crosses the SAR, and moves a SAR reversed upward to low - 0.01: it differs on 902 bars, the last
 *   at bar 1999.
 */
function pineSar(
  high: number[],
  low: number[],
  close: number[],
  start: number,
  inc: number,
  max: number,
): number[] {
  const out: number[] = [];
  let result = Number.NaN;
  let maxMin = Number.NaN;
  let acceleration = Number.NaN;
  let isBelow = false;
  for (let bar = 0; bar < close.length; bar += 1) {
    if (bar === 0) {
      out.push(Number.NaN);
      continue;
    }
    let isFirstTrendBar = false;
    if (bar === 1) {
      if (close[bar]! > close[bar - 1]!) {
        isBelow = true;
        maxMin = high[bar]!;
        result = low[bar - 1]!;
      } else {
        isBelow = false;
        maxMin = low[bar]!;
        result = high[bar - 1]!;
      }
      isFirstTrendBar = true;
      acceleration = start;
    }
    result = result + acceleration * (maxMin - result);
    if (isBelow) {
      if (result > low[bar]!) {
        isFirstTrendBar = true;
        isBelow = false;
        result = Math.max(high[bar]!, maxMin);
        maxMin = low[bar]!;
        acceleration = start;
      }
    } else {
      if (result < high[bar]!) {
        isFirstTrendBar = true;
        isBelow = true;
        result = Math.min(low[bar]!, maxMin);
        maxMin = high[bar]!;
        acceleration = start;
      }
    }
    if (!isFirstTrendBar) {
      if (isBelow) {
        if (high[bar]! > maxMin) {
          maxMin = high[bar]!;
          acceleration = Math.min(acceleration + inc, max);
        }
      } else {
        if (low[bar]! < maxMin) {
          maxMin = low[bar]!;
          acceleration = Math.min(acceleration + inc, max);
        }
      }
    }
    if (isBelow) {
      result = Math.min(result, low[bar - 1]!);
      if (bar > 1) result = Math.min(result, low[bar - 2]!);
    } else {
      result = Math.max(result, high[bar - 1]!);
      if (bar > 1) result = Math.max(result, high[bar - 2]!);
    }
    out.push(result);
  }
  return out;
}

describe('Parabolic SAR', () => {
  it.each([
    [0.02, 0.02, 0.2],
    [0.01, 0.01, 0.1],
    [0.05, 0.03, 0.3],
    [0.02, 0, 0.2],
  ])(
    'start %f, increment %f, maximum %f equals TradingView’s pine_sar on real candles',
    (start, increment, maximum) => {
      const [line] = batchLines(psar, { start, increment, maximum }, series);
      const want = pineSar(
        column(series, 'high'),
        column(series, 'low'),
        column(series, 'close'),
        start,
        increment,
        maximum,
      );
      expect(expectCloseToReference(line!, want)).toBe(series.length - 1);
    },
  );

  it('the libraries start differently from ta.sar (why the reference is pine_sar)', () => {
    const [high, low, close] = [column(series, 'high'), column(series, 'low'), column(series, 'close')];
    const [line] = batchLines(psar, {}, series);
    // Bar 1 closed higher: ta.sar starts rising, at bar 0's low.
    expect(close[1]).toBeGreaterThan(close[0]!);
    expect(line![0]).toBeNaN();
    expect(line![1]).toBe(low[0]);
    // technicalindicators has a value at bar 0 already.
    expect(TiPsar.calculate({ high, low, step: 0.02, max: 0.2 })[0]).toBe(low[0]);
    // trading-signals compares the median prices, which fell: it starts falling, at bar 0's high.
    expect((high[1]! + low[1]!) / 2).toBeLessThan((high[0]! + low[0]!) / 2);
    const ts = new TsPsar({ accelerationStep: 0.02, accelerationMax: 0.2 });
    ts.update({ high: high[0]!, low: low[0]! }, false);
    expect(ts.update({ high: high[1]!, low: low[1]! }, false)).toBe(high[0]);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(psar, {}, series)).toBe(5000);
  });

  // start 0.25, increment 0.25, maximum 0.5: quarters, exact in binary.
  it.each([
    ['one bar: no value', [[10, 8, 9]], [NaN]],
    // Bar 1 closes unchanged: TradingView takes that as a fall (close > close[1] is false), the SAR
    // starts at bar 0's high and stays above the last two highs.
    [
      'an unchanged first close starts falling',
      [
        [10, 8, 9],
        [9.5, 8.5, 9],
      ],
      [NaN, 10],
    ],
    // A rise: the SAR follows below the last two lows, the acceleration capped at 0.5; then a bar
    // crosses it and it reverses to the rise's extreme, 18.
    [
      'a rise, then a reversal',
      [
        [10, 8, 9],
        [12, 9, 11],
        [14, 11, 13],
        [16, 13, 15],
        [18, 15, 17],
        [12, 6, 7],
      ],
      [NaN, 8, 8, 9, 11, 18],
    ],
    // Flat prices: the SAR moves toward an extreme equal to it, so stays on the price.
    [
      'flat prices: the SAR on the price',
      [
        [5, 5, 5],
        [5, 5, 5],
        [5, 5, 5],
      ],
      [NaN, 5, 5],
    ],
  ] as const)('%s', (_, rows, want) => {
    const bars = createSeries(rows.length);
    bars.length = rows.length;
    rows.forEach(([high, low, close], i) => {
      bars.open[i] = close;
      bars.high[i] = high;
      bars.low[i] = low;
      bars.close[i] = close;
    });
    const [line] = batchLines(psar, { start: 0.25, increment: 0.25, maximum: 0.5 }, bars);
    expect(Array.from(line!)).toEqual(want);
  });

  it.each([
    [{ start: 0 }, 'psar start must be a number from 0.001 to 1'],
    [{ start: 1.5 }, 'psar start must be a number from 0.001 to 1'],
    [{ increment: -0.01 }, 'psar increment must be a number from 0 to 1'],
    [{ maximum: 0 }, 'psar maximum must be a number from 0.001 to 1'],
    [{ maximum: '0.2' }, 'psar maximum must be a number from 0.001 to 1'],
    [{ step: 0.02 }, 'psar has no parameter step'],
  ])('%j is refused: %s', (params, message) => {
    expect(() => runOf(psar, params)).toThrow(message);
  });
});
