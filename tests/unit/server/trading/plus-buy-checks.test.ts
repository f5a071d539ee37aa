import { describe, expect, test } from 'vitest';
import {
  ELIGIBILITY_CODES,
  loanFor,
  PLUS_BUY,
  PLUS_BUY_TOO_MANY_LOANS,
  type CreditRestriction,
  type OrderOrigin,
  type OrderSide,
} from '../../../../contract';
import { originRestriction, plusBuyAmount, plusBuyLoan } from '../../../../server/trading/plus-buy-checks';
import { thrown } from '../trading/engine-harness';

describe('origin restrictions', () => {
  const cases: [OrderOrigin | undefined, OrderSide, number, number, CreditRestriction | undefined][] = [
    [undefined, 'sell', 1, 1, undefined],
    ['web', 'sell', 1, 1, undefined],
    ['openApi', 'sell', 1, 1, 'openApiSell'],
    ['openApi', 'sell', 1, 0, undefined],
    ['openApi', 'buy', 1, 1, undefined],
    ['auto', 'buy', 1, 0, 'autoOrder'],
    ['auto', 'sell', 0, 0, undefined],
  ];
  test.each(cases)(
    '%s %s with %d open loans (%d holding coin): %s',
    (origin, side, open, withCoin, expected) => {
      expect(originRestriction(origin, side, { openLoans: open, loansWithCoin: withCoin })).toBe(expected);
    },
  );
});

describe('the loan of a Plus buy order', () => {
  const profile = {
    customerVerified: true,
    accountLinked: true,
    plusBuyConsent: true,
    usesAutoProfitTrading: false,
    usesAutoTrading: false,
    grade: 'Orange',
    restricted: false,
  };
  const order = { key: 'XRP-KRW', side: 'buy', orderType: 'market', amount: 1_000_000 } as const;
  const loan = (debt: number, openLoans: number) => () =>
    plusBuyLoan({ profile, debt, openLoans }, 'KRW', order);
  test.each([
    [0, 0, undefined],
    [0, PLUS_BUY.maxOpenLoans - 1, undefined],
    [0, PLUS_BUY.maxOpenLoans, { status: 409, code: PLUS_BUY_TOO_MANY_LOANS }],
    [1, 0, { status: 403, code: ELIGIBILITY_CODES.openDebt, data: { problem: 'openDebt' } }],
    [1, PLUS_BUY.maxOpenLoans, { status: 403, code: ELIGIBILITY_CODES.openDebt }],
  ])('a debt of %d KRW and %d open loans: %o', (debt, openLoans, refusal) => {
    if (refusal) expect(thrown(loan(debt, openLoans))).toMatchObject(refusal);
    else expect(loan(debt, openLoans)()).toEqual({ loan: loanFor(1_000_000), amount: 1_000_000 });
  });
  test('the order amount of a limit buy is its rounded value, of a market buy its amount', () => {
    expect(plusBuyAmount('KRW', { orderType: 'limit', price: 3170, quantity: 316 })).toBe(1_001_720);
    expect(plusBuyAmount('KRW', { orderType: 'market', amount: 1_000_000 })).toBe(1_000_000);
    expect(plusBuyAmount('KRW', { orderType: 'limit', price: 3170 })).toBeUndefined();
  });
});
