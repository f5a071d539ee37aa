import type { TransportTimers } from '../../../../../server/sources/exchange/transport-timers';

/** Lets pending promise chains and I/O callbacks run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Time a test moves by hand: `after` queues, `advance` runs what falls due in time order and lets each
 * one's promise chains settle before the next, so code awaiting a wait sees the time it woke at.
 */
export class VirtualTime implements TransportTimers {
  private nowMs: number;
  private seq = 0;
  private readonly queue: { at: number; seq: number; run: () => void }[] = [];

  constructor(startMs = 0) {
    this.nowMs = startMs;
  }

  now(): number {
    return this.nowMs;
  }

  after(ms: number, run: () => void): () => void {
    const entry = { at: this.nowMs + Math.max(0, ms), seq: this.seq++, run };
    this.queue.push(entry);
    return () => {
      const index = this.queue.indexOf(entry);
      if (index >= 0) this.queue.splice(index, 1);
    };
  }

  /** Timers not yet run. */
  get pending(): number {
    return this.queue.length;
  }

  /** The delays of the pending timers from now, soonest first. */
  pendingDelays(): number[] {
    return this.queue.map((entry) => entry.at - this.nowMs).sort((a, b) => a - b);
  }

  async advance(ms: number): Promise<void> {
    const end = this.nowMs + ms;
    for (;;) {
      await settle();
      const next = this.queue
        .filter((entry) => entry.at <= end)
        .sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.queue.splice(this.queue.indexOf(next), 1);
      this.nowMs = next.at;
      next.run();
    }
    this.nowMs = end;
    await settle();
  }
}
