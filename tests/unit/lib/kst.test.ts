import { describe, expect, test } from 'vitest';
import { addDaysToDateText, formatKst, formatKstTime, kstDateText } from '../../../src/lib/kst';

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
