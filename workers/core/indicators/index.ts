/**
 * The chart's indicator library: pure, DOM-free, run by the chart worker and directly by tests and
 * benches. Each indicator is a kernel stepped bar by bar (kernel.ts), so a live tick costs O(1).
 *
 *   sources.ts     the price a bar gives (open … ohlc4), typical price, true range
 *   streams.ts     running pieces: window sum, simple and exponential averages, window extreme, window moments
 *   kernel.ts      IndicatorKernel and IndicatorRun (lines kept up to date with a live series)
 *   definition.ts  an indicator as data: placement, parameters and their checks, lines, levels
 *   catalog.ts     every indicator's definition by kind (what the main thread reads)
 *   kernels.ts     every indicator's kernel by kind, and runs of them (what the worker computes with)
 *   <kind>.ts      one indicator each: its definition and its kernel
 */
export * from './sources';
export * from './streams';
export * from './kernel';
export * from './definition';
export * from './catalog';
export * from './kernels';
export { rsiOf } from './rsi';
