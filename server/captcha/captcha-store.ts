/**
 * Issued captchas, in memory. A key is judged once (`verify`): the right answer before its expiry makes it
 * solved, anything else ends it. A solved key is then used once by a form (`consume`: login, join) until
 * the captcha's expiry; before that it may vouch for a few uploads of its page (`vouch`: a guest's sign-up
 * documents come before the form). The store holds at most `capacity` captchas: expired and ended ones are swept on
 * every issue, and past that the oldest go first, so no flood of requests can grow it (issuing is also
 * rate-limited per address by the route).
 */
import { randomBytes } from 'node:crypto';
import { CAPTCHA } from '../../contract';

/** Captchas kept at most: 30 a minute from each of hundreds of addresses within the expiry fit. */
export const CAPTCHA_CAPACITY = 20_000;

type CaptchaState = 'issued' | 'solved';

interface Entry {
  answer: string;
  expiresAt: number;
  state: CaptchaState;
  /** Uploads this solved key has vouched for. */
  vouched: number;
}

/** The case and the spaces around an answer do not matter (the alphabet has no look-alike letters). */
export function sameAnswer(expected: string, given: string): boolean {
  return expected.toUpperCase() === given.trim().toUpperCase();
}

export class CaptchaStore {
  /** In insertion order, which is expiry order (every captcha lives as long): the oldest first. */
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number,
    private readonly capacity = CAPTCHA_CAPACITY,
  ) {}

  /** A new captcha for `answer`; answers its key (24 random bytes, 32 base64url characters). */
  issue(answer: string): string {
    const now = this.now();
    this.sweep(now);
    while (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    const key = randomBytes(24).toString('base64url');
    this.entries.set(key, {
      answer,
      expiresAt: now + CAPTCHA.expireSeconds * 1000,
      state: 'issued',
      vouched: 0,
    });
    return key;
  }

  /** Judges an answer, once: true makes the key solved; false (wrong, expired, unknown, judged) ends it. */
  verify(key: string, answer: string): boolean {
    const entry = this.live(key);
    if (!entry || entry.state !== 'issued' || !sameAnswer(entry.answer, answer)) {
      this.entries.delete(key);
      return false;
    }
    entry.state = 'solved';
    return true;
  }

  /** Uses a solved key for a form: true once; false for a key not solved, used, expired or unknown. */
  consume(key: string): boolean {
    const entry = this.live(key);
    if (!entry || entry.state !== 'solved') return false;
    this.entries.delete(key);
    return true;
  }

  /**
   * Lets a solved key vouch for one upload of its page: true at most `limit` times while it is solved and
   * live; the key stays solved for its form.
   */
  vouch(key: string, limit: number): boolean {
    const entry = this.live(key);
    if (!entry || entry.state !== 'solved' || entry.vouched >= limit) return false;
    entry.vouched += 1;
    return true;
  }

  /** The answer of a live captcha (the test-mode admin call), or undefined. */
  answerOf(key: string): string | undefined {
    return this.live(key)?.answer;
  }

  /** Captchas held now (tests). */
  get size(): number {
    return this.entries.size;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(key);
    }
  }
}
