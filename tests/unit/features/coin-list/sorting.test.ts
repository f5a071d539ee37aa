import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SORT_MEMORY,
  effectiveSort,
  sortAfterClick,
  sortColumnsOf,
  type SortColumn,
  type SortMemory,
} from '../../../../src/features/coin-list/rules/sorting';
import type { CoinListTab } from '../../../../src/features/coin-list/rules/tabs';

function clicks(tabsAndColumns: [CoinListTab, SortColumn][]): SortMemory {
  return tabsAndColumns.reduce(
    (memory, [tab, column]) => sortAfterClick(memory, tab, column),
    DEFAULT_SORT_MEMORY,
  );
}

describe('sort memory', () => {
  test('defaults: coin tabs value24H descending, asset tab profitRate descending', () => {
    expect(effectiveSort(DEFAULT_SORT_MEMORY, 'KRW', 'global')).toEqual({
      field: 'value24H',
      direction: 'desc',
    });
    expect(effectiveSort(DEFAULT_SORT_MEMORY, 'FAVOR', 'global')).toEqual({
      field: 'value24H',
      direction: 'desc',
    });
    expect(effectiveSort(DEFAULT_SORT_MEMORY, 'ASSET', 'global')).toEqual({
      field: 'profitRate',
      direction: 'desc',
    });
  });

  test.each([
    [[['KRW', 'value24H']], 'KRW', 'value24H', 'asc'],
    [
      [
        ['KRW', 'value24H'],
        ['KRW', 'value24H'],
      ],
      'KRW',
      'value24H',
      'desc',
    ],
    [[['KRW', 'closePrice']], 'KRW', 'closePrice', 'desc'],
    [
      [
        ['KRW', 'closePrice'],
        ['BTC', 'closePrice'],
      ],
      'USDT',
      'closePrice',
      'asc',
    ],
    [
      [
        ['KRW', 'name'],
        ['ASSET', 'valuationAmt'],
      ],
      'FAVOR',
      'name',
      'desc',
    ],
    [
      [
        ['KRW', 'name'],
        ['ASSET', 'valuationAmt'],
      ],
      'ASSET',
      'valuationAmt',
      'desc',
    ],
    [[['ASSET', 'profitRate']], 'ASSET', 'profitRate', 'asc'],
    [[['ASSET', 'profitRate']], 'KRW', 'value24H', 'desc'],
    [
      [
        ['FAVOR', 'chgRate'],
        ['FAVOR', 'chgRate'],
      ],
      'KRW',
      'chgRate',
      'asc',
    ],
  ] as [[CoinListTab, SortColumn][], CoinListTab, string, string][])(
    'after clicks %j the %s tab sorts by %s %s',
    (steps, tab, field, direction) => {
      expect(effectiveSort(clicks(steps), tab, 'product')).toEqual({ field, direction });
    },
  );

  test('a column the tab does not have is an error', () => {
    expect(() => sortAfterClick(DEFAULT_SORT_MEMORY, 'KRW', 'profitRate')).toThrow(
      /KRW tab has no sort column "profitRate"/,
    );
    expect(() => sortAfterClick(DEFAULT_SORT_MEMORY, 'ASSET', 'value24H')).toThrow(/ASSET/);
  });

  test('columns per tab kind', () => {
    expect(sortColumnsOf('USDT')).toEqual(['name', 'closePrice', 'chgRate', 'value24H']);
    expect(sortColumnsOf('ASSET')).toContain('profitRate');
  });
});

describe('USDT global volume swap', () => {
  const descending = DEFAULT_SORT_MEMORY;
  const ascending = sortAfterClick(DEFAULT_SORT_MEMORY, 'USDT', 'value24H');
  test.each([
    [descending, 'USDT', 'global', 'valueBx24H', 'desc'],
    [ascending, 'USDT', 'global', 'valueBx24H', 'asc'],
    [descending, 'USDT', 'product', 'value24H', 'desc'],
    [descending, 'KRW', 'global', 'value24H', 'desc'],
    [descending, 'BTC', 'global', 'value24H', 'desc'],
    [descending, 'FAVOR', 'global', 'value24H', 'desc'],
    [sortAfterClick(DEFAULT_SORT_MEMORY, 'USDT', 'closePrice'), 'USDT', 'global', 'closePrice', 'desc'],
  ] as const)('memory %j on %s in %s mode sorts by %s %s', (memory, tab, mode, field, direction) => {
    expect(effectiveSort(memory, tab, mode)).toEqual({ field, direction });
  });

  test('leaving USDT (or the global mode) sorts by value24H again: the memory was never changed', () => {
    const onUsdt = sortAfterClick(DEFAULT_SORT_MEMORY, 'USDT', 'value24H');
    expect(effectiveSort(onUsdt, 'USDT', 'global').field).toBe('valueBx24H');
    expect(onUsdt.coin).toEqual({ key: 'value24H', direction: 'asc' });
    expect(effectiveSort(onUsdt, 'KRW', 'global').field).toBe('value24H');
  });
});
