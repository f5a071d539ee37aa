/**
 * The fake exchange (tests/support/fake-exchange) speaks each exchange's documented shapes, driven through
 * the real transport (RestClient, socketClient): the field lists below are the documentation's
 * (docs.upbit.com/kr/reference, apidocs.bithumb.com/reference; see shapes.ts).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { ExchangeUnavailable, type LinkState } from '../../../../../server/sources/exchange/exchange-events';
import { RateLimiter } from '../../../../../server/sources/exchange/rate-limiter';
import { RestClient } from '../../../../../server/sources/exchange/rest-client';
import { socketClient } from '../../../../../server/sources/exchange/socket-client';
import { systemTimers, waitOn } from '../../../../../server/sources/exchange/transport-timers';
import { FakeExchange } from '../../../../support/fake-exchange/fake-exchange';
import { GAP_MINUTES_AGO } from '../../../../support/fake-exchange/scripted-market';
import type { Dialect } from '../../../../support/fake-exchange/shapes';

const TICKER_FIELDS = [
  'market',
  'trade_date',
  'trade_time',
  'trade_date_kst',
  'trade_time_kst',
  'trade_timestamp',
  'opening_price',
  'high_price',
  'low_price',
  'trade_price',
  'prev_closing_price',
  'change',
  'change_price',
  'change_rate',
  'signed_change_price',
  'signed_change_rate',
  'trade_volume',
  'acc_trade_price',
  'acc_trade_price_24h',
  'acc_trade_volume',
  'acc_trade_volume_24h',
  'highest_52_week_price',
  'highest_52_week_date',
  'lowest_52_week_price',
  'lowest_52_week_date',
  'timestamp',
];
const MINUTE_CANDLE_FIELDS = [
  'market',
  'candle_date_time_utc',
  'candle_date_time_kst',
  'opening_price',
  'high_price',
  'low_price',
  'trade_price',
  'timestamp',
  'candle_acc_trade_price',
  'candle_acc_trade_volume',
  'unit',
];
const DAY_CANDLE_FIELDS = [
  ...MINUTE_CANDLE_FIELDS.filter((field) => field !== 'unit'),
  'prev_closing_price',
  'change_price',
  'change_rate',
];
const TICK_FIELDS = [
  'market',
  'trade_date_utc',
  'trade_time_utc',
  'timestamp',
  'trade_price',
  'trade_volume',
  'prev_closing_price',
  'change_price',
  'ask_bid',
  'sequential_id',
];
const ORDERBOOK_UNIT_FIELDS = ['ask_price', 'bid_price', 'ask_size', 'bid_size'];
const TRADE_FRAME_FIELDS = [
  'type',
  'code',
  'trade_price',
  'trade_volume',
  'ask_bid',
  'prev_closing_price',
  'change',
  'change_price',
  'trade_date',
  'trade_time',
  'trade_timestamp',
  'timestamp',
  'sequential_id',
  'best_ask_price',
  'best_ask_size',
  'best_bid_price',
  'best_bid_size',
  'stream_type',
];
const TICKER_FRAME_FIELDS = [
  'type',
  'code',
  ...TICKER_FIELDS.filter((field) => field !== 'market'),
  'ask_bid',
  'acc_ask_volume',
  'acc_bid_volume',
  'market_state',
  'is_trading_suspended',
  'delisting_date',
  'market_warning',
  'stream_type',
];

const sorted = (fields: string[]) => [...fields].sort();
const keys = (value: unknown) => Object.keys(value as object).sort();

/** 2026-11-20 03:30:15 UTC (12:30:15 KST). */
const NOW = Date.UTC(2026, 10, 20, 3, 30, 15);

const running: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0).reverse()) await stop();
});

async function fake(dialect: Dialect) {
  let now = NOW;
  const exchange = await FakeExchange.start({ dialect, now: () => now });
  running.push(() => exchange.close());
  const limiter = new RateLimiter({ perSecond: 10, now: () => Date.now(), wait: waitOn(systemTimers) });
  const rest = new RestClient({ exchange: dialect, baseUrl: exchange.apiUrl, limiter, timers: systemTimers });
  const get = (path: string, query: Record<string, string> = {}) =>
    rest.get({ group: path.split('/')[1]!, path: `/v1${path}`, query }) as Promise<Record<string, unknown>[]>;
  return { exchange, get, advance: (ms: number) => (now += ms) };
}

/** A raw client of the fake's socket, recording each frame's text and whether it came binary. */
async function rawSocket(url: string) {
  const ws = new WebSocket(url);
  const frames: { text: string; binary: boolean }[] = [];
  ws.on('message', (data, binary) => frames.push({ text: (data as Buffer).toString('utf8'), binary }));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  running.push(() => ws.terminate());
  const parsed = () => frames.map((frame) => JSON.parse(frame.text) as Record<string, unknown>);
  return { ws, frames, parsed };
}

const SUBSCRIBE = JSON.stringify([
  { ticket: 'test' },
  { type: 'ticker', codes: ['KRW-BTC'] },
  { type: 'trade', codes: ['KRW-BTC'] },
  { type: 'orderbook', codes: ['KRW-BTC.15'] },
  { format: 'DEFAULT' },
]);

describe.each(['upbit', 'bithumb'] as const)('the fake %s', (dialect) => {
  test('REST answers have the documented fields', async () => {
    const { exchange, get } = await fake(dialect);
    const [ticker] = await get('/ticker', { markets: 'KRW-BTC' });
    expect(exchange.requests).toEqual(['/v1/ticker?markets=KRW-BTC']);
    expect(keys(ticker)).toEqual(sorted(TICKER_FIELDS));
    const [minute] = await get('/candles/minutes/1', { market: 'KRW-BTC', count: '1' });
    expect(keys(minute)).toEqual(sorted(MINUTE_CANDLE_FIELDS));
    const [day] = await get('/candles/days', { market: 'KRW-BTC', count: '1' });
    expect(keys(day)).toEqual(sorted(DAY_CANDLE_FIELDS));
    const [tick] = await get('/trades/ticks', { market: 'KRW-BTC', count: '1' });
    expect(keys(tick)).toEqual(sorted(TICK_FIELDS));
    const [book] = await get('/orderbook', { markets: 'KRW-BTC' });
    const bookFields = ['market', 'timestamp', 'total_ask_size', 'total_bid_size', 'orderbook_units'];
    expect(keys(book)).toEqual(sorted(dialect === 'upbit' ? [...bookFields, 'level'] : bookFields));
    expect(keys((book!.orderbook_units as unknown[])[0])).toEqual(sorted(ORDERBOOK_UNIT_FIELDS));
    const [instrument] = await get('/orderbook/instruments', { markets: 'KRW-BTC' });
    expect(instrument).toEqual({
      market: 'KRW-BTC',
      quote_currency: 'KRW',
      tick_size: '1000',
      supported_levels: [0],
    });
  });

  test('the catalogue lists KRW and BTC markets, with the warning flags in the exchange’s own form', async () => {
    const { get } = await fake(dialect);
    const plain = await get('/market/all');
    expect(plain.map((market) => market.market)).toEqual(['KRW-BTC', 'KRW-ETH', 'KRW-XRP', 'BTC-ETH']);
    expect(keys(plain[0])).toEqual(['english_name', 'korean_name', 'market']);
    const detailed = await get('/market/all', { [dialect === 'upbit' ? 'is_details' : 'isDetails']: 'true' });
    const xrp = detailed.find((market) => market.market === 'KRW-XRP');
    if (dialect === 'upbit') {
      expect(xrp!.market_event).toMatchObject({
        warning: true,
        caution: { PRICE_FLUCTUATIONS: true, TRADING_VOLUME_SOARING: false },
      });
    } else {
      expect(xrp!.market_warning).toBe('CAUTION');
    }
  });

  test('ids and times in each exchange’s types: Upbit numbers; Bithumb 18-digit id strings, µs book frame times', async () => {
    const { exchange, get } = await fake(dialect);
    const [tick] = await get('/trades/ticks', { market: 'KRW-BTC', count: '1' });
    const [book] = await get('/orderbook', { markets: 'KRW-BTC' });
    expect(book!.timestamp).toBe(NOW);
    const socket = await rawSocket(exchange.socketUrl);
    socket.ws.send(SUBSCRIBE);
    await expect.poll(() => socket.frames.length).toBe(3);
    const [, trade, bookFrame] = socket.parsed();
    if (dialect === 'upbit') {
      expect(typeof tick!.sequential_id).toBe('number');
      expect(typeof trade!.sequential_id).toBe('number');
      expect(bookFrame!.timestamp).toBe(NOW);
    } else {
      expect(tick!.sequential_id).toMatch(/^\d{18}$/);
      expect(BigInt(tick!.sequential_id as string)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
      expect(trade!.sequential_id).toBe(tick!.sequential_id);
      expect(bookFrame!.timestamp).toBe(`${NOW}000`);
    }
  });

  test('minute candles come newest first in pages of `count` before `to`, and keep the gap', async () => {
    const { get } = await fake(dialect);
    const first = await get('/candles/minutes/1', { market: 'KRW-BTC', count: '200' });
    expect(first).toHaveLength(200);
    const times = first.map((bar) => Date.parse(`${bar.candle_date_time_utc as string}Z`));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The page after: `to` is exclusive, the oldest bar of this page is not repeated.
    const oldest = first.at(-1)!.candle_date_time_utc as string;
    const second = await get('/candles/minutes/1', { market: 'KRW-BTC', count: '200', to: `${oldest}Z` });
    expect(Date.parse(`${second[0]!.candle_date_time_utc as string}Z`)).toBeLessThan(
      Date.parse(`${oldest}Z`),
    );
    // 300 seeded minutes less the 5 of the gap.
    expect(first.length + second.length).toBe(295);
    const minute = Math.floor(NOW / 60_000) * 60_000;
    const all = new Set(
      [...first, ...second].map((bar) => Date.parse(`${bar.candle_date_time_utc as string}Z`)),
    );
    for (const ago of GAP_MINUTES_AGO) expect(all.has(minute - ago * 60_000)).toBe(false);
    expect(all.has(minute - 99 * 60_000)).toBe(true);
    expect(all.has(minute - 105 * 60_000)).toBe(true);
    // candle_date_time_kst is the same moment, 9 h on.
    expect(Date.parse(`${first[0]!.candle_date_time_kst as string}Z`) - times[0]!).toBe(9 * 3_600_000);
  });

  test('a day starts at 00:00 UTC on Upbit and 00:00 KST on Bithumb (day candles and acc_*)', async () => {
    const { get } = await fake(dialect);
    const [day] = await get('/candles/days', { market: 'KRW-BTC', count: '1' });
    expect(day!.candle_date_time_utc).toBe(
      dialect === 'upbit' ? '2026-11-20T00:00:00' : '2026-11-19T15:00:00',
    );
    expect(day!.candle_date_time_kst).toBe(
      dialect === 'upbit' ? '2026-11-20T09:00:00' : '2026-11-20T00:00:00',
    );
    const [ticker] = await get('/ticker', { markets: 'KRW-BTC' });
    // The seeded history covers 300 minutes back from 03:30 UTC: all of it after 00:00 KST (15:00 UTC the
    // day before), only 210 minutes of it after 00:00 UTC.
    expect(ticker!.acc_trade_volume).toBeCloseTo((dialect === 'upbit' ? 205 : 295) * 0.75, 9);
    expect(ticker!.acc_trade_volume_24h).toBeCloseTo(295 * 0.75, 9);
  });

  test('trade() moves the ticker, the last candle and the ticks', async () => {
    const { exchange, get, advance } = await fake(dialect);
    advance(60_000);
    exchange.trade('KRW-BTC', 150_000_000, 0.1, 'BID');
    const [ticker] = await get('/ticker', { markets: 'KRW-BTC' });
    expect(ticker).toMatchObject({
      trade_price: 150_000_000,
      trade_volume: 0.1,
      trade_timestamp: NOW + 60_000,
    });
    const [bar] = await get('/candles/minutes/1', { market: 'KRW-BTC', count: '1' });
    expect(bar).toMatchObject({
      opening_price: 150_000_000,
      trade_price: 150_000_000,
      candle_acc_trade_volume: 0.1,
    });
    const [tick] = await get('/trades/ticks', { market: 'KRW-BTC', count: '1' });
    expect(tick).toMatchObject({ trade_price: 150_000_000, ask_bid: 'BID' });
  });

  test('an unknown market is refused with the exchange’s error', async () => {
    const { get } = await fake(dialect);
    const error: unknown = await get('/ticker', { markets: 'KRW-NOPE' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ExchangeUnavailable);
    expect((error as ExchangeUnavailable).reason).toBe('refused');
    expect((error as ExchangeUnavailable).message).toContain('Code not found');
  });

  test('the socket sends snapshots, then a frame per trade and per book, with the documented fields', async () => {
    const { exchange } = await fake(dialect);
    const socket = await rawSocket(exchange.socketUrl);
    socket.ws.send(SUBSCRIBE);
    await expect.poll(() => socket.frames.length).toBe(3);
    expect(socket.parsed().map((frame) => [frame.type, frame.stream_type])).toEqual([
      ['ticker', 'SNAPSHOT'],
      ['trade', 'SNAPSHOT'],
      ['orderbook', 'SNAPSHOT'],
    ]);
    exchange.trade('KRW-BTC', 141_000_000, 0.2, 'ASK');
    exchange.trade('KRW-ETH', 5_100_000, 1, 'BID');
    exchange.setBook(
      'KRW-BTC',
      [
        [141_001_000, 0.5],
        [141_002_000, 1],
      ],
      [[141_000_000, 2]],
    );
    await expect.poll(() => socket.frames.length).toBe(6);
    const [trade, ticker, book] = socket.parsed().slice(3);
    expect(keys(trade)).toEqual(sorted(TRADE_FRAME_FIELDS));
    expect(trade).toMatchObject({
      code: 'KRW-BTC',
      trade_price: 141_000_000,
      ask_bid: 'ASK',
      stream_type: 'REALTIME',
    });
    expect(keys(ticker)).toEqual(sorted(TICKER_FRAME_FIELDS));
    expect(ticker).toMatchObject({ code: 'KRW-BTC', trade_price: 141_000_000 });
    expect(book).toMatchObject({
      type: 'orderbook',
      code: 'KRW-BTC',
      total_ask_size: 1.5,
      orderbook_units: [
        { ask_price: 141_001_000, ask_size: 0.5, bid_price: 141_000_000, bid_size: 2 },
        { ask_price: 141_002_000, ask_size: 1, bid_price: 0, bid_size: 0 },
      ],
    });
    // Upbit's frames are binary, Bithumb's text.
    expect(new Set(socket.frames.map((frame) => frame.binary))).toEqual(new Set([dialect === 'upbit']));
  });

  test('a request without a ticket is answered with the error frame', async () => {
    const { exchange } = await fake(dialect);
    const socket = await rawSocket(exchange.socketUrl);
    socket.ws.send('[{"type":"trade","codes":["KRW-BTC"]}]');
    await expect
      .poll(() => socket.parsed())
      .toEqual([{ error: { name: 'NO_TICKET', message: 'no ticket' } }]);
  });

  test('goAway() drops the socket and refuses REST until comeBack(); the socket client reconnects and resubscribes', async () => {
    const { exchange, get } = await fake(dialect);
    const texts: string[] = [];
    const states: LinkState[] = [];
    const link = socketClient({ timers: systemTimers, random: () => 0, backoffBaseMs: 20, backoffCapMs: 40 })(
      exchange.socketUrl,
      {
        subscribe: () => ['[{"ticket":"t"},{"type":"trade","codes":["KRW-BTC"],"is_only_realtime":true}]'],
        onText: (text) => texts.push(text),
        onState: (state) => states.push(state),
      },
    );
    running.push(() => link.close());
    await expect.poll(() => exchange.sockets).toBe(1);
    exchange.goAway();
    await expect.poll(() => states.includes('retrying')).toBe(true);
    const error: unknown = await get('/ticker', { markets: 'KRW-BTC' }).catch((thrown: unknown) => thrown);
    expect((error as ExchangeUnavailable).reason).toBe('network');
    exchange.comeBack();
    await expect.poll(() => states.at(-1)).toBe('live');
    // Subscribed again: a trade reaches the new socket.
    await expect
      .poll(() => {
        exchange.trade('KRW-BTC', 142_000_000, 0.3, 'BID');
        return texts.length;
      })
      .toBeGreaterThan(0);
    expect(JSON.parse(texts[0]!)).toMatchObject({ type: 'trade', trade_price: 142_000_000 });
    await expect(get('/ticker', { markets: 'KRW-BTC' })).resolves.toHaveLength(1);
  });

  test('throttle(2) answers 429, 429, then 418 with its block time, then serves again', async () => {
    const { exchange, get } = await fake(dialect);
    exchange.throttle(2, 3);
    // A limiter on a clock that its waits move at once: the pauses are kept, not waited out.
    let clock = 0;
    const limiter = new RateLimiter({
      perSecond: 100,
      now: () => clock,
      wait: (ms) => {
        clock += ms;
        return Promise.resolve();
      },
    });
    const rest = new RestClient({
      exchange: dialect,
      baseUrl: exchange.apiUrl,
      limiter,
      timers: systemTimers,
    });
    const answers: [string, number, number | undefined][] = [];
    for (let call = 0; call < 3; call += 1) {
      const error = (await rest
        .get({ group: 'ticker', path: '/v1/ticker', query: { markets: 'KRW-BTC' } })
        .catch((thrown: unknown) => thrown)) as ExchangeUnavailable;
      answers.push([error.reason, Number(/HTTP (\d+)/.exec(error.message)?.[1]), error.retryAfterMs]);
    }
    // The limiter's pause: 1 s, then 2 s, then the 418's 3 s block (never shortened).
    expect(answers).toEqual([
      ['throttled', 429, 1000],
      ['throttled', 429, 2000],
      ['throttled', 418, 3000],
    ]);
    await expect(get('/ticker', { markets: 'KRW-BTC' })).resolves.toHaveLength(1);
  });
});

describe('dialect details', () => {
  test('Upbit answers carry Remaining-Req and count down within the second', async () => {
    const { exchange } = await fake('upbit');
    const first = await fetch(`${exchange.apiUrl}/v1/ticker?markets=KRW-BTC`);
    const second = await fetch(`${exchange.apiUrl}/v1/ticker?markets=KRW-BTC`);
    expect(first.headers.get('remaining-req')).toBe('group=ticker; min=1800; sec=9');
    expect(second.headers.get('remaining-req')).toBe('group=ticker; min=1800; sec=8');
  });

  test('past 10 calls a second in one group the fake Upbit answers 429', async () => {
    const { exchange } = await fake('upbit');
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1) {
      statuses.push((await fetch(`${exchange.apiUrl}/v1/candles/minutes/1?market=KRW-BTC`)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });

  test('Bithumb answers PING with {"status":"UP"}', async () => {
    const { exchange } = await fake('bithumb');
    const socket = await rawSocket(exchange.socketUrl);
    socket.ws.send('PING');
    await expect.poll(() => socket.parsed()).toEqual([{ status: 'UP' }]);
  });

  test('Bithumb reads a `to` without an offset as KST, Upbit as UTC', async () => {
    for (const dialect of ['upbit', 'bithumb'] as const) {
      const { get } = await fake(dialect);
      const [bar] = await get('/candles/minutes/1', {
        market: 'KRW-BTC',
        count: '1',
        to: '2026-11-20 12:00:00',
      });
      // 12:00 KST is 03:00 UTC, half an hour before NOW; 12:00 UTC is after NOW: the newest bar.
      expect(bar!.candle_date_time_utc).toBe(
        dialect === 'upbit' ? '2026-11-20T03:29:00' : '2026-11-20T02:59:00',
      );
    }
  });
});

describe('main.ts', () => {
  test('starts the fake as a process of its own and prints the environment that points the app at it', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/fake-exchange/main.ts', '--exchange', 'bithumb'],
      {
        cwd: fileURLToPath(new URL('../../../../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    running.push(async () => {
      child.kill('SIGTERM');
      await exited;
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    await expect.poll(() => stdout.split('\n').length).toBeGreaterThanOrEqual(3);
    const env = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => line.split('=') as [string, string]),
    );
    expect(Object.keys(env)).toEqual(['BITHUMB_API_URL', 'BITHUMB_SOCKET_URL']);
    expect(env.BITHUMB_SOCKET_URL).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/websocket\/v1$/);
    const markets = (await (await fetch(`${env.BITHUMB_API_URL}/v1/market/all`)).json()) as {
      market: string;
    }[];
    expect(markets.map((market) => market.market)).toContain('KRW-BTC');
  });
});
