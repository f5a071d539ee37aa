import { EMA } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { macd } from '../../../../../workers/core/indicators/macd';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/**
 * TradingView's MACD as Pine writes it: ta.ema(src, fast) - ta.ema(src, slow), its signal ta.ema of that,
 * every ta.ema starting at its first input. trading-signals' EMA is that ta.ema (its MACD starts the signal
 * late, and technicalindicators seeds each EMA with a simple average).
 */
function reference(fastPeriod: number, slowPeriod: number, signalPeriod: number, values: number[]) {
  const fast = new EMA(fastPeriod);
  const slow = new EMA(slowPeriod);
  const signalEma = new EMA(signalPeriod);
  const macdLine = values.map((value) => fast.update(value, false)! - slow.update(value, false)!);
  const signal = macdLine.map((value) => signalEma.update(value, false)!);
  return { macd: macdLine, signal, histogram: macdLine.map((value, i) => value - signal[i]!) };
}

describe('MACD', () => {
  it.each([
    [12, 26, 9],
    [5, 35, 5],
    [3, 10, 16],
    [1, 2, 1],
  ])("fast %i, slow %i, signal %i equals Pine's definition on real candles", (fast, slow, signal) => {
    const lines = batchLines(macd, { fastLength: fast, slowLength: slow, signalLength: signal }, series);
    const expected = reference(fast, slow, signal, column(series, 'close'));
    expect(expectCloseToReference(lines[0]!, expected.macd)).toBe(series.length);
    expect(expectCloseToReference(lines[1]!, expected.signal)).toBe(series.length);
    expectCloseToReference(lines[2]!, expected.histogram);
  });

  it('has every line from the first bar, as ta.ema has a value from its first input', () => {
    const [line, signal, histogram] = batchLines(macd, {}, series);
    expect(line![0]).toBe(0);
    expect(signal![0]).toBe(0);
    expect(histogram![1]).toBe(line![1]! - signal![1]!);
  });

  it('reads the chosen source', () => {
    const hlc3 = column(series, 'close').map((close, i) => (series.high[i]! + series.low[i]! + close) / 3);
    const [line, signal] = batchLines(macd, { source: 'hlc3' }, series);
    const expected = reference(12, 26, 9, hlc3);
    expectCloseToReference(line!, expected.macd);
    expectCloseToReference(signal!, expected.signal);
  });

  it('reads 0 on every line over a flat price', () => {
    const flat = createSeries(60);
    flat.length = 60;
    for (const field of ['open', 'high', 'low', 'close'] as const) flat[field].fill(100);
    const lines = batchLines(macd, {}, flat);
    for (const line of lines) expect(line[59]).toBe(0);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(macd, {}, series)).toBe(5000);
    expect(
      expectReplayMatchesBatch(
        macd,
        { fastLength: 3, slowLength: 7, signalLength: 4, source: 'ohlc4' },
        series,
      ),
    ).toBe(5000);
  });

  it.each([
    [{ fastLength: 0 }, 'macd fastLength must be a whole number from 1 to 2000'],
    [{ slowLength: 2001 }, 'macd slowLength must be a whole number from 1 to 2000'],
    [{ signalLength: 1.5 }, 'macd signalLength must be a whole number from 1 to 2000'],
    [{ source: 'volume' }, 'macd source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    [{ length: 12 }, 'macd has no parameter length'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(macd, params)).toThrow(message);
  });
});
