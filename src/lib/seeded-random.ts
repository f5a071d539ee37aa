/**
 * mulberry32: a seeded generator of uniform numbers in [0, 1) from a 32-bit seed — the same stream on every
 * run and in every engine. Bench data, the chart bench page's bars (which others reproduce from its
 * definition) and randomised tests draw from it. (The simulator's market model has its own, sfc32 in
 * server/market/prng.ts: streams derived per coin, day and block.)
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
