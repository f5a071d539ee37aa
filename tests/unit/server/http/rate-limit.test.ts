import { describe, expect, test } from 'vitest';
import { RateLimit } from '../../../../server/http/rate-limit';

describe('RateLimit', () => {
  test('the limit per window, the wait until it ends, then a new window', () => {
    const clock = { now: 0 };
    const rate = new RateLimit({ limit: 3, windowMs: 60_000, capacity: 10 }, () => clock.now);
    expect([rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([0, 0, 0]);
    clock.now = 15_000;
    expect(rate.take('a')).toBe(45_000);
    expect(rate.take('b')).toBe(0);
    clock.now = 60_000;
    expect(rate.take('a')).toBe(0);
  });

  test('a clock set back starts a new window instead of refusing until the old one ends', () => {
    const clock = { now: 3_600_000 };
    const rate = new RateLimit({ limit: 1, windowMs: 60_000, capacity: 10 }, () => clock.now);
    expect(rate.take('a')).toBe(0);
    expect(rate.take('a')).toBe(60_000);
    clock.now = 0;
    expect(rate.take('a')).toBe(0);
    expect(rate.take('a')).toBe(60_000);
  });

  test('bounded: the least recently used key is forgotten past the capacity', () => {
    const rate = new RateLimit({ limit: 1, windowMs: 60_000, capacity: 2 }, () => 0);
    rate.take('a');
    rate.take('b');
    rate.take('c');
    // "a" was forgotten, so it starts a new window.
    expect(rate.take('a')).toBe(0);
    expect(rate.take('c')).toBeGreaterThan(0);
  });
});
