import { describe, expect, test } from 'vitest';
import {
  FLASH_DOWN,
  FLASH_NONE,
  FLASH_UP,
  FlashTracker,
} from '../../../../src/features/coin-list/rules/flash';
import { FLASH_MS } from '../../../../contract/price-flash';

describe('price flash', () => {
  test('lasts 200 ms', () => {
    expect(FLASH_MS).toBe(200);
  });

  test.each<[string, [price: number, at: number][], number, number]>([
    ['the first price only sets the baseline', [[100, 0]], 10, FLASH_NONE],
    [
      'a rise flashes up',
      [
        [100, 0],
        [101, 1_000],
      ],
      1_000,
      FLASH_UP,
    ],
    [
      'a fall flashes down',
      [
        [100, 0],
        [99, 1_000],
      ],
      1_100,
      FLASH_DOWN,
    ],
    [
      'still on at 199 ms',
      [
        [100, 0],
        [101, 1_000],
      ],
      1_199,
      FLASH_UP,
    ],
    [
      'over at 200 ms',
      [
        [100, 0],
        [101, 1_000],
      ],
      1_200,
      FLASH_NONE,
    ],
    [
      'an equal price starts nothing',
      [
        [100, 0],
        [100, 1_000],
      ],
      1_000,
      FLASH_NONE,
    ],
    [
      'an equal price does not cut a flash short',
      [
        [100, 0],
        [101, 1_000],
        [101, 1_100],
      ],
      1_150,
      FLASH_UP,
    ],
    [
      'a new change restarts the 200 ms',
      [
        [100, 0],
        [101, 1_000],
        [102, 1_150],
      ],
      1_300,
      FLASH_UP,
    ],
    [
      'and turns the direction',
      [
        [100, 0],
        [101, 1_000],
        [100.5, 1_150],
      ],
      1_300,
      FLASH_DOWN,
    ],
    [
      'a price that is not a number starts nothing',
      [
        [100, 0],
        [Number.NaN, 1_000],
      ],
      1_000,
      FLASH_NONE,
    ],
  ])('%s', (_name, prices, at, expected) => {
    const flash = new FlashTracker(1);
    for (const [price, time] of prices) flash.observe(0, price, time);
    expect(flash.directionAt(0, at)).toBe(expected);
  });

  test('expire ends due flashes, reports them and answers when the next one ends', () => {
    const flash = new FlashTracker(3);
    for (const slot of [0, 1, 2]) flash.observe(slot, 10, 0);
    flash.observe(0, 11, 1_000);
    flash.observe(2, 9, 1_050);
    expect(flash.flashing).toBe(2);
    const ended: number[] = [];
    expect(flash.expire(1_100, (slot) => ended.push(slot))).toBe(1_200);
    expect(ended).toEqual([]);
    expect(flash.expire(1_200, (slot) => ended.push(slot))).toBe(1_250);
    expect(ended).toEqual([0]);
    expect(flash.flashing).toBe(1);
    expect(flash.expire(5_000, (slot) => ended.push(slot))).toBe(Number.POSITIVE_INFINITY);
    expect(ended).toEqual([0, 2]);
    expect(flash.directionAt(2, 1_100)).toBe(FLASH_NONE); // ended flashes stay ended
  });

  test('a slot flashing twice is listed once', () => {
    const flash = new FlashTracker(1);
    flash.observe(0, 1, 0);
    flash.observe(0, 2, 10);
    flash.observe(0, 3, 20);
    expect(flash.flashing).toBe(1);
  });

  test('grows with the table and keeps what it knew', () => {
    const flash = new FlashTracker(1);
    flash.observe(0, 5, 0);
    flash.ensureSlots(100);
    expect(flash.observe(0, 6, 10)).toBe(FLASH_UP);
    expect(flash.observe(99, 6, 10)).toBe(FLASH_NONE);
    expect(() => flash.observe(100, 1, 0)).toThrow(RangeError);
  });

  test('reset forgets prices: the jumps of a snapshot are not ticks', () => {
    const flash = new FlashTracker(1);
    flash.observe(0, 5, 0);
    flash.observe(0, 6, 10);
    flash.reset();
    expect(flash.directionAt(0, 20)).toBe(FLASH_NONE);
    expect(flash.observe(0, 50, 30)).toBe(FLASH_NONE);
    expect(flash.flashing).toBe(0);
  });
});
