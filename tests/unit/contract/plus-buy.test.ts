import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ELIGIBILITY_CODES,
  ELIGIBILITY_MESSAGES,
  ELIGIBILITY_PROBLEMS,
  eligibilityProblems,
  isPlusBuyKey,
  loanExcess,
  loanFor,
  MEMBER_GRADES,
  memberGradeName,
  PLUS_BUY,
  PLUS_BUY_ASSETS,
  PLUS_BUY_ORDER_MESSAGES,
  PLUS_BUY_ORDER_PROBLEMS,
  plusBuyOrderProblem,
  RISK_BANDS,
  type CreditProfile,
  type EligibilityProblem,
  type PlusBuyDraft,
  type PlusBuyOrderProblem,
  type RiskBand,
  plusBuyOwnPay,
  plusBuySpendable,
} from '../../../contract/plus-buy';
import {
  alertAllowed,
  autoRepayDue,
  autoRepayPortion,
  autoRepayPrice,
  filingPeriod,
  kstDay,
  loanExpiry,
  loanFeePart,
  refundsByDay,
  repaymentLevel,
  riskBand,
} from '../../../contract/plus-buy-loan';
import {
  CREDIT_ERROR_CODES,
  CREDIT_ERROR_MESSAGES,
  CREDIT_ERRORS,
  CREDIT_RESTRICTION_CODES,
  CREDIT_RESTRICTION_MESSAGES,
  CREDIT_RESTRICTIONS,
} from '../../../contract/credit-status';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const SEED = { seed: 14, numRuns: 2_000 };

describe('plusBuyOrderProblem', () => {
  const draft = (over: Partial<PlusBuyDraft>): PlusBuyDraft => ({
    key: 'BTC-KRW',
    side: 'buy',
    orderType: 'limit',
    amount: 1_000_000,
    ...over,
  });

  test.each<[string, Partial<PlusBuyDraft>, PlusBuyOrderProblem | undefined]>([
    ['999,999 KRW', { amount: 999_999 }, 'belowMinimum'],
    ['1,000,000 KRW', { amount: 1_000_000 }, undefined],
    ['1,000,000 KRW at market', { amount: 1_000_000, orderType: 'market' }, undefined],
    ['50,000,000 KRW', { amount: 50_000_000 }, undefined],
    ['50,000,001 KRW', { amount: 50_000_001 }, 'aboveMaximum'],
    ['an amount not known yet', { amount: undefined }, 'belowMinimum'],
    ['NaN', { amount: Number.NaN }, 'belowMinimum'],
    ['a negative amount', { amount: -1_000_000 }, 'belowMinimum'],
    ['Infinity', { amount: Number.POSITIVE_INFINITY }, 'aboveMaximum'],
    ['a coin not listed', { key: 'PEPE-KRW' }, 'notPurchasable'],
    ['a listed coin on the BTC market', { key: 'ETH-BTC' }, 'notPurchasable'],
    ['BTC-BTC', { key: 'BTC-BTC' }, 'notPurchasable'],
    ['the USDT market', { key: 'ETH-USDT' }, 'notPurchasable'],
    ['a sell', { side: 'sell' }, 'notBuy'],
    ['a stop-limit', { orderType: 'stopLimit' }, 'orderTypeNotAllowed'],
    // The first rule broken wins: the coin, then the side, then the type, then the amount.
    ['a sell of a coin not listed', { key: 'PEPE-KRW', side: 'sell' }, 'notPurchasable'],
    ['a stop-limit sell', { side: 'sell', orderType: 'stopLimit' }, 'notBuy'],
    ['a stop-limit too small', { orderType: 'stopLimit', amount: 1 }, 'orderTypeNotAllowed'],
  ])('%s → %s', (_, over, problem) => {
    expect(plusBuyOrderProblem(draft(over))).toBe(problem);
  });

  test.each([
    [999_999, 799_999],
    [1_000_000, 800_000],
    [1_000_001, 800_000],
    [1_234_567, 987_653],
    [50_000_000, 40_000_000],
  ])('an order of %d KRW takes a loan of %d', (amount, loan) => {
    expect(loanFor(amount)).toBe(loan);
  });

  test('every order amount in [1M, 50M] takes a whole-won loan in [800k, 40M] and passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: PLUS_BUY.minOrderAmount, max: PLUS_BUY.maxOrderAmount }), (amount) => {
        const loan = loanFor(amount);
        expect(Number.isInteger(loan)).toBe(true);
        expect(loan).toBeGreaterThanOrEqual(PLUS_BUY.minLoan);
        expect(loan).toBeLessThanOrEqual(PLUS_BUY.maxLoan);
        expect(loan).toBeLessThanOrEqual(amount * PLUS_BUY.loanRatio);
        expect(
          plusBuyOrderProblem({ key: 'ETH-KRW', side: 'buy', orderType: 'market', amount }),
        ).toBeUndefined();
      }),
      SEED,
    );
  });
});

describe('loanExcess: the loan follows the money spent', () => {
  test.each([
    // outstanding, committed (spent + what the open part may still spend), excess given back
    [800_000, 1_000_000, 0],
    [800_000, 1_000_001, 0],
    [800_000, 999_999, 1],
    [801_376, 503_509, 801_376 - 402_807],
    [800_000, 0, 800_000],
    [402_807, 503_509, 0],
    [100_000, 1_000_000, 0],
    [800_000, -5, 800_000],
  ])('a loan of %i with %i committed gives back %i', (outstanding, committed, excess) => {
    expect(loanExcess(outstanding, committed)).toBe(excess);
  });

  test('what is kept is LOAN_RATIO of what was committed, whole won', () => {
    for (const committed of [1, 3, 7, 503_509, 1_234_567, 50_000_000])
      expect(1_000_000_000 - loanExcess(1_000_000_000, committed)).toBe(loanFor(committed));
  });
});

describe('own pay and the largest order it covers', () => {
  test.each([
    // [own KRW, largest order amount, its own pay]
    [0, 0, 0],
    [200_499, 999_995, 200_499],
    [200_500, 1_000_000, 200_500],
    [1_000_000, 4_987_530, 1_000_000],
    // Capped at the maximum order: 10,025,000 is all a 50,000,000 order takes.
    [20_000_000, 50_000_000, 10_025_000],
  ])('%d KRW of own money → %d', (own, amount, pay) => {
    expect(plusBuySpendable(own)).toBe(amount);
    expect(plusBuyOwnPay(amount)).toBe(pay);
    if (amount < PLUS_BUY.maxOrderAmount) expect(plusBuyOwnPay(amount + 1)).toBeGreaterThan(own);
  });
});

describe('loanExpiry', () => {
  test.each([
    // The spec's "23:55 on 1 July expires on 5 July at 12:00" is 12:00 AM, i.e. 00:00 KST on 5 July.
    ['the spec example', '2025-07-01T23:55:00+09:00', '2025-07-05T00:00:00+09:00'],
    ['a loan taken on the hour: exactly 72 h', '2025-07-01T10:00:00+09:00', '2025-07-04T10:00:00+09:00'],
    ['one ms after the hour: the next hour', '2025-07-01T10:00:00.001+09:00', '2025-07-04T11:00:00+09:00'],
    ['one ms before the hour', '2025-07-01T09:59:59.999+09:00', '2025-07-04T10:00:00+09:00'],
    ['across KST midnight', '2025-07-01T23:00:00.001+09:00', '2025-07-05T00:00:00+09:00'],
    ['across a month end', '2025-01-29T21:30:00+09:00', '2025-02-01T22:00:00+09:00'],
    ['over 28 Feb in a non-leap year', '2025-02-26T08:10:00+09:00', '2025-03-01T09:00:00+09:00'],
    ['over 29 Feb in a leap year', '2024-02-26T08:10:00+09:00', '2024-02-29T09:00:00+09:00'],
    ['into 1 March in a leap year', '2024-02-27T08:10:00+09:00', '2024-03-01T09:00:00+09:00'],
    ['over 31 Dec into the next year', '2025-12-29T23:59:59+09:00', '2026-01-02T00:00:00+09:00'],
    ['the UTC day changes, the KST day does not', '2025-07-01T08:30:00+09:00', '2025-07-04T09:00:00+09:00'],
  ])('%s: %s → %s', (_, takenAt, expiresAt) => {
    expect(loanExpiry(at(takenAt))).toBe(at(expiresAt));
  });

  test('expiry is on an exact hour, at least 72 h and under 73 h after the loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2030-01-01T00:00:00Z') }),
        (takenAt) => {
          const expiresAt = loanExpiry(takenAt);
          expect(expiresAt % HOUR).toBe(0);
          expect(expiresAt - takenAt).toBeGreaterThanOrEqual(72 * HOUR);
          expect(expiresAt - takenAt).toBeLessThan(73 * HOUR);
        },
      ),
      SEED,
    );
  });
});

describe('repayment level and risk', () => {
  test.each([
    // asset value, loan, level
    [1_070_000, 1_000_000, 107],
    [1_070_400, 1_000_000, 107],
    [1_070_499, 1_000_000, 107],
    [1_070_500, 1_000_000, 107.1],
    [1_249_499, 1_000_000, 124.9],
    [1_249_500, 1_000_000, 125],
    // A fresh loan: the value is the order amount, the loan 80 % of it.
    [1_000_000, 800_000, 125],
    [50_000_000, 40_000_000, 125],
    [1_234_567, 987_653, 125],
    [0, 800_000, 0],
    [3_000_000, 800_000, 375],
    // A loan of 40,000,000 at each band edge.
    [49_980_000, 40_000_000, 125],
    [49_979_999, 40_000_000, 124.9],
    [46_000_000, 40_000_000, 115],
    [45_960_000, 40_000_000, 114.9],
    [44_000_000, 40_000_000, 110],
    [43_960_000, 40_000_000, 109.9],
    [42_816_000, 40_000_000, 107],
    [42_820_000, 40_000_000, 107.1],
    [42_800_000, 40_000_000, 107],
    [40_000_000, 40_000_000, 100],
  ])('value %d on a loan of %d is level %d', (value, loan, level) => {
    expect(repaymentLevel(value, loan)).toBe(level);
  });

  test.each([0, -1, Number.NaN])('no level without a loan (%d)', (loan) => {
    expect(repaymentLevel(1_000_000, loan)).toBeNull();
  });

  test('a fresh loan is at 125 %, the low band, for every order amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: PLUS_BUY.minOrderAmount, max: PLUS_BUY.maxOrderAmount }), (amount) => {
        const level = repaymentLevel(amount, loanFor(amount));
        expect(level).toBe(125);
        expect(riskBand(level!)).toBe('low');
      }),
      SEED,
    );
  });

  test.each<[number, RiskBand]>([
    [375, 'low'],
    [125, 'low'],
    [124.9, 'medium'],
    [115, 'medium'],
    [114.9, 'high'],
    [110, 'high'],
    [109.9, 'veryHigh'],
    [107, 'veryHigh'],
    [100, 'veryHigh'],
    [0, 'veryHigh'],
  ])('level %d is in the %s band', (level, band) => {
    expect(riskBand(level)).toBe(band);
  });

  test.each([
    [107.1, false],
    [107, true],
    [100, true],
    [0, true],
    [125, false],
    [null, false],
  ])('level %s starts auto-repayment: %s', (level, due) => {
    expect(autoRepayDue(level)).toBe(due);
  });

  test.each([
    // 107.04 rounds to 107.0 and starts auto-repayment; 107.05 rounds to 107.1 and does not.
    [1_070_400, 1_000_000, true],
    [1_070_500, 1_000_000, false],
    [42_816_000, 40_000_000, true],
    [42_820_000, 40_000_000, false],
  ])('value %d on a loan of %d starts auto-repayment: %s', (value, loan, due) => {
    expect(autoRepayDue(repaymentLevel(value, loan))).toBe(due);
  });
});

describe('risk alerts', () => {
  const alerting = RISK_BANDS.filter((band) => band !== 'low');
  const now = at('2025-07-01T12:00:00+09:00');

  test.each([undefined, now - 2 * HOUR, now])('the low band never alerts (last %s)', (last) => {
    expect(alertAllowed('low', last, now)).toBe(false);
  });

  test.each(alerting)('%s: the first alert goes out', (band) => {
    expect(alertAllowed(band, undefined, now)).toBe(true);
  });

  test.each(alerting)('%s: not again within the hour', (band) => {
    expect(alertAllowed(band, now, now)).toBe(false);
    expect(alertAllowed(band, now, now + HOUR - 1)).toBe(false);
  });

  test.each(alerting)('%s: again exactly an hour later, or later', (band) => {
    expect(alertAllowed(band, now, now + HOUR)).toBe(true);
    expect(alertAllowed(band, now, now + 5 * HOUR)).toBe(true);
  });
});

describe('auto-repayment', () => {
  test.each([
    // loan, quantity, reserved KRW, price
    [800_000, 0.01, 0, 85_600_000],
    [1_000_000, 2, 0, 535_000],
    [1_000_000, 2, 70_000, 500_000],
    [1_000_000, 2, 1_070_000, 0],
    [1_000_000, 2, 2_000_000, 0],
  ])('a loan of %d on %d coins with %d KRW reserved auto-repays at %d', (loan, quantity, reserved, price) => {
    expect(autoRepayPrice(loan, quantity, reserved)).toBeCloseTo(price, 6);
  });

  test('at the auto-repayment price the level is 107 %', () => {
    const price = autoRepayPrice(40_000_000, 0.3, 12_000_000)!;
    expect(repaymentLevel(price * 0.3 + 12_000_000, 40_000_000)).toBe(107);
  });

  test.each([
    [800_000, 0],
    [800_000, -1],
    [0, 1],
    [800_000, Number.NaN],
  ])('no price for a loan of %d on %d coins', (loan, quantity) => {
    expect(autoRepayPrice(loan, quantity)).toBeNull();
  });

  test.each([
    // held at start, left, portions sold, portion
    [1, 1, 0, 0.25],
    [1, 0.75, 1, 0.25],
    [1, 0.5, 2, 0.25],
    [1, 0.25, 3, 0.25],
    [1, 0.3, 3, 0.3],
    [1, 0.1, 1, 0.1],
    [1, 0, 2, 0],
    [1, 0.2, 5, 0.2],
  ])('of %d held, %d left after %d portions: sell %d', (held, left, sold, portion) => {
    expect(autoRepayPortion(held, left, sold)).toBe(portion);
  });

  test('four portions sell everything held, never more than is left', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-8, max: 1e6, noNaN: true }), (held) => {
        let left = held;
        for (let sold = 0; sold < 4; sold += 1) {
          const portion = autoRepayPortion(held, left, sold);
          expect(portion).toBeGreaterThanOrEqual(0);
          expect(portion).toBeLessThanOrEqual(left);
          left -= portion;
        }
        expect(left).toBe(0);
      }),
      SEED,
    );
  });
});

describe('fee refunds', () => {
  test.each([
    // fee, loan, order amount, loan part
    [500, 800_000, 1_000_000, 400],
    [501, 800_000, 1_000_000, 400],
    [25_000, 40_000_000, 50_000_000, 20_000],
    [617, 987_653, 1_234_567, 493],
    [0, 800_000, 1_000_000, 0],
    [500, 800_000, 0, 0],
  ])('of a fee of %d, a loan of %d on an order of %d: %d', (fee, loan, amount, part) => {
    expect(loanFeePart(fee, loan, amount)).toBe(part);
  });

  test.each([
    ['2025-07-01T14:59:59.999Z', '2025-07-01'],
    ['2025-07-01T15:00:00Z', '2025-07-02'],
    ['2025-12-31T15:00:00Z', '2026-01-01'],
    ['2025-07-02T00:00:00+09:00', '2025-07-02'],
  ])('%s is KST day %s', (iso, day) => {
    expect(kstDay(at(iso))).toBe(day);
  });

  test('refunds sum per KST day of repayment, oldest day first', () => {
    expect(
      refundsByDay([
        { repaidAtMs: at('2025-07-03T10:00:00+09:00'), amount: 7 },
        { repaidAtMs: at('2025-07-01T23:59:59.999+09:00'), amount: 400 },
        { repaidAtMs: at('2025-07-02T00:00:00+09:00'), amount: 100 },
        { repaidAtMs: at('2025-07-01T00:00:00+09:00'), amount: 20 },
        { repaidAtMs: at('2025-07-02T23:00:00+09:00'), amount: 1 },
      ]),
    ).toEqual([
      { day: '2025-07-01', amount: 420 },
      { day: '2025-07-02', amount: 101 },
      { day: '2025-07-03', amount: 7 },
    ]);
    expect(refundsByDay([])).toEqual([]);
  });
});

describe('the filing period in force (§9, renewed yearly)', () => {
  test("the spec's dates are the first period: 2025-06-05 to 2026-06-04", () => {
    expect([PLUS_BUY.filingValidFrom, PLUS_BUY.filingValidTo]).toEqual(['2025-06-05', '2026-06-04']);
    expect(filingPeriod(at('2025-06-05T00:00:00+09:00'))).toEqual({
      validFrom: '2025-06-05',
      validTo: '2026-06-04',
    });
  });

  test.each([
    // instant, the period in force
    ['2026-11-28T13:32:00Z', '2026-06-05', '2027-06-04'],
    ['2026-06-04T23:59:59.999+09:00', '2025-06-05', '2026-06-04'],
    ['2026-06-05T00:00:00+09:00', '2026-06-05', '2027-06-04'],
    // 15:00 UTC on 4 June is already 5 June in Seoul
    ['2026-06-04T15:00:00Z', '2026-06-05', '2027-06-04'],
    ['2026-06-04T14:59:59.999Z', '2025-06-05', '2026-06-04'],
    ['2027-06-04T12:00:00+09:00', '2026-06-05', '2027-06-04'],
    ['2028-02-29T12:00:00+09:00', '2027-06-05', '2028-06-04'],
    ['2031-01-01T00:00:00+09:00', '2030-06-05', '2031-06-04'],
    // before the anchor: the first period, never an earlier one
    ['2024-12-31T12:00:00+09:00', '2025-06-05', '2026-06-04'],
  ])('at %s the filing is valid from %s to %s', (iso, validFrom, validTo) => {
    expect(filingPeriod(at(iso))).toEqual({ validFrom, validTo });
  });
});

describe('eligibilityProblems', () => {
  const eligible: CreditProfile = {
    customerVerified: true,
    accountLinked: true,
    plusBuyConsent: true,
    usesAutoProfitTrading: false,
    usesAutoTrading: false,
    grade: 'Orange',
    restricted: false,
  };

  test('a fully eligible member has no problem', () => {
    expect(eligibilityProblems(eligible)).toEqual([]);
  });

  test.each<[Partial<CreditProfile>, EligibilityProblem]>([
    [{ customerVerified: false }, 'notVerified'],
    [{ accountLinked: false }, 'noAccountLink'],
    [{ plusBuyConsent: false }, 'noConsent'],
    [{ usesAutoProfitTrading: true }, 'usesAutoProfitTrading'],
    [{ usesAutoTrading: true }, 'usesAutoTrading'],
    [{ grade: 'Yellow' }, 'gradeTooLow'],
    [{ restricted: true }, 'restricted'],
  ])('%o → %s only', (over, problem) => {
    expect(eligibilityProblems({ ...eligible, ...over })).toEqual([problem]);
  });

  test.each([
    ['White', false],
    ['Yellow', false],
    ['Orange', true],
    ['Red', true],
    ['Purple', true],
    ['VIP', true],
    ['Gold', false],
    ['orange', false],
    ['', false],
  ])('grade %j may use Plus buy: %s', (grade, ok) => {
    expect(eligibilityProblems({ ...eligible, grade })).toEqual(ok ? [] : ['gradeTooLow']);
  });

  test('every grade is named in the test above', () => {
    expect(MEMBER_GRADES).toEqual(['White', 'Yellow', 'Orange', 'Red', 'Purple', 'VIP']);
  });

  test.each<[string, 'ko' | 'en', string]>([
    ['Orange', 'ko', '오렌지'],
    ['Orange', 'en', 'Orange'],
    ['White', 'ko', '화이트'],
    ['VIP', 'ko', 'VIP'],
    // A grade the table does not know is shown as the exchange wrote it.
    ['Gold', 'ko', 'Gold'],
  ])('grade %s in %s reads %s', (grade, language, name) => {
    expect(memberGradeName(grade, language)).toBe(name);
  });

  test('several failures come in the FAQ order', () => {
    expect(
      eligibilityProblems(
        {
          customerVerified: false,
          accountLinked: false,
          plusBuyConsent: false,
          usesAutoProfitTrading: true,
          usesAutoTrading: true,
          grade: 'White',
          restricted: true,
        },
        1,
      ),
    ).toEqual([...ELIGIBILITY_PROBLEMS]);
    expect(
      eligibilityProblems({ ...eligible, restricted: true, plusBuyConsent: false, grade: 'VIP' }),
    ).toEqual(['noConsent', 'restricted']);
  });

  test('an unpaid debt is a problem; none is not', () => {
    expect(eligibilityProblems(eligible, 1)).toEqual(['openDebt']);
    expect(eligibilityProblems(eligible, 0)).toEqual([]);
  });
});

describe('assets and texts', () => {
  test('22 distinct assets', () => {
    expect(PLUS_BUY_ASSETS).toHaveLength(22);
    expect(new Set(PLUS_BUY_ASSETS).size).toBe(22);
  });

  test.each(PLUS_BUY_ASSETS.map((symbol) => [symbol]))('%s-KRW may be bought with Plus buy', (symbol) => {
    expect(isPlusBuyKey(`${symbol}-KRW`)).toBe(true);
    expect(isPlusBuyKey(`${symbol}-BTC`)).toBe(false);
    expect(isPlusBuyKey(`${symbol}-USDT`)).toBe(false);
  });

  test.each(['USDT-KRW', 'PEPE-KRW', 'SHIB-KRW', 'btc-KRW', 'BTC-krw', 'BTC', 'KRW', '', '-KRW', 'BTC-BTC'])(
    '%j may not be bought with Plus buy',
    (key) => {
      expect(isPlusBuyKey(key)).toBe(false);
    },
  );

  const catalogues = [
    ['eligibility problems', ELIGIBILITY_PROBLEMS, ELIGIBILITY_CODES, ELIGIBILITY_MESSAGES],
    ['order problems', PLUS_BUY_ORDER_PROBLEMS, undefined, PLUS_BUY_ORDER_MESSAGES],
    ['restrictions', CREDIT_RESTRICTIONS, CREDIT_RESTRICTION_CODES, CREDIT_RESTRICTION_MESSAGES],
    ['credit errors', CREDIT_ERRORS, CREDIT_ERROR_CODES, CREDIT_ERROR_MESSAGES],
  ] as const;

  test.each(catalogues)(
    'every one of the %s has a code and a ko and an en message',
    (_, names, codes, messages) => {
      const texts = messages as Record<string, { ko: string; en: string }>;
      expect(Object.keys(texts).sort()).toEqual([...names].sort());
      if (codes) expect(Object.keys(codes).sort()).toEqual([...names].sort());
      for (const name of names) {
        expect(texts[name]!.ko).toMatch(/[가-힣]/);
        expect(texts[name]!.en).toMatch(/^[A-Z]/);
        if (codes) expect((codes as Record<string, string>)[name]).toMatch(/^[A-Z_]+$/);
      }
    },
  );

  test('codes are distinct across the catalogues', () => {
    const codes = [
      ...Object.values(ELIGIBILITY_CODES),
      ...Object.values(CREDIT_RESTRICTION_CODES),
      ...Object.values(CREDIT_ERROR_CODES),
    ];
    expect(new Set(codes).size).toBe(codes.length);
  });

  test('the order limits are in the messages', () => {
    expect(PLUS_BUY_ORDER_MESSAGES.belowMinimum.en).toContain('1,000,000');
    expect(PLUS_BUY_ORDER_MESSAGES.aboveMaximum.ko).toContain('50,000,000');
    expect(PLUS_BUY_ORDER_MESSAGES.loanBelowMinimum.en).toContain('800,000');
    expect(PLUS_BUY_ORDER_MESSAGES.loanAboveMaximum.ko).toContain('40,000,000');
  });
});
