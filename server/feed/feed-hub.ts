/**
 * The socket feed: subscriptions, sequence numbers, replay rings, snapshots, heartbeats and
 * backpressure. Broadcast channels count one sequence per channel; the member channels (assetChange,
 * orders) count per member; the orderbook counts per coin. Sequence numbers start at the server's start
 * time in ms, so a `since` from an earlier run of the server is never mistaken for one of this run (it is
 * older than the ring and gets a snapshot).
 *
 * Order books: a socket follows coins one by one (`key`). For a followed coin the hub holds the book as
 * last published (the best ORDER_BOOK_DEPTH levels a side). Depth events of the book source only mark a
 * coin as changed when they touch those levels; every TICKER_FLUSH_MS the hub reads the coin's best levels
 * again and sends the difference as one delta: levels whose quantity changed or that entered the window
 * with their quantity, levels that left it with 0. So several changes of one price within a flush send
 * its last quantity once, and a client applying the deltas to its snapshot holds exactly the top of the
 * book, with the next level moving up when one above it goes.
 */
import type { WebSocket } from 'ws';
import {
  MEMBER_CHANNELS,
  ORDER_BOOK_DEPTH,
  REPLAY_FRAMES,
  type AssetChangeFrame,
  type BookLevel,
  type Channel,
  type ClientMessage,
  type HeartbeatFrame,
  type IntroFrame,
  type KEYED_CHANNELS,
  type MarketPriceFrame,
  type OrderBookFrame,
  type OrderEvent,
  type OrdersFrame,
  type SecondTickerFrame,
  type TickerFrame,
  type TradeTuple,
  type TradesFrame,
} from '../../contract';
import { MARKETS, type CoinKey } from '../../contract/markets';
import type { FaultSwitch } from '../faults';
import type { Listing } from '../market/listings';
import type { MarketModel, TradeEvent } from '../market/market-model';
import type { BookSource } from './book-source';
import { parseClientMessage } from './client-message';
import { FrameRing } from './frame-ring';

type MemberChannel = (typeof MEMBER_CHANNELS)[number];
type KeyedChannel = (typeof KEYED_CHANNELS)[number];
type BroadcastChannel = Exclude<Channel, MemberChannel | KeyedChannel>;
/** A member's balances as the assetChange frame carries them. */
export type AssetChangeRow = AssetChangeFrame['rows'][number];

const MEMBER: ReadonlySet<Channel> = new Set<Channel>(MEMBER_CHANNELS);
function isMemberChannel(ch: Channel): ch is MemberChannel {
  return MEMBER.has(ch);
}
const BROADCAST_CHANNELS: readonly BroadcastChannel[] = [
  'ticker',
  'secondTicker',
  'marketPrice',
  'trades',
  'intro',
];
/** Channels whose state is sent on a plain subscribe (events like trades are not). */
const SNAPSHOT_ON_SUBSCRIBE = new Set<Channel>(['ticker', 'secondTicker', 'marketPrice', 'intro']);

/** A client whose send buffer grows past this is too slow to follow the feed: it is dropped. */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** Replay rings also stop at this many bytes (a fast trade feed makes large frames). */
const RING_MAX_BYTES = 48 * 1024 * 1024;
/**
 * Order-book deltas kept per coin for replay: 200 flushes, 10 s of a busy book. Smaller than the
 * broadcast rings because there is one ring per followed coin (hundreds of coins), and because a book is
 * a full state: past a short reconnect, a snapshot (2 × ORDER_BOOK_DEPTH levels, 1–2 kB) is smaller than
 * the deltas it would replace. 10 s covers a reconnect within the first four backoff steps.
 */
export const BOOK_REPLAY_FRAMES = 200;
const BOOK_RING_MAX_BYTES = 256 * 1024;
/** A coin nobody follows any more keeps its book and ring this long, so that a reconnect can replay. */
export const BOOK_LINGER_MS = 10_000;
/** WebSocket close codes. */
export const CLOSE_TOO_SLOW = 1013;
export const CLOSE_DROPPED = 1012;

interface Client {
  socket: WebSocket;
  memNo: number | undefined;
  sessionId: string | undefined;
  channels: Set<Channel>;
  /** Coins whose order book the socket follows. */
  books: Set<CoinKey>;
  heartbeats: number;
}

interface ChannelLog {
  seq: number;
  ring: FrameRing;
}

/** The book of one coin as published: its best levels and the deltas that led there. */
interface PublishedBook {
  ring: FrameRing;
  asks: BookLevel[];
  bids: BookLevel[];
  /** A depth event touched the published levels since the last flush. */
  changed: boolean;
  /** When the last follower left; null while someone follows. */
  idleSince: number | null;
}

interface CoinBook {
  /** Kept when the book goes idle, so that numbers never repeat within a run. */
  seq: number;
  followers: Set<Client>;
  /** Present while someone follows the coin, or did within BOOK_LINGER_MS. */
  published: PublishedBook | null;
}

/** The best ORDER_BOOK_DEPTH levels, copied (the source may reuse its arrays). */
function topLevels(levels: readonly BookLevel[] | undefined): BookLevel[] {
  return (levels ?? []).slice(0, ORDER_BOOK_DEPTH).map(([price, quantity]): BookLevel => [price, quantity]);
}

/** Levels of `after` that differ from `before`, and the levels of `before` that are gone (quantity 0). */
export function levelChanges(before: readonly BookLevel[], after: readonly BookLevel[]): BookLevel[] {
  const left = new Map(before);
  const changes: BookLevel[] = [];
  for (const [price, quantity] of after) {
    if (left.get(price) !== quantity) changes.push([price, quantity]);
    left.delete(price);
  }
  for (const price of left.keys()) changes.push([price, 0]);
  return changes;
}

/**
 * Whether changed levels can alter the best ORDER_BOOK_DEPTH of a side: not when the side is full and
 * every change lies beyond its last level. `better` orders prices best first.
 */
function touchesTop(
  published: readonly BookLevel[],
  changes: readonly BookLevel[],
  better: (a: number, b: number) => boolean,
): boolean {
  if (changes.length === 0) return false;
  if (published.length < ORDER_BOOK_DEPTH) return true;
  const last = published[published.length - 1]![0];
  return changes.some(([price]) => !better(last, price));
}
const lowerFirst = (a: number, b: number) => a < b;
const higherFirst = (a: number, b: number) => a > b;

export interface FeedStats {
  malformedMessages: number;
  droppedSlowSockets: number;
}

export class FeedHub {
  private readonly clients = new Set<Client>();
  private readonly logs: Record<BroadcastChannel, ChannelLog>;
  private readonly memberLogs: Record<MemberChannel, Map<number, ChannelLog>> = {
    assetChange: new Map(),
    orders: new Map(),
  };
  /** Only coins the book source knows get an entry, so the map is bounded by the listings. */
  private readonly books = new Map<CoinKey, CoinBook>();
  private bookSource: BookSource | undefined;
  private stopDepth: (() => void) | undefined;
  private readonly changedTickers = new Set<Listing>();
  private trades: TradeTuple[] = [];
  private tickerFrames = 0;
  private readonly unsubscribers: (() => void)[] = [];
  readonly stats: FeedStats = { malformedMessages: 0, droppedSlowSockets: 0 };

  constructor(
    private readonly model: MarketModel,
    private readonly faults: FaultSwitch,
    /** Every balance of a member (the assetChange snapshot). */
    private readonly memberAssets: (memNo: number) => AssetChangeRow[],
    private readonly now: () => number,
    private readonly seqBase: number,
  ) {
    this.logs = Object.fromEntries(
      BROADCAST_CHANNELS.map((ch) => [
        ch,
        { seq: seqBase, ring: new FrameRing(seqBase, REPLAY_FRAMES, RING_MAX_BYTES) },
      ]),
    ) as Record<BroadcastChannel, ChannelLog>;
    this.unsubscribers.push(
      model.onTrade((trade) => this.onTrade(trade)),
      model.onIntroChange(() => this.publishIntro()),
      faults.onChange((current, previous) => {
        if (current.dropSocket && !previous.dropSocket)
          this.closeAll(CLOSE_DROPPED, 'dropped by fault switch');
      }),
    );
  }

  /**
   * Where order books come from (the matching engine). Set after construction because the engine and
   * the hub know each other. Until one is set, orderbook subscriptions are ignored like unknown coins.
   */
  setBookSource(source: BookSource): void {
    this.stopDepth?.();
    this.bookSource = source;
    this.stopDepth = source.onDepth((key, asks, bids) => this.onDepth(key, asks, bids));
    for (const book of this.books.values()) if (book.published) book.published.changed = true;
  }

  get socketCount(): number {
    return this.clients.size;
  }

  /** The current sequence number of a broadcast channel. */
  seq(ch: BroadcastChannel): number {
    return this.logs[ch].seq;
  }

  attach(socket: WebSocket, memNo: number | undefined, sessionId: string | undefined): void {
    const client: Client = { socket, memNo, sessionId, channels: new Set(), books: new Set(), heartbeats: 0 };
    this.clients.add(client);
    socket.on('message', (data, isBinary) => {
      const message = isBinary ? undefined : parseClientMessage(data.toString());
      if (!message) this.stats.malformedMessages++;
      else this.handle(client, message);
    });
    socket.on('close', () => this.remove(client));
    socket.on('error', () => {
      this.remove(client);
      socket.terminate();
    });
  }

  /** Forgets a client and what it followed. */
  private remove(client: Client): void {
    this.clients.delete(client);
    for (const key of client.books) this.unfollowBook(client, key);
  }

  private handle(client: Client, message: ClientMessage): void {
    if (message.op === 'ping') {
      this.heartbeat(client);
      return;
    }
    if (message.ch === 'orderbook') {
      // The message validation requires the key on a keyed channel.
      const key = message.key!;
      if (message.op === 'sub') this.followBook(client, key, message.since);
      else if (message.op === 'unsub') this.unfollowBook(client, key);
      else if (client.books.has(key)) this.sendBookSnapshot(client, key);
      return;
    }
    switch (message.op) {
      case 'unsub':
        client.channels.delete(message.ch);
        return;
      case 'snapshot':
        this.sendSnapshot(client, message.ch);
        return;
      case 'sub':
        this.subscribe(client, message.ch, message.since);
    }
  }

  private subscribe(client: Client, ch: Exclude<Channel, KeyedChannel>, since: number | undefined): void {
    if (isMemberChannel(ch) && client.memNo === undefined) return;
    client.channels.add(ch);
    if (since !== undefined) {
      const log = isMemberChannel(ch) ? this.memberLog(ch, client.memNo!) : this.logs[ch];
      const frames = log.ring.after(since);
      if (frames) for (const text of frames) this.send(client, text);
      else this.sendSnapshot(client, ch);
    } else if (SNAPSHOT_ON_SUBSCRIBE.has(ch)) {
      this.sendSnapshot(client, ch);
    }
  }

  private memberLog(ch: MemberChannel, memNo: number): ChannelLog {
    const logs = this.memberLogs[ch];
    let log = logs.get(memNo);
    if (!log) {
      log = { seq: this.seqBase, ring: new FrameRing(this.seqBase, REPLAY_FRAMES, RING_MAX_BYTES) };
      logs.set(memNo, log);
    }
    return log;
  }

  /** A snapshot carries the channel's current seq: the next live frame is seq + 1. */
  private sendSnapshot(client: Client, ch: Exclude<Channel, KeyedChannel>): void {
    const t = this.now();
    switch (ch) {
      case 'ticker': {
        const frame: TickerFrame = {
          ch,
          seq: this.logs.ticker.seq,
          t,
          snapshot: true,
          rows: this.model.tickerListings().map((listing) => this.model.tickerTuple(listing)),
        };
        this.send(client, JSON.stringify(frame));
        return;
      }
      case 'trades': {
        const frame: TradesFrame = { ch, seq: this.logs.trades.seq, t, reset: true, rows: [] };
        this.send(client, JSON.stringify(frame));
        return;
      }
      case 'assetChange': {
        if (client.memNo === undefined) return;
        const frame: AssetChangeFrame = {
          ch,
          seq: this.memberLog(ch, client.memNo).seq,
          t,
          rows: this.memberAssets(client.memNo),
        };
        this.send(client, JSON.stringify(frame));
        return;
      }
      case 'orders': {
        // Events have no state to resend: the empty frame gives the current number, and the open-orders
        // call recovers what was missed.
        if (client.memNo === undefined) return;
        const frame: OrdersFrame = { ch, seq: this.memberLog(ch, client.memNo).seq, t, events: [] };
        this.send(client, JSON.stringify(frame));
        return;
      }
      default:
        this.send(client, JSON.stringify(this.stateFrame(ch, this.logs[ch].seq, t)));
    }
  }

  private stateFrame(
    ch: 'secondTicker' | 'marketPrice' | 'intro',
    seq: number,
    t: number,
  ): SecondTickerFrame | MarketPriceFrame | IntroFrame {
    if (ch === 'secondTicker') return { ch, seq, t, rows: this.model.secondTickerRows() };
    if (ch === 'marketPrice')
      return {
        ch,
        seq,
        t,
        rows: MARKETS.map((m) => [m.marketSymbol, this.model.marketPrice(m.marketSymbol)]),
      };
    return { ch, seq, t, ...this.model.intro() };
  }

  // --- order books ---------------------------------------------------------------------------------

  /** The coin's book, published afresh when nobody followed it; undefined for a coin without a book. */
  private publishedBook(key: CoinKey): { book: CoinBook; published: PublishedBook } | undefined {
    const book = this.books.get(key);
    if (book?.published) return { book, published: book.published };
    const snapshot = this.bookSource?.snapshot(key);
    if (!snapshot) return undefined;
    const fresh: CoinBook = book ?? { seq: this.seqBase, followers: new Set(), published: null };
    // The book moved on unseen while idle: a new number, so an old `since` cannot match an empty ring.
    if (book) fresh.seq += 1;
    fresh.published = {
      ring: new FrameRing(fresh.seq, BOOK_REPLAY_FRAMES, BOOK_RING_MAX_BYTES),
      asks: topLevels(snapshot.asks),
      bids: topLevels(snapshot.bids),
      changed: false,
      idleSince: null,
    };
    this.books.set(key, fresh);
    return { book: fresh, published: fresh.published };
  }

  private followBook(client: Client, key: CoinKey, since: number | undefined): void {
    const found = this.publishedBook(key);
    if (!found) return;
    const { book, published } = found;
    client.books.add(key);
    book.followers.add(client);
    published.idleSince = null;
    const frames = since === undefined ? undefined : published.ring.after(since);
    if (frames) for (const text of frames) this.send(client, text);
    else this.sendBookSnapshot(client, key);
  }

  private unfollowBook(client: Client, key: CoinKey): void {
    client.books.delete(key);
    const book = this.books.get(key);
    if (!book?.followers.delete(client)) return;
    if (book.followers.size === 0 && book.published) book.published.idleSince = this.now();
  }

  /** The book as published, numbered with its current seq: the next delta is seq + 1. */
  private sendBookSnapshot(client: Client, key: CoinKey): void {
    const book = this.books.get(key);
    if (!book?.published) return;
    const { asks, bids } = book.published;
    const frame: OrderBookFrame = {
      ch: 'orderbook',
      seq: book.seq,
      t: this.now(),
      key,
      snapshot: true,
      asks,
      bids,
    };
    this.send(client, JSON.stringify(frame));
  }

  private onDepth(key: CoinKey, asks: BookLevel[], bids: BookLevel[]): void {
    const published = this.books.get(key)?.published;
    if (!published || published.changed) return;
    published.changed =
      touchesTop(published.asks, asks, lowerFirst) || touchesTop(published.bids, bids, higherFirst);
  }

  /** Sends one delta per changed coin; lets go of books nobody followed for BOOK_LINGER_MS. */
  private flushBooks(t: number): void {
    for (const [key, book] of this.books) {
      const published = book.published;
      if (!published) continue;
      if (published.idleSince !== null && t - published.idleSince >= BOOK_LINGER_MS) {
        book.published = null;
        continue;
      }
      if (!published.changed) continue;
      published.changed = false;
      const snapshot = this.bookSource?.snapshot(key);
      const asks = topLevels(snapshot?.asks);
      const bids = topLevels(snapshot?.bids);
      const askChanges = levelChanges(published.asks, asks);
      const bidChanges = levelChanges(published.bids, bids);
      if (askChanges.length === 0 && bidChanges.length === 0) continue;
      published.asks = asks;
      published.bids = bids;
      book.seq += 1;
      const frame: OrderBookFrame = {
        ch: 'orderbook',
        seq: book.seq,
        t,
        key,
        snapshot: false,
        asks: askChanges,
        bids: bidChanges,
      };
      const text = JSON.stringify(frame);
      published.ring.push(book.seq, text);
      for (const client of book.followers) this.send(client, text);
    }
  }

  // --- sending -------------------------------------------------------------------------------------

  private send(client: Client, text: string): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.stats.droppedSlowSockets++;
      this.remove(client);
      socket.close(CLOSE_TOO_SLOW, 'too slow');
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  private heartbeat(client: Client): void {
    const frame: HeartbeatFrame = { ch: 'heartbeat', seq: ++client.heartbeats, t: this.now() };
    this.send(client, JSON.stringify(frame));
  }

  /** Records a broadcast frame and sends it to the subscribers; `deliver` false skips the send only. */
  private broadcast(ch: BroadcastChannel, build: (seq: number) => object, deliver = true): void {
    const log = this.logs[ch];
    const seq = log.seq + 1;
    const text = JSON.stringify(build(seq));
    log.seq = seq;
    log.ring.push(seq, text);
    if (!deliver) return;
    for (const client of this.clients) if (client.channels.has(ch)) this.send(client, text);
  }

  /** Records a member's frame and sends it to that member's subscribed sockets. */
  private sendToMember(ch: MemberChannel, memNo: number, build: (seq: number) => object): void {
    const log = this.memberLog(ch, memNo);
    const seq = log.seq + 1;
    const text = JSON.stringify(build(seq));
    log.seq = seq;
    log.ring.push(seq, text);
    for (const client of this.clients)
      if (client.memNo === memNo && client.channels.has(ch)) this.send(client, text);
  }

  private onTrade(trade: TradeEvent): void {
    this.changedTickers.add(trade.listing);
    this.trades.push([trade.listing.key, trade.timeMs, trade.price, trade.quantity, trade.side]);
  }

  /** Sends the batched ticker changes, trades and book deltas (every TICKER_FLUSH_MS). */
  flush(): void {
    const t = this.now();
    if (this.changedTickers.size > 0) {
      const rows = [...this.changedTickers].map((listing) => this.model.tickerTuple(listing));
      this.changedTickers.clear();
      const skipEvery = this.faults.current.skipTickerFrameEvery;
      this.tickerFrames++;
      const deliver = !(skipEvery > 0 && this.tickerFrames % skipEvery === 0);
      this.broadcast(
        'ticker',
        (seq): TickerFrame => ({ ch: 'ticker', seq, t, snapshot: false, rows }),
        deliver,
      );
    }
    if (this.trades.length > 0) {
      const rows = this.trades;
      this.trades = [];
      this.broadcast('trades', (seq): TradesFrame => ({ ch: 'trades', seq, t, reset: false, rows }));
    }
    this.flushBooks(t);
  }

  /** The once-a-second channels. */
  everySecond(): void {
    const t = this.now();
    this.broadcast('secondTicker', (seq) => this.stateFrame('secondTicker', seq, t));
    this.broadcast('marketPrice', (seq) => this.stateFrame('marketPrice', seq, t));
  }

  publishIntro(): void {
    const t = this.now();
    this.broadcast('intro', (seq) => this.stateFrame('intro', seq, t));
  }

  publishAssetChange(memNo: number, rows: AssetChangeRow[]): void {
    const t = this.now();
    this.sendToMember('assetChange', memNo, (seq): AssetChangeFrame => ({ ch: 'assetChange', seq, t, rows }));
  }

  /** The member's order events (placed, triggered, fills, cancels), in the order they happened. */
  publishOrderEvents(memNo: number, events: OrderEvent[]): void {
    if (events.length === 0) return;
    const t = this.now();
    this.sendToMember('orders', memNo, (seq): OrdersFrame => ({ ch: 'orders', seq, t, events }));
  }

  heartbeatAll(): void {
    for (const client of this.clients) this.heartbeat(client);
  }

  /** After logout: the sockets of that session stop receiving the member's frames. */
  forgetSession(sessionId: string): void {
    for (const client of this.clients) {
      if (client.sessionId !== sessionId) continue;
      client.memNo = undefined;
      client.sessionId = undefined;
      for (const ch of MEMBER_CHANNELS) client.channels.delete(ch);
    }
  }

  closeAll(code: number, reason: string): void {
    for (const client of [...this.clients]) {
      this.remove(client);
      client.socket.close(code, reason);
      client.socket.terminate();
    }
  }

  dispose(): void {
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    this.stopDepth?.();
    this.closeAll(1001, 'server closing');
  }
}
