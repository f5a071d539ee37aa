import { SMA } from 'technicalindicators';
import { RSI, StochasticRSI } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { rsi } from '../../../../../workers/core/indicators/rsi';
import { stochRsi } from '../../../../../workers/core/indicators/stoch-rsi';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/** The simple average of the last `length` values that are not NaN, NaN on a NaN (TradingView's ta.sma). */
function smaSkippingNaN(values: readonly number[], length: number): number[] {
  const kept: number[] = [];
  return values.map((value) => {
    if (Number.isNaN(value)) return Number.NaN;
    kept.push(value);
    if (kept.length < length) return Number.NaN;
    return SMA.calculate({ period: length, values: kept.slice(-length) })[0]!;
  });
}

/**
 * TradingView's stochastic RSI written out: trading-signals' RSI (Wilder's smoothing; technicalindicators
 * rounds RSI, and so its StochasticRSI), then per bar the stochastic over the RSI values of the last
 * `stochLength` bars (ta.highest / ta.lowest ignore the bars without RSI; nothing before bar
 * stochLength - 1), then the averages skipping NaN. One value per bar.
 */
function reference(
  rsiLength: number,
  stochLength: number,
  smoothK: number,
  smoothD: number,
  values: number[],
) {
  const indicator = new RSI(rsiLength);
  const rsi = values.map((value) => indicator.update(value, false) ?? Number.NaN);
  const raw = rsi.map((value, i) => {
    if (i < stochLength - 1 || Number.isNaN(value)) return Number.NaN;
    const window = rsi.slice(i - stochLength + 1, i + 1).filter((x) => !Number.isNaN(x));
    const lowest = Math.min(...window);
    const highest = Math.max(...window);
    return highest === lowest ? Number.NaN : (100 * (value - lowest)) / (highest - lowest);
  });
  const k = smaSkippingNaN(raw, smoothK);
  return { k, d: smaSkippingNaN(k, smoothD) };
}

describe('Stochastic RSI', () => {
  it.each([
    [14, 14, 3, 3],
    [14, 14, 1, 1],
    [5, 20, 3, 4],
    [21, 7, 5, 2],
    [2, 2, 1, 1],
  ])(
    'RSI %i, stochastic %i, %K %i, %D %i equals the reference on real candles',
    (rsiLength, stochLength, smoothK, smoothD) => {
      const [k, d] = batchLines(stochRsi, { rsiLength, stochLength, smoothK, smoothD }, series);
      const expected = reference(rsiLength, stochLength, smoothK, smoothD, column(series, 'close'));
      // The first range: two RSI values in the window, and not before the window's first bar.
      const first = Math.max(stochLength - 1, rsiLength + 1) + smoothK - 1;
      expect(k![first - 1]).toBeNaN();
      expect(expectCloseToReference(k!, expected.k)).toBe(series.length - first);
      expect(expectCloseToReference(d!, expected.d)).toBe(series.length - first - smoothD + 1);
    },
  );

  it('starts from a window of two RSI values, as TradingView', () => {
    const [r] = batchLines(rsi, {}, series);
    const [k] = batchLines(stochRsi, { smoothK: 1, smoothD: 1 }, series);
    expect(k![14]).toBeNaN();
    expect(k![15]).toBe(r![15]! > r![14]! ? 100 : 0);
  });

  it("has trading-signals' raw stochastic RSI (×100) once the window is full", () => {
    const indicator = new StochasticRSI(14);
    const expected = column(series, 'close').map((close) => {
      const value = indicator.update(close, false);
      return value === null ? null : value * 100;
    });
    const [k] = batchLines(stochRsi, { smoothK: 1, smoothD: 1 }, series);
    const full = 14 + 14 - 1;
    expect(expected[full - 1]).toBeNull();
    expect(expectCloseToReference(k!.subarray(full), expected.slice(full))).toBe(series.length - full);
  });

  it('reads the chosen source', () => {
    const hl2 = column(series, 'high').map((high, i) => (high + series.low[i]!) / 2);
    const [k, d] = batchLines(stochRsi, { source: 'hl2' }, series);
    const expected = reference(14, 14, 3, 3, hl2);
    expectCloseToReference(k!, expected.k);
    expectCloseToReference(d!, expected.d);
  });

  it('shows no value while RSI is flat (pinned at 100 by a rise without falls), 0 at the first fall', () => {
    const closes = [10, 11, 12, 13, 14, 15, 14.5, 16];
    const bars = createSeries(closes.length);
    bars.length = closes.length;
    closes.forEach((close, i) => {
      bars.open[i] = bars.high[i] = bars.low[i] = bars.close[i] = close;
    });
    const [k, d] = batchLines(stochRsi, { rsiLength: 2, stochLength: 3, smoothK: 1, smoothD: 2 }, bars);
    // RSI is 100 from bar 2 to 5, so every window up to bar 5 holds 100s alone; bar 6 fell.
    expect(Array.from(k!.subarray(0, 6))).toEqual(Array(6).fill(Number.NaN));
    expect(k![6]).toBe(0);
    expect(k![7]).toBeGreaterThan(0);
    expect(d![6]).toBeNaN();
    expect(d![7]).toBe(k![7]! / 2);
  });

  it('shows no value with a one-bar window (never a range)', () => {
    const [k, d] = batchLines(stochRsi, { stochLength: 1 }, series);
    expect(k!.every(Number.isNaN)).toBe(true);
    expect(d!.every(Number.isNaN)).toBe(true);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(stochRsi, {}, series)).toBe(5000);
    expect(
      expectReplayMatchesBatch(
        stochRsi,
        { rsiLength: 5, stochLength: 8, smoothK: 2, smoothD: 4, source: 'ohlc4' },
        series,
      ),
    ).toBe(5000);
  });

  it.each([
    [{ rsiLength: 0 }, 'stochRsi rsiLength must be a whole number from 1 to 2000'],
    [{ stochLength: 2001 }, 'stochRsi stochLength must be a whole number from 1 to 2000'],
    [{ smoothK: -3 }, 'stochRsi smoothK must be a whole number from 1 to 2000'],
    [{ smoothD: Number.NaN }, 'stochRsi smoothD must be a whole number from 1 to 2000'],
    [{ source: 'hlcc4' }, 'stochRsi source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    [{ length: 14 }, 'stochRsi has no parameter length'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(stochRsi, params)).toThrow(message);
  });
});
