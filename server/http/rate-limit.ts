/**
 * A count of actions per key (a remote address) within a fixed window: `take` answers 0 while the key is
 * within its limit, else the milliseconds until its window ends. Keys live in a bounded LRU (the least
 * recently used go first), so a stream of made-up addresses cannot grow it.
 */
import { LruCache } from '../market/lru';

export interface RateRule {
  /** Actions allowed per window. */
  limit: number;
  windowMs: number;
  /** Keys kept at most. */
  capacity: number;
}

interface Window {
  startedAt: number;
  count: number;
}

export class RateLimit {
  private readonly windows: LruCache<string, Window>;

  constructor(
    private readonly rule: RateRule,
    private readonly now: () => number,
  ) {
    this.windows = new LruCache(rule.capacity);
  }

  /** Counts one action of `key`: 0 when allowed, else the wait until it may act again (not counted). */
  take(key: string): number {
    const now = this.now();
    const window = this.windows.getOrCreate(key, () => ({ startedAt: now, count: 0 }));
    // A window that starts in the future (the clock was set back) starts again now, so a clock set back
    // an hour does not refuse for an hour.
    if (now < window.startedAt || now - window.startedAt >= this.rule.windowMs) {
      window.startedAt = now;
      window.count = 0;
    }
    if (window.count >= this.rule.limit) return window.startedAt + this.rule.windowMs - now;
    window.count += 1;
    return 0;
  }
}
