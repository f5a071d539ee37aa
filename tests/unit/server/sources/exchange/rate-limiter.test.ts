import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  RateLimiter,
  UPBIT_GROUP_BUDGET,
  type RateLimiterOptions,
} from '../../../../../server/sources/exchange/rate-limiter';
import { waitOn } from '../../../../../server/sources/exchange/transport-timers';
import { VirtualTime } from './virtual-time';

function limiterOn(time: VirtualTime, options: Partial<RateLimiterOptions> = {}): RateLimiter {
  return new RateLimiter({
    perSecond: UPBIT_GROUP_BUDGET,
    now: () => time.now(),
    wait: waitOn(time),
    ...options,
  });
}

/** Schedules `acquire(group)` at each arrival time and records when each one starts. */
function arrive(time: VirtualTime, limiter: RateLimiter, arrivals: { atMs: number; group: string }[]) {
  const starts = new Map<string, number[]>();
  for (const { atMs, group } of arrivals) {
    time.after(atMs, () => {
      void limiter.acquire(group).then(() => {
        starts.set(group, [...(starts.get(group) ?? []), time.now()]);
      });
    });
  }
  return starts;
}

/** The most starts any 1 s window [t, t + 1000) holds. */
function busiestSecond(starts: number[]): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (sorted[i]! - sorted[j]! >= 1000) j += 1;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

const arrivalsArbitrary = fc.array(
  fc.record({ atMs: fc.integer({ min: 0, max: 4000 }), group: fc.constantFrom('candle', 'ticker', 'trade') }),
  { maxLength: 80 },
);

describe('RateLimiter', () => {
  test('for any arrival pattern, no 1-second window of a group holds more starts than its budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        arrivalsArbitrary,
        fc.integer({ min: 1, max: 12 }),
        // The exchange's own count of what is left, told at random moments: it only ever tightens.
        fc.array(
          fc.record({ atMs: fc.integer({ min: 0, max: 4000 }), left: fc.integer({ min: 0, max: 12 }) }),
          {
            maxLength: 5,
          },
        ),
        async (arrivals, perSecond, told) => {
          const time = new VirtualTime();
          const limiter = limiterOn(time, { perSecond });
          for (const { atMs, left } of told) time.after(atMs, () => limiter.noteRemaining('candle', left));
          const starts = arrive(time, limiter, arrivals);
          await time.advance(60_000);
          for (const group of ['candle', 'ticker', 'trade']) {
            const expected = arrivals.filter((arrival) => arrival.group === group).length;
            expect(starts.get(group) ?? []).toHaveLength(expected);
            expect(busiestSecond(starts.get(group) ?? [])).toBeLessThanOrEqual(perSecond);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  test('after a 418 nothing starts, in any group, before the block ends', async () => {
    await fc.assert(
      fc.asyncProperty(
        arrivalsArbitrary,
        fc.integer({ min: 0, max: 3000 }),
        fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: undefined }),
        async (arrivals, blockAt, blockMs) => {
          const time = new VirtualTime();
          const limiter = limiterOn(time, { blockDefaultMs: 30_000 });
          // Half a millisecond after the arrival times, so no arrival shares the block's instant.
          const at = blockAt + 0.5;
          time.after(at, () => limiter.noteBlocked(blockMs));
          const starts = arrive(time, limiter, arrivals);
          await time.advance(120_000);
          const ends = at + (blockMs ?? 30_000);
          const all = [...starts.values()].flat();
          expect(all).toHaveLength(arrivals.length);
          expect(all.filter((startMs) => startMs > at && startMs < ends)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  test("the exchange's Remaining-Req sec=0 holds the group until its second is over", async () => {
    const time = new VirtualTime(5000);
    const limiter = limiterOn(time);
    await limiter.acquire('ticker');
    limiter.noteRemaining('ticker', 0);
    const starts = arrive(time, limiter, [
      { atMs: 10, group: 'ticker' },
      { atMs: 10, group: 'candle' },
    ]);
    await time.advance(2000);
    expect(starts.get('candle')).toEqual([5010]);
    expect(starts.get('ticker')).toEqual([6000]);
  });

  test('429s in a row pause the whole exchange 1 s, 2 s, 4 s … up to the cap; an accepted answer starts over', () => {
    const time = new VirtualTime();
    const limiter = limiterOn(time, { throttleBaseMs: 1000, throttleCapMs: 5000 });
    const pauses = [1, 2, 3, 4].map(() => {
      limiter.noteThrottled();
      return limiter.pausedForMs();
    });
    expect(pauses).toEqual([1000, 2000, 4000, 5000]);
    limiter.noteAccepted();
    limiter.noteThrottled();
    // The pause already running is never shortened …
    expect(limiter.pausedForMs()).toBe(5000);
  });

  test('after an accepted answer the next 429 pauses the base time again', async () => {
    const time = new VirtualTime();
    const limiter = limiterOn(time, { throttleBaseMs: 1000, throttleCapMs: 5000 });
    limiter.noteThrottled();
    limiter.noteThrottled();
    await time.advance(2000);
    limiter.noteAccepted();
    limiter.noteThrottled();
    expect(limiter.pausedForMs()).toBe(1000);
  });

  test("a 429's Retry-After longer than the backoff wins", () => {
    const limiter = limiterOn(new VirtualTime());
    limiter.noteThrottled(7000);
    expect(limiter.pausedForMs()).toBe(7000);
  });

  test('a 418 blocks for the time the answer gave, else the long default', () => {
    const time = new VirtualTime();
    const given = limiterOn(time);
    given.noteBlocked(90_000);
    expect(given.pausedForMs()).toBe(90_000);
    const untold = limiterOn(time);
    untold.noteBlocked();
    expect(untold.pausedForMs()).toBe(600_000);
  });
});
