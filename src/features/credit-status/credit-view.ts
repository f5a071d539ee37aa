/**
 * What the credit status panel shows, as plain functions over the contract's CreditStatus: the expiry
 * countdown, a loan's state and close reason, which loans may be repaid early, the alerts newest first,
 * the alerts a new status brought, and the credit clock (the simulator's, which test mode can move ahead
 * of the browser's).
 */
import type { LoanCloseReason, LoanState } from '../../../contract/plus-buy';
import type { CreditAlertRow, CreditStatus, LoanRow } from '../../../contract/credit-status';

const SECOND_MS = 1_000;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** A countdown: whole days (0 under a day) and the rest as "HH:MM:SS", whole seconds cut; never below zero. */
export interface Countdown {
  days: number;
  clock: string;
}

export function countdown(remainingMs: number): Countdown {
  const total = Number.isFinite(remainingMs) ? Math.max(0, Math.floor(remainingMs / SECOND_MS)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  return { days, clock: `${pad2(hours)}:${pad2(minutes)}:${pad2(total % 60)}` };
}

/** A loan's state as shown: active, being auto-repaid, or repaid with how it ended. */
export interface LoanStateView {
  state: LoanState;
  reason: LoanCloseReason | null;
}

export function loanStateView(loan: Pick<LoanRow, 'state' | 'closeReason'>): LoanStateView {
  return { state: loan.state, reason: loan.state === 'repaid' ? loan.closeReason : null };
}

/** Only an active loan may be repaid early; one being auto-repaid or repaid is the exchange's. */
export function canRepay(loan: Pick<LoanRow, 'state'>): boolean {
  return loan.state === 'active';
}

/** Newest first; alerts of the same moment by their number, newest first. */
export function alertsNewestFirst(alerts: readonly CreditAlertRow[]): CreditAlertRow[] {
  return [...alerts].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.alertId - a.alertId);
}

/** How far the credit clock is ahead of the browser's, from a status's `now` and when it was received. */
export function creditClockOffset(status: Pick<CreditStatus, 'now'>, receivedAtMs: number): number {
  const now = Date.parse(status.now);
  return Number.isFinite(now) ? now - receivedAtMs : 0;
}

/** Time left until `expiresAt` at `creditNowMs` on the credit clock (ms; negative once past, NaN for a bad date). */
export function remainingMs(expiresAt: string, creditNowMs: number): number {
  return Date.parse(expiresAt) - creditNowMs;
}
