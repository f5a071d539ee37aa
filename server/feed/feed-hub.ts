/**
 * The socket feed: subscriptions, sequence numbers, replay rings, snapshots, heartbeats and
 * backpressure. Broadcast channels count one sequence per channel; assetChange counts per member.
 * Sequence numbers start at the server's start time in ms, so a `since` from an earlier run of the
 * server is never mistaken for one of this run (it is older than the ring and gets a snapshot).
 */
import type { WebSocket } from 'ws';
import {
  REPLAY_FRAMES,
  type AssetChangeFrame,
  type Channel,
  type ClientMessage,
  type HeartbeatFrame,
  type IntroFrame,
  type MarketPriceFrame,
  type SecondTickerFrame,
  type TickerFrame,
  type TradeTuple,
  type TradesFrame,
} from '../../contract';
import { MARKETS } from '../../contract/markets';
import type { FaultSwitch } from '../faults';
import type { Listing } from '../market/listings';
import type { MarketModel, TradeEvent } from '../market/market-model';
import type { AssetChangeRow } from '../trading/order-engine';
import { parseClientMessage } from './client-message';
import { FrameRing } from './frame-ring';

type BroadcastChannel = Exclude<Channel, 'assetChange'>;
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
/** WebSocket close codes. */
export const CLOSE_TOO_SLOW = 1013;
export const CLOSE_DROPPED = 1012;

interface Client {
  socket: WebSocket;
  memNo: number | undefined;
  sessionId: string | undefined;
  channels: Set<Channel>;
  heartbeats: number;
}

interface ChannelLog {
  seq: number;
  ring: FrameRing;
}

export interface FeedStats {
  malformedMessages: number;
  droppedSlowSockets: number;
}

export class FeedHub {
  private readonly clients = new Set<Client>();
  private readonly logs: Record<BroadcastChannel, ChannelLog>;
  private readonly memberLogs = new Map<number, ChannelLog>();
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

  get socketCount(): number {
    return this.clients.size;
  }

  /** The current sequence number of a broadcast channel. */
  seq(ch: BroadcastChannel): number {
    return this.logs[ch].seq;
  }

  attach(socket: WebSocket, memNo: number | undefined, sessionId: string | undefined): void {
    const client: Client = { socket, memNo, sessionId, channels: new Set(), heartbeats: 0 };
    this.clients.add(client);
    socket.on('message', (data, isBinary) => {
      const message = isBinary ? undefined : parseClientMessage(data.toString());
      if (!message) this.stats.malformedMessages++;
      else this.handle(client, message);
    });
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', () => {
      this.clients.delete(client);
      socket.terminate();
    });
  }

  private handle(client: Client, message: ClientMessage): void {
    switch (message.op) {
      case 'ping':
        this.heartbeat(client);
        return;
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

  private subscribe(client: Client, ch: Channel, since: number | undefined): void {
    if (ch === 'assetChange' && client.memNo === undefined) return;
    client.channels.add(ch);
    if (since !== undefined) {
      const log = ch === 'assetChange' ? this.memberLog(client.memNo!) : this.logs[ch];
      const frames = log.ring.after(since);
      if (frames) for (const text of frames) this.send(client, text);
      else this.sendSnapshot(client, ch);
    } else if (SNAPSHOT_ON_SUBSCRIBE.has(ch)) {
      this.sendSnapshot(client, ch);
    }
  }

  private memberLog(memNo: number): ChannelLog {
    let log = this.memberLogs.get(memNo);
    if (!log) {
      log = { seq: this.seqBase, ring: new FrameRing(this.seqBase, REPLAY_FRAMES, RING_MAX_BYTES) };
      this.memberLogs.set(memNo, log);
    }
    return log;
  }

  /** A snapshot carries the channel's current seq: the next live frame is seq + 1. */
  private sendSnapshot(client: Client, ch: Channel): void {
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
          seq: this.memberLog(client.memNo).seq,
          t,
          rows: this.memberAssets(client.memNo),
        };
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

  private send(client: Client, text: string): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.stats.droppedSlowSockets++;
      this.clients.delete(client);
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

  private onTrade(trade: TradeEvent): void {
    this.changedTickers.add(trade.listing);
    this.trades.push([trade.listing.key, trade.timeMs, trade.price, trade.quantity, trade.side]);
  }

  /** Sends the batched ticker changes and trades (every TICKER_FLUSH_MS). */
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
    const log = this.memberLog(memNo);
    const seq = log.seq + 1;
    const frame: AssetChangeFrame = { ch: 'assetChange', seq, t: this.now(), rows };
    const text = JSON.stringify(frame);
    log.seq = seq;
    log.ring.push(seq, text);
    for (const client of this.clients)
      if (client.memNo === memNo && client.channels.has('assetChange')) this.send(client, text);
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
      client.channels.delete('assetChange');
    }
  }

  closeAll(code: number, reason: string): void {
    for (const client of this.clients) {
      client.socket.close(code, reason);
      client.socket.terminate();
    }
    this.clients.clear();
  }

  dispose(): void {
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    this.closeAll(1001, 'server closing');
  }
}
