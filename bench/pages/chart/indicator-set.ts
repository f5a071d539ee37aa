/**
 * The indicators of the chart-indicators bench page, one list both sides read so that they compute the
 * same thing: over the price Bollinger bands (20, 2 deviations, of the close), EMA 20 of the close and
 * VWAP anchored to the session (the exchange's day from 00:00 KST, of hlc3); in panes below it, in this
 * order, volume with its SMA 20, RSI 14 of the close and MACD 12/26/9 of the close. Every parameter is
 * written out, defaults included, so that the peer's are not left to a default that could differ.
 */
export const BENCH_INDICATORS = {
  bollinger: { length: 20, mult: 2, source: 'close' },
  ema: { length: 20, source: 'close' },
  vwap: { anchor: 'session', source: 'hlc3' },
  volume: { maLength: 20 },
  rsi: { length: 14, source: 'close' },
  macd: { fastLength: 12, slowLength: 26, signalLength: 9, source: 'close' },
} as const;

/** BENCH_INDICATORS' kinds in their order: the overlays, then the panes top to bottom. */
export const BENCH_KINDS = Object.keys(BENCH_INDICATORS) as (keyof typeof BENCH_INDICATORS)[];

/** The session VWAP's period: the exchange's day (00:00 KST = 15:00 UTC) that `time` (unix s) is in. */
export function kstDay(time: number): number {
  return Math.floor((time + 9 * 3_600) / 86_400);
}
