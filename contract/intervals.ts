/**
 * Candle intervals of the spec (chart §2, §5): minute intervals and daily, written as the chart's
 * resolution strings. One source for the simulator, the workers and the UI.
 */
export const MINUTE_INTERVALS = ['1', '3', '5', '10', '15', '30', '60', '240', '360', '720'] as const;
export const CANDLE_INTERVALS = [...MINUTE_INTERVALS, '1D'] as const;

export type MinuteInterval = (typeof MINUTE_INTERVALS)[number];
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

const DAY_SECONDS = 86_400;

export function isCandleInterval(value: unknown): value is CandleInterval {
  return typeof value === 'string' && (CANDLE_INTERVALS as readonly string[]).includes(value);
}

export function isMinuteInterval(value: unknown): value is MinuteInterval {
  return typeof value === 'string' && (MINUTE_INTERVALS as readonly string[]).includes(value);
}

/** Length of one bar in seconds. */
export function intervalSeconds(interval: CandleInterval): number {
  return interval === '1D' ? DAY_SECONDS : Number(interval) * 60;
}

/**
 * KST (UTC+9) is the exchange's clock: daily bars open at 00:00 KST, and minute bars are aligned to
 * multiples of their length counted from the epoch shifted to KST, so that 240/360/720-minute bars open
 * at KST midnight too.
 */
export const KST_OFFSET_SECONDS = 9 * 3600;

/** Open time (unix seconds) of the bar of `interval` that contains `timeSec`. */
export function barOpenTime(timeSec: number, interval: CandleInterval): number {
  const length = intervalSeconds(interval);
  const shifted = timeSec + KST_OFFSET_SECONDS;
  return shifted - (((shifted % length) + length) % length) - KST_OFFSET_SECONDS;
}

/** Time-frame shortcuts of the chart toolbar (chart §2): a span of history shown at a given interval. */
export const TIME_FRAME_SHORTCUTS = [
  { id: '2y', interval: '1D', days: 730 },
  { id: '1y', interval: '1D', days: 365 },
  { id: '180d', interval: '1D', days: 180 },
  { id: '90d', interval: '360', days: 90 },
  { id: '30d', interval: '60', days: 30 },
  { id: '1w', interval: '30', days: 7 },
  { id: '1d', interval: '10', days: 1 },
] as const satisfies readonly { id: string; interval: CandleInterval; days: number }[];

export type TimeFrameShortcut = (typeof TIME_FRAME_SHORTCUTS)[number];
export type TimeFrameId = TimeFrameShortcut['id'];

export function isTimeFrameId(value: unknown): value is TimeFrameId {
  return TIME_FRAME_SHORTCUTS.some((shortcut) => shortcut.id === value);
}

/** What a shortcut shows when it ends now: bars [from, to) (unix seconds, bar open times) and their count. */
export interface TimeFrameRange {
  interval: CandleInterval;
  /** Open time of the first bar: the bar that contains the instant `days` before now. */
  from: number;
  /** End of the bar in progress now (exclusive): the `to` of a candle request. */
  to: number;
  /** Bars in [from, to), the open one included. */
  bars: number;
}

export function timeFrameRange(id: TimeFrameId, nowSec: number): TimeFrameRange {
  const shortcut = TIME_FRAME_SHORTCUTS.find((candidate) => candidate.id === id);
  if (!shortcut) throw new RangeError(`unknown time-frame shortcut ${String(id)}`);
  const { interval, days } = shortcut;
  const length = intervalSeconds(interval);
  const from = barOpenTime(nowSec - days * DAY_SECONDS, interval);
  const to = barOpenTime(nowSec, interval) + length;
  return { interval, from, to, bars: (to - from) / length };
}
