/**
 * The linked charts' rules (the charts of one link group share a crosshair time and, when their time is
 * locked, one visible time range), pure: what a chart keeps of its link in its panel settings, the time
 * range it hands the others and the scale it takes from theirs, and the frame coalescing of what is sent
 * to other windows (their messages: crosshair-message.ts).
 */
import {
  clampRightOffset,
  clampSpacing,
  indexAtTime,
  timeAtIndex,
  xToIndex,
  type TimeScale,
} from '../../../render/chart/chart-layout';

/** What a chart shares with its link group: its crosshair (default on), its visible time (default off). */
export interface CrosshairLink {
  crosshair: boolean;
  time: boolean;
}

export const DEFAULT_CROSSHAIR_LINK: CrosshairLink = { crosshair: true, time: false };

/** The link as a chart panel's settings keep it (`crosshairLink`, `timeLink`); anything else: the default. */
export function crosshairLinkOf(
  settings: Readonly<Record<string, unknown>> | null | undefined,
): CrosshairLink {
  const crosshair = settings?.crosshairLink;
  const time = settings?.timeLink;
  return {
    crosshair: typeof crosshair === 'boolean' ? crosshair : DEFAULT_CROSSHAIR_LINK.crosshair,
    time: typeof time === 'boolean' ? time : DEFAULT_CROSSHAIR_LINK.time,
  };
}

/** The panel's settings with `link` in them. */
export function withCrosshairLink(
  settings: Readonly<Record<string, unknown>> | null | undefined,
  link: CrosshairLink,
): Record<string, unknown> {
  return { ...settings, crosshairLink: link.crosshair, timeLink: link.time };
}

/** A visible time range by what other intervals can read: the moment at the plot's right edge, seconds a px. */
export interface TimeSpan {
  rightTime: number;
  secondsPerPx: number;
}

/** The bars a chart holds: their open times and how long each is. */
export interface BarTimes {
  time: ArrayLike<number>;
  length: number;
  intervalSec: number;
}

/** The span `scale` shows over `bars`; null without bars. */
export function timeSpanOf(scale: TimeScale, bars: BarTimes): TimeSpan | null {
  if (bars.length === 0 || scale.barSpacing <= 0) return null;
  const right = xToIndex(scale, scale.width);
  return {
    rightTime: timeAtIndex(bars.time, bars.length, bars.intervalSec, right),
    secondsPerPx: bars.intervalSec / scale.barSpacing,
  };
}

/**
 * The scale over `bars` that shows `span`: the bar spacing of its seconds a px at this interval (within
 * the chart's zoom bounds) and its right-edge moment at the right edge (within the scroll bounds).
 * Without bars, `scale` as it is.
 */
export function scaleForSpan(span: TimeSpan, scale: TimeScale, bars: BarTimes): TimeScale {
  if (bars.length === 0) return scale;
  const barSpacing = clampSpacing(bars.intervalSec / span.secondsPerPx);
  const right = indexAtTime(bars.time, bars.length, bars.intervalSec, span.rightTime);
  const next = { ...scale, barSpacing, lastIndex: bars.length - 1 };
  return { ...next, rightOffset: clampRightOffset(next, (right - next.lastIndex) * barSpacing) };
}

/** Values waiting for the frame, sent in it (frameCoalescer). */
export interface FrameCoalescer<T> {
  /** Keeps `value` as `key`'s to send in the next frame (a later one in the same frame replaces it). */
  push(key: string, value: T): void;
  /** Drops what waits and the frame asked for. */
  dispose(): void;
}

/**
 * Sends at most one value per key per frame, the latest: `schedule` asks for the frame and answers how to
 * call it off (requestAnimationFrame and cancelAnimationFrame in a window), `send` gets each key's last
 * value in it.
 */
export function frameCoalescer<T>(
  schedule: (run: () => void) => () => void,
  send: (value: T) => void,
): FrameCoalescer<T> {
  const pending = new Map<string, T>();
  let cancel: (() => void) | null = null;
  const flush = () => {
    cancel = null;
    const values = [...pending.values()];
    pending.clear();
    for (const value of values) send(value);
  };
  return {
    push(key, value) {
      if (cancel === null) cancel = schedule(flush);
      pending.set(key, value);
    },
    dispose() {
      cancel?.();
      cancel = null;
      pending.clear();
    },
  };
}
