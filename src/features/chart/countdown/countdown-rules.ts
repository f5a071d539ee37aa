/**
 * Pure rules of the chart area's countdown panel (chart spec §3 "coin on a market", §4 "Countdown
 * panel"): whether a coin shows the panel instead of the chart and in which mode, the time left to
 * sell-open split into days/hours/minutes/seconds (the open date in KST: src/lib/kst.ts), and whether a live intro
 * frame changed the listing dates.
 */
import type { InfoOnMarket } from '../../../../contract';

/** The listing fields of a coin on a market (infoOnMarket, or a coin entry of the intro frame). */
export type ListingSchedule = Pick<
  InfoOnMarket,
  'isListedNew' | 'buyOpenDate' | 'sellOpenDate' | 'marketReserveOrderStartTime'
>;

/**
 * `comingSoon`: the listing time is to be announced. `countdown`: time left to sell-open with its date.
 */
export type CountdownMode = 'comingSoon' | 'countdown';

const SECOND_MS = 1_000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/** The instant (ms since epoch) of a listing date; null when not announced or unreadable. */
export function openInstant(date: string | null): number | null {
  if (date === null) return null;
  const ms = Date.parse(date);
  return Number.isFinite(ms) ? ms : null;
}

export function scheduleOf(info: ListingSchedule): ListingSchedule {
  return {
    isListedNew: info.isListedNew,
    buyOpenDate: info.buyOpenDate,
    sellOpenDate: info.sellOpenDate,
    marketReserveOrderStartTime: info.marketReserveOrderStartTime,
  };
}

/**
 * What the chart area shows for a coin at `nowMs`: a countdown mode, or null for the chart itself.
 *
 * The spec: the panel is for newly listed coins only; "if buy trading is not yet supported it shows a
 * coming-soon note (listing time to be announced), otherwise, while time to sell-open is over 0, it
 * shows days (only if at least one), hours, minutes, seconds and the open date". Decisions taken here:
 * - "Buy trading not yet supported" means no buy-open date has been announced (null, or a value that
 *   is not a date). A buy-open date that is set but still in the future is a scheduled listing, not
 *   one "to be announced": it counts down. The days field only makes sense that way, since exchanges
 *   open selling minutes after buying, never days after.
 * - A missing or unreadable sell-open date is also `comingSoon`: there is nothing to count down to,
 *   and the note (time to be announced) is what the trader needs to know.
 * - The countdown runs to sell-open, not buy-open, as the spec says: the panel stays until both sides
 *   trade, then the chart replaces it.
 * Unreadable dates count as not announced, so bad data shows the safe note instead of a wrong count.
 */
export function countdownMode(schedule: ListingSchedule | null, nowMs: number): CountdownMode | null {
  if (schedule === null || !schedule.isListedNew) return null;
  if (openInstant(schedule.buyOpenDate) === null) return 'comingSoon';
  const sellOpen = openInstant(schedule.sellOpenDate);
  if (sellOpen === null) return 'comingSoon';
  return sellOpen > nowMs ? 'countdown' : null;
}

/** True while the coin is newly listed and not yet open: the chart area shows the countdown panel. */
export function needsCountdown(schedule: ListingSchedule | null, nowMs: number): boolean {
  return countdownMode(schedule, nowMs) !== null;
}

/** Time left, split for display; `days` is null below one day (the spec shows days only if ≥ 1). */
export interface RemainingParts {
  days: number | null;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits the time left into parts. Seconds round up, so the count never reads all zeros while the
 * market is still closed: it reaches 0:00:00 exactly at sell-open. Negative time counts as none.
 */
export function remainingParts(remainingMs: number): RemainingParts {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const days = Math.floor(total / DAY_S);
  return {
    days: days >= 1 ? days : null,
    hours: Math.floor((total % DAY_S) / HOUR_S),
    minutes: Math.floor((total % HOUR_S) / MINUTE_S),
    seconds: total % MINUTE_S,
  };
}

/**
 * Delay until the shown seconds next change: ticks land on the second boundaries of the time left,
 * not of the clock when the panel mounted, so the count does not drift against the open time.
 */
export function msToNextTick(remainingMs: number): number {
  if (remainingMs <= 0) return SECOND_MS;
  const rest = remainingMs % SECOND_MS;
  return rest === 0 ? SECOND_MS : rest;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Hours, minutes and seconds with two digits; days as they are. */
export function padPart(value: number, unit: keyof RemainingParts): string {
  return unit === 'days' ? String(value) : pad2(value);
}

/**
 * True when an intro update moved the trading start: the buy-open or sell-open instant differs.
 * Instants are compared, not text, so the same time written with another offset is no change; the
 * reserve-order time follows the buy-open time and the new-listing flag is no date, so neither counts.
 */
export function scheduleChanged(previous: ListingSchedule, next: ListingSchedule): boolean {
  return (
    openInstant(previous.buyOpenDate) !== openInstant(next.buyOpenDate) ||
    openInstant(previous.sellOpenDate) !== openInstant(next.sellOpenDate)
  );
}

/**
 * Whether a change from `previous` to `next` is news for the trader: the dates changed and the coin
 * had, or now has, its countdown (a long-open coin's dates are history).
 */
export function announcesScheduleChange(
  previous: ListingSchedule,
  next: ListingSchedule,
  nowMs: number,
): boolean {
  return scheduleChanged(previous, next) && (needsCountdown(previous, nowMs) || needsCountdown(next, nowMs));
}
