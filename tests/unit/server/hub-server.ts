// The socket hub alone on a real port, with a book source the test moves by hand: for the orderbook and
// orders channels before (and besides) the matching engine. The cookie names the socket's member and
// session (`mem=7; session=s7`), standing in for a login.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { ORDER_BOOK_DEPTH, SOCKET_PATH, type BookLevel, type OrderBookSnapshot } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { FaultSwitch } from '../../../server/faults';
import type { BookSource } from '../../../server/feed/book-source';
import { FeedHub } from '../../../server/feed/feed-hub';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../../server/feed/feed-limits';
import { MarketModel } from '../../../server/market/market-model';

type Side = 'asks' | 'bids';

/** Whole books per coin; every change is reported as a depth event of that one level. */
export class FakeBookSource implements BookSource {
  private readonly books = new Map<CoinKey, Record<Side, Map<number, number>>>();
  private readonly listeners = new Set<(key: CoinKey, asks: BookLevel[], bids: BookLevel[]) => void>();

  /** A book of `levels` levels a side around `mid`, one apart, quantity = distance + 1. */
  seed(key: CoinKey, mid: number, levels: number): void {
    const book = { asks: new Map<number, number>(), bids: new Map<number, number>() };
    for (let i = 1; i <= levels; i += 1) {
      book.asks.set(mid + i, i + 1);
      book.bids.set(mid - i, i + 1);
    }
    this.books.set(key, book);
  }

  /** Sets one level (quantity 0 removes it) and reports it. */
  set(key: CoinKey, side: Side, price: number, quantity: number): void {
    const book = this.books.get(key)!;
    if (quantity === 0) book[side].delete(price);
    else book[side].set(price, quantity);
    const level: BookLevel[] = [[price, quantity]];
    for (const listener of this.listeners)
      listener(key, side === 'asks' ? level : [], side === 'bids' ? level : []);
  }

  /** Every level of a side, best first (not cut to the depth). */
  levels(key: CoinKey, side: Side): BookLevel[] {
    const levels = [...this.books.get(key)![side]];
    return levels.sort(side === 'asks' ? (a, b) => a[0] - b[0] : (a, b) => b[0] - a[0]);
  }

  snapshot(key: CoinKey): OrderBookSnapshot | undefined {
    if (!this.books.has(key)) return undefined;
    return {
      key,
      asks: this.levels(key, 'asks').slice(0, ORDER_BOOK_DEPTH),
      bids: this.levels(key, 'bids').slice(0, ORDER_BOOK_DEPTH),
    };
  }

  onDepth(listener: (key: CoinKey, asks: BookLevel[], bids: BookLevel[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export interface HubServer {
  hub: FeedHub;
  /** The market the hub publishes (no trades of its own: the test records them). */
  model: MarketModel;
  source: FakeBookSource;
  /** Base URL (http://127.0.0.1:port); the socket is at SOCKET_PATH. */
  url: string;
  /** The hub's clock, moved by the test. */
  clock: { now: number };
  /** Sessions the test let expire (every other session is live). */
  expiredSessions: Set<string>;
  /** Members whose block refuses every member channel (an account block). */
  blockedMembers: Set<number>;
  stop(): Promise<void>;
}

function cookieValue(cookie: string | undefined, name: string): string | undefined {
  return cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

export async function startHubServer(seqBase = 1_000): Promise<HubServer> {
  const clock = { now: Date.UTC(2026, 10, 24) };
  const model = new MarketModel({ seed: 1, tradeRate: 0, startMs: clock.now });
  const expiredSessions = new Set<string>();
  const blockedMembers = new Set<number>();
  const hub = new FeedHub({
    model,
    faults: new FaultSwitch(),
    memberAssets: () => [],
    memberCredit: () => ({
      eligible: false,
      problems: [],
      debt: 0,
      loans: [],
      alerts: [],
      refunds: [],
      now: '',
    }),
    memberUnread: () => 0,
    memberLayouts: () => [],
    sessionLive: (sessionId) => !expiredSessions.has(sessionId),
    channelBlocked: (memNo) => blockedMembers.has(memNo),
    now: () => clock.now,
    seqBase,
  });
  const source = new FakeBookSource();
  hub.setBookSource(source);
  const http = createServer();
  const sockets = new WebSocketServer({
    server: http,
    path: SOCKET_PATH,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
  });
  sockets.on('connection', (socket, request) => {
    const mem = cookieValue(request.headers.cookie, 'mem');
    hub.attach(socket, {
      address: request.socket.remoteAddress ?? '',
      member:
        mem === undefined
          ? undefined
          : { memNo: Number(mem), sessionId: cookieValue(request.headers.cookie, 'session') ?? `s${mem}` },
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    hub,
    model,
    source,
    url: `http://127.0.0.1:${port}`,
    clock,
    expiredSessions,
    blockedMembers,
    async stop() {
      hub.dispose();
      sockets.close();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
