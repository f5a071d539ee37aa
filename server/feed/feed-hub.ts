/**
 * The socket feed: subscriptions, sequence numbers, replay rings, snapshots, heartbeats and
 * backpressure. Broadcast channels count one sequence per channel; the member channels (assetChange,
 * orders, credit) count per member; the orderbook counts per coin. Sequence numbers start at the server's start
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
 *
 * Bounds (numbers and reasons in feed-limits.ts): every message a socket sends passes its rate gate
 * first (op-gate.ts: excess dropped and counted, a flood closed with SOCKET_CLOSE.policy); sockets are
 * capped per address and in all, with places kept for members and guests' places shared out evenly among
 * addresses (socket-caps.ts: the upgrade route refuses first, `attach` again and evicts); a socket that
 * follows nothing for SUBSCRIBE_DEADLINE_MS is closed; each send buffer has a cap and all of them one
 * budget (buffer-budget.ts: the slowest readers go first); snapshots are encoded once per seq
 * (snapshot-cache.ts) and frames once for every socket; a replay is bounded by bytes. A member socket's session is checked on every heartbeat and before a member snapshot,
 * so an expired or deleted session stops its member frames as logout does. A member whose block refuses
 * a member channel's REST call (contract/blocks.ts `blockRefusesChannel`) gets none of its frames, checked
 * on subscribe, snapshot and every frame, as the REST call answers 403 from the moment the block is set.
 */
import type { RawData, WebSocket } from 'ws';
import {
  MEMBER_CHANNELS,
  ORDER_BOOK_DEPTH,
  REPLAY_FRAMES,
  SOCKET_CLOSE,
  type AssetChangeFrame,
  type BookLevel,
  type Channel,
  type ClientMessage,
  type CreditFrame,
  type CreditStatus,
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
import { BufferBudget } from './buffer-budget';
import { parseClientMessage } from './client-message';
import {
  BUFFER_BUDGET_BYTES,
  BUFFER_RELIEF_BYTES,
  MAX_BUFFERED_BYTES,
  MAX_SOCKETS,
  MAX_SOCKETS_PER_ADDRESS,
  MEMBER_RESERVED_SOCKETS,
  REPLAY_MAX_BYTES,
  SNAPSHOT_MAX_AGE_MS,
  SUBSCRIBE_DEADLINE_MS,
} from './feed-limits';
import { encodeFrame, FrameRing } from './frame-ring';
import { OpGate } from './op-gate';
import { SnapshotCache } from './snapshot-cache';
import { SocketCaps, type Admission } from './socket-caps';

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
const SNAPSHOT_ON_SUBSCRIBE = new Set<Channel>(['ticker', 'secondTicker', 'marketPrice', 'intro', 'credit']);

/**
 * Replay rings also stop at the replay bound: a replay larger than REPLAY_MAX_BYTES gets a snapshot
 * instead, so frames beyond it would only be memory (48 MB a channel and a member at 5,000 trades/s).
 */
const RING_MAX_BYTES = REPLAY_MAX_BYTES;
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
export const CLOSE_TOO_SLOW = SOCKET_CLOSE.tryAgainLater;
export const CLOSE_DROPPED = SOCKET_CLOSE.restart;
/**
 * A shed socket whose send buffer holds more than this is cut at once: its close frame would wait
 * behind that much unread data, and the socket would hold its buffers until ws's close timeout.
 */
const CLOSE_FRAME_WAIT_BYTES = 64 * 1024;

/** A logged-in socket: the member, and the session whose life bounds the member frames. */
export interface SocketMember {
  memNo: number;
  sessionId: string;
}

/** Who is on the other end of a socket. */
export interface SocketPeer {
  /** Remote address, for the per-address cap. */
  address: string;
  member: SocketMember | undefined;
}

interface Client {
  socket: WebSocket;
  /** Remote address, as counted in the socket caps. */
  address: string;
  member: SocketMember | undefined;
  /** How the caps count the socket: a member's (until its session ends), a guest's, or no more. */
  place: 'member' | 'guest' | 'released';
  /** Closes the socket if it still follows nothing (SUBSCRIBE_DEADLINE_MS); set while it follows nothing. */
  idleTimer: ReturnType<typeof setTimeout> | undefined;
  channels: Set<Channel>;
  /** Coins whose order book the socket follows. */
  books: Set<CoinKey>;
  heartbeats: number;
  gate: OpGate;
  /** The send buffer as last measured (buffer-budget.ts). */
  buffered: number;
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

/** The snapshot cache's key of a coin's book (the broadcast channels use their name). */
const bookSnapshotKey = (key: CoinKey) => `orderbook:${key}`;

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
  /** Messages ignored for the socket's rate. */
  rateLimitedMessages: number;
  /** Sockets closed for flooding (SOCKET_CLOSE.policy). */
  floodedSockets: number;
  /** Sockets refused for the caps per address or in all. */
  refusedSockets: number;
  /** Guest sockets cut to make room for a member or for an address holding fewer (socket-caps.ts). */
  evictedSockets: number;
  /** Sockets closed for following nothing for SUBSCRIBE_DEADLINE_MS. */
  idleSockets: number;
  /** Sockets dropped, slowest first, when all send buffers together passed the budget. */
  droppedOverBudget: number;
}

export interface FeedHubOptions {
  model: MarketModel;
  faults: FaultSwitch;
  /** Every balance of a member (the assetChange snapshot). */
  memberAssets: (memNo: number) => AssetChangeRow[];
  /** A member's Plus buy status (the credit snapshot). */
  memberCredit: (memNo: number) => CreditStatus;
  /** Whether a session is still live, without extending it (a socket is no activity). */
  sessionLive: (sessionId: string) => boolean;
  /** Whether the member's block refuses the REST call that carries a member channel's data. */
  channelBlocked: (memNo: number, ch: MemberChannel) => boolean;
  now: () => number;
  /** The first sequence number of every channel (the start time: see the header). */
  seqBase: number;
}

export class FeedHub {
  private readonly clients = new Set<Client>();
  private readonly logs: Record<BroadcastChannel, ChannelLog>;
  private readonly memberLogs: Record<MemberChannel, Map<number, ChannelLog>> = {
    assetChange: new Map(),
    orders: new Map(),
    credit: new Map(),
  };
  /** Only coins the book source knows get an entry, so the map is bounded by the listings. */
  private readonly books = new Map<CoinKey, CoinBook>();
  private bookSource: BookSource | undefined;
  private stopDepth: (() => void) | undefined;
  private readonly changedTickers = new Set<Listing>();
  private trades: TradeTuple[] = [];
  private tickerFrames = 0;
  private readonly unsubscribers: (() => void)[] = [];
  private readonly snapshots = new SnapshotCache(SNAPSHOT_MAX_AGE_MS);
  private readonly caps = new SocketCaps({
    perAddress: MAX_SOCKETS_PER_ADDRESS,
    total: MAX_SOCKETS,
    memberReserve: MEMBER_RESERVED_SOCKETS,
  });
  private readonly budget = new BufferBudget<Client>(
    BUFFER_BUDGET_BYTES,
    BUFFER_RELIEF_BYTES,
    (client) => client.socket.bufferedAmount,
  );
  private readonly model: MarketModel;
  private readonly faults: FaultSwitch;
  private readonly memberAssets: (memNo: number) => AssetChangeRow[];
  private readonly memberCredit: (memNo: number) => CreditStatus;
  private readonly sessionLive: (sessionId: string) => boolean;
  private readonly channelBlocked: (memNo: number, ch: MemberChannel) => boolean;
  private readonly now: () => number;
  private readonly seqBase: number;
  readonly stats: FeedStats = {
    malformedMessages: 0,
    droppedSlowSockets: 0,
    rateLimitedMessages: 0,
    floodedSockets: 0,
    refusedSockets: 0,
    evictedSockets: 0,
    idleSockets: 0,
    droppedOverBudget: 0,
  };

  constructor({
    model,
    faults,
    memberAssets,
    memberCredit,
    sessionLive,
    channelBlocked,
    now,
    seqBase,
  }: FeedHubOptions) {
    this.model = model;
    this.faults = faults;
    this.memberAssets = memberAssets;
    this.memberCredit = memberCredit;
    this.sessionLive = sessionLive;
    this.channelBlocked = channelBlocked;
    this.now = now;
    this.seqBase = seqBase;
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

  /** Places the socket caps count as taken (a socket holds one from its upgrade until really closed). */
  get heldPlaces(): number {
    return this.caps.count;
  }

  /** Bytes the send buffers of all sockets hold, as last measured (at most one flush old). */
  get bufferedBytes(): number {
    return this.budget.bytes;
  }

  /** Snapshots serialised since the start (each one is sent to every socket that asks at its seq). */
  get snapshotBuilds(): number {
    return this.snapshots.builds;
  }

  /**
   * Whether a socket from `address` (a member's: it carries a live session) would be taken now; a refusal
   * is counted. The upgrade route asks before upgrading, so that a refusal is an HTTP answer in the
   * envelope; an eviction waits for `attach`.
   */
  screen(address: string, member: boolean): Admission {
    const admission = this.caps.admission(address, member);
    if (admission === 'address' || admission === 'total') this.stats.refusedSockets++;
    return admission;
  }

  /** The current sequence number of a broadcast channel. */
  seq(ch: BroadcastChannel): number {
    return this.logs[ch].seq;
  }

  /**
   * Serves a socket; over a cap (two upgrades can pass the route's check at once) it is closed at once
   * with SOCKET_CLOSE.tryAgainLater and false is answered.
   */
  attach(socket: WebSocket, peer: SocketPeer): boolean {
    const admission = this.screen(peer.address, peer.member !== undefined);
    if (admission === 'address' || admission === 'total') {
      socket.close(SOCKET_CLOSE.tryAgainLater, 'too many sockets');
      return false;
    }
    // The address to evict from may hold only sockets already closing: then there is no room after all.
    if (admission !== 'ok' && !this.evict(admission.evict)) {
      this.stats.refusedSockets++;
      socket.close(SOCKET_CLOSE.tryAgainLater, 'too many sockets');
      return false;
    }
    const place = peer.member ? 'member' : 'guest';
    this.caps.open(peer.address, place === 'member');
    const client: Client = {
      socket,
      address: peer.address,
      member: peer.member,
      place,
      idleTimer: undefined,
      channels: new Set(),
      books: new Set(),
      heartbeats: 0,
      gate: new OpGate(this.now()),
      buffered: 0,
    };
    this.clients.add(client);
    this.budget.add(client);
    this.watchIdle(client);
    socket.on('message', (data, isBinary) => this.receive(client, data, isBinary));
    socket.once('close', () => {
      this.remove(client);
      this.release(client);
    });
    socket.on('error', () => {
      this.remove(client);
      socket.terminate();
    });
    return true;
  }

  /** One message of a socket: its rate first (a dropped message costs no parsing), then its meaning. */
  private receive(client: Client, data: RawData, isBinary: boolean): void {
    // A shed socket may still be talking while its close handshake runs.
    if (!this.clients.has(client)) return;
    const verdict = client.gate.admit(this.now());
    if (verdict === 'drop') {
      this.stats.rateLimitedMessages++;
      return;
    }
    if (verdict === 'close') {
      this.stats.floodedSockets++;
      this.shed(client, SOCKET_CLOSE.policy, 'too many messages');
      return;
    }
    const message = isBinary ? undefined : parseClientMessage(data.toString());
    if (!message) this.stats.malformedMessages++;
    else this.handle(client, message);
  }

  /** Forgets a client and what it followed. */
  private remove(client: Client): void {
    this.clients.delete(client);
    this.budget.delete(client);
    clearTimeout(client.idleTimer);
    client.idleTimer = undefined;
    for (const key of client.books) this.unfollowBook(client, key);
  }

  /** Gives the socket's place back to the caps, once. */
  private release(client: Client): void {
    if (client.place === 'released') return;
    this.caps.close(client.address, client.place === 'member');
    client.place = 'released';
  }

  /**
   * Cuts the oldest guest socket of `address` to make room (socket-caps.ts): its place is free at once,
   * since a cut socket holds no buffers, and the close frame tells its client to come back later. False
   * when the address has no guest socket still served.
   */
  private evict(address: string): boolean {
    for (const client of this.clients)
      if (client.address === address && client.place === 'guest') {
        this.stats.evictedSockets++;
        this.remove(client);
        this.release(client);
        client.socket.close(SOCKET_CLOSE.tryAgainLater, 'server full');
        client.socket.terminate();
        return true;
      }
    return false;
  }

  /**
   * Starts the socket's subscribe deadline when it follows nothing, stops it when it follows something.
   * Called on attach and after every change of its subscriptions.
   */
  private watchIdle(client: Client): void {
    const idle = client.channels.size === 0 && client.books.size === 0;
    if (!idle) {
      clearTimeout(client.idleTimer);
      client.idleTimer = undefined;
    } else if (client.idleTimer === undefined && this.clients.has(client)) {
      client.idleTimer = setTimeout(() => {
        client.idleTimer = undefined;
        this.stats.idleSockets++;
        this.shed(client, SOCKET_CLOSE.policy, 'no subscription');
      }, SUBSCRIBE_DEADLINE_MS);
    }
  }

  /** Stops serving a socket and closes it with `code`. */
  private shed(client: Client, code: number, reason: string): void {
    const socket = client.socket;
    this.remove(client);
    socket.close(code, reason);
    if (socket.bufferedAmount > CLOSE_FRAME_WAIT_BYTES) socket.terminate();
  }

  private handle(client: Client, message: ClientMessage): void {
    if (message.op === 'ping') {
      this.heartbeat(client);
      return;
    }
    this.follow(client, message);
    this.watchIdle(client);
  }

  /** A message about a channel or a book: sub, unsub or snapshot. */
  private follow(client: Client, message: Exclude<ClientMessage, { op: 'ping' }>): void {
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
    let log: ChannelLog;
    if (isMemberChannel(ch)) {
      const member = this.liveMember(client, ch);
      if (!member) return;
      log = this.memberLog(ch, member.memNo);
    } else log = this.logs[ch];
    client.channels.add(ch);
    if (since !== undefined) {
      const frames = log.ring.after(since, REPLAY_MAX_BYTES);
      if (frames) for (const frame of frames) this.send(client, frame);
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

  /**
   * The socket's member while its session lives and the member's block leaves `ch` open; a dead session
   * is revoked on the spot.
   */
  private liveMember(client: Client, ch: MemberChannel): SocketMember | undefined {
    const member = client.member;
    if (member && !this.sessionLive(member.sessionId)) this.revoke(client);
    if (!client.member || this.channelBlocked(client.member.memNo, ch)) return undefined;
    return client.member;
  }

  /** A snapshot carries the channel's current seq: the next live frame is seq + 1. */
  private sendSnapshot(client: Client, ch: Exclude<Channel, KeyedChannel>): void {
    if (isMemberChannel(ch)) {
      this.sendMemberSnapshot(client, ch);
      return;
    }
    const seq = this.logs[ch].seq;
    const frame = this.snapshots.get(ch, seq, this.now(), (t) => {
      switch (ch) {
        case 'ticker':
          return {
            ch,
            seq,
            t,
            snapshot: true,
            rows: this.model.tickerListings().map((listing) => this.model.tickerTuple(listing)),
          } satisfies TickerFrame;
        case 'trades':
          return { ch, seq, t, reset: true, rows: [] } satisfies TradesFrame;
        default:
          return this.stateFrame(ch, seq, t);
      }
    });
    this.send(client, frame);
  }

  /** A member's snapshot is the member's own: built per request (requests are rate-limited). */
  private sendMemberSnapshot(client: Client, ch: MemberChannel): void {
    const member = this.liveMember(client, ch);
    if (!member) return;
    const seq = this.memberLog(ch, member.memNo).seq;
    const t = this.now();
    const frame: AssetChangeFrame | OrdersFrame | CreditFrame =
      ch === 'assetChange'
        ? { ch, seq, t, rows: this.memberAssets(member.memNo) }
        : ch === 'credit'
          ? { ch, seq, t, status: this.memberCredit(member.memNo) }
          : // Events have no state to resend: the empty frame gives the current number, and the
            // open-orders call recovers what was missed.
            { ch, seq, t, events: [] };
    this.send(client, encodeFrame(frame));
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
    const frames = since === undefined ? undefined : published.ring.after(since, REPLAY_MAX_BYTES);
    if (frames) for (const frame of frames) this.send(client, frame);
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
    const seq = book.seq;
    const frame = this.snapshots.get(bookSnapshotKey(key), seq, this.now(), (t): OrderBookFrame => ({
      ch: 'orderbook',
      seq,
      t,
      key,
      snapshot: true,
      asks,
      bids,
    }));
    this.send(client, frame);
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
        this.snapshots.delete(bookSnapshotKey(key));
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
      const encoded = encodeFrame(frame);
      published.ring.push(book.seq, encoded);
      for (const client of book.followers) this.send(client, encoded);
    }
  }

  // --- sending -------------------------------------------------------------------------------------

  /** Sends an encoded frame as a text frame; the same bytes go to every socket without a copy. */
  private send(client: Client, frame: Buffer): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN || !this.clients.has(client)) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.stats.droppedSlowSockets++;
      this.shed(client, SOCKET_CLOSE.tryAgainLater, 'too slow');
      return;
    }
    socket.send(frame, { binary: false });
    if (this.budget.note(client)) this.shedOverBudget();
  }

  /** All send buffers together passed the budget: the slowest readers go first. */
  private shedOverBudget(): void {
    for (const client of this.budget.over()) {
      this.stats.droppedOverBudget++;
      this.shed(client, SOCKET_CLOSE.tryAgainLater, 'server busy');
    }
  }

  private heartbeat(client: Client): void {
    const frame: HeartbeatFrame = { ch: 'heartbeat', seq: ++client.heartbeats, t: this.now() };
    this.send(client, encodeFrame(frame));
  }

  /** Records a broadcast frame and sends it to the subscribers; `deliver` false skips the send only. */
  private broadcast(ch: BroadcastChannel, build: (seq: number) => object, deliver = true): void {
    const log = this.logs[ch];
    const seq = log.seq + 1;
    const frame = encodeFrame(build(seq));
    log.seq = seq;
    log.ring.push(seq, frame);
    if (!deliver) return;
    for (const client of this.clients) if (client.channels.has(ch)) this.send(client, frame);
  }

  /**
   * Records a member's frame and sends it to that member's subscribed sockets, unless the member's block
   * refuses the channel (asked once per frame, and only when a socket would get it). A blocked member's
   * frames are still numbered and kept, so that the sockets see a gap and ask for a snapshot, which the
   * block refuses until it is lifted.
   */
  private sendToMember(ch: MemberChannel, memNo: number, build: (seq: number) => object): void {
    const log = this.memberLog(ch, memNo);
    const seq = log.seq + 1;
    const frame = encodeFrame(build(seq));
    log.seq = seq;
    log.ring.push(seq, frame);
    let blocked: boolean | undefined;
    for (const client of this.clients) {
      if (client.member?.memNo !== memNo || !client.channels.has(ch)) continue;
      blocked ??= this.channelBlocked(memNo, ch);
      if (blocked) return;
      this.send(client, frame);
    }
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
    // Buffers drained since they were last measured: measure them all, and shed if still over budget.
    this.budget.recount();
    if (this.budget.bytes > BUFFER_BUDGET_BYTES) this.shedOverBudget();
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

  /** The member's whole Plus buy status, after each change of it. */
  publishCredit(memNo: number, status: CreditStatus): void {
    const t = this.now();
    this.sendToMember('credit', memNo, (seq): CreditFrame => ({ ch: 'credit', seq, t, status }));
  }

  /**
   * Heartbeats, and the member sockets whose session expired or was deleted lose their member frames.
   * Checked here, once per session every HEARTBEAT_MS, rather than before every member frame: a fill
   * sends several frames within one commit, and a lookup per frame and socket would put the database on
   * the hot path for a revocation that may come at most one heartbeat late.
   */
  heartbeatAll(): void {
    const live = new Map<string, boolean>();
    for (const client of this.clients) {
      const sessionId = client.member?.sessionId;
      if (sessionId === undefined) continue;
      let isLive = live.get(sessionId);
      if (isLive === undefined) {
        isLive = this.sessionLive(sessionId);
        live.set(sessionId, isLive);
      }
      if (!isLive) this.revoke(client);
    }
    for (const client of this.clients) this.heartbeat(client);
  }

  /** After logout: the sockets of that session stop receiving the member's frames. */
  forgetSession(sessionId: string): void {
    for (const client of this.clients) if (client.member?.sessionId === sessionId) this.revoke(client);
  }

  /** The socket is a guest's from now on, in the caps too. */
  private revoke(client: Client): void {
    client.member = undefined;
    if (client.place === 'member') {
      this.caps.demote(client.address);
      client.place = 'guest';
    }
    for (const ch of MEMBER_CHANNELS) client.channels.delete(ch);
    this.watchIdle(client);
  }

  /** Closes every socket with `code` (they may come back at once, unlike a shed socket). */
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
    this.closeAll(SOCKET_CLOSE.goingAway, 'server closing');
  }
}
