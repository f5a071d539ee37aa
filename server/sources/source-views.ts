/**
 * What every market source shows the same way, from its listings and its own numbers: the markets and
 * whether each is open, a coin's info, the intro picture, a ticker row. One shape for the simulated, real
 * and replayed markets, so the feed hub and the routes cannot tell them apart.
 */
import {
  MARKETS,
  TICKER_FIELDS,
  type CoinInfo,
  type IntroFrame,
  type MarketInfo,
  type TickerNumbers,
  type TickerTuple,
} from '../../contract';
import type { MarketSymbol } from '../../contract/markets';
import type { Catalogue, Listing } from '../market/listings';

/** A listing's buy-open, sell-open and reserve-order times (KST ISO, null: none announced). */
export interface ListingTimes {
  buyOpenDate: string | null;
  sellOpenDate: string | null;
  marketReserveOrderStartTime: string | null;
}

/** A coin the exchange lists with no schedule: a real exchange's coin, a replayed one. */
export const NO_LISTING_TIMES: ListingTimes = {
  buyOpenDate: null,
  sellOpenDate: null,
  marketReserveOrderStartTime: null,
};

export function marketInfos(isOpen: (market: MarketSymbol) => boolean): MarketInfo[] {
  return MARKETS.map((m) => ({
    marketSymbol: m.marketSymbol,
    crncCd: m.crncCd,
    isBeta: m.isBeta,
    isOpen: isOpen(m.marketSymbol),
  }));
}

export interface CoinState {
  canTrade: boolean;
  /** Newly listed or upcoming: the new tag and the listing price. */
  isNew: boolean;
  listedPrice: number;
  times: ListingTimes;
}

/** A coin's info from its listing (names, codes, flags) and where its listing stands. */
export function coinInfoOf(listing: Listing, state: CoinState): CoinInfo {
  const flags = listing.coin.flags;
  return {
    key: listing.key,
    coinType: listing.coin.coinType,
    crncCd: listing.crncCd,
    coinNm: listing.coin.nameKo,
    coinNmEn: listing.coin.nameEn,
    symbol: listing.coin.symbol,
    marketSymbol: listing.marketSymbol,
    infoOnMarket: {
      isListedNew: state.isNew,
      hasEvent: flags.includes('hasEvent'),
      canTrade: state.canTrade,
      isInvestment: flags.includes('investment'),
      disClosure: flags.includes('disclosure'),
      isStaking: flags.includes('staking'),
      isMeme: flags.includes('meme'),
      topFixedNew: state.isNew,
      listedPrice: state.isNew ? state.listedPrice : 0,
      ...state.times,
    },
  };
}

/** A coin that trades with no schedule (a real exchange's, a replayed one). */
export const TRADING: CoinState = { canTrade: true, isNew: false, listedPrice: 0, times: NO_LISTING_TIMES };

/** The intro picture of listings with no schedule. */
export function unscheduledIntro(
  listings: readonly Listing[],
  isOpen: (market: MarketSymbol) => boolean,
): Pick<IntroFrame, 'coins' | 'markets'> {
  return {
    coins: listings.map((listing) => ({ key: listing.key, isListedNew: false, ...NO_LISTING_TIMES })),
    markets: MARKETS.map((m) => ({ marketSymbol: m.marketSymbol, isOpen: isOpen(m.marketSymbol) })),
  };
}

/** KRW per unit of a market currency: its KRW listing's last price (0 when the source lists none). */
export function krwValueOf(
  marketSymbol: MarketSymbol,
  catalogue: Catalogue,
  priceOf: (listing: Listing) => number,
): number {
  if (marketSymbol === 'KRW') return 1;
  const listing = catalogue.listing(`${marketSymbol}-KRW`);
  return listing ? priceOf(listing) : 0;
}

/** A ticker row: the key, then the numbers in TICKER_FIELDS order. */
export function tickerTupleOf(listing: Listing, numbers: TickerNumbers): TickerTuple {
  return [listing.key, ...TICKER_FIELDS.map((field) => numbers[field])];
}

/** Listeners of one kind of event, each added with the function that removes it. */
export class Signal<T> {
  private readonly listeners = new Set<(value: T) => void>();

  on(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(value: T): void {
    for (const listener of this.listeners) listener(value);
  }
}
