/**
 * The arithmetic of a member's assets (shell spec §3 asset row and asset summary, §5), shared by the
 * coin list's My Asset tab, the my-assets page and the user panel: which balances are coins held, a
 * coin's KRW price (its KRW market, else another market's price times that market's KRW value), the
 * KRW value of the quote markets, the valuation, profit rate and valuation profit of a holding, the
 * totals and the asset summary, and socket asset changes folded into the last REST answer.
 */
import type { AssetChangeFrame, AssetRow, AssetsResponse, CoinInfo } from '../../contract';
import {
  coinKey,
  DEFAULT_MARKET,
  KRW_COIN_TYPE,
  MARKET_SYMBOLS,
  type CoinKey,
  type MarketSymbol,
} from '../../contract/markets';

export { KRW_COIN_TYPE };

/**
 * Currencies that are money rather than coins held: the won, in which everything is valued. BTC and USDT
 * quote markets too, but they are coins traded on the KRW market, so holdings of them are listed.
 */
export function isBaseCurrency(asset: { coinType: string; symbol: string }): boolean {
  return asset.coinType === KRW_COIN_TYPE || asset.symbol === DEFAULT_MARKET;
}

/** The coins an answer holds, in its order: zero balances and base currencies left out (shell spec §5). */
export function heldCoins(assets: AssetsResponse): AssetRow[] {
  return assets.myAssetCoinInfoList.filter((asset) => asset.coinBalance > 0 && !isBaseCurrency(asset));
}

/** Coin info by symbol, the KRW listing preferred (valuation is in KRW). Build once per coin list. */
export function coinsBySymbol(coins: readonly CoinInfo[]): ReadonlyMap<string, CoinInfo> {
  const bySymbol = new Map<string, CoinInfo>();
  for (const coin of coins) {
    const known = bySymbol.get(coin.symbol);
    if (!known || (coin.marketSymbol === DEFAULT_MARKET && known.marketSymbol !== DEFAULT_MARKET))
      bySymbol.set(coin.symbol, coin);
  }
  return bySymbol;
}

/** KRW value of one unit of each quote market (the marketPrice channel); the KRW market is 1 by definition. */
export type MarketKrwValues = Partial<Record<MarketSymbol, number>>;

/** What the asset figures read of the live tickers: a coin's close and change rate (NaN when unknown). */
export interface TickerReader {
  close(key: CoinKey): number;
  changeRate(key: CoinKey): number;
}

/**
 * A coin's price in KRW: the close of its KRW market; a coin listed only on BTC or USDT is valued at
 * its close there times that market's KRW value. NaN while no market of the coin has a price.
 */
export function krwPriceOf(
  symbol: string,
  closeOf: (key: CoinKey) => number,
  marketKrw: MarketKrwValues,
): number {
  for (const market of MARKET_SYMBOLS) {
    const close = closeOf(coinKey(symbol, market));
    const rate = market === DEFAULT_MARKET ? 1 : marketKrw[market];
    if (close > 0 && rate !== undefined && rate > 0) return close * rate;
  }
  return Number.NaN;
}

export interface HoldingValuation {
  /** Balance × KRW price; NaN while the coin has no price. */
  valuationAmt: number;
  /** Percent against the average buy price; NaN without a price or an average. */
  profitRate: number;
  /** Valuation less what the balance cost at the average buy price. */
  valuationProfit: number;
}

export function valueHolding(coinBalance: number, avgBuyAmt: number, krwPrice: number): HoldingValuation {
  const valuationAmt = coinBalance * krwPrice;
  return {
    valuationAmt,
    profitRate: avgBuyAmt > 0 ? (krwPrice / avgBuyAmt - 1) * 100 : Number.NaN,
    valuationProfit: valuationAmt - coinBalance * avgBuyAmt,
  };
}

/** The asset summary (shell spec §3) with the sums it is made of. */
export interface AssetTotals {
  totalAssetKrw: number;
  /** What the priced holdings cost at their average buy prices. */
  totalBuyAmt: number;
  totalValuationAmt: number;
  totalValuationProfit: number;
  /** Percent of the valuation profit against the buy amount; 0 with nothing bought. */
  totalProfitRate: number;
}

/**
 * Totals over the won balance (locked part included: it is still the member's) and the holdings. A
 * holding without a price is left out of every sum, so that one unpriced coin does not blank the totals.
 */
export function assetTotals(
  krwBalance: number,
  holdings: readonly { coinBalance: number; avgBuyAmt: number; valuationAmt: number }[],
): AssetTotals {
  let totalBuyAmt = 0;
  let totalValuationAmt = 0;
  for (const holding of holdings) {
    if (!Number.isFinite(holding.valuationAmt)) continue;
    totalBuyAmt += holding.coinBalance * holding.avgBuyAmt;
    totalValuationAmt += holding.valuationAmt;
  }
  const totalValuationProfit = totalValuationAmt - totalBuyAmt;
  return {
    totalAssetKrw: krwBalance + totalValuationAmt,
    totalBuyAmt,
    totalValuationAmt,
    totalValuationProfit,
    totalProfitRate: totalBuyAmt > 0 ? (totalValuationProfit / totalBuyAmt) * 100 : 0,
  };
}

/** A coin held, valued at its KRW price (NaN while it has none). */
export interface ValuedHolding extends HoldingValuation {
  asset: AssetRow;
  krwPrice: number;
}

/** The coins an answer holds (heldCoins), each valued at live prices; `closeOf` answers NaN when unknown. */
export function valueHoldings(
  assets: AssetsResponse,
  closeOf: (key: CoinKey) => number,
  marketKrw: MarketKrwValues,
): ValuedHolding[] {
  return heldCoins(assets).map((asset) => {
    const krwPrice = krwPriceOf(asset.symbol, closeOf, marketKrw);
    return { asset, krwPrice, ...valueHolding(asset.coinBalance, asset.avgBuyAmt, krwPrice) };
  });
}

/** The asset summary of an answer at live prices (shell spec §3: totalAssetKrw, totalValuationProfit, totalProfitRate). */
export function assetSummary(
  assets: AssetsResponse,
  closeOf: (key: CoinKey) => number,
  marketKrw: MarketKrwValues,
): AssetTotals {
  return assetTotals(
    assets.krwBalance,
    valueHoldings(assets, closeOf, marketKrw).map(({ asset, valuationAmt }) => ({ ...asset, valuationAmt })),
  );
}

/**
 * The KRW value of each quote market: the marketPrice channel's once it came, else the market's own
 * coin on the KRW market (BTC-KRW, USDT-KRW), so that everything is valued from the first ticker.
 */
export function marketKrwValues(
  fromFrames: MarketKrwValues,
  closeOf: (key: CoinKey) => number,
): MarketKrwValues {
  const values: MarketKrwValues = {};
  for (const market of MARKET_SYMBOLS) {
    if (market === DEFAULT_MARKET) continue;
    const framed = fromFrames[market];
    values[market] = framed !== undefined && framed > 0 ? framed : closeOf(coinKey(market, DEFAULT_MARKET));
  }
  return values;
}

/**
 * The assets after a socket asset change: the KRW row sets the won balances, a coin row replaces that
 * coin (a zero balance removes it, as the REST answer leaves zero balances out).
 */
export function applyAssetChange(assets: AssetsResponse, rows: AssetChangeFrame['rows']): AssetsResponse {
  let { krwBalance, krwLocked } = assets;
  const coins = new Map(assets.myAssetCoinInfoList.map((row) => [row.coinType, row]));
  for (const row of rows) {
    if (row.coinType === KRW_COIN_TYPE) {
      krwBalance = row.coinBalance;
      krwLocked = row.lockedBalance;
    } else if (row.coinBalance > 0) coins.set(row.coinType, { ...row });
    else coins.delete(row.coinType);
  }
  const list = [...coins.values()];
  return {
    krwBalance,
    krwLocked,
    myAssetCoinInfoList: list,
    totalSumBuyAmt: Math.round(list.reduce((sum, row) => sum + row.coinBalance * row.avgBuyAmt, 0)),
  };
}
