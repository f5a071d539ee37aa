import { describe, expect, test } from 'vitest';
import {
  favoriteToggleAction,
  rowClickAction,
  rowTargetPath,
} from '../../../../src/features/coin-list/rules/navigation';

describe('row click target', () => {
  test.each([
    ['/trade/order/BTC-KRW', 'BTC-KRW', 'ETH-KRW', '/trade/order/ETH-KRW'],
    ['/trade/order/btc-krw', 'btc-krw', 'SOL-USDT', '/trade/order/SOL-USDT'],
    ['/trade/order/BTC-KRW?tab=chart#top', 'BTC-KRW', 'ETH-BTC', '/trade/order/ETH-BTC?tab=chart#top'],
    ['/react/trade/status/BTC-KRW', 'BTC-KRW', 'XRP-KRW', '/react/trade/status/XRP-KRW'],
    ['/trade/popout/chart/BTC-KRW', 'BTC-KRW', 'ETH-KRW', '/trade/popout/chart/ETH-KRW'],
    ['/trade/order/BTC%2DKRW', 'BTC-KRW', 'ETH-KRW', '/trade/order/ETH-KRW'],
    ['/trade/order', undefined, 'ETH-KRW', '/trade/order/ETH-KRW'],
    ['/trade/order/', '', 'ETH-KRW', '/trade/order/ETH-KRW'],
    ['/x/BTC-KRW/y/BTC-KRW', 'BTC-KRW', 'ETH-KRW', '/x/BTC-KRW/y/ETH-KRW'],
    ['/trade/order/%E0%A4%A', 'BTC-KRW', 'ETH-KRW', '/trade/order/%E0%A4%A/ETH-KRW'],
  ] as const)('%s (coin %s) → %s goes to %s', (path, param, key, expected) => {
    expect(rowTargetPath(path, param, key)).toBe(expected);
  });

  test('a tradable row navigates, a held coin no longer tradable opens the popup', () => {
    expect(rowClickAction({ key: 'ETH-KRW', tradable: true }, '/trade/order/BTC-KRW', 'BTC-KRW')).toEqual({
      kind: 'navigate',
      to: '/trade/order/ETH-KRW',
    });
    expect(rowClickAction({ key: 'WEMIX-KRW', tradable: false }, '/trade/order/BTC-KRW', 'BTC-KRW')).toEqual({
      kind: 'notSupported',
      key: 'WEMIX-KRW',
    });
  });
});

describe('favourite star', () => {
  const star = {
    loggedIn: true,
    blocked: false,
    isFavorite: false,
    key: 'ETH-KRW',
    currentPath: '/trade/order/BTC-KRW',
  } as const;
  test.each([
    [{}, { kind: 'add', key: 'ETH-KRW' }],
    [{ isFavorite: true }, { kind: 'remove', key: 'ETH-KRW' }],
    [{ blocked: true }, { kind: 'wait' }],
    [{ loggedIn: false }, { kind: 'login', link: { to: '/login', state: { from: '/trade/order/BTC-KRW' } } }],
    [
      { loggedIn: false, blocked: true },
      { kind: 'login', link: { to: '/login', state: { from: '/trade/order/BTC-KRW' } } },
    ],
  ])('star with %j does %j', (change, expected) => {
    expect(favoriteToggleAction({ ...star, ...change })).toEqual(expected);
  });
});
