/**
 * Keeps one exchange's REST calls within its documented budgets, per rate-limit group, and stops every
 * group of that exchange while it throttles us.
 *
 * The budgets, as the exchanges document them:
 * - Upbit quotation REST: per IP, per group, 10 requests a second; every answer carries
 *   `Remaining-Req: group=default; min=1800; sec=29` (`sec` = requests left in the current second, `min`
 *   deprecated); too many → 429, keeping on → 418 with the block time (docs.upbit.com/kr/reference/rate-limits,
 *   docs.upbit.com/docs/user-request-guide "초당 10회 … 종목, 캔들, 체결, 티커, 호가별 각각 적용").
 * - Bithumb public REST: per IP, per category (candle, orderbook, ticker, trade, other) 150 requests a second
 *   (apidocs.bithumb.com/docs/api-요청-수-제한-안내 "분류 항목별 150회").
 *
 * A call starts only when (1) the exchange is not blocked (418) or backing off (429), (2) fewer than the
 * group's budget started in the last second (a sliding window: no 1 s window ever holds more), and (3) the
 * exchange's own count of what is left this second (`Remaining-Req` sec) is not used up. Pure: time comes
 * from the injected `now` and `wait`.
 */

/** Upbit: 10 a second per quotation group. */
export const UPBIT_GROUP_BUDGET = 10;
/** Bithumb: 150 a second per public category. */
export const BITHUMB_GROUP_BUDGET = 150;

/** The sliding window's span. */
const WINDOW_MS = 1000;

export interface RateLimiterOptions {
  /** Starts allowed per group in any 1 s window. */
  perSecond: number;
  now(): number;
  wait(ms: number): Promise<void>;
  /** First 429's pause; each further 429 in a row doubles it, up to `throttleCapMs`. */
  throttleBaseMs?: number;
  throttleCapMs?: number;
  /** A 418 whose answer gives no block time blocks this long (Bithumb's socket block is 10 minutes). */
  blockDefaultMs?: number;
}

interface Group {
  /** Start times in the last second, oldest first. */
  starts: number[];
  /** The exchange's `Remaining-Req` sec: `left` more starts until `untilMs`. */
  told?: { left: number; untilMs: number };
}

export class RateLimiter {
  private readonly groups = new Map<string, Group>();
  private pausedUntil = 0;
  private throttledInARow = 0;
  private readonly throttleBaseMs: number;
  private readonly throttleCapMs: number;
  private readonly blockDefaultMs: number;

  constructor(private readonly options: RateLimiterOptions) {
    if (!(options.perSecond >= 1)) throw new RangeError('perSecond must be at least 1');
    this.throttleBaseMs = options.throttleBaseMs ?? 1000;
    this.throttleCapMs = options.throttleCapMs ?? 60_000;
    this.blockDefaultMs = options.blockDefaultMs ?? 10 * 60_000;
  }

  /** Resolves when a call of `group` may start, and counts that start. */
  async acquire(group: string): Promise<void> {
    for (;;) {
      const delay = this.delayFor(group);
      if (delay <= 0) {
        this.start(group);
        return;
      }
      await this.options.wait(delay);
    }
  }

  /** How long from now the whole exchange stays paused by a 429 or 418 (0 when it is not). */
  pausedForMs(): number {
    return Math.max(0, this.pausedUntil - this.options.now());
  }

  /** An answer's `Remaining-Req` header: the exchange's count of what `group` has left this second. */
  noteRemaining(group: string, left: number): void {
    if (!Number.isFinite(left) || left < 0) return;
    this.group(group).told = { left: Math.floor(left), untilMs: this.options.now() + WINDOW_MS };
  }

  /** A 2xx answer: the throttle streak is over. */
  noteAccepted(): void {
    this.throttledInARow = 0;
  }

  /** A 429: pause the exchange, exponentially longer for each one in a row (or as long as the answer says). */
  noteThrottled(retryAfterMs?: number): void {
    this.throttledInARow += 1;
    const backoff = Math.min(this.throttleCapMs, this.throttleBaseMs * 2 ** (this.throttledInARow - 1));
    this.pauseFor(Math.max(backoff, retryAfterMs ?? 0));
  }

  /** A 418: the exchange blocked us for `blockMs` (as its answer said) or the long default. */
  noteBlocked(blockMs?: number): void {
    this.pauseFor(blockMs !== undefined && blockMs > 0 ? blockMs : this.blockDefaultMs);
  }

  private pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.options.now() + ms);
  }

  private group(name: string): Group {
    let group = this.groups.get(name);
    if (!group) {
      group = { starts: [] };
      this.groups.set(name, group);
    }
    return group;
  }

  /** 0 when a start of `group` is allowed now, else how long to wait before asking again. */
  private delayFor(name: string): number {
    const now = this.options.now();
    const group = this.group(name);
    // A start at s counts against every window that holds s: it is out of the window once now ≥ s + 1 s.
    while (group.starts.length > 0 && group.starts[0]! + WINDOW_MS <= now) group.starts.shift();
    let delay = this.pausedUntil - now;
    const budget = this.options.perSecond;
    if (group.starts.length >= budget) {
      delay = Math.max(delay, group.starts[group.starts.length - budget]! + WINDOW_MS - now);
    }
    if (group.told && group.told.untilMs > now && group.told.left <= 0) {
      delay = Math.max(delay, group.told.untilMs - now);
    }
    return delay;
  }

  private start(name: string): void {
    const now = this.options.now();
    const group = this.group(name);
    group.starts.push(now);
    if (group.told) {
      if (group.told.untilMs > now) group.told.left -= 1;
      else group.told = undefined;
    }
  }
}
