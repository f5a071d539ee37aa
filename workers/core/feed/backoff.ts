/**
 * Reconnect delays: exponential growth from a base, capped, with jitter so that many clients dropped at
 * once do not come back in step. The random source is injected so tests can pin it.
 */
export interface BackoffPolicy {
  /** Delay of the first attempt before jitter. */
  baseMs: number;
  /** Growth per failed attempt. */
  factor: number;
  /** Upper bound before jitter. */
  maxMs: number;
  /** Share of the delay that is random: the delay falls in [(1 - jitter) · d, d]. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 500, factor: 2, maxMs: 30_000, jitter: 0.5 };

/** Milliseconds to wait before attempt number `attempt` (0 = the first retry after a loss). */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const ceiling = Math.min(policy.maxMs, policy.baseMs * policy.factor ** n);
  const draw = random();
  const unit = Number.isFinite(draw) ? Math.min(1, Math.max(0, draw)) : 0;
  const jitter = Math.min(1, Math.max(0, policy.jitter));
  return Math.round(ceiling * (1 - jitter + jitter * unit));
}
