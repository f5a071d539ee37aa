import { describe, expect, test } from 'vitest';
import {
  coinListTabs,
  initialTab,
  isCoinListTab,
  marketOfCoinParam,
  openStatesOf,
  sortKindOf,
  tabAfterIntro,
  type CoinListTab,
} from '../../../../src/features/coin-list/rules/tabs';
import type { MarketSymbol } from '../../../../contract/markets';

const open = (states: Partial<Record<MarketSymbol, boolean>>) =>
  openStatesOf(
    Object.entries(states).map(([marketSymbol, isOpen]) => ({
      marketSymbol: marketSymbol as MarketSymbol,
      isOpen,
    })),
  );

describe('tabs', () => {
  test('markets by currency code, KRW first, then ASSET and FAVOR; a closed market keeps its tab', () => {
    expect(coinListTabs()).toEqual(['KRW', 'BTC', 'USDT', 'ASSET', 'FAVOR']);
  });

  test.each([
    [{ coinListTab: 'FAVOR' }, 'ETH-BTC', 'FAVOR'],
    [{ coinListTab: 'USDT' }, 'ETH-BTC', 'USDT'],
    [{ coinListTab: 'NOPE' }, 'ETH-BTC', 'BTC'],
    [{ other: 1 }, 'SOL-USDT', 'USDT'],
    [null, 'sol-usdt', 'USDT'],
    ['FAVOR', 'BTC-KRW', 'KRW'],
    [undefined, 'BTC-EUR', 'KRW'],
    [undefined, 'garbage', 'KRW'],
    [undefined, undefined, 'KRW'],
    [undefined, '', 'KRW'],
  ])('navigation state %j with coin %j opens %s', (state, coinParam, expected) => {
    expect(initialTab(state, coinParam)).toBe(expected);
  });

  test.each([
    ['BTC', { BTC: false }, 'USDT', 'USDT'],
    ['BTC', { BTC: false, USDT: false }, 'USDT', 'KRW'],
    ['BTC', { BTC: false }, 'BTC', 'KRW'],
    ['BTC', { BTC: false }, null, 'KRW'],
    ['BTC', { BTC: true }, 'USDT', 'BTC'],
    ['USDT', {}, 'KRW', 'USDT'],
    ['ASSET', { KRW: false, BTC: false }, 'BTC', 'ASSET'],
    ['FAVOR', { BTC: false }, 'BTC', 'FAVOR'],
  ] as const)('%s with intro %j and route market %s → %s', (tab, states, route, expected) => {
    expect(tabAfterIntro(tab as CoinListTab, open(states), route)).toBe(expected);
  });

  test('no intro yet keeps the tab', () => {
    expect(tabAfterIntro('BTC', null, 'KRW')).toBe('BTC');
  });

  test('route market, tab guard and sort kind', () => {
    expect(marketOfCoinParam('ETH-USDT')).toBe('USDT');
    expect(marketOfCoinParam('ETH')).toBeNull();
    expect(['KRW', 'ASSET', 'FAVOR', 'krw', 1].map(isCoinListTab)).toEqual([true, true, true, false, false]);
    expect((['KRW', 'USDT', 'FAVOR', 'ASSET'] as const).map(sortKindOf)).toEqual([
      'coin',
      'coin',
      'coin',
      'asset',
    ]);
  });
});
