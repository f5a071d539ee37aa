/**
 * What the main thread sees of the live feed. The feed worker (workers/feed.worker.ts) owns the socket;
 * src/api/feed-client.ts implements this interface over it. Panels and the shell code against these
 * types only, so the transport (SharedWorker, dedicated Worker, in-thread for tests) can change freely.
 */
import type { AssetChangeFrame, IntroFrame, MarketPriceFrame, TickerField } from './contract';
import type { CoinKey } from '../../workers/core/markets';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** Successful reconnects since the feed started. */
  reconnects: number;
  /** Failed attempts in the current outage (drives the retry dialog and the backoff). */
  attempt: number;
  /** When the next attempt is due (ms since epoch), or null while open. */
  nextRetryAt: number | null;
  /** Arrival time of the newest frame (ms since epoch); 0 before the first. */
  lastFrameAt: number;
  /** Frames decoded per second, over the last second. */
  framesPerSecond: number;
  /** Malformed frames dropped since start. */
  droppedFrames: number;
  /** Sequence gaps detected (each one triggers a snapshot resync). */
  gaps: number;
}

/** The main thread's mirror of the ticker table: one slot per coin, read imperatively by renderers. */
export interface TickerView {
  /** Bumps when slots are added (a snapshot with new coins); values alone do not bump it. */
  readonly layoutVersion: number;
  readonly size: number;
  slotOf(key: CoinKey): number | undefined;
  keyAt(slot: number): CoinKey;
  value(slot: number, field: TickerField): number;
}

/** Trades that arrived since the previous change set, in columns. */
export interface TradeColumns {
  slot: Int32Array;
  time: Float64Array;
  price: Float64Array;
  quantity: Float64Array;
  /** 1 buy, 2 sell. */
  side: Uint8Array;
}

/** What changed since the previous animation frame. */
export interface FeedChangeSet {
  /** Slots of the ticker table whose values changed (the mirror is already updated). */
  tickerSlots: Int32Array;
  /** True when the table was replaced by a snapshot (after connect, reconnect or a gap). */
  snapshot: boolean;
  trades: TradeColumns;
  /** Trade history was lost (replay window exceeded): candle builders refetch. */
  tradesReset: boolean;
}

export type LowRateFrame = AssetChangeFrame | IntroFrame | MarketPriceFrame;

export interface FeedClient {
  readonly tickers: TickerView;
  /** Called at most once per animation frame, only when something changed. Returns an unsubscribe. */
  onChanges(listener: (changes: FeedChangeSet) => void): () => void;
  /** Asset changes, market intro and market prices, as they come. */
  onLowRate(listener: (frame: LowRateFrame) => void): () => void;
  onConnection(listener: (state: ConnectionState) => void): () => void;
  connection(): ConnectionState;
  /** Called after the socket came back from an outage: reload session, assets and coins. */
  onReconnect(listener: () => void): () => void;
  /** Try to connect now instead of waiting for the backoff (the retry dialog's button). */
  retryNow(): void;
  /** Reopen the socket so that a new login (or logout) cookie applies to the member channels. */
  renewSession(): void;
  dispose(): void;
}
