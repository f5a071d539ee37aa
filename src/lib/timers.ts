/**
 * Timers with an owner. A renderer or a controller holds each of its timers as one of these objects and
 * cancels it when it is disposed, so nothing fires after its owner is gone and no second timer is started
 * over a pending one by accident. Lint keeps bare setTimeout, setInterval and requestAnimationFrame out of
 * src/render and the controllers (eslint.config.js, OWNED_TIMERS).
 */

/** A one-shot timer that can be started again: a start replaces the pending run. */
export class Timeout {
  private id: ReturnType<typeof setTimeout> | undefined;
  private readonly fire = () => {
    this.id = undefined;
    this.callback();
  };

  constructor(private readonly callback: () => void) {}

  /** Runs the callback after `ms` (a negative delay is 0), instead of any run still pending. */
  start(ms: number): void {
    this.cancel();
    this.id = setTimeout(this.fire, Math.max(0, ms));
  }

  /** Drops the pending run, if any. */
  cancel(): void {
    if (this.id === undefined) return;
    clearTimeout(this.id);
    this.id = undefined;
  }

  get pending(): boolean {
    return this.id !== undefined;
  }
}

/** The next animation frame, asked for once: asking again before it comes changes nothing. */
export class FrameRequest {
  private id: number | undefined;
  private readonly fire = (time: number) => {
    this.id = undefined;
    this.callback(time);
  };

  constructor(private readonly callback: (time: number) => void) {}

  request(): void {
    this.id ??= requestAnimationFrame(this.fire);
  }

  /** Drops the frame asked for, if any. */
  cancel(): void {
    if (this.id === undefined) return;
    cancelAnimationFrame(this.id);
    this.id = undefined;
  }

  get pending(): boolean {
    return this.id !== undefined;
  }
}
