/**
 * Fault switches: maintenance (pause), service block, timeout, too many requests, server error, dropped
 * sockets, skipped ticker frames, blocked favourites and the access queue (queue.ts). Set at start (--faults) and, in test mode, by the
 * admin call; the REST hook, the favourites routes and the socket hub read them on every request and frame.
 */
import type { Faults } from '../contract';

export const DEFAULT_FAULTS: Faults = {
  pause: false,
  block: false,
  timeout: false,
  timeoutDelayMs: 15_000,
  tooManyRequests: false,
  serverError: false,
  dropSocket: false,
  skipTickerFrameEvery: 0,
  favoritesBlocked: false,
  queue: false,
  // Half a minute at one place a second: long enough to watch the skin count down.
  queueLength: 30,
  queueAdmitPerSecond: 1,
};

export class FaultSwitch {
  private state: Faults;
  private readonly listeners = new Set<(faults: Faults, previous: Faults) => void>();

  constructor(initial: Partial<Faults> = {}) {
    this.state = { ...DEFAULT_FAULTS, ...initial };
  }

  get current(): Readonly<Faults> {
    return this.state;
  }

  /** Changes the named switches, keeps the others, and tells the listeners. */
  set(changes: Partial<Faults>): Faults {
    const previous = this.state;
    this.state = { ...previous, ...changes };
    for (const listener of this.listeners) listener(this.state, previous);
    return this.state;
  }

  onChange(listener: (faults: Faults, previous: Faults) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
