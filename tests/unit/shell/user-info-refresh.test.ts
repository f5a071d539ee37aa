import { describe, expect, test } from 'vitest';
import { refreshesUserInfo } from '../../../src/shell/use-user-info-refresh';

describe('refreshesUserInfo: a member, on a path change', () => {
  test.each([
    ['/insight', '/membership', 'member', true],
    ['/insight', '/insight', 'member', false],
    ['/insight', '/membership', 'guest', false],
    ['/insight', '/membership', 'unknown', false],
    ['/trade/order/BTC-KRW', '/trade/order/ETH-KRW', 'member', true],
    ['/login', '/assets/my', 'member', false],
    ['/assets/my', '/login', 'member', true],
  ] as const)('%s → %s as %s: %s', (previous, pathname, status, asks) => {
    expect(refreshesUserInfo(previous, pathname, status)).toBe(asks);
  });
});
