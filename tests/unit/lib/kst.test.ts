import { describe, expect, test } from 'vitest';
import {
  addDaysToDateText,
  formatKst,
  formatKstTime,
  kstDateText,
  nextKstMidnight,
} from '../../../src/lib/kst';

describe('formatKst', () => {
  test.each<[string, string, string]>([
    ['2026-11-23T14:05:09+09:00', '2026-11-23 14:05', '2026-11-23 14:05:09'],
    ['2026-11-23T05:05:00Z', '2026-11-23 14:05', '2026-11-23 14:05:00'],
    // 15:30 UTC is already the next day in Seoul.
    ['2026-12-31T15:30:00Z', '2027-01-01 00:30', '2027-01-01 00:30:00'],
    ['2026-03-01T00:00:00-05:00', '2026-03-01 14:00', '2026-03-01 14:00:00'],
  ])('%s → %s (with seconds %s)', (iso, minutes, seconds) => {
    expect(formatKst(Date.parse(iso))).toBe(minutes);
    expect(formatKst(Date.parse(iso), { seconds: true })).toBe(seconds);
  });

  test('a moment that is not a number shows nothing', () => {
    expect(formatKst(Number.NaN)).toBe('');
  });
});

describe('kstDateText', () => {
  test.each<[string, string]>([
    ['2026-11-23T14:59:59Z', '2026-11-23'],
    ['2026-11-23T15:00:00Z', '2026-11-24'],
    ['2026-11-24T00:00:00+09:00', '2026-11-24'],
  ])('%s is the KST day %s', (iso, day) => {
    expect(kstDateText(Date.parse(iso))).toBe(day);
  });
});

describe('addDaysToDateText', () => {
  test.each<[string, number, string]>([
    ['2026-11-24', -6, '2026-11-18'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-24', 0, '2026-11-24'],
  ])('%s %+d days → %s', (day, days, expected) => {
    expect(addDaysToDateText(day, days)).toBe(expected);
  });

  test.each(['2026-02-30', '2026-1-01', 'yesterday', ''])('"%s" is refused', (text) => {
    expect(() => addDaysToDateText(text, 1)).toThrow(RangeError);
  });
});

describe('formatKstTime', () => {
  test.each<[string, number, string]>([
    ['the epoch is 09:00 in Seoul', 0, '09:00:00'],
    ['15:00 UTC is midnight in Seoul', Date.UTC(2026, 10, 24, 15, 0, 0), '00:00:00'],
    ['seconds are cut, not rounded', Date.UTC(2026, 10, 24, 3, 4, 5, 999), '12:04:05'],
    ['before the epoch', -1_000, '08:59:59'],
    ['not a time', Number.NaN, ''],
  ])('%s', (_name, ms, text) => {
    expect(formatKstTime(ms)).toBe(text);
  });
});

describe('nextKstMidnight', () => {
  test.each<[string, string]>([
    // Across the KST day: 00:00 KST is 15:00 UTC of the day before.
    ['2026-11-23T10:00:00+09:00', '2026-11-23T15:00:00Z'],
    ['2026-11-23T23:59:59.999+09:00', '2026-11-23T15:00:00Z'],
    // At midnight the banner closed now stays closed a whole day.
    ['2026-11-24T00:00:00+09:00', '2026-11-24T15:00:00Z'],
    ['2026-11-24T00:00:00.001+09:00', '2026-11-24T15:00:00Z'],
    // Across the UTC day boundary: 23:59 UTC and 00:00 UTC are both 08:59 / 09:00 KST of the same KST day.
    ['2026-11-23T23:59:59Z', '2026-11-24T15:00:00Z'],
    ['2026-11-24T00:00:00Z', '2026-11-24T15:00:00Z'],
    // 14:59 UTC is 23:59 KST; 15:00 UTC is already the next KST day.
    ['2026-11-24T14:59:59Z', '2026-11-24T15:00:00Z'],
    ['2026-11-24T15:00:00Z', '2026-11-25T15:00:00Z'],
    // Month, year and leap-day ends.
    ['2026-12-31T20:00:00+09:00', '2026-12-31T15:00:00Z'],
    ['2028-02-28T12:00:00+09:00', '2028-02-28T15:00:00Z'],
    ['2028-02-29T12:00:00+09:00', '2028-02-29T15:00:00Z'],
    // Whatever zone the moment was written in.
    ['2026-11-23T20:00:00-05:00', '2026-11-24T15:00:00Z'],
  ])('%s → %s', (now, expected) => {
    expect(new Date(nextKstMidnight(Date.parse(now))).toISOString()).toBe(new Date(expected).toISOString());
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('%d is refused', (value) => {
    expect(() => nextKstMidnight(value)).toThrow(RangeError);
  });
});
