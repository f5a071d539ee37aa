import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CandleColumns } from '../../../contract';
import { SIM_CATALOGUE, snapToTick, type Listing } from '../../../server/market/listings';
import { MarketModel } from '../../../server/market/market-model';
import { splitUnits } from '../../../server/market/prng';
import {
  barOpenTime,
  CANDLE_INTERVALS,
  intervalSeconds,
  type CandleInterval,
} from '../../../contract/intervals';
import type { MarketSymbol } from '../../../contract/markets';
import { roundToTick, specTicks } from '../../../contract/price-ticks';
import { TRADING_RULES } from '../../../contract/trading';
import { FORECAST_MAX_BARS, validateForecast } from '../../../workers/core/forecast/validity';

// A fixed start, in the middle of a minute, so every run sees the same history.
const START_MS = Date.UTC(2026, 10, 21, 3, 17, 25);
const START_SEC = Math.floor(START_MS / 60_000) * 60;

function listing(key: string): Listing {
  const found = SIM_CATALOGUE.listing(key);
  if (!found) throw new Error(`no listing ${key}`);
  return found;
}

/** Folds 1-minute candles into `interval` bars by the aggregation rule. */
function aggregateMinutes(minutes: CandleColumns, interval: CandleInterval): CandleColumns {
  const out: CandleColumns = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  minutes.time.forEach((time, i) => {
    const open = barOpenTime(time, interval);
    const last = out.time.length - 1;
    if (out.time[last] !== open) {
      out.time.push(open);
      out.open.push(minutes.open[i]!);
      out.high.push(minutes.high[i]!);
      out.low.push(minutes.low[i]!);
      out.close.push(minutes.close[i]!);
      out.volume.push(minutes.volume[i]!);
      return;
    }
    out.high[last] = Math.max(out.high[last]!, minutes.high[i]!);
    out.low[last] = Math.min(out.low[last]!, minutes.low[i]!);
    out.close[last] = minutes.close[i]!;
    out.volume[last] = out.volume[last]! + minutes.volume[i]!;
  });
  return out;
}

/** The bars of `interval` in [from, to) and the same bars rebuilt from 1-minute candles. */
function bothWays(
  model: MarketModel,
  key: string,
  interval: CandleInterval,
  from: number,
  to: number,
  nowMs: number,
) {
  const length = intervalSeconds(interval);
  const count = Math.ceil((to - from) / length);
  const bars = model.candles(listing(key), interval, to, count, nowMs);
  const minutes = model.candles(listing(key), '1', to, (to - from) / 60, nowMs);
  const first = minutes.time.findIndex((time) => time >= from);
  const inWindow = Object.fromEntries(
    Object.entries(minutes).map(([column, values]) => [column, values.slice(first)]),
  ) as unknown as CandleColumns;
  return { bars, rebuilt: aggregateMinutes(inWindow, interval) };
}

describe('history candles', () => {
  const model = new MarketModel({ seed: 42, tradeRate: 0, startMs: START_MS });

  test.each(CANDLE_INTERVALS.filter((interval) => interval !== '1'))(
    'every %s bar is the exact aggregate of its minutes',
    (interval) => {
      // Three whole KST days ending at the start day's midnight, so every interval tiles the window.
      const to = barOpenTime(START_SEC, '1D');
      const from = to - 3 * 86_400;
      for (const key of ['BTC-KRW', 'SHIB-KRW', 'ETH-BTC', 'SOL-USDT']) {
        const { bars, rebuilt } = bothWays(model, key, interval, from, to, START_MS);
        expect(bars.time.length).toBe((to - from) / intervalSeconds(interval));
        expect(bars).toEqual(rebuilt);
      }
    },
  );

  test.each(CANDLE_INTERVALS)('%s has at least 5000 bars, ascending, aligned, before `to`', (interval) => {
    const bars = model.candles(listing('BTC-KRW'), interval, undefined, 5000, START_MS);
    expect(bars.time.length).toBe(5000);
    for (let i = 1; i < bars.time.length; i++)
      expect(bars.time[i]! - bars.time[i - 1]!).toBe(intervalSeconds(interval));
    for (const time of bars.time) expect(barOpenTime(time, interval)).toBe(time);
    const to = bars.time[2500]!;
    const before = model.candles(listing('BTC-KRW'), interval, to, 100, START_MS);
    expect(before.time.length).toBe(100);
    expect(before.time.at(-1)).toBeLessThan(to);
    expect(before.time.at(-1)).toBe(bars.time[2499]);
  });

  test.each([
    ['BTC-KRW', 'KRW'],
    ['XRP-KRW', 'KRW'],
    ['SHIB-KRW', 'KRW'],
    ['DOGE-KRW', 'KRW'],
    ['ETH-BTC', 'BTC'],
    ['BTC-USDT', 'USDT'],
    ['XLM-USDT', 'USDT'],
  ] as const)('%s prices sit on the %s tick grid and bars are well formed', (key, market) => {
    for (const interval of ['1', '60', '1D'] as const) {
      const bars = model.candles(listing(key), interval, undefined, 2000, START_MS);
      bars.time.forEach((_, i) => {
        const [open, high, low, close] = [bars.open[i]!, bars.high[i]!, bars.low[i]!, bars.close[i]!];
        for (const price of [open, high, low, close])
          expect(roundToTick(specTicks(market), price)).toBe(price);
        expect(low).toBeGreaterThan(0);
        expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
        expect(low).toBeLessThanOrEqual(Math.min(open, close));
        expect(bars.volume[i]).toBeGreaterThanOrEqual(0);
      });
    }
  });

  test('consecutive bars are continuous (open = previous close)', () => {
    const bars = model.candles(listing('ETH-KRW'), '1', undefined, 3000, START_MS);
    for (let i = 1; i < bars.time.length; i++) expect(bars.open[i]).toBe(bars.close[i - 1]);
  });

  test('the day before the start closes at the catalogue price', () => {
    const days = model.candles(listing('BTC-KRW'), '1D', barOpenTime(START_SEC, '1D'), 1, START_MS);
    expect(days.close).toEqual([140_000_000]);
  });
});

describe('determinism', () => {
  const sample = (model: MarketModel) => ({
    daily: model.candles(listing('BTC-KRW'), '1D', undefined, 300, START_MS),
    minutes: model.candles(listing('XRP-KRW'), '1', undefined, 600, START_MS),
    ticker: model.tickerNumbers(listing('ETH-KRW')),
  });

  test('the same seed gives the same market', () => {
    expect(sample(new MarketModel({ seed: 7, tradeRate: 0, startMs: START_MS }))).toEqual(
      sample(new MarketModel({ seed: 7, tradeRate: 0, startMs: START_MS })),
    );
  });

  test('another seed gives another market', () => {
    const a = sample(new MarketModel({ seed: 7, tradeRate: 0, startMs: START_MS }));
    const b = sample(new MarketModel({ seed: 8, tradeRate: 0, startMs: START_MS }));
    expect(a.daily.close).not.toEqual(b.daily.close);
    expect(a.minutes.close).not.toEqual(b.minutes.close);
  });

  test('live trades replay identically on the same clock', () => {
    const run = () => {
      const model = new MarketModel({ seed: 3, tradeRate: 500, startMs: START_MS });
      const trades: [string, number, number, number][] = [];
      model.onTrade((t) => trades.push([t.listing.key, t.timeMs, t.price, t.quantity]));
      for (let ms = START_MS; ms <= START_MS + 5_000; ms += 50) model.advance(ms);
      return trades;
    };
    const first = run();
    expect(first.length).toBeGreaterThan(1000);
    expect(run()).toEqual(first);
  });
});

describe('live trading', () => {
  const RATE = 1500;
  const model = new MarketModel({ seed: 42, tradeRate: RATE, startMs: START_MS });
  const trades: { key: string; price: number; market: MarketSymbol }[] = [];
  model.onTrade((t) => trades.push({ key: t.listing.key, price: t.price, market: t.listing.marketSymbol }));
  const endMs = START_MS + 2 * 60_000 + 10_000;
  for (let ms = START_MS; ms <= endMs; ms += 50) model.advance(ms);
  model.sync(endMs);

  test('trades arrive at about the configured rate, on ticks', () => {
    const seconds = (endMs - START_MS) / 1000;
    expect(trades.length).toBeGreaterThan(RATE * seconds * 0.9);
    expect(trades.length).toBeLessThan(RATE * seconds * 1.1);
    for (const trade of trades.slice(0, 5000))
      expect(roundToTick(specTicks(trade.market), trade.price)).toBe(trade.price);
  });

  test('the first live bar opens at the last history close', () => {
    const minutes = model.candles(listing('BTC-KRW'), '1', START_SEC + 60, 2, endMs);
    expect(minutes.time).toEqual([START_SEC - 60, START_SEC]);
    expect(minutes.open[1]).toBe(minutes.close[0]);
  });

  test.each(['3', '5', '60', '240', '1D'] as const)(
    'the %s bars across the start are the aggregate of history and live minutes',
    (interval) => {
      // The window ends with the current bar and reaches back across the start minute.
      const length = intervalSeconds(interval);
      const to = barOpenTime(endMs / 1000, interval) + length;
      const from = to - Math.max(2, Math.ceil(1200 / length)) * length;
      expect(from).toBeLessThan(START_SEC);
      const { bars, rebuilt } = bothWays(model, 'BTC-KRW', interval, from, to, endMs);
      expect(bars).toEqual(rebuilt);
    },
  );

  test('the current bar follows the last trade', () => {
    const last = [...trades].reverse().find((t) => t.key === 'BTC-KRW')!;
    const current = model.candles(listing('BTC-KRW'), '1', undefined, 1, endMs);
    expect(current.close).toEqual([last.price]);
    expect(model.tickerNumbers(listing('BTC-KRW')).closePrice).toBe(last.price);
  });

  test('ticker numbers are consistent', () => {
    const numbers = model.tickerNumbers(listing('ETH-KRW'));
    expect(numbers.chgAmt).toBeCloseTo(numbers.closePrice - numbers.prevClosePrice, 6);
    expect(numbers.chgRate).toBeCloseTo((numbers.chgAmt / numbers.prevClosePrice) * 100, 3);
    expect(numbers.high24H).toBeGreaterThanOrEqual(numbers.closePrice);
    expect(numbers.low24H).toBeLessThanOrEqual(numbers.closePrice);
    expect(numbers.value24H).toBeGreaterThan(0);
    expect(numbers.volume24H).toBeGreaterThan(0);
    expect(numbers.valueBx24H).toBe(0);
    expect(model.tickerNumbers(listing('ETH-USDT')).valueBx24H).toBeGreaterThan(0);
  });

  test('second-ticker rows carry the close then one rate per tick type', () => {
    const rows = model.secondTickerRows();
    const btc = rows.find((row) => row[0] === 'BTC-KRW')!;
    expect(btc).toHaveLength(10);
    expect(btc[1]).toBe(model.price(listing('BTC-KRW')));
    expect(btc[2]).toBe(model.tickerNumbers(listing('BTC-KRW')).chgRate);
  });
});

describe('snapToTick', () => {
  test.each([
    ['KRW', 140_000_499, 140_000_000],
    ['KRW', 1_234_567, 1_234_500],
    ['KRW', 3_202.4, 3_200],
    ['KRW', 0.01826, 0.0183],
    ['KRW', 0.00001, 0.0001],
    ['BTC', 0.0345678912, 0.03456789],
    ['USDT', 95_432.19, 95_432.2],
  ] as const)('%s %d → %d', (market, price, expected) => {
    expect(snapToTick(market, price)).toBe(expected);
  });

  test('agrees with roundToTick on the spec’s steps (contract/price-ticks.ts)', () => {
    fc.assert(
      fc.property(
        // Prices in each market's realistic range (a BTC-market price is a fraction of a bitcoin).
        fc.oneof(
          fc.tuple(fc.constant<MarketSymbol>('KRW'), fc.double({ min: 0.0001, max: 5e8, noNaN: true })),
          fc.tuple(fc.constant<MarketSymbol>('USDT'), fc.double({ min: 0.0001, max: 1e6, noNaN: true })),
          fc.tuple(fc.constant<MarketSymbol>('BTC'), fc.double({ min: 1e-8, max: 10, noNaN: true })),
        ),
        ([market, price]) => snapToTick(market, price) === roundToTick(specTicks(market), price),
      ),
    );
  });
});

describe('splitUnits', () => {
  test.each([
    [100, [1, 1, 1]],
    [7, [0.2, 0.3, 0.5, 1e-9]],
    [2 ** 40 + 3, [3, 1, 4, 1, 5, 9, 2, 6]],
    [0, [1, 2]],
  ])('%d over %j sums exactly', (total, weights) => {
    const out = new Float64Array(weights.length);
    splitUnits(total, weights, out);
    expect(out.reduce((sum, part) => sum + part, 0)).toBe(total);
    for (const part of out) expect(Number.isInteger(part) && part >= 0).toBe(true);
  });
});

describe('prices stay tradable', () => {
  test.each([1e308, Infinity, Number.NaN, -5, TRADING_RULES.KRW.maxPrice * 2])(
    'a forced trade at %d throws and changes nothing',
    (price) => {
      const model = new MarketModel({ seed: 42, tradeRate: 0, startMs: START_MS });
      const btc = listing('BTC-KRW');
      const before = model.tickerNumbers(btc);
      expect(() => model.forceTrade(btc, price, START_MS + 1000)).toThrow(RangeError);
      expect(() => model.recordBookTrade(btc, START_MS + 1000, price, 1, 1)).toThrow(RangeError);
      expect(model.tickerNumbers(btc)).toEqual(before);
    },
  );

  test('a walk pushed to the maximum price stays there and every figure stays finite', () => {
    const model = new MarketModel({ seed: 5, tradeRate: 2000, startMs: START_MS });
    const btc = listing('BTC-KRW');
    const max = TRADING_RULES.KRW.maxPrice;
    let price = model.price(btc);
    // Twice the last price at a time (the band's edge) up to the market maximum.
    for (let now = START_MS + 1000; price < max; now += 1000) {
      price = Math.min(max, price * 2);
      model.forceTrade(btc, price, now);
    }
    model.advance(START_MS + 120_000);
    expect(model.price(btc)).toBeLessThanOrEqual(max);
    for (const value of Object.values(model.tickerNumbers(btc))) expect(Number.isFinite(value)).toBe(true);
    for (const row of model.secondTickerRows())
      for (const value of row.slice(1)) expect(Number.isFinite(value)).toBe(true);
  });
});

describe('a coin listed new (XPL-KRW opened yesterday at 14:00 KST)', () => {
  const model = new MarketModel({ seed: 42, tradeRate: 0, startMs: START_MS });
  const xpl = listing('XPL-KRW');
  const listedSec = Date.parse(model.coinInfo(xpl).infoOnMarket.buyOpenDate!) / 1000;

  test('the listing time is the day before the start, 14:00 KST', () => {
    // START_MS is 2026-11-21 12:17 KST.
    expect(listedSec).toBe(Date.parse('2026-11-20T14:00:00+09:00') / 1000);
  });

  test.each(CANDLE_INTERVALS)(
    'no %s candle opens before the listing; the first holds no earlier minute',
    (interval) => {
      const bars = model.candles(xpl, interval, undefined, 5000, START_MS);
      expect(bars.time.length).toBeGreaterThan(0);
      expect(bars.time[0]).toBe(barOpenTime(listedSec, interval));
      const minutes = model.candles(xpl, '1', undefined, 5000, START_MS);
      expect(minutes.time[0]).toBe(listedSec);
      // The first bar is the aggregate of the listed minutes only.
      const { bars: first, rebuilt } = bothWays(
        model,
        'XPL-KRW',
        interval,
        barOpenTime(listedSec, interval),
        barOpenTime(listedSec, interval) + intervalSeconds(interval),
        START_MS,
      );
      expect(first).toEqual(rebuilt);
    },
  );

  test('the 24 h figures hold only the listed minutes', () => {
    const minutes = model.candles(xpl, '1', undefined, 5000, START_MS);
    const volume = minutes.volume.reduce((sum, value) => sum + value, 0);
    expect(model.tickerNumbers(xpl).volume24H).toBeCloseTo(volume, 6);
    expect(model.tickerNumbers(xpl).high24H).toBe(Math.max(...minutes.high));
  });

  test('the forecast meets its insufficient-data state: fewer minute bars than it needs', () => {
    const bars = model.candles(xpl, '1', undefined, FORECAST_MAX_BARS, START_MS).time.length;
    // Every minute from the listing to the start, and the current one.
    expect(bars).toBe((START_SEC - listedSec) / 60 + 1);
    expect(
      validateForecast({ symbol: 'XPL/KRW', chartType: 0, interval: '1', bars, replayed: false }),
    ).toMatchObject({
      ok: false,
      reason: 'insufficientData',
    });
  });
});
