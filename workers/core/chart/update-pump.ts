/**
 * When the chart worker sends the window its charts' updates: at most one message in flight. The worker
 * sends once something changed (after UPDATE_BATCH_MS, so that the batches the feed worker posts into
 * several charts' ports at one server flush leave together), then waits until the window says it took
 * them (the window says so at its next animation frame). So the window gets one tail per chart per frame
 * at most, nothing while idle, and a hidden window (no frames) holds one message while the worker keeps
 * gathering the bars that change.
 */
import type { Scheduler, TimerId } from '../base/scheduler';

/** A batch waits this long for the other charts' batches of the same server flush. */
export const UPDATE_BATCH_MS = 2;

export class UpdatePump {
  /** The window took the last message (or none was sent yet). */
  private ready = true;
  private waiting = false;
  private timer: TimerId | null = null;

  constructor(
    /** Sends what is waiting; false when nothing was (it was taken or dropped meanwhile). */
    private readonly send: () => boolean,
    private readonly scheduler: Pick<Scheduler, 'setTimeout' | 'clearTimeout'>,
    private readonly delayMs = UPDATE_BATCH_MS,
  ) {}

  /** Something changed for the window. */
  notify(): void {
    this.waiting = true;
    this.schedule();
  }

  /** The window took the last message. */
  taken(): void {
    this.ready = true;
    this.schedule();
  }

  dispose(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = null;
    this.waiting = false;
  }

  private schedule(): void {
    if (!this.ready || !this.waiting || this.timer !== null) return;
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null;
      this.waiting = false;
      if (this.send()) this.ready = false;
    }, this.delayMs);
  }
}
