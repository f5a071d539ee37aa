/**
 * Decimals of the ledger's balances: KRW in whole won, coins (and coin-quoted amounts) in 8 decimals.
 * Every stored amount is rounded to them after each operation (contract/trading.ts roundTo), so equal
 * operations give equal results and the balance ≥ locked ≥ 0 constraints hold exactly.
 */
import { buyLock, orderAmount, QUANTITY_DECIMALS, type OrderSide, type OrderType } from '../../contract';
import { KRW_COIN_TYPE } from '../market/catalogue';
import type { Listing } from '../market/listings';

export const COIN_DECIMALS = QUANTITY_DECIMALS;

export function decimalsOf(coinType: string): number {
  return coinType === KRW_COIN_TYPE ? 0 : COIN_DECIMALS;
}

/** The coin type an order locks: a buy the market's currency, a sell the coin. */
export function lockedCoinTypeOf(listing: Listing, side: OrderSide): string {
  return side === 'buy' ? listing.crncCd : listing.coin.coinType;
}

/**
 * What an order locks when placed: a sell its quantity of the coin; a buy its cost with the fee
 * (buyLock), of the amount a market buy names or of price × quantity otherwise.
 */
export function orderLock(
  listing: Listing,
  order: { side: OrderSide; orderType: OrderType; price: number; quantity: number; amount?: number },
): { lockedCoinType: string; lockedAmount: number } {
  const market = listing.marketSymbol;
  const lockedAmount =
    order.side === 'sell'
      ? order.quantity
      : order.orderType === 'market'
        ? buyLock(market, order.amount!)
        : buyLock(market, orderAmount(market, order.price, order.quantity, 'buy'));
  return { lockedCoinType: lockedCoinTypeOf(listing, order.side), lockedAmount };
}
