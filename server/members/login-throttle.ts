/**
 * Login throttling: failed logins counted per key (a login ID, a remote address), a growing lock once a
 * key has used its free failures. An attempt counts as a failure from the moment it starts, so parallel
 * guesses cannot all pass the check before the first one fails; a success gives it back. The state is a
 * bounded LRU in memory (the least recently touched keys go first) and a key quiet for `forgetMs` starts
 * over, so no stream of made-up IDs or addresses can grow it. The login route also reads the count to
 * ask for a captcha (CAPTCHA.loginFailuresBeforeCaptcha) before the lock.
 */
import { LruCache } from '../market/lru';

export interface ThrottleRule {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /** A key with no attempt for this long starts over. */
  forgetMs: number;
  /** Keys kept at most. */
  capacity: number;
}

/** Per login ID: five tries, then 30 s, 1 min, 2 min… up to 15 min. */
export const PER_LOGIN_ID: ThrottleRule = {
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  capacity: 10_000,
};

/** Per remote address: a larger budget (many members may share one address), then the same backoff. */
export const PER_ADDRESS: ThrottleRule = {
  freeFailures: 50,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  capacity: 10_000,
};

interface Entry {
  failures: number;
  lockedUntil: number;
  lastAt: number;
}

/** The lock after `failures` failures: none within the free ones, then base × 2^(extra), capped. */
export function lockMs(rule: ThrottleRule, failures: number): number {
  const extra = failures - rule.freeFailures;
  if (extra < 0) return 0;
  return Math.min(rule.maxLockMs, rule.baseLockMs * 2 ** Math.min(extra, 30));
}

export class LoginThrottle {
  private readonly entries: LruCache<string, Entry>;

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number,
  ) {
    this.entries = new LruCache(rule.capacity);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.lastAt >= this.rule.forgetMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitMs(key: string): number {
    const entry = this.live(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  /** Failures of `key` counted now (attempts still running included), within `forgetMs`. */
  failures(key: string): number {
    return this.live(key)?.failures ?? 0;
  }

  /** Counts an attempt of `key` as a failure until `succeeded` gives it back. */
  attempt(key: string): void {
    const now = this.now();
    const entry =
      this.live(key) ?? this.entries.getOrCreate(key, () => ({ failures: 0, lockedUntil: 0, lastAt: now }));
    entry.failures += 1;
    entry.lastAt = now;
    const lock = lockMs(this.rule, entry.failures);
    if (lock > 0) entry.lockedUntil = now + lock;
  }

  /** The attempt succeeded: it was no failure, and the lock it started (if any) is lifted. */
  succeeded(key: string): void {
    const entry = this.live(key);
    if (!entry) return;
    entry.failures = Math.max(0, entry.failures - 1);
    if (lockMs(this.rule, entry.failures) === 0) entry.lockedUntil = 0;
  }

  /** Forgets `key` (a successful login resets its ID). */
  reset(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every key (the test-mode admin call). */
  clear(): void {
    this.entries.clear();
  }
}

/** The two throttles of the login route: per login ID and per remote address. */
export interface LoginThrottles {
  byLoginId: LoginThrottle;
  byAddress: LoginThrottle;
}

export function loginThrottles(now: () => number): LoginThrottles {
  return { byLoginId: new LoginThrottle(PER_LOGIN_ID, now), byAddress: new LoginThrottle(PER_ADDRESS, now) };
}
