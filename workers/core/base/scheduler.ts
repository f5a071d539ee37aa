/**
 * Time as the feed sees it: a clock and one-shot timers, injected so that tests drive the session with
 * fake time. The system scheduler reads the epoch clock with sub-millisecond resolution.
 */
export type TimerId = unknown;

export interface Scheduler {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

export const systemScheduler: Scheduler = {
  now: () => performance.timeOrigin + performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};
