/**
 * The linked charts' rules (the charts of one link group share a crosshair time and, when their time is
 * locked, one visible time range), pure: the time range a chart hands the others and the scale it takes
 * from theirs, the messages between windows and their check, and the frame coalescing of what is sent.
 * The link's code (crosshair-link.ts, crosshair-channel.ts) is all that imports it: it comes with the
 * first chart in a group. What a panel keeps of its link: crosshair-link-settings.ts.
 */
import { clampRightOffset, clampSpacing, xToIndex, type TimeScale } from '../../../render/chart/chart-layout';
import { indexToTime, timeToIndex } from '../../../render/chart/drawing-geometry';
import type { LinkGroup } from '../../../../contract/workspace-layout';

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
    rightTime: indexToTime(bars.time, bars.length, bars.intervalSec, right),
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
  const right = timeToIndex(bars.time, bars.length, bars.intervalSec, span.rightTime);
  const next = { ...scale, barSpacing, lastIndex: bars.length - 1 };
  return { ...next, rightOffset: clampRightOffset(next, (right - next.lastIndex) * barSpacing) };
}

/** What a window tells the others: a chart's crosshair time (null: gone) or visible time range. */
export type CrosshairMessage =
  | { kind: 'crosshair'; group: LinkGroup; time: number | null; source: string }
  | ({ kind: 'span'; group: LinkGroup; source: string } & TimeSpan);

const SOURCE_MAX = 100;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Another window's message, checked: anything else on the channel (another build, another app of the
 * origin, a bad value, a group none of `groups` — this window's linked charts' — is in) is null and
 * ignored. Checked by hand, not by a schema: one comes per frame while a pointer moves in any window.
 */
export function parseCrosshairMessage(
  data: unknown,
  groups: { has(group: LinkGroup): boolean },
): CrosshairMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, source } = data as Record<string, unknown>;
  // A group of this window's charts is a link group.
  const group = (data as Record<string, unknown>).group as LinkGroup;
  if (!groups.has(group) || typeof source !== 'string' || source.length === 0 || source.length > SOURCE_MAX)
    return null;
  if (kind === 'crosshair') {
    const { time } = data as Record<string, unknown>;
    if (time !== null && !isFiniteNumber(time)) return null;
    return { kind, group, time, source };
  }
  if (kind === 'span') {
    const { rightTime, secondsPerPx } = data as Record<string, unknown>;
    if (!isFiniteNumber(rightTime) || !isFiniteNumber(secondsPerPx) || secondsPerPx <= 0) return null;
    return { kind, group, source, rightTime, secondsPerPx };
  }
  return null;
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
