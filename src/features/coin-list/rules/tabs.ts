/**
 * Tabs of the coin list (shell spec §2.1, §4): one per market named by its currency code, KRW first, then
 * My Asset and Favourites; which one opens first; and where the selection moves when the live intro closes
 * a market (the closed market keeps its tab: only the selection moves).
 */
import {
  DEFAULT_MARKET,
  isMarketSymbol,
  MARKET_SYMBOLS,
  parseCoinKey,
  type MarketSymbol,
} from '../../../../contract/markets';

export const ASSET_TAB = 'ASSET';
export const FAVORITE_TAB = 'FAVOR';
export type CoinListTab = MarketSymbol | typeof ASSET_TAB | typeof FAVORITE_TAB;

/** Coin tabs (markets and favourites) share one sort memory, the asset tab has its own. */
export type SortKind = 'coin' | 'asset';

export function sortKindOf(tab: CoinListTab): SortKind {
  return tab === ASSET_TAB ? 'asset' : 'coin';
}

export function isCoinListTab(value: unknown): value is CoinListTab {
  return value === ASSET_TAB || value === FAVORITE_TAB || isMarketSymbol(value);
}

export function isMarketTab(tab: CoinListTab): tab is MarketSymbol {
  return tab !== ASSET_TAB && tab !== FAVORITE_TAB;
}

/** Open state of each market as the live intro (or GET markets) last reported it. */
export type MarketOpenStates = ReadonlyMap<MarketSymbol, boolean> | null;

/**
 * The tabs in order: markets (KRW first, then the order of the market table), ASSET, FAVOR. Every market
 * keeps its tab whatever the intro says (shell spec §4: a closed market only moves the selection away).
 */
export function coinListTabs(): CoinListTab[] {
  const markets = [...MARKET_SYMBOLS].sort(
    (a, b) => Number(b === DEFAULT_MARKET) - Number(a === DEFAULT_MARKET),
  );
  return [...markets, ASSET_TAB, FAVORITE_TAB];
}

/** Navigation state that opens the list on a given tab (e.g. a link to the Favourites tab). */
export interface CoinListNavigationState {
  coinListTab: CoinListTab;
}

function tabFromNavigationState(state: unknown): CoinListTab | null {
  if (typeof state !== 'object' || state === null || !('coinListTab' in state)) return null;
  const tab = (state as { coinListTab: unknown }).coinListTab;
  return isCoinListTab(tab) ? tab : null;
}

/** The market after the dash of the coin route parameter (SYMBOL-MARKET), when it is a known market. */
export function marketOfCoinParam(coinParam: string | undefined): MarketSymbol | null {
  const parsed = parseCoinKey((coinParam ?? '').trim().toUpperCase());
  return parsed && isMarketSymbol(parsed.marketSymbol) ? parsed.marketSymbol : null;
}

/** Initial tab: from navigation state, else the coin parameter's market, else KRW. */
export function initialTab(navigationState: unknown, coinParam: string | undefined): CoinListTab {
  return tabFromNavigationState(navigationState) ?? marketOfCoinParam(coinParam) ?? DEFAULT_MARKET;
}

/**
 * The tab to show once the live intro is known: a market tab whose market is reported closed falls back
 * to the route's market when that one is open, else KRW. Other tabs, and open markets, stay.
 */
export function tabAfterIntro(
  tab: CoinListTab,
  openStates: MarketOpenStates,
  routeMarket: MarketSymbol | null,
): CoinListTab {
  if (!isMarketTab(tab) || openStates?.get(tab) !== false) return tab;
  if (routeMarket !== null && routeMarket !== tab && openStates.get(routeMarket) !== false)
    return routeMarket;
  return DEFAULT_MARKET;
}

/** Open states from an intro frame's (or GET markets') market list. */
export function openStatesOf(markets: readonly { marketSymbol: MarketSymbol; isOpen: boolean }[]) {
  return new Map(markets.map((market) => [market.marketSymbol, market.isOpen] as const));
}
