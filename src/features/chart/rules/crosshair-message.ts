/**
 * The linked charts' messages between windows (crosshair-channel.ts) and their check: apart from the rest
 * of the link's rules so that only a chart in a link group loads it (with the link groups' names).
 */
import { isLinkGroup, type LinkGroup } from '../../../../contract/workspace-layout';
import type { TimeSpan } from './crosshair-sync';

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
 * origin, a bad value) is null and ignored. Checked by hand, not by a schema: one comes per frame while a
 * pointer moves in any window.
 */
export function parseCrosshairMessage(data: unknown): CrosshairMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, group, source } = data as Record<string, unknown>;
  if (!isLinkGroup(group) || typeof source !== 'string' || source.length === 0 || source.length > SOURCE_MAX)
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
