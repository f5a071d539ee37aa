import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInThreadChartClient } from '../../../../../src/api/in-thread-chart-client';
import { CandleBuilder } from '../../../../../workers/core/chart/candle-builder';
import { ChartEngine } from '../../../../../workers/core/chart/chart-engine';
import {
  HISTORY_MAX_BARS,
  HISTORY_PAGE_BARS,
  HISTORY_PREFETCH_BARS,
  nearFirstBar,
  olderPageSize,
  pagingOnFailure,
  pagingOnGesture,
  pagingOnPage,
  pagingOnView,
  startPaging,
  type HistoryPaging,
} from '../../../../../workers/core/chart/history-paging';
import { RangeExtremes } from '../../../../../workers/core/chart/range-extremes';
import { sliceSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { FORECAST_MAX_BARS } from '../../../../../workers/core/forecast';
import { expectAverages, fullAverages } from './oracles';
import { rows, seriesArb } from './generators';

function expectHighLow(engine: ChartEngine) {
  const fresh = new RangeExtremes();
  fresh.build(engine.series);
  const n = engine.series.length;
  for (let from = 0; from < n; from += 13)
    for (const to of [from, Math.min(n - 1, from + 17), n - 1])
      expect(engine.highLow(from, to)).toEqual(fresh.query(from, to));
}

describe('ChartEngine.prepend', () => {
  it('joins pages of older history into the series the whole history would have given', () => {
    fc.assert(
      fc.property(
        seriesArb({ minLength: 1, maxLength: 400 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (whole, cutSeeds) => {
          const n = whole.length;
          // Page boundaries, oldest first; the last piece is the first load.
          const cuts = [...new Set([0, ...cutSeeds.map((c) => c % n), n - 1])].sort((a, b) => a - b);
          const engine = new ChartEngine('1');
          engine.load(sliceSeries(whole, cuts[cuts.length - 1], n));
          for (let k = cuts.length - 1; k > 0; k -= 1) {
            const page = sliceSeries(whole, cuts[k - 1], cuts[k]);
            const result = engine.prepend(page);
            expect(result.added).toBe(page.length);
            const joined = sliceSeries(whole, cuts[k - 1], n);
            expect(rows(result.series)).toEqual(rows(joined));
            expectAverages(result.averages, fullAverages(joined));
            expectHighLow(engine);
          }
          expect(rows(engine.series)).toEqual(rows(whole));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('keeps live updates exact after a page: the averages roll on from the joined bars', () => {
    fc.assert(
      fc.property(
        seriesArb({ minLength: 2, maxLength: 300 }),
        fc.nat(),
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 30 }),
        (whole, splitSeed, closes) => {
          const split = 1 + (splitSeed % (whole.length - 1));
          const engine = new ChartEngine('1');
          engine.load(sliceSeries(whole, split));
          engine.prepend(sliceSeries(whole, 0, split));
          let time = whole.time[whole.length - 1]!;
          for (const [i, close] of closes.entries()) {
            // Every other bar replaces the last one, the rest append a new one.
            if (i % 2 === 0) time += 60;
            const tail = engine.setBar({ time, open: close, high: close + 1, low: close, close, volume: i });
            const full = fullAverages(engine.series);
            expectAverages(tail.averages, {
              close15: full.close15.slice(tail.from),
              close60: full.close60.slice(tail.from),
              volume20: full.volume20.slice(tail.from),
            });
          }
          expectHighLow(engine);
        },
      ),
      { numRuns: 60 },
    );
  });

  const bars = (count: number, firstTime: number): CandleSeries =>
    sliceSeries(
      {
        length: count,
        time: Float64Array.from({ length: count }, (_, i) => firstTime + i * 60),
        open: new Float64Array(count).fill(10),
        high: new Float64Array(count).fill(12),
        low: new Float64Array(count).fill(9),
        close: new Float64Array(count).fill(11),
        volume: new Float64Array(count).fill(1),
      },
      0,
      count,
    );
  const T = 1_772_323_200;

  it('keeps only the newest older bars that fit under maxBars', () => {
    const engine = new ChartEngine('1', { maxBars: 10 });
    engine.load(bars(6, T));
    const result = engine.prepend(bars(8, T - 8 * 60));
    expect(result.added).toBe(4);
    expect(Array.from(result.series.time)).toEqual(Array.from({ length: 10 }, (_, i) => T + (i - 4) * 60));
    expect(engine.prepend(bars(3, T - 20 * 60)).added).toBe(0);
  });

  it('rejects a page that does not end before the first bar, or is not on the interval, unchanged', () => {
    const engine = new ChartEngine('1');
    engine.load(bars(5, T));
    const before = rows(engine.series);
    expect(() => engine.prepend(bars(3, T - 2 * 60))).toThrow(/not before the first bar/);
    expect(() => engine.prepend(bars(3, T - 3 * 60 + 7))).toThrow(/not a bar open time/);
    const broken = bars(3, T - 3 * 60);
    broken.high[1] = 1;
    expect(() => engine.prepend(broken)).toThrow(/candle 1/);
    expect(rows(engine.series)).toEqual(before);
    expect(engine.prepend(bars(0, T)).added).toBe(0);
  });

  it('on an empty chart is a load: trades land in the last bar it brought', () => {
    const builder = new CandleBuilder('1');
    expect(builder.prepend(bars(3, T))).toBe(3);
    builder.addTrade((T + 2 * 60 + 5) * 1000, 20, 2);
    expect(rows(builder.series).at(-1)).toEqual({
      time: T + 120,
      open: 10,
      high: 20,
      low: 9,
      close: 20,
      volume: 3,
    });
  });

  it('is served by the chart service and the in-thread client', async () => {
    const client = createInThreadChartClient();
    await client.open('p', '1', bars(4, T));
    const result = await client.prepend('p', bars(2, T - 120));
    expect(result.added).toBe(2);
    expect(result.series.length).toBe(6);
    expect(await client.highLow('p', 0, 5)).toMatchObject({ highIndex: 0, lowIndex: 0 });
    await expect(client.prepend('nope', bars(2, T))).rejects.toThrow(/no chart nope is open/);
    client.dispose();
  });
});

describe('history paging', () => {
  it('caps a chart at the forecast’s 5,000 bars, paged 1,500 at a time', () => {
    expect(HISTORY_MAX_BARS).toBe(FORECAST_MAX_BARS);
    expect(HISTORY_MAX_BARS).toBe(5_000);
    expect(
      [0, 1_500, 3_000, 3_600, 4_500, 4_999, 5_000, 6_000].map((length) => olderPageSize(length)),
    ).toEqual([HISTORY_PAGE_BARS, 1_500, 1_500, 1_400, 500, 1, 0, 0]);
  });

  it.each([
    [0, 'complete'],
    [1, 'idle'],
    [1_500, 'idle'],
    [4_999, 'idle'],
    [5_000, 'complete'],
  ] as const)('starts a load of %i bars %s', (length, phase) => {
    expect(startPaging(length)).toEqual({ phase, near: false });
  });

  it.each([
    // from, to: near within 50 bars, or within a screen of bars when the screen holds more.
    [0, 100, true],
    [HISTORY_PREFETCH_BARS, 60, true],
    [HISTORY_PREFETCH_BARS + 1, 90, false],
    [200, 399, true],
    [200, 398, false],
    [201, 400, false],
  ])('bars %i to %i near the first bar: %s', (from, to, near) => {
    expect(nearFirstBar(from, to)).toBe(near);
  });

  const at = (phase: HistoryPaging['phase'], near: boolean): HistoryPaging => ({ phase, near });

  it.each([
    // state, view near, next state, request
    [at('idle', false), false, at('idle', false), false],
    [at('idle', false), true, at('loading', true), true],
    [at('idle', true), true, at('loading', true), true],
    [at('loading', true), true, at('loading', true), false],
    [at('loading', true), false, at('loading', false), false],
    [at('failed', true), true, at('failed', true), false],
    [at('failed', true), false, at('failed', false), false],
    [at('failed', false), true, at('loading', true), true],
    [at('complete', false), true, at('complete', true), false],
  ])('view: %o near %s → %o, request %s', (state, near, next, request) => {
    expect(pagingOnView(state, near)).toEqual({ state: next, request });
  });

  it.each([
    // state, received, length now, next phase
    [at('loading', true), 1_500, 3_000, 'idle'],
    [at('loading', true), 20, 1_520, 'idle'],
    [at('loading', true), 0, 1_500, 'complete'],
    [at('loading', true), 500, 5_000, 'complete'],
  ] as const)('page: %o with %i bars, %i held → %s', (state, received, length, phase) => {
    expect(pagingOnPage(state, received, length)).toEqual({ ...state, phase });
  });

  it('retries a failed page on a new gesture, and only a failed one', () => {
    const failed = pagingOnFailure(at('loading', true));
    expect(failed).toEqual(at('failed', true));
    expect(pagingOnGesture(failed)).toEqual(at('idle', true));
    expect(pagingOnView(pagingOnGesture(failed), true).request).toBe(true);
    for (const phase of ['idle', 'loading', 'complete'] as const)
      expect(pagingOnGesture(at(phase, true))).toEqual(at(phase, true));
  });
});
