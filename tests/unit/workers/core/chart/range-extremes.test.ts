import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RangeExtremes } from '../../../../../workers/core/chart/range-extremes';
import { createSeries, ensureCapacity, type CandleSeries } from '../../../../../workers/core/base/series';
import { seriesArb } from './generators';

/** The oracle: a scan of the range; ties go to the earliest bar. */
function scan(series: CandleSeries, from: number, to: number) {
  let highIndex = from;
  let lowIndex = from;
  for (let i = from; i <= to; i += 1) {
    if (series.high[i]! > series.high[highIndex]!) highIndex = i;
    if (series.low[i]! < series.low[lowIndex]!) lowIndex = i;
  }
  return { high: series.high[highIndex]!, highIndex, low: series.low[lowIndex]!, lowIndex };
}

const rangeArb = fc.tuple(fc.nat(), fc.nat());

function range(length: number, [a, b]: [number, number]): [number, number] {
  const x = a % length;
  const y = b % length;
  return x <= y ? [x, y] : [y, x];
}

describe('RangeExtremes', () => {
  it('answers any range like a scan', () => {
    fc.assert(
      fc.property(
        seriesArb({ minLength: 1, maxLength: 300 }),
        fc.array(rangeArb, { minLength: 1, maxLength: 30 }),
        (series, ranges) => {
          const table = new RangeExtremes();
          table.build(series);
          for (const r of ranges) {
            const [from, to] = range(series.length, r);
            expect(table.query(from, to)).toEqual(scan(series, from, to));
          }
        },
      ),
    );
  });

  it('keeps the earliest bar on ties (flat prices)', () => {
    const series = createSeries(8);
    series.high.fill(5);
    series.low.fill(5);
    series.length = 8;
    const table = new RangeExtremes();
    table.build(series);
    expect(table.query(2, 7)).toEqual({ high: 5, highIndex: 2, low: 5, lowIndex: 2 });
  });

  it('clamps a range to the series and returns null for an empty one', () => {
    const series = createSeries(3);
    series.high.set([1, 3, 2]);
    series.low.set([0, 1, 0.5]);
    series.length = 3;
    const table = new RangeExtremes();
    table.build(series);
    expect(table.query(-5, 99)).toEqual({ high: 3, highIndex: 1, low: 0, lowIndex: 0 });
    expect(table.query(2, 1)).toBeNull();
    expect(table.query(5, 9)).toBeNull();
  });

  it('after last-bar changes and appends (growing past its capacity) answers like a scan', () => {
    const step = fc.record({
      append: fc.boolean(),
      high: fc.integer({ min: 1, max: 100 }),
      low: fc.integer({ min: 1, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 120 }),
        fc.array(rangeArb, { minLength: 1, maxLength: 5 }),
        (steps, ranges) => {
          const series = createSeries(1);
          const table = new RangeExtremes();
          table.build(series);
          for (const s of steps) {
            if (s.append || series.length === 0) {
              ensureCapacity(series, series.length + 1);
              series.length += 1;
            }
            const last = series.length - 1;
            series.high[last] = Math.max(s.high, s.low);
            series.low[last] = Math.min(s.high, s.low);
            table.update(series, last);
            for (const r of ranges) {
              const [from, to] = range(series.length, r);
              expect(table.query(from, to)).toEqual(scan(series, from, to));
            }
          }
        },
      ),
    );
  });
});

describe('RangeExtremes over 5,000 bars', () => {
  it('answers ranges of every width like a scan', () => {
    const series = createSeries(5_000);
    for (let i = 0; i < 5_000; i += 1) {
      series.high[i] = 1000 + ((i * 7919) % 997) + Math.sin(i) * 3;
      series.low[i] = series.high[i]! - 5 - (i % 13);
    }
    series.length = 5_000;
    const table = new RangeExtremes();
    table.build(series);
    for (let width = 1; width <= 5_000; width = Math.ceil(width * 1.7)) {
      for (let from = 0; from + width <= 5_000; from += 311) {
        const to = from + width - 1;
        expect(table.query(from, to)).toEqual(scan(series, from, to));
      }
    }
  });
});
