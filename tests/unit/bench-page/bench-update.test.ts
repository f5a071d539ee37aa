// update(bar) of the chart bench page: what it accepts and what it refuses, with the message.
import { describe, expect, test } from 'vitest';
import { updateProblem } from '../../../src/bench-page/bench-update';
import type { Candle } from '../../../workers/core/chart/candle-builder';

const LAST: Candle = { time: 600, open: 10, high: 12, low: 9, close: 11, volume: 5 };

describe('updateProblem', () => {
  test.each<[string, Partial<Candle>]>([
    ['the same bar again', {}],
    ['a replacement with the same volume (a price moved on a zero-size print)', { close: 11.5 }],
    ['a replacement with less volume', { volume: 4 }],
    ['a replacement with another open', { open: 9.5 }],
    ['a replacement whose high is pulled back inside', { high: 11.2 }],
    ['a replacement whose low is pulled back inside', { low: 9.8 }],
    ['a replacement with zero volume', { volume: 0 }],
    ['a new bar', { time: 660, open: 11, high: 11, low: 11, close: 11, volume: 2 }],
    ['a new bar with zero volume', { time: 660, open: 11, high: 11, low: 11, close: 11, volume: 0 }],
    ['a new bar after a gap', { time: 6_000 }],
    ['a doji at the extremes', { open: 12, close: 12, high: 12, low: 12 }],
  ])('accepts %s', (_, change) => {
    expect(updateProblem(LAST, { ...LAST, ...change })).toBeNull();
  });

  test.each<[string, Partial<Candle>, string]>([
    ['an older time', { time: 540 }, 'bar 540 is older than the last bar 600'],
    ['a time inside a minute', { time: 630 }, 'candle time 630 is not a bar open time of the 1 interval'],
    ['a close above the high', { close: 13 }, 'bad candle at time 600: low ≤ open, close ≤ high expected'],
    ['an open below the low', { open: 8 }, 'bad candle at time 600: low ≤ open, close ≤ high expected'],
    ['inverted extremes', { high: 8, low: 13 }, 'bad candle at time 600: low ≤ open, close ≤ high expected'],
    ['a zero low', { low: 0 }, 'bad candle at time 600: prices must be positive'],
    [
      'negative prices',
      { open: -2, high: -1, low: -3, close: -2 },
      'bad candle at time 600: prices must be positive',
    ],
    ['negative volume', { volume: -1 }, 'bad candle at time 600: volume must not be negative'],
    [
      'a NaN close',
      { close: Number.NaN },
      'bad candle at time 600: finite time, open, high, low, close and volume expected',
    ],
    [
      'an infinite high',
      { high: Infinity },
      'bad candle at time 600: finite time, open, high, low, close and volume expected',
    ],
    [
      'a NaN time',
      { time: Number.NaN },
      'bad candle at time NaN: finite time, open, high, low, close and volume expected',
    ],
  ])('refuses %s', (_, change, message) => {
    expect(updateProblem(LAST, { ...LAST, ...change })).toBe(message);
  });
});
