import { describe, expect, test } from 'vitest';
import { PREFETCH_FRESH_MS, prefetchUsable } from '../../../../src/features/chart/history-prefetch';
import { openingHistoryBars, HISTORY_BARS } from '../../../../src/features/chart/chart-services';
import { FORECAST_MAX_BARS } from '../../../../src/api/chart-client';

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

describe('openingHistoryBars: what the chart and its prefetch ask for', () => {
  test.each([
    [false, HISTORY_BARS],
    [true, FORECAST_MAX_BARS],
  ])('forecast on: %s', (forecast, bars) => {
    expect(openingHistoryBars(forecast)).toBe(bars);
  });
});
