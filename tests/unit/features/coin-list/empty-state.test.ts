import { describe, expect, test } from 'vitest';
import { emptyStateOf, type EmptyStateInput } from '../../../../src/features/coin-list/rules/empty-state';

const base: EmptyStateInput = {
  tab: 'KRW',
  loggedIn: true,
  loading: false,
  tabRows: 10,
  afterHideSmall: 10,
  visible: 10,
  searching: false,
};

describe('empty states', () => {
  test.each<[string, Partial<EmptyStateInput>, ReturnType<typeof emptyStateOf>]>([
    ['rows to show', {}, null],
    ['a market tab for a guest shows its rows', { loggedIn: false }, null],
    ['FAVOR for a guest', { tab: 'FAVOR', loggedIn: false }, 'loginRequired'],
    [
      'ASSET for a guest',
      { tab: 'ASSET', loggedIn: false, tabRows: 0, afterHideSmall: 0, visible: 0 },
      'loginRequired',
    ],
    [
      'blocked or loading favourites',
      { tab: 'FAVOR', loading: true, tabRows: 0, afterHideSmall: 0, visible: 0 },
      'loading',
    ],
    ['no favourites', { tab: 'FAVOR', tabRows: 0, afterHideSmall: 0, visible: 0 }, 'noFavorites'],
    [
      'no favourites while searching',
      { tab: 'FAVOR', tabRows: 0, afterHideSmall: 0, visible: 0, searching: true },
      'noFavorites',
    ],
    ['no holdings', { tab: 'ASSET', tabRows: 0, afterHideSmall: 0, visible: 0 }, 'noHoldings'],
    [
      'all holdings under 1,000 KRW hidden',
      { tab: 'ASSET', tabRows: 2, afterHideSmall: 0, visible: 0 },
      'noAssetsOverThreshold',
    ],
    [
      'holdings left but none matches',
      { tab: 'ASSET', tabRows: 2, afterHideSmall: 1, visible: 0, searching: true },
      'noSearchResult',
    ],
    ['no search result on a market', { visible: 0, searching: true }, 'noSearchResult'],
    ['a market without coins', { tabRows: 0, afterHideSmall: 0, visible: 0 }, 'noData'],
    [
      'a market without coins while searching',
      { tabRows: 0, afterHideSmall: 0, visible: 0, searching: true },
      'noData',
    ],
    ['a search that matches shows rows', { tab: 'FAVOR', visible: 1, searching: true }, null],
  ])('%s', (_name, change, expected) => {
    expect(emptyStateOf({ ...base, ...change })).toBe(expected);
  });
});
