import { ADX } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { adx } from '../../../../../workers/core/indicators/adx';
import { batchLines, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/** Wilder's average of the values that are not NaN: seeded with the first `length`'s mean, then (prev × (length - 1) + x) / length. */
function rma(values: readonly number[], length: number): number[] {
  let count = 0;
  let sum = 0;
  let previous = Number.NaN;
  return values.map((x) => {
    if (Number.isNaN(x)) return Number.NaN;
    count += 1;
    if (count < length) {
      sum += x;
      return Number.NaN;
    }
    previous = count === length ? (sum + x) / length : (previous * (length - 1) + x) / length;
    return previous;
  });
}

/**
 * TradingView's ta.dmi written out, one value per bar. Neither library is its reference: technicalindicators
 * rounds ADX to 2 places, and trading-signals' DX counts the first bar in (a true range of high - low and no
 * movement, so its DI start a bar early and differ) and gives a tie (the high rose exactly as much as the
 * low fell) to both sides, where TradingView's `up > down` gives it to neither; the candles have one.
 */
function reference(diLength: number, adxSmoothing: number, bars: CandleSeries) {
  const { high, low, close } = bars;
  const n = bars.length;
  const range: number[] = [];
  const plusMove: number[] = [];
  const minusMove: number[] = [];
  for (let i = 0; i < n; i += 1) {
    if (i === 0) {
      range.push(Number.NaN);
      plusMove.push(Number.NaN);
      minusMove.push(Number.NaN);
      continue;
    }
    const up = high[i]! - high[i - 1]!;
    const down = low[i - 1]! - low[i]!;
    range.push(
      Math.max(high[i]! - low[i]!, Math.abs(high[i]! - close[i - 1]!), Math.abs(low[i]! - close[i - 1]!)),
    );
    plusMove.push(up > down && up > 0 ? up : 0);
    minusMove.push(down > up && down > 0 ? down : 0);
  }
  const smoothedRange = rma(range, diLength);
  const plusDi = rma(plusMove, diLength).map((p, i) => (100 * p) / smoothedRange[i]!);
  const minusDi = rma(minusMove, diLength).map((m, i) => (100 * m) / smoothedRange[i]!);
  const dx = plusDi.map((p, i) => {
    const sum = p + minusDi[i]!;
    return Math.abs(p - minusDi[i]!) / (sum === 0 ? 1 : sum);
  });
  return { adx: rma(dx, adxSmoothing).map((x) => 100 * x), plusDi, minusDi };
}

/** Bars from [high, low, close] rows. */
function seriesOf(rows: readonly (readonly [number, number, number])[]): CandleSeries {
  const out = createSeries(rows.length);
  out.length = rows.length;
  rows.forEach(([high, low, close], i) => {
    out.open[i] = close;
    out.high[i] = high;
    out.low[i] = low;
    out.close[i] = close;
  });
  return out;
}

describe('ADX / DMI', () => {
  it.each([
    [14, 14],
    [1, 1],
    [5, 20],
    [30, 3],
  ])('DI length %i, ADX smoothing %i equals ta.dmi written out on real candles', (diLength, adxSmoothing) => {
    const [line, plusDi, minusDi] = batchLines(adx, { diLength, adxSmoothing }, series);
    const expected = reference(diLength, adxSmoothing, series);
    expect(expectCloseToReference(plusDi!, expected.plusDi)).toBe(series.length - diLength);
    expect(expectCloseToReference(minusDi!, expected.minusDi)).toBe(series.length - diLength);
    expect(expectCloseToReference(line!, expected.adx)).toBe(series.length - diLength - adxSmoothing + 1);
  });

  it("differs from trading-signals' +DI at the one tie of the candles, where TradingView moves neither side", () => {
    const ties = Array.from({ length: series.length }, (_, i) => i).filter(
      (i) => i > 0 && series.high[i]! - series.high[i - 1]! === series.low[i - 1]! - series.low[i]!,
    );
    expect(ties).toHaveLength(1);
    const tie = ties[0]!;
    const indicator = new ADX(14);
    const theirs: number[] = [];
    for (let i = 0; i <= tie; i += 1) {
      indicator.update({ high: series.high[i]!, low: series.low[i]!, close: series.close[i]! }, false);
      theirs.push(100 * (indicator.pdi as number));
    }
    const [, plusDi] = batchLines(adx, {}, series);
    // By the bar before, their early start (the first bar counted in) has faded; the tie does not agree.
    expect(Math.abs(theirs[tie - 1]! - plusDi![tie - 1]!)).toBeLessThan(1e-9 * plusDi![tie - 1]!);
    expect(Math.abs(theirs[tie]! - plusDi![tie]!)).toBeGreaterThan(1e-3 * plusDi![tie]!);
  });

  it.each([
    ['the high rose exactly as much as the low fell: no movement either way', [11, 7, 9], [0, 0, 0]],
    ['the high rose, the low held: +DI only', [12, 8, 11], [100, 50, 0]],
    ['the low fell, the high held: -DI only', [10, 5, 6], [100, 0, 60]],
    ['an inside bar (neither moved out): 0', [9.5, 8.5, 9], [0, 0, 0]],
  ] as const)('over one bar after [10, 8, 9]: %s', (_, row, [adxValue, plus, minus]) => {
    const lines = batchLines(adx, { diLength: 1, adxSmoothing: 1 }, seriesOf([[10, 8, 9], row]));
    expect(lines.map((line) => line[0])).toEqual([Number.NaN, Number.NaN, Number.NaN]);
    expect(lines.map((line) => line[1])).toEqual([adxValue, plus, minus]);
  });

  it('shows no value while no bar has had a range, then starts', () => {
    const rows = [
      [10, 10, 10],
      [10, 10, 10],
      [10, 10, 10],
      [11, 10, 11],
    ] as const;
    const [line, plusDi, minusDi] = batchLines(adx, { diLength: 2, adxSmoothing: 1 }, seriesOf(rows));
    expect(Array.from(plusDi!)).toEqual([Number.NaN, Number.NaN, Number.NaN, 100]);
    expect(Array.from(minusDi!)).toEqual([Number.NaN, Number.NaN, Number.NaN, 0]);
    expect(Array.from(line!)).toEqual([Number.NaN, Number.NaN, Number.NaN, 100]);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(adx, {}, series)).toBe(5000);
    expect(expectReplayMatchesBatch(adx, { diLength: 3, adxSmoothing: 5 }, series)).toBe(5000);
  });

  it.each([
    [{ diLength: 0 }, 'adx diLength must be a whole number from 1 to 2000'],
    [{ adxSmoothing: 2001 }, 'adx adxSmoothing must be a whole number from 1 to 2000'],
    [{ adxSmoothing: '14' }, 'adx adxSmoothing must be a whole number from 1 to 2000'],
    [{ length: 14 }, 'adx has no parameter length'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(adx, params)).toThrow(message);
  });
});
