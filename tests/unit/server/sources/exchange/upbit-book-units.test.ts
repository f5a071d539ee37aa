/**
 * A book's units (upbit-rows.ts bookRow, through parseBooks): a side shorter than the other pads its units
 * with price 0 and size 0, which is no level; a level with a size and no price is malformed.
 */
import { describe, expect, test } from 'vitest';
import type { BookLevel } from '../../../../../contract';
import { UPBIT } from '../../../../../server/sources/exchange/dialects';
import { parseBooks } from '../../../../../server/sources/exchange/upbit-rest';

const book = (units: Record<string, number>[]) =>
  parseBooks(UPBIT, [{ market: 'KRW-BTC', timestamp: 1_751_606_867_762, orderbook_units: units }]);

describe('orderbook units', () => {
  test.each<{ name: string; units: Record<string, number>[]; asks: BookLevel[]; bids: BookLevel[] }>([
    {
      name: 'more asks than bids',
      units: [
        { ask_price: 101, ask_size: 1, bid_price: 100, bid_size: 2 },
        { ask_price: 102, ask_size: 3, bid_price: 0, bid_size: 0 },
      ],
      asks: [
        [101, 1],
        [102, 3],
      ],
      bids: [[100, 2]],
    },
    {
      name: 'bids only',
      units: [{ ask_price: 0, ask_size: 0, bid_price: 100, bid_size: 2 }],
      asks: [],
      bids: [[100, 2]],
    },
  ])('a side padded with price 0, size 0 has no level there: $name', ({ units, asks, bids }) => {
    expect(book(units)).toEqual({
      ok: true,
      value: [{ key: 'BTC-KRW', timeMs: 1_751_606_867_762, asks, bids }],
    });
  });

  test.each([
    [
      { ask_price: 0, ask_size: 1, bid_price: 100, bid_size: 2 },
      'orderbook_units[0].ask_price: 0 is not positive',
    ],
    [
      { ask_price: 101, ask_size: 1, bid_price: 0, bid_size: 2 },
      'orderbook_units[0].bid_price: 0 is not positive',
    ],
    [
      { ask_price: -1, ask_size: 0, bid_price: 100, bid_size: 2 },
      'orderbook_units[0].ask_price: -1 is not nonNegative',
    ],
  ])('a level with a size needs a positive price: %j', (unit, problem) => {
    const parsed = book([unit]);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toContain(problem);
  });
});
