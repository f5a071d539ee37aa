import { describe, expect, test } from 'vitest';
import { computeForecast, forecastBuffers } from '../../../../../workers/core/forecast';
import { brownianCandles } from '../../../../../bench/forecast/synthetic-candles';

const REQUEST = { symbol: 'BTC/KRW', chartType: 0, interval: '1', replayed: false };

describe('forecastBuffers: what the chart worker transfers to the window', () => {
  test('the overlay crosses by transfer: the copy is equal, the sender’s columns are detached', () => {
    const result = computeForecast(brownianCandles(4200, 3), REQUEST);
    if (!result.ok) throw new Error(`forecast failed: ${result.reason}`);
    const up = Float64Array.from(result.overlay.up);
    const down = Float64Array.from(result.overlay.down);
    // Each column is a whole buffer of its own: transferring it detaches nothing else.
    expect(result.overlay.up.byteLength).toBe(result.overlay.up.buffer.byteLength);
    expect(result.overlay.down.byteLength).toBe(result.overlay.down.buffer.byteLength);
    const received = structuredClone(result, { transfer: forecastBuffers(result) });
    expect(received.ok && received.overlay.up).toEqual(up);
    expect(received.ok && received.overlay.down).toEqual(down);
    expect(result.overlay.up.byteLength).toBe(0);
    expect(result.overlay.down.byteLength).toBe(0);
  });

  test('a failed forecast has nothing to transfer', () => {
    const result = computeForecast(brownianCandles(100, 3), REQUEST);
    expect(result.ok).toBe(false);
    expect(forecastBuffers(result)).toEqual([]);
  });
});
