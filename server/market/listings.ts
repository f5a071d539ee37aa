/**
 * Listings: a coin on a market (BTC-KRW, ETH-BTC, SOL-USDT…) with the parameters of its price model
 * (start price in the quote currency, volatility, share of the trade flow, volume unit). Built once from
 * the catalogue; the mutable state (listing times, prices) lives in the market model.
 */
import { coinKey, MARKETS, parseCoinKey, type CoinKey, type MarketSymbol } from '../../contract/markets';
import { specTicks, type PriceTicks } from '../../contract/price-ticks';
import { COINS, UPCOMING_LISTED_PRICE, type CoinEntry, type VolClass } from './catalogue';
import { hashString, mixSeed, Random } from './prng';

export type ListingStatus = 'trading' | 'upcoming' | 'delisted';

/** What every market source says of a coin: the simulator's catalogue entry, or a real exchange's coin. */
export type Coin = Pick<CoinEntry, 'symbol' | 'coinType' | 'nameKo' | 'nameEn' | 'flags'>;

/** A coin on a market, whichever source lists it. */
export interface Listing {
  /** Position in its catalogue (a dense id for typed arrays and caches). */
  index: number;
  key: CoinKey;
  coin: Coin;
  marketSymbol: MarketSymbol;
  crncCd: string;
  /** Status at start; an upcoming listing starts trading when its buy-open time comes. */
  initialStatus: ListingStatus;
}

/** A listing of the simulated market, with the parameters of its price model. */
export interface SimListing extends Listing {
  coin: CoinEntry;
  /** Reference price in the quote currency (the random walk reverts slowly towards it). */
  basePrice: number;
  /** Daily volatility of the log price in the normal regime. */
  dailyVolatility: number;
  /** Mean reversion of the log price per day (Ornstein–Uhlenbeck). */
  reversion: number;
  /** Share of all simulated trades (over listings that trade). */
  weight: number;
  /** Volume is counted in whole units of this size (a power of two, so sums are exact in floating point). */
  volumeUnit: number;
  /** Nominal daily volume, in units. */
  dailyUnits: number;
  /** Mean quantity of one trade at the nominal trade rate, in units. */
  meanTradeUnits: number;
  /** Mean quantity (in coins) of a level near the top of the model's book (see TOP_LEVEL_VALUE_KRW). */
  levelQuantity: number;
  /** USDT market: global volume over the product's volume (valueBx24H); else 0. */
  globalVolumeFactor: number;
  /** Per-listing seed word. */
  seedWord: number;
}

/** The trade rate the volumes are calibrated for; other rates scale trade sizes so daily volume stays. */
export const NOMINAL_TRADE_RATE = 300;
/** Daily traded value of the whole exchange in KRW. */
const DAILY_VALUE_KRW = 1.5e12;
/** Mean trade quantity in volume units (the volume unit is chosen so a mean trade has about this many). */
const UNITS_PER_TRADE = 2 ** 14;
/**
 * Mean KRW value of a level near the top of the most traded listing's book (BTC-KRW): 30,000,000 KRW,
 * about 0.2 BTC, so that its top five levels a side hold a few hundred million KRW, as a large Korean
 * exchange's BTC book does (tenths to whole BTC a level). Other listings scale by the square root of
 * their share of the trade flow against it (a rank-100 coin's levels hold a few million KRW), whatever
 * their price: a level is a value, its quantity that value over the coin's price.
 */
export const TOP_LEVEL_VALUE_KRW = 30_000_000;
const MARKET_SHARE: Record<MarketSymbol, number> = { KRW: 0.85, BTC: 0.05, USDT: 0.1 };
const VOLATILITY: Record<VolClass, number> = { 0: 0.002, 1: 0.025, 2: 0.035, 3: 0.05, 4: 0.07 };
const HALF_LIFE_DAYS: Record<VolClass, number> = { 0: 3, 1: 240, 2: 240, 3: 240, 4: 240 };

function krwPriceOf(coin: CoinEntry): number {
  return coin.flags.includes('upcoming') ? UPCOMING_LISTED_PRICE : coin.priceKrw;
}

function quotePrice(coin: CoinEntry, marketSymbol: MarketSymbol): number {
  const krw = krwPriceOf(coin);
  if (marketSymbol === 'KRW') return krw;
  const quote = COINS.find((c) => c.symbol === marketSymbol);
  if (!quote) throw new Error(`no catalogue entry for the quote currency ${marketSymbol}`);
  return krw / quote.priceKrw;
}

function statusOf(coin: CoinEntry): ListingStatus {
  if (coin.flags.includes('delisted')) return 'delisted';
  if (coin.flags.includes('upcoming')) return 'upcoming';
  return 'trading';
}

function buildListings(): SimListing[] {
  const drafts: Omit<
    SimListing,
    'index' | 'weight' | 'dailyUnits' | 'meanTradeUnits' | 'volumeUnit' | 'levelQuantity'
  >[] = [];
  const ranks: number[] = [];
  COINS.forEach((coin, rank) => {
    for (const marketSymbol of coin.markets) {
      const market = MARKETS.find((m) => m.marketSymbol === marketSymbol)!;
      const key = coinKey(coin.symbol, marketSymbol);
      const seedWord = hashString(key);
      drafts.push({
        key,
        coin,
        marketSymbol,
        crncCd: market.crncCd,
        initialStatus: statusOf(coin),
        basePrice: quotePrice(coin, marketSymbol),
        dailyVolatility: VOLATILITY[coin.volClass],
        reversion: Math.LN2 / HALF_LIFE_DAYS[coin.volClass],
        globalVolumeFactor: marketSymbol === 'USDT' ? 30 + 170 * new Random(mixSeed(seedWord, 7)).next() : 0,
        seedWord,
      });
      ranks.push(rank);
    }
  });

  const rawWeight = ranks.map((rank) => (rank + 3) ** -1.05);
  const marketTotals = new Map<MarketSymbol, number>();
  drafts.forEach((draft, i) => {
    if (draft.initialStatus === 'delisted') return;
    marketTotals.set(draft.marketSymbol, (marketTotals.get(draft.marketSymbol) ?? 0) + rawWeight[i]!);
  });

  const weights = drafts.map((draft, index) =>
    draft.initialStatus === 'delisted'
      ? 0
      : (rawWeight[index]! / marketTotals.get(draft.marketSymbol)!) * MARKET_SHARE[draft.marketSymbol],
  );
  const topWeight = Math.max(...weights);
  return drafts.map((draft, index) => {
    const weight = weights[index]!;
    const meanTradeCoins = DAILY_VALUE_KRW / (NOMINAL_TRADE_RATE * 86_400 * krwPriceOf(draft.coin));
    const exponent = Math.min(40, Math.max(-20, Math.ceil(Math.log2(UNITS_PER_TRADE / meanTradeCoins))));
    const volumeUnit = 2 ** -exponent;
    const meanTradeUnits = meanTradeCoins / volumeUnit;
    const dailyUnits = meanTradeUnits * NOMINAL_TRADE_RATE * 86_400 * Math.max(weight, 1e-4);
    const levelValue = TOP_LEVEL_VALUE_KRW * Math.sqrt(Math.max(weight, 1e-4) / topWeight);
    const levelQuantity = levelValue / krwPriceOf(draft.coin);
    return { ...draft, index, weight, volumeUnit, meanTradeUnits, dailyUnits, levelQuantity };
  });
}

/** What a listing's key says on its own: its coin's symbol and code, its market and the market's code. */
export type ListingCodes = Pick<Listing, 'key' | 'marketSymbol' | 'crncCd'> & {
  coin: Pick<Coin, 'symbol' | 'coinType'>;
};

const CATALOGUE_CODES = new Map(COINS.map((coin) => [coin.symbol, coin.coinType]));

/**
 * The coin type of a symbol on every source: the catalogue's code (so a demo member's XRP is the XRP a real
 * exchange lists), else the symbol itself, a code no catalogue entry uses (theirs are C and four digits).
 */
export function coinTypeOf(symbol: string): string {
  return CATALOGUE_CODES.get(symbol) ?? symbol;
}

/**
 * The codes of a coin key on its own, without a catalogue: the ledger's orders and loans outlive a source's
 * listings (a real exchange delists a coin), and the start-up checks read them before any source has started.
 */
export function keyCodes(key: string): ListingCodes | undefined {
  const parsed = parseCoinKey(key);
  const market = parsed && MARKETS.find((m) => m.marketSymbol === parsed.marketSymbol);
  if (!parsed || !market) return undefined;
  return {
    key: coinKey(parsed.symbol, market.marketSymbol),
    marketSymbol: market.marketSymbol,
    crncCd: market.crncCd,
    coin: { symbol: parsed.symbol, coinType: coinTypeOf(parsed.symbol) },
  };
}

/** The simulated market's listings (the catalogue's coins on their markets). */
export const SIM_LISTINGS: readonly SimListing[] = buildListings();

/**
 * The listings of one market source, looked up by key or by the chart's codes. Every part of the server
 * reads listings from its source's catalogue (the simulator's, or a real exchange's coins).
 */
export class Catalogue<L extends Listing = Listing> {
  private readonly byKey: Map<string, L>;

  constructor(readonly all: readonly L[]) {
    this.byKey = new Map(all.map((listing) => [listing.key, listing]));
  }

  listing(key: string): L | undefined {
    return this.byKey.get(key);
  }

  /** The listing of a coin on a market given the chart's codes (crncCd of the market, coinType of the coin). */
  byCodes(crncCd: string, coinType: string): L | undefined {
    return this.all.find((listing) => listing.crncCd === crncCd && listing.coin.coinType === coinType);
  }
}

/** The simulated market's catalogue. */
export const SIM_CATALOGUE = new Catalogue(SIM_LISTINGS);

/** The simulated listing behind a listing of the simulator's catalogue (one of another source's is a bug). */
export function simListingOf(listing: Listing): SimListing {
  const own = SIM_LISTINGS[listing.index];
  if (own !== listing) throw new RangeError(`${listing.key} is not a listing of the simulated market`);
  return own;
}

/** Decimals of an amount of the quote currency of a market: whole won, else 8. */
export function quoteDecimals(marketSymbol: MarketSymbol): number {
  return marketSymbol === 'KRW' ? 0 : 8;
}

/** The simulated market's steps (the spec's), one function a market. */
const SIM_TICKS: Readonly<Record<MarketSymbol, PriceTicks>> = {
  KRW: specTicks('KRW'),
  BTC: specTicks('BTC'),
  USDT: specTicks('USDT'),
};

/** The steps of the simulated market's coins of a market: the spec's (contract/price-ticks.ts specTicks). */
export function simTicks(marketSymbol: MarketSymbol): PriceTicks {
  return SIM_TICKS[marketSymbol];
}

/** Smallest positive price on a market of the simulator. */
export function minimumPrice(marketSymbol: MarketSymbol): number {
  return SIM_TICKS[marketSymbol](0);
}

/**
 * `price` on the nearest of the simulated market's steps (the spec's): the same result as
 * `roundToTick(specTicks(market), price)` of contract/price-ticks.ts (tested against it), without the
 * string round trip, because history generation snaps millions of prices.
 */
export function snapToTick(marketSymbol: MarketSymbol, price: number): number {
  const tick = SIM_TICKS[marketSymbol](price);
  if (tick >= 1) return Math.max(tick, Math.round(price / tick) * tick);
  // Sub-unit ticks are powers of ten: whole steps divided by 10^decimals is the nearest double to the decimal.
  const snapped = Math.round(price / tick) / Math.round(1 / tick);
  return snapped > 0 ? snapped : minimumPrice(marketSymbol);
}
