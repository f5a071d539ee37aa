import { describe, expect, test } from 'vitest';
import {
  calibrationCell,
  chanceOver,
  evaluationIntervals,
  intervalLabel,
  significantlyBehind,
  spliceReadme,
  withError,
  README_BEGIN,
  README_END,
  resampledSeries,
} from '../../../scripts/forecast-eval-table';
import { createSeries } from '../../../workers/core/base/series';

describe('the intervals a file is scored at', () => {
  test.each([
    [60, [null, '3', '5', '10', '15', '30', '60', '240', '360', '720']],
    // 3-minute bars divide only some of the longer intervals exactly.
    [180, [null, '15', '30', '60', '240', '360', '720']],
    [3600, [null, '240', '360', '720']],
    // Daily is no forecast interval (spec §5): scored at its own interval only.
    [86_400, [null]],
  ])('%i-second bars → its own, then %j', (spacing, intervals) => {
    expect(evaluationIntervals(spacing)).toEqual(intervals);
  });

  test.each([
    [60, '1m'],
    [600, '10m'],
    [3600, '1h'],
    [14_400, '240m'],
    [43_200, '720m'],
    [86_400, '1d'],
  ])('%i s is labelled %s', (seconds, label) => {
    expect(intervalLabel(seconds)).toBe(label);
  });
});

describe('resampling into KST buckets', () => {
  // 2026-01-01 12:00 UTC to 2026-01-02 00:59 UTC in 1-minute bars (13 hours): KST midnight is 15:00 UTC.
  const start = Date.UTC(2026, 0, 1, 12) / 1000;
  const minutes = createSeries(780);
  minutes.length = 780;
  for (let i = 0; i < 780; i++) {
    minutes.time[i] = start + 60 * i;
    minutes.open[i] = 100 + i;
    minutes.high[i] = 101 + i;
    minutes.low[i] = 99 + i;
    minutes.close[i] = 100.5 + i;
    minutes.volume[i] = 1;
  }
  const seen = new Map(
    resampledSeries(minutes).map(({ interval, bars }) => [
      interval,
      {
        times: Array.from(bars.time.subarray(0, bars.length)),
        volume: Array.from(bars.volume.subarray(0, bars.length)),
      },
    ]),
  );
  const hours = (seconds: number) => (seconds - start) / 3600;

  test('240 minutes: buckets open at KST 00, 04, 08, … (UTC 15, 19, 23, 03, …), the first one partial', () => {
    const bars = seen.get(14_400)!;
    // The first bar is the one open at 12:00 UTC: KST 21:00, in the 20:00–24:00 KST bucket (11:00 UTC).
    expect(bars.times.map(hours)).toEqual([-1, 3, 7, 11]);
    expect(bars.volume).toEqual([180, 240, 240, 120]);
  });

  test('720 minutes: KST noon and midnight (UTC 03 and 15)', () => {
    const bars = seen.get(43_200)!;
    expect(bars.times.map(hours)).toEqual([-9, 3]);
    expect(bars.volume).toEqual([180, 600]);
  });

  test('the own interval is the file itself; every interval of the spec follows', () => {
    expect([...seen.keys()]).toEqual([60, 180, 300, 600, 900, 1800, 3600, 14_400, 21_600, 43_200]);
    expect(seen.get(60)!.times).toHaveLength(780);
  });

  test('60 minutes: whole hours, every minute counted once', () => {
    const bars = seen.get(3600)!;
    expect(bars.times.map(hours)).toEqual(Array.from({ length: 13 }, (_, h) => h));
    expect(bars.volume.every((v) => v === 60)).toBe(true);
  });
});

describe('cells of the table', () => {
  test.each([
    [{ value: 0.21345, standardError: 0.0012 }, '+0.2135 ± 0.0024'],
    [{ value: -0.0051, standardError: 0.002 }, '−0.0051 ± 0.0040'],
    [{ value: 0.1, standardError: Number.NaN }, '+0.1000'],
    [{ value: Number.NaN, standardError: Number.NaN }, 'n/a'],
  ])('%j → %s', (estimate, text) => {
    expect(withError(estimate)).toBe(text);
  });

  test.each([
    [{ value: -0.005, standardError: 0.002 }, true],
    [{ value: -0.004, standardError: 0.002 }, false],
    [{ value: 0.001, standardError: 0.0001 }, false],
  ])('behind the peer beyond 2 SE: %j → %s', (estimate, behind) => {
    expect(significantlyBehind(estimate)).toBe(behind);
  });

  test('the README keeps everything outside its markers', () => {
    const readme = `a\n${README_BEGIN}\nx\n${README_END}\nb`;
    expect(spliceReadme(readme, ['t1', 't2'])).toBe(`a\n${README_BEGIN}\n\nt1\nt2\n\n${README_END}\nb`);
    expect(() => spliceReadme('a', [])).toThrow(/no <!-- forecast-eval:begin/);
  });

  test('calibration: the worst decile and its own floor, then the deciles over theirs', () => {
    const side = (worst: { error: number; floor: number }, over: number) =>
      ({ verdict: { worst, over } }) as Parameters<typeof calibrationCell>[0];
    expect(calibrationCell(side({ error: 0.009, floor: 0.0121 }, 0))).toBe('0.0090 / 0.0121');
    // The worst decile within its floor while another decile is over its own.
    expect(calibrationCell(side({ error: 0.009, floor: 0.0121 }, 1))).toBe('0.0090 / 0.0121 **1 over**');
  });
});

describe('the chance model of the calibration count', () => {
  test.each([
    // Binomial(n, 0.05): P(X ≤ 0) = 0.95^1; P(X ≤ 1) for 2 sides = 0.9975; for 82 sides mean 4.1, P(X ≤ 7) = 0.94, P(X ≤ 8) = 0.98.
    [1, 0.05, 0],
    [2, 0.1, 1],
    [82, 4.1, 8],
  ])('%i sides: about %f over by chance, at most %i in 95 % of cases', (sides, expected, upper) => {
    const chance = chanceOver(sides);
    expect(chance.expected).toBeCloseTo(expected, 12);
    expect(chance.upper95).toBe(upper);
  });
});
