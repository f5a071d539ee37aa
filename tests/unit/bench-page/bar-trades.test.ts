// update(bar) of the bench chart as trades: what each bar becomes, that the trades rebuild the bar, and
// what no trade can do.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { barTrades } from '../../../src/bench-page/bar-trades';
import type { Candle } from '../../../workers/core/chart/candle-builder';

const LAST: Candle = { time: 600, open: 10, high: 12, low: 9, close: 11, volume: 5 };

/** The bar `trades` make: on top of `last` (same time) or new at `time`. */
function applyTrades(last: Candle | null, time: number, trades: ReturnType<typeof barTrades>): Candle {
  let bar = last ? { ...last } : null;
  for (const { price, quantity } of trades)
    bar = bar
      ? {
          ...bar,
          high: Math.max(bar.high, price),
          low: Math.min(bar.low, price),
          close: price,
          volume: bar.volume + quantity,
        }
      : { time, open: price, high: price, low: price, close: price, volume: quantity };
  return bar!;
}

describe('barTrades', () => {
  test.each([
    [
      'a new flat bar: one trade',
      { time: 660, open: 11, high: 11, low: 11, close: 11, volume: 2 },
      [[11, 2]],
    ],
    [
      'a new bar with both wicks',
      { time: 660, open: 11, high: 13, low: 10, close: 12, volume: 4 },
      [
        [11, 1],
        [13, 1],
        [10, 1],
        [12, 1],
      ],
    ],
    [
      'a new bar closing at its high',
      { time: 660, open: 11, high: 12, low: 11, close: 12, volume: 3 },
      [
        [11, 1.5],
        [12, 1.5],
      ],
    ],
    ['the last bar, a new close inside', { ...LAST, close: 10.5, volume: 6 }, [[10.5, 1]]],
    [
      'the last bar, a new high then the close',
      { ...LAST, high: 14, close: 13, volume: 7 },
      [
        [14, 1],
        [13, 1],
      ],
    ],
    ['the last bar, the close is the new low', { ...LAST, low: 8, close: 8, volume: 6 }, [[8, 1]]],
    ['the same bar again: nothing', { ...LAST }, []],
  ])('%s', (_name, bar, expected) => {
    expect(barTrades(LAST, bar).map(({ price, quantity }) => [price, quantity])).toEqual(expected);
  });

  test.each([
    ['an older time', { ...LAST, time: 540 }, 'bar 540 is older than the last bar 600'],
    ['another open', { ...LAST, open: 10.5, volume: 6 }, 'a replaced bar keeps its open 10'],
    ['a high pulled back', { ...LAST, high: 11.5, volume: 6 }, 'high and low can only widen (9–12)'],
    ['less volume', { ...LAST, close: 10, volume: 4 }, 'needs more volume than 5'],
    [
      'a new bar with no volume',
      { time: 660, open: 11, high: 11, low: 11, close: 11, volume: 0 },
      'volume must be positive',
    ],
    [
      'a close above the high',
      { time: 660, open: 11, high: 11, low: 10, close: 12, volume: 1 },
      'low ≤ open, close ≤ high',
    ],
    ['not a number', { ...LAST, close: Number.NaN }, 'finite'],
    ['a price of zero', { time: 660, open: 0, high: 1, low: 0, close: 1, volume: 1 }, 'positive'],
  ])('refuses %s', (_name, bar, message) => {
    expect(() => barTrades(LAST, bar)).toThrow(message);
  });

  const price = fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100);
  const newBar = fc
    .tuple(price, price, price, price, fc.integer({ min: 1, max: 10_000 }))
    .map(([a, b, c, d, volume]) => {
      const [low, open, close, high] = [a, b, c, d].sort((x, y) => x - y) as [number, number, number, number];
      return { time: 660, open, high, low, close, volume };
    });

  test('the trades of a new bar make that bar', () => {
    fc.assert(
      fc.property(newBar, (bar) => {
        const made = applyTrades(null, bar.time, barTrades(LAST, bar));
        expect(made).toEqual({ ...bar, volume: expect.closeTo(bar.volume, 9) });
      }),
    );
  });

  test('the trades of a widened last bar make that bar', () => {
    const widened = fc
      .tuple(price, price, price, fc.integer({ min: 1, max: 1000 }))
      .map(([up, down, close, more]) => {
        const high = Math.max(LAST.high, up, close);
        const low = Math.min(LAST.low, down, close);
        return { ...LAST, high, low, close, volume: LAST.volume + more };
      });
    fc.assert(
      fc.property(widened, (bar) => {
        const made = applyTrades(LAST, bar.time, barTrades(LAST, bar));
        expect(made).toEqual({ ...bar, volume: expect.closeTo(bar.volume, 9) });
      }),
    );
  });
});
