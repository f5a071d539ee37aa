import { describe, expect, test } from 'vitest';
import { ASSETS, assetRow } from '../../../fixtures/assets';
import {
  buildAssetRows,
  isHiddenAsSmall,
  SMALL_BALANCE_KRW,
} from '../../../../src/features/coin-list/rules/assets';
import { coinsBySymbol } from '../../../../src/lib/asset-valuation';
import type { CoinKey } from '../../../../contract/markets';
import { COINS } from './fixtures';

const PRICES: Partial<Record<CoinKey, number>> = {
  'BTC-KRW': 150_000_000,
  'ETH-KRW': 4_500_000,
  'SHIB-KRW': 0.0199,
  'USDT-KRW': 1_400,
};
const price = (key: CoinKey) => PRICES[key] ?? Number.NaN;
const bySymbol = coinsBySymbol(COINS);

describe('asset rows', () => {
  const rows = buildAssetRows(ASSETS, bySymbol, price);
  const of = (symbol: string) => rows.find((r) => r.symbol === symbol)!;

  test('zero balances and base currencies are left out, the order of the answer kept', () => {
    expect(rows.map((r) => r.symbol)).toEqual(['BTC', 'ETH', 'SHIB', 'WEMIX', 'USDT']);
  });

  test.each([
    ['BTC', 52_500_000, 25, 10_500_000],
    ['ETH', 18_000_000, -10, -2_000_000],
    ['USDT', 700_000, 0, 0],
  ])('%s: valuation %d, profit rate %d %%, valuation profit %d', (symbol, valuation, rate, profit) => {
    expect(of(symbol).valuationAmt).toBeCloseTo(valuation, 6);
    expect(of(symbol).profitRate).toBeCloseTo(rate, 9);
    expect(of(symbol).valuationProfit).toBeCloseTo(profit, 6);
  });

  test('a coin held below 1,000 KRW is valued, priced to the fraction of a won', () => {
    expect(of('SHIB').valuationAmt).toBeCloseTo(199, 9);
    expect(of('SHIB').profitRate).toBeCloseTo((0.0199 / 0.021 - 1) * 100, 9);
  });

  test('rows lead to the KRW listing; a coin no longer tradable is flagged, without a price', () => {
    expect(of('BTC')).toMatchObject({
      key: 'BTC-KRW',
      tradable: true,
      coinBalance: 0.35,
      avgBuyAmt: 120_000_000,
    });
    expect(of('WEMIX')).toMatchObject({ key: 'WEMIX-KRW', tradable: false });
    expect(of('WEMIX').valuationAmt).toBeNaN();
    expect(of('WEMIX').profitRate).toBeNaN();
  });

  test('an asset with no average buy price has no profit rate', () => {
    const [free] = buildAssetRows(
      { ...ASSETS, myAssetCoinInfoList: [assetRow('BTC', 'C0101', 1, 0)] },
      bySymbol,
      price,
    );
    expect(free!.profitRate).toBeNaN();
    expect(free!.valuationProfit).toBe(150_000_000);
  });

  test('a coin unknown to the coin list is not tradable', () => {
    const [unknown] = buildAssetRows(
      { ...ASSETS, myAssetCoinInfoList: [assetRow('ZZZ', 'C0999', 1, 1)] },
      bySymbol,
      price,
    );
    expect(unknown).toMatchObject({ key: 'ZZZ-KRW', tradable: false });
  });

  test.each([
    ['BTC', false, false],
    ['BTC', true, false],
    ['SHIB', false, false],
    ['SHIB', true, true],
    ['WEMIX', true, false],
  ])('%s with hide-small %s hidden: %s', (symbol, hide, hidden) => {
    expect(isHiddenAsSmall(of(symbol), hide)).toBe(hidden);
  });

  test('the threshold is 1,000 KRW: exactly 1,000 stays', () => {
    const base = of('BTC');
    expect(isHiddenAsSmall({ ...base, valuationAmt: SMALL_BALANCE_KRW }, true)).toBe(false);
    expect(isHiddenAsSmall({ ...base, valuationAmt: SMALL_BALANCE_KRW - 0.01 }, true)).toBe(true);
  });
});
