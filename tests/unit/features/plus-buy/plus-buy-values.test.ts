import { describe, expect, test } from 'vitest';
import { PLUS_BUY, PLUS_BUY_ASSETS } from '../../../../contract/plus-buy';
import { loanExpiry } from '../../../../contract/plus-buy-loan';
import {
  bandRanges,
  EXPIRY_EXAMPLE_TAKEN_AT,
  expiryExample,
  filingValidity,
  formatDay,
  PLUS_BUY_VALUES,
  plusBuyValuesIn,
} from '../../../../src/features/plus-buy/plus-buy-values';

describe("the contract's numbers as the texts show them", () => {
  test('amounts, shares, periods and counts', () => {
    expect(PLUS_BUY_VALUES).toEqual({
      minOrder: '1,000,000',
      maxOrder: '50,000,000',
      minLoan: '800,000',
      maxLoan: '40,000,000',
      loanPercent: '80',
      ownPercent: '20',
      hours: PLUS_BUY.loanHours,
      autoRepayLevel: '107',
      lowFloor: '125',
      portionPercent: '25',
      portions: 4,
      periodSeconds: '60',
      alertMinutes: '60',
      assetCount: PLUS_BUY_ASSETS.length,
    });
  });

  test('the lowest grade named in the language (§5: Orange or above)', () => {
    expect(plusBuyValuesIn('ko').minGrade).toBe('오렌지');
    expect(plusBuyValuesIn('en').minGrade).toBe('Orange');
    expect(plusBuyValuesIn('ko')).toMatchObject(PLUS_BUY_VALUES);
  });

  test('the risk bands, highest first, each up to the floor of the one above (§9)', () => {
    expect(bandRanges()).toEqual([
      { band: 'low', from: '125', below: null },
      { band: 'medium', from: '115', below: '125' },
      { band: 'high', from: '110', below: '115' },
      { band: 'veryHigh', from: '107', below: '110' },
    ]);
  });
});

describe('dates', () => {
  test.each([
    ['2025-06-05', 'ko', '2025년 6월 5일'],
    ['2025-06-05', 'en', 'June 5, 2025'],
    ['2026-12-31', 'ko', '2026년 12월 31일'],
    ['2024-02-29', 'en', 'February 29, 2024'],
  ] as const)('%s in %s → %s', (day, language, text) => {
    expect(formatDay(day, language)).toBe(text);
  });

  test.each(['2025-02-29', '2025-6-5', '', 'June 5'])('"%s" is not a day: a clear error', (day) => {
    expect(() => formatDay(day, 'en')).toThrow(/not a YYYY-MM-DD day/);
  });

  test("the filing's validity (§9) the simulator serves, in both languages", () => {
    const served = { validFrom: '2026-06-05', validTo: '2027-06-04' };
    expect(filingValidity(served, 'ko')).toEqual({ from: '2026년 6월 5일', to: '2027년 6월 4일' });
    expect(filingValidity(served, 'en')).toEqual({ from: 'June 5, 2026', to: 'June 4, 2027' });
  });

  test("the expiry example: 23:55 on 1 July is repaid at 00:00 on 5 July (the spec's 12:00 AM)", () => {
    expect(loanExpiry(EXPIRY_EXAMPLE_TAKEN_AT)).toBe(Date.parse('2025-07-05T00:00:00+09:00'));
    expect(expiryExample('en')).toEqual({
      takenDate: 'July 1',
      takenTime: '23:55',
      expiryDate: 'July 5',
      expiryTime: '00:00',
    });
    expect(expiryExample('ko')).toEqual({
      takenDate: '7월 1일',
      takenTime: '23:55',
      expiryDate: '7월 5일',
      expiryTime: '00:00',
    });
  });
});
