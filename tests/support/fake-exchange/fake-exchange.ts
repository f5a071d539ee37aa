/**
 * A fake Upbit or Bithumb (generation 2) on one local port: the public REST calls under `/v1` and the public
 * socket at `/websocket/v1`, serving the scripted market (scripted-market.ts) in the chosen exchange's
 * shapes (shapes.ts). A test moves it: `trade` and `setBook` push frames to subscribers, `goAway` drops
 * every socket and connection until `comeBack`, `throttle` answers 429s then a 418, `refuse` answers one
 * call with the exchange's error.
 *
 * What it does not do: candle streams (`candle.*`), SIMPLE formats, `cursor`/`days_ago` on trades, week and
 * month candles, the private endpoints.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { ScriptedMarket, type AskBid, type ScriptedCoin } from './scripted-market';
import {
  candle,
  dayStartMs,
  errorBody,
  instrument,
  marketAll,
  orderbook,
  orderbookFrame,
  tick,
  ticker,
  tickerFrame,
  tradeFrame,
  type Dialect,
  type StreamType,
} from './shapes';

export interface FakeExchangeOptions {
  dialect: Dialect;
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  /** The exchange's clock (default Date.now): trades happen at its now. */
  now?: () => number;
  /** REST calls a group allows a second before answering 429 (Upbit 10, Bithumb 150, as documented). */
  perSecond?: number;
  /** The coins it lists (default SCRIPTED_COINS). */
  coins?: readonly ScriptedCoin[];
}

/** Upbit's `Remaining-Req` groups, by the first path segment. */
const GROUPS: Record<string, string> = {
  market: 'market',
  ticker: 'ticker',
  candles: 'candle',
  trades: 'trade',
  orderbook: 'orderbook',
};

const STREAMS = ['ticker', 'trade', 'orderbook'] as const;
type Stream = (typeof STREAMS)[number];

class BadRequest extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(JSON.stringify(body));
  }
}

export class FakeExchange {
  readonly market: ScriptedMarket;
  /** Every REST path asked, in order (with its query). */
  readonly requests: string[] = [];
  private readonly http = createServer((request, response) => this.answer(request, response));
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly subscriptions = new Map<WebSocket, Map<Stream, Set<string>>>();
  private readonly connections = new Set<Socket>();
  private readonly now: () => number;
  private readonly perSecond: number;
  private away = false;
  /** Statuses the next REST calls get, one each (throttle). */
  private scripted: number[] = [];
  private blockSeconds = 1;
  /** Routes answered 404 with the exchange's error body (refuse). */
  private readonly refused = new Set<string>();
  private readonly counted = new Map<string, { second: number; count: number }>();
  private port = 0;

  private constructor(private readonly options: FakeExchangeOptions) {
    this.now = options.now ?? (() => Date.now());
    this.perSecond = options.perSecond ?? (options.dialect === 'upbit' ? 10 : 150);
    this.market = new ScriptedMarket(this.now(), options.coins);
    this.http.on('connection', (socket) => {
      if (this.away) {
        socket.destroy();
        return;
      }
      this.connections.add(socket);
      socket.on('close', () => this.connections.delete(socket));
    });
    this.http.on('upgrade', (request, socket, head) => {
      if (new URL(request.url ?? '/', 'http://fake').pathname !== '/websocket/v1') {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.serveSocket(ws));
    });
  }

  static async start(options: FakeExchangeOptions): Promise<FakeExchange> {
    const exchange = new FakeExchange(options);
    await new Promise<void>((resolve, reject) => {
      exchange.http.once('error', reject);
      exchange.http.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
    });
    exchange.port = (exchange.http.address() as AddressInfo).port;
    return exchange;
  }

  get dialect(): Dialect {
    return this.options.dialect;
  }

  /** The REST root the adapters take as their base URL (the calls' paths start with `/v1`, as the dialects write them). */
  get apiUrl(): string {
    return `http://${this.options.host ?? '127.0.0.1'}:${this.port}`;
  }

  get socketUrl(): string {
    return `ws://${this.options.host ?? '127.0.0.1'}:${this.port}/websocket/v1`;
  }

  /** Sockets open now. */
  get sockets(): number {
    return this.subscriptions.size;
  }

  /** A trade at the exchange's now: kept, folded into the candles and ticker, pushed as trade and ticker frames. */
  trade(code: string, price: number, volume: number, askBid: AskBid): void {
    this.known(code);
    const trade = this.market.record(code, price, volume, askBid, this.now());
    this.push('trade', code, () => tradeFrame(this.dialect, this.market, trade, this.now(), 'REALTIME'));
    this.push('ticker', code, () => tickerFrame(this.dialect, this.market, code, this.now(), 'REALTIME'));
  }

  /** A new whole top of the book ([price, size], asks lowest first, bids highest first), pushed as one frame. */
  setBook(code: string, asks: [number, number][], bids: [number, number][]): void {
    this.known(code);
    const book = { timeMs: this.now(), asks, bids };
    this.market.setBook(code, book);
    this.push('orderbook', code, () => orderbookFrame(this.dialect, code, book, 'REALTIME'));
  }

  /** The exchange goes away: every socket and connection is dropped, and new ones are refused, until comeBack(). */
  goAway(): void {
    this.away = true;
    for (const ws of this.subscriptions.keys()) ws.terminate();
    for (const socket of this.connections) socket.destroy();
  }

  comeBack(): void {
    this.away = false;
  }

  /** The next `count` REST calls are answered 429, the one after 418 (blocked, `Retry-After: blockSeconds`). */
  throttle(count: number, blockSeconds = 1): void {
    this.scripted = [...Array<number>(count).fill(429), 418];
    this.blockSeconds = blockSeconds;
  }

  /** From now on `route` (e.g. `orderbook/instruments`) is answered 404 with the exchange's error body. */
  refuse(route: string): void {
    this.refused.add(route);
  }

  async close(): Promise<void> {
    for (const ws of this.subscriptions.keys()) ws.terminate();
    this.wss.close();
    this.http.closeAllConnections();
    await new Promise((resolve) => this.http.close(resolve));
  }

  private known(code: string): void {
    if (!this.market.coin(code)) throw new Error(`the fake exchange lists no ${code}`);
  }

  // --- REST -------------------------------------------------------------------------------------

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push(`${url.pathname}${url.search}`);
    const segments = url.pathname.split('/').filter(Boolean);
    const group = GROUPS[segments[1] ?? ''] ?? 'default';
    const scripted = this.scripted.shift();
    if (scripted !== undefined) {
      const headers: Record<string, string> =
        scripted === 418 ? { 'Retry-After': String(this.blockSeconds) } : {};
      this.send(
        response,
        scripted,
        errorBody(scripted === 418 ? 'blocked' : 'too_many_requests', 'throttled by the test'),
        headers,
      );
      return;
    }
    const left = this.count(group);
    const headers: Record<string, string> =
      this.dialect === 'upbit'
        ? { 'Remaining-Req': `group=${group}; min=1800; sec=${Math.max(0, left)}` }
        : {};
    if (left < 0) {
      this.send(response, 429, errorBody('too_many_requests', 'too many requests'), headers);
      return;
    }
    try {
      if (request.method !== 'GET' || segments[0] !== 'v1')
        throw new BadRequest(404, errorBody('not_found', url.pathname));
      this.send(response, 200, this.route(segments.slice(1), url.searchParams), headers);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      this.send(response, error.status, error.body, headers);
    }
  }

  /** Counts a call of `group` in the current second; what is left (negative: over the budget). */
  private count(group: string): number {
    const second = Math.floor(this.now() / 1000);
    const entry = this.counted.get(group);
    const count = entry && entry.second === second ? entry.count + 1 : 1;
    this.counted.set(group, { second, count });
    return this.perSecond - count;
  }

  private send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string>,
  ): void {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  }

  private route(path: string[], query: URLSearchParams): unknown {
    const route = path.join('/');
    if (this.refused.has(route))
      throw new BadRequest(404, errorBody('not_found', `${route} refused by the test`));
    const market = this.market;
    const now = this.now();
    if (route === 'market/all') {
      const details = query.get('is_details') ?? query.get('isDetails');
      return marketAll(this.dialect, market.coins, details === 'true');
    }
    if (route === 'ticker')
      return this.codes(query, 'markets').map((code) => ticker(this.dialect, market, code, now));
    if (route === 'orderbook')
      return this.codes(query, 'markets').map((code) => orderbook(this.dialect, code, market.book(code)));
    if (route === 'orderbook/instruments')
      return this.codes(query, 'markets').map((code) => instrument(market.coin(code)!));
    if (route === 'trades/ticks') {
      const code = this.codes(query, 'market')[0]!;
      return market
        .recentTrades(code, this.countOf(query, 500))
        .map((trade) => tick(this.dialect, market, trade, now));
    }
    if (path[0] === 'candles' && (path[1] === 'minutes' || path[1] === 'days')) {
      const code = this.codes(query, 'market')[0]!;
      const to = this.toMs(query.get('to'), now);
      const count = this.countOf(query, 200);
      if (path[1] === 'days') {
        // Days open where the exchange's day starts (Upbit 00:00 UTC, Bithumb 00:00 KST).
        const offset = -dayStartMs(this.dialect, 0);
        const bars = market.candles(code, 1440, to, count + 1, offset);
        return bars.slice(0, count).map((bar, index) => candle(code, bar, undefined, bars[index + 1]?.close));
      }
      const unit = Number(path[2]);
      if (![1, 3, 5, 10, 15, 30, 60, 240].includes(unit))
        throw new BadRequest(404, errorBody('not_found', `no ${unit}-minute candles`));
      return market.candles(code, unit, to, count).map((bar) => candle(code, bar, unit));
    }
    throw new BadRequest(404, errorBody('not_found', route));
  }

  /** The market codes a call names; an unknown one is refused as the exchanges do, 404 "Code not found". */
  private codes(query: URLSearchParams, name: string): string[] {
    const value = query.get(name);
    if (!value) throw new BadRequest(400, errorBody('invalid_parameter', `${name} is required`));
    const codes = value.split(',').map((code) => code.trim());
    if (codes.some((code) => !this.market.coin(code)))
      throw new BadRequest(404, errorBody('Code not found', 'Code not found'));
    return codes;
  }

  private countOf(query: URLSearchParams, most: number): number {
    const count = Number(query.get('count') ?? '1');
    if (!Number.isInteger(count) || count < 1 || count > most)
      throw new BadRequest(400, errorBody('invalid_parameter', `count must be 1..${most}`));
    return count;
  }

  /** `to` (exclusive): ISO-8601 or `yyyy-MM-dd HH:mm:ss`; without an offset UTC on Upbit, KST on Bithumb. */
  private toMs(to: string | null, now: number): number {
    if (!to) return now + 1;
    const text = to.replace(' ', 'T');
    const zoned = /(Z|[+-]\d\d:\d\d)$/.test(text)
      ? text
      : `${text}${this.dialect === 'upbit' ? 'Z' : '+09:00'}`;
    const ms = Date.parse(zoned);
    if (Number.isNaN(ms)) throw new BadRequest(400, errorBody('invalid_parameter', `to: ${to}`));
    return ms;
  }

  // --- socket -----------------------------------------------------------------------------------

  private serveSocket(ws: WebSocket): void {
    this.subscriptions.set(ws, new Map());
    ws.on('close', () => this.subscriptions.delete(ws));
    ws.on('message', (data) => this.onRequest(ws, data.toString()));
  }

  private onRequest(ws: WebSocket, text: string): void {
    if (text === 'PING') {
      // Bithumb's keep-alive answer ("연결 관리"); Upbit's fake answers nothing.
      if (this.dialect === 'bithumb') this.sendFrame(ws, { status: 'UP' });
      return;
    }
    let request: unknown;
    try {
      request = JSON.parse(text);
    } catch {
      this.sendFrame(ws, errorBody('WRONG_FORMAT', 'the request is not JSON'));
      return;
    }
    if (!Array.isArray(request)) {
      this.sendFrame(ws, errorBody('WRONG_FORMAT', 'the request is not a list'));
      return;
    }
    const fields = request as Record<string, unknown>[];
    if (!fields.some((field) => typeof field?.ticket === 'string')) {
      this.sendFrame(ws, errorBody('NO_TICKET', 'no ticket'));
      return;
    }
    const types = fields.filter((field) => field && 'type' in field);
    if (types.length === 0) {
      this.sendFrame(ws, errorBody('NO_TYPE', 'no type'));
      return;
    }
    const subscribed = new Map<Stream, Set<string>>();
    const snapshots: unknown[] = [];
    for (const field of types) {
      const type = field.type as Stream;
      const codes = Array.isArray(field.codes)
        ? (field.codes as unknown[]).map((code) => String(code).split('.')[0]!)
        : [];
      if (!STREAMS.includes(type)) {
        this.sendFrame(ws, errorBody('INVALID_PARAM', `type ${String(field.type)}`));
        return;
      }
      if (codes.length === 0) {
        this.sendFrame(ws, errorBody('NO_CODES', 'no codes'));
        return;
      }
      if (field.is_only_realtime !== true) {
        for (const code of codes.filter((known) => this.market.coin(known)))
          snapshots.push(this.snapshot(type, code));
      }
      if (field.is_only_snapshot !== true)
        subscribed.set(type, new Set([...(subscribed.get(type) ?? []), ...codes]));
    }
    // A new request replaces what the connection followed.
    this.subscriptions.set(ws, subscribed);
    for (const frame of snapshots) this.sendFrame(ws, frame);
  }

  private snapshot(type: Stream, code: string): unknown {
    const streamType: StreamType = 'SNAPSHOT';
    if (type === 'ticker') return tickerFrame(this.dialect, this.market, code, this.now(), streamType);
    if (type === 'orderbook') return orderbookFrame(this.dialect, code, this.market.book(code), streamType);
    return tradeFrame(this.dialect, this.market, this.market.lastTrade(code), this.now(), streamType);
  }

  private push(type: Stream, code: string, frame: () => unknown): void {
    let built: unknown;
    for (const [ws, subscribed] of this.subscriptions) {
      if (!subscribed.get(type)?.has(code)) continue;
      built ??= frame();
      this.sendFrame(ws, built);
    }
  }

  /** Upbit sends binary frames, Bithumb text; both UTF-8 JSON. */
  private sendFrame(ws: WebSocket, frame: unknown): void {
    const text = JSON.stringify(frame);
    if (this.dialect === 'upbit') ws.send(Buffer.from(text, 'utf8'), { binary: true });
    else ws.send(text);
  }
}
