import { describe, expect, test } from 'vitest';
import { ariaSortFor, nextSort, sortRows, type SortOption } from '../../../src/lib/sort';

describe('nextSort', () => {
  test.each<[SortOption | null, string, string | undefined, SortOption]>([
    [null, 'price', undefined, { key: 'price', direction: 'desc' }],
    [{ key: 'volume', direction: 'desc' }, 'price', undefined, { key: 'price', direction: 'desc' }],
    [{ key: 'volume', direction: 'asc' }, 'price', undefined, { key: 'price', direction: 'desc' }],
    [{ key: 'price', direction: 'desc' }, 'price', undefined, { key: 'price', direction: 'asc' }],
    [{ key: 'price', direction: 'asc' }, 'price', undefined, { key: 'price', direction: 'desc' }],
    [
      { key: 'change', subKey: 'rate', direction: 'desc' },
      'change',
      'rate',
      { key: 'change', subKey: 'rate', direction: 'asc' },
    ],
    [
      { key: 'change', subKey: 'rate', direction: 'asc' },
      'change',
      'amount',
      { key: 'change', subKey: 'amount', direction: 'desc' },
    ],
    [
      { key: 'change', direction: 'desc' },
      'change',
      'rate',
      { key: 'change', subKey: 'rate', direction: 'desc' },
    ],
  ])('from %j, clicking %s.%s → %j', (current, key, subKey, expected) => {
    expect(nextSort(current, key, subKey)).toEqual(expected);
  });
});

describe('ariaSortFor', () => {
  test.each<[SortOption | null, string, string | undefined, string]>([
    [null, 'price', undefined, 'none'],
    [{ key: 'price', direction: 'desc' }, 'price', undefined, 'descending'],
    [{ key: 'price', direction: 'asc' }, 'price', undefined, 'ascending'],
    [{ key: 'price', direction: 'asc' }, 'volume', undefined, 'none'],
    [{ key: 'change', subKey: 'rate', direction: 'asc' }, 'change', 'rate', 'ascending'],
    [{ key: 'change', subKey: 'rate', direction: 'asc' }, 'change', undefined, 'none'],
  ])('%j for %s.%s → %s', (current, key, subKey, expected) => {
    expect(ariaSortFor(current, key, subKey)).toBe(expected);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a', price: 10, name: '이더리움', change: { rate: 1.5 } },
    { id: 'b', price: 2, name: 'Bitcoin', change: { rate: -3 } },
    { id: 'c', price: null, name: '비트코인', change: null },
    { id: 'd', price: 10, name: 'aave', change: { rate: 0 } },
    { id: 'e', price: '30', name: '', change: { rate: 12 } },
  ];
  const ids = (sorted: typeof rows) => sorted.map((row) => row.id).join('');

  test.each<[SortOption | null, string]>([
    [null, 'abcde'],
    [{ key: 'price', direction: 'desc' }, 'eadbc'],
    [{ key: 'price', direction: 'asc' }, 'badec'],
    [{ key: 'change', subKey: 'rate', direction: 'desc' }, 'eadbc'],
    [{ key: 'change', subKey: 'rate', direction: 'asc' }, 'bdaec'],
    // Korean collation: Hangul before Latin, case-insensitive; the empty name is missing, so last.
    [{ key: 'name', direction: 'asc' }, 'cadbe'],
    [{ key: 'missing', direction: 'desc' }, 'abcde'],
  ])('%j → %s', (sort, expected) => {
    expect(ids(sortRows(rows, sort))).toBe(expected);
  });

  test('numbers compare by value, not as text; the input is left as it was', () => {
    const values = [{ v: 9 }, { v: 100 }, { v: '25' }];
    expect(sortRows(values, { key: 'v', direction: 'asc' }).map((row) => row.v)).toEqual([9, '25', 100]);
    expect(values.map((row) => row.v)).toEqual([9, 100, '25']);
  });
});
