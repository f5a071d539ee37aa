/**
 * The socket half of the contract: channels, client messages and server frames (JSON text frames).
 * The simulator encodes exactly these shapes and the pure feed core (workers/core/feed) decodes them.
 */
import type { AlgoOrderRow } from './algo-orders';
import type { CoinKey, MarketSymbol } from './markets';
import type { MarketSourceInfo } from './market-source';
import type { CreditStatus } from './credit-status';
import type { Drawing } from './drawings';
import type { LayoutSummary } from './layout-names';
import type { Notification } from './notifications';
import type { FillRow, OrderRow } from './trading';

/** Numeric ticker fields, in the order they travel in frames (one source for encoder and decoder). */
export const TICKER_FIELDS = [
  'closePrice',
  'visibleClosePrice',
  'chgAmt',
  'chgRate',
  'value24H',
  'valueBx24H',
  'high24H',
  'low24H',
  'volume24H',
  'prevClosePrice',
] as const;
export type TickerField = (typeof TICKER_FIELDS)[number];

/** Tick types of the change rate (shell spec §3), in the order they travel in second-ticker frames. */
export const TICK_TYPES = ['mid', '24h', '12h', '1h', '30m', '15m', '3m', '1m'] as const;
export type TickType = (typeof TICK_TYPES)[number];

export const CHANNELS = [
  'ticker',
  'secondTicker',
  'marketPrice',
  'trades',
  'assetChange',
  'intro',
  'orderbook',
  'orders',
  'credit',
  'drawings',
  'layouts',
  'notifications',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** Channels a socket subscribes to per coin: the message names the coin key (`key`). */
export const KEYED_CHANNELS = ['orderbook'] as const satisfies readonly Channel[];
/** Channels that carry one member's data and need a logged-in socket. */
export const MEMBER_CHANNELS = [
  'assetChange',
  'orders',
  'credit',
  'drawings',
  'layouts',
  'notifications',
] as const satisfies readonly Channel[];

/**
 * Client → server. `sub` subscribes to a channel; with `since`, the server replays the frames after that
 * sequence number when it still has them, else sends a snapshot (ticker, intro) or a reset (trades).
 * `snapshot` asks for a fresh snapshot of a channel (after a gap). `ping` is answered by a heartbeat.
 */
export type ClientMessage =
  | { op: 'sub'; ch: Channel; since?: number; key?: CoinKey }
  | { op: 'unsub'; ch: Channel; key?: CoinKey }
  | { op: 'snapshot'; ch: Channel; key?: CoinKey }
  | { op: 'ping' };

/** Every frame carries its channel's sequence number; broadcast channels count globally, assetChange per member. */
interface FrameBase {
  seq: number;
  /** Server time of the frame, unix milliseconds. */
  t: number;
}

/** A ticker row in a frame: the coin key then the numbers in TICKER_FIELDS order. */
export type TickerTuple = [CoinKey, ...number[]];

export interface TickerFrame extends FrameBase {
  ch: 'ticker';
  /** A snapshot carries every coin and replaces the table; otherwise rows are the coins that changed. */
  snapshot: boolean;
  rows: TickerTuple[];
}

/** Once a second: the change rate of each coin by tick type, in TICK_TYPES order, after the close price. */
export interface SecondTickerFrame extends FrameBase {
  ch: 'secondTicker';
  rows: [CoinKey, number, ...number[]][];
}

/** Value of one unit of each market currency in KRW. */
export interface MarketPriceFrame extends FrameBase {
  ch: 'marketPrice';
  rows: [MarketSymbol, number][];
}

/** Trades: [key, time ms, price, quantity, side (1 buy, 2 sell)]. `reset` means history was lost: refetch. */
export type TradeTuple = [CoinKey, number, number, number, 1 | 2];
export interface TradesFrame extends FrameBase {
  ch: 'trades';
  reset: boolean;
  rows: TradeTuple[];
}

/** A member's balances changed (a fill, an order placed or cancelled). Only sent to that member's sockets. */
export interface AssetChangeFrame extends FrameBase {
  ch: 'assetChange';
  /** As AssetRow (contract/payloads.ts: loanLockedBalance is the part of lockedBalance Plus buy loans hold). */
  rows: {
    coinType: string;
    symbol: string;
    coinBalance: number;
    lockedBalance: number;
    loanLockedBalance?: number;
    avgBuyAmt: number;
  }[];
}

/** Listing times and market open state; always a full picture. */
export interface IntroFrame extends FrameBase {
  ch: 'intro';
  coins: {
    key: CoinKey;
    isListedNew: boolean;
    buyOpenDate: string | null;
    sellOpenDate: string | null;
    marketReserveOrderStartTime: string | null;
  }[];
  markets: { marketSymbol: MarketSymbol; isOpen: boolean }[];
  /** Where the prices come from, the link to it and a replay's clock (contract/market-source.ts). */
  source: MarketSourceInfo;
}

/** A price level: [price, total quantity]. In a delta, quantity 0 removes the level. */
export type BookLevel = [number, number];

/** The book of one coin: asks lowest first, bids highest first, at most ORDER_BOOK_DEPTH each. */
export interface OrderBookSnapshot {
  key: CoinKey;
  asks: BookLevel[];
  bids: BookLevel[];
}

/**
 * The order book of one coin (subscribed with `key`). Its seq counts per coin. A snapshot replaces the
 * book; a delta sets the levels it names (quantity 0 removes one). A gap in seq → ask for a snapshot.
 */
export interface OrderBookFrame extends FrameBase, OrderBookSnapshot {
  ch: 'orderbook';
  snapshot: boolean;
}

/** prevented: self-trade prevention took quantity off a resting order that stays open (order-options.ts reduce). */
export const ORDER_EVENT_KINDS = [
  'placed',
  'triggered',
  'partiallyFilled',
  'filled',
  'prevented',
  'cancelled',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** What happened to one of the member's orders: the order after it, and the fill that caused it. */
export interface OrderEvent {
  kind: OrderEventKind;
  order: OrderRow;
  fill: FillRow | null;
}

/** The member's own order events (placed, triggered, partially filled, filled, cancelled); seq per member. */
export interface OrdersFrame extends FrameBase {
  ch: 'orders';
  events: OrderEvent[];
  /**
   * A parent order (contract/algo-orders.ts) as it is after a change of its state or progress: a TWAP's
   * slice, pause, resume, cancel or stop, a split order placed or cancelled; sent with no events. Its
   * children's own events come in frames of their own.
   */
  algoOrders?: AlgoOrderRow[];
}

/**
 * The member's Plus buy status (contract/plus-buy.ts), whole, whenever it changes: a loan taken, filled,
 * released or repaid, a level that moved by 0.1, a band entered, an alert, a refund; seq per member.
 * Subscribing sends the current status first.
 */
export interface CreditFrame extends FrameBase {
  ch: 'credit';
  status: CreditStatus;
}

/**
 * A change of the member's drawings on one coin (contract/drawing-calls.ts): a drawing stored (created or
 * updated: the drawing as stored), or drawings deleted (one, or every drawing of the coin: their ids).
 */
export type DrawingChange =
  { kind: 'put'; coin: CoinKey; drawing: Drawing } | { kind: 'deleted'; coin: CoinKey; ids: string[] };

/**
 * The member's drawings as they change, one change per frame (a PUT, a DELETE, a coin's delete-all), so
 * that every window and pop-out of the member shows it at once; the window that wrote it hears it too (a
 * version it has already is nothing new). seq per member. Nothing is sent on subscribe; a replay no longer
 * possible is an empty frame with the current number, and the app lists its coins' drawings again after a
 * reconnect (as the open-orders call recovers missed order events).
 */
export interface DrawingsFrame extends FrameBase {
  ch: 'drawings';
  changes: DrawingChange[];
}

/**
 * The member's named layouts (contract/layout-calls.ts) without their documents, the whole list after each
 * change (a save, a rename, a delete, the default, a copy), so that every window of the member, the writer's
 * too, agrees on the names, the default and each layout's version; a window showing a layout whose version
 * moved reads it again (GET API.layout). seq per member. Subscribing sends the current list first.
 */
export interface LayoutsFrame extends FrameBase {
  ch: 'layouts';
  layouts: LayoutSummary[];
}

/**
 * The member's notifications as the exchange stores them (contract/notifications.ts), with the count unread
 * after them, so that every window's bell agrees; `unread` alone (no notifications) after some were marked
 * read. seq per member. Nothing is sent on subscribe; a replay no longer possible is an empty frame with the
 * current number, and the app reads the history again (as after a reconnect): one stored while no socket was
 * open is there, unread.
 */
export interface NotificationsFrame extends FrameBase {
  ch: 'notifications';
  notifications: Notification[];
  unread: number;
}

/** Sent every HEARTBEAT_MS and in answer to ping; its seq counts heartbeats of this connection. */
export interface HeartbeatFrame extends FrameBase {
  ch: 'heartbeat';
}

export type ServerFrame =
  | TickerFrame
  | SecondTickerFrame
  | MarketPriceFrame
  | TradesFrame
  | AssetChangeFrame
  | IntroFrame
  | OrderBookFrame
  | OrdersFrame
  | CreditFrame
  | DrawingsFrame
  | LayoutsFrame
  | NotificationsFrame
  | HeartbeatFrame;

export const HEARTBEAT_MS = 5_000;
/** A socket that has said nothing for this long is taken as dead and reopened. */
export const SILENCE_TIMEOUT_MS = 3 * HEARTBEAT_MS;
/** How often the server flushes batched ticker and trade frames. */
export const TICKER_FLUSH_MS = 50;
/** Frames per channel the server keeps for replay after a reconnect. */
export const REPLAY_FRAMES = 4096;

/**
 * Close codes of the feed socket (RFC 6455 §7.4). The server restarts a socket with `restart` (a fault
 * switch); it sheds one with `policy` (it floods the server with messages) or `tryAgainLater` (it does not
 * read its frames fast enough, or the server is full). After a shed the client must not come straight
 * back: it waits as after a failed attempt, longer each time it is shed in a row.
 */
export const SOCKET_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  policy: 1008,
  restart: 1012,
  tryAgainLater: 1013,
} as const;
export const SHED_CLOSE_CODES: ReadonlySet<number> = new Set([
  SOCKET_CLOSE.policy,
  SOCKET_CLOSE.tryAgainLater,
]);
