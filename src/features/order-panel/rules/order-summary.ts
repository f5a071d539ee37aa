/**
 * What the panel shows around the form: the balance of what the order spends (available and locked),
 * the amount, fee and expected total of the order (a buy pays amount + fee, a sell receives amount − fee),
 * and whether the coin can be traded now (its market open, the coin tradable and open for the side).
 */
import type { AssetsResponse, CoinInfo } from '../../../../contract';
import type { MarketSymbol } from '../../../../contract/markets';
import {
  buyCost,
  draftAmount,
  feeOf,
  namesNoPrice,
  QUANTITY_DECIMALS,
  roundTo,
  TRADING_RULES,
  type OrderDraft,
  type OrderSide,
} from '../../../../contract/trading';

/** The currency an order spends: the market's for a buy, the coin for a sell. */
export function spentCurrency(side: OrderSide, symbol: string, market: MarketSymbol): string {
  return side === 'buy' ? market : symbol;
}

/** Decimals of a balance of `currency`: whole won, 8 decimals for a coin. */
export function currencyDecimals(currency: string): number {
  return currency === 'KRW' ? TRADING_RULES.KRW.quoteDecimals : QUANTITY_DECIMALS;
}

export interface Balance {
  /** Free to order with: the balance less what open orders and Plus buy loans hold. */
  available: number;
  /** Held by open orders. */
  locked: number;
  /** Held for Plus buy loans until they are repaid (AssetRow.loanLockedBalance): never in open orders. */
  loanLocked: number;
}

/** The member's balance of one currency (by symbol); nothing held is a zero balance. */
export function balanceOf(assets: AssetsResponse, currency: string): Balance {
  const held =
    currency === 'KRW'
      ? { coinBalance: assets.krwBalance, lockedBalance: assets.krwLocked, loanLockedBalance: 0 }
      : assets.myAssetCoinInfoList.find((row) => row.symbol === currency);
  if (!held) return { available: 0, locked: 0, loanLocked: 0 };
  const decimals = currencyDecimals(currency);
  const available = roundTo(held.coinBalance - held.lockedBalance, decimals);
  const loanLocked = held.loanLockedBalance ?? 0;
  return {
    available: Math.max(0, available),
    locked: Math.max(0, roundTo(held.lockedBalance - loanLocked, decimals)),
    loanLocked,
  };
}

export interface OrderSummary {
  /** The order total before fee: price × quantity, or what a market buy names; undefined until the form says enough. */
  amount?: number;
  fee?: number;
  /** A buy: order total + fee, what it takes from the balance (buyCost). A sell: amount − fee, what it brings in. */
  total?: number;
  /** A sell naming no price (market, best-price) is valued at the last price: the figures are an estimate. */
  estimated: boolean;
}

export function orderSummary(draft: OrderDraft, lastPrice: number): OrderSummary {
  const estimated = namesNoPrice(draft.orderType) && draft.side === 'sell';
  const amount = draftAmount(draft, lastPrice);
  if (amount === undefined || !(amount > 0)) return { estimated };
  if (draft.side === 'buy') return { amount, ...buyCost(draft.market, amount), estimated };
  const fee = feeOf(draft.market, amount);
  return { amount, fee, total: roundTo(amount - fee, TRADING_RULES[draft.market].quoteDecimals), estimated };
}

/** Why no order can be sent now. */
export type TradingBlock = 'marketClosed' | 'notTradable';

export type CoinTradingInfo = Pick<CoinInfo['infoOnMarket'], 'canTrade' | 'buyOpenDate' | 'sellOpenDate'>;

export interface TradingStatus {
  /** As GET markets or the live intro last said; undefined while unknown. */
  marketOpen: boolean | undefined;
  /** undefined while the catalogue loads; null when the coin is not listed. */
  coin: CoinTradingInfo | null | undefined;
}

/** The simulator's own order of refusals: a coin not tradable (or not open yet for the side), then a closed market. */
export function tradingBlock(
  status: TradingStatus,
  side: OrderSide,
  nowMs: number,
): TradingBlock | undefined {
  const { coin } = status;
  if (coin === null || (coin && !coin.canTrade)) return 'notTradable';
  if (status.marketOpen === false) return 'marketClosed';
  const opensAt = coin ? (side === 'buy' ? coin.buyOpenDate : coin.sellOpenDate) : null;
  if (opensAt !== null && Date.parse(opensAt) > nowMs) return 'notTradable';
  return undefined;
}

/** The next opening date (buying or selling) of the coin after `nowMs`, in ms; undefined when none is ahead. */
export function nextOpening(coin: CoinTradingInfo | null | undefined, nowMs: number): number | undefined {
  const ahead = [coin?.buyOpenDate, coin?.sellOpenDate]
    .map((date) => (date ? Date.parse(date) : Number.NaN))
    .filter((time) => time > nowMs);
  return ahead.length === 0 ? undefined : Math.min(...ahead);
}
