/**
 * Deterministic randomness. Every random stream of the market model is derived from the seed and a few
 * integers (coin, day, block), so any part of history can be regenerated alone and identically.
 */

/** 32-bit FNV-1a of a string: a stable number for a coin key. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes integers into one 32-bit seed (murmur3 finaliser after each word). */
export function mixSeed(...words: number[]): number {
  let h = 0x9e3779b9;
  for (const word of words) {
    h ^= word >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
    h = (h + 0x6d2b79f5) >>> 0;
  }
  return h >>> 0;
}

/** sfc32: small, fast and good enough for a simulation; `next()` is uniform in [0, 1). */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;
  private spare: number | undefined;

  constructor(seed: number) {
    this.a = seed >>> 0;
    this.b = mixSeed(seed, 1);
    this.c = mixSeed(seed, 2);
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Uniform in (0, 1): safe for logarithms. */
  open(): number {
    return (this.next() * 4294967295 + 0.5) / 4294967296;
  }

  /** Standard normal (Box–Muller, both values used). */
  normal(): number {
    if (this.spare !== undefined) {
      const value = this.spare;
      this.spare = undefined;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(this.open()));
    const angle = 2 * Math.PI * this.next();
    this.spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  }

  /** Exponential with mean 1. */
  exponential(): number {
    return -Math.log(this.open());
  }
}

/**
 * Splits `total` whole units into parts proportional to `weights`; the parts are whole and sum to `total`
 * exactly, so volumes aggregate without rounding error.
 */
export function splitUnits(total: number, weights: ArrayLike<number>, out: Float64Array): void {
  let weightSum = 0;
  for (let i = 0; i < weights.length; i++) weightSum += weights[i]!;
  let assigned = 0;
  for (let i = 0; i < weights.length; i++) {
    const part = weightSum > 0 ? Math.floor((total * weights[i]!) / weightSum) : 0;
    out[i] = part;
    assigned += part;
  }
  let rest = total - assigned;
  for (let i = 0; rest > 0; i = (i + 1) % weights.length, rest--) out[i] = out[i]! + 1;
}
