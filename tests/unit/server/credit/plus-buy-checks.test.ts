import { describe, expect, test } from 'vitest';
import type { CreditRestriction, OrderOrigin, OrderSide } from '../../../../contract';
import {
  loanRelease,
  originRestriction,
  plusBuyAmount,
  unfilledShare,
} from '../../../../server/credit/plus-buy-checks';

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

describe('what a cancel releases', () => {
  const base = { orderType: 'limit', quantity: 100, amount: null, filledAmount: 0 };
  test.each([
    [{ ...base, filledQuantity: 0 }, 1],
    [{ ...base, filledQuantity: 25 }, 0.75],
    [{ ...base, filledQuantity: 100 }, 0],
    [{ orderType: 'market', quantity: 3, filledQuantity: 3, amount: 1_000_000, filledAmount: 400_000 }, 0.6],
  ])('%o leaves %d unfilled', (order, share) => {
    expect(unfilledShare(order)).toBeCloseTo(share, 12);
  });
  test.each([
    [800_000, 800_000, 1, 800_000],
    [800_000, 800_000, 0.75, 600_000],
    [800_000, 800_000, 1 / 3, 266_666],
    [100_000, 800_000, 0.5, 100_000],
    [800_000, 800_000, 0, 0],
  ])('outstanding %d of %d with %d unfilled releases %d', (outstanding, principal, share, released) => {
    expect(loanRelease(outstanding, principal, share)).toBe(released);
  });
  test('the order amount of a limit buy is its rounded value, of a market buy its amount', () => {
    expect(plusBuyAmount('KRW', { orderType: 'limit', price: 3170, quantity: 316 })).toBe(1_001_720);
    expect(plusBuyAmount('KRW', { orderType: 'market', amount: 1_000_000 })).toBe(1_000_000);
    expect(plusBuyAmount('KRW', { orderType: 'limit', price: 3170 })).toBeUndefined();
  });
});
