import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffPolicy } from '../../../../../workers/core/feed/backoff';

const policy: BackoffPolicy = { baseMs: 500, factor: 2, maxMs: 30_000, jitter: 0.5 };

describe('backoffDelay', () => {
  const cases: [string, number, number, number][] = [
    // name, attempt, random draw, expected ms
    ['first retry, lowest draw', 0, 0, 250],
    ['first retry, highest draw', 0, 1, 500],
    ['first retry, middle draw', 0, 0.5, 375],
    ['second retry', 1, 1, 1000],
    ['third retry', 2, 0, 1000],
    ['sixth retry reaches 16 s', 5, 1, 16_000],
    ['capped at 30 s', 6, 1, 30_000],
    ['capped, lowest draw', 50, 0, 15_000],
    ['huge attempt stays capped', 10_000, 1, 30_000],
    ['negative attempt counts as the first', -3, 1, 500],
    ['NaN attempt counts as the first', Number.NaN, 1, 500],
    ['fractional attempt rounds down', 1.9, 1, 1000],
    ['draw above 1 is clamped', 0, 7, 500],
    ['NaN draw is the lowest', 0, Number.NaN, 250],
  ];
  it.each(cases)('%s', (_name, attempt, draw, expected) => {
    expect(backoffDelay(attempt, () => draw, policy)).toBe(expected);
  });

  it('without jitter is plain exponential growth', () => {
    const delays = [0, 1, 2, 3].map((attempt) => backoffDelay(attempt, () => 0.3, { ...policy, jitter: 0 }));
    expect(delays).toEqual([500, 1000, 2000, 4000]);
  });

  it('the default policy stays within its bounds for any draw', () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      for (const draw of [0, 0.25, 0.999]) {
        const delay = backoffDelay(attempt, () => draw);
        expect(delay).toBeGreaterThanOrEqual(DEFAULT_BACKOFF.baseMs * (1 - DEFAULT_BACKOFF.jitter));
        expect(delay).toBeLessThanOrEqual(DEFAULT_BACKOFF.maxMs);
      }
    }
  });
});
