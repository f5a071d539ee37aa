import { describe, expect, test } from 'vitest';
import type { AssetsResponse, FavoriteRow } from '../../../../contract';
import { DEFAULT_SORT_MEMORY, sortAfterClick } from '../../../../src/features/coin-list/rules/sorting';
import {
  changeAmountOf,
  CoinListViewModel,
  rateOf,
  type CoinListInput,
  type CoinListViewState,
} from '../../../../src/features/coin-list/view-model';
import { COINS, FakeTickerView } from './fixtures';

function tickers() {
  return new FakeTickerView({
    'BTC-KRW': {
      closePrice: 150_000_000,
      chgRate: 1.5,
      chgAmt: 2_200_000,
      value24H: 900e9,
      rates: { '1h': -0.4 },
    },
    'ETH-KRW': { closePrice: 4_500_000, chgRate: -2, chgAmt: -90_000, value24H: 400e9, rates: { '1h': 0.8 } },
    'BCH-KRW': { closePrice: 700_000, chgRate: 0.1, value24H: 5e9, rates: { '1h': 0.1 } },
    'XRP-KRW': { closePrice: 3_000, chgRate: 3, value24H: 300e9 },
    'SHIB-KRW': { closePrice: 0.0199, chgRate: -1, value24H: 20e9 },
    'USDT-KRW': { closePrice: 1_400, chgRate: 0, value24H: 100e9 },
    'SOL-KRW': { closePrice: 300_000, chgRate: 4, value24H: 80e9 },
    'ETH-BTC': { closePrice: 0.03, value24H: 12 },
    'XRP-BTC': { closePrice: 0.00002, value24H: 30 },
    'BTC-USDT': { closePrice: 104_000, value24H: 50_000, valueBx24H: 900_000_000 },
    'ETH-USDT': { closePrice: 3_100, value24H: 80_000, valueBx24H: 500_000_000 },
    'SOL-USDT': { closePrice: 210, value24H: 90_000, valueBx24H: 100_000_000 },
  });
}

const ASSETS: AssetsResponse = {
  krwBalance: 1_000_000,
  krwLocked: 0,
  myAssetCoinInfoList: [
    { coinType: 'C0101', symbol: 'BTC', coinBalance: 0.1, lockedBalance: 0, avgBuyAmt: 100_000_000 },
    { coinType: 'C0102', symbol: 'ETH', coinBalance: 1, lockedBalance: 0, avgBuyAmt: 5_000_000 },
    { coinType: 'C0105', symbol: 'SHIB', coinBalance: 10_000, lockedBalance: 0, avgBuyAmt: 0.01 },
    { coinType: 'C0107', symbol: 'WEMIX', coinBalance: 100, lockedBalance: 0, avgBuyAmt: 2_000 },
  ],
  totalSumBuyAmt: 0,
};

const FAVORITES: FavoriteRow[] = [
  { key: 'SOL-USDT', symbol: 'SOL', marketSymbol: 'USDT' },
  { key: 'ETH-KRW', symbol: 'ETH', marketSymbol: 'KRW' },
  { key: 'WEMIX-KRW', symbol: 'WEMIX', marketSymbol: 'KRW' },
];

const STATE: CoinListViewState = {
  tab: 'KRW',
  sort: DEFAULT_SORT_MEMORY,
  search: '',
  tickType: 'mid',
  usdtVolumeMode: 'global',
  hideSmallBalances: false,
};

type InputChange = Partial<Omit<CoinListInput, 'state'>> & { state?: Partial<CoinListViewState> };

function inputOf(change: InputChange = {}): CoinListInput {
  const { state, ...rest } = change;
  return {
    tickers: tickers(),
    coins: COINS,
    assets: ASSETS,
    favorites: FAVORITES,
    language: 'ko',
    loggedIn: true,
    loading: false,
    ...rest,
    state: { ...STATE, ...state },
  };
}

const keysOf = (change: InputChange = {}) => new CoinListViewModel().rows(inputOf(change)).keys;

describe('coin-list view model', () => {
  test('a market tab lists its coins with a ticker, by 24h volume descending', () => {
    expect(keysOf()).toEqual(['BTC-KRW', 'ETH-KRW', 'XRP-KRW', 'USDT-KRW', 'SOL-KRW', 'SHIB-KRW', 'BCH-KRW']);
    expect(keysOf({ state: { tab: 'BTC' } })).toEqual(['XRP-BTC', 'ETH-BTC']);
  });

  const chgRate = sortAfterClick(DEFAULT_SORT_MEMORY, 'KRW', 'chgRate');
  test.each<[string, Partial<CoinListViewState>, string[]]>([
    [
      'price',
      { sort: sortAfterClick(DEFAULT_SORT_MEMORY, 'KRW', 'closePrice') },
      ['BTC-KRW', 'ETH-KRW', 'BCH-KRW', 'SOL-KRW'],
    ],
    ['change rate since midnight', { sort: chgRate }, ['SOL-KRW', 'XRP-KRW', 'BTC-KRW', 'BCH-KRW']],
    [
      'change rate ascending',
      { sort: sortAfterClick(chgRate, 'KRW', 'chgRate') },
      ['ETH-KRW', 'SHIB-KRW', 'USDT-KRW', 'BCH-KRW'],
    ],
    // The 1h rate is known for three coins only: the others follow, by name (솔, 시, 엑, 테).
    [
      '1h change rate',
      { sort: chgRate, tickType: '1h' },
      ['ETH-KRW', 'BCH-KRW', 'BTC-KRW', 'SOL-KRW', 'SHIB-KRW', 'XRP-KRW', 'USDT-KRW'],
    ],
    [
      '1h change rate ascending, unknown still last',
      { sort: sortAfterClick(chgRate, 'KRW', 'chgRate'), tickType: '1h' },
      ['BTC-KRW', 'BCH-KRW', 'ETH-KRW', 'SOL-KRW'],
    ],
  ])('sorts a market tab by %s', (_name, state, first) => {
    expect(keysOf({ state }).slice(0, first.length)).toEqual(first);
  });

  test('sorting by name follows the language', () => {
    const byName = sortAfterClick(sortAfterClick(DEFAULT_SORT_MEMORY, 'KRW', 'name'), 'KRW', 'name');
    expect(keysOf({ state: { sort: byName, tab: 'USDT' } })).toEqual(['BTC-USDT', 'SOL-USDT', 'ETH-USDT']); // 비, 솔, 이
    expect(keysOf({ state: { sort: byName, tab: 'USDT' }, language: 'en' })).toEqual([
      'BTC-USDT',
      'ETH-USDT',
      'SOL-USDT',
    ]);
  });

  test('USDT in global mode sorts the volume by valueBx24H, in product mode by value24H', () => {
    expect(keysOf({ state: { tab: 'USDT' } })).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT']);
    expect(keysOf({ state: { tab: 'USDT', usdtVolumeMode: 'product' } })).toEqual([
      'SOL-USDT',
      'ETH-USDT',
      'BTC-USDT',
    ]);
  });

  test.each([
    ['ㅂㅌ', ['BTC-KRW', 'BCH-KRW']],
    ['eth', ['ETH-KRW', 'USDT-KRW']],
    ['XRP', ['XRP-KRW']],
    ['nothing', []],
  ])('search %j on KRW shows %j', (search, keys) => {
    expect(keysOf({ state: { search } })).toEqual(keys);
  });

  test('favourites keep coins of every market that have a ticker', () => {
    expect(keysOf({ state: { tab: 'FAVOR' } })).toEqual(['ETH-KRW', 'SOL-USDT']);
  });

  test('the asset tab lists held coins by profit rate, the delisted one without a price last', () => {
    const rows = new CoinListViewModel().rows(inputOf({ state: { tab: 'ASSET' } }));
    expect(rows.keys).toEqual(['SHIB-KRW', 'BTC-KRW', 'ETH-KRW', 'WEMIX-KRW']);
    expect(Array.from(rows.slots)).toEqual([4, 0, 1, -1]);
    expect(rows.assets!.map((a) => a.symbol)).toEqual(['SHIB', 'BTC', 'ETH', 'WEMIX']);
    expect(rows.assets![3]!.tradable).toBe(false);
  });

  test('hide small balances hides SHIB (199 KRW) on the asset tab only', () => {
    expect(keysOf({ state: { tab: 'ASSET', hideSmallBalances: true } })).toEqual([
      'BTC-KRW',
      'ETH-KRW',
      'WEMIX-KRW',
    ]);
    expect(keysOf({ state: { hideSmallBalances: true } })).toContain('SHIB-KRW');
  });

  test.each<[string, InputChange, string | null]>([
    ['rows', {}, null],
    ['guest on FAVOR', { loggedIn: false, state: { tab: 'FAVOR' } }, 'loginRequired'],
    ['guest on ASSET', { loggedIn: false, state: { tab: 'ASSET' } }, 'loginRequired'],
    ['favourites loading', { favorites: null, loading: true, state: { tab: 'FAVOR' } }, 'loading'],
    ['no favourites', { favorites: [], state: { tab: 'FAVOR' } }, 'noFavorites'],
    [
      'no holdings',
      { assets: { ...ASSETS, myAssetCoinInfoList: [] }, state: { tab: 'ASSET' } },
      'noHoldings',
    ],
    [
      'only small holdings',
      {
        assets: { ...ASSETS, myAssetCoinInfoList: ASSETS.myAssetCoinInfoList.slice(2, 3) },
        state: { tab: 'ASSET', hideSmallBalances: true },
      },
      'noAssetsOverThreshold',
    ],
    ['no search result', { state: { search: 'zzz' } }, 'noSearchResult'],
    ['no data', { tickers: new FakeTickerView({}) }, 'noData'],
  ])('empty state: %s', (_name, change, expected) => {
    expect(new CoinListViewModel().rows(inputOf(change)).empty).toBe(expected);
  });

  test('an unchanged order answers the previous result; a price move that re-sorts answers a new one', () => {
    const model = new CoinListViewModel();
    const input = inputOf();
    const first = model.rows(input);
    (input.tickers as FakeTickerView).set('BTC-KRW', { closePrice: 151_000_000 });
    expect(model.rows(input)).toBe(first);
    (input.tickers as FakeTickerView).set('BCH-KRW', { value24H: 2e12 });
    const second = model.rows(input);
    expect(second).not.toBe(first);
    expect(second.keys[0]).toBe('BCH-KRW');
  });

  test('logging in shows the favourites already known', () => {
    const model = new CoinListViewModel();
    expect(model.rows(inputOf({ loggedIn: false, state: { tab: 'FAVOR' } })).empty).toBe('loginRequired');
    expect(model.rows(inputOf({ state: { tab: 'FAVOR' } })).keys).toEqual(['ETH-KRW', 'SOL-USDT']);
  });

  test('a new coin in the table (layout change) joins its tab', () => {
    const model = new CoinListViewModel();
    const input = inputOf({ tickers: new FakeTickerView({ 'BTC-KRW': { value24H: 1 } }) });
    expect(model.rows(input).keys).toEqual(['BTC-KRW']);
    (input.tickers as FakeTickerView).set('ETH-KRW', { value24H: 2 });
    expect(model.rows(input).keys).toEqual(['ETH-KRW', 'BTC-KRW']);
  });

  test('rate and change amount by tick type', () => {
    const view = tickers();
    const btc = view.slotOf('BTC-KRW')!;
    expect(rateOf(view, btc, 'mid')).toBe(1.5);
    expect(rateOf(view, btc, '1h')).toBe(-0.4);
    expect(rateOf(view, btc, '24h')).toBeNaN();
    expect(changeAmountOf(view, btc, 'mid')).toBe(2_200_000);
    expect(changeAmountOf(view, btc, '1h')).toBeCloseTo(150_000_000 - 150_000_000 / 0.996, 6);
  });
});
