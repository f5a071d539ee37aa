import { describe, expect, test } from 'vitest';
import { CREDIT_RESTRICTION_CODES } from '../../../../contract';
import { stakingRewardBase, withdrawable, withdrawalProblem } from '../../../../server/credit/restrictions';

const XRP = 'C0106';

describe('withdrawals while coin is held for a loan (balance 100, 30 locked: 20 by a loan, 10 by orders)', () => {
  const row = { coinType: XRP, balance: 100, locked: 30 };
  test('what may be withdrawn is the balance less every lock', () => {
    expect(withdrawable(row)).toBe(70);
    expect(withdrawable({ coinType: 'C0100', balance: 5, locked: 5 })).toBe(0);
  });
  const cases: [number, string | undefined][] = [
    [70, undefined],
    [70.00000001, CREDIT_RESTRICTION_CODES.withdrawal],
    [90, CREDIT_RESTRICTION_CODES.withdrawal],
    [90.00000001, 'insufficientBalance'],
    [100, 'insufficientBalance'],
  ];
  test.each(cases)('%d: %s', (amount, problem) => {
    expect(withdrawalProblem(row, 20, amount)).toBe(problem);
  });
  test('without loan coin nothing is blocked for Plus buy', () => {
    expect(withdrawalProblem({ coinType: XRP, balance: 100, locked: 10 }, 0, 95)).toBe('insufficientBalance');
  });
});

describe('the staking reward base is the balance less the loan coin', () => {
  const cases: [number, number, number][] = [
    [100, 0, 100],
    [100, 20, 80],
    [100, 100, 0],
    [0.3, 0.1, 0.2],
  ];
  test.each(cases)('%d held, %d for loans: %d', (balance, loans, base) => {
    expect(stakingRewardBase(balance, loans, XRP)).toBe(base);
  });
});
