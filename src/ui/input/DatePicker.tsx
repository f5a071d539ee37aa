/**
 * The date picker (chart spec §4, §5, §9): a button showing YYYY-MM-DD that opens a calendar dialog in
 * ko (default) or en, weeks from Sunday, a year selector, month arrows disabled at the bounds and days
 * outside minDate/maxDate disabled. Outside click and Escape close it; choosing a day closes it unless
 * closeOnSelect is false. The day grid follows the WAI-ARIA date picker pattern. Rules:
 * src/lib/date-rules.ts.
 */
import {
  addMonths,
  format,
  isSameDay,
  setYear,
  startOfDay,
  startOfMonth,
  type Day,
  type Locale,
} from 'date-fns';
import { enUS, ko } from 'date-fns/locale';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canShowNextMonth,
  canShowPreviousMonth,
  clampDate,
  formatDateText,
  isDateGridKey,
  isOutOfBounds,
  moveFocusedDate,
  monthGrid,
  parseDateText,
  shownDate,
  WEEK_STARTS_ON,
  yearRange,
  type DateBounds,
} from '../../lib/date-rules';
import { useOutsidePointerDown } from '../use-outside-pointer-down';
import './input.css';

export type DatePickerLanguage = 'ko' | 'en';

const LOCALES: Record<DatePickerLanguage, Locale> = { ko, en: enUS };

export interface DatePickerProps {
  /** The accessible name of the picker's button; shown above it unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  /** YYYY-MM-DD; leave undefined to let the picker keep its own. Anything else counts as no date. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  /** Show a value outside the bounds as it is instead of clamping it. */
  displayDisabledValue?: boolean;
  closeOnSelect?: boolean;
  /** Defaults to the app's language (ko unless switched). */
  language?: DatePickerLanguage;
  disabled?: boolean;
  className?: string;
}

function isLanguage(value: string): value is DatePickerLanguage {
  return value === 'ko' || value === 'en';
}

export function DatePicker({
  label,
  hideLabel = false,
  value,
  defaultValue = null,
  onChange,
  minDate,
  maxDate,
  displayDisabledValue = false,
  closeOnSelect = true,
  language,
  disabled,
  className,
}: DatePickerProps) {
  const { i18n } = useTranslation();
  const lang: DatePickerLanguage = language ?? (isLanguage(i18n.language) ? i18n.language : 'ko');
  const t = i18n.getFixedT(lang);
  const locale = LOCALES[lang];
  const id = useId();
  const labelId = `${id}-label`;
  const titleId = `${id}-title`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusDay = useRef(false);

  const bounds: DateBounds = { min: parseDateText(minDate), max: parseDateText(maxDate) };
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue);
  const chosen = shownDate(
    parseDateText(value !== undefined ? value : ownValue),
    bounds,
    displayDisabledValue,
  );
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<Date>(() => clampDate(new Date(), bounds));
  const view = startOfMonth(focused);

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  useEffect(() => {
    if (!open || !focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const openPicker = () => {
    if (disabled) return;
    setFocused(clampDate(chosen ?? new Date(), bounds));
    focusDay.current = true;
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (day: Date) => {
    if (isOutOfBounds(day, bounds)) return;
    const text = formatDateText(day);
    if (value === undefined) setOwnValue(text);
    onChange?.(text);
    setFocused(day);
    if (closeOnSelect) close();
  };

  const showMonth = (direction: 1 | -1) => setFocused(clampDate(addMonths(focused, direction), bounds));

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!isDateGridKey(event.key)) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(moveFocusedDate(focused, event.key, event.shiftKey, bounds));
  };

  const today = startOfDay(new Date());
  const chosenText = chosen ? formatDateText(chosen) : null;
  const weekdays = Array.from({ length: 7 }, (_, i) => ((WEEK_STARTS_ON + i) % 7) as Day);

  return (
    <div ref={rootRef} className={['td-date-picker', className].filter(Boolean).join(' ')}>
      <span id={labelId} className={hideLabel ? 'td-visually-hidden' : 'td-input__label'}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className="td-date-picker__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('ui.datePicker.trigger', { label, date: chosenText ?? t('ui.datePicker.noDate') })}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openPicker())}
      >
        {chosenText ?? '\u00a0'}
      </button>
      {open && (
        <div
          role="dialog"
          aria-label={t('ui.datePicker.dialog')}
          className="td-date-picker__popup"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          <div className="td-date-picker__header">
            <button
              type="button"
              className="td-date-picker__arrow"
              aria-label={t('ui.datePicker.previousMonth')}
              disabled={!canShowPreviousMonth(view, bounds)}
              onClick={() => showMonth(-1)}
            >
              ‹
            </button>
            <span id={titleId} className="td-date-picker__title" aria-live="polite">
              {format(view, t('ui.datePicker.monthTitle'), { locale })}
            </span>
            <select
              aria-label={t('ui.datePicker.year')}
              value={view.getFullYear()}
              onChange={(event) =>
                setFocused(clampDate(setYear(focused, Number(event.target.value)), bounds))
              }
            >
              {yearRange(view.getFullYear(), bounds).map((year) => (
                <option key={year} value={year}>
                  {t('ui.datePicker.yearOption', { year })}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="td-date-picker__arrow"
              aria-label={t('ui.datePicker.nextMonth')}
              disabled={!canShowNextMonth(view, bounds)}
              onClick={() => showMonth(1)}
            >
              ›
            </button>
          </div>
          <table
            ref={gridRef}
            role="grid"
            aria-labelledby={titleId}
            className="td-date-picker__grid"
            onKeyDown={onGridKeyDown}
          >
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day} scope="col" abbr={locale.localize.day(day, { width: 'wide' })}>
                    {locale.localize.day(day, { width: 'short' })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(view).map((week) => (
                <tr key={formatDateText(week.find((day) => day !== null) ?? view)}>
                  {week.map((day, index) =>
                    day === null ? (
                      <td key={index} />
                    ) : (
                      <td key={index} aria-selected={chosen !== null && isSameDay(day, chosen)}>
                        <button
                          type="button"
                          className="td-date-picker__day"
                          tabIndex={isSameDay(day, focused) ? 0 : -1}
                          aria-label={format(day, 'PPPP', { locale })}
                          aria-current={isSameDay(day, today) ? 'date' : undefined}
                          data-today={isSameDay(day, today)}
                          disabled={isOutOfBounds(day, bounds)}
                          onClick={() => choose(day)}
                        >
                          {day.getDate()}
                        </button>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
