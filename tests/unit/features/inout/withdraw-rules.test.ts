import { describe, expect, test } from 'vitest';
import { INOUT, type WithdrawNetwork } from '../../../../contract/inout';
import {
  checkCoinWithdraw,
  checkKrwAmount,
  checkTradePasswordEntry,
  isCoinWithdrawValid,
  maxQuantity,
  textOfUnits,
  unitsOf,
  unitsOfText,
  type CoinWithdrawForm,
} from '../../../../src/features/inout/withdraw-rules';

const NETWORK: WithdrawNetwork = {
  networkName: 'Bitcoin',
  fees: { LOW: 0.0001, STANDARD: 0.0002, FAST: 0.0005 },
  minQuantity: 0.001,
  secondAddressName: null,
};

describe('units of 1e-8', () => {
  test.each([
    ['0', 0n],
    ['1', 100_000_000n],
    ['0.1', 10_000_000n],
    ['12.', 1_200_000_000n],
    ['0.00000001', 1n],
    [' 3.5 ', 350_000_000n],
    ['0.000000001', null],
    ['1e3', null],
    ['-1', null],
    ['.5', null],
    ['', null],
    ['1,000', null],
  ])('unitsOfText(%j) = %s', (text, units) => {
    expect(unitsOfText(text)).toBe(units);
  });

  test.each([
    [0.1, 10_000_000n],
    [0.3, 30_000_000n],
    [1_000_000_000, 100_000_000_000_000_000n],
    [0.123456789, 12_345_678n],
  ])('unitsOf(%d) = %s', (value, units) => {
    expect(unitsOf(value)).toBe(units);
  });

  test.each([
    [0n, '0'],
    [1n, '0.00000001'],
    [50_000_000n, '0.5'],
    [1_234_500_000n, '12.345'],
  ])('textOfUnits(%s) = %s', (units, text) => {
    expect(textOfUnits(units)).toBe(text);
  });
});

test.each([
  // [withdrawable, fee, max]
  [1, 0.0005, '0.9995'],
  [0.3, 0.1, '0.2'],
  [0.0001, 0.0005, '0'],
  [0, 0, '0'],
  [1_000_000.12345678, 0.00000001, '1000000.12345677'],
])('maxQuantity(%d, %d) = %s', (withdrawable, fee, max) => {
  expect(textOfUnits(maxQuantity(withdrawable, fee))).toBe(max);
});

describe('checkCoinWithdraw (withdrawable 1 BTC)', () => {
  const form = (change: Partial<CoinWithdrawForm>): CoinWithdrawForm => ({
    address: 'bc1qxyz',
    secondAddress: '',
    quantity: '0.5',
    feeLevel: 'STANDARD',
    ...change,
  });
  test.each([
    [{}, null, null, '0.5002'],
    [{ address: '  ' }, 'empty', null, '0.5002'],
    [{ quantity: '' }, null, 'empty', null],
    [{ quantity: 'abc' }, null, 'invalid', null],
    [{ quantity: '0' }, null, 'invalid', '0.0002'],
    [{ quantity: '0.123456789' }, null, 'decimals', null],
    [{ quantity: '0.0009' }, null, 'belowMinimum', '0.0011'],
    [{ quantity: '0.001' }, null, null, '0.0012'],
    // the quantity plus the fee must fit: 0.9998 + 0.0002 = 1 fits, 0.9999 + 0.0002 does not
    [{ quantity: '0.9998' }, null, null, '1'],
    [{ quantity: '0.9999' }, null, 'insufficient', '1.0001'],
    [{ quantity: '0.9999', feeLevel: 'LOW' }, null, null, '1'],
    [{ quantity: '0.9996', feeLevel: 'FAST' }, null, 'insufficient', '1.0001'],
  ] as const)('%j: address %s, quantity %s, total %s', (change, address, quantity, total) => {
    const check = checkCoinWithdraw(form(change), NETWORK, 1);
    expect(check.address).toBe(address);
    expect(check.quantity).toBe(quantity);
    expect(check.total === null ? null : textOfUnits(check.total)).toBe(total);
    expect(isCoinWithdrawValid(check)).toBe(address === null && quantity === null);
  });
});

describe('checkKrwAmount', () => {
  test.each([
    ['', null, 'empty', null],
    ['abc', null, 'invalid', null],
    ['5000.5', null, 'invalid', null],
    ['4999', null, 'belowMinimum', 4999],
    [String(INOUT.krwMin), null, null, 5000],
    ['1,000,000', null, null, 1_000_000],
    [String(INOUT.krwMax), null, null, INOUT.krwMax],
    [String(INOUT.krwMax + 1), null, 'aboveMaximum', INOUT.krwMax + 1],
    // a withdrawal's amount and its fixed fee (1,000) must fit in the balance
    ['9000', 10_000, null, 9000],
    ['9001', 10_000, 'insufficient', 9001],
  ] as const)('%j (withdrawable %s): %s', (text, withdrawable, problem, amount) => {
    expect(checkKrwAmount(text, withdrawable)).toEqual({ problem, amount });
  });
});

describe('the trade password', () => {
  test.each([
    [true, '480159', null],
    [true, '', 'tradePassword'],
    [true, '48015', 'tradePassword'],
    [true, '48015a', 'tradePassword'],
    [false, '', null],
  ] as const)('asked %s, %j: %s', (needed, text, problem) =>
    expect(checkTradePasswordEntry(needed, text)).toBe(problem),
  );
});
