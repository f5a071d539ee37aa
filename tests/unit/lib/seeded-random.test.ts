// mulberry32, the seeded generator of bench data, the chart bench page's bars and randomised tests.
import { describe, expect, test } from 'vitest';
import { mulberry32 } from '../../../src/lib/seeded-random';

describe('mulberry32', () => {
  test('gives the reference sequence (seed 1: 0.6270739405881613, …)', () => {
    const random = mulberry32(1);
    expect([random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478]);
  });

  test('the same seed gives the same stream; a seed is read as 32 bits', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(42 + 2 ** 32);
    for (let i = 0; i < 100; i += 1) {
      const value = a();
      expect(b()).toBe(value);
      expect(c()).toBe(value);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
