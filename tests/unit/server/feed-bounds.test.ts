// The feed's bounds as plain rules: the token bucket and the per-socket gate, and the snapshot cache
// (the socket caps are in feed/socket-caps.test.ts; their use by the hub is in socket-limits.test.ts and
// socket-flood.test.ts).
import { describe, expect, test } from 'vitest';
import { FLOOD_ALLOWANCE, OP_BURST, OP_RATE_PER_SECOND } from '../../../server/feed/feed-limits';
import { OpGate, TokenBucket } from '../../../server/feed/op-gate';
import { SnapshotCache } from '../../../server/feed/snapshot-cache';

describe('TokenBucket', () => {
  test.each([
    // takes at [ms since start] → which succeed, for a bucket of 3 refilled at 2 a second
    ['a burst of the capacity, then nothing', [0, 0, 0, 0], [true, true, true, false]],
    ['one token back every 500 ms', [0, 0, 0, 499, 500, 500], [true, true, true, false, true, false]],
    [
      'never more than the capacity after a long pause',
      [0, 60_000, 60_000, 60_000, 60_000],
      [true, true, true, true, false],
    ],
    ['a clock that steps back refills nothing', [0, 0, 0, -5_000, 0], [true, true, true, false, false]],
  ])('%s', (_name, times, expected) => {
    const bucket = new TokenBucket(3, 2, 0);
    expect(times.map((time) => bucket.take(time))).toEqual(expected);
  });
});

describe('OpGate', () => {
  test('passes the burst, drops the allowance, then closes', () => {
    const gate = new OpGate(0);
    const verdicts = Array.from({ length: OP_BURST + FLOOD_ALLOWANCE + 1 }, () => gate.admit(0));
    expect(verdicts.filter((v) => v === 'pass')).toHaveLength(OP_BURST);
    expect(verdicts.slice(OP_BURST, OP_BURST + FLOOD_ALLOWANCE).every((v) => v === 'drop')).toBe(true);
    expect(verdicts.at(-1)).toBe('close');
  });

  test('a socket at twice the rate loses the excess but is never closed', () => {
    const gate = new OpGate(0);
    const verdicts: string[] = [];
    // 60 s at 2 × OP_RATE_PER_SECOND, evenly spread.
    const step = 1000 / (2 * OP_RATE_PER_SECOND);
    for (let time = 0; time < 60_000; time += step) verdicts.push(gate.admit(time));
    expect(verdicts).not.toContain('close');
    expect(verdicts).toContain('drop');
  });

  test('a socket at three times the rate is closed within a minute', () => {
    const gate = new OpGate(0);
    const step = 1000 / (3 * OP_RATE_PER_SECOND);
    let closedAt: number | undefined;
    for (let time = 0; time < 60_000 && closedAt === undefined; time += step)
      if (gate.admit(time) === 'close') closedAt = time;
    expect(closedAt).toBeDefined();
  });
});

describe('SnapshotCache', () => {
  test('one build per seq, rebuilt when the seq moves or the entry ages, per key', () => {
    const cache = new SnapshotCache(1000);
    let builds = 0;
    const build = (t: number) => ({ t, n: ++builds });
    const read = (key: string, seq: number, now: number) =>
      JSON.parse(String(cache.get(key, seq, now, build))) as { t: number; n: number };
    expect(read('ticker', 1, 0)).toEqual({ t: 0, n: 1 });
    expect(read('ticker', 1, 999)).toEqual({ t: 0, n: 1 });
    expect(read('ticker', 2, 999)).toEqual({ t: 999, n: 2 });
    expect(read('ticker', 2, 1999)).toEqual({ t: 1999, n: 3 });
    expect(read('intro', 2, 1999)).toEqual({ t: 1999, n: 4 });
    // A clock that stepped back does not serve a frame from the future.
    expect(read('intro', 2, 1000)).toEqual({ t: 1000, n: 5 });
    cache.delete('intro');
    expect(read('intro', 2, 1000)).toEqual({ t: 1000, n: 6 });
    expect(cache.builds).toBe(6);
  });
});
