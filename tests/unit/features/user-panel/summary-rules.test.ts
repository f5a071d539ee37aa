import { describe, expect, test } from 'vitest';
import type { AssetsResponse } from '../../../../contract';
import type { CoinKey } from '../../../../contract/markets';
import { summaryView } from '../../../../src/features/user-panel/summary-rules';
import { assetRow } from '../../../fixtures/assets';

const closes: Partial<Record<CoinKey, number>> = {
  'BTC-KRW': 100_000_000,
  'SHIB-KRW': 0.0199,
  'ONLYBTC-BTC': 0.0002,
};
const closeOf = (key: CoinKey) => closes[key] ?? Number.NaN;

const assets = (rows: AssetsResponse['myAssetCoinInfoList'], krwBalance = 10_000_000): AssetsResponse => ({
  krwBalance,
  krwLocked: 2_500_000,
  myAssetCoinInfoList: rows,
  totalSumBuyAmt: 0,
});

describe('the user panel asset summary', () => {
  test.each([
    {
      name: 'a gain: won plus coins, plus signs',
      answer: assets([
        assetRow('BTC', 'C0101', 0.5, 80_000_000),
        assetRow('SHIB', 'C0105', 1_000_000, 0.021),
      ]),
      // bought 40,000,000 + 21,000; valued 50,000,000 + 19,900
      expected: ['60,019,900', '+9,998,900', '+24.98%'],
    },
    {
      name: 'a loss: minus signs, the rate cut towards zero',
      answer: assets([assetRow('BTC', 'C0101', 0.3, 120_000_000)], 0),
      // bought 36,000,000; valued 30,000,000: −16.666…%
      expected: ['30,000,000', '-6,000,000', '-16.66%'],
    },
    {
      name: 'no coins held: the won is everything, no sign on zero',
      answer: assets([]),
      expected: ['10,000,000', '0', '0.00%'],
    },
    {
      name: 'nothing at all (an empty account)',
      answer: assets([], 0),
      expected: ['0', '0', '0.00%'],
    },
    {
      name: 'a coin listed only on BTC is valued through the BTC market',
      answer: assets([assetRow('ONLYBTC', 'C0901', 100, 10_000)], 0),
      // 100 × 0.0002 BTC × 100,000,000 = 2,000,000; bought 1,000,000
      expected: ['2,000,000', '+1,000,000', '+100.00%'],
    },
    {
      name: 'a coin without a price is left out of the totals',
      answer: assets([assetRow('WEMIX', 'C0107', 1_500, 2_100)]),
      expected: ['10,000,000', '0', '0.00%'],
    },
    {
      name: 'zero balances and the won row are not coins held',
      answer: assets([assetRow('XRP', 'C0104', 0, 700), assetRow('KRW', 'C0100', 5_000, 1)]),
      expected: ['10,000,000', '0', '0.00%'],
    },
  ])('$name', ({ answer, expected }) => {
    const view = summaryView(answer, true, closeOf, { BTC: 100_000_000, USDT: 1_400 });
    expect(view).toEqual({
      kind: 'shown',
      totalAssetKrw: expected[0],
      totalValuationProfit: expected[1],
      totalProfitRate: expected[2],
    });
  });

  test.each([
    ['the member turned the figures off', assets([]), false],
    ['the assets are missing (a failed or pending fetch)', undefined, true],
    ['both', undefined, false],
  ])('hidden when %s', (_case, answer, visible) => {
    expect(summaryView(answer, visible, closeOf, {})).toEqual({ kind: 'hidden' });
  });
});
