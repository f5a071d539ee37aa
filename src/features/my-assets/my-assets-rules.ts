/**
 * Pure rules of the my-assets page (shell spec §3 asset row and asset summary): each coin held with
 * its balance, the part in orders and the part a Plus buy loan locks (chart spec §9), its ticker (KRW price and change), average buy price in the KRW
 * market's price decimals (SHIB's 0.021 is "0.0210", never "0"), buy amount, valuation, valuation
 * profit and profit rate; the won balance split into available and in orders; the totals. The
 * arithmetic is src/lib/asset-valuation.ts, the one the coin list's My Asset tab uses.
 */
import type { AssetRow, AssetsResponse, CoinInfo } from '../../../contract';
import { QUANTITY_DECIMALS, roundTo } from '../../../contract/trading';
import { coinKey, DEFAULT_MARKET, MARKET_SYMBOLS, type CoinKey } from '../../../contract/markets';
import {
  assetTotals,
  valueHoldings,
  type MarketKrwValues,
  type TickerReader,
} from '../../lib/asset-valuation';
import { formatNumber, formatRate, formatSignedNumber, NOT_AVAILABLE } from '../../lib/format';
import { formatPrice, formatQuantity } from '../../lib/price-format';
import { priceTicks, type TickTable } from '../../../contract/price-ticks';

export type Direction = 'up' | 'down' | 'flat';

function directionOf(value: number): Direction {
  if (!Number.isFinite(value) || value === 0) return 'flat';
  return value > 0 ? 'up' : 'down';
}

const won = (value: number) => formatNumber(value, 0);
const signedWon = (value: number) => formatSignedNumber(value, 0);

export interface HoldingRowView {
  coinType: string;
  symbol: string;
  name: string;
  /** The coin's KRW listing, or its first listing elsewhere: where its price comes from. */
  key: CoinKey;
  balance: string;
  /** Held by open orders. */
  locked: string;
  /** Held for Plus buy loans until they are repaid (its own line, never "in orders"); null when none. */
  loanLocked: string | null;
  price: string;
  change: string;
  changeDirection: Direction;
  avgBuyAmt: string;
  buyAmt: string;
  valuationAmt: string;
  valuationProfit: string;
  profitRate: string;
  profitDirection: Direction;
  /** No market of the coin has a price yet: left out of the totals. */
  unpriced: boolean;
}

/** The listing a coin's ticker is read from: KRW first, then the other markets in their order. */
function listingOf(symbol: string, tickers: TickerReader): CoinKey {
  const priced = MARKET_SYMBOLS.map((market) => coinKey(symbol, market)).find(
    (key) => tickers.close(key) > 0,
  );
  return priced ?? coinKey(symbol, DEFAULT_MARKET);
}

/** The locked balance split into what open orders hold and what Plus buy loans hold (AssetRow.loanLockedBalance). */
function lockedParts(asset: AssetRow): Pick<HoldingRowView, 'locked' | 'loanLocked'> {
  const loanLocked = asset.loanLockedBalance ?? 0;
  return {
    locked: formatQuantity(Math.max(0, roundTo(asset.lockedBalance - loanLocked, QUANTITY_DECIMALS))),
    loanLocked: loanLocked > 0 ? formatQuantity(loanLocked) : null,
  };
}

export interface AssetsView {
  holdings: HoldingRowView[];
  krwBalance: string;
  krwAvailable: string;
  krwLocked: string;
  totalAssetKrw: string;
  totalBuyAmt: string;
  totalValuationAmt: string;
  totalValuationProfit: string;
  totalProfitRate: string;
  totalDirection: Direction;
  anyUnpriced: boolean;
}

/**
 * The page's figures from the assets answer, the coin catalogue (names: `language`), live tickers, the
 * KRW value of the BTC and USDT markets and the window's price steps (`ticks`: a holding's KRW prices at
 * its KRW coin's step).
 */
export function assetsView(
  assets: AssetsResponse,
  coins: ReadonlyMap<string, CoinInfo>,
  tickers: TickerReader,
  marketKrw: MarketKrwValues,
  language: 'ko' | 'en',
  ticks: TickTable,
): AssetsView {
  const valued = valueHoldings(assets, (key) => tickers.close(key), marketKrw);
  const holdings = valued.map(({ asset, krwPrice: price, valuationAmt, valuationProfit, profitRate }) => {
    const coin = coins.get(asset.symbol);
    const key = listingOf(asset.symbol, tickers);
    const change = tickers.changeRate(key);
    const wonTicks = priceTicks(ticks, `${asset.symbol}-${DEFAULT_MARKET}`);
    return {
      coinType: asset.coinType,
      symbol: asset.symbol,
      name: coin ? (language === 'en' ? coin.coinNmEn : coin.coinNm) : asset.symbol,
      key,
      balance: formatQuantity(asset.coinBalance),
      ...lockedParts(asset),
      price: formatPrice(wonTicks, price),
      change: formatRate(change),
      changeDirection: directionOf(change),
      avgBuyAmt: asset.avgBuyAmt > 0 ? formatPrice(wonTicks, asset.avgBuyAmt) : NOT_AVAILABLE,
      buyAmt: won(asset.coinBalance * asset.avgBuyAmt),
      valuationAmt: won(valuationAmt),
      valuationProfit: signedWon(valuationProfit),
      profitRate: formatRate(profitRate),
      profitDirection: directionOf(profitRate),
      unpriced: !Number.isFinite(price),
    };
  });
  const totals = assetTotals(
    assets.krwBalance,
    valued.map(({ asset, valuationAmt }) => ({ ...asset, valuationAmt })),
  );
  return {
    holdings,
    krwBalance: won(assets.krwBalance),
    krwAvailable: won(Math.max(0, assets.krwBalance - assets.krwLocked)),
    krwLocked: won(assets.krwLocked),
    totalAssetKrw: won(totals.totalAssetKrw),
    totalBuyAmt: won(totals.totalBuyAmt),
    totalValuationAmt: won(totals.totalValuationAmt),
    totalValuationProfit: signedWon(totals.totalValuationProfit),
    totalProfitRate: formatRate(totals.totalProfitRate),
    totalDirection: directionOf(totals.totalValuationProfit),
    anyUnpriced: holdings.some((row) => row.unpriced),
  };
}
