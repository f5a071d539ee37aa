import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  PREFETCH_FRESH_MS,
  prefetchHistory,
  prefetchUsable,
  takePrefetchedHistory,
} from '../../../../src/features/chart/history-prefetch';
import type { CandlesResponse } from '../../../../contract';
import { getCandles } from '../../../../src/api/client';

vi.mock('../../../../src/api/client', () => ({ getCandles: vi.fn() }));

describe('prefetchUsable: a prefetched history stands for the chart only while fresh', () => {
  test.each([
    ['still on its way', null, 10_000, true],
    ['answered just now', 10_000, 10_000, true],
    ['answered at the limit', 10_000, 10_000 + PREFETCH_FRESH_MS, true],
    ['answered too long ago', 10_000, 10_000 + PREFETCH_FRESH_MS + 1, false],
  ] as const)('%s', (_case, answeredAt, now, usable) => {
    expect(prefetchUsable(answeredAt, now)).toBe(usable);
  });
});

describe('a prefetched history says when it was answered', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('the chart counts the trades after the answer, not after the moment it takes it', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const response: CandlesResponse = {
      key: 'BTC-KRW',
      interval: '1',
      time: [],
      open: [],
      high: [],
      low: [],
      close: [],
      volume: [],
    };
    let answer: (value: CandlesResponse) => void = () => undefined;
    vi.mocked(getCandles).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }) as ReturnType<typeof getCandles>,
    );
    prefetchHistory('BTC-KRW', '1', 10);
    vi.setSystemTime(1_000_300);
    answer(response);
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(1_001_500);
    const taken = takePrefetchedHistory('BTC-KRW', '1', 10);
    expect(taken).toBeDefined();
    expect((await taken!).answeredAt).toBe(1_000_300);
    // Once: a second load asks anew.
    expect(takePrefetchedHistory('BTC-KRW', '1', 10)).toBeUndefined();
  });
});
