/**
 * What the REST calls carry: the entities the exchange answers (markets, coins, tickers, candles, the
 * member, assets, favourites, orders) and the zod schemas of the requests, which the simulator validates
 * and the client may check before sending.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CANDLE_INTERVALS, type CandleInterval } from './intervals';
import type { CoinKey, MarketSymbol } from './markets';
import type { TickerField } from './socket';
import type { Language, Texts } from './texts';
import { tradePasswordField, type TradePasswordStatus } from './trade-password';
import { solvedCaptcha } from './widgets';
import {
  CLIENT_ORDER_ID,
  MAX_ORDER_AMOUNT,
  MAX_ORDER_QUANTITY,
  MAX_PRICE,
  ORDER_SIDES,
  ORDER_STATUSES,
  ORDER_TYPES,
  SMP_TYPES,
  TIME_IN_FORCES,
} from './trading';
import { timeInForceOf } from './order-options';

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
  /**
   * The market's time the candles were taken at (unix ms): its trades up to then are in them, later ones
   * are not (a chart counts only the later ones). A replay's is its own, recorded time.
   */
  asOfMs?: number;
}

/** Account states and roles named in the specs. */
export type MemberStatus = 'N' | 'H'; // normal, dormant (H)
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
  language: Language;
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
  /** Part of the balance held: by open orders, and by Plus buy loans (loanLockedBalance). */
  lockedBalance: number;
  /**
   * Part of lockedBalance held for Plus buy loans until they are repaid (contract/plus-buy.ts
   * PLUS_BUY_COIN_LOCKED); the rest is open orders'. Absent: none (an exchange without Plus buy).
   */
  loanLockedBalance?: number;
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
  /** Client messages dropped over a socket's message rate, before parsing. */
  rateLimitedMessages: number;
  /** Sockets closed for flooding (1008). */
  floodedSockets: number;
  /** Sockets refused over the caps per address or in all. */
  refusedSockets: number;
  /** Guest sockets cut to make room for a member or for an address holding fewer (1013). */
  evictedSockets: number;
  /** Sockets closed for following no channel within a few seconds (1008). */
  idleSockets: number;
  /** Sockets dropped, slowest first, when all send buffers together passed their budget. */
  droppedOverBudget: number;
}

// ---------------------------------------------------------------------------------------------------
// Request schemas (validated by the server; the client may check before sending)
// ---------------------------------------------------------------------------------------------------

/**
 * The checks the request schemas write themselves, said in both languages: a schema gives the rule's key
 * as its issue message and the server's 400 says it in the member's language (zod's own checks have its
 * ko and en locales).
 */
export const REQUEST_RULES = {
  coinKey: { ko: '코인은 SYMBOL-MARKET 형식이어야 합니다', en: 'coin key must be SYMBOL-MARKET' },
  coinSymbol: {
    ko: '코인 심볼은 영문 대문자와 숫자 12자 이내입니다',
    en: 'a coin symbol is 1 to 12 capitals or digits',
  },
  plainDigits: { ko: '숫자만 입력할 수 있습니다', en: 'a whole number in plain digits' },
  limitNeedsPriceAndQuantity: {
    ko: '지정가 주문에는 가격과 수량이 필요합니다',
    en: 'a limit order needs price and quantity',
  },
  stopLimitNeedsStopPrice: {
    ko: '예약 지정가 주문에는 감시 가격이 필요합니다',
    en: 'a stop-limit order needs stopPrice',
  },
  stopPriceOnlyForStopLimit: {
    ko: '감시 가격은 예약 지정가 주문에만 쓸 수 있습니다',
    en: 'stopPrice is for a stop-limit order only',
  },
  marketSellNeedsQuantity: { ko: '시장가 매도에는 수량이 필요합니다', en: 'a market sell needs quantity' },
  marketBuyNeedsAmount: { ko: '시장가 매수에는 주문 금액이 필요합니다', en: 'a market buy needs amount' },
  bestNeedsTimeInForce: {
    ko: '최유리 주문에는 IOC 또는 FOK 조건이 필요합니다',
    en: 'a best-price order needs timeInForce ioc or fok',
  },
  timeInForceNotForType: {
    ko: '이 주문 유형에는 쓸 수 없는 주문 조건입니다 (지정가: gtc, ioc, fok, post_only / 최유리: ioc, fok)',
    en: 'timeInForce does not go with this order type (limit: gtc, ioc, fok, post_only; best: ioc, fok)',
  },
  bestHasNoPrice: {
    ko: '최유리 주문은 가격을 정하지 않습니다 (상대 최우선 호가로 주문됩니다)',
    en: 'a best-price order names no price (it takes the best price on the other side)',
  },
  bestBuyNeedsAmount: {
    ko: '최유리 매수에는 주문 총액이, 수량 없이 필요합니다',
    en: 'a best-price buy needs amount, and no quantity',
  },
  bestSellNeedsQuantity: {
    ko: '최유리 매도에는 수량이, 주문 총액 없이 필요합니다',
    en: 'a best-price sell needs quantity, and no amount',
  },
  postOnlyTakesNoSmp: {
    ko: 'POST ONLY 주문은 체결을 일으키지 않으므로 자전거래 방지 유형을 함께 쓸 수 없습니다',
    en: 'a post_only order never takes, so it takes no smpType',
  },
  fromAfterTo: { ko: '시작일은 종료일보다 늦을 수 없습니다', en: 'from must not be after to' },
} as const satisfies Record<string, Texts>;
export type RequestRule = keyof typeof REQUEST_RULES;

/** An issue message in `language`: a REQUEST_RULES key is said in it, any other text is kept. */
export function requestRuleText(message: string, language: Language): string {
  return Object.hasOwn(REQUEST_RULES, message) ? REQUEST_RULES[message as RequestRule][language] : message;
}

const rule = (key: RequestRule) => key;

export const coinKeySchema = lazySchema(() =>
  z
    .string()
    .regex(/^[A-Z0-9]{1,12}-[A-Z]{2,6}$/, rule('coinKey'))
    .transform((value) => value as CoinKey),
);

/**
 * The demo member the login page suggests when the app runs against the embedded simulator, which seeds
 * it as an ordinary member in good standing.
 */
export const DEMO_LOGIN = { loginId: 'demo-regular', password: 'demo1234' } as const;

/**
 * A whole number in a query or a path: plain decimal digits only (no `0x1`, `1e3`, ` 5 `, `+5` or `05`,
 * which Number() would take), or a safe integer when the caller passes a number.
 */
export function strictInt() {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^(0|[1-9][0-9]{0,15})$/)
          .transform(Number),
      ],
      // One text for both branches: a union's failure otherwise says only "invalid input".
      { error: rule('plainDigits') },
    )
    .pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));
}

export const loginRequest = lazySchema(() =>
  z.object({
    loginId: z.string().min(1).max(64),
    password: z.string().min(1).max(128),
    /** A captcha solved for this attempt; required once the ID or address failed CAPTCHA.loginFailuresBeforeCaptcha times. */
    captchaKey: solvedCaptcha.optional(),
  }),
);
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * GET coins: the whole catalogue, or with `symbol` only that coin's listings (one per market that lists
 * it), so that a page of one coin (the chart popup) does not read the catalogue. An exchange that ignores
 * the filter answers the catalogue, which the client filters the same way (src/api/query.ts).
 */
export const coinsFilterQuery = lazySchema(() =>
  z.object({
    symbol: z
      .string()
      .regex(/^[A-Z0-9]{1,12}$/, rule('coinSymbol'))
      .optional(),
  }),
);
export type CoinsFilterQuery = z.input<typeof coinsFilterQuery>;

export const candlesQuery = lazySchema(() =>
  z.object({
    key: coinKeySchema,
    interval: z.enum(CANDLE_INTERVALS),
    /** Bars opening strictly before this time (unix seconds); default now. */
    to: strictInt().pipe(z.number().positive()).optional(),
    limit: strictInt().pipe(z.number().min(1).max(5000)).default(500),
  }),
);
export type CandlesQuery = z.input<typeof candlesQuery>;

export const favoriteRequest = lazySchema(() => z.object({ key: coinKeySchema }));
export type FavoriteRequest = z.infer<typeof favoriteRequest>;

// zod 4's z.number() refuses NaN and ±Infinity (JSON's 1e400 parses to Infinity); the bounds refuse
// the absurd finite numbers (a price of 1e308) before any check or sum could overflow with them.
/** A price or stop price: above 0, at most MAX_PRICE (each market's own maximum is an order check). */
export const priceSchema = lazySchema(() => z.number().positive().max(MAX_PRICE));
const quantitySchema = lazySchema(() => z.number().positive().max(MAX_ORDER_QUANTITY));
const amountSchema = lazySchema(() => z.number().positive().max(MAX_ORDER_AMOUNT));

export const placeOrderRequest = lazySchema(() =>
  z
    .object({
      key: coinKeySchema,
      side: z.enum(ORDER_SIDES),
      orderType: z.enum(ORDER_TYPES),
      /** Limit price; required for limit and stop-limit orders. */
      price: priceSchema.optional(),
      /** Trigger price; required for stop-limit orders. */
      stopPrice: priceSchema.optional(),
      /** Quantity of the coin; required for limit, stop-limit orders and market sells. */
      quantity: quantitySchema.optional(),
      /** The order total in the market currency, before fee (trading.ts buyCost); required for market buys. */
      amount: amountSchema.optional(),
      /** Idempotency key: a retried placement with the same key answers the first order instead of placing another. */
      clientOrderId: z.string().regex(CLIENT_ORDER_ID).optional(),
      /** Limit (default gtc) and best-price orders (ioc or fok): contract/order-options.ts. */
      timeInForce: z.enum(TIME_IN_FORCES).optional(),
      /** Self-trade prevention (default DEFAULT_SMP_TYPE); not with post_only: contract/order-options.ts. */
      smpType: z.enum(SMP_TYPES).optional(),
      /** A Plus buy order (contract/plus-buy.ts): the simulator lends loanFor(amount) KRW at placement. */
      plusBuy: z.boolean().optional(),
      /** The trade password of a member who set one (contract/trade-password.ts); never stored. */
      tradePassword: tradePasswordField,
    })
    .superRefine((order, ctx) => {
      const issue = (key: RequestRule) => ctx.addIssue({ code: 'custom', message: rule(key) });
      if (order.orderType === 'best') {
        if (order.price !== undefined) issue('bestHasNoPrice');
        if (order.side === 'buy' && (order.amount === undefined || order.quantity !== undefined))
          issue('bestBuyNeedsAmount');
        if (order.side === 'sell' && (order.quantity === undefined || order.amount !== undefined))
          issue('bestSellNeedsQuantity');
        if (order.timeInForce === undefined) issue('bestNeedsTimeInForce');
      }
      if (order.timeInForce !== undefined && timeInForceOf(order.orderType, order.timeInForce) === undefined)
        issue('timeInForceNotForType');
      if (order.timeInForce === 'post_only' && order.smpType !== undefined) issue('postOnlyTakesNoSmp');
      if (
        (order.orderType === 'limit' || order.orderType === 'stopLimit') &&
        (order.price === undefined || order.quantity === undefined)
      )
        ctx.addIssue({ code: 'custom', message: rule('limitNeedsPriceAndQuantity') });
      if (order.orderType === 'stopLimit' && order.stopPrice === undefined)
        ctx.addIssue({ code: 'custom', message: rule('stopLimitNeedsStopPrice') });
      // Only a stop-limit order has a trigger; one sent with another type would be stored as a trigger
      // that nothing checks (and, below one tick, rounded to a price of 0).
      if (order.orderType !== 'stopLimit' && order.stopPrice !== undefined)
        ctx.addIssue({ code: 'custom', message: rule('stopPriceOnlyForStopLimit') });
      if (order.orderType === 'market' && order.side === 'sell' && order.quantity === undefined)
        ctx.addIssue({ code: 'custom', message: rule('marketSellNeedsQuantity') });
      if (order.orderType === 'market' && order.side === 'buy' && order.amount === undefined)
        ctx.addIssue({ code: 'custom', message: rule('marketBuyNeedsAmount') });
    }),
);
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

/** POST replace: cancel-and-replace at a new price (the chart's dragged line), the rest of the order kept. */
export const replaceOrderRequest = lazySchema(() =>
  z.object({
    price: priceSchema,
    clientOrderId: z.string().regex(CLIENT_ORDER_ID).optional(),
  }),
);
export type ReplaceOrderRequest = z.infer<typeof replaceOrderRequest>;

/** DELETE orders: cancels every open order of the member on one coin. */
export const cancelAllQuery = lazySchema(() => z.object({ key: coinKeySchema }));
export type CancelAllQuery = z.input<typeof cancelAllQuery>;

const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** GET order history: closed orders (filled or cancelled) between two KST dates inclusive, paged. */
export const orderHistoryQuery = lazySchema(() =>
  z
    .object({
      key: coinKeySchema.optional(),
      from: isoDate,
      to: isoDate,
      page: strictInt().pipe(z.number().min(1)).default(1),
      size: strictInt().pipe(z.number().min(1).max(100)).default(20),
    })
    .refine((query) => query.from <= query.to, { message: rule('fromAfterTo') }),
);
export type OrderHistoryQuery = z.input<typeof orderHistoryQuery>;

export const chartPendingQuery = lazySchema(() =>
  z.object({
    crncCd: z.string().regex(/^C\d{4}$/),
    coinType: z.string().regex(/^C\d{4}$/),
    orderKind: z.literal('ALL').default('ALL'),
    size: strictInt().pipe(z.number().min(1).max(100)).default(30),
  }),
);
export type ChartPendingQuery = z.input<typeof chartPendingQuery>;

/** GET orders: optionally one coin and one status, newest first. */
export const ordersQuery = lazySchema(() =>
  z.object({
    key: coinKeySchema.optional(),
    status: z.enum(ORDER_STATUSES).optional(),
  }),
);
export type OrdersQuery = z.input<typeof ordersQuery>;

/** What an SMS code is sent for: the verification service types (chart spec §3). */
