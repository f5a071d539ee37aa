import { expect, test } from 'vitest';
import type { CoinKey } from '../../../contract/markets';
import { CoinSlot } from '../../../src/api/coin-slot';
import type { TickerView } from '../../../src/api/feed-types';

function tickers(slots: Record<string, number>, layoutVersion: number) {
  const lookups: string[] = [];
  const view: TickerView = {
    layoutVersion,
    size: Object.keys(slots).length,
    slotOf: (key) => {
      lookups.push(key);
      return slots[key];
    },
    keyAt: () => {
      throw new Error('not read');
    },
    value: () => Number.NaN,
    rate: () => Number.NaN,
  };
  return { view, lookups };
}

const BTC: CoinKey = 'BTC-KRW';

test('looks the coin up once per layout, and again when the layout changes', () => {
  const slot = new CoinSlot();
  expect(slot.last).toBeUndefined();
  const first = tickers({ 'BTC-KRW': 3 }, 1);
  expect(slot.of(first.view, BTC)).toBe(3);
  expect(slot.of(first.view, BTC)).toBe(3);
  expect(first.lookups).toEqual(['BTC-KRW']);
  const moved = tickers({ 'BTC-KRW': 7 }, 2);
  expect(slot.last).toBe(3);
  expect(slot.of(moved.view, BTC)).toBe(7);
  expect(slot.last).toBe(7);
});

test('a coin not in the table has no slot until a layout brings it', () => {
  const slot = new CoinSlot();
  expect(slot.of(tickers({}, 1).view, BTC)).toBeUndefined();
  expect(slot.of(tickers({ 'BTC-KRW': 0 }, 2).view, BTC)).toBe(0);
});
