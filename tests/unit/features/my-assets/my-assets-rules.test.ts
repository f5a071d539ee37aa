import { describe, expect, test } from 'vitest';
import type { AssetRow, AssetsResponse } from '../../../../contract';
import type { CoinKey } from '../../../../contract/markets';
import { assetsView } from '../../../../src/features/my-assets/my-assets-rules';
import type { TickerReader } from '../../../../src/lib/asset-valuation';
import { coinsBySymbol } from '../../../../src/lib/asset-valuation';
import { COINS } from '../coin-list/fixtures';
import { SPEC_TICKS } from '../../../../contract/price-ticks';

const row = (
  symbol: string,
  coinType: string,
  coinBalance: number,
  avgBuyAmt: number,
  lockedBalance = 0,
): AssetRow => ({
  coinType,
  symbol,
  coinBalance,
  lockedBalance,
  avgBuyAmt,
});

const ASSETS: AssetsResponse = {
  krwBalance: 10_000_000,
  krwLocked: 2_500_000,
  myAssetCoinInfoList: [
    row('BTC', 'C0101', 0.5, 80_000_000, 0.1),
    row('SHIB', 'C0105', 1_000_000, 0.021),
    row('XRP', 'C0104', 0, 700),
    row('ONLYBTC', 'C0901', 100, 10_000),
    row('WEMIX', 'C0107', 10, 2_000),
  ],
  totalSumBuyAmt: 0,
};

function tickers(quotes: Partial<Record<CoinKey, [close: number, rate: number]>>): TickerReader {
  return {
    close: (key) => quotes[key]?.[0] ?? Number.NaN,
    changeRate: (key) => quotes[key]?.[1] ?? Number.NaN,
  };
}

const QUOTES = tickers({
  'BTC-KRW': [100_000_000, 1.5],
  'SHIB-KRW': [0.0199, -2.345],
  'ONLYBTC-BTC': [0.0002, 0.25],
});
const bySymbol = coinsBySymbol(COINS);

describe('my assets view', () => {
  const view = assetsView(ASSETS, bySymbol, QUOTES, { BTC: 100_000_000, USDT: 1_400 }, 'en', SPEC_TICKS);
  const of = (symbol: string) => view.holdings.find((h) => h.symbol === symbol)!;

  test('coins held, in the order of the answer, zero balances left out', () => {
    expect(view.holdings.map((h) => h.symbol)).toEqual(['BTC', 'SHIB', 'ONLYBTC', 'WEMIX']);
  });

  test.each([
    [
      'BTC',
      {
        name: 'Bitcoin',
        key: 'BTC-KRW',
        balance: '0.5',
        locked: '0.1',
        loanLocked: null,
        price: '100,000,000',
        change: '+1.50%',
        changeDirection: 'up',
        avgBuyAmt: '80,000,000',
        buyAmt: '40,000,000',
        valuationAmt: '50,000,000',
        valuationProfit: '+10,000,000',
        profitRate: '+25.00%',
        profitDirection: 'up',
        unpriced: false,
      },
    ],
    [
      // An average under 1 KRW keeps the KRW market's decimals at that price.
      'SHIB',
      {
        name: 'Shiba Inu',
        price: '0.0199',
        change: '-2.34%',
        changeDirection: 'down',
        avgBuyAmt: '0.0210',
        buyAmt: '21,000',
        valuationAmt: '19,900',
        valuationProfit: '-1,100',
        profitRate: '-5.23%',
        profitDirection: 'down',
      },
    ],
    [
      // Listed only on BTC: 0.0002 BTC × 100,000,000 KRW.
      'ONLYBTC',
      {
        name: 'ONLYBTC',
        key: 'ONLYBTC-BTC',
        price: '20,000',
        valuationAmt: '2,000,000',
        profitRate: '+100.00%',
      },
    ],
    [
      'WEMIX',
      {
        price: '—',
        valuationAmt: '—',
        valuationProfit: '—',
        profitRate: '—',
        profitDirection: 'flat',
        unpriced: true,
      },
    ],
  ] as const)('%s row', (symbol, expected) => {
    expect(of(symbol)).toMatchObject(expected);
  });

  test('totals: won balance plus priced holdings; the won split into available and in orders', () => {
    // valued 50,000,000 + 19,900 + 2,000,000; bought 40,000,000 + 21,000 + 1,000,000
    expect(view).toMatchObject({
      krwBalance: '10,000,000',
      krwAvailable: '7,500,000',
      krwLocked: '2,500,000',
      totalAssetKrw: '62,019,900',
      totalBuyAmt: '41,021,000',
      totalValuationAmt: '52,019,900',
      totalValuationProfit: '+10,998,900',
      totalProfitRate: '+26.81%',
      totalDirection: 'up',
      anyUnpriced: true,
    });
  });

  test('names follow the language', () => {
    const ko = assetsView(ASSETS, bySymbol, QUOTES, {}, 'ko', SPEC_TICKS);
    expect(ko.holdings[0]!.name).toBe('비트코인');
  });

  test('nothing held: the won is everything, no profit', () => {
    const empty = assetsView({ ...ASSETS, myAssetCoinInfoList: [] }, bySymbol, QUOTES, {}, 'en', SPEC_TICKS);
    expect(empty).toMatchObject({
      holdings: [],
      totalAssetKrw: '10,000,000',
      totalValuationProfit: '0',
      totalProfitRate: '0.00%',
      totalDirection: 'flat',
      anyUnpriced: false,
    });
  });
});

describe('the coin a Plus buy loan holds', () => {
  // 2 ETH held, 0.75 locked: 0.25 by an open order, 0.5 bought with a Plus buy loan.
  const assets: AssetsResponse = {
    ...ASSETS,
    myAssetCoinInfoList: [{ ...row('ETH', 'C0102', 2, 4_000_000, 0.75), loanLockedBalance: 0.5 }],
  };
  const eth = assetsView(assets, bySymbol, QUOTES, {}, 'en', SPEC_TICKS).holdings[0]!;

  test('is its own line, not in orders', () => {
    expect(eth).toMatchObject({ balance: '2', locked: '0.25', loanLocked: '0.5' });
  });

  test('a row without it (an exchange without Plus buy) has none', () => {
    expect(assetsView(ASSETS, bySymbol, QUOTES, {}, 'en', SPEC_TICKS).holdings[0]).toMatchObject({
      loanLocked: null,
    });
  });
});
