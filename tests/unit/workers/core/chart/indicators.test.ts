import fc from 'fast-check';
import { BollingerBands, EMA, MACD, RSI } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { computeIndicator, type IndicatorRequest } from '../../../../../workers/core/chart/indicators';
import { seriesArb } from './generators';

/** The library's values, aligned to bars from the end, compared value by value. */
function expectAligned(line: Float64Array | undefined, values: (number | undefined)[]) {
  expect(line).toBeDefined();
  const offset = line!.length - values.length;
  for (let i = 0; i < offset; i += 1) expect(line![i]).toBeNaN();
  values.forEach((value, i) => {
    if (value === undefined) expect(line![offset + i]).toBeNaN();
    else expect(line![offset + i]).toBe(value);
  });
}

describe('computeIndicator', () => {
  it('aligns EMA, RSI, Bollinger bands and MACD to the bars', () => {
    fc.assert(
      fc.property(seriesArb({ maxLength: 120 }), (series) => {
        const close = Array.from(series.close.subarray(0, series.length));
        expectAligned(
          computeIndicator(series, { kind: 'ema', period: 10 }).ema,
          EMA.calculate({ period: 10, values: close }),
        );
        expectAligned(
          computeIndicator(series, { kind: 'rsi', period: 14 }).rsi,
          RSI.calculate({ period: 14, values: close }),
        );
        const bands = BollingerBands.calculate({ period: 20, stdDev: 2, values: close });
        const bollinger = computeIndicator(series, { kind: 'bollinger', period: 20, stdDev: 2 });
        expectAligned(
          bollinger.upper,
          bands.map((b) => b.upper),
        );
        expectAligned(
          bollinger.middle,
          bands.map((b) => b.middle),
        );
        expectAligned(
          bollinger.lower,
          bands.map((b) => b.lower),
        );
        const rows = MACD.calculate({
          values: close,
          fastPeriod: 12,
          slowPeriod: 26,
          signalPeriod: 9,
          SimpleMAOscillator: false,
          SimpleMASignal: false,
        });
        const macd = computeIndicator(series, { kind: 'macd', fast: 12, slow: 26, signal: 9 });
        expectAligned(
          macd.macd,
          rows.map((r) => r.MACD),
        );
        expectAligned(
          macd.signal,
          rows.map((r) => r.signal),
        );
        expectAligned(
          macd.histogram,
          rows.map((r) => r.histogram),
        );
        for (const line of [...Object.values(macd), ...Object.values(bollinger)])
          expect(line.length).toBe(series.length);
      }),
      { numRuns: 40 },
    );
  });

  it('reads the requested source column', () => {
    fc.assert(
      fc.property(seriesArb({ minLength: 1, maxLength: 60 }), (series) => {
        const volume = Array.from(series.volume.subarray(0, series.length));
        expectAligned(
          computeIndicator(series, { kind: 'ema', period: 5, source: 'volume' }).ema,
          EMA.calculate({ period: 5, values: volume }),
        );
      }),
      { numRuns: 20 },
    );
  });

  it.each([
    [{ kind: 'wma', period: 5 }, /unknown indicator wma/],
    [{ kind: 'ema', period: 0 }, /whole number from 1 to 10,000/],
    [{ kind: 'ema', period: 5, source: 'vwap' }, /unknown indicator source vwap/],
    [{ kind: 'bollinger', period: 20, stdDev: 0 }, /more than 0 and at most 10/],
    [{ kind: 'macd', fast: 26, slow: 12, signal: 9 }, /fast period below the slow one/],
  ])('rejects %o with a clear error', (request, message) => {
    const series = {
      length: 0,
      time: new Float64Array(0),
      open: new Float64Array(0),
      high: new Float64Array(0),
      low: new Float64Array(0),
      close: new Float64Array(0),
      volume: new Float64Array(0),
    };
    expect(() => computeIndicator(series, request as unknown as IndicatorRequest)).toThrow(message);
  });
});
