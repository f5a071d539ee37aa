/**
 * The pre-trade estimate: what an order that takes at once would get from the book as it stands — the
 * quantity, the average fill price, the worst level reached, the levels used, the slippage against the
 * best price and the mid, the fee, whether the book fills it all, and for a Plus buy the loan and the
 * repayment level it would start at. It walks the book by contract/book-walk.ts `walkLevels`, the rule the
 * simulator's matching core takes by, so the estimate and the fill cannot differ on the same book.
 * Estimated: market and best-price orders, and limit orders that never rest (ioc, fok), which take at most
 * to their limit. Our readings: the fee is the contract's fee on the whole amount (the simulator charges
 * it per fill, which may differ by the currency's last unit per fill); a Plus buy's loan follows what the
 * order spends (loanExcess) and its level values the coin at the worst price reached, the last price its
 * own fills leave.
 */
import { walkLevels, type Want } from './book-walk';
import { mayRest } from './order-options';
import { loanFor, PLUS_BUY_MARKET } from './plus-buy';
import { repaymentLevel } from './plus-buy-loan';
import type { MarketSymbol } from './markets';
import type { BookLevel } from './socket';
import {
  buyCost,
  ceilTo,
  feeOf,
  floorTo,
  isBudgetOrder,
  roundTo,
  TRADING_RULES,
  type OrderSide,
  type OrderType,
  type TimeInForce,
} from './trading';

/** The order as the form holds it (numbers as parsed; undefined while a field is empty). */
export interface EstimatedOrder {
  market: MarketSymbol;
  side: OrderSide;
  orderType: OrderType;
  timeInForce?: TimeInForce;
  /** A limit order's price. */
  price?: number;
  /** What a sell and a limit buy name. */
  quantity?: number;
  /** What a buy by order total (market, best) names, before fee. */
  amount?: number;
  /** A Plus buy order (KRW market buys): the estimate adds its loan and starting level. */
  plusBuy?: boolean;
}

/** The two sides of a book, best first (the `orderbook` channel's levels). */
export interface EstimateBook {
  asks: readonly BookLevel[];
  bids: readonly BookLevel[];
}

export interface FillEstimate {
  /** Quantity it would get, and its amount in the market's currency (what a buy pays, a sell receives), before fee. */
  quantity: number;
  amount: number;
  /** Amount ÷ quantity, undefined when it gets nothing; likewise the worst (last) price it takes at. */
  averagePrice: number | undefined;
  worstPrice: number | undefined;
  levels: number;
  /** How much worse than the best opposite price, and than the mid, the average is, in % (undefined when unknown). */
  slippageFromBest: number | undefined;
  slippageFromMid: number | undefined;
  /** The fee on the amount, and what the balance gives (a buy: amount + fee) or gets (a sell: amount − fee). */
  fee: number;
  total: number;
  /**
   * True when the book within its limit fills all it names. The figures above are what the book gives
   * within the limit, also for a fok order it cannot fill (killed), which then fills nothing.
   */
  complete: boolean;
  /** A fok order the book cannot fill at once: it would be cancelled with nothing filled. */
  killed: boolean;
  /** A Plus buy: the loan the filled amount keeps, and the repayment level it starts at. */
  plusBuy?: { loan: number; level: number | null };
}

/** Whether an order takes at once and never rests, so that an estimate says what it gets. */
export function isEstimated(orderType: OrderType, timeInForce: TimeInForce | undefined): boolean {
  if (orderType === 'market' || orderType === 'best') return true;
  return orderType === 'limit' && !mayRest(orderType, timeInForce);
}

/** What the order wants, or undefined while the field it names is not a positive number. */
function wantOf(order: EstimatedOrder): Want | undefined {
  if (isBudgetOrder(order.orderType, order.side)) {
    return order.amount !== undefined && order.amount > 0
      ? { quantity: Infinity, budget: order.amount }
      : undefined;
  }
  return order.quantity !== undefined && order.quantity > 0
    ? { quantity: order.quantity, budget: Infinity }
    : undefined;
}

/** The price an order takes to: a limit's own, a best-price order's best opposite (it trades at that one price), none for a market order. */
function limitOf(order: EstimatedOrder, bestOpposite: number | undefined): number | undefined {
  if (order.orderType === 'best') return bestOpposite;
  return order.orderType === 'limit' ? order.price : undefined;
}

/** (worse − reference) / reference in %, where worse is higher for a buy and lower for a sell. */
function slippage(
  side: OrderSide,
  average: number | undefined,
  reference: number | undefined,
): number | undefined {
  if (average === undefined || reference === undefined || !(reference > 0)) return undefined;
  const worse = side === 'buy' ? average - reference : reference - average;
  return (worse / reference) * 100;
}

/**
 * The estimate of `order` against `book`, or undefined when the order is not estimated (it may rest) or
 * names nothing yet. An empty side gives an estimate of nothing filled, not complete.
 */
export function fillEstimate(order: EstimatedOrder, book: EstimateBook): FillEstimate | undefined {
  if (!isEstimated(order.orderType, order.timeInForce)) return undefined;
  if (order.orderType === 'limit' && !(order.price !== undefined && order.price > 0)) return undefined;
  const want = wantOf(order);
  if (want === undefined) return undefined;
  const { side, market } = order;
  const opposite = side === 'buy' ? book.asks : book.bids;
  const bestOpposite = opposite[0]?.[0];
  const walk = walkLevels(side, opposite, want, limitOf(order, bestOpposite));
  const killed = order.timeInForce === 'fok' && !walk.complete;
  const decimals = TRADING_RULES[market].quoteDecimals;
  const amount = side === 'buy' ? ceilTo(walk.value, decimals) : floorTo(walk.value, decimals);
  const averagePrice = walk.quantity > 0 ? walk.value / walk.quantity : undefined;
  const bestBid = book.bids[0]?.[0];
  const bestAsk = book.asks[0]?.[0];
  const mid = bestBid !== undefined && bestAsk !== undefined ? (bestBid + bestAsk) / 2 : undefined;
  const cost = side === 'buy' ? buyCost(market, amount) : undefined;
  const fee = cost?.fee ?? feeOf(market, amount);
  const estimate: FillEstimate = {
    quantity: walk.quantity,
    amount,
    averagePrice,
    worstPrice: walk.worstPrice,
    levels: walk.levels,
    slippageFromBest: slippage(side, averagePrice, bestOpposite),
    slippageFromMid: slippage(side, averagePrice, mid),
    fee,
    total: cost?.total ?? roundTo(amount - fee, decimals),
    complete: walk.complete,
    killed,
  };
  if (order.plusBuy && side === 'buy' && market === PLUS_BUY_MARKET) {
    const loan = loanFor(amount);
    const assetValue = roundTo(walk.quantity * (walk.worstPrice ?? 0), 0);
    estimate.plusBuy = { loan, level: repaymentLevel(assetValue, loan) };
  }
  return estimate;
}
