import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateTrades } from '../../../../../workers/core/chart/aggregate';
import { CandleBuilder, selectTrades } from '../../../../../workers/core/chart/candle-builder';
import { CANDLE_INTERVALS } from '../../../../../contract/intervals';
import { rows, sliceTrades, T0_MS, tradesArb } from './generators';

const MINUTE = 60_000;

function builderWith(interval: '1' | '5' = '1') {
  return new CandleBuilder(interval);
}

describe('CandleBuilder: history + live merge', () => {
  it('gives the same series as aggregating everything at once, with replayed trades before the seam skipped', () => {
    fc.assert(
      fc.property(
        tradesArb(),
        fc.constantFrom(...CANDLE_INTERVALS),
        fc.nat(),
        fc.nat({ max: 20 }),
        (all, interval, cut, replay) => {
          const count = all.time.length;
          if (count === 0) return;
          // The history holds every trade before `seam`; the stream starts up to `replay` trades earlier.
          const seam = all.time[cut % count]!;
          let split = 0;
          while (split < count && all.time[split]! < seam) split += 1;
          const history = aggregateTrades(sliceTrades(all, 0, split), interval);
          const live = new CandleBuilder(interval);
          live.load(history, seam);
          live.addTrades(sliceTrades(all, Math.max(0, split - replay)));
          expect(rows(live.series)).toEqual(rows(aggregateTrades(all, interval)));
          expect(live.covered).toBe(split - Math.max(0, split - replay));
          expect(live.late).toBe(0);
        },
      ),
    );
  });

  it('gives the same series whatever the batches the stream arrives in', () => {
    fc.assert(
      fc.property(tradesArb(), fc.array(fc.nat(), { maxLength: 10 }), (all, cuts) => {
        const count = all.time.length;
        const bounds = [...new Set([0, ...cuts.map((c) => (count === 0 ? 0 : c % count)), count])].sort(
          (a, b) => a - b,
        );
        const live = builderWith('5');
        for (let i = 1; i < bounds.length; i += 1) live.addTrades(all, bounds[i - 1], bounds[i]);
        expect(rows(live.series)).toEqual(rows(aggregateTrades(all, '5')));
      }),
    );
  });

  it('updates the history’s open bar with later trades instead of adding a second bar at its time', () => {
    const history = aggregateTrades({ time: [T0_MS, T0_MS + 1_000], price: [10, 12], quantity: [1, 1] }, '1');
    const live = builderWith();
    live.load(history, T0_MS + 2_000);
    live.addTrade(T0_MS + 1_500, 50, 9); // already in the history: skipped
    live.addTrade(T0_MS + 3_000, 11, 2);
    live.addTrade(T0_MS + MINUTE, 13, 1);
    expect(rows(live.series)).toEqual([
      { time: T0_MS / 1000, open: 10, high: 12, low: 10, close: 11, volume: 4 },
      { time: T0_MS / 1000 + 60, open: 13, high: 13, low: 13, close: 13, volume: 1 },
    ]);
    expect(live.covered).toBe(1);
  });
});

describe('CandleBuilder: out-of-order and duplicate rule', () => {
  it('within the open bar, open and close follow trade time, not arrival', () => {
    const live = builderWith();
    live.addTrade(T0_MS + 30_000, 20, 1);
    live.addTrade(T0_MS + 10_000, 10, 1); // earlier: the new open
    live.addTrade(T0_MS + 50_000, 30, 1); // latest: the close
    live.addTrade(T0_MS + 40_000, 25, 1); // between: neither
    expect(rows(live.series)).toEqual([
      { time: T0_MS / 1000, open: 10, high: 30, low: 10, close: 30, volume: 4 },
    ]);
  });

  it('a tie in time: the later arrival closes, the first arrival stays the open', () => {
    const live = builderWith();
    live.addTrade(T0_MS, 20, 1);
    live.addTrade(T0_MS, 21, 1);
    expect(rows(live.series)[0]).toMatchObject({ open: 20, close: 21 });
  });

  it('skips a trade of a bar older than the last bar and counts it as late', () => {
    const live = builderWith();
    live.addTrade(T0_MS, 10, 1);
    live.addTrade(T0_MS + 2 * MINUTE, 12, 1);
    live.addTrade(T0_MS + MINUTE, 99, 5);
    expect(live.late).toBe(1);
    expect(rows(live.series).map((bar) => bar.close)).toEqual([10, 12]);
  });

  it('counts a duplicate trade inside the open bar (trades carry no id)', () => {
    const live = builderWith();
    live.addTrade(T0_MS, 10, 1);
    live.addTrade(T0_MS, 10, 1);
    expect(live.series.volume[0]).toBe(2);
  });

  it('out-of-order trades inside one bar give the same bar as the sorted trades', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: MINUTE - 1 }), fc.integer({ min: 1, max: 999 })), {
          minLength: 1,
        }),
        (list) => {
          // Distinct times, so that ties (decided by arrival) do not enter.
          const unique = [...new Map(list.map(([t, p]) => [t, p])).entries()];
          const shuffled = new CandleBuilder('1');
          for (const [t, p] of unique) shuffled.addTrade(T0_MS + t, p, 1);
          const sorted = new CandleBuilder('1');
          for (const [t, p] of [...unique].sort((a, b) => a[0] - b[0])) sorted.addTrade(T0_MS + t, p, 1);
          expect(rows(shuffled.series)).toEqual(rows(sorted.series));
        },
      ),
    );
  });
});

describe('CandleBuilder: whole bars, changes and the cap', () => {
  it('setBar replaces the last bar at its time, appends a later one and ignores an older one', () => {
    const live = builderWith();
    live.addTrade(T0_MS, 10, 1);
    const bar = { time: T0_MS / 1000, open: 9, high: 15, low: 8, close: 14, volume: 7 };
    expect(live.setBar(bar)).toBe(true);
    expect(live.setBar({ ...bar, time: bar.time + 60 })).toBe(true);
    expect(live.setBar({ ...bar, time: bar.time - 60 })).toBe(false);
    expect(rows(live.series)).toEqual([bar, { ...bar, time: bar.time + 60 }]);
    live.addTrade(T0_MS + MINUTE + 1, 20, 1);
    expect(rows(live.series)[1]).toMatchObject({ open: 9, high: 20, close: 20, volume: 8 });
  });

  it('setBar rejects a bad candle with a clear error', () => {
    const live = builderWith();
    expect(() => live.setBar({ time: T0_MS / 1000, open: 10, high: 9, low: 8, close: 9, volume: 1 })).toThrow(
      /low ≤ open/,
    );
    expect(() =>
      live.setBar({ time: T0_MS / 1000 + 1, open: 10, high: 10, low: 10, close: 10, volume: 1 }),
    ).toThrow(/not a bar open time/);
    expect(() => live.setBar({ time: T0_MS / 1000, open: 1, high: 1, low: 0, close: 1, volume: 1 })).toThrow(
      /prices must be positive/,
    );
    expect(() => live.setBar({ time: T0_MS / 1000, open: 1, high: 1, low: 1, close: 1, volume: -1 })).toThrow(
      /volume must not be negative/,
    );
  });

  it('reports the first changed bar since the last take', () => {
    const live = builderWith();
    live.addTrades({ time: [T0_MS, T0_MS + MINUTE], price: [1, 2], quantity: [1, 1] });
    expect(live.takeChanges()).toEqual({ from: 0, trimmed: 0, length: 2 });
    expect(live.takeChanges()).toEqual({ from: 2, trimmed: 0, length: 2 });
    live.addTrade(T0_MS + MINUTE + 5, 3, 1);
    expect(live.takeChanges()).toEqual({ from: 1, trimmed: 0, length: 2 });
    live.addTrade(T0_MS + 2 * MINUTE, 3, 1);
    expect(live.takeChanges()).toEqual({ from: 2, trimmed: 0, length: 3 });
  });

  it('keeps at most maxBars, dropping the oldest in batches', () => {
    const live = new CandleBuilder('1', { maxBars: 8, trimBatch: 3 });
    for (let i = 0; i < 20; i += 1) live.addTrade(T0_MS + i * MINUTE, 100 + i, 1);
    expect(live.length).toBeLessThanOrEqual(8);
    const closes = rows(live.series).map((bar) => bar.close);
    expect(closes).toEqual(Array.from({ length: closes.length }, (_, i) => 120 - closes.length + i));
    const changes = live.takeChanges();
    expect(changes.trimmed).toBe(20 - live.length);
    expect(changes.from).toBe(0);
  });

  it('loads only the newest maxBars of a longer history', () => {
    const history = aggregateTrades(
      {
        time: Array.from({ length: 10 }, (_, i) => T0_MS + i * MINUTE),
        price: Array.from({ length: 10 }, (_, i) => i + 1),
        quantity: new Array(10).fill(1),
      },
      '1',
    );
    const live = new CandleBuilder('1', { maxBars: 4 });
    live.load(history);
    expect(rows(live.series).map((bar) => bar.close)).toEqual([7, 8, 9, 10]);
  });

  it('rejects a history whose last bar is not on this interval', () => {
    const history = aggregateTrades({ time: [T0_MS + MINUTE], price: [1], quantity: [1] }, '1');
    expect(() => new CandleBuilder('5').load(history)).toThrow(/not a bar open time of the 5 interval/);
  });
});

describe('selectTrades', () => {
  it('keeps the trades of one slot, in order', () => {
    const picked = selectTrades(
      { slot: [1, 2, 1, 3], time: [1, 2, 3, 4], price: [10, 20, 30, 40], quantity: [1, 2, 3, 4] },
      1,
    );
    expect([...picked.time]).toEqual([1, 3]);
    expect([...picked.price]).toEqual([10, 30]);
    expect([...picked.quantity]).toEqual([1, 3]);
  });
});
