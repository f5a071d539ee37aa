import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { realCase } from '../../../../bench/forecast/forecast-bench';
import { FORECAST_MAX_BARS, parseCandleCsv } from '../../../../workers/core/forecast';

const SAMPLE = new URL('../../../fixtures/market/btc-usdt-1h-2022q4.csv', import.meta.url).pathname;

describe('the forecast bench on real bars', () => {
  test('a clone without the market data folder leaves the case out and says why', () => {
    const real = realCase('/nowhere/btc-usdt-1h.csv');
    expect(real).toEqual({ left: expect.stringContaining('/nowhere/btc-usdt-1h.csv not found') as unknown });
  });

  test('a file there is read at 60 minutes, at most the chart history of its newest bars, held to the target', () => {
    const real = realCase(SAMPLE);
    if ('left' in real) throw new Error(real.left);
    expect(real.request.interval).toBe('60');
    expect(real.target).toBe(true);
    const file = parseCandleCsv(readFileSync(SAMPLE, 'utf8'));
    expect(real.series.length).toBe(Math.min(file.length, FORECAST_MAX_BARS));
    // The newest bars: the series ends with the file's last bar.
    expect(real.series.time[real.series.length - 1]).toBe(file.time[file.length - 1]);
  });
});
