/**
 * The trading rules both sides hold to: order kinds, per-market fee rate, minimum and maximum order
 * amount, the price band around the last price, quantity decimals, the amount arithmetic (quote amounts
 * in whole won on KRW, 8 decimals elsewhere) and the checks of an order with their ko/en messages. The
 * simulator enforces them (server/trading), the app shows them before sending (src/features/order-panel);
 * neither writes a number of its own. The spec names none of these (chart doc §3 only names the stepper's
 * unit price): the values are those of the large Korean exchanges, listed in contract/spec-readings.md.
 * The chart's pending lines (chart-pending) show the orders that rest in the book: a stop-limit joins them
 * once its stop has triggered, since until then it has no place in the book.
 */
import { type CoinKey, type MarketSymbol } from './markets';
import { isOnTick, specTicks, type PriceTicks } from './price-ticks';
import type { Language, Texts } from './texts';

export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/**
 * Limit, market, stop-limit (a limit order that enters the book when the last trade reaches stopPrice), and
 * best-price (a limit at the best opposite price when it arrives, ioc or fok: contract/order-options.ts).
 */
export const ORDER_TYPES = ['limit', 'market', 'stopLimit', 'best'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * gtc: rests what does not fill now until filled or cancelled (every limit order before time in force).
 * ioc: fills what crosses now and cancels the rest. fok: fills the whole order now or nothing at all.
 * post_only: placed only if it would not trade at once; if it would, it is refused, never moved to a
 * price that does not cross (Upbit cancels such an order; we answer the placement with a refusal that
 * says so, so no order row is written for it).
 */
export const TIME_IN_FORCES = ['gtc', 'ioc', 'fok', 'post_only'] as const;
export type TimeInForce = (typeof TIME_IN_FORCES)[number];

/**
 * Self-trade prevention: what happens when an incoming order (the taker) would trade with a resting
 * order of the same member (the maker). The taker's mode decides; a resting order's own mode is not
 * read again (Upbit: "taker 주문의 설정 기준으로 동작").
 * - cancel_maker: the resting order is cancelled and the incoming one goes on (cancel-oldest);
 * - cancel_taker: the incoming order is cancelled where it met the resting one; what it filled before
 *   stays filled, and the resting order stays (cancel-newest);
 * - reduce: both are reduced by the quantity they overlap (the smaller of the two), without a trade; the
 *   one that has quantity left goes on (cancel-both, for the overlap).
 * The simulator always prevents self-trades: Upbit's `none` (since 2026-11-09) is not offered, so that
 * no member ever trades with themself on it. A post-only order never takes, so it carries no mode.
 */
export const SMP_TYPES = ['cancel_maker', 'cancel_taker', 'reduce'] as const;
export type SmpType = (typeof SMP_TYPES)[number];

/**
 * A best-price order is a limit order at the best price on the other side when it arrives, by quantity for
 * a sell and by order total (the amount, before fee) for a buy, as Upbit's `best` is (a buy names `price`,
 * the total; a sell `volume`). It trades only at that one price: with ioc what is there fills and the rest
 * is cancelled, with fok the whole order fills there or nothing does. With nothing on the other side it
 * fills nothing.
 */
export function isBudgetOrder(orderType: OrderType, side: OrderSide): boolean {
  return side === 'buy' && (orderType === 'market' || orderType === 'best');
}

/** A market or best-price order: it names no price of its own, and is checked at the last price. */
export function namesNoPrice(orderType: OrderType): boolean {
  return orderType === 'market' || orderType === 'best';
}

/** pending: open (resting in the book, or a stop-limit still watching); filled; cancelled (maybe partly filled). */
export const ORDER_STATUSES = ['pending', 'filled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface MarketTradingRules {
  /** Fee charged on each fill, as a fraction of the fill's quote amount (buyer and seller alike). */
  feeRate: number;
  /** Smallest order amount (price × quantity), in the market's currency. */
  minOrderAmount: number;
  /** Largest order amount, in the market's currency. */
  maxOrderAmount: number;
  /** Decimals of amounts in the market's currency: whole won on KRW. */
  quoteDecimals: number;
  /**
   * Highest price a coin may trade at or be ordered at, in the market's currency: ten times the largest
   * order, far above any listed coin (BTC is about 1.4e8 KRW), so only an absurd number meets it.
   */
  maxPrice: number;
}

export const TRADING_RULES: Record<MarketSymbol, MarketTradingRules> = {
  KRW: {
    feeRate: 0.0005,
    minOrderAmount: 5_000,
    maxOrderAmount: 1_000_000_000,
    quoteDecimals: 0,
    maxPrice: 10_000_000_000,
  },
  BTC: { feeRate: 0.0025, minOrderAmount: 0.00005, maxOrderAmount: 20, quoteDecimals: 8, maxPrice: 200 },
  USDT: {
    feeRate: 0.0025,
    minOrderAmount: 0.5,
    maxOrderAmount: 1_000_000,
    quoteDecimals: 8,
    maxPrice: 10_000_000,
  },
};

const RULES = Object.entries(TRADING_RULES) as [MarketSymbol, MarketTradingRules][];

/** The highest price of any market: the bound of a price in a request and in the ledger. */
export const MAX_PRICE = Math.max(...RULES.map(([, rules]) => rules.maxPrice));

/** The largest order amount of any market: the bound of a market buy's amount in a request. */
export const MAX_ORDER_AMOUNT = Math.max(...RULES.map(([, rules]) => rules.maxOrderAmount));

/** The most of a coin one order may name: the largest order of a market at its smallest tick (1e13). */
export const MAX_ORDER_QUANTITY = Math.max(
  ...RULES.map(([market, rules]) => Math.round(rules.maxOrderAmount / specTicks(market)(0))),
);

/**
 * The largest number the ledger holds in any balance, lock, quantity, amount or fee, in any currency or
 * coin: a hundred of the largest orders. A number beyond it is absurd (and Infinity, which SQLite keeps
 * as a REAL, is beyond it): every write checks it and the database's CHECKs refuse it.
 */
export const MAX_LEDGER_AMOUNT = 100 * MAX_ORDER_QUANTITY;

/** A price a coin of `market` may trade at: finite, above 0 and at most the market's maxPrice. */
export function isTradablePrice(market: MarketSymbol, price: number): boolean {
  return Number.isFinite(price) && price > 0 && price <= TRADING_RULES[market].maxPrice;
}

/** Coin quantities have at most 8 decimals on every market. */
export const QUANTITY_DECIMALS = 8;

/**
 * Limit and stop prices must lie within this band around the last trade price: from
 * last × PRICE_BAND.lower to last × PRICE_BAND.upper (a fat-finger guard, like the exchanges' own).
 */
export const PRICE_BAND = { lower: 0.5, upper: 2 } as const;

/** Levels per side the order book channel carries. */
export const ORDER_BOOK_DEPTH = 30;

/** Orders one member may have open (pending) at a time, over all coins. */
export const MAX_OPEN_ORDERS = 200;

/** Preset shares of the available balance in the order panel (the slider takes 0–100 in steps of 1). */
export const ORDER_PERCENT_PRESETS = [10, 25, 50, 100] as const;

/** An idempotency key: the same key from the same member never places a second order. */
export const CLIENT_ORDER_ID = /^[A-Za-z0-9_-]{8,64}$/;

// --- orders and fills as the member sees them -----------------------------------------------------

/** An order as the member sees it. Amounts are in the market's currency, quantities in the coin. */
export interface OrderRow {
  orderId: number;
  key: CoinKey;
  side: OrderSide;
  orderType: OrderType;
  /** Limit price; for a market order the average fill price (0 while nothing filled). */
  price: number;
  /** Stop-limit only: the trigger price and the side of the last price it watches from. */
  stopPrice: number | null;
  stopCondition: StopCondition | null;
  /** False while a stop-limit waits for its stop price; true for every other order. */
  triggered: boolean;
  /** Limit and best-price orders: how long it stays (contract/order-options.ts); null for market and stop-limit. */
  timeInForce: TimeInForce | null;
  /** The self-trade prevention it trades under; null for a post-only order, which never takes. */
  smpType: SmpType | null;
  /** Ordered quantity (a buy by order total, market or best: the quantity it bought). */
  quantity: number;
  filledQuantity: number;
  /** Quantity taken off it by self-trade prevention (Upbit's prevented_volume): never traded, not open. */
  preventedQuantity: number;
  /** Buys by order total (market, best): the total as ordered, before fee (the fee is charged on top: buyCost); null otherwise. */
  amount: number | null;
  /** Average price of the fills; null before the first fill. */
  avgFillPrice: number | null;
  /** Sum of the fills' amounts and of their fees, in the market's currency. */
  filledAmount: number;
  fee: number;
  status: OrderStatus;
  clientOrderId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One fill of an order: price, quantity, amount and the fee charged on it. */
export interface FillRow {
  fillId: number;
  orderId: number;
  key: CoinKey;
  side: OrderSide;
  price: number;
  quantity: number;
  amount: number;
  fee: number;
  /** true when the order was the resting side (maker). */
  maker: boolean;
  createdAt: string;
}

/** A closed order with its fills (order history). */
export interface OrderHistoryRow extends OrderRow {
  fills: FillRow[];
}

/** GET order history: one page of closed orders in a date range, newest first. */
export interface OrderHistoryResponse {
  rows: OrderHistoryRow[];
  total: number;
  page: number;
  size: number;
}

// --- amount arithmetic ---------------------------------------------------------------------------

/** Tolerance against binary noise before floor and ceil (0.1 + 0.2 must not ceil to the next unit). */
const NOISE = 1e-9;
/** The same, relative: a product's error grows with it (4.35 × 1e8 is 434999999.99999994). */
const RELATIVE_NOISE = 1e-12;

export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** `value` in units of 10^-decimals: the whole number it is but for binary noise, or the product itself. */
function inUnits(value: number, decimals: number): number {
  const units = value * 10 ** decimals;
  const whole = Math.round(units);
  return Math.abs(units - whole) <= NOISE + Math.abs(units) * RELATIVE_NOISE ? whole : units;
}

/** The largest multiple of 10^-decimals not above `value` (4.35 at 8 decimals is 4.35, not 4.34999999). */
export function floorTo(value: number, decimals: number): number {
  return Math.floor(inUnits(value, decimals)) / 10 ** decimals;
}

/** The smallest multiple of 10^-decimals not below `value`. */
export function ceilTo(value: number, decimals: number): number {
  return Math.ceil(inUnits(value, decimals)) / 10 ** decimals;
}

/** Decimals `value` has as written (0.05 → 2, 1e-8 → 8, 1500 → 0). */
export function decimalsIn(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - (exponent === undefined ? 0 : Number(exponent)));
}

/** price × quantity in the market's currency: what a buyer pays (ceil) or a seller receives (floor). */
export function orderAmount(market: MarketSymbol, price: number, quantity: number, side: OrderSide): number {
  const decimals = TRADING_RULES[market].quoteDecimals;
  return side === 'buy' ? ceilTo(price * quantity, decimals) : floorTo(price * quantity, decimals);
}

/** The fee on a fill's amount, rounded up to the market currency's unit (never charged below the rate). */
export function feeOf(market: MarketSymbol, amount: number): number {
  const rules = TRADING_RULES[market];
  return ceilTo(amount * rules.feeRate, rules.quoteDecimals);
}

/**
 * The order total of a buy and the fee on top of it. The order total (주문총액) is what buys coin:
 * price × quantity of a limit buy, the amount a market buy names. The fee is charged on top, so the
 * balance gives the order total + the fee (100,000 KRW → fee 50 → 100,050 KRW at KRW's 0.05 %). This is
 * the Korean exchanges' reading: Upbit's market buy (ord_type=price) names `price`, the order total
 * ("1억 원어치의 BTC"), and reserves its fee beside it (`reserved_fee`; `locked` = price + fee). The
 * order panel labels the field "before fee" and shows this fee and total; the simulator locks this
 * total and debits no more.
 */
export interface BuyCost {
  /** The fee on the order total (feeOf). */
  fee: number;
  /** What the balance gives for it: the order total + the fee. */
  total: number;
}

/**
 * What a buy with an order total of `amount` costs. Fills take whole 1e-8 of the coin, so a market buy
 * may leave a remainder worth less than 1e-8 of the coin: under a won below a price of 1e8 KRW (the
 * fills then come to the whole order total), a won on BTC at about 1.4e8 KRW. It stays in the balance,
 * as Upbit returns it, and the debit is buyCost of what filled.
 */
export function buyCost(market: MarketSymbol, amount: number): BuyCost {
  const fee = feeOf(market, amount);
  return { fee, total: roundTo(amount + fee, TRADING_RULES[market].quoteDecimals) };
}

/** What a buy with an order total of `amount` locks at placement: its buyCost total. */
export function buyLock(market: MarketSymbol, amount: number): number {
  return buyCost(market, amount).total;
}

/**
 * The largest order total whose total + fee fits in `funds` (the 100 % preset of a buy leaves room
 * for the fee: 800,000 KRW gives 799,600 + 400).
 */
export function spendableAmount(market: MarketSymbol, funds: number): number {
  const rules = TRADING_RULES[market];
  let amount = floorTo(funds / (1 + rules.feeRate), rules.quoteDecimals);
  const unit = 10 ** -rules.quoteDecimals;
  while (amount > 0 && buyLock(market, amount) > funds) amount = roundTo(amount - unit, rules.quoteDecimals);
  return Math.max(0, amount);
}

// --- the checks of an order ----------------------------------------------------------------------

/** Why an order cannot be placed, checked in this order. Each has a ko/en message below. */
export const ORDER_PROBLEMS = [
  'priceRequired',
  'stopPriceRequired',
  'quantityRequired',
  'amountRequired',
  'offTick',
  'stopOffTick',
  'quantityDecimals',
  'amountDecimals',
  'priceAboveMaximum',
  'outsidePriceBand',
  'stopOutsidePriceBand',
  'stopAtLastPrice',
  'postOnlyWouldTrade',
  'belowMinimum',
  'aboveMaximum',
  'insufficientBalance',
] as const;
export type OrderProblem = (typeof ORDER_PROBLEMS)[number];

/** What the order form holds (numbers as parsed; undefined when a field is empty or not a number). */
export interface OrderDraft {
  market: MarketSymbol;
  side: OrderSide;
  orderType: OrderType;
  price?: number;
  stopPrice?: number;
  quantity?: number;
  /** Buys by order total (market, best): the total in the market's currency, before fee (the fee is charged on top: buyCost). */
  amount?: number;
  /** Limit orders: post_only is refused where it would trade at once (bestOpposite below). */
  timeInForce?: TimeInForce;
}

export interface OrderCheckContext {
  /** The coin's price steps on the market source (contract/price-ticks.ts). */
  ticks: PriceTicks;
  /** Last trade price of the coin. */
  lastPrice: number;
  /** Free (unlocked) balance of what the order spends: the market's currency for a buy, the coin for a sell. */
  available: number;
  /**
   * The best price on the other side of the book (asks for a buy, bids for a sell), when known: a post-only
   * order at or through it would trade at once. Undefined: the side is empty, or the form has no book yet.
   */
  bestOpposite?: number;
}

function positive(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value > 0;
}

function inBand(price: number, lastPrice: number): boolean {
  if (!(lastPrice > 0)) return true;
  return price >= lastPrice * PRICE_BAND.lower - NOISE && price <= lastPrice * PRICE_BAND.upper + NOISE;
}

/**
 * Why a coin of `market` may not trade at `price` when it last traded at `lastPrice`: beyond the market's
 * maximum (or not a finite positive number), or outside the price band. The checks of an order's price
 * and of the simulator's admin trade.
 */
export function tradePriceProblem(
  market: MarketSymbol,
  price: number,
  lastPrice: number,
): 'priceAboveMaximum' | 'outsidePriceBand' | undefined {
  if (!isTradablePrice(market, price)) return 'priceAboveMaximum';
  return inBand(price, lastPrice) ? undefined : 'outsidePriceBand';
}

/** The quote amount an order is worth: what the minimum and maximum are checked against. */
export function draftAmount(draft: OrderDraft, lastPrice: number): number | undefined {
  if (isBudgetOrder(draft.orderType, draft.side)) return draft.amount;
  const price = namesNoPrice(draft.orderType) ? lastPrice : draft.price;
  if (!positive(price) || !positive(draft.quantity)) return undefined;
  return orderAmount(draft.market, price, draft.quantity, draft.side);
}

/** What the order spends from the available balance: amount + fee for a buy, the quantity for a sell. */
export function draftCost(draft: OrderDraft, lastPrice: number): number | undefined {
  if (draft.side === 'sell') return draft.quantity;
  const amount = draftAmount(draft, lastPrice);
  return amount === undefined ? undefined : buyLock(draft.market, amount);
}

/** The first problem of an order, or undefined when it may be sent. Pure: the form and the simulator share it. */
export function orderProblem(draft: OrderDraft, context: OrderCheckContext): OrderProblem | undefined {
  const { market, side, orderType } = draft;
  const rules = TRADING_RULES[market];
  const byTotal = isBudgetOrder(orderType, side);
  const hasPrice = !namesNoPrice(orderType);
  if (hasPrice && !positive(draft.price)) return 'priceRequired';
  if (orderType === 'stopLimit' && !positive(draft.stopPrice)) return 'stopPriceRequired';
  if (!byTotal && !positive(draft.quantity)) return 'quantityRequired';
  if (byTotal && !positive(draft.amount)) return 'amountRequired';
  if (hasPrice && !isOnTick(context.ticks, draft.price!)) return 'offTick';
  if (orderType === 'stopLimit' && !isOnTick(context.ticks, draft.stopPrice!)) return 'stopOffTick';
  if (!byTotal && decimalsIn(draft.quantity!) > QUANTITY_DECIMALS) return 'quantityDecimals';
  if (byTotal && decimalsIn(draft.amount!) > rules.quoteDecimals) return 'amountDecimals';
  if (hasPrice) {
    const priceProblem = tradePriceProblem(market, draft.price!, context.lastPrice);
    if (priceProblem) return priceProblem;
  }
  if (orderType === 'stopLimit') {
    const stopProblem = tradePriceProblem(market, draft.stopPrice!, context.lastPrice);
    if (stopProblem) return stopProblem === 'outsidePriceBand' ? 'stopOutsidePriceBand' : stopProblem;
    if (draft.stopPrice === context.lastPrice) return 'stopAtLastPrice';
  }
  if (orderType === 'limit' && draft.timeInForce === 'post_only' && context.bestOpposite !== undefined) {
    const crosses =
      side === 'buy' ? draft.price! >= context.bestOpposite : draft.price! <= context.bestOpposite;
    if (crosses) return 'postOnlyWouldTrade';
  }
  // Written as "not within" so that a NaN (a last price gone wrong) fails the check instead of passing it.
  const amount = draftAmount(draft, context.lastPrice)!;
  if (!(amount >= rules.minOrderAmount)) return 'belowMinimum';
  if (!(amount <= rules.maxOrderAmount)) return 'aboveMaximum';
  if (!(draftCost(draft, context.lastPrice)! <= context.available + NOISE)) return 'insufficientBalance';
  return undefined;
}

/**
 * A stop-limit watches the last price from the side it was placed on: placed with the stop above the
 * last price it triggers when a trade reaches the stop or above ('gte'), otherwise at or below ('lte').
 */
export type StopCondition = 'gte' | 'lte';
export function stopCondition(stopPrice: number, lastPrice: number): StopCondition {
  return stopPrice > lastPrice ? 'gte' : 'lte';
}
export function stopReached(condition: StopCondition, stopPrice: number, tradePrice: number): boolean {
  return condition === 'gte' ? tradePrice >= stopPrice : tradePrice <= stopPrice;
}

/**
 * The messages of the problems, shown by the form before sending and answered by the simulator after
 * (its `message`, in the request's language). `{min}`, `{max}`, `{currency}` and `{decimals}` are filled
 * by orderProblemMessage.
 */
export const ORDER_PROBLEM_MESSAGES: Record<OrderProblem, Texts> = {
  priceRequired: { ko: '주문 가격을 입력해 주세요.', en: 'Enter the order price.' },
  stopPriceRequired: { ko: '감시 가격을 입력해 주세요.', en: 'Enter the stop price.' },
  quantityRequired: { ko: '주문 수량을 입력해 주세요.', en: 'Enter the order quantity.' },
  amountRequired: { ko: '주문 총액을 입력해 주세요.', en: 'Enter the order total.' },
  offTick: {
    ko: '주문 가격이 호가 단위에 맞지 않습니다.',
    en: 'The price is not a multiple of the tick size.',
  },
  stopOffTick: {
    ko: '감시 가격이 호가 단위에 맞지 않습니다.',
    en: 'The stop price is not a multiple of the tick size.',
  },
  quantityDecimals: {
    ko: '주문 수량은 소수점 {decimals}자리까지 입력할 수 있습니다.',
    en: 'The quantity can have at most {decimals} decimals.',
  },
  amountDecimals: {
    ko: '주문 총액은 소수점 {decimals}자리까지 입력할 수 있습니다.',
    en: 'The total can have at most {decimals} decimals.',
  },
  outsidePriceBand: {
    ko: '주문 가격은 현재가의 {lower}%~{upper}% 범위에서 입력할 수 있습니다.',
    en: 'The price must be between {lower}% and {upper}% of the last price.',
  },
  stopOutsidePriceBand: {
    ko: '감시 가격은 현재가의 {lower}%~{upper}% 범위에서 입력할 수 있습니다.',
    en: 'The stop price must be between {lower}% and {upper}% of the last price.',
  },
  stopAtLastPrice: {
    ko: '감시 가격은 현재가와 달라야 합니다.',
    en: 'The stop price must differ from the last price.',
  },
  postOnlyWouldTrade: {
    ko: 'POST ONLY 주문이 즉시 체결될 가격이라 접수되지 않았습니다. 상대 최우선 호가를 넘지 않는 가격으로 주문해 주세요.',
    en: 'This post-only order would trade at once at its price, so it was not placed. Use a price that does not reach the best price on the other side.',
  },
  belowMinimum: {
    ko: '최소 주문 금액은 {min} {currency}입니다.',
    en: 'The minimum order amount is {min} {currency}.',
  },
  priceAboveMaximum: {
    ko: '주문 가격과 감시 가격은 {maxPrice} {currency}까지 입력할 수 있습니다.',
    en: 'The price and the stop price can be at most {maxPrice} {currency}.',
  },
  aboveMaximum: {
    ko: '최대 주문 금액은 {max} {currency}입니다.',
    en: 'The maximum order amount is {max} {currency}.',
  },
  insufficientBalance: {
    ko: '주문 가능 금액이 부족합니다.',
    en: 'Not enough balance available for this order.',
  },
};

/** The message of a problem on a market, in a language, with its numbers filled in. */
export function orderProblemMessage(problem: OrderProblem, market: MarketSymbol, language: Language): string {
  const rules = TRADING_RULES[market];
  const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 8 });
  const values: Record<string, string> = {
    min: number(rules.minOrderAmount),
    max: number(rules.maxOrderAmount),
    maxPrice: number(rules.maxPrice),
    currency: market,
    decimals: String(problem === 'amountDecimals' ? rules.quoteDecimals : QUANTITY_DECIMALS),
    lower: String(PRICE_BAND.lower * 100),
    upper: String(PRICE_BAND.upper * 100),
  };
  return ORDER_PROBLEM_MESSAGES[problem][language].replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? '',
  );
}
