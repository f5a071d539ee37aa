/**
 * What every indicator's test uses: real candles (BTC/USDT 1h around the FTX crash, shipped in
 * tests/fixtures/market), the batch lines of a definition, a tick-by-tick replay that checks the live
 * lines against the batch after every tick, and a comparison to a reference within a relative tolerance.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createSeries, ensureCapacity, type CandleSeries } from '../../../../../workers/core/base/series';
import { parseCandleCsv } from '../../../../../workers/core/forecast/candle-csv';
import {
  runOf,
  type IndicatorDefinition,
  type IndicatorParams,
  type IndicatorRun,
} from '../../../../../workers/core/indicators';

const FIXTURE = join(import.meta.dirname, '../../../../fixtures/market/btc-usdt-1h-2022q4.csv');

/** 2,000 real hourly bars (2022-10-20 → 2023-01-11). */
export function realCandles(count?: number): CandleSeries {
  const series = parseCandleCsv(readFileSync(FIXTURE, 'utf8'));
  if (count !== undefined) series.length = Math.min(count, series.length);
  return series;
}

/** A column of the series as a plain array (what the references take). */
export function column(series: CandleSeries, field: 'open' | 'high' | 'low' | 'close' | 'volume'): number[] {
  return Array.from(series[field].subarray(0, series.length));
}

/** The lines of `definition` over the whole series, computed at once. */
export function batchLines(
  definition: IndicatorDefinition,
  params: IndicatorParams,
  series: CandleSeries,
): Float64Array[] {
  const run = runOf(definition, params);
  run.reset(series, series.length);
  return run.lines.map((line) => line.slice(0, series.length));
}

/**
 * Replays `series` as ticks, four per bar (the bar opens at its open; its high, its low, then its close
 * arrive, the volume growing with each), `ticks` in all, into a live run; after every tick its lines must
 * equal a batch computation over the bars so far, bit for bit. Returns the number of ticks replayed.
 */
export function expectReplayMatchesBatch(
  definition: IndicatorDefinition,
  params: IndicatorParams,
  series: CandleSeries,
  ticks = 5000,
): number {
  const live = createSeries(16);
  const run: IndicatorRun = runOf(definition, params);
  let replayed = 0;
  for (let bar = 0; bar < series.length && replayed < ticks; bar += 1) {
    const prices = [series.open[bar]!, series.high[bar]!, series.low[bar]!, series.close[bar]!];
    for (let tick = 0; tick < 4 && replayed < ticks; tick += 1, replayed += 1) {
      const at = live.length - (tick === 0 ? 0 : 1);
      if (tick === 0) {
        ensureCapacity(live, live.length + 1);
        live.length += 1;
        live.time[at] = series.time[bar]!;
        live.open[at] = live.high[at] = live.low[at] = prices[0]!;
      }
      const price = prices[tick]!;
      live.high[at] = Math.max(live.high[at]!, price);
      live.low[at] = Math.min(live.low[at]!, price);
      live.close[at] = price;
      live.volume[at] = (series.volume[bar]! * (tick + 1)) / 4;
      run.update(live, live.length, at);
      const batch = batchLines(definition, params, live);
      batch.forEach((line, index) => {
        const got = run.lines[index]!.subarray(0, live.length);
        for (let i = 0; i < live.length; i += 1)
          if (!Object.is(got[i], line[i]))
            throw new Error(
              `${definition.kind} line ${definition.lines[index]!.name} bar ${i} after tick ${replayed}: live ${got[i]} but batch ${line[i]}`,
            );
      });
    }
  }
  return replayed;
}

/**
 * `actual` (aligned to bars) against reference values that end at the last bar (`expected[k]` is bar
 * `actual.length - expected.length + k`; null or undefined: no value): each within `relative` of the
 * reference (absolute `floor` near zero); bars before the reference's first must be NaN (compare a
 * subarray where ours start earlier). Returns how many values were compared.
 */
export function expectCloseToReference(
  actual: Float64Array,
  expected: readonly (number | null | undefined)[],
  { relative = 1e-9, floor = 1e-9 }: { relative?: number; floor?: number } = {},
): number {
  const offset = actual.length - expected.length;
  expect(offset).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < offset; i += 1) expect(actual[i], `bar ${i} before the reference starts`).toBeNaN();
  let compared = 0;
  expected.forEach((value, k) => {
    const got = actual[offset + k]!;
    if (value === null || value === undefined || Number.isNaN(value)) {
      expect(got, `bar ${offset + k}: the reference has no value`).toBeNaN();
      return;
    }
    const tolerance = Math.max(floor, relative * Math.abs(value));
    if (!(Math.abs(got - value) <= tolerance))
      throw new Error(`bar ${offset + k}: ${got} against the reference's ${value} (tolerance ${tolerance})`);
    compared += 1;
  });
  return compared;
}
