/**
 * A real listing's ticker figures the contract's way (server/sources/exchange/day-figures.ts) from the
 * bar cache's 1-minute bars: the change since 00:00 KST (never 09:00), the rolling 24 h, the second
 * ticker's trailing rates, in the simulator's shapes and with its rounding (its own RollingWindow is the
 * oracle).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TICK_TYPES, TICKER_FIELDS } from '../../../../../contract/socket';
import { changeRate } from '../../../../../server/market/listing-state';
import { RollingWindow, TRAILING_WINDOWS } from '../../../../../server/market/rolling-window';
import { BarCache } from '../../../../../server/sources/exchange/bar-cache';
import { dayTickerNumbers, daySecondTickerRow } from '../../../../../server/sources/exchange/day-figures';
import type { ExchangeCandle } from '../../../../../server/sources/exchange/exchange-events';
import { FakeBarExchange, MINUTE } from './fake-bar-exchange';

function kst(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+09:00`) / 1000;
}

function cacheOn(exchange: FakeBarExchange): BarCache {
  return new BarCache({ exchange: 'upbit', fetchMinutes: exchange.fetchMinutes, now: () => exchange.nowMs });
}

async function figuresAt(bars: [string, number, number?][], now: string) {
  const exchange = new FakeBarExchange(kst(now) * 1000);
  for (const [time, close, open] of bars)
    exchange.bar(
      kst(`${time}:00`),
      close,
      1,
      open === undefined ? {} : { open, low: Math.min(open, close), high: Math.max(open, close) },
    );
  const day = await cacheOn(exchange).dayMinutes();
  return dayTickerNumbers(day, 'KRW');
}

describe('the previous close switches at 00:00 KST', () => {
  test.each<
    [
      string,
      [string, number, number?][],
      string,
      { prev: number; close: number; chgAmt: number; chgRate: number },
    ]
  >([
    [
      'just after midnight: the last minute before 00:00 KST',
      [
        ['2026-11-27 23:58', 90],
        ['2026-11-27 23:59', 100],
        ['2026-11-28 00:00', 110],
      ],
      '2026-11-28 00:00:30',
      { prev: 100, close: 110, chgAmt: 10, chgRate: 10 },
    ],
    [
      'one second before midnight: the day before still counts',
      [
        ['2026-11-26 23:59', 80],
        ['2026-11-27 23:59', 100],
      ],
      '2026-11-27 23:59:59',
      { prev: 80, close: 100, chgAmt: 20, chgRate: 25 },
    ],
    [
      'not at 09:00 KST (Upbit counts its day from there)',
      [
        ['2026-11-27 23:59', 100],
        ['2026-11-28 08:59', 120],
        ['2026-11-28 09:00', 130],
      ],
      '2026-11-28 09:00:30',
      { prev: 100, close: 130, chgAmt: 30, chgRate: 30 },
    ],
    [
      'a gap over midnight, before the first trade of the day',
      [
        ['2026-11-27 23:40', 95],
        ['2026-11-28 00:20', 99],
      ],
      '2026-11-28 00:10:00',
      { prev: 95, close: 95, chgAmt: 0, chgRate: 0 },
    ],
    [
      'a gap over midnight, after the first trade of the day',
      [
        ['2026-11-27 23:40', 95],
        ['2026-11-28 00:20', 99],
      ],
      '2026-11-28 00:25:00',
      { prev: 95, close: 99, chgAmt: 4, chgRate: 4.2105 },
    ],
    [
      'no trade for days before midnight: the last one, older than the 24 h window',
      [
        ['2026-11-25 14:00', 70],
        ['2026-11-28 03:00', 77],
      ],
      '2026-11-28 04:00:00',
      { prev: 70, close: 77, chgAmt: 7, chgRate: 10 },
    ],
    [
      'listed today: against its first price',
      [['2026-11-28 10:00', 55, 50]],
      '2026-11-28 10:05:00',
      { prev: 50, close: 55, chgAmt: 5, chgRate: 10 },
    ],
  ])('%s', async (_, bars, now, expected) => {
    const numbers = await figuresAt(bars, now);
    expect({
      prev: numbers.prevClosePrice,
      close: numbers.closePrice,
      chgAmt: numbers.chgAmt,
      chgRate: numbers.chgRate,
    }).toEqual(expected);
  });

  test('live: the clock crossing midnight with no trade switches the reference to the last price', async () => {
    const exchange = new FakeBarExchange(kst('2026-11-27 23:59:50') * 1000);
    exchange.bar(kst('2026-11-26 12:00:00'), 80);
    const cache = cacheOn(exchange);
    cache.streamOpened(exchange.nowMs);
    const at = async () => dayTickerNumbers(await cache.dayMinutes(), 'KRW');
    cache.trade(exchange.trade(kst('2026-11-27 23:59:55') * 1000, 100));
    expect(await at()).toMatchObject({ prevClosePrice: 80, closePrice: 100, chgRate: 25 });
    exchange.nowMs = kst('2026-11-28 00:00:05') * 1000;
    expect(await at()).toMatchObject({ prevClosePrice: 100, closePrice: 100, chgAmt: 0, chgRate: 0 });
    cache.trade(exchange.trade(kst('2026-11-28 00:00:10') * 1000, 105));
    expect(await at()).toMatchObject({ prevClosePrice: 100, closePrice: 105, chgAmt: 5, chgRate: 5 });
    // The first answer fetched the bars; the stream kept them from then on.
    expect(exchange.calls.filter((call) => call.toSec === undefined)).toHaveLength(1);
  });
});

describe('the rolling 24 h', () => {
  test('the current minute and the 1,439 before it: the minute 24 h ago is only the 24 h rate reference', async () => {
    const now = kst('2026-11-28 15:00:30');
    const current = now - 30;
    const exchange = new FakeBarExchange(now * 1000);
    exchange.bar(current - 1_441 * MINUTE, 10);
    exchange.bar(current - 1_440 * MINUTE, 1_000, 7);
    exchange.bar(current - 1_439 * MINUTE, 200, 2, { high: 210, low: 150 });
    exchange.bar(current - 600 * MINUTE, 300, 3);
    exchange.bar(current, 250, 4);
    const day = await cacheOn(exchange).dayMinutes();
    expect(dayTickerNumbers(day, 'KRW')).toEqual({
      closePrice: 250,
      visibleClosePrice: 250,
      chgAmt: 50,
      chgRate: 25,
      value24H: 200 * 2 + 300 * 3 + 250 * 4,
      valueBx24H: 0,
      high24H: 300,
      low24H: 150,
      volume24H: 9,
      prevClosePrice: 200,
    });
    const row = daySecondTickerRow('BTC-KRW', day);
    expect(row).toHaveLength(2 + TICK_TYPES.length);
    expect(row.slice(0, 4)).toEqual(['BTC-KRW', 250, 25, changeRate(250, 1_000)]);
  });

  test('a dense day is eight pages; with the stream live, asking again fetches nothing', async () => {
    const now = kst('2026-11-28 15:00:30');
    const exchange = new FakeBarExchange(now * 1000);
    for (let i = 0; i <= 2_000; i++) exchange.bar(now - 30 - i * MINUTE, 100 + (i % 10));
    const cache = cacheOn(exchange);
    cache.streamOpened(exchange.nowMs);
    const first = await cache.dayMinutes();
    // 1,441 minutes and the one before: the newest page (200, the minute in progress among them) and 7.
    expect(exchange.takeCalls()).toHaveLength(8);
    expect(first.minutes[0]!.openSec).toBe(now - 30 - 1_440 * MINUTE);
    expect(first.minutes).toHaveLength(1_441);
    await cache.dayMinutes();
    expect(exchange.takeCalls()).toEqual([]);
  });

  test("short of 24 h of bars: the exchange's rolling totals when given, else the bars known", async () => {
    const now = kst('2026-11-28 15:00:30');
    const exchange = new FakeBarExchange(now * 1000);
    for (let i = 0; i <= 2_000; i++) exchange.bar(now - 30 - i * MINUTE, 100, 2);
    const day = await cacheOn(exchange).dayMinutes(2);
    expect(exchange.takeCalls()).toHaveLength(2);
    expect(day.completeFromSec).toBe(now - 30 - 399 * MINUTE);
    expect(dayTickerNumbers(day, 'KRW', { value24h: 123_456.7, volume24h: 2_880 })).toMatchObject({
      value24H: 123_457,
      volume24H: 2_880,
    });
    expect(dayTickerNumbers(day, 'KRW')).toMatchObject({ value24H: 400 * 200, volume24H: 800 });
    expect(dayTickerNumbers(day, 'BTC', { value24h: 1.234567891, volume24h: 3 })).toMatchObject({
      value24H: 1.23456789,
    });
  });
});

describe('shapes', () => {
  test('ticker numbers carry exactly the contract fields; no bar at all is zeros, not NaN', async () => {
    const exchange = new FakeBarExchange(kst('2026-11-28 15:00:30') * 1000);
    const day = await cacheOn(exchange).dayMinutes();
    const numbers = dayTickerNumbers(day, 'KRW');
    expect(Object.keys(numbers).sort()).toEqual([...TICKER_FIELDS].sort());
    expect(Object.values(numbers).every((value) => value === 0)).toBe(true);
    expect(daySecondTickerRow('BTC-KRW', day)).toEqual(['BTC-KRW', 0, ...TICK_TYPES.map(() => 0)]);
  });
});

describe('property: the figures are those of the simulator rolling window over the same minutes', () => {
  /** The simulator's 24 h window (server/market/rolling-window.ts) fed the same bars minute by minute. */
  function oracle(bars: readonly ExchangeCandle[], nowSec: number) {
    const current = Math.floor(nowSec / 60);
    const first = bars[0]!;
    const rolling = new RollingWindow(first.openSec / 60 - 1, first.open);
    for (const bar of bars) {
      rolling.advance(bar.openSec / 60);
      rolling.setMinute(bar.openSec / 60, bar.high, bar.low, bar.close, bar.volume, bar.value);
    }
    rolling.advance(current);
    rolling.recompute();
    const midnight = Math.floor((nowSec + 9 * 3600) / 86_400) * 86_400 - 9 * 3600;
    const prev = bars.filter((bar) => bar.openSec < midnight).at(-1)?.close ?? first.open;
    const close = bars.at(-1)!.close;
    return {
      high: rolling.highest,
      low: rolling.lowest,
      value: rolling.valueSum,
      volume: rolling.unitsSum,
      prev,
      rates: [
        changeRate(close, prev),
        ...TRAILING_WINDOWS.map((w) => changeRate(close, rolling.closeMinutesAgo(w))),
      ],
    };
  }

  test('over sparse minutes across midnights and gaps longer than a day', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            gap: fc.oneof(
              fc.constant(1),
              fc.integer({ min: 1, max: 90 }),
              fc.integer({ min: 1, max: 2_000 }),
            ),
            price: fc.integer({ min: 1, max: 1_000 }),
            volume: fc.integer({ min: 1, max: 9 }),
          }),
          { minLength: 1, maxLength: 300 },
        ),
        fc.integer({ min: 0, max: 3 * 86_400 }),
        async (history, nowOffset) => {
          const nowSec = kst('2026-11-28 00:00:00') + nowOffset;
          const exchange = new FakeBarExchange(nowSec * 1000);
          let openSec = Math.floor(nowSec / 60) * 60;
          for (const { gap, price, volume } of history) {
            exchange.bar(openSec, price, volume, { open: price + 1, high: price + 2, low: price });
            openSec -= gap * MINUTE;
          }
          const day = await cacheOn(exchange).dayMinutes();
          const expected = oracle(exchange.bars(1), nowSec);
          const numbers = dayTickerNumbers(day, 'KRW');
          expect(numbers).toMatchObject({
            high24H: expected.high,
            low24H: expected.low,
            value24H: expected.value,
            volume24H: expected.volume,
            prevClosePrice: expected.prev,
          });
          const row = daySecondTickerRow('ETH-KRW', day);
          expect(row.slice(2)).toEqual(expected.rates);
          expect(row[1]).toBe(numbers.closePrice);
        },
      ),
      { numRuns: 200 },
    );
  });
});
