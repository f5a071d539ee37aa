/**
 * Low-rate state of one coin-list panel (valtio): the tab, the sort memory per tab kind, the search text,
 * the tick type, the USDT volume mode (default global), hide-small-balances and whether the market
 * settings layer is open. Each panel makes its own store; hide-small-balances is stored locally (versioned,
 * default off) and shared by every list. High-rate data never goes through here.
 */
import { proxy } from 'valtio';
import { z } from 'zod';
import { TICK_TYPES, type TickType } from '../../../contract';
import { lazySchema } from '../../../contract/lazy-schema';
import { versionedRecord } from '../../state/versioned-record';
import type { UsdtVolumeMode } from './rules/formats';
import { DEFAULT_SORT_MEMORY, sortAfterClick, type SortColumn } from './rules/sorting';
import {
  initialTab,
  isCoinListTab,
  marketOfCoinParam,
  tabAfterIntro,
  type CoinListTab,
  type MarketOpenStates,
} from './rules/tabs';
import type { CoinListViewState } from './view-model';

export interface CoinListState extends CoinListViewState {
  settingsOpen: boolean;
}

export interface CoinListPrefs {
  hideSmallBalances: boolean;
}

export const DEFAULT_COIN_LIST_PREFS: CoinListPrefs = { hideSmallBalances: false };

const prefsRecord = versionedRecord<CoinListPrefs>({
  key: 'tradedeck.coinList',
  version: 1,
  defaults: DEFAULT_COIN_LIST_PREFS,
  fields: lazySchema(() => z.object({ hideSmallBalances: z.boolean().catch(false) })),
});

export const COIN_LIST_PREFS_KEY = prefsRecord.key;
export const COIN_LIST_PREFS_VERSION = prefsRecord.version;
/** Stored preferences; anything unreadable or from an unknown version gives the defaults. */
export const parseCoinListPrefs = prefsRecord.parse;
export const serializeCoinListPrefs = prefsRecord.serialize;

export interface CoinListStoreOptions {
  /** The router's navigation state (may name a tab). */
  navigationState?: unknown;
  /** The coin route parameter, SYMBOL-MARKET. */
  coinParam?: string;
}

export interface CoinListStore {
  readonly state: CoinListState;
  selectTab(tab: CoinListTab): void;
  clickSort(column: SortColumn): void;
  setSearch(text: string): void;
  setTickType(tickType: TickType): void;
  setUsdtVolumeMode(mode: UsdtVolumeMode): void;
  setHideSmallBalances(hide: boolean): void;
  setSettingsOpen(open: boolean): void;
  /** The live intro (or GET markets) reported market open states: the selection leaves a closed market (its tab stays). */
  applyMarketOpenStates(openStates: MarketOpenStates): void;
}

export function createCoinListStore(options: CoinListStoreOptions = {}): CoinListStore {
  const routeMarket = marketOfCoinParam(options.coinParam);
  const state = proxy<CoinListState>({
    tab: initialTab(options.navigationState, options.coinParam),
    sort: structuredClone(DEFAULT_SORT_MEMORY),
    search: '',
    tickType: 'mid',
    usdtVolumeMode: 'global',
    hideSmallBalances: prefsRecord.read().hideSmallBalances,
    settingsOpen: false,
  });
  return {
    state,
    selectTab(tab) {
      if (!isCoinListTab(tab)) throw new Error(`unknown coin-list tab "${String(tab)}"`);
      state.tab = tab;
    },
    clickSort(column) {
      state.sort = sortAfterClick(state.sort, state.tab, column);
    },
    setSearch(text) {
      state.search = text;
    },
    setTickType(tickType) {
      if (!TICK_TYPES.includes(tickType)) throw new Error(`unknown tick type "${String(tickType)}"`);
      state.tickType = tickType;
    },
    setUsdtVolumeMode(mode) {
      state.usdtVolumeMode = mode;
    },
    setHideSmallBalances(hide) {
      state.hideSmallBalances = hide;
      // Not kept when storage is refused: the option still applies to this window.
      prefsRecord.write({ hideSmallBalances: hide });
    },
    setSettingsOpen(open) {
      state.settingsOpen = open;
    },
    applyMarketOpenStates(openStates) {
      state.tab = tabAfterIntro(state.tab, openStates, routeMarket);
    },
  };
}
