/**
 * Timing for the compute benches. The machine is shared and noisy, so ours and the peer run in short
 * alternating rounds, and the figures are medians over rounds: a busy moment slows both sides of a round.
 */
import { median } from './stats';

/** Keeps results alive so that the JIT cannot drop the work that made them. */
let sink = 0;
export function consume(value: number): void {
  sink = (sink + value) % 1_000_003;
}
export function sinkValue(): number {
  return sink;
}

/**
 * Nanoseconds per operation of `body`, which does `ops` operations per call: calls it until `ms` of
 * wall time have passed (at least once) and divides. `prepare` runs before each call, untimed.
 */
export function nsPerOp(body: () => number, ops: number, ms: number, prepare?: () => void): number {
  let elapsed = 0;
  let calls = 0;
  do {
    prepare?.();
    const start = performance.now();
    consume(body());
    elapsed += performance.now() - start;
    calls += 1;
  } while (elapsed < ms);
  return (elapsed * 1e6) / (calls * ops);
}

export interface Side {
  body: () => number;
  ops: number;
  prepare?: () => void;
}

export interface Comparison {
  /** Median ns per operation. */
  ours: number;
  peer: number;
  /**
   * How many times faster ours is: the median of the rounds' peer/ours ratios. Steadier than the ratio
   * of the medians when the machine's load shifts during the run, since both sides of a round share it.
   */
  speedup: number;
}

/** Warms both sides up, then `rounds` alternating rounds of `roundMs` each. */
export function compare(
  ours: Side,
  peer: Side,
  { rounds = 7, roundMs = 150, warmMs = 150 } = {},
): Comparison {
  nsPerOp(ours.body, ours.ops, warmMs, ours.prepare);
  nsPerOp(peer.body, peer.ops, warmMs, peer.prepare);
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    a.push(nsPerOp(ours.body, ours.ops, roundMs, ours.prepare));
    b.push(nsPerOp(peer.body, peer.ops, roundMs, peer.prepare));
    ratios.push(b[round]! / a[round]!);
  }
  return { ours: median(a), peer: median(b), speedup: median(ratios) };
}
