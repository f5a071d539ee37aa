/**
 * Decimals of the ledger's balances: KRW in whole won, coins (and coin-quoted amounts) in 8 decimals.
 * Every stored amount is rounded to them after each operation (contract/trading.ts roundTo), so equal
 * operations give equal results and the balance ≥ locked ≥ 0 constraints hold exactly.
 */
import {
  buyLock,
  ceilTo,
  isBudgetOrder,
  orderAmount,
  QUANTITY_DECIMALS,
  roundTo,
  TRADING_RULES,
  type OrderSide,
  type OrderType,
} from '../../contract';
import { KRW_COIN_TYPE } from '../market/catalogue';
import type { ListingCodes } from '../market/listings';

export const COIN_DECIMALS = QUANTITY_DECIMALS;

export function decimalsOf(coinType: string): number {
  return coinType === KRW_COIN_TYPE ? 0 : COIN_DECIMALS;
}

/** The coin type an order locks: a buy the market's currency, a sell the coin. */
export function lockedCoinTypeOf(listing: ListingCodes, side: OrderSide): string {
  return side === 'buy' ? listing.crncCd : listing.coin.coinType;
}

/**
 * What an order locks when placed: a sell its quantity of the coin; a buy its cost with the fee
 * (buyLock), of the amount a buy by order total (market, best) names or of price × quantity otherwise.
 */
export function orderLock(
  listing: ListingCodes,
  order: { side: OrderSide; orderType: OrderType; price: number; quantity: number; amount?: number },
): { lockedCoinType: string; lockedAmount: number } {
  const market = listing.marketSymbol;
  const lockedAmount =
    order.side === 'sell'
      ? order.quantity
      : isBudgetOrder(order.orderType, order.side)
        ? buyLock(market, order.amount!)
        : buyLock(market, orderAmount(market, order.price, order.quantity, 'buy'));
  return { lockedCoinType: lockedCoinTypeOf(listing, order.side), lockedAmount };
}

/**
 * What a limit buy must still hold locked once `open` of it is left to fill at `price`: the lock its whole
 * life needs (buyLock of ceil(Σ filled value + price × open)) less what its fills spent. Self-trade
 * prevention reducing an order releases the rest of its lock by it.
 */
export function limitBuyLockNeeded(
  listing: ListingCodes,
  order: { price: number; filledValue: number; filledAmount: number; fee: number },
  open: number,
): number {
  const market = listing.marketSymbol;
  const decimals = TRADING_RULES[market].quoteDecimals;
  const whole = buyLock(market, ceilTo(order.filledValue + order.price * open, decimals));
  return Math.max(0, roundTo(whole - order.filledAmount - order.fee, decimals));
}
