/**
 * The REST and socket contract between the app and the exchange (the embedded simulator or any exchange
 * speaking the same protocol). Both sides import this module: paths, payload schemas, the response
 * envelope, error codes, socket channels and frame shapes are defined here and nowhere else. Where the
 * spec says a path is "not shown", the path chosen here is the one the project uses.
 */
import { z } from 'zod';
import { CANDLE_INTERVALS, type CandleInterval } from '../../workers/core/intervals';
import { MARKET_SYMBOLS, type CoinKey, type MarketSymbol } from '../../workers/core/markets';
import type { TickerField } from '../../workers/core/feed/protocol';

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
  /** Favourites are blocked for now (fault switch): the coin list shows its spinner and asks again. */
  favoritesBlocked: 'FAVORITES_BLOCKED',
  /** SMS confirm: the code does not match (the field shows the message under the input). */
  smsCodeMismatch: 'SMS_CODE_MISMATCH',
  /** SMS confirm: no valid code (never sent, or older than SMS_CODE_VALID_SECONDS). */
  smsCodeExpired: 'member.fail.00085',
  /** SMS: too many wrong codes; sending and confirming are refused for SMS_BLOCK_SECONDS. */
  smsBlocked: 'member.fail.00086',
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
  /** POST places an order; GET lists the member's orders (ordersQuery: pending ones with status=pending). */
  orders: '/v1/trade/orders',
  /** DELETE cancels. */
  order: (orderId: number) => `/v1/trade/orders/${orderId}`,
  chartPending: '/v2/trade/orders/chart-pending',
  /** "Other SMS": GET sends a code (query smsSendWork), POST confirms it (smsConfirmRequest). */
  smsToken: '/v1/sms/token',
  /** Fault switches; answers only on loopback and only in test mode. */
  adminFaults: '/__admin/faults',
  /** Opens or closes a market (admin, loopback, test mode); the intro channel reports the change. */
  adminMarket: '/__admin/market',
  /** Moves a coin's listing times (admin, loopback, test mode); the intro channel reports the change. */
  adminListing: '/__admin/listing',
  /** Makes the simulated market trade a coin at a price now (admin, loopback, test mode): fills orders on demand. */
  adminTrade: '/__admin/trade',
} as const;

/** The socket endpoint, on the same origin as the REST API. */
export const SOCKET_PATH = '/ws';

/** Name of the httpOnly session cookie set by login; the socket upgrade carries it to identify the member. */
export const SESSION_COOKIE = 'td_session';

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

export type TickerNumbers = Record<TickerField, number>;

/**
 * A full ticker row: the coin plus its numbers. valueBx24H is the global volume (USDT rows only, else 0).
 * chgRate is a percentage (1.5 means +1.5 %) of closePrice against prevClosePrice, the close at 00:00 KST;
 * value24H, high24H, low24H and volume24H cover the rolling 24 hours.
 */
export type Ticker = CoinInfo & TickerNumbers;

/** GET tickers: every ticker row with the ticker channel's sequence number at the time of the answer. */
export interface TickersResponse {
  seq: number;
  rows: Ticker[];
}

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

/** GET chart-pending: the member's pending orders on one coin, newest first, at most `size`. */
export interface ChartPendingResponse {
  pendingOrderList: ChartPendingOrder[];
}

export interface MetaInfo {
  version: string;
  date: string;
}

/** GET health: liveness and a few counters of the feed. */
export interface HealthInfo {
  ok: boolean;
  version: string;
  uptimeSec: number;
  sockets: number;
  /** Client socket messages ignored because they were malformed or named an unknown channel. */
  malformedMessages: number;
  /** Sockets closed because they could not keep up (send buffer over the limit). */
  droppedSlowSockets: number;
}

// ---------------------------------------------------------------------------------------------------
// Request schemas (validated by the server; the client may check before sending)
// ---------------------------------------------------------------------------------------------------

const coinKeySchema = z
  .string()
  .regex(/^[A-Z0-9]{1,12}-[A-Z]{2,6}$/, 'coin key must be SYMBOL-MARKET')
  .transform((value) => value as CoinKey);

/**
 * The demo member the login page suggests when the app runs against the embedded simulator, which seeds
 * it as an ordinary member in good standing.
 */
export const DEMO_LOGIN = { loginId: 'demo-regular', password: 'demo1234' } as const;

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

/** GET orders: optionally one coin and one status, newest first. */
export const ordersQuery = z.object({
  key: coinKeySchema.optional(),
  status: z.enum(['pending', 'filled', 'cancelled']).optional(),
});
export type OrdersQuery = z.input<typeof ordersQuery>;

/** What an SMS code is sent for: the verification service types (chart spec §3). */
export const SMS_SEND_WORKS = [
  'login',
  'bankAccountDelete',
  'depositKrw',
  'withdrawKrw',
  'changeSecondChannel',
  'withdrawCoin',
  'issueOpenApiKey',
  'deleteOpenApiKey',
  'modifyOpenApiKeyAllowIp',
] as const;
export type SmsSendWork = (typeof SMS_SEND_WORKS)[number];

/** Code length, validity and wrong tries before the block (chart spec §9). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_VALID_SECONDS = 180;
export const SMS_MAX_FAILURES = 5;
export const SMS_BLOCK_SECONDS = 600;

export const smsSendQuery = z.object({ smsSendWork: z.enum(SMS_SEND_WORKS) });
export type SmsSendQuery = z.infer<typeof smsSendQuery>;

export const smsConfirmRequest = z.object({
  smsSendWork: z.enum(SMS_SEND_WORKS),
  numberOfCertification: z.string().regex(/^\d{6}$/, 'the code is 6 digits'),
});
export type SmsConfirmRequest = z.infer<typeof smsConfirmRequest>;

/** GET sms token: the code is on its way and is valid this many seconds. */
export interface SmsSendResponse {
  smsSendWork: SmsSendWork;
  validSeconds: number;
}

/** POST sms token: the code matched. */
export interface SmsConfirmResponse {
  smsSendWork: SmsSendWork;
  verified: true;
}

/** `data` of a SMS_CODE_MISMATCH answer: wrong tries so far and the limit. */
export interface SmsMismatchData {
  failures: number;
  maxFailures: number;
}

/**
 * The `data` of each successful call (the client types its functions with it, the simulator answers it).
 * A guest's `me` is a 401 UNAUTHORIZED. meta.json is a static file: `{version, date}` without envelope.
 */
export interface ResponseData {
  meta: MetaInfo;
  markets: MarketInfo[];
  coins: CoinInfo[];
  tickers: TickersResponse;
  candles: CandlesResponse;
  login: UserInfo;
  logout: null;
  me: UserInfo;
  assets: AssetsResponse;
  /** list, add and remove all answer the member's favourites after the call. */
  favorites: FavoriteRow[];
  placeOrder: OrderRow;
  cancelOrder: OrderRow;
  orders: OrderRow[];
  chartPending: ChartPendingResponse;
  smsSend: SmsSendResponse;
  smsConfirm: SmsConfirmResponse;
}

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
    /** Favourites calls answer 423 FAVORITES_BLOCKED while on (the coin list's spinner). */
    favoritesBlocked: z.boolean(),
  })
  .partial();
export type Faults = Required<z.infer<typeof faultsRequest>>;

const isoDateTime = z.iso.datetime({ offset: true });

/** Admin (test mode): open or close a market. */
export const adminMarketRequest = z.object({
  marketSymbol: z.enum(MARKET_SYMBOLS as [MarketSymbol, ...MarketSymbol[]]),
  isOpen: z.boolean(),
});
export type AdminMarketRequest = z.infer<typeof adminMarketRequest>;

/** Admin (test mode): move a coin's listing times; null means "not yet announced". */
export const adminListingRequest = z.object({
  key: coinKeySchema,
  buyOpenDate: isoDateTime.nullable(),
  sellOpenDate: isoDateTime.nullable(),
});
export type AdminListingRequest = z.infer<typeof adminListingRequest>;

/** Admin (test mode): one simulated trade at `price` (snapped to the tick), which fills crossing orders. */
export const adminTradeRequest = z.object({
  key: coinKeySchema,
  price: z.number().positive().finite(),
});
export type AdminTradeRequest = z.infer<typeof adminTradeRequest>;

// ---------------------------------------------------------------------------------------------------
// Socket: channels and frames (JSON text frames)
// ---------------------------------------------------------------------------------------------------

// Defined in workers/core/feed/protocol.ts so that the pure feed core decodes them without importing src/.
export {
  CHANNELS,
  HEARTBEAT_MS,
  REPLAY_FRAMES,
  SILENCE_TIMEOUT_MS,
  TICKER_FIELDS,
  TICKER_FLUSH_MS,
  TICK_TYPES,
} from '../../workers/core/feed/protocol';
export type {
  AssetChangeFrame,
  Channel,
  ClientMessage,
  HeartbeatFrame,
  IntroFrame,
  MarketPriceFrame,
  SecondTickerFrame,
  ServerFrame,
  TickType,
  TickerField,
  TickerFrame,
  TickerTuple,
  TradeTuple,
  TradesFrame,
} from '../../workers/core/feed/protocol';

export { MARKET_SYMBOLS };
