import { describe, expect, test } from 'vitest';
import { isInoutTransferPath, isSafeReturnPath, isTradeOrderPath, loginLink } from '../../../src/lib/paths';

describe('isTradeOrderPath', () => {
  test.each([
    ['/trade/order', true],
    ['/trade/order/BTC-KRW', true],
    ['/react/trade/order/ETH-BTC', true],
    ['/trade/order/popout/chart/BTC-KRW', true],
    ['/trade/orderbook', false],
    ['/trade/status/BTC-KRW', false],
    ['/history/trade/order', false],
    ['/', false],
  ] as const)('%s → %s', (path, expected) => {
    expect(isTradeOrderPath(path)).toBe(expected);
  });
});

describe('isInoutTransferPath', () => {
  test.each([
    ['/inout/deposit/KRW', true],
    ['/inout/withdraw/BTC', true],
    ['/inout/statement', true],
    ['/react/inout/deposit/KRW', true],
    ['/inout/application/deposit', false],
    ['/inout/depositor', false],
    ['/info/inout-condition', false],
  ] as const)('%s → %s', (path, expected) => {
    expect(isInoutTransferPath(path)).toBe(expected);
  });
});

describe('isSafeReturnPath', () => {
  test.each([
    ['/assets/my', true],
    ['/trade/order/BTC-KRW?x=1', true],
    ['//evil.example/path', false],
    ['https://evil.example/', false],
    ['/\\evil.example', false],
    ['assets/my', false],
    [42, false],
    [null, false],
  ] as const)('%j → %s', (value, expected) => {
    expect(isSafeReturnPath(value)).toBe(expected);
  });
});

describe('loginLink', () => {
  test('the login link remembers where the user came from', () => {
    expect(loginLink('/trade/order/BTC-KRW?x=1')).toEqual({
      to: '/login',
      state: { from: '/trade/order/BTC-KRW?x=1' },
    });
  });
});
