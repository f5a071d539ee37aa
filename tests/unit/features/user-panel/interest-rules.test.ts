import { describe, expect, test } from 'vitest';
import { interestAfterTax } from '../../../../contract';
import {
  balanceHistoryLink,
  interestFigures,
  isMyAssetPage,
} from '../../../../src/features/user-panel/interest-rules';

describe('the balance-complete modal', () => {
  test('figures in whole won with separators', () => {
    const preTaxIncome = 12_345;
    const { interest, sumOfTax } = interestAfterTax(preTaxIncome);
    expect(interestFigures({ preTaxIncome, interest, sumOfTax })).toEqual({
      preTaxIncome: '12,345',
      sumOfTax: '1,901',
      interest: '10,444',
    });
  });

  test.each([
    ['/assets/my', true],
    ['/assets/my/', true],
    ['/assets/history', false],
    ['/assets/balance-history', false],
    ['/trade/order/BTC-KRW', false],
    ['/', false],
  ])('%s is the my-assets page: %s', (pathname, expected) => {
    expect(isMyAssetPage(pathname)).toBe(expected);
  });

  test.each([
    ['/assets/my', { to: '/assets/balance-history', replace: true }],
    ['/trade/order/BTC-KRW', { to: '/assets/balance-history', replace: false }],
  ])('from %s the link is %j', (pathname, expected) => {
    expect(balanceHistoryLink(pathname)).toEqual(expected);
  });
});
