/**
 * The REST and socket contract between the app and the exchange (the embedded simulator or any exchange
 * speaking the same protocol). Both sides import this module: paths, payload schemas, the response
 * envelope, error codes, socket channels and frame shapes are defined here and nowhere else. Where the
 * spec says a path is "not shown", the path chosen here is the one the project uses.
 */
import { z } from 'zod';
import { CANDLE_INTERVALS, type CandleInterval } from '../../workers/core/intervals';
import { MARKET_SYMBOLS, type CoinKey, type MarketSymbol } from '../../workers/core/markets';

// ---------------------------------------------------------------------------------------------------
// Envelope and error codes
// ---------------------------------------------------------------------------------------------------

/** Every REST answer, success or failure: `{status, code, message, data}`. */
export interface Envelope<T> {
  status: number;
  code: string;
  message: string;
  data: T;
}

/** Codes the server puts in `code`. The client maps them to the global status types in one place. */
export const ERROR_CODES = {
  ok: 'OK',
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  /** Maintenance ("Pause"): data is a ServiceCheckNotice. */
  pause: 'PAUSE',
  /** Service block: message may hold "title||body". */
  block: 'BLOCK',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  timeout: 'TIMEOUT',
  serverError: 'SERVER_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  marketClosed: 'MARKET_CLOSED',
  notTradable: 'NOT_TRADABLE',
  orderNotFound: 'ORDER_NOT_FOUND',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Separator between title and body in block and alert messages (shell spec §5). */
export const TITLE_BODY_SEPARATOR = '||';

/** Maintenance notice (chart spec §3, service-check notice). */
export interface ServiceCheckNotice {
  title: string;
  text: string;
  subText: string;
  infoTitle1: string;
  infoText1: string;
  infoTitle2: string;
  infoText2: string;
  infoTitle3: string;
  infoText3: string;
  infoTitle4: string;
  infoText4: string;
  url: string;
}

// ---------------------------------------------------------------------------------------------------
// REST paths
// ---------------------------------------------------------------------------------------------------

export const API = {
  meta: '/react/meta.json',
  health: '/v1/health',
  markets: '/v1/markets',
  coins: '/v1/coins',
  tickers: '/v1/tickers',
  candles: '/v1/candles',
  login: '/v1/members/login',
  logout: '/v1/members/logout',
  me: '/v1/members/me',
  assets: '/v1/assets',
  favorites: '/v1/favorites',
  /** DELETE `${favorites}/${CoinKey}` */
  favorite: (key: CoinKey) => `/v1/favorites/${key}`,
  orders: '/v1/trade/orders',
  /** DELETE cancels. */
  order: (orderId: number) => `/v1/trade/orders/${orderId}`,
  chartPending: '/v2/trade/orders/chart-pending',
  /** Fault switches; answers only on loopback and only in test mode. */
  adminFaults: '/__admin/faults',
} as const;

/** The socket endpoint, on the same origin as the REST API. */
export const SOCKET_PATH = '/ws';

// ---------------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------------

export interface MarketInfo {
  marketSymbol: MarketSymbol;
  crncCd: string;
  isBeta: boolean;
  isOpen: boolean;
}

/** infoOnMarket of a ticker row (shell spec §3) with the listing fields of a coin on a market (chart §3). */
export interface InfoOnMarket {
  isListedNew: boolean;
  hasEvent: boolean;
  canTrade: boolean;
  isInvestment: boolean;
  disClosure: boolean;
  isStaking: boolean;
  isMeme: boolean;
  topFixedNew: boolean;
  listedPrice: number;
  /** ISO 8601 with offset, or null when not yet announced. */
  buyOpenDate: string | null;
  sellOpenDate: string | null;
  marketReserveOrderStartTime: string | null;
}

/** A coin on a market: the static part of a ticker row. */
export interface CoinInfo {
  key: CoinKey;
  coinType: string;
  crncCd: string;
  coinNm: string;
  coinNmEn: string;
  symbol: string;
  marketSymbol: MarketSymbol;
  infoOnMarket: InfoOnMarket;
}

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
export type TickerNumbers = Record<TickerField, number>;

/** A full ticker row: the coin plus its numbers. valueBx24H is the global volume (USDT rows only, else 0). */
export type Ticker = CoinInfo & TickerNumbers;

/** Tick types of the change rate (shell spec §3), in the order they travel in second-ticker frames. */
export const TICK_TYPES = ['mid', '24h', '12h', '1h', '30m', '15m', '3m', '1m'] as const;
export type TickType = (typeof TICK_TYPES)[number];

/** Candles in columns; `time` is the bar open time in unix seconds, ascending. */
export interface CandleColumns {
  time: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
}

export interface CandlesResponse extends CandleColumns {
  key: CoinKey;
  interval: CandleInterval;
}

/** Account states and roles named in the specs. */
export type MemberStatus = 'N' | 'H'; // normal, dormant (H)
export type TradePasswordStatus = 'Y' | 'N' | 'I';
export type GradeGroup = 'ALL_VOUCHER' | 'PREMIUM_BENEFIT' | 'NONE';

/** User info read by the shell (chart §3 "user info fields read", shell §3 "user info"). */
export interface UserInfo {
  memNo: number;
  loginId: string;
  name: string;
  email: string;
  phoneNoMaskedVer2: string;
  isPasswordChgCampaignTarget: boolean;
  joinType: number;
  retCd: number;
  status: MemberStatus;
  isMinor: boolean;
  useTradePasswordStatus: TradePasswordStatus;
  language: 'ko' | 'en';
  isBusiness: boolean;
  nameOfGrade: string;
  colorOfGrade: string;
  gradeGroup: GradeGroup;
  isVirtualAccount: boolean;
  isLimitAccount: boolean;
  limitCustType: string | null;
}

export interface AssetRow {
  coinType: string;
  symbol: string;
  coinBalance: number;
  /** Part of the balance held by open orders. */
  lockedBalance: number;
  avgBuyAmt: number;
}

export interface AssetsResponse {
  krwBalance: number;
  krwLocked: number;
  myAssetCoinInfoList: AssetRow[];
  totalSumBuyAmt: number;
}

export interface FavoriteRow {
  key: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
}

export type OrderSide = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
export type OrderStatus = 'pending' | 'filled' | 'cancelled';

export interface OrderRow {
  orderId: number;
  key: CoinKey;
  side: OrderSide;
  orderType: OrderType;
  price: number;
  quantity: number;
  filledQuantity: number;
  status: OrderStatus;
  createdAt: string;
}

/** Pending order of the chart (chart §3): tradeTypeCd 2 = buy, otherwise sell. */
export interface ChartPendingOrder {
  tradeTypeCd: '1' | '2';
  unitPrice: number;
}

export interface MetaInfo {
  version: string;
  date: string;
}

// ---------------------------------------------------------------------------------------------------
// Request schemas (validated by the server; the client may check before sending)
// ---------------------------------------------------------------------------------------------------

const coinKeySchema = z
  .string()
  .regex(/^[A-Z0-9]{1,12}-[A-Z]{2,6}$/, 'coin key must be SYMBOL-MARKET')
  .transform((value) => value as CoinKey);

export const loginRequest = z.object({
  loginId: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const candlesQuery = z.object({
  key: coinKeySchema,
  interval: z.enum(CANDLE_INTERVALS),
  /** Bars opening strictly before this time (unix seconds); default now. */
  to: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(500),
});
export type CandlesQuery = z.input<typeof candlesQuery>;

export const favoriteRequest = z.object({ key: coinKeySchema });
export type FavoriteRequest = z.infer<typeof favoriteRequest>;

export const placeOrderRequest = z
  .object({
    key: coinKeySchema,
    side: z.enum(['buy', 'sell']),
    orderType: z.enum(['limit', 'market']),
    /** Limit price; required for limit orders. */
    price: z.number().positive().finite().optional(),
    /** Quantity of the coin; required for limit orders and market sells. */
    quantity: z.number().positive().finite().optional(),
    /** Amount of the market currency to spend; required for market buys. */
    amount: z.number().positive().finite().optional(),
  })
  .superRefine((order, ctx) => {
    if (order.orderType === 'limit' && (order.price === undefined || order.quantity === undefined))
      ctx.addIssue({ code: 'custom', message: 'a limit order needs price and quantity' });
    if (order.orderType === 'market' && order.side === 'sell' && order.quantity === undefined)
      ctx.addIssue({ code: 'custom', message: 'a market sell needs quantity' });
    if (order.orderType === 'market' && order.side === 'buy' && order.amount === undefined)
      ctx.addIssue({ code: 'custom', message: 'a market buy needs amount' });
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

export const chartPendingQuery = z.object({
  crncCd: z.string().regex(/^C\d{4}$/),
  coinType: z.string().regex(/^C\d{4}$/),
  orderKind: z.literal('ALL').default('ALL'),
  size: z.coerce.number().int().min(1).max(100).default(30),
});
export type ChartPendingQuery = z.input<typeof chartPendingQuery>;

/** Fault switches (admin, test mode). Each is on while true; `delayMs` applies to `timeout`. */
export const faultsRequest = z
  .object({
    pause: z.boolean(),
    block: z.boolean(),
    timeout: z.boolean(),
    /** How long a request is held before the 504 TIMEOUT answer while `timeout` is on. */
    timeoutDelayMs: z.number().int().min(0).max(120_000),
    tooManyRequests: z.boolean(),
    serverError: z.boolean(),
    /** Closes every socket now and refuses new ones while on. */
    dropSocket: z.boolean(),
    /** While on, the server skips one frame in every `n` of the ticker channel (gap detection tests). */
    skipTickerFrameEvery: z.number().int().min(0).max(1000),
  })
  .partial();
export type Faults = Required<z.infer<typeof faultsRequest>>;

// ---------------------------------------------------------------------------------------------------
// Socket: channels and frames (JSON text frames)
// ---------------------------------------------------------------------------------------------------

export const CHANNELS = ['ticker', 'secondTicker', 'marketPrice', 'trades', 'assetChange', 'intro'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Client → server. `sub` subscribes to a channel; with `since`, the server replays the frames after that
 * sequence number when it still has them, else sends a snapshot (ticker, intro) or a reset (trades).
 * `snapshot` asks for a fresh snapshot of a channel (after a gap). `ping` is answered by a heartbeat.
 */
export type ClientMessage =
  | { op: 'sub'; ch: Channel; since?: number }
  | { op: 'unsub'; ch: Channel }
  | { op: 'snapshot'; ch: Channel }
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
  rows: { coinType: string; symbol: string; coinBalance: number; lockedBalance: number; avgBuyAmt: number }[];
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
  | HeartbeatFrame;

export const HEARTBEAT_MS = 5_000;
/** A socket that has said nothing for this long is taken as dead and reopened. */
export const SILENCE_TIMEOUT_MS = 3 * HEARTBEAT_MS;
/** How often the server flushes batched ticker and trade frames. */
export const TICKER_FLUSH_MS = 50;
/** Frames per channel the server keeps for replay after a reconnect. */
export const REPLAY_FRAMES = 4096;

export { MARKET_SYMBOLS };
