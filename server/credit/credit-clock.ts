/**
 * The credit clock: real time plus an offset that the admin call moves ahead (test mode), so that loan
 * expiry, alert hours and refund days can be shown in seconds while the market keeps real time. The
 * offset lives in the database (`meta`), so a restart keeps the loans' clock where it was.
 */
import type { CreditStore } from './credit-store';

export class CreditClock {
  private offsetMs: number;

  constructor(
    private readonly store: CreditStore,
    private readonly realNow: () => number,
  ) {
    this.offsetMs = store.clockOffset();
  }

  now(): number {
    return this.realNow() + this.offsetMs;
  }

  /** Moves the clock ahead by `ms` (never back); answers the new time. */
  advance(ms: number): number {
    this.offsetMs += Math.max(0, ms);
    this.store.setClockOffset(this.offsetMs);
    return this.now();
  }
}
