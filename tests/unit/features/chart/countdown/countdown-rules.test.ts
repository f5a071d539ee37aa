import { describe, expect, test } from 'vitest';
import {
  announcesScheduleChange,
  countdownMode,
  msToNextTick,
  needsCountdown,
  openInstant,
  padPart,
  remainingParts,
  scheduleChanged,
  scheduleOf,
  type CountdownMode,
  type ListingSchedule,
  type RemainingParts,
} from '../../../../../src/features/chart/countdown/countdown-rules';

const NOW = Date.parse('2026-11-21T12:00:00+09:00');
const BUY = '2026-11-23T14:00:00+09:00';
const SELL = '2026-11-23T14:05:00+09:00';

function schedule(overrides: Partial<ListingSchedule> = {}): ListingSchedule {
  return {
    isListedNew: true,
    buyOpenDate: BUY,
    sellOpenDate: SELL,
    marketReserveOrderStartTime: '2026-11-23T13:00:00+09:00',
    ...overrides,
  };
}

describe('openInstant', () => {
  test.each<[string | null, number | null]>([
    [null, null],
    ['2026-11-23T14:05:00+09:00', Date.UTC(2026, 10, 23, 5, 5)],
    ['2026-11-23T05:05:00Z', Date.UTC(2026, 10, 23, 5, 5)],
    ['', null],
    ['soon', null],
    ['2026-13-45T99:00:00+09:00', null],
  ])('%j → %j', (date, expected) => {
    expect(openInstant(date)).toBe(expected);
  });
});

describe('countdownMode', () => {
  test.each<[string, ListingSchedule | null, number, CountdownMode | null]>([
    ['unknown coin', null, NOW, null],
    ['not newly listed, even before its dates', schedule({ isListedNew: false }), NOW, null],
    ['buy-open not announced', schedule({ buyOpenDate: null, sellOpenDate: null }), NOW, 'comingSoon'],
    ['buy-open not announced, sell-open set', schedule({ buyOpenDate: null }), NOW, 'comingSoon'],
    ['buy-open unreadable', schedule({ buyOpenDate: 'tba' }), NOW, 'comingSoon'],
    ['sell-open not announced', schedule({ sellOpenDate: null }), NOW, 'comingSoon'],
    ['sell-open unreadable', schedule({ sellOpenDate: 'later' }), NOW, 'comingSoon'],
    ['both announced, days ahead', schedule(), NOW, 'countdown'],
    ['buy open, sell not yet', schedule(), Date.parse(SELL) - 60_000, 'countdown'],
    ['one millisecond before sell-open', schedule(), Date.parse(SELL) - 1, 'countdown'],
    ['at sell-open', schedule(), Date.parse(SELL), null],
    ['after sell-open', schedule(), Date.parse(SELL) + 86_400_000, null],
    [
      'not announced stays coming soon however late',
      schedule({ buyOpenDate: null }),
      Date.parse(SELL) + 1,
      'comingSoon',
    ],
  ])('%s', (_, given, now, expected) => {
    expect(countdownMode(given, now)).toBe(expected);
    expect(needsCountdown(given, now)).toBe(expected !== null);
  });
});

describe('remainingParts', () => {
  const DAY = 86_400_000;
  test.each<[number, RemainingParts]>([
    [0, { days: null, hours: 0, minutes: 0, seconds: 0 }],
    [-5_000, { days: null, hours: 0, minutes: 0, seconds: 0 }],
    [1, { days: null, hours: 0, minutes: 0, seconds: 1 }],
    [999, { days: null, hours: 0, minutes: 0, seconds: 1 }],
    [1_000, { days: null, hours: 0, minutes: 0, seconds: 1 }],
    [1_001, { days: null, hours: 0, minutes: 0, seconds: 2 }],
    [59_000, { days: null, hours: 0, minutes: 0, seconds: 59 }],
    [60_000, { days: null, hours: 0, minutes: 1, seconds: 0 }],
    [3_600_000 - 1_000, { days: null, hours: 0, minutes: 59, seconds: 59 }],
    [DAY - 1_000, { days: null, hours: 23, minutes: 59, seconds: 59 }],
    [DAY - 1, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [DAY, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_000, { days: 2, hours: 3, minutes: 4, seconds: 5 }],
    [400 * DAY, { days: 400, hours: 0, minutes: 0, seconds: 0 }],
  ])('%d ms → %j', (ms, expected) => {
    expect(remainingParts(ms)).toEqual(expected);
  });
});

describe('msToNextTick', () => {
  test.each<[number, number]>([
    [10_000, 1_000],
    [10_001, 1],
    [10_999, 999],
    [500, 500],
    [0, 1_000],
    [-200, 1_000],
  ])('%d ms left → next tick in %d ms', (left, expected) => {
    expect(msToNextTick(left)).toBe(expected);
  });
});

describe('padPart', () => {
  test.each<[number, keyof RemainingParts, string]>([
    [2, 'days', '2'],
    [120, 'days', '120'],
    [3, 'hours', '03'],
    [0, 'minutes', '00'],
    [59, 'seconds', '59'],
  ])('%d %s → %s', (value, unit, expected) => {
    expect(padPart(value, unit)).toBe(expected);
  });
});

describe('scheduleChanged and announcesScheduleChange', () => {
  const before = schedule();
  test.each<[string, ListingSchedule, boolean, boolean]>([
    ['same dates', schedule(), false, false],
    ['same instants written in UTC', schedule({ buyOpenDate: '2026-11-23T05:00:00Z' }), false, false],
    ['sell-open moved', schedule({ sellOpenDate: '2026-11-24T14:05:00+09:00' }), true, true],
    ['buy-open moved', schedule({ buyOpenDate: '2026-11-23T15:00:00+09:00' }), true, true],
    ['dates withdrawn', schedule({ buyOpenDate: null, sellOpenDate: null }), true, true],
    ['only the reserve time moved', schedule({ marketReserveOrderStartTime: null }), false, false],
    ['only the new-listing flag changed', schedule({ isListedNew: false }), false, false],
  ])('%s', (_, after, changed, announced) => {
    expect(scheduleChanged(before, after)).toBe(changed);
    expect(announcesScheduleChange(before, after, NOW)).toBe(announced);
  });

  test('a coin that opened long ago and stays open is no news', () => {
    const open = schedule({
      buyOpenDate: '2026-01-01T14:00:00+09:00',
      sellOpenDate: '2026-01-01T14:00:00+09:00',
    });
    const corrected = schedule({
      buyOpenDate: '2026-01-02T14:00:00+09:00',
      sellOpenDate: '2026-01-02T14:00:00+09:00',
    });
    expect(scheduleChanged(open, corrected)).toBe(true);
    expect(announcesScheduleChange(open, corrected, NOW)).toBe(false);
  });

  test('an open coin moved back into the future is news', () => {
    const open = schedule({
      buyOpenDate: '2026-01-01T14:00:00+09:00',
      sellOpenDate: '2026-01-01T14:00:00+09:00',
    });
    expect(announcesScheduleChange(open, schedule(), NOW)).toBe(true);
  });
});

describe('scheduleOf', () => {
  test('keeps only the listing fields of an intro entry', () => {
    expect(scheduleOf({ key: 'MON-KRW', ...schedule() } as ListingSchedule)).toEqual(schedule());
  });
});
