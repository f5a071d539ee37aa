import { describe, expect, test } from 'vitest';
import { ASSETS } from '../../fixtures/assets';
import {
  applyAssetChange,
  assetSummary,
  assetTotals,
  coinsBySymbol,
  heldCoins,
  isBaseCurrency,
  krwPriceOf,
  marketKrwValues,
  valueHolding,
  valueHoldings,
} from '../../../src/lib/asset-valuation';
import type { CoinKey } from '../../../contract/markets';
import { COINS } from '../features/coin-list/fixtures';

describe('base currencies', () => {
  test.each([
    [{ coinType: 'C0100', symbol: 'X' }, true],
    [{ coinType: 'C9', symbol: 'KRW' }, true],
    [{ coinType: 'C0101', symbol: 'BTC' }, false],
    [{ coinType: 'C0106', symbol: 'USDT' }, false],
  ])('%j is base currency: %s', (asset, expected) => {
    expect(isBaseCurrency(asset)).toBe(expected);
  });
});

describe('coins held', () => {
  test('zero balances and base currencies are left out, the order of the answer kept', () => {
    expect(heldCoins(ASSETS).map((r) => r.symbol)).toEqual(['BTC', 'ETH', 'SHIB', 'WEMIX', 'USDT']);
  });

  test('the KRW listing is preferred for a symbol on many markets', () => {
    expect(coinsBySymbol(COINS).get('ETH')!.marketSymbol).toBe('KRW');
    expect(coinsBySymbol([...COINS].reverse()).get('ETH')!.marketSymbol).toBe('KRW');
  });
});

describe("a holding's valuation", () => {
  test.each([
    // balance, average, price → valuation, profit rate %, valuation profit
    [0.35, 120_000_000, 150_000_000, 52_500_000, 25, 10_500_000],
    [4, 5_000_000, 4_500_000, 18_000_000, -10, -2_000_000],
    [500, 1_400, 1_400, 700_000, 0, 0],
    [10_000, 0.021, 0.0199, 199, (0.0199 / 0.021 - 1) * 100, -11],
  ])('%d at average %d, price %d', (balance, average, price, valuation, rate, profit) => {
    const value = valueHolding(balance, average, price);
    expect(value.valuationAmt).toBeCloseTo(valuation, 6);
    expect(value.profitRate).toBeCloseTo(rate, 9);
    expect(value.valuationProfit).toBeCloseTo(profit, 6);
  });

  test('no average: no profit rate, the whole valuation is profit', () => {
    expect(valueHolding(1, 0, 150_000_000)).toEqual({
      valuationAmt: 150_000_000,
      profitRate: Number.NaN,
      valuationProfit: 150_000_000,
    });
  });

  test('no price: nothing is known', () => {
    const value = valueHolding(1_500, 2_100, Number.NaN);
    expect([value.valuationAmt, value.profitRate, value.valuationProfit]).toEqual([NaN, NaN, NaN]);
  });
});

describe('KRW price of a coin', () => {
  const CLOSES: Partial<Record<CoinKey, number>> = {
    'BTC-KRW': 150_000_000,
    'ETH-KRW': 4_500_000,
    'ETH-BTC': 0.03,
    'ONLYBTC-BTC': 0.0001,
    'ONLYUSDT-USDT': 2,
    'ZERO-KRW': 0,
    'ZERO-USDT': 1.5,
  };
  const closeOf = (key: CoinKey) => CLOSES[key] ?? Number.NaN;

  test.each([
    ['BTC', { BTC: 150_000_000, USDT: 1_400 }, 150_000_000],
    ['ETH', { BTC: 150_000_000, USDT: 1_400 }, 4_500_000],
    ['ONLYBTC', { BTC: 150_000_000, USDT: 1_400 }, 15_000],
    ['ONLYUSDT', { BTC: 150_000_000, USDT: 1_400 }, 2_800],
    ['ZERO', { USDT: 1_400 }, 2_100],
    ['ONLYUSDT', {}, Number.NaN],
    ['NONE', { BTC: 150_000_000, USDT: 1_400 }, Number.NaN],
  ] as const)('%s with market values %j → %d', (symbol, markets, expected) => {
    const price = krwPriceOf(symbol, closeOf, markets);
    if (Number.isNaN(expected)) expect(price).toBeNaN();
    else expect(price).toBeCloseTo(expected, 6);
  });
});

describe('asset totals', () => {
  test.each([
    {
      name: 'won only',
      krw: 1_000_000,
      holdings: [],
      expected: { totalAssetKrw: 1_000_000, totalValuationProfit: 0, totalProfitRate: 0 },
    },
    {
      name: 'a gain and a loss',
      krw: 50_000_000,
      holdings: [
        { coinBalance: 0.35, avgBuyAmt: 120_000_000, valuationAmt: 52_500_000 },
        { coinBalance: 4, avgBuyAmt: 5_000_000, valuationAmt: 18_000_000 },
      ],
      // bought 42,000,000 + 20,000,000 = 62,000,000; valued 70,500,000
      expected: {
        totalAssetKrw: 120_500_000,
        totalValuationProfit: 8_500_000,
        totalProfitRate: (8_500_000 / 62_000_000) * 100,
      },
    },
    {
      name: 'an unpriced holding is left out',
      krw: 0,
      holdings: [
        { coinBalance: 10_000, avgBuyAmt: 0.021, valuationAmt: 199 },
        { coinBalance: 1_500, avgBuyAmt: 2_100, valuationAmt: Number.NaN },
      ],
      expected: { totalAssetKrw: 199, totalValuationProfit: -11, totalProfitRate: (-11 / 210) * 100 },
    },
  ])('$name', ({ krw, holdings, expected }) => {
    const totals = assetTotals(krw, holdings);
    expect(totals.totalAssetKrw).toBeCloseTo(expected.totalAssetKrw, 6);
    expect(totals.totalValuationProfit).toBeCloseTo(expected.totalValuationProfit, 6);
    expect(totals.totalProfitRate).toBeCloseTo(expected.totalProfitRate, 9);
  });
});

describe('KRW value of the quote markets', () => {
  const closes: Partial<Record<CoinKey, number>> = { 'BTC-KRW': 95_000_000, 'USDT-KRW': 1_390 };
  const closeOf = (key: CoinKey) => closes[key] ?? Number.NaN;
  test.each([
    [{}, { BTC: 95_000_000, USDT: 1_390 }],
    [{ BTC: 96_000_000 }, { BTC: 96_000_000, USDT: 1_390 }],
    [
      { BTC: 0, USDT: 1_400 },
      { BTC: 95_000_000, USDT: 1_400 },
    ],
  ])('frames %j give %j', (framed, expected) => {
    expect(marketKrwValues(framed, closeOf)).toEqual(expected);
  });
});

describe('holdings at live prices and the asset summary', () => {
  const closes: Partial<Record<CoinKey, number>> = {
    'BTC-KRW': 150_000_000,
    'ETH-KRW': 4_500_000,
    'SHIB-KRW': 0.0199,
    'USDT-KRW': 1_400,
  };
  const closeOf = (key: CoinKey) => closes[key] ?? Number.NaN;

  test('each coin held with its KRW price and valuation; WEMIX has no price', () => {
    const valued = valueHoldings(ASSETS, closeOf, {});
    expect(valued.map((h) => [h.asset.symbol, h.krwPrice])).toEqual([
      ['BTC', 150_000_000],
      ['ETH', 4_500_000],
      ['SHIB', 0.0199],
      ['WEMIX', Number.NaN],
      ['USDT', 1_400],
    ]);
    expect(valued[0]!.valuationAmt).toBeCloseTo(52_500_000, 6);
  });

  test('the summary sums the won and the priced holdings', () => {
    // bought 42,000,000 + 20,000,000 + 210 + 700,000; valued 52,500,000 + 18,000,000 + 199 + 700,000
    const summary = assetSummary(ASSETS, closeOf, {});
    expect(summary.totalAssetKrw).toBeCloseTo(50_000_000 + 71_200_199, 6);
    expect(summary.totalValuationProfit).toBeCloseTo(8_499_989, 6);
    expect(summary.totalProfitRate).toBeCloseTo((8_499_989 / 62_700_210) * 100, 9);
  });

  test('no coins held: the won is everything, no profit', () => {
    const summary = assetSummary({ ...ASSETS, myAssetCoinInfoList: [] }, closeOf, {});
    expect(summary).toMatchObject({ totalAssetKrw: 50_000_000, totalValuationProfit: 0, totalProfitRate: 0 });
  });
});

describe('socket asset changes', () => {
  test('KRW sets the won balances; a coin is replaced, added or removed at zero', () => {
    const next = applyAssetChange(ASSETS, [
      { coinType: 'C0100', symbol: 'KRW', coinBalance: 40_000_000, lockedBalance: 5_000_000, avgBuyAmt: 1 },
      { coinType: 'C0101', symbol: 'BTC', coinBalance: 0.45, lockedBalance: 0.1, avgBuyAmt: 125_000_000 },
      { coinType: 'C0102', symbol: 'ETH', coinBalance: 0, lockedBalance: 0, avgBuyAmt: 0 },
      { coinType: 'C0108', symbol: 'SOL', coinBalance: 10, lockedBalance: 0, avgBuyAmt: 300_000 },
    ]);
    expect(next.krwBalance).toBe(40_000_000);
    expect(next.krwLocked).toBe(5_000_000);
    expect(next.myAssetCoinInfoList.map((r) => r.symbol)).toEqual([
      'BTC',
      'SHIB',
      'XRP',
      'KRW',
      'WEMIX',
      'USDT',
      'SOL',
    ]);
    expect(next.myAssetCoinInfoList[0]).toMatchObject({
      coinBalance: 0.45,
      lockedBalance: 0.1,
      avgBuyAmt: 125_000_000,
    });
    expect(next.totalSumBuyAmt).toBe(
      Math.round(next.myAssetCoinInfoList.reduce((sum, r) => sum + r.coinBalance * r.avgBuyAmt, 0)),
    );
    expect(ASSETS.myAssetCoinInfoList).toHaveLength(7); // the old answer is untouched
  });
});
