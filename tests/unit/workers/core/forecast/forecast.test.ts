import { describe, expect, test } from 'vitest';
import { createSeries, sliceSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import {
  breakoutOutcomes,
  calibrationByDecile,
  computeForecast,
  FORECAST_MAX_BARS,
  FORECAST_MIN_BARS,
  OVERLAY_FIRST_FIT_ROWS,
  skillEstimate,
} from '../../../../../workers/core/forecast';
import { meanOf } from '../../../../../workers/core/forecast/scores';
import { brownianCandles, coinFlipCandles } from '../../../../../bench/forecast/synthetic-candles';

const REQUEST = { symbol: 'BTC/KRW', chartType: 0, interval: '1', replayed: false };

/** Moves bars [from, length) far away: a different future, with its bars still consistent. */
function perturbFrom(series: CandleSeries, from: number): CandleSeries {
  const out = sliceSeries(series);
  for (let i = from; i < out.length; i++) {
    const shift = 3 + (i % 7);
    out.open[i]! += shift;
    out.close[i]! += shift + (i % 2 ? 0.4 : -0.4);
    out.high[i] = Math.max(out.open[i]!, out.close[i]!) + 0.1 * (i % 5);
    out.low[i] = Math.min(out.open[i]!, out.close[i]!) - 0.1 * (i % 3);
    out.volume[i]! *= 3;
  }
  return out;
}

function forecast(series: CandleSeries, interval = REQUEST.interval) {
  const result = computeForecast(series, { ...REQUEST, interval });
  if (!result.ok) throw new Error(`forecast failed: ${result.reason}`);
  return result;
}

describe('computeForecast', () => {
  const history = brownianCandles(6000, 11);

  test('validates first: 2,999 bars fail, 3,000 succeed', () => {
    expect(computeForecast(sliceSeries(history, 0, FORECAST_MIN_BARS - 1), REQUEST)).toEqual({
      ok: false,
      reason: 'insufficientData',
      messageKey: 'forecast.insufficientData',
    });
    const result = computeForecast(sliceSeries(history, 0, FORECAST_MIN_BARS), REQUEST);
    expect(result.ok && result.messageKey).toBe('forecast.activated');
  });

  test('a replayed coin is forecast whatever its market: the same result as a KRW coin on the same bars', () => {
    const bars = sliceSeries(history, 0, FORECAST_MIN_BARS);
    const replayed = computeForecast(bars, { ...REQUEST, symbol: 'BTC/USDT', replayed: true });
    expect(replayed.ok).toBe(true);
    expect(replayed).toEqual(computeForecast(bars, REQUEST));
  });

  test('other failures come back with their reason before any work', () => {
    expect(computeForecast(history, { ...REQUEST, symbol: 'BTC/USDT' })).toMatchObject({
      ok: false,
      reason: 'notKrwMarket',
    });
    expect(computeForecast(history, { ...REQUEST, chartType: 5 })).toMatchObject({
      ok: false,
      reason: 'chartType',
    });
    expect(computeForecast(history, { ...REQUEST, interval: '1D' })).toMatchObject({
      ok: false,
      reason: 'interval',
    });
  });

  test('probabilities are in [0, 1] and the overlay covers the window up to the last bar', () => {
    for (const length of [FORECAST_MIN_BARS, 4321, FORECAST_MAX_BARS]) {
      const result = forecast(sliceSeries(history, 0, length));
      const { next, overlay } = result;
      for (const p of [next.up, next.down, ...overlay.up, ...overlay.down]) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }
      expect(overlay.up.length).toBe(overlay.down.length);
      expect(overlay.start + overlay.up.length).toBe(length);
      expect(overlay.start).toBeGreaterThan(0);
    }
  });

  test('a flat market (every bar the same, no volume) stays finite', () => {
    const flat = createSeries(FORECAST_MIN_BARS);
    flat.length = FORECAST_MIN_BARS;
    for (let i = 0; i < flat.length; i++) {
      flat.time[i] = i * 60;
      flat.open[i] = flat.high[i] = flat.low[i] = flat.close[i] = 100;
    }
    const { next, overlay } = forecast(flat);
    for (const p of [next.up, next.down, ...overlay.up, ...overlay.down]) {
      expect(Number.isFinite(p)).toBe(true);
      expect(p).toBeLessThan(0.01);
    }
  });

  test('more than 5,000 bars: only the last 5,000 are read', () => {
    const result = forecast(history);
    const changedOld = forecast(withOldBarsChanged(history, history.length - FORECAST_MAX_BARS));
    expect(result.overlay.start).toBeGreaterThanOrEqual(history.length - FORECAST_MAX_BARS);
    expect(changedOld.next).toEqual(result.next);
    expect(changedOld.overlay.start).toBe(result.overlay.start);
    expect(Array.from(changedOld.overlay.up)).toEqual(Array.from(result.overlay.up));
    expect(Array.from(changedOld.overlay.down)).toEqual(Array.from(result.overlay.down));
    // The same bars alone give the same forecast.
    expect(forecast(sliceSeries(history, history.length - FORECAST_MAX_BARS)).next).toEqual(result.next);
  });

  // Just after each refit of the overlay (rows 500, 1000, 2000, 4000 of the window), where a fit that
  // peeked past its end would show, and one point inside a block.
  // At 60 minutes the rows carry the time-of-day columns too: each reads its bar's own open time, a
  // calendar fact known before the bar opens (the bars here are a minute apart, so the hour still varies).
  test.each([
    [0, '1'],
    [500, '1'],
    [1500, '1'],
    [3500, '1'],
    [2100, '1'],
    [500, '60'],
    [3500, '60'],
  ])(
    'no future bar: changing bars from overlay start + %i on (interval %s) leaves every earlier prediction',
    (offset, interval) => {
      const series = sliceSeries(history, 0, FORECAST_MAX_BARS);
      const base = forecast(series, interval);
      const from = base.overlay.start + offset;
      const changed = forecast(perturbFrom(series, from), interval);
      // The prediction for bar `from` itself uses bars before it only, so it must not move either.
      const unchanged = from - base.overlay.start + 1;
      expect(Array.from(changed.overlay.up.subarray(0, unchanged))).toEqual(
        Array.from(base.overlay.up.subarray(0, unchanged)),
      );
      expect(Array.from(changed.overlay.down.subarray(0, unchanged))).toEqual(
        Array.from(base.overlay.down.subarray(0, unchanged)),
      );
      // And the perturbation is real: later predictions and the next bar's do move.
      expect(changed.next).not.toEqual(base.next);
    },
  );
});

function withOldBarsChanged(series: CandleSeries, count: number): CandleSeries {
  const out = sliceSeries(series);
  for (let i = 0; i < count; i++) {
    out.high[i]! += 5;
    out.close[i] = out.low[i]!;
    out.volume[i]! *= 10;
  }
  return out;
}

describe('the measured skill on the loaded bars', () => {
  test('scores the overlay against the outcomes, the reference being the base rate of each fit', () => {
    const series = brownianCandles(FORECAST_MAX_BARS, 4);
    const result = forecast(series);
    const { start, up, down } = result.overlay;
    expect(result.measured.bars).toBe(up.length);
    // Recomputed here from the overlay: bar start + k's outcome, against the base rate of the rows the
    // fit behind it used (rows before the doubling that began its block).
    const outcomes = breakoutOutcomes(series);
    const first = start - OVERLAY_FIRST_FIT_ROWS;
    const reference = (y: Float64Array) =>
      Array.from(up, (_, k) => {
        const row = OVERLAY_FIRST_FIT_ROWS + k;
        let fitEnd = OVERLAY_FIRST_FIT_ROWS;
        while (fitEnd * 2 <= row) fitEnd *= 2;
        return meanOf(y, first, first + fitEnd);
      });
    const observed = (y: Float64Array) => y.subarray(start, start + up.length);
    expect(result.measured.up.skill).toEqual(
      skillEstimate(up, reference(outcomes.up), observed(outcomes.up)),
    );
    expect(result.measured.down.skill).toEqual(
      skillEstimate(down, reference(outcomes.down), observed(outcomes.down)),
    );
    expect(result.measured.up.calibration).toEqual(calibrationByDecile(up, observed(outcomes.up)));
    // Brownian bars carry a real wick effect: clear skill on both sides.
    expect(result.measured.up.skill.value).toBeGreaterThan(0.15);
    expect(result.measured.down.skill.value).toBeGreaterThan(0.15);
  });

  test('coin-flip bars: no skill to speak of, within its own standard errors', () => {
    const { measured } = forecast(coinFlipCandles(FORECAST_MAX_BARS, 4));
    for (const side of [measured.up, measured.down]) {
      expect(Math.abs(side.skill.value)).toBeLessThan(3 * side.skill.standardError + 0.005);
      expect(side.skill.value).toBeLessThan(0.02);
    }
  });
});
