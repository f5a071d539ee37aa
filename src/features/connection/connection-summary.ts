/**
 * What the connection strip shows, computed from the feed's ConnectionState and the current time.
 * Pure, so the strip's rules (freshness, staleness, formatting) are tested with tables.
 */
import type { ConnectionState, ConnectionStatus } from '../../api/feed-types';
import { formatNumber } from '../../lib/format';

/** A feed that has said nothing for longer than this is shown as stale (the server beats every 5 s). */
export const STALE_AFTER_MS = 5_000;

/** How often the strip refreshes: human speed, enough for a freshness clock in tenths of a second. */
export const CONNECTION_REFRESH_MS = 250;

export interface ConnectionSummary {
  status: ConnectionStatus;
  framesPerSecond: string;
  /** Age of the newest frame in seconds with one decimal, or null before the first frame. */
  ageSeconds: string | null;
  stale: boolean;
  reconnects: string;
  droppedFrames: string;
  gaps: string;
}

export function summarizeConnection(
  state: ConnectionState,
  now: number,
  staleAfterMs: number = STALE_AFTER_MS,
): ConnectionSummary {
  const hasFrame = state.lastFrameAt > 0;
  const ageMs = hasFrame ? Math.max(0, now - state.lastFrameAt) : 0;
  return {
    status: state.status,
    framesPerSecond: formatNumber(state.framesPerSecond, 0),
    ageSeconds: hasFrame ? formatNumber(ageMs / 1000, 1, 'down') : null,
    stale: hasFrame && ageMs > staleAfterMs,
    reconnects: formatNumber(state.reconnects, 0),
    droppedFrames: formatNumber(state.droppedFrames, 0),
    gaps: formatNumber(state.gaps, 0),
  };
}

/** True when both would look the same on screen (the strip skips a render then). */
export function sameSummary(a: ConnectionSummary, b: ConnectionSummary): boolean {
  return (Object.keys(a) as (keyof ConnectionSummary)[]).every((field) => a[field] === b[field]);
}
