/**
 * A real exchange's candles the contract's way (server/sources/exchange/bar-cache.ts): KST-aligned
 * buckets (contract/intervals.ts), gaps kept, pages fetched only where bars are missing, live trades
 * counted, and the cache's answer always the aggregate of the exchange's 1-minute bars.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CandleColumns } from '../../../../../contract';
import { barOpenTime, CANDLE_INTERVALS, type CandleInterval } from '../../../../../contract/intervals';
import { BarCache, PAGE_SIZE } from '../../../../../server/sources/exchange/bar-cache';
import {
  ExchangeUnavailable,
  type ExchangeCandle,
} from '../../../../../server/sources/exchange/exchange-events';
import { FakeBarExchange, HOUR, MINUTE } from './fake-bar-exchange';

/** Unix seconds of a KST wall-clock time 'YYYY-MM-DD HH:mm'. */
function kst(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}:00+09:00`) / 1000;
}

/** 'YYYY-MM-DD HH:mm' in KST of unix seconds. */
function kstText(sec: number): string {
  return new Date((sec + 9 * HOUR) * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** 2026-11-28 15:00:30 KST: the current minute opens on a whole hour. */
const NOW_MS = (kst('2026-11-28 15:00') + 30) * 1000;
const CURRENT = kst('2026-11-28 15:00');

function cacheOn(exchange: FakeBarExchange, caps: { minuteCap?: number; hourCap?: number } = {}): BarCache {
  return new BarCache({
    exchange: 'upbit',
    fetchMinutes: exchange.fetchMinutes,
    now: () => exchange.nowMs,
    ...caps,
  });
}

/** The candles the exchange's 1-minute bars make, counted here bucket by bucket (the oracle). */
function aggregated(
  minutes: readonly ExchangeCandle[],
  interval: CandleInterval,
  toSec: number | undefined,
  limit: number,
): CandleColumns {
  const buckets = new Map<number, ExchangeCandle[]>();
  for (const bar of minutes) {
    const open = barOpenTime(bar.openSec, interval);
    if (toSec !== undefined && open >= toSec) continue;
    buckets.set(open, [...(buckets.get(open) ?? []), bar]);
  }
  const columns: CandleColumns = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  for (const [open, bars] of [...buckets].sort((a, b) => a[0] - b[0]).slice(-limit)) {
    columns.time.push(open);
    columns.open.push(bars[0]!.open);
    columns.high.push(Math.max(...bars.map((bar) => bar.high)));
    columns.low.push(Math.min(...bars.map((bar) => bar.low)));
    columns.close.push(bars.at(-1)!.close);
    columns.volume.push(bars.reduce((sum, bar) => sum + bar.volume, 0));
  }
  return columns;
}

/** Every minute from `from` (unix s) for `count` minutes, prices stepping by one from 1,000. */
function dense(exchange: FakeBarExchange, from: number, count: number): void {
  for (let i = 0; i < count; i++) exchange.bar(from + i * MINUTE, 1_000 + (i % 97), 1 + (i % 5));
}

describe('KST alignment: 240/360/720-minute and daily candles open at KST midnight and its multiples', () => {
  // Upbit's own 240-minute and day bars start at 09:00 KST (00:00 UTC): 09:00, 13:00, 17:00…; the
  // contract's start at 00:00 KST, so 08:59 and 09:00 share a candle and 23:59 and 00:00 do not.
  test.each<[CandleInterval, string[], string[]]>([
    [
      '240',
      ['00:00', '03:59', '07:59', '08:00', '08:59', '09:00', '11:59', '12:00', '15:00'],
      ['00:00', '04:00', '08:00', '12:00'],
    ],
    ['360', ['05:59', '06:00', '08:59', '09:00', '11:59', '12:00'], ['00:00', '06:00', '12:00']],
    ['720', ['00:00', '08:59', '09:00', '11:59', '12:00', '15:00'], ['00:00', '12:00']],
    ['60', ['08:59', '09:00', '09:59', '10:00'], ['08:00', '09:00', '10:00']],
  ])('%s on 2026-11-28: bars at %j make candles opening at %j KST', async (interval, times, opens) => {
    const exchange = new FakeBarExchange(NOW_MS);
    times.forEach((time, i) => exchange.bar(kst(`2026-11-28 ${time}`), 100 + i, 1));
    const candles = await cacheOn(exchange).candles(interval, undefined, 10);
    expect(candles.time.map((sec) => kstText(sec).slice(11))).toEqual(opens);
    expect(candles).toEqual(aggregated(exchange.bars(1), interval, undefined, 10));
  });

  test('1D: a day runs 00:00–24:00 KST (23:59 and 00:00 part, 08:59 and 09:00 stay together)', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    const times = [
      '2026-11-27 08:59',
      '2026-11-27 09:00',
      '2026-11-27 23:59',
      '2026-11-28 00:00',
      '2026-11-28 09:00',
    ];
    times.forEach((time, i) => exchange.bar(kst(time), 100 + i, 1));
    const candles = await cacheOn(exchange).candles('1D', undefined, 10);
    expect(candles.time.map(kstText)).toEqual(['2026-11-27 00:00', '2026-11-28 00:00']);
    expect(candles.open).toEqual([100, 103]);
    expect(candles.close).toEqual([102, 104]);
    expect(candles.volume).toEqual([3, 2]);
  });
});

describe('gaps stay gaps', () => {
  // Trades on 2026-11-20 09:00–09:09 KST, none for almost four days, then 2026-11-24 13:00–13:04 and the
  // last minutes before now: no candle in between at any interval, and no flat one.
  const exchange = new FakeBarExchange(NOW_MS);
  dense(exchange, kst('2026-11-20 09:00'), 10);
  dense(exchange, kst('2026-11-24 13:00'), 5);
  dense(exchange, CURRENT - 3 * MINUTE, 4);

  test.each(CANDLE_INTERVALS)('%s: only buckets with a trade have a candle', async (interval) => {
    const candles = await cacheOn(exchange).candles(interval, undefined, 1_000);
    expect(candles).toEqual(aggregated(exchange.bars(1), interval, undefined, 1_000));
    const gap = candles.time.filter(
      (sec) => sec > kst('2026-11-20 09:09') && sec < barOpenTime(kst('2026-11-24 13:00'), interval),
    );
    expect(gap).toEqual([]);
    expect(candles.volume.every((volume) => volume > 0)).toBe(true);
  });
});

describe('paging: only what is missing is fetched', () => {
  test('the newest page once, then the page before it, then nothing already held', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    dense(exchange, CURRENT - 2_000 * MINUTE, 2_001);
    const cache = cacheOn(exchange);

    const newest = await cache.candles('1', undefined, 200);
    expect(exchange.takeCalls()).toEqual([{ unit: 1, toSec: undefined, count: PAGE_SIZE }]);
    expect(newest).toEqual(aggregated(exchange.bars(1), '1', undefined, 200));

    const before = await cache.candles('1', newest.time[0], 200);
    expect(exchange.takeCalls()).toEqual([{ unit: 1, toSec: newest.time[0], count: PAGE_SIZE }]);
    expect(before).toEqual(aggregated(exchange.bars(1), '1', newest.time[0], 200));

    expect(await cache.candles('1', newest.time[0], 200)).toEqual(before);
    expect(await cache.candles('1', newest.time[0]! - 100 * MINUTE, 50)).toEqual(
      aggregated(exchange.bars(1), '1', newest.time[0]! - 100 * MINUTE, 50),
    );
    expect(exchange.takeCalls()).toEqual([]);

    // 80 five-minute candles need the 399 held minutes and the bar in progress: only that bar is asked
    // for again (no trade stream keeps it). The stream opening, even on the minute's first millisecond,
    // the bar in progress is asked for once more (it may hold trades the stream never carried), then never.
    const fives = () => cache.candles('5', undefined, 80);
    expect(await fives()).toEqual(aggregated(exchange.bars(1), '5', undefined, 80));
    expect(exchange.takeCalls()).toEqual([{ unit: 1, toSec: undefined, count: PAGE_SIZE }]);
    cache.streamOpened(CURRENT * 1000);
    expect(await fives()).toEqual(aggregated(exchange.bars(1), '5', undefined, 80));
    expect(exchange.takeCalls()).toEqual([{ unit: 1, toSec: undefined, count: PAGE_SIZE }]);
    expect(await fives()).toEqual(aggregated(exchange.bars(1), '5', undefined, 80));
    expect(exchange.takeCalls()).toEqual([]);
  });

  test("the market source's two steps: prepareCandles fetches, heldCandles reads what is held and fetches nothing", async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    dense(exchange, CURRENT - 1_000 * MINUTE, 1_001);
    const cache = cacheOn(exchange);
    expect(cache.heldCandles('5', undefined, 100, NOW_MS)).toEqual(aggregated([], '5', undefined, 100));
    expect(exchange.takeCalls()).toEqual([]);
    await cache.prepareCandles('5', undefined, 100, NOW_MS);
    expect(exchange.takeCalls()).toHaveLength(3);
    expect(cache.heldCandles('5', undefined, 100, NOW_MS)).toEqual(
      aggregated(exchange.bars(1), '5', undefined, 100),
    );
    // A longer question than prepared answers the span held (three pages: 599 minutes and the one in
    // progress), whole buckets only.
    const held = cache.heldCandles('15', undefined, 100, NOW_MS);
    expect(held.time).toHaveLength(40);
    expect(held).toEqual(aggregated(exchange.bars(1), '15', undefined, 40));
    expect(exchange.takeCalls()).toEqual([]);
  });

  test('questions asked together share the pages they both need', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    dense(exchange, CURRENT - 1_000 * MINUTE, 1_001);
    const cache = cacheOn(exchange);
    const [a, b] = await Promise.all([
      cache.candles('1', undefined, 300),
      cache.candles('3', undefined, 100),
    ]);
    expect(a).toEqual(aggregated(exchange.bars(1), '1', undefined, 300));
    expect(b).toEqual(aggregated(exchange.bars(1), '3', undefined, 100));
    const calls = exchange.takeCalls();
    expect(new Set(calls.map((call) => call.toSec)).size).toBe(calls.length);
    expect(calls).toHaveLength(2);
  });

  test('pages that overlap leave no bar twice', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    dense(exchange, CURRENT - 400 * MINUTE, 451);
    const cache = cacheOn(exchange);
    await cache.candles('1', undefined, 200);
    exchange.nowMs += 50 * 60_000;
    const candles = await cache.candles('1', undefined, 250);
    expect(exchange.takeCalls()).toEqual([
      { unit: 1, toSec: undefined, count: PAGE_SIZE },
      { unit: 1, toSec: undefined, count: PAGE_SIZE },
    ]);
    expect(new Set(candles.time).size).toBe(250);
    expect(candles).toEqual(aggregated(exchange.bars(1), '1', undefined, 250));
  });

  test('hours: 190 daily candles are 23 pages of 60-minute bars, and asking again fetches nothing held', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    for (let hour = 0; hour < 200 * 24; hour++) exchange.bar(CURRENT - hour * HOUR, 500 + (hour % 7), 2);
    const cache = cacheOn(exchange);
    cache.streamOpened(NOW_MS - 1_000);
    const days = await cache.candles('1D', undefined, 190);
    expect(days).toEqual(aggregated(exchange.bars(1), '1D', undefined, 190));
    const calls = exchange.takeCalls();
    expect(calls.every((call) => call.unit === 60)).toBe(true);
    // 189 whole days and today's 16 hours to 15:00 KST: 4,552 hours, 23 pages (the newest, with the
    // hour in progress, among them: the stream opened after that hour did).
    expect(calls).toHaveLength(23);
    expect(await cache.candles('720', undefined, 300)).toEqual(
      aggregated(exchange.bars(1), '720', undefined, 300),
    );
    expect(exchange.takeCalls()).toEqual([]);
  });

  test('a page of the bar in progress is asked for again once that bar closed (no trade stream)', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    dense(exchange, CURRENT - 10 * MINUTE, 10);
    exchange.trade(NOW_MS, 2_000);
    const cache = cacheOn(exchange);
    await cache.candles('1', undefined, 5);
    exchange.trade(NOW_MS + 10_000, 2_100);
    exchange.nowMs = NOW_MS + 90_000;
    exchange.takeCalls();
    const closed = await cache.candles('1', CURRENT + MINUTE, 1);
    expect(exchange.takeCalls()).toEqual([{ unit: 1, toSec: CURRENT + MINUTE, count: PAGE_SIZE }]);
    expect(closed).toEqual(aggregated(exchange.bars(1), '1', CURRENT + MINUTE, 1));
    expect(closed.close).toEqual([2_100]);
  });
});

describe('live trades', () => {
  test('a trade updates the bar a page brought, in its minute, hour and day; stale and repeated trades count once', async () => {
    const exchange = new FakeBarExchange(CURRENT * 1000);
    dense(exchange, CURRENT - 30 * MINUTE, 30);
    exchange.trade((CURRENT + 5) * 1000, 1_500);
    exchange.trade((CURRENT + 10) * 1000, 1_510);
    const cache = cacheOn(exchange);
    // The stream opens mid-minute: the minute's first trades come from the newest page.
    exchange.nowMs = (CURRENT + 20) * 1000;
    cache.streamOpened(exchange.nowMs);
    await cache.candles('1', undefined, 3);
    await cache.candles('60', undefined, 3);
    expect(exchange.takeCalls()).toEqual([
      { unit: 1, toSec: undefined, count: PAGE_SIZE },
      { unit: 60, toSec: undefined, count: PAGE_SIZE },
    ]);

    const trade = exchange.trade((CURRENT + 30) * 1000, 1_600, 2);
    cache.trade(trade);
    cache.trade(trade);
    cache.trade({ ...trade, id: 'older', timeMs: (CURRENT + 15) * 1000, price: 9_999 });
    for (const interval of ['1', '60', '1D'] as const) {
      expect(await cache.candles(interval, undefined, 3)).toEqual(
        aggregated(exchange.bars(1), interval, undefined, 3),
      );
    }
    expect(exchange.takeCalls()).toEqual([]);
    const minute = await cache.candles('1', undefined, 1);
    expect(minute).toEqual({
      time: [CURRENT],
      open: [1_500],
      high: [1_600],
      low: [1_500],
      close: [1_600],
      volume: [4],
    });

    // A trade in a minute without a bar opens one; the stream lost, the bar in progress is fetched again.
    const next = exchange.trade((CURRENT + 70) * 1000, 1_550);
    cache.trade(next);
    expect(await cache.candles('1', undefined, 2)).toEqual(aggregated(exchange.bars(1), '1', undefined, 2));
    expect(exchange.takeCalls()).toEqual([]);
    cache.streamLost(exchange.nowMs);
    exchange.trade((CURRENT + 80) * 1000, 1_700);
    expect(await cache.candles('1', undefined, 2)).toEqual(aggregated(exchange.bars(1), '1', undefined, 2));
    expect(exchange.takeCalls()).toEqual([{ unit: 1, toSec: undefined, count: PAGE_SIZE }]);
  });
});

describe('the trade stream lost', () => {
  test('what it completed stays held; the minute it was lost in is fetched once closed', async () => {
    const exchange = new FakeBarExchange(CURRENT * 1000);
    dense(exchange, CURRENT - 30 * MINUTE, 30);
    const cache = cacheOn(exchange);
    cache.streamOpened(CURRENT * 1000);
    await cache.candles('1', undefined, 40);
    exchange.takeCalls();
    cache.trade(exchange.trade((CURRENT + 10) * 1000, 1_200));
    cache.trade(exchange.trade((CURRENT + 70) * 1000, 1_300));
    cache.streamLost((CURRENT + 75) * 1000);
    // Traded while the stream was away: the cache never hears of it.
    exchange.trade((CURRENT + 80) * 1000, 1_400);
    exchange.nowMs = (CURRENT + 200) * 1000;

    expect(await cache.candles('1', CURRENT + MINUTE, 40)).toEqual(
      aggregated(exchange.bars(1), '1', CURRENT + MINUTE, 40),
    );
    expect(exchange.takeCalls()).toEqual([]);
    const lostIn = await cache.candles('1', CURRENT + 2 * MINUTE, 40);
    expect(exchange.takeCalls()).toEqual([{ unit: 1, toSec: CURRENT + 2 * MINUTE, count: PAGE_SIZE }]);
    expect(lostIn).toEqual(aggregated(exchange.bars(1), '1', CURRENT + 2 * MINUTE, 40));
    expect(lostIn.close.at(-1)).toBe(1_400);
  });
});

describe('refusals and bad pages', () => {
  test('an ExchangeUnavailable from a fetch is the answer, as it was thrown', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    const refusal = new ExchangeUnavailable('upbit', 'throttled', '429 Too Many Requests', 1_000);
    exchange.failure = refusal;
    await expect(cacheOn(exchange).candles('15', undefined, 10)).rejects.toBe(refusal);
  });

  const bar = (openSec: number, prices: Partial<ExchangeCandle> = {}): ExchangeCandle => ({
    openSec,
    open: 10,
    high: 12,
    low: 9,
    close: 11,
    volume: 1,
    value: 10,
    ...prices,
  });
  test.each<[string, ExchangeCandle[] | unknown]>([
    ['not a list', { error: 'x' }],
    ['newest first', [bar(CURRENT - MINUTE), bar(CURRENT - 2 * MINUTE)]],
    ['the same minute twice', [bar(CURRENT - MINUTE), bar(CURRENT - MINUTE)]],
    ['off the minute grid', [bar(CURRENT - 30)]],
    ['a price that is no number', [bar(CURRENT - MINUTE, { close: Number.NaN })]],
    ['a high below the close', [bar(CURRENT - MINUTE, { high: 10.5 })]],
    ['a negative volume', [bar(CURRENT - MINUTE, { volume: -1 })]],
    [
      'more bars than asked',
      Array.from({ length: PAGE_SIZE + 1 }, (_, i) => bar(CURRENT - (PAGE_SIZE + 1 - i) * MINUTE)),
    ],
  ])('a page %s is ExchangeUnavailable malformed', async (_, page) => {
    const cache = new BarCache({
      exchange: 'bithumb',
      fetchMinutes: async () => page as ExchangeCandle[],
      now: () => NOW_MS,
    });
    const answer = cache.candles('1', undefined, 10);
    await expect(answer).rejects.toBeInstanceOf(ExchangeUnavailable);
    await expect(answer).rejects.toMatchObject({ exchange: 'bithumb', reason: 'malformed' });
  });

  test('a bar at or after `to` is malformed', async () => {
    const cache = new BarCache({
      exchange: 'upbit',
      fetchMinutes: async () => [bar(CURRENT - 10 * MINUTE)],
      now: () => NOW_MS,
    });
    await expect(cache.candles('1', CURRENT - 10 * MINUTE, 10)).rejects.toMatchObject({
      reason: 'malformed',
    });
  });
});

describe('bounds', () => {
  test('the cache keeps at most its cap of bars, the oldest dropped, yet answers a longer question whole', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    dense(exchange, CURRENT - 1_000 * MINUTE, 1_001);
    const cache = cacheOn(exchange, { minuteCap: 300 });
    cache.streamOpened(NOW_MS);
    expect(await cache.candles('1', undefined, 600)).toEqual(
      aggregated(exchange.bars(1), '1', undefined, 600),
    );
    expect(cache.heldBars(1)).toBe(300);
    // The newest 300 minutes are still held: a question within them fetches nothing.
    exchange.takeCalls();
    expect(await cache.candles('3', undefined, 90)).toEqual(aggregated(exchange.bars(1), '3', undefined, 90));
    expect(exchange.takeCalls()).toEqual([]);
    cache.trade(exchange.trade(NOW_MS + 61_000, 3_000));
    expect(cache.heldBars(1)).toBe(300);
  });

  test('bars the stream completed and the cap dropped are fetched again, not taken for gaps', async () => {
    const exchange = new FakeBarExchange(NOW_MS);
    dense(exchange, CURRENT - 100 * MINUTE, 101);
    const cache = cacheOn(exchange, { minuteCap: 50 });
    cache.streamOpened(NOW_MS);
    await cache.candles('1', undefined, 10);
    for (let minute = 1; minute <= 120; minute++)
      cache.trade(exchange.trade(NOW_MS + minute * 60_000, 2_000 + minute));
    expect(cache.heldBars(1)).toBe(50);
    exchange.takeCalls();
    expect(await cache.candles('1', undefined, 150)).toEqual(
      aggregated(exchange.bars(1), '1', undefined, 150),
    );
    expect(exchange.takeCalls()).toEqual([{ unit: 1, toSec: CURRENT + 71 * MINUTE, count: PAGE_SIZE }]);
  });
});

describe('property: the cache answers what aggregating the exchange 1-minute bars gives', () => {
  type Step =
    | { kind: 'ask'; interval: CandleInterval; backMinutes: number; limit: number; twoSteps: boolean }
    | { kind: 'trade'; afterMs: number; price: number; quantity: number }
    | { kind: 'stream'; open: boolean };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('ask' as const),
      interval: fc.constantFrom(...CANDLE_INTERVALS),
      backMinutes: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 6_000 }),
      ),
      limit: fc.integer({ min: 1, max: 300 }),
      twoSteps: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('trade' as const),
      afterMs: fc.oneof(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 120_000 }),
        fc.constantFrom(60_000, 3_600_000),
        fc.integer({ min: 0, max: 3 * 3_600_000 }),
      ),
      price: fc.integer({ min: 1, max: 50 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
    fc.record({ kind: fc.constant('stream' as const), open: fc.boolean() }),
  );

  test('over sparse histories, live trades, a stream opening and dropping, and any interval', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            gap: fc.oneof(
              fc.constant(1),
              fc.integer({ min: 1, max: 30 }),
              fc.integer({ min: 1, max: 3_000 }),
            ),
            price: fc.integer({ min: 1, max: 50 }),
            volume: fc.integer({ min: 1, max: 9 }),
          }),
          { maxLength: 500 },
        ),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        // 30 s: the clock on a whole minute and hour.
        fc.oneof(fc.integer({ min: 0, max: 119_999 }), fc.constant(30_000)),
        async (history, steps, nowOffsetMs) => {
          const exchange = new FakeBarExchange(NOW_MS + nowOffsetMs);
          let openSec = barOpenTime(Math.floor(exchange.nowMs / 1000), '1');
          for (const { gap, price, volume } of history) {
            exchange.bar(openSec, price, volume, { high: price + 1, low: Math.max(1, price - 1) });
            openSec -= gap * MINUTE;
          }
          const cache = cacheOn(exchange, { minuteCap: 60, hourCap: 30 });
          let streaming = false;
          for (const s of steps) {
            if (s.kind === 'stream') {
              if (s.open && !streaming) cache.streamOpened(exchange.nowMs);
              if (!s.open && streaming) cache.streamLost(exchange.nowMs);
              streaming = s.open;
            } else if (s.kind === 'trade') {
              const trade = exchange.trade(exchange.nowMs + s.afterMs, s.price, s.quantity);
              if (streaming) cache.trade(trade);
            } else {
              const toSec =
                s.backMinutes === 0 ? undefined : Math.floor(exchange.nowMs / 1000) - s.backMinutes * MINUTE;
              // The market source's two steps, or the one.
              const nowMs = exchange.nowMs;
              if (s.twoSteps) await cache.prepareCandles(s.interval, toSec, s.limit, nowMs);
              const answer = s.twoSteps
                ? cache.heldCandles(s.interval, toSec, s.limit, nowMs)
                : await cache.candles(s.interval, toSec, s.limit);
              expect(answer).toEqual(aggregated(exchange.bars(1), s.interval, toSec, s.limit));
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
