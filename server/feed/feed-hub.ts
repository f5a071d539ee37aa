/**
 * The socket feed: subscriptions, sequence numbers, replay rings, snapshots, heartbeats and
 * backpressure. Broadcast channels count one sequence per channel; the member channels (assetChange,
 * orders, credit, drawings, notifications) count per member; the orderbook counts per coin. Sequence numbers start at the
 * server's start time in ms, so a `since` from an earlier run of the server is never mistaken for one of
 * this run (it is older than the ring and gets a snapshot).
 *
 * Its parts: the sockets it serves (feed-sockets.ts: caps, rate gates, the subscribe deadline, send
 * buffers and their budget, heartbeats, sessions) and the order books (book-feed.ts: one book per
 * followed coin, deltas per flush). The hub itself keeps the channels: their logs and rings,
 * subscriptions and snapshots, and what it publishes.
 *
 * Bounds (numbers and reasons in feed-limits.ts): every message a socket sends passes its rate gate
 * first (op-gate.ts: excess dropped and counted, a flood closed with SOCKET_CLOSE.policy); sockets are
 * capped per address and in all, with places kept for members and guests' places shared out evenly among
 * addresses (socket-caps.ts: the upgrade route refuses first, `attach` again and evicts); a socket that
 * follows nothing for SUBSCRIBE_DEADLINE_MS is closed; each send buffer has a cap and all of them one
 * budget (buffer-budget.ts: the slowest readers go first); snapshots are encoded once per seq
 * (snapshot-cache.ts) and frames once for every socket; a replay is bounded by bytes. A member socket's
 * session is checked on every heartbeat and before a member snapshot, so an expired or deleted session
 * stops its member frames as logout does. A member whose block refuses a member channel's REST call
 * (contract/blocks.ts `blockRefusesChannel`) gets none of its frames, checked on subscribe, snapshot and
 * every frame, as the REST call answers 403 from the moment the block is set.
 */
import type { WebSocket } from 'ws';
import {
  MEMBER_CHANNELS,
  REPLAY_FRAMES,
  SOCKET_CLOSE,
  type AlgoOrderRow,
  type AssetChangeFrame,
  type Channel,
  type ClientMessage,
  type CreditFrame,
  type CreditStatus,
  type DrawingChange,
  type DrawingsFrame,
  type LayoutsFrame,
  type IntroFrame,
  type KEYED_CHANNELS,
  type MarketPriceFrame,
  type Notification,
  type NotificationsFrame,
  type OrderEvent,
  type OrdersFrame,
  type SecondTickerFrame,
  type TickerFrame,
  type TradeTuple,
  type TradesFrame,
} from '../../contract';
import { type LayoutSummary } from '../../contract/layout-names';
import { MARKETS } from '../../contract/markets';
import type { FaultSwitch } from '../faults';
import type { Listing } from '../market/listings';
import type { MarketSource, TradeEvent } from '../sources/market-source';
import { BookFeed } from './book-feed';
import type { BookSource } from './book-source';
import { FeedSockets } from './feed-sockets';
import { REPLAY_MAX_BYTES, SNAPSHOT_MAX_AGE_MS } from './feed-limits';
import { encodeFrame, FrameRing } from './frame-ring';
import type { FeedStats, ServedSocket, SocketMember, SocketPeer } from './served-socket';
import { SnapshotCache } from './snapshot-cache';
import type { Admission } from './socket-caps';

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
/**
 * Channels whose state is sent on a plain subscribe (events like trades are not); the notifications'
 * state is the count unread, which a window's bell shows from the start; the layouts' the member's list.
 */
const SNAPSHOT_ON_SUBSCRIBE = new Set<Channel>([
  'ticker',
  'secondTicker',
  'marketPrice',
  'intro',
  'credit',
  'layouts',
  'notifications',
]);

/**
 * Replay rings also stop at the replay bound: a replay larger than REPLAY_MAX_BYTES gets a snapshot
 * instead, so frames beyond it would only be memory (48 MB a channel and a member at 5,000 trades/s).
 */
const RING_MAX_BYTES = REPLAY_MAX_BYTES;
/** WebSocket close codes. */
export const CLOSE_TOO_SLOW = SOCKET_CLOSE.tryAgainLater;
export const CLOSE_DROPPED = SOCKET_CLOSE.restart;

interface ChannelLog {
  seq: number;
  ring: FrameRing;
}

export interface FeedHubOptions {
  model: MarketSource;
  faults: FaultSwitch;
  /** Every balance of a member (the assetChange snapshot). */
  memberAssets: (memNo: number) => AssetChangeRow[];
  /** A member's Plus buy status (the credit snapshot). */
  memberCredit: (memNo: number) => CreditStatus;
  /** The count of a member's notifications not read (the notifications snapshot). */
  memberUnread: (memNo: number) => number;
  /** A member's named layouts without their documents (the layouts snapshot). */
  memberLayouts: (memNo: number) => LayoutSummary[];
  /** Whether a session is still live, without extending it (a socket is no activity). */
  sessionLive: (sessionId: string) => boolean;
  /** Whether the member's block refuses the REST call that carries a member channel's data. */
  channelBlocked: (memNo: number, ch: MemberChannel) => boolean;
  now: () => number;
  /** The first sequence number of every channel (the start time: see the header). */
  seqBase: number;
}

export class FeedHub {
  private readonly logs: Record<BroadcastChannel, ChannelLog>;
  private readonly memberLogs: Record<MemberChannel, Map<number, ChannelLog>> = {
    assetChange: new Map(),
    orders: new Map(),
    credit: new Map(),
    drawings: new Map(),
    layouts: new Map(),
    notifications: new Map(),
  };
  private readonly changedTickers = new Set<Listing>();
  private trades: TradeTuple[] = [];
  private tickerFrames = 0;
  private readonly unsubscribers: (() => void)[] = [];
  private readonly snapshots = new SnapshotCache(SNAPSHOT_MAX_AGE_MS);
  private readonly sockets: FeedSockets;
  private readonly books: BookFeed;
  private readonly model: MarketSource;
  private readonly faults: FaultSwitch;
  private readonly memberAssets: (memNo: number) => AssetChangeRow[];
  private readonly memberCredit: (memNo: number) => CreditStatus;
  private readonly memberUnread: (memNo: number) => number;
  private readonly memberLayouts: (memNo: number) => LayoutSummary[];
  private readonly sessionLive: (sessionId: string) => boolean;
  private readonly channelBlocked: (memNo: number, ch: MemberChannel) => boolean;
  private readonly now: () => number;
  private readonly seqBase: number;

  constructor({
    model,
    faults,
    memberAssets,
    memberCredit,
    memberUnread,
    memberLayouts,
    sessionLive,
    channelBlocked,
    now,
    seqBase,
  }: FeedHubOptions) {
    this.model = model;
    this.faults = faults;
    this.memberAssets = memberAssets;
    this.memberCredit = memberCredit;
    this.memberUnread = memberUnread;
    this.memberLayouts = memberLayouts;
    this.sessionLive = sessionLive;
    this.channelBlocked = channelBlocked;
    this.now = now;
    this.seqBase = seqBase;
    this.sockets = new FeedSockets({
      follow: (client, message) => this.follow(client, message),
      forget: (client) => {
        for (const key of client.books) this.books.unfollow(client, key);
      },
      sessionLive,
      now,
    });
    this.books = new BookFeed({
      snapshots: this.snapshots,
      send: (client, frame) => this.sockets.send(client, frame),
      now,
      seqBase,
    });
    this.logs = Object.fromEntries(
      BROADCAST_CHANNELS.map((ch) => [
        ch,
        { seq: seqBase, ring: new FrameRing(seqBase, REPLAY_FRAMES, RING_MAX_BYTES) },
      ]),
    ) as Record<BroadcastChannel, ChannelLog>;
    this.unsubscribers.push(
      model.onTrade((trade) => this.onTrade(trade)),
      model.onIntroChange(() => this.publishIntro()),
      model.onRewind(() => this.rewind()),
      faults.onChange((current, previous) => {
        if (current.dropSocket && !previous.dropSocket)
          this.closeAll(CLOSE_DROPPED, 'dropped by fault switch');
      }),
    );
  }

  setBookSource(source: BookSource): void {
    this.books.setSource(source);
  }

  get stats(): FeedStats {
    return this.sockets.stats;
  }

  get socketCount(): number {
    return this.sockets.socketCount;
  }

  /** Places the socket caps count as taken (a socket holds one from its upgrade until really closed). */
  get heldPlaces(): number {
    return this.sockets.heldPlaces;
  }

  /** Bytes the send buffers of all sockets hold, as last measured (at most one flush old). */
  get bufferedBytes(): number {
    return this.sockets.bufferedBytes;
  }

  /** Snapshots serialised since the start (each one is sent to every socket that asks at its seq). */
  get snapshotBuilds(): number {
    return this.snapshots.builds;
  }

  /** Whether a socket from `address` (a member's) would be taken now (FeedSockets.screen). */
  screen(address: string, member: boolean): Admission {
    return this.sockets.screen(address, member);
  }

  /** The current sequence number of a broadcast channel. */
  seq(ch: BroadcastChannel): number {
    return this.logs[ch].seq;
  }

  /** Serves a socket (FeedSockets.attach); false when the caps refused it. */
  attach(socket: WebSocket, peer: SocketPeer): boolean {
    return this.sockets.attach(socket, peer);
  }

  /** A message about a channel or a book: sub, unsub or snapshot. */
  private follow(client: ServedSocket, message: Exclude<ClientMessage, { op: 'ping' }>): void {
    if (message.ch === 'orderbook') {
      // The message validation requires the key on a keyed channel.
      const key = message.key!;
      if (message.op === 'sub') this.books.follow(client, key, message.since);
      else if (message.op === 'unsub') this.books.unfollow(client, key);
      else if (client.books.has(key)) this.books.sendSnapshot(client, key);
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

  private subscribe(
    client: ServedSocket,
    ch: Exclude<Channel, KeyedChannel>,
    since: number | undefined,
  ): void {
    let log: ChannelLog;
    if (isMemberChannel(ch)) {
      const member = this.liveMember(client, ch);
      if (!member) return;
      log = this.memberLog(ch, member.memNo);
    } else log = this.logs[ch];
    client.channels.add(ch);
    if (since !== undefined) {
      const frames = log.ring.after(since, REPLAY_MAX_BYTES);
      if (frames) for (const frame of frames) this.sockets.send(client, frame);
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
  private liveMember(client: ServedSocket, ch: MemberChannel): SocketMember | undefined {
    const member = client.member;
    if (member && !this.sessionLive(member.sessionId)) this.sockets.revoke(client);
    if (!client.member || this.channelBlocked(client.member.memNo, ch)) return undefined;
    return client.member;
  }

  /** A snapshot carries the channel's current seq: the next live frame is seq + 1. */
  private sendSnapshot(client: ServedSocket, ch: Exclude<Channel, KeyedChannel>): void {
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
    this.sockets.send(client, frame);
  }

  /** A member's snapshot is the member's own: built per request (requests are rate-limited). */
  private sendMemberSnapshot(client: ServedSocket, ch: MemberChannel): void {
    const member = this.liveMember(client, ch);
    if (!member) return;
    const seq = this.memberLog(ch, member.memNo).seq;
    this.sockets.send(client, encodeFrame(this.memberSnapshot(ch, member.memNo, seq)));
  }

  private memberSnapshot(
    ch: MemberChannel,
    memNo: number,
    seq: number,
  ): AssetChangeFrame | OrdersFrame | CreditFrame | DrawingsFrame | LayoutsFrame | NotificationsFrame {
    const t = this.now();
    switch (ch) {
      case 'assetChange':
        return { ch, seq, t, rows: this.memberAssets(memNo) };
      case 'credit':
        return { ch, seq, t, status: this.memberCredit(memNo) };
      case 'layouts':
        return { ch, seq, t, layouts: this.memberLayouts(memNo) };
      // Events and changes have no state to resend: the empty frame gives the current number, and the
      // open-orders and drawings calls recover what was missed.
      case 'orders':
        return { ch, seq, t, events: [] };
      case 'drawings':
        return { ch, seq, t, changes: [] };
      // The notifications' history call recovers what was missed; the count unread is the state.
      case 'notifications':
        return { ch, seq, t, notifications: [], unread: this.memberUnread(memNo) };
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
    return { ch, seq, t, ...this.model.intro(), source: this.model.sourceInfo() };
  }

  /** Records a broadcast frame and sends it to the subscribers; `deliver` false skips the send only. */
  private broadcast(ch: BroadcastChannel, build: (seq: number) => object, deliver = true): void {
    const log = this.logs[ch];
    const seq = log.seq + 1;
    const frame = encodeFrame(build(seq));
    log.seq = seq;
    log.ring.push(seq, frame);
    if (!deliver) return;
    for (const client of this.sockets.served) if (client.channels.has(ch)) this.sockets.send(client, frame);
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
    for (const client of this.sockets.served) {
      if (client.member?.memNo !== memNo || !client.channels.has(ch)) continue;
      blocked ??= this.channelBlocked(memNo, ch);
      if (blocked) return;
      this.sockets.send(client, frame);
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
    this.books.flush(t);
    this.sockets.relieve();
  }

  /** The once-a-second channels. */
  everySecond(): void {
    const t = this.now();
    this.broadcast('secondTicker', (seq) => this.stateFrame('secondTicker', seq, t));
    this.broadcast('marketPrice', (seq) => this.stateFrame('marketPrice', seq, t));
  }

  /**
   * The market's past changed (a replay jumped): the trades batched so far are dropped, and every window is
   * told to reload its history (a trades reset) and given a ticker snapshot.
   */
  private rewind(): void {
    const t = this.now();
    this.trades = [];
    this.changedTickers.clear();
    this.broadcast('trades', (seq): TradesFrame => ({ ch: 'trades', seq, t, reset: true, rows: [] }));
    this.broadcast('ticker', (seq): TickerFrame => ({
      ch: 'ticker',
      seq,
      t,
      snapshot: true,
      rows: this.model.tickerListings().map((listing) => this.model.tickerTuple(listing)),
    }));
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

  /** A parent order of the member after a change of it (contract/socket.ts OrdersFrame algoOrders). */
  publishAlgoOrder(memNo: number, row: AlgoOrderRow): void {
    const t = this.now();
    this.sendToMember('orders', memNo, (seq): OrdersFrame => ({
      ch: 'orders',
      seq,
      t,
      events: [],
      algoOrders: [row],
    }));
  }

  /** The member's whole Plus buy status, after each change of it. */
  publishCredit(memNo: number, status: CreditStatus): void {
    const t = this.now();
    this.sendToMember('credit', memNo, (seq): CreditFrame => ({ ch: 'credit', seq, t, status }));
  }

  /** A change of the member's drawings (a put, a delete, a coin's delete-all), after its commit. */
  publishDrawings(memNo: number, change: DrawingChange): void {
    const t = this.now();
    this.sendToMember('drawings', memNo, (seq): DrawingsFrame => ({
      ch: 'drawings',
      seq,
      t,
      changes: [change],
    }));
  }

  /** The member's named layouts, the whole list, after each change of them (after its commit). */
  publishLayouts(memNo: number, layouts: LayoutSummary[]): void {
    const t = this.now();
    this.sendToMember('layouts', memNo, (seq): LayoutsFrame => ({ ch: 'layouts', seq, t, layouts }));
  }

  /**
   * The member's notifications as stored, with the count unread after them (after their commit); none, with
   * the count, after some were marked read.
   */
  publishNotifications(memNo: number, notifications: Notification[], unread: number): void {
    const t = this.now();
    this.sendToMember('notifications', memNo, (seq): NotificationsFrame => ({
      ch: 'notifications',
      seq,
      t,
      notifications,
      unread,
    }));
  }

  /** Heartbeats; member sockets whose session ended lose their member frames (FeedSockets.heartbeatAll). */
  heartbeatAll(): void {
    this.sockets.heartbeatAll();
  }

  /** After logout: the sockets of that session stop receiving the member's frames. */
  forgetSession(sessionId: string): void {
    this.sockets.forgetSession(sessionId);
  }

  /** Closes every socket with `code` (they may come back at once, unlike a shed socket). */
  closeAll(code: number, reason: string): void {
    this.sockets.closeAll(code, reason);
  }

  dispose(): void {
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    this.books.dispose();
    this.closeAll(SOCKET_CLOSE.goingAway, 'server closing');
  }
}
