/**
 * The one store of SMS codes (contract/sms.ts), per member and work, for every SMS call: the "other SMS"
 * routes and the member SMS routes of the login send and confirm through it. Kept per running server;
 * codes and blocks need not outlive a restart.
 *
 * A send replaces the code but never the count of wrong codes: only a right code or the end of a block
 * resets it, so re-requesting cannot buy more guesses. The keys are members' (sessions or a login's right
 * password stand before every call), so the map grows no larger than members × works.
 */
import { randomInt } from 'node:crypto';
import {
  SMS_BLOCK_SECONDS,
  SMS_CODE_LENGTH,
  SMS_CODE_VALID_SECONDS,
  SMS_DAILY_SENDS,
  SMS_MAX_FAILURES,
  SMS_RESEND_SECONDS,
  type SmsSendWork,
} from '../../contract';

const DAY_MS = 24 * 3_600_000;

export type SmsSendOutcome =
  | { kind: 'sent'; code: string }
  | { kind: 'blocked'; retryAfterSec: number }
  /** Within SMS_RESEND_SECONDS of the last send. */
  | { kind: 'resendLocked'; retryAfterSec: number }
  /** SMS_DAILY_SENDS sends in the last 24 hours already. */
  | { kind: 'dailyLimit' };

export type SmsConfirmOutcome =
  | { kind: 'confirmed' }
  /** Blocked before, or by this wrong code (the SMS_MAX_FAILURES-th). */
  | { kind: 'blocked'; retryAfterSec: number }
  | { kind: 'expired' }
  /** No code on its way: never sent, or used already. */
  | { kind: 'notRequested' }
  | { kind: 'mismatch'; failures: number; maxFailures: number };

interface Entry {
  code: string | null;
  sentAt: number;
  /** Send times within the last 24 hours, oldest first. */
  sends: number[];
  failures: number;
  blockedUntil: number;
}

export function randomSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

export class SmsCodes {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number,
    private readonly newCode: () => string = randomSmsCode,
  ) {}

  send(memNo: number, work: SmsSendWork): SmsSendOutcome {
    const now = this.now();
    const entry = this.entry(memNo, work);
    if (entry.blockedUntil > now)
      return { kind: 'blocked', retryAfterSec: secondsUntil(entry.blockedUntil, now) };
    const unlockAt = entry.sentAt + SMS_RESEND_SECONDS * 1000;
    if (entry.code !== null && unlockAt > now)
      return { kind: 'resendLocked', retryAfterSec: secondsUntil(unlockAt, now) };
    entry.sends = entry.sends.filter((at) => now - at < DAY_MS);
    if (entry.sends.length >= SMS_DAILY_SENDS) return { kind: 'dailyLimit' };
    entry.sends.push(now);
    entry.code = this.newCode();
    entry.sentAt = now;
    return { kind: 'sent', code: entry.code };
  }

  confirm(memNo: number, work: SmsSendWork, code: string): SmsConfirmOutcome {
    const now = this.now();
    const entry = this.entry(memNo, work);
    if (entry.blockedUntil > now)
      return { kind: 'blocked', retryAfterSec: secondsUntil(entry.blockedUntil, now) };
    if (entry.code === null) return { kind: 'notRequested' };
    if (now - entry.sentAt >= SMS_CODE_VALID_SECONDS * 1000) {
      entry.code = null;
      return { kind: 'expired' };
    }
    if (entry.code === code) {
      entry.code = null;
      entry.failures = 0;
      return { kind: 'confirmed' };
    }
    entry.failures += 1;
    if (entry.failures < SMS_MAX_FAILURES)
      return { kind: 'mismatch', failures: entry.failures, maxFailures: SMS_MAX_FAILURES };
    entry.code = null;
    entry.failures = 0;
    entry.blockedUntil = now + SMS_BLOCK_SECONDS * 1000;
    return { kind: 'blocked', retryAfterSec: SMS_BLOCK_SECONDS };
  }

  /** The code on its way, for the test-mode admin call only. */
  lastCode(memNo: number, work: SmsSendWork): string | undefined {
    return this.entries.get(keyOf(memNo, work))?.code ?? undefined;
  }

  private entry(memNo: number, work: SmsSendWork): Entry {
    const key = keyOf(memNo, work);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { code: null, sentAt: 0, sends: [], failures: 0, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    return entry;
  }
}

function keyOf(memNo: number, work: SmsSendWork): string {
  return `${memNo}:${work}`;
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
