/**
 * The `upbit` and `bithumb` market sources (server/sources/exchange/exchange-market.ts) started as the server
 * starts them (start-source.ts) against the fake exchange in each dialect: the catalogue and tickers, a trade
 * delivered once, the markets closed while the link is down, the candles, the day figures from 00:00 KST.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { barOpenTime, type CandleInterval } from '../../../../../contract/intervals';
import type { CandleColumns } from '../../../../../contract';
import type { CoinKey } from '../../../../../contract/markets';
import { BITHUMB_TICKS, tickAt, UPBIT_TICKS } from '../../../../../contract/price-ticks';
import type { ExchangeMarket } from '../../../../../server/sources/exchange/exchange-market';
import type { TradeEvent } from '../../../../../server/sources/market-source';
import { startMarketSource, type StartedSource } from '../../../../../server/sources/start-source';
import { FakeExchange } from '../../../../support/fake-exchange/fake-exchange';
import {
  SCRIPTED_COINS,
  type Bar,
  type ScriptedCoin,
} from '../../../../support/fake-exchange/scripted-market';
import type { Dialect } from '../../../../support/fake-exchange/shapes';
import { WAIT_GUARD_MS } from '../../../../hang-guard';

const POLL = { timeout: WAIT_GUARD_MS };
/** The clock both sides read: now is two hours after 00:00 KST (15:00 UTC), so the seeded 300 minutes cross it. */
const CLOCK_START = Date.parse('2026-11-29T17:00:00Z');

let running: { exchange: FakeExchange; started: StartedSource } | undefined;

afterEach(async () => {
  running?.started.dispose?.();
  await running?.exchange.close();
  running = undefined;
});

/** The contract's key of a fake exchange's code (`KRW-BTC` → `BTC-KRW`). */
const keyOf = (code: string) => code.split('-').reverse().join('-') as CoinKey;

async function start(dialect: Dialect, options: { coins?: readonly ScriptedCoin[]; refuse?: string } = {}) {
  const offset = CLOCK_START - Date.now();
  const now = () => Date.now() + offset;
  const exchange = await FakeExchange.start({ dialect, now, coins: options.coins });
  if (options.refuse) exchange.refuse(options.refuse);
  const reports: string[] = [];
  const log = { warn: (line: string) => reports.push(line) } as unknown as FastifyBaseLogger;
  const started = await startMarketSource(
    { kind: dialect, exchangeUrls: { api: exchange.apiUrl, socket: exchange.socketUrl } },
    { seed: 1, tradeRate: 0, startedAt: now(), now, log },
  );
  running = { exchange, started };
  const market = started.source;
  const trades: TradeEvent[] = [];
  market.onTrade((trade) => trades.push(trade));
  let introChanges = 0;
  market.onIntroChange(() => (introChanges += 1));
  const listing = (code: string) => market.catalogue.listing(keyOf(code))!;
  await expect.poll(() => market.sourceInfo().link, POLL).toBe('live');
  return { exchange, market, trades, listing, now, reports, introChanges: () => introChanges };
}

/** Ascending 1-minute bars aggregated KST-aligned into `interval`, the last `limit`. */
function aggregated(bars: readonly Bar[], interval: CandleInterval, limit: number): CandleColumns {
  const out: CandleColumns = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  for (const bar of bars) {
    const open = barOpenTime(bar.openSec, interval);
    const last = out.time.length - 1;
    if (last >= 0 && out.time[last] === open) {
      out.high[last] = Math.max(out.high[last]!, bar.high);
      out.low[last] = Math.min(out.low[last]!, bar.low);
      out.close[last] = bar.close;
      out.volume[last]! += bar.volume;
    } else {
      out.time.push(open);
      out.open.push(bar.open);
      out.high.push(bar.high);
      out.low.push(bar.low);
      out.close.push(bar.close);
      out.volume.push(bar.volume);
    }
  }
  const skip = Math.max(0, out.time.length - limit);
  for (const column of Object.values(out)) column.splice(0, skip);
  return out;
}

describe.each<Dialect>(['upbit', 'bithumb'])('ExchangeMarket on the fake %s', (dialect) => {
  test('lists the exchange’s coins with its last prices; reports itself live', async () => {
    const { exchange, market, listing } = await start(dialect);
    expect(market.catalogue.all.map((l) => l.key).sort()).toEqual(
      SCRIPTED_COINS.map((c) => keyOf(c.code)).sort(),
    );
    for (const coin of SCRIPTED_COINS)
      expect(market.price(listing(coin.code))).toBe(exchange.market.lastPrice(coin.code));
    expect(market.sourceInfo()).toEqual({
      kind: dialect,
      link: 'live',
      replay: null,
      // The fake's coins step as the exchange's published table says at their prices.
      ticks: dialect === 'upbit' ? UPBIT_TICKS : BITHUMB_TICKS,
    });
    expect(market.markets().every((m) => m.isOpen)).toBe(true);
  });

  test('a trade reaches onTrade once; the link going away closes the markets, coming back reopens them', async () => {
    const { exchange, market, trades, listing, now } = await start(dialect);
    const btc = listing('KRW-BTC');
    const price = exchange.market.lastPrice('KRW-BTC') + 7000;
    exchange.trade('KRW-BTC', price, 0.125, 'BID');
    await expect.poll(() => trades.filter((t) => t.price === price).length, POLL).toBe(1);
    expect(trades.find((t) => t.price === price)).toMatchObject({
      listing: btc,
      quantity: 0.125,
      side: 1,
      source: 'model',
    });
    expect(market.price(btc)).toBe(price);

    exchange.goAway();
    await expect.poll(() => market.sourceInfo().link, POLL).not.toBe('live');
    expect(market.markets().map((m) => m.isOpen)).toEqual(market.markets().map(() => false));
    expect(market.intro().markets.every((m) => !m.isOpen)).toBe(true);
    expect(market.orderBlock(btc, 'buy', now())).toBe('MARKET_CLOSED');
    expect(market.orderBlock(btc, 'sell', now())).toBe('MARKET_CLOSED');

    exchange.comeBack();
    await expect.poll(() => market.sourceInfo().link, POLL).toBe('live');
    expect(market.markets().every((m) => m.isOpen)).toBe(true);
    expect(market.orderBlock(btc, 'buy', now())).toBeUndefined();
    // The reconnect's snapshot repeats the last trade: dropped. A new trade after it comes through.
    const next = price + 1000;
    exchange.trade('KRW-BTC', next, 0.25, 'ASK');
    await expect.poll(() => trades.filter((t) => t.price === next).length, POLL).toBe(1);
    expect(trades.filter((t) => t.price === price)).toHaveLength(1);
  });

  test.each<{ interval: CandleInterval; limit: number }>([
    { interval: '1', limit: 200 },
    { interval: '60', limit: 10 },
    { interval: '240', limit: 5 },
    { interval: '1D', limit: 3 },
  ])(
    'candles of $interval after prepareCandles are the exchange’s bars, KST-aligned',
    async ({ interval, limit }) => {
      const { exchange, market, listing, now } = await start(dialect);
      const eth = listing('KRW-ETH');
      await market.prepareCandles(eth, interval, undefined, limit, now());
      const ones = exchange.market.candles('KRW-ETH', 1, now() + 60_000, 10_000).reverse();
      expect(market.candles(eth, interval, undefined, limit, now())).toEqual(
        aggregated(ones, interval, limit),
      );
    },
  );

  test('after warming, the day figures are the contract’s: the change against the last close before 00:00 KST', async () => {
    const { exchange, market, listing, now } = await start(dialect);
    const xrp = listing('KRW-XRP');
    await expect.poll(() => market.secondTickerRows().some(([key]) => key === xrp.key), POLL).toBe(true);
    const midnightMs = barOpenTime(Math.floor(now() / 1000), '1D') * 1000;
    expect(midnightMs).toBe(Date.parse('2026-11-29T15:00:00Z'));
    const prev = exchange.market.day('KRW-XRP', midnightMs, now()).prevClose;
    const numbers = market.tickerNumbers(xrp);
    expect(numbers.prevClosePrice).toBe(prev);
    expect(numbers.closePrice).toBe(exchange.market.lastPrice('KRW-XRP'));
    expect(numbers.chgAmt).toBe(Number((numbers.closePrice - prev).toFixed(8)));
  });
});

/** A coin of the fake exchange at `basePrice`, stepping `tickSize` (its history, its book, its instruments answer). */
const coinAt = (code: string, basePrice: number, tickSize: string): ScriptedCoin => ({
  code,
  koreanName: code,
  englishName: code,
  warning: false,
  cautions: [],
  tickSize,
  basePrice,
});

describe('ExchangeMarket: the price steps', () => {
  test('Upbit: a coin whose instruments answer differs from the published table steps as answered, told once', async () => {
    // 650 KRW steps 1 in Upbit's table; this coin's exchange answers 0.1.
    const { market, introChanges } = await start('upbit', {
      coins: [...SCRIPTED_COINS, coinAt('KRW-ABC', 650, '0.1')],
    });
    const key = keyOf('KRW-ABC');
    await expect.poll(() => tickAt(market.sourceInfo().ticks, key, 650), POLL).toBe(0.1);
    expect(market.ticks()).toBe(market.sourceInfo().ticks);
    expect(market.ticks().coins[key]).toEqual([[100, 0.1]]);
    // Only that coin's band: its other bands and the other coins keep the table.
    expect(tickAt(market.ticks(), key, 3_200)).toBe(1);
    expect(market.ticks().markets).toBe(UPBIT_TICKS.markets);
    expect(Object.keys(market.ticks().coins).sort()).toEqual([...Object.keys(UPBIT_TICKS.coins), key].sort());
    // The link going live, then the table changing: two intro changes, not one per call.
    expect(introChanges()).toBe(2);
  });

  test('Upbit: the steps are asked again after a reconnect, at the prices then', async () => {
    const { market, exchange } = await start('upbit', {
      coins: [...SCRIPTED_COINS, coinAt('KRW-ABC', 650, '0.1')],
    });
    const key = keyOf('KRW-ABC');
    const asked = () =>
      exchange.requests.filter((path) => path.startsWith('/v1/orderbook/instruments')).length;
    await expect.poll(asked, POLL).toBe(1);
    // The coin trades into the next band down (10–100 KRW); the exchange still answers 0.1 for it.
    exchange.trade('KRW-ABC', 99.5, 1, 'ASK');
    await expect.poll(() => market.price(market.catalogue.listing(key)!), POLL).toBe(99.5);
    expect(tickAt(market.ticks(), key, 99.5)).toBe(0.1);
    exchange.goAway();
    await expect.poll(() => market.sourceInfo().link, POLL).not.toBe('live');
    exchange.comeBack();
    await expect.poll(asked, POLL).toBe(2);
    // 0.1 is the table's step there: the coin's own step stays in its first band only.
    expect(market.ticks().coins[key]).toEqual([[100, 0.1]]);
  });

  test('Upbit: a refused tick-size call leaves the published table, in one line of the log', async () => {
    const { market, reports, exchange } = await start('upbit', {
      coins: [...SCRIPTED_COINS, coinAt('KRW-ABC', 650, '0.1')],
      refuse: 'orderbook/instruments',
    });
    await expect
      .poll(() => reports.filter((line) => line.includes('tick sizes not read')), POLL)
      .toHaveLength(1);
    expect(exchange.requests.some((path) => path.startsWith('/v1/orderbook/instruments'))).toBe(true);
    expect(market.ticks()).toBe(UPBIT_TICKS);
    expect(market.sourceInfo().link).toBe('live');
  });

  test('Bithumb: a book finer than the table sets the coin’s step; a sparse book never coarsens it', async () => {
    const { market, exchange, introChanges } = await start('bithumb', {
      coins: [...SCRIPTED_COINS, coinAt('KRW-ABC', 50, '0.01')],
    });
    const key = keyOf('KRW-ABC');
    // Bithumb has no tick-size call: the source never asks.
    expect(exchange.requests.some((path) => path.startsWith('/v1/orderbook/instruments'))).toBe(false);
    await expect.poll(() => introChanges(), POLL).toBe(1);
    expect(tickAt(market.ticks(), key, 50)).toBe(0.01);

    exchange.setBook(
      'KRW-ABC',
      [
        [50.011, 1],
        [50.012, 2],
      ],
      [
        [50.01, 1],
        [50.009, 2],
      ],
    );
    await expect.poll(() => tickAt(market.ticks(), key, 50), POLL).toBe(0.001);
    expect(market.ticks().coins).toEqual({ [key]: [[1, 0.001]] });
    expect(introChanges()).toBe(2);

    // The same book again, then a sparse one (gaps of 0.05 and 0.1): nothing changes, nothing is told.
    const steps = market.ticks();
    exchange.setBook(
      'KRW-ABC',
      [
        [50.011, 1],
        [50.012, 2],
      ],
      [[50.01, 1]],
    );
    exchange.setBook(
      'KRW-ABC',
      [
        [50.1, 1],
        [50.2, 1],
      ],
      [
        [50.05, 1],
        [50, 1],
      ],
    );
    await expect.poll(() => (market as ExchangeMarket).bookOf(key)?.asks[0]?.[0], POLL).toBe(50.1);
    expect(market.ticks()).toBe(steps);
    expect(introChanges()).toBe(2);
  });
});
