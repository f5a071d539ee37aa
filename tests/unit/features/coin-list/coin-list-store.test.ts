import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  COIN_LIST_PREFS_KEY,
  createCoinListStore,
  parseCoinListPrefs,
  serializeCoinListPrefs,
} from '../../../../src/features/coin-list/coin-list-store';
import { openStatesOf } from '../../../../src/features/coin-list/rules/tabs';
import { effectiveSort } from '../../../../src/features/coin-list/rules/sorting';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stored coin-list preferences', () => {
  test.each([
    [null, false],
    ['{"version":1,"hideSmallBalances":true}', true],
    ['{"version":1,"hideSmallBalances":false}', false],
    ['{"version":1,"hideSmallBalances":"yes"}', false],
    ['{"version":2,"hideSmallBalances":true}', false],
    ['{"hideSmallBalances":true}', false],
    ['true', false],
    ['not json', false],
  ])('%j reads as hide-small %s', (raw, hide) => {
    expect(parseCoinListPrefs(raw)).toEqual({ hideSmallBalances: hide });
  });

  test('round trip with the version', () => {
    const text = serializeCoinListPrefs({ hideSmallBalances: true });
    expect(JSON.parse(text)).toEqual({ version: 1, hideSmallBalances: true });
    expect(parseCoinListPrefs(text)).toEqual({ hideSmallBalances: true });
  });
});

describe('coin-list store', () => {
  test('starts on the route market with the defaults', () => {
    const { state } = createCoinListStore({ coinParam: 'ETH-BTC' });
    expect({ ...state, sort: { ...state.sort } }).toEqual({
      tab: 'BTC',
      sort: { coin: { key: 'value24H', direction: 'desc' }, asset: { key: 'profitRate', direction: 'desc' } },
      search: '',
      tickType: 'mid',
      usdtVolumeMode: 'global',
      hideSmallBalances: false,
      settingsOpen: false,
    });
    expect(
      createCoinListStore({ navigationState: { coinListTab: 'FAVOR' }, coinParam: 'ETH-BTC' }).state.tab,
    ).toBe('FAVOR');
    expect(createCoinListStore().state.tab).toBe('KRW');
  });

  test('sort memory per tab kind survives tab switches', () => {
    const store = createCoinListStore();
    store.clickSort('closePrice');
    store.selectTab('ASSET');
    store.clickSort('profitRate');
    store.selectTab('FAVOR');
    expect(effectiveSort(store.state.sort, store.state.tab, store.state.usdtVolumeMode)).toEqual({
      field: 'closePrice',
      direction: 'desc',
    });
    store.selectTab('ASSET');
    expect(effectiveSort(store.state.sort, store.state.tab, store.state.usdtVolumeMode)).toEqual({
      field: 'profitRate',
      direction: 'asc',
    });
  });

  test('hide-small-balances is stored and read by the next store', () => {
    const store = createCoinListStore();
    store.setHideSmallBalances(true);
    expect(JSON.parse(storage.getItem(COIN_LIST_PREFS_KEY)!)).toEqual({
      version: 1,
      hideSmallBalances: true,
    });
    expect(createCoinListStore().state.hideSmallBalances).toBe(true);
  });

  test('storage that throws leaves the defaults and the option still applies', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    const store = createCoinListStore();
    expect(store.state.hideSmallBalances).toBe(false);
    store.setHideSmallBalances(true);
    expect(store.state.hideSmallBalances).toBe(true);
  });

  test('search, tick type, USDT mode and the settings layer', () => {
    const store = createCoinListStore();
    store.setSearch('ㅂㅌ');
    store.setTickType('1h');
    store.setUsdtVolumeMode('product');
    store.setSettingsOpen(true);
    expect(store.state).toMatchObject({
      search: 'ㅂㅌ',
      tickType: '1h',
      usdtVolumeMode: 'product',
      settingsOpen: true,
    });
    store.setSettingsOpen(false);
    expect(store.state.settingsOpen).toBe(false);
  });

  test('bad input is a clear error', () => {
    const store = createCoinListStore();
    expect(() => store.setTickType('2h' as never)).toThrow(/unknown tick type "2h"/);
    expect(() => store.selectTab('EUR' as never)).toThrow(/unknown coin-list tab "EUR"/);
    expect(() => store.clickSort('profitRate')).toThrow(/KRW tab has no sort column/);
  });

  test('a market closed by the intro falls back to the route market, else KRW', () => {
    const store = createCoinListStore({ coinParam: 'SOL-USDT' });
    store.selectTab('BTC');
    store.applyMarketOpenStates(openStatesOf([{ marketSymbol: 'BTC', isOpen: false }]));
    expect(store.state.tab).toBe('USDT');
    store.applyMarketOpenStates(openStatesOf([{ marketSymbol: 'USDT', isOpen: false }]));
    expect(store.state.tab).toBe('KRW');
  });
});
