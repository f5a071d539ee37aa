import { describe, expect, test } from 'vitest';
import { isListboxKey, listboxIndex, typeAheadIndex, type ListboxKey } from '../../../src/lib/listbox';

describe('listboxIndex', () => {
  test.each<[ListboxKey, number, number, number]>([
    ['ArrowDown', -1, 5, 0],
    ['ArrowDown', 2, 5, 3],
    ['ArrowDown', 4, 5, 4],
    ['ArrowUp', -1, 5, 4],
    ['ArrowUp', 2, 5, 1],
    ['ArrowUp', 0, 5, 0],
    ['Home', 3, 5, 0],
    ['End', 0, 5, 4],
    ['PageDown', 0, 25, 10],
    ['PageDown', 20, 25, 24],
    ['PageUp', 5, 25, 0],
    ['ArrowDown', 0, 0, -1],
  ])('%s from %s of %s → %s', (key, current, count, expected) => {
    expect(listboxIndex(key, current, count)).toBe(expected);
  });

  test('only navigation keys are listbox keys', () => {
    expect(isListboxKey('PageDown')).toBe(true);
    expect(isListboxKey('Enter')).toBe(false);
  });
});

describe('typeAheadIndex', () => {
  const titles = ['Bitcoin', 'Bitcoin Cash', 'Ethereum', 'Ripple', 'bitTorrent', '비트코인'];
  test.each([
    ['e', -1, 2],
    ['E', 0, 2],
    ['bitc', -1, 0],
    ['bitcoin c', 0, 1],
    ['b', -1, 0],
    ['b', 0, 1],
    ['b', 1, 4],
    ['b', 4, 0],
    ['bb', 0, 1],
    ['비', -1, 5],
    ['x', 0, -1],
    ['', 0, -1],
  ])('%j from %s → %s', (query, current, expected) => {
    expect(typeAheadIndex(titles, query, current)).toBe(expected);
  });
});
