/**
 * The per-socket message rate: a token bucket for the messages a socket may send, and a second one for
 * the messages it may have dropped before it counts as a flood. Pure, on an injected clock.
 */
import { FLOOD_ALLOWANCE, OP_BURST, OP_RATE_PER_SECOND } from './feed-limits';

/** `capacity` tokens, refilled at `perSecond`; a take succeeds while one is left. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  take(now: number): boolean {
    // A clock that steps back refills nothing (and takes nothing away).
    const elapsed = Math.max(0, now - this.last);
    this.last = Math.max(this.last, now);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.perSecond) / 1000);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** pass: handle the message; drop: ignore it (over the rate); close: the socket floods, shed it. */
export type OpVerdict = 'pass' | 'drop' | 'close';

export class OpGate {
  private readonly ops: TokenBucket;
  private readonly allowance: TokenBucket;

  constructor(now: number) {
    this.ops = new TokenBucket(OP_BURST, OP_RATE_PER_SECOND, now);
    this.allowance = new TokenBucket(FLOOD_ALLOWANCE, OP_RATE_PER_SECOND, now);
  }

  admit(now: number): OpVerdict {
    if (this.ops.take(now)) return 'pass';
    return this.allowance.take(now) ? 'drop' : 'close';
  }
}
