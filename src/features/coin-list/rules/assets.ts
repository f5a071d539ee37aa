/**
 * Rows of the My Asset tab (shell spec §2.1, §3, §5, §9): balance, valuation in KRW, average buy price,
 * profit rate and valuation profit of every coin held (the arithmetic: src/lib/asset-valuation.ts, shared
 * with the my-assets page); zero balances and base currencies left out; the hide-small-balances option;
 * held coins that can no longer be traded flagged for the popup.
 */
import type { AssetsResponse, CoinInfo } from '../../../../contract';
import { heldCoins, valueHolding } from '../../../lib/asset-valuation';
import { coinKey, DEFAULT_MARKET, type CoinKey } from '../../../../contract/markets';

/** Assets valued under this many KRW are hidden while hide-small-balances is on. */
export const SMALL_BALANCE_KRW = 1_000;

export interface AssetListRow {
  /** The KRW listing of the coin (SYMBOL-KRW), where its price and its row click lead. */
  key: CoinKey;
  coinType: string;
  symbol: string;
  coinBalance: number;
  avgBuyAmt: number;
  /** Balance × KRW price; NaN while the coin has no price (no ticker yet, or delisted). */
  valuationAmt: number;
  /** Percent against the average buy price; NaN without a price or an average. */
  profitRate: number;
  valuationProfit: number;
  /** False for a coin held but no longer tradable: its row opens the "no longer supported" popup. */
  tradable: boolean;
}

/**
 * The asset rows in the order of the answer. `krwPriceOf` gives a coin's KRW close price (NaN when
 * unknown), read from the ticker view.
 */
export function buildAssetRows(
  assets: AssetsResponse,
  coins: ReadonlyMap<string, CoinInfo>,
  krwPriceOf: (key: CoinKey) => number,
): AssetListRow[] {
  const rows: AssetListRow[] = [];
  for (const asset of heldCoins(assets)) {
    const coin = coins.get(asset.symbol);
    const key = coinKey(asset.symbol, DEFAULT_MARKET);
    rows.push({
      key,
      coinType: asset.coinType,
      symbol: asset.symbol,
      coinBalance: asset.coinBalance,
      avgBuyAmt: asset.avgBuyAmt,
      ...valueHolding(asset.coinBalance, asset.avgBuyAmt, krwPriceOf(key)),
      tradable: coin?.infoOnMarket.canTrade === true,
    });
  }
  return rows;
}

/**
 * With hide-small-balances on, rows valued under 1,000 KRW go. A row without a price stays: it is not
 * known to be small, and a delisted coin must stay reachable for its popup.
 */
export function isHiddenAsSmall(row: AssetListRow, hideSmallBalances: boolean): boolean {
  return hideSmallBalances && row.valuationAmt < SMALL_BALANCE_KRW;
}
