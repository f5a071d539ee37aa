import { describe, expect, it } from 'vitest';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import {
  INDICATOR_KINDS,
  INDICATORS,
  IndicatorRun,
  runOf,
  withDefaults,
  type IndicatorKernel,
} from '../../../../../workers/core/indicators';

/** A kernel that records its steps: the running count of committed bars, and the bar stepped. */
class Recorder implements IndicatorKernel {
  steps: string[] = [];
  private committed = 0;
  clear(): void {
    this.steps.push('clear');
    this.committed = 0;
  }
  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    this.steps.push(`${i}${commit ? '' : '?'}`);
    out[0]![i] = this.committed + series.close[i]!;
    if (commit) this.committed += 1;
  }
}

function series(length: number): CandleSeries {
  const out = createSeries(64);
  out.length = length;
  for (let i = 0; i < length; i += 1) out.close[i] = i * 10;
  return out;
}

describe('IndicatorRun', () => {
  it('commits every bar but the last, and peeks the last', () => {
    const kernel = new Recorder();
    const run = new IndicatorRun(kernel, 1);
    run.reset(series(3), 3);
    expect(kernel.steps).toEqual(['clear', '0', '1', '2?']);
    expect(Array.from(run.lines[0]!.subarray(0, 3))).toEqual([0, 11, 22]);
  });

  it('re-steps only the last bar on a tick, commits it when the next bar comes', () => {
    const kernel = new Recorder();
    const run = new IndicatorRun(kernel, 1);
    const bars = series(3);
    run.reset(bars, 3);
    kernel.steps = [];
    run.update(bars, 3, 2);
    expect(kernel.steps).toEqual(['2?']);
    run.update(series(5), 5, 3);
    expect(kernel.steps).toEqual(['2?', '2', '3', '4?']);
    expect(run.length).toBe(5);
  });

  it('recomputes from the start when an older bar changed or bars went', () => {
    const kernel = new Recorder();
    const run = new IndicatorRun(kernel, 1);
    run.reset(series(4), 4);
    kernel.steps = [];
    run.update(series(4), 4, 1);
    expect(kernel.steps).toEqual(['clear', '0', '1', '2', '3?']);
    kernel.steps = [];
    run.update(series(2), 2, 2);
    expect(kernel.steps).toEqual(['clear', '0', '1?']);
  });

  it('grows its lines and keeps the values', () => {
    const run = new IndicatorRun(new Recorder(), 2);
    const bars = series(40);
    for (let length = 1; length <= 40; length += 1) run.update(bars, length, length - 1);
    expect(run.lines[0]!.length).toBeGreaterThanOrEqual(40);
    expect(run.lines[0]![39]).toBe(39 + 390);
    expect(run.lines[0]![5]).toBe(5 + 50);
  });

  it('an empty series has no bars to step', () => {
    const kernel = new Recorder();
    const run = new IndicatorRun(kernel, 1);
    run.reset(series(0), 0);
    expect(kernel.steps).toEqual(['clear']);
    expect(run.length).toBe(0);
  });
});

describe('IndicatorRun past a trim', () => {
  it('moves its lines down with the bars dropped and goes on from its state', () => {
    const kernel = new Recorder();
    const run = new IndicatorRun(kernel, 1);
    run.reset(series(6), 6);
    run.trim(2);
    expect(run.length).toBe(4);
    // Bars 2..5 are now 0..3; bar 5 (now 3) was the live one, and a new bar comes after it.
    const moved = series(5);
    kernel.steps = [];
    run.update(moved, 5, 4);
    expect(kernel.steps).toEqual(['3', '4?']);
    expect(Array.from(run.lines[0]!.subarray(0, 3))).toEqual([2 + 20, 3 + 30, 4 + 40]);
  });

  it('starts over when every committed bar was dropped', () => {
    const kernel = new Recorder();
    const run = new IndicatorRun(kernel, 1);
    run.reset(series(3), 3);
    run.trim(-1);
    expect(run.length).toBe(3);
    kernel.steps = [];
    run.trim(2);
    expect(run.length).toBe(0);
    run.update(series(2), 2, 1);
    expect(kernel.steps).toEqual(['clear', '0', '1?']);
  });
});

describe('the catalog', () => {
  it('offers every indicator once, overlays before panes, each checked with its defaults', () => {
    expect(INDICATOR_KINDS).toEqual([
      'sma',
      'ema',
      'wma',
      'bollinger',
      'vwap',
      'anchoredVwap',
      'keltner',
      'ichimoku',
      'psar',
      'rsi',
      'macd',
      'stochastic',
      'stochRsi',
      'atr',
      'obv',
      'cci',
      'mfi',
      'adx',
      'volume',
    ]);
    const placements = INDICATORS.map((definition) => definition.placement);
    expect(placements.lastIndexOf('overlay')).toBeLessThan(placements.indexOf('pane'));
    for (const definition of INDICATORS) {
      const run = runOf(definition);
      expect(run.lines).toHaveLength(definition.lines.length);
      expect(new Set(definition.lines.map((line) => line.name)).size).toBe(definition.lines.length);
      for (const fill of definition.fills ?? [])
        for (const name of fill.between) expect(definition.lines.map((line) => line.name)).toContain(name);
      expect(definition.shifts?.(withDefaults(definition)).length ?? definition.lines.length).toBe(
        definition.lines.length,
      );
    }
  });
});
