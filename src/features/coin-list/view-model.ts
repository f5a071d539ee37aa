/**
 * The coin list's view model: from the ticker view, the coins, the member's assets and favourites, the
 * list state and the language, the ordered row keys of the current tab (and its empty state).
 *
 * How the renderer calls it: `rows(input)` on every low-rate change (tab, sort, search, tick type, USDT
 * mode, hide-small, language, coins, assets, favourites, a ticker snapshot) and, for re-sorting under
 * live prices, at most a few times a second (RESORT_INTERVAL_MS); between calls it redraws rows in
 * place from the ticker view by slot. Work is cached by input identity: the search index and name order
 * per coin list, the tab's members per (tab, search, favourites, assets, layout). A call re-reads the
 * sort values into a reused typed array and sorts an index list; when the order did not change, the
 * previous result object comes back, so `result !== previous` tells the renderer to re-lay the rows. On the
 * ASSET tab the figures move with prices, so each call answers fresh asset rows (a few dozen at most).
 */
import type { AssetsResponse, CoinInfo, FavoriteRow, TickType } from '../../../contract';
import type { TickerView } from '../../api/feed-types';
import type { SortDirection } from '../../lib/sort';
import { toSearchQuery } from '../../lib/korean-search';
import type { CoinKey } from '../../../contract/markets';
import { coinsBySymbol } from '../../lib/asset-valuation';
import { buildAssetRows, isHiddenAsSmall, type AssetListRow } from './rules/assets';
import { emptyStateOf, type EmptyState } from './rules/empty-state';
import type { UsdtVolumeMode } from './rules/formats';
import { buildSearchIndex, coinMatches, type CoinSearchEntry } from '../../lib/coin-search';
import { effectiveSort, type SortField, type SortMemory } from './rules/sorting';
import { ASSET_TAB, FAVORITE_TAB, type CoinListTab } from './rules/tabs';

/** Re-sorting under live prices at most this often; rows redraw in place between. */
export const RESORT_INTERVAL_MS = 250;

export type ListLanguage = 'ko' | 'en';

/** The low-rate list state the rows depend on (the coin-list store holds it). */
export interface CoinListViewState {
  tab: CoinListTab;
  sort: SortMemory;
  search: string;
  tickType: TickType;
  usdtVolumeMode: UsdtVolumeMode;
  hideSmallBalances: boolean;
}

export interface CoinListInput {
  tickers: TickerView;
  coins: readonly CoinInfo[];
  /** null while unknown (logged out, or not loaded yet). */
  assets: AssetsResponse | null;
  favorites: readonly FavoriteRow[] | null;
  state: CoinListViewState;
  language: ListLanguage;
  loggedIn: boolean;
  /** The current tab's member data is loading, or favourites are blocked: the spinner. */
  loading: boolean;
}

export interface CoinListRows {
  /** The visible rows, in order. */
  readonly keys: readonly CoinKey[];
  /** Ticker slot of each row, -1 for a held coin without a ticker (delisted). */
  readonly slots: Int32Array;
  /** The asset figures of each row on the ASSET tab, else null. */
  readonly assets: readonly AssetListRow[] | null;
  readonly empty: EmptyState | null;
}

/** The change rate (percent) of a slot over a tick type: mid is the live chgRate, others the second ticker's. */
export function rateOf(tickers: TickerView, slot: number, tickType: TickType): number {
  return tickType === 'mid' ? tickers.value(slot, 'chgRate') : tickers.rate(slot, tickType);
}

/** The change amount matching rateOf: mid is the live chgAmt, others derived from price and rate. */
export function changeAmountOf(tickers: TickerView, slot: number, tickType: TickType): number {
  if (tickType === 'mid') return tickers.value(slot, 'chgAmt');
  const price = tickers.value(slot, 'closePrice');
  return price - price / (1 + tickers.rate(slot, tickType) / 100);
}

interface CoinCaches {
  coins: readonly CoinInfo[];
  search: ReadonlyMap<string, CoinSearchEntry>;
  bySymbol: ReadonlyMap<string, CoinInfo>;
  byKey: ReadonlyMap<CoinKey, CoinInfo>;
  nameRank: Map<ListLanguage, ReadonlyMap<CoinKey, number>>;
}

interface Members {
  tab: CoinListTab;
  search: string;
  coins: readonly CoinInfo[];
  favorites: readonly FavoriteRow[] | null;
  loggedIn: boolean;
  layoutVersion: number;
  /** Keys of the tab's coins that match the search; for ASSET, all held coins (filtered per call). */
  keys: CoinKey[];
  tabRows: number;
}

const EMPTY_SLOTS = new Int32Array(0);

export class CoinListViewModel {
  private caches: CoinCaches | null = null;
  private members: Members | null = null;
  private values = new Float64Array(64);
  private ranks = new Float64Array(64);
  private order: number[] = [];
  private previous: CoinListRows | null = null;

  rows(input: CoinListInput): CoinListRows {
    const caches = this.cachesFor(input.coins);
    const { state, tickers } = input;
    const nameRank = this.nameRankOf(caches, input.language);
    const query = toSearchQuery(state.search);

    let candidates: readonly CoinKey[];
    let assetRows: AssetListRow[] | null = null;
    let tabRows: number;
    let afterHideSmall: number;
    if (state.tab === ASSET_TAB) {
      const krwPrice = (key: CoinKey) => {
        const slot = tickers.slotOf(key);
        return slot === undefined ? Number.NaN : tickers.value(slot, 'closePrice');
      };
      const all =
        input.loggedIn && input.assets ? buildAssetRows(input.assets, caches.bySymbol, krwPrice) : [];
      tabRows = all.length;
      const shown = all.filter((row) => !isHiddenAsSmall(row, state.hideSmallBalances));
      afterHideSmall = shown.length;
      assetRows = query ? shown.filter((row) => coinMatches(caches.search.get(row.coinType), query)) : shown;
      candidates = assetRows.map((row) => row.key);
    } else {
      const members = this.membersFor(input, caches);
      candidates = members.keys;
      tabRows = afterHideSmall = members.tabRows;
    }

    const count = candidates.length;
    const { field, direction } = effectiveSort(state.sort, state.tab, state.usdtVolumeMode);
    this.fill(input, field, candidates, assetRows, nameRank);
    const order = this.sortedOrder(count, field === 'name' ? this.ranks : this.values, direction);

    const keys: CoinKey[] = new Array<CoinKey>(count);
    const slots = count === 0 ? EMPTY_SLOTS : new Int32Array(count);
    const orderedAssets = assetRows ? new Array<AssetListRow>(count) : null;
    for (let i = 0; i < count; i++) {
      const index = order[i]!;
      const key = candidates[index]!;
      keys[i] = key;
      slots[i] = tickers.slotOf(key) ?? -1;
      if (orderedAssets) orderedAssets[i] = assetRows![index]!;
    }

    const empty = emptyStateOf({
      tab: state.tab,
      loggedIn: input.loggedIn,
      loading: input.loading,
      tabRows,
      afterHideSmall,
      visible: count,
      searching: query !== null,
    });
    const result: CoinListRows = { keys, slots, assets: orderedAssets, empty };
    if (this.previous && sameRows(this.previous, result)) return this.previous;
    this.previous = result;
    return result;
  }

  private cachesFor(coins: readonly CoinInfo[]): CoinCaches {
    if (this.caches?.coins === coins) return this.caches;
    this.caches = {
      coins,
      search: buildSearchIndex(coins),
      bySymbol: coinsBySymbol(coins),
      byKey: new Map(coins.map((coin) => [coin.key, coin])),
      nameRank: new Map(),
    };
    this.members = null;
    return this.caches;
  }

  /** Each coin's place in the language's name order, so a name sort is a number sort. */
  private nameRankOf(caches: CoinCaches, language: ListLanguage): ReadonlyMap<CoinKey, number> {
    const known = caches.nameRank.get(language);
    if (known) return known;
    const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    const name = (coin: CoinInfo) => (language === 'ko' ? coin.coinNm : coin.coinNmEn);
    const sorted = [...caches.coins].sort(
      (a, b) => collator.compare(name(a), name(b)) || collator.compare(a.key, b.key),
    );
    const ranks = new Map(sorted.map((coin, rank) => [coin.key, rank] as const));
    caches.nameRank.set(language, ranks);
    return ranks;
  }

  private membersFor(input: CoinListInput, caches: CoinCaches): Members {
    const { tab, search } = input.state;
    const known = this.members;
    if (
      known &&
      known.tab === tab &&
      known.search === search &&
      known.loggedIn === input.loggedIn &&
      known.coins === input.coins &&
      known.favorites === input.favorites &&
      known.layoutVersion === input.tickers.layoutVersion
    )
      return known;
    const inTab: CoinKey[] = [];
    if (tab === FAVORITE_TAB) {
      if (input.loggedIn)
        for (const favorite of input.favorites ?? [])
          if (caches.byKey.has(favorite.key) && input.tickers.slotOf(favorite.key) !== undefined)
            inTab.push(favorite.key);
    } else {
      // Coins without a ticker (delisted, or not yet in the table) have nothing to show on a market tab.
      for (const coin of input.coins)
        if (coin.marketSymbol === tab && input.tickers.slotOf(coin.key) !== undefined) inTab.push(coin.key);
    }
    const query = toSearchQuery(search);
    const keys = query
      ? inTab.filter((key) => coinMatches(caches.search.get(caches.byKey.get(key)!.coinType), query))
      : inTab;
    this.members = {
      tab,
      search,
      coins: input.coins,
      favorites: input.favorites,
      loggedIn: input.loggedIn,
      layoutVersion: input.tickers.layoutVersion,
      keys,
      tabRows: inTab.length,
    };
    return this.members;
  }

  /** Reads each candidate's sort value and name rank into the reused arrays. */
  private fill(
    input: CoinListInput,
    field: SortField,
    candidates: readonly CoinKey[],
    assetRows: readonly AssetListRow[] | null,
    nameRank: ReadonlyMap<CoinKey, number>,
  ): void {
    const count = candidates.length;
    if (this.values.length < count) {
      this.values = new Float64Array(count * 2);
      this.ranks = new Float64Array(count * 2);
    }
    const { tickers } = input;
    for (let i = 0; i < count; i++) {
      const key = candidates[i]!;
      this.ranks[i] = nameRank.get(key) ?? Number.MAX_SAFE_INTEGER;
      if (field === 'name') continue;
      const asset = assetRows?.[i];
      if (asset) {
        this.values[i] = assetValue(asset, field, tickers, input.state.tickType);
        continue;
      }
      const slot = tickers.slotOf(key);
      this.values[i] =
        slot === undefined ? Number.NaN : tickerValue(tickers, slot, field, input.state.tickType);
    }
  }

  /** Candidate indices by value (missing values last either way), ties by name. */
  private sortedOrder(count: number, values: Float64Array, direction: SortDirection): readonly number[] {
    const order = this.order;
    order.length = count;
    for (let i = 0; i < count; i++) order[i] = i;
    const sign = direction === 'asc' ? 1 : -1;
    const ranks = this.ranks;
    order.sort((a, b) => {
      const va = values[a]!;
      const vb = values[b]!;
      const missingA = Number.isNaN(va);
      const missingB = Number.isNaN(vb);
      if (missingA !== missingB) return missingA ? 1 : -1;
      if (!missingA && va !== vb) return sign * (va - vb);
      return ranks[a]! - ranks[b]!;
    });
    return order;
  }
}

function tickerValue(tickers: TickerView, slot: number, field: SortField, tickType: TickType): number {
  switch (field) {
    case 'closePrice':
    case 'value24H':
    case 'valueBx24H':
      return tickers.value(slot, field);
    case 'chgRate':
      return rateOf(tickers, slot, tickType);
    default:
      return Number.NaN;
  }
}

function assetValue(row: AssetListRow, field: SortField, tickers: TickerView, tickType: TickType): number {
  switch (field) {
    case 'coinBalance':
    case 'valuationAmt':
    case 'avgBuyAmt':
    case 'profitRate':
    case 'valuationProfit':
      return row[field];
    default: {
      const slot = tickers.slotOf(row.key);
      return slot === undefined ? Number.NaN : tickerValue(tickers, slot, field, tickType);
    }
  }
}

function sameRows(a: CoinListRows, b: CoinListRows): boolean {
  if (a.empty !== b.empty || a.keys.length !== b.keys.length || (a.assets === null) !== (b.assets === null))
    return false;
  for (let i = 0; i < a.keys.length; i++) {
    if (a.keys[i] !== b.keys[i] || a.slots[i] !== b.slots[i]) return false;
    if (a.assets && a.assets[i] !== b.assets![i]) return false;
  }
  return true;
}
