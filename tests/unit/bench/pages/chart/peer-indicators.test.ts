// The chart-indicators bench's peer computes what ours computes: trading-signals' indicators, fed as the
// peer page feeds them (every history bar added, each tick replacing the last input, a new bar added),
// give the library's values at every bar the chart shows, and after every tick of a live walk.
import { describe, expect, test } from 'vitest';
import { BENCH_INDICATORS, BENCH_KINDS } from '../../../../../bench/pages/chart/indicator-set';
import { benchHistory } from '../../../../../bench/pages/chart/page-workload';
import { PeerIndicators, type BarValues } from '../../../../../bench/pages/chart/peer-indicators';
import type { Candle } from '../../../../../workers/core/chart/candle-builder';
import { createSeries } from '../../../../../workers/core/base/series';
import { createIndicatorRun, type IndicatorRun } from '../../../../../workers/core/indicators';

const BARS = 5_000;
/** A whole minute: 2025-01-05 00:00 UTC, so the history spans several KST days (sessions of the VWAP). */
const END = 1_736_035_200;
const SHOWN = 240;
const TICKS = 1_200;

/** Ours: the library's runs of the bench's set over a series the test writes bar by bar. */
function ourIndicators(capacity: number) {
  const series = createSeries(capacity);
  const runs = new Map<string, IndicatorRun>(
    BENCH_KINDS.map((kind) => [kind, createIndicatorRun(kind, BENCH_INDICATORS[kind])]),
  );
  const put = (i: number, bar: Candle) => {
    series.time[i] = bar.time;
    series.open[i] = bar.open;
    series.high[i] = bar.high;
    series.low[i] = bar.low;
    series.close[i] = bar.close;
    series.volume[i] = bar.volume;
  };
  const line = (kind: string, index: number, i: number) => runs.get(kind)!.lines[index]![i]!;
  return {
    /** The history's bars, computed at once. */
    open(history: readonly Candle[]) {
      history.forEach((bar, i) => put(i, bar));
      series.length = history.length;
      for (const run of runs.values()) run.reset(series, history.length);
    },
    /** Bar `i` set (the last bar replaced, or one appended), the lines brought up to date. */
    set(i: number, bar: Candle) {
      put(i, bar);
      series.length = Math.max(series.length, i + 1);
      for (const run of runs.values()) run.update(series, series.length, i);
    },
    values(i: number): BarValues {
      return {
        basis: line('bollinger', 0, i),
        upper: line('bollinger', 1, i),
        lower: line('bollinger', 2, i),
        ema: line('ema', 0, i),
        vwap: line('vwap', 0, i),
        volumeMa: line('volume', 1, i),
        rsi: line('rsi', 0, i),
        macd: line('macd', 0, i),
        signal: line('macd', 1, i),
        histogram: line('macd', 2, i),
      };
    },
  };
}

/** Each value of `peer` within 1e-9 of `ours`' (relative, or absolute under 1: MACD crosses zero). */
function expectClose(peer: BarValues, ours: BarValues, where: string): void {
  for (const key of Object.keys(ours) as (keyof BarValues)[]) {
    const difference = Math.abs(peer[key] - ours[key]);
    expect(difference, `${key} at ${where}: ${peer[key]} against ${ours[key]}`).toBeLessThanOrEqual(
      1e-9 * Math.max(1, Math.abs(ours[key])),
    );
  }
}

describe('the chart-indicators peer (trading-signals) against the chart worker’s library', () => {
  const history = benchHistory(BARS, END);

  test('the same values at every bar the chart shows at start', () => {
    const ours = ourIndicators(BARS);
    ours.open(history);
    const peer = new PeerIndicators();
    const values = history.map((bar) => peer.update(bar, false));
    for (let i = BARS - SHOWN; i < BARS; i += 1) expectClose(values[i]!, ours.values(i), `bar ${i}`);
  });

  test('the same last values after every tick of a live walk: the last bar revised, a new bar each 60', () => {
    const ours = ourIndicators(BARS + TICKS);
    ours.open(history);
    const peer = new PeerIndicators();
    for (const bar of history) peer.update(bar, false);
    let seed = 12_345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let bar = { ...history[BARS - 1]! };
    let last = BARS - 1;
    for (let tick = 1; tick <= TICKS; tick += 1) {
      const price = bar.close * (1 + (random() - 0.5) * 0.002);
      const quantity = 0.01 + random();
      const appended = tick % 60 === 0;
      bar = appended
        ? { time: bar.time + 60, open: price, high: price, low: price, close: price, volume: quantity }
        : {
            ...bar,
            high: Math.max(bar.high, price),
            low: Math.min(bar.low, price),
            close: price,
            volume: bar.volume + quantity,
          };
      if (appended) last += 1;
      ours.set(last, bar);
      expectClose(peer.update(bar, !appended), ours.values(last), `tick ${tick}`);
    }
  });
});
