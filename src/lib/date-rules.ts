/**
 * Pure rules of the date picker (chart spec §5, §9): YYYY-MM-DD text, bounds (minDate, maxDate) and
 * clamping, the month grid with weeks starting on Sunday, the year selector's range, month arrows at the
 * bounds and where keyboard keys move the focused day. Dates are local calendar days (time 00:00).
 */
import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfWeek,
  format,
  isAfter,
  isBefore,
  isValid,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export const DATE_FORMAT = 'yyyy-MM-dd';
/** Sunday (chart spec §9). */
export const WEEK_STARTS_ON = 0;
/** Years shown either side of the active year. */
export const YEAR_SPAN = 3;

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** "2024-05-01" → that day; null for anything else, including impossible days ("2024-02-30"). */
export function parseDateText(text: string | null | undefined): Date | null {
  if (typeof text !== 'string' || !DATE_TEXT.test(text)) return null;
  const date = parse(text, DATE_FORMAT, new Date(0));
  return isValid(date) && format(date, DATE_FORMAT) === text ? date : null;
}

export function formatDateText(date: Date): string {
  return format(date, DATE_FORMAT);
}

export interface DateBounds {
  min?: Date | null;
  max?: Date | null;
}

export function isOutOfBounds(date: Date, { min, max }: DateBounds): boolean {
  const day = startOfDay(date);
  return (min != null && isBefore(day, startOfDay(min))) || (max != null && isAfter(day, startOfDay(max)));
}

/** The nearest day within the bounds. */
export function clampDate(date: Date, { min, max }: DateBounds): Date {
  const day = startOfDay(date);
  if (min != null && isBefore(day, startOfDay(min))) return startOfDay(min);
  if (max != null && isAfter(day, startOfDay(max))) return startOfDay(max);
  return day;
}

/**
 * The day a picker shows for its value: clamped into the bounds unless `displayDisabledValue`, which
 * shows it as given (the spec's choice for a read-only history date).
 */
export function shownDate(value: Date | null, bounds: DateBounds, displayDisabledValue = false): Date | null {
  if (!value) return null;
  return displayDisabledValue ? startOfDay(value) : clampDate(value, bounds);
}

/** The weeks of the month of `month`, Sunday first; days of other months are null. */
export function monthGrid(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const weeks: (Date | null)[][] = [];
  let day = startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON });
  const end = endOfWeek(last, { weekStartsOn: WEEK_STARTS_ON });
  while (!isAfter(day, end)) {
    const week: (Date | null)[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day.getMonth() === first.getMonth() ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/**
 * The years the year selector offers: 3 either side of the active year, or the 6 before the max year and
 * the max year itself when the active year is within 3 of it; never a year outside the bounds.
 */
export function yearRange(activeYear: number, { min, max }: DateBounds): number[] {
  const maxYear = max?.getFullYear();
  const minYear = min?.getFullYear();
  const first =
    maxYear !== undefined && activeYear + YEAR_SPAN > maxYear
      ? maxYear - 2 * YEAR_SPAN
      : activeYear - YEAR_SPAN;
  const years: number[] = [];
  for (let year = first; year <= first + 2 * YEAR_SPAN; year++) {
    if ((minYear === undefined || year >= minYear) && (maxYear === undefined || year <= maxYear))
      years.push(year);
  }
  return years;
}

/** Whether the month before `month` has a day on or after min. */
export function canShowPreviousMonth(month: Date, { min }: DateBounds): boolean {
  return min == null || !isBefore(endOfMonth(addMonths(startOfMonth(month), -1)), startOfDay(min));
}

/** Whether the month after `month` has a day on or before max. */
export function canShowNextMonth(month: Date, { max }: DateBounds): boolean {
  return max == null || !isAfter(startOfMonth(addMonths(month, 1)), startOfDay(max));
}

export type DateGridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End';

export const DATE_GRID_KEYS: readonly DateGridKey[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
];

export function isDateGridKey(key: string): key is DateGridKey {
  return (DATE_GRID_KEYS as readonly string[]).includes(key);
}

/**
 * The day a key moves the focus to (the grid pattern of the WAI-ARIA date picker): arrows by a day or a
 * week, PageUp/PageDown by a month (a year with Shift), Home/End to the start/end of the week; the result
 * stays within the bounds.
 */
export function moveFocusedDate(date: Date, key: DateGridKey, shiftKey: boolean, bounds: DateBounds): Date {
  const moved = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    PageUp: () => (shiftKey ? addYears(date, -1) : addMonths(date, -1)),
    PageDown: () => (shiftKey ? addYears(date, 1) : addMonths(date, 1)),
    Home: () => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
    End: () => startOfDay(endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON })),
  }[key]();
  return clampDate(moved, bounds);
}
