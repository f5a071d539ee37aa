/**
 * The candles of the chart bench page (/bench/chart?bars=N&seed=S), exactly as the bench defines them, so
 * that anyone can draw the same bars in another chart: a mulberry32(seed) uniform generator, Box–Muller
 * normals, a price starting at 100, one-minute bars from 2025-01-01 00:00 UTC.
 *
 * "Normals drawn in that order": the issue lists ret, high, low and volume, each with its own N, so every
 * bar draws four normals in that order — N₁ for the return, N₂ for the high's wick, N₃ for the low's, N₄
 * for the volume — each from two uniforms (u then v), the sine half of Box–Muller discarded. (One normal
 * shared by all four would tie the wicks and the volume to the return's sign and size, and "in that order"
 * would say nothing.)
 */
import type { Candle } from '../../workers/core/chart/candle-builder';
import { mulberry32 } from '../lib/seeded-random';

export const FIRST_BAR_TIME = 1_735_689_600;
export const BAR_SECONDS = 60;
export const START_PRICE = 100;
export const MAX_BENCH_BARS = 1_000_000;

/** A standard normal from two uniforms of `random` (u first, kept away from 0 so the log is finite). */
export function boxMuller(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const cents = (price: number) => Math.round(price * 100) / 100;

/** `count` bars from `seed`, oldest first. */
export function benchBars(count: number, seed: number): Candle[] {
  const random = mulberry32(seed);
  const bars: Candle[] = [];
  let open = START_PRICE;
  for (let i = 0; i < count; i += 1) {
    const nRet = boxMuller(random);
    const nHigh = boxMuller(random);
    const nLow = boxMuller(random);
    const nVolume = boxMuller(random);
    const ret = 0.0025 * nRet + 0.00002;
    const close = cents(Math.max(1, open * Math.exp(ret)));
    bars.push({
      time: FIRST_BAR_TIME + i * BAR_SECONDS,
      open,
      high: cents(Math.max(open, close) * (1 + 0.0012 * Math.abs(nHigh))),
      low: cents(Math.min(open, close) * (1 - 0.0012 * Math.abs(nLow))),
      close,
      volume: Math.round(1000 * Math.exp(0.6 * nVolume) * (1 + 200 * Math.abs(ret))),
    });
    open = close;
  }
  return bars;
}

export interface BenchQuery {
  bars: number;
  seed: number;
}

/** The page's query (`bars`, `seed`: whole numbers), or the message to show instead of a chart. */
export function parseBenchQuery(search: string): BenchQuery | { error: string } {
  const query = new URLSearchParams(search);
  const whole = (name: string, min: number, max: number): number | string => {
    const raw = query.get(name);
    if (raw === null) return `${name} is missing: /bench/chart?bars=N&seed=S`;
    if (!/^\d+$/.test(raw)) return `${name} must be a whole number, got "${raw}"`;
    const value = Number(raw);
    return value < min || value > max ? `${name} must be between ${min} and ${max}, got ${value}` : value;
  };
  const bars = whole('bars', 1, MAX_BENCH_BARS);
  const seed = whole('seed', 0, 2 ** 32 - 1);
  if (typeof bars === 'string') return { error: bars };
  if (typeof seed === 'string') return { error: seed };
  return { bars, seed };
}
