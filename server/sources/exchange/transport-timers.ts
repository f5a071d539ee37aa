/**
 * The clock and the one-shot timers the transport runs on (the rate limiter's waits, the REST timeout, the
 * socket's ping, idle deadline and reconnect backoff). Injected so that tests drive time; every timer is a
 * cancel function its owner keeps and calls when it closes, never a bare id it may forget.
 */
export interface TransportTimers {
  now(): number;
  /** Runs `run` once after `ms`; the returned function cancels it (a no-op once it ran). */
  after(ms: number, run: () => void): () => void;
}

export const systemTimers: TransportTimers = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** A promise that resolves after `ms` on `timers` (the rate limiter's wait). */
export function waitOn(timers: TransportTimers): (ms: number) => Promise<void> {
  return (ms) => new Promise((resolve) => void timers.after(ms, resolve));
}
