/**
 * Connection state of the live feed as the worker reports it (re-exported by src/api/feed-types.ts).
 * `status` moves connecting → open; after a loss, reconnecting, and offline once OFFLINE_AFTER_ATTEMPTS
 * attempts in a row have failed (the retry dialog's state). The feed keeps retrying with backoff while offline.
 */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** Successful reconnects since the feed started. */
  reconnects: number;
  /** Failed attempts in the current outage (drives the retry dialog and the backoff). */
  attempt: number;
  /** When the next attempt is due (ms since epoch), or null while open. */
  nextRetryAt: number | null;
  /** Arrival time of the newest frame (ms since epoch); 0 before the first. */
  lastFrameAt: number;
  /** Frames decoded per second, over the last second. */
  framesPerSecond: number;
  /** Malformed frames dropped since start. */
  droppedFrames: number;
  /** Sequence gaps detected (each one triggers a snapshot resync). */
  gaps: number;
}

/** Failed attempts after which the feed reports itself offline. */
export const OFFLINE_AFTER_ATTEMPTS = 3;

export function initialConnectionState(): ConnectionState {
  return {
    status: 'connecting',
    reconnects: 0,
    attempt: 0,
    nextRetryAt: null,
    lastFrameAt: 0,
    framesPerSecond: 0,
    droppedFrames: 0,
    gaps: 0,
  };
}

/** Every field is a number, a string or null: equal when each field is. */
export function sameConnectionState(a: ConnectionState, b: ConnectionState): boolean {
  return (Object.keys(a) as (keyof ConnectionState)[]).every((field) => a[field] === b[field]);
}
