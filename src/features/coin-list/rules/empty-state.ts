/**
 * What the list shows instead of rows (shell spec §2.1, §6): the login-required message on ASSET and FAVOR
 * when logged out; the spinner while favourites are blocked or loading; no favourites; no holdings; no
 * assets worth 1,000 KRW or more (everything hidden as small); no search result; no data.
 */
import { ASSET_TAB, FAVORITE_TAB, type CoinListTab } from './tabs';

export type EmptyState =
  | 'loginRequired'
  | 'loading'
  | 'noFavorites'
  | 'noHoldings'
  | 'noAssetsOverThreshold'
  | 'noSearchResult'
  | 'noData';

export interface EmptyStateInput {
  tab: CoinListTab;
  loggedIn: boolean;
  /** The tab's data is on its way, or favourites are blocked (spinner). */
  loading: boolean;
  /** Rows of the tab before the hide-small option and the search. */
  tabRows: number;
  /** Rows left after the hide-small option, before the search. */
  afterHideSmall: number;
  /** Rows left after the search: what is shown. */
  visible: number;
  searching: boolean;
}

/** The empty state to show, or null when there are rows. */
export function emptyStateOf(input: EmptyStateInput): EmptyState | null {
  const memberTab = input.tab === ASSET_TAB || input.tab === FAVORITE_TAB;
  if (memberTab && !input.loggedIn) return 'loginRequired';
  if (input.visible > 0) return null;
  if (input.loading) return 'loading';
  if (input.tabRows === 0) {
    if (input.tab === FAVORITE_TAB) return 'noFavorites';
    if (input.tab === ASSET_TAB) return 'noHoldings';
    return 'noData';
  }
  if (input.afterHideSmall === 0) return 'noAssetsOverThreshold';
  return input.searching ? 'noSearchResult' : 'noData';
}
