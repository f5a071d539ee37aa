/**
 * The adapter over hand-written fakes of the transport: the requests it builds (paths, queries, groups,
 * paging), what it does with answers, and the stream: frames routed to onEvent, an error frame surfaced, bad
 * frames counted, the subscription sent again on follow().
 */
import { describe, expect, test } from 'vitest';
import { BITHUMB, UPBIT, type ExchangeDialect } from '../../../../../server/sources/exchange/dialects';
import { createExchangeAdapter } from '../../../../../server/sources/exchange/exchange-adapter';
import {
  ExchangeUnavailable,
  type ExchangeEvent,
  type LinkState,
  type OpenSocket,
  type RestGetter,
  type RestRequest,
  type SocketPlan,
} from '../../../../../server/sources/exchange/exchange-events';
import { previousPageTo } from '../../../../../server/sources/exchange/upbit-requests';
import { recordedAnswer, recordedFrame } from '../../../../fixtures/exchanges';

/** Answers each path with a queued body (or error) and records every request. */
class FakeRest implements RestGetter {
  readonly requests: RestRequest[] = [];
  constructor(private readonly answers: Record<string, (request: RestRequest) => unknown>) {}
  get(request: RestRequest): Promise<unknown> {
    this.requests.push(request);
    const answer = this.answers[request.path];
    if (!answer) return Promise.reject(new ExchangeUnavailable('upbit', 'refused', `no ${request.path}`));
    try {
      return Promise.resolve(answer(request));
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

/** Keeps the plan it was opened with; counts resubscribes and closes. */
class FakeSocket {
  url = '';
  plan: SocketPlan | undefined;
  resubscribes = 0;
  closed = false;
  readonly open: OpenSocket = (url, plan) => {
    this.url = url;
    this.plan = plan;
    return {
      resubscribe: () => {
        this.resubscribes += 1;
      },
      close: () => {
        this.closed = true;
      },
    };
  };
  /** What the plan would send after a (re)connect, parsed. */
  subscription(): unknown[] {
    return this.plan!.subscribe().map((text) => JSON.parse(text) as unknown);
  }
}

const noSocket: OpenSocket = () => {
  throw new Error('no socket in this test');
};

const adapter = (dialect: ExchangeDialect, rest: RestGetter, open: OpenSocket = noSocket) =>
  createExchangeAdapter(dialect, rest, open, { ticket: () => 'ticket-1' });

describe('REST calls', () => {
  test('listings, tickers, trades, books: requests in their groups, answers mapped', async () => {
    const rest = new FakeRest({
      '/v1/market/all': () => recordedAnswer('bithumb', 'market-all').body,
      '/v1/ticker': () => recordedAnswer('bithumb', 'ticker').body,
      '/v1/trades/ticks': () => recordedAnswer('bithumb', 'trades-ticks').body,
      '/v1/orderbook': () => recordedAnswer('bithumb', 'orderbook').body,
    });
    const bithumb = adapter(BITHUMB, rest);
    expect((await bithumb.listings()).map((listing) => listing.key)).toEqual(['BTC-KRW']);
    expect((await bithumb.tickers(['USDC-BTC']))[0]?.dayStartKstHour).toBe(0);
    expect((await bithumb.recentTrades('USDC-BTC', 1))[0]?.id).toBe('17829816707050000');
    expect((await bithumb.books(['USDC-BTC']))[0]?.asks).toEqual([[0.00001687, 155]]);
    expect(rest.requests).toEqual([
      { group: 'other', path: '/v1/market/all', query: { isDetails: 'true' } },
      { group: 'ticker', path: '/v1/ticker', query: { markets: 'BTC-USDC' } },
      { group: 'trade', path: '/v1/trades/ticks', query: { market: 'BTC-USDC', count: '1' } },
      { group: 'orderbook', path: '/v1/orderbook', query: { markets: 'BTC-USDC' } },
    ]);
  });

  test('candles page backwards: the next page ends at the oldest bar of the last', async () => {
    const rest = new FakeRest({
      '/v1/candles/minutes/1': () => recordedAnswer('upbit', 'candles-minutes-1').body,
    });
    const upbit = adapter(UPBIT, rest);
    const newest = await upbit.minuteCandles('BTC-KRW', 1, undefined, 5);
    await upbit.minuteCandles('BTC-KRW', 1, previousPageTo(newest), 5);
    expect(rest.requests.map((request) => request.query)).toEqual([
      { market: 'KRW-BTC', count: '5' },
      { market: 'KRW-BTC', count: '5', to: '2020-02-20T11:55:00Z' },
    ]);
    expect(rest.requests.every((request) => request.group === 'candle')).toBe(true);
  });

  test('day candles ask /v1/candles/days', async () => {
    const rest = new FakeRest({ '/v1/candles/days': () => [] });
    expect(await adapter(BITHUMB, rest).dayCandles('BTC-KRW', 1582199700, 3)).toEqual([]);
    expect(rest.requests[0]).toEqual({
      group: 'candle',
      path: '/v1/candles/days',
      query: { market: 'KRW-BTC', count: '3', to: '2020-02-20 20:55:00' },
    });
  });

  test('a malformed answer is refused as ExchangeUnavailable malformed; the transport refusal passes through', async () => {
    const rest = new FakeRest({ '/v1/ticker': () => recordedAnswer('upbit', 'ticker').body });
    const upbit = adapter(UPBIT, rest);
    await expect(upbit.tickers(['BTC-KRW', 'ETH-KRW'])).rejects.toMatchObject({
      name: 'ExchangeUnavailable',
      exchange: 'upbit',
      reason: 'malformed',
      message: expect.stringContaining('/v1/ticker: row 0: trade_price'),
    });
    await expect(upbit.books(['BTC-KRW'])).rejects.toMatchObject({ reason: 'refused' });
  });

  test('a bad candle unit or count rejects without a request', async () => {
    const rest = new FakeRest({});
    const upbit = adapter(UPBIT, rest);
    await expect(upbit.minuteCandles('BTC-KRW', 2 as never, undefined, 5)).rejects.toThrow(RangeError);
    await expect(upbit.dayCandles('BTC-KRW', undefined, 500)).rejects.toThrow(RangeError);
    expect(rest.requests).toEqual([]);
  });

  test('tick sizes: Upbit reads orderbook/instruments; Bithumb has no such call and makes none', async () => {
    const rest = new FakeRest({
      '/v1/orderbook/instruments': () => recordedAnswer('upbit', 'orderbook-instruments').body,
    });
    expect(await adapter(UPBIT, rest).tickSizes(['BTC-KRW', 'ETH-KRW'])).toEqual(
      new Map([
        ['BTC-KRW', 1000],
        ['ETH-KRW', 1000],
      ]),
    );
    expect(rest.requests).toEqual([
      { group: 'orderbook', path: '/v1/orderbook/instruments', query: { markets: 'KRW-BTC,KRW-ETH' } },
    ]);
    const none = new FakeRest({});
    expect(await adapter(BITHUMB, none).tickSizes(['BTC-KRW'])).toBeUndefined();
    expect(none.requests).toEqual([]);
  });
});

describe('the stream', () => {
  function open(dialect: ExchangeDialect, keys: Parameters<ReturnType<typeof adapter>['stream']>[0]) {
    const socket = new FakeSocket();
    const events: ExchangeEvent[] = [];
    const states: LinkState[] = [];
    const malformed: string[] = [];
    const stream = adapter(dialect, new FakeRest({}), socket.open).stream(
      keys,
      (event) => events.push(event),
      (state) => states.push(state),
      (problem) => malformed.push(problem),
    );
    return { socket, events, states, malformed, stream };
  }

  test('opens the dialect socket with its subscription and its PING', () => {
    const { socket } = open(BITHUMB, ['BTC-KRW']);
    expect(socket.url).toBe('wss://ws-api.bithumb.com/websocket/v1');
    expect(socket.plan?.ping).toEqual({ text: 'PING', everyMs: 60_000 });
    expect(socket.subscription()).toEqual([
      [
        { ticket: 'ticket-1' },
        { type: 'ticker', codes: ['KRW-BTC'] },
        { type: 'trade', codes: ['KRW-BTC'] },
        { type: 'orderbook', codes: ['KRW-BTC'] },
        { format: 'DEFAULT' },
      ],
    ]);
  });

  test('frames go to onEvent, an error frame surfaces as an event, PING answers vanish, bad frames are counted', () => {
    const { socket, events, malformed, states } = open(BITHUMB, ['BTC-KRW']);
    socket.plan!.onState('live');
    for (const name of [
      'socket-trade',
      'socket-orderbook',
      'socket-ticker',
      'socket-status-up',
      'socket-error',
    ]) {
      socket.plan!.onText(recordedFrame('bithumb', name).text);
    }
    socket.plan!.onText('not json');
    expect(states).toEqual(['live']);
    expect(events.map((event) => event.kind)).toEqual(['trade', 'book', 'ticker', 'error']);
    expect(events[3]).toEqual({ kind: 'error', name: 'WRONG_FORMAT', message: 'Format 이 맞지 않습니다.' });
    expect(malformed).toEqual([expect.stringMatching(/^not JSON/)]);
  });

  test('follow() sends the new subscription; coins no longer followed are dropped', () => {
    const { socket, events, stream } = open(UPBIT, ['BTC-KRW']);
    stream.follow(['ETH-KRW']);
    expect(socket.resubscribes).toBe(1);
    expect(socket.subscription()).toEqual([
      [
        { ticket: 'ticket-1' },
        { type: 'ticker', codes: ['KRW-ETH'] },
        { type: 'trade', codes: ['KRW-ETH'] },
        { type: 'orderbook', codes: ['KRW-ETH'] },
        { format: 'DEFAULT' },
      ],
    ]);
    socket.plan!.onText(recordedFrame('upbit', 'socket-trade').text); // KRW-BTC, in flight
    socket.plan!.onText(recordedFrame('upbit', 'socket-orderbook').text); // KRW-ETH
    expect(events.map((event) => event.kind)).toEqual(['book']);
    stream.follow([]);
    expect(socket.plan!.subscribe()).toEqual([]);
  });

  test('close() closes the link', () => {
    const { socket, stream } = open(UPBIT, []);
    stream.close();
    expect(socket.closed).toBe(true);
  });
});
