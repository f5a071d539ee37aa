import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateTrades } from '../../../../../workers/core/chart/aggregate';
import {
  ChartEngine,
  viewBuffers,
  type IndicatorLinesSet,
  type IndicatorSpec,
} from '../../../../../workers/core/chart/chart-engine';
import { ChartService } from '../../../../../workers/core/chart/chart-service';
import { sliceSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { createIndicatorRun, INDICATORS_PER_CHART_MAX } from '../../../../../workers/core/indicators';
import { sliceTrades, T0_MS, tradesArb } from './generators';

const SPECS: IndicatorSpec[] = [
  { id: 'fast', kind: 'ema', params: { length: 3 } },
  { id: 'rsi', kind: 'rsi', params: { length: 5, source: 'hlc3' } },
  { id: 'slow', kind: 'sma', params: { length: 7 } },
];

/** Each spec's lines computed at once over the whole series. */
function batch(specs: readonly IndicatorSpec[], series: CandleSeries): Float64Array[][] {
  return specs.map((spec) => {
    const run = createIndicatorRun(spec.kind, spec.params);
    run.reset(series, series.length);
    return run.lines.map((line) => line.slice(0, series.length));
  });
}

/** Lines as plain arrays (NaN kept), for equality. */
const plain = (set: IndicatorLinesSet | undefined) =>
  set?.lines.map((lines) => lines.map((l) => Array.from(l)));

function engineWithBars(bars: number, maxBars?: number): ChartEngine {
  const engine = new ChartEngine('1', maxBars === undefined ? {} : { maxBars });
  const time = Array.from({ length: bars }, (_, i) => T0_MS + i * 60_000);
  const price = time.map((_, i) => 100 + ((i * 37) % 23) - (i % 5));
  engine.load(aggregateTrades({ time, price, quantity: time.map((_, i) => 1 + (i % 4)) }, '1'));
  return engine;
}

describe('a chart keeps its indicators', () => {
  it('answers their lines over the whole chart when they are set, equal to a computation at once', () => {
    const engine = engineWithBars(60);
    const set = engine.setIndicators(SPECS);
    expect(plain(set)).toEqual(plain({ revision: 0, lines: batch(SPECS, engine.series) }));
    expect(set.lines.map((lines) => lines[0]!.length)).toEqual([60, 60, 60]);
    expect(plain(engine.view().indicators)).toEqual(plain(set));
  });

  it('keeps them equal to a computation at once over every bar seen while trades stream in and the oldest bars are trimmed', () => {
    fc.assert(
      fc.property(
        tradesArb({ maxTrades: 400, spanMs: 86_400_000 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (all, cuts) => {
          const count = all.time.length;
          if (count < 2) return;
          const split = Math.max(1, Math.floor(count / 3));
          const engine = new ChartEngine('1', { maxBars: 30 });
          // The same chart without a cap: every bar seen, for the oracle.
          const uncapped = new ChartEngine('1');
          for (const each of [engine, uncapped]) {
            each.load(aggregateTrades(sliceTrades(all, 0, split), '1'));
            each.setIndicators(SPECS);
          }
          // The window's copy of the lines, patched with each tail as chart-data.ts does.
          let mirror = engine.view().indicators!.lines.map((lines) => lines.map((line) => Array.from(line)));
          const bounds = [
            ...new Set([split, ...cuts.map((c) => split + (c % (count - split + 1))), count]),
          ].sort((a, b) => a - b);
          for (let b = 1; b < bounds.length; b += 1) {
            const tail = engine.applyTrades(all, bounds[b - 1], bounds[b]);
            uncapped.applyTrades(all, bounds[b - 1], bounds[b]);
            const kept = engine.series.length;
            const offset = uncapped.series.length - kept;
            expect(Array.from(engine.series.close.subarray(0, kept))).toEqual(
              Array.from(uncapped.series.close.subarray(offset, offset + kept)),
            );
            const expected = batch(SPECS, uncapped.series).map((lines) =>
              lines.map((line) => Array.from(line.subarray(offset, offset + kept))),
            );
            expect(plain(tail.indicators)).toEqual(
              expected.map((lines) => lines.map((line) => line.slice(tail.from))),
            );
            mirror = mirror.map((lines, k) =>
              lines.map((line, l) => [
                ...line.slice(tail.trimmed, tail.trimmed + tail.from),
                ...Array.from(tail.indicators!.lines[k]![l]!),
              ]),
            );
            expect(mirror).toEqual(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('recomputes them over older history paged in front', () => {
    const whole = engineWithBars(80).series;
    const engine = new ChartEngine('1');
    engine.load(sliceSeries(whole, 40));
    engine.setIndicators(SPECS);
    const prepended = engine.prepend(sliceSeries(whole, 0, 40));
    expect(prepended.added).toBe(40);
    expect(plain(prepended.indicators)).toEqual(plain({ revision: 0, lines: batch(SPECS, whole) }));
  });

  it('keeps an unchanged indicator as it was and computes only the new ones; a new set has a new revision', () => {
    const engine = engineWithBars(50);
    const first = engine.setIndicators(SPECS);
    const second = engine.setIndicators([SPECS[2]!, { id: 'fast', kind: 'ema', params: { length: 4 } }]);
    expect(second.revision).toBeGreaterThan(first.revision);
    expect(plain(second)![0]).toEqual(plain(first)![2]);
    expect(plain(second)![1]).toEqual(
      plain({
        revision: 0,
        lines: batch([{ id: 'x', kind: 'ema', params: { length: 4 } }], engine.series),
      })![0],
    );
    expect(engine.indicatorSpecs.map((spec) => spec.id)).toEqual(['slow', 'fast']);
    // The same parameters written out in full are the same indicator.
    expect(
      engine.setIndicators([{ id: 'slow', kind: 'sma', params: { length: 7, source: 'close' } }]).lines,
    ).toHaveLength(1);
  });

  it('refuses a bad set with a clear error and keeps the one it had', () => {
    const engine = engineWithBars(20);
    engine.setIndicators(SPECS);
    const tooMany = Array.from({ length: INDICATORS_PER_CHART_MAX + 1 }, (_, i) => ({
      id: `s${i}`,
      kind: 'sma',
    }));
    const cases: [IndicatorSpec[], RegExp][] = [
      [[{ id: 'a', kind: 'smma' }], /unknown indicator smma/],
      [[{ id: 'a', kind: 'rsi', params: { length: 0 } }], /rsi length must be a whole number from 1 to 2000/],
      [[{ id: 'a', kind: 'rsi', params: { period: 14 } }], /rsi has no parameter period/],
      [
        [
          { id: 'a', kind: 'sma' },
          { id: 'a', kind: 'ema' },
        ],
        /indicator id a is used twice/,
      ],
      [[{ id: '', kind: 'sma' }], /an indicator needs an id/],
      [tooMany, /a chart keeps at most 25 indicators, got 26/],
    ];
    for (const [specs, message] of cases) {
      expect(() => engine.setIndicators(specs)).toThrow(message);
      expect(engine.indicatorSpecs).toEqual(SPECS);
    }
  });

  it('sends no indicator lines while it has none, and a tail with them in its one buffer', () => {
    const engine = engineWithBars(10);
    expect(engine.view().indicators).toBeUndefined();
    const bare = engine.applyTrades({ time: [T0_MS + 10 * 60_000], price: [101], quantity: [1] });
    expect(bare.indicators).toBeUndefined();
    engine.setIndicators(SPECS);
    const tail = engine.applyTrades({ time: [T0_MS + 11 * 60_000], price: [102], quantity: [1] });
    expect(tail.indicators!.lines.flat().every((line) => line.buffer === tail.series.time.buffer)).toBe(true);
    expect(viewBuffers(tail)).toEqual([tail.series.time.buffer]);
    engine.setIndicators([]);
    expect(
      engine.applyTrades({ time: [T0_MS + 12 * 60_000], price: [103], quantity: [1] }).indicators,
    ).toBeUndefined();
  });

  it('keeps its indicators when the service reopens it at another interval', () => {
    const service = new ChartService();
    const history = engineWithBars(120).series;
    service.open('c', '1', sliceSeries(history));
    service.setIndicators('c', SPECS);
    const reopened = service.open(
      'c',
      '5',
      aggregateTrades({ time: [T0_MS], price: [1], quantity: [1] }, '5'),
    );
    expect(service.chart('c').interval).toBe('5');
    expect(service.chart('c').indicatorSpecs).toEqual(SPECS);
    expect(reopened.indicators!.lines).toHaveLength(3);
    expect(() => service.setIndicators('nope', SPECS)).toThrow(/no chart nope is open/);
  });
});

describe('opening a chart with its indicators', () => {
  it('computes them over the history it opens on, keeps them on a reopen that names none, refuses a bad one', () => {
    const service = new ChartService();
    const history = engineWithBars(90).series;
    const opened = service.open('c', '1', sliceSeries(history), { indicators: SPECS });
    expect(plain(opened.indicators)).toEqual(plain({ revision: 0, lines: batch(SPECS, history) }));
    const again = service.open('c', '1', sliceSeries(history, 0, 60));
    expect(again.indicators!.lines[0]![0]!.length).toBe(60);
    expect(() =>
      service.open('c', '1', sliceSeries(history), { indicators: [{ id: 'x', kind: 'nope' }] }),
    ).toThrow(/unknown indicator nope/);
    expect(service.chart('c').indicatorSpecs).toEqual(SPECS);
    expect(service.open('c', '1', sliceSeries(history), { indicators: [] }).indicators).toBeUndefined();
  });
});
