import { describe, expect, test } from 'vitest';
import {
  canShowNextMonth,
  canShowPreviousMonth,
  clampDate,
  formatDateText,
  isOutOfBounds,
  monthGrid,
  moveFocusedDate,
  parseDateText,
  shownDate,
  yearRange,
  type DateBounds,
  type DateGridKey,
} from '../../../src/lib/date-rules';

const day = (text: string): Date => {
  const date = parseDateText(text);
  if (!date) throw new Error(`bad test date ${text}`);
  return date;
};
const text = (date: Date | null) => (date ? formatDateText(date) : null);
const bounds = (min?: string, max?: string): DateBounds => ({
  min: min ? day(min) : null,
  max: max ? day(max) : null,
});

describe('parseDateText', () => {
  test.each([
    ['2024-05-01', '2024-05-01'],
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-5-1', null],
    ['20240501', null],
    ['', null],
    [' 2024-05-01', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(text(parseDateText(input))).toBe(expected);
  });
});

describe('bounds and clamping', () => {
  const b = bounds('2024-03-10', '2024-06-20');
  test.each([
    ['2024-03-09', true, '2024-03-10'],
    ['2024-03-10', false, '2024-03-10'],
    ['2024-05-01', false, '2024-05-01'],
    ['2024-06-20', false, '2024-06-20'],
    ['2024-06-21', true, '2024-06-20'],
  ])('%s: out of bounds %s, clamped to %s', (input, out, clamped) => {
    expect(isOutOfBounds(day(input), b)).toBe(out);
    expect(text(clampDate(day(input), b))).toBe(clamped);
  });

  test('without bounds nothing is clamped', () => {
    expect(text(clampDate(day('1999-01-01'), {}))).toBe('1999-01-01');
  });

  test.each([
    ['2024-01-01', false, '2024-03-10'],
    ['2024-01-01', true, '2024-01-01'],
    ['2024-12-31', false, '2024-06-20'],
    ['2024-04-04', false, '2024-04-04'],
  ])('shownDate(%s, displayDisabledValue %s) → %s', (input, display, expected) => {
    expect(text(shownDate(day(input), b, display))).toBe(expected);
  });

  test('no value shows no date', () => {
    expect(shownDate(null, b)).toBeNull();
  });
});

describe('monthGrid (weeks start on Sunday)', () => {
  const layout = (month: string) =>
    monthGrid(day(month)).map((week) => week.map((d) => (d ? d.getDate() : 0)));

  test('May 2024 starts on a Wednesday', () => {
    expect(layout('2024-05-15')).toEqual([
      [0, 0, 0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9, 10, 11],
      [12, 13, 14, 15, 16, 17, 18],
      [19, 20, 21, 22, 23, 24, 25],
      [26, 27, 28, 29, 30, 31, 0],
    ]);
  });

  test('February 2015 fills exactly four weeks from a Sunday', () => {
    const weeks = layout('2015-02-01');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks[3]).toEqual([22, 23, 24, 25, 26, 27, 28]);
  });

  test('a 31-day month starting on Saturday takes six rows', () => {
    const weeks = layout('2023-07-01');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(weeks[5]).toEqual([30, 31, 0, 0, 0, 0, 0]);
  });

  test('every cell of the first column is a Sunday', () => {
    for (const week of monthGrid(day('2024-08-01'))) {
      const sunday = week[0];
      if (sunday) expect(sunday.getDay()).toBe(0);
    }
  });
});

describe('yearRange', () => {
  test.each([
    [2024, bounds(), [2021, 2022, 2023, 2024, 2025, 2026, 2027]],
    [2024, bounds(undefined, '2030-01-01'), [2021, 2022, 2023, 2024, 2025, 2026, 2027]],
    [2024, bounds(undefined, '2025-12-31'), [2019, 2020, 2021, 2022, 2023, 2024, 2025]],
    [2025, bounds(undefined, '2025-12-31'), [2019, 2020, 2021, 2022, 2023, 2024, 2025]],
    [2024, bounds('2023-01-01'), [2023, 2024, 2025, 2026, 2027]],
    [2024, bounds('2023-01-01', '2025-06-30'), [2023, 2024, 2025]],
  ])('active %s, %j → %j', (active, b, expected) => {
    expect(yearRange(active, b)).toEqual(expected);
  });
});

describe('month arrows', () => {
  const b = bounds('2024-03-10', '2024-06-20');
  test.each([
    ['2024-03-01', false, true],
    ['2024-04-01', true, true],
    ['2024-06-01', true, false],
  ])('view %s: previous %s, next %s', (view, previous, next) => {
    expect(canShowPreviousMonth(day(view), b)).toBe(previous);
    expect(canShowNextMonth(day(view), b)).toBe(next);
  });

  test('without bounds both arrows work', () => {
    expect(canShowPreviousMonth(day('2024-03-01'), {})).toBe(true);
    expect(canShowNextMonth(day('2024-03-01'), {})).toBe(true);
  });
});

describe('moveFocusedDate', () => {
  test.each<[DateGridKey, boolean, string]>([
    ['ArrowLeft', false, '2024-05-14'],
    ['ArrowRight', false, '2024-05-16'],
    ['ArrowUp', false, '2024-05-08'],
    ['ArrowDown', false, '2024-05-22'],
    ['PageUp', false, '2024-04-15'],
    ['PageDown', false, '2024-06-15'],
    ['PageUp', true, '2023-05-15'],
    ['PageDown', true, '2025-05-15'],
    ['Home', false, '2024-05-12'],
    ['End', false, '2024-05-18'],
  ])('%s (shift %s) from 2024-05-15 → %s', (key, shift, expected) => {
    expect(text(moveFocusedDate(day('2024-05-15'), key, shift, {}))).toBe(expected);
  });

  test('PageUp from the 31st lands on the last day of a shorter month', () => {
    expect(text(moveFocusedDate(day('2024-03-31'), 'PageUp', false, {}))).toBe('2024-02-29');
  });

  test('moves stop at the bounds', () => {
    const b = bounds('2024-05-13', '2024-05-17');
    expect(text(moveFocusedDate(day('2024-05-13'), 'ArrowLeft', false, b))).toBe('2024-05-13');
    expect(text(moveFocusedDate(day('2024-05-15'), 'ArrowDown', false, b))).toBe('2024-05-17');
    expect(text(moveFocusedDate(day('2024-05-15'), 'Home', false, b))).toBe('2024-05-13');
  });
});
