import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ExchangeTrade } from '../../../../../server/sources/exchange/exchange-events';
import { barPath, barTrades, splitVolume } from '../../../../../server/sources/replay/bar-trades';
import { readReplayFiles, type CandleSeries } from '../../../../../server/sources/replay/candle-files';
import { aggregate, series } from './replay-bars';

const SAMPLES = join(import.meta.dirname, '../../../../../server/sources/replay/samples');
const GAP_FILE = join(import.meta.dirname, '../../../../fixtures/replay/btc-usdt-1m-2021-04-24.csv');

function allTrades(bars: CandleSeries): ExchangeTrade[] {
  return Array.from({ length: bars.length }, (_, i) => barTrades('BTC-USDT', bars, i)).flat();
}

/** A consistent bar: four prices on a 0.01 grid, the extremes as high and low, and a volume. */
const barArbitrary = (time: number) =>
  fc
    .record({
      prices: fc.array(fc.integer({ min: 1, max: 20_000_000 }), { minLength: 4, maxLength: 4 }),
      flat: fc.boolean(),
      volume: fc.oneof(
        fc.integer({ min: 1, max: 10 ** 12 }).map((units) => units / 1e8),
        fc.double({ min: 1e-8, max: 1e6, noNaN: true }),
      ),
    })
    .map(({ prices, flat, volume }) => {
      const [a, b, c, d] = (flat ? [prices[0]!, prices[0]!, prices[0]!, prices[0]!] : prices).map(
        (p) => p / 100,
      );
      return {
        time,
        open: a!,
        close: b!,
        high: Math.max(a!, b!, c!, d!),
        low: Math.min(a!, b!, c!, d!),
        volume,
      };
    });

const barsArbitrary = fc
  .array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 30 })
  .chain((steps) => {
    let time = 1_600_000_020; // a minute's open
    const times = steps.map((minutes) => (time += minutes * 60));
    return fc.tuple(...times.map((t) => barArbitrary(t)));
  });

describe('barPath', () => {
  test.each([
    ['the low nearer: open, low, high, close', [10, 12, 9.5, 11], [10, 9.5, 12, 11]],
    ['the high nearer: open, high, low, close', [10, 10.5, 8, 9], [10, 10.5, 8, 9]],
    ['a tie, closing up: the low first', [10, 11, 9, 10.5], [10, 9, 11, 10.5]],
    ['a tie, closing down: the high first', [10, 11, 9, 9.5], [10, 11, 9, 9.5]],
    ['a tie, flat close: the low first', [10, 11, 9, 10], [10, 9, 11, 10]],
    ['open at the high', [10, 10, 9, 9.5], [10, 9, 9.5]],
    ['open at the low, close at the high', [10, 11, 10, 11], [10, 11]],
    ['close at the low', [10, 10.2, 9, 9], [10, 10.2, 9]],
    ['a flat bar: one price', [10, 10, 10, 10], [10]],
  ])('%s', (_, [open, high, low, close], path) => {
    expect(barPath(open!, high!, low!, close!)).toEqual(path);
  });
});

describe('splitVolume', () => {
  test('shares whose sum, in any order, is the volume exactly', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2 ** -1000, max: 1e12, noNaN: true }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        (volume, parts, keys) => {
          const shares = splitVolume(volume, parts);
          expect(shares).toHaveLength(parts);
          for (const share of shares) expect(share).toBeGreaterThan(0);
          // Added in another order: by random keys.
          const shuffled = shares
            .map((share, i) => [keys[i]!, share] as const)
            .sort((a, b) => a[0] - b[0])
            .map(([, share]) => share);
          expect(shares.reduce((sum, q) => sum + q, 0)).toBe(volume);
          expect(shuffled.reduce((sum, q) => sum + q, 0)).toBe(volume);
        },
      ),
    );
  });

  test('decimal volumes that do not split evenly in binary', () => {
    expect(splitVolume(0.3, 3).reduce((sum, q) => sum + q, 0)).toBe(0.3);
    expect(splitVolume(15.88924, 4).reduce((sum, q) => sum + q, 0)).toBe(15.88924);
    expect(splitVolume(1e-8, 4).reduce((sum, q) => sum + q, 0)).toBe(1e-8);
  });
});

describe('barTrades', () => {
  test('re-aggregating the trades gives every bar exactly; times strictly inside each minute, increasing; a gap has no trade', () => {
    fc.assert(
      fc.property(barsArbitrary, (bars) => {
        const columns = series(bars);
        const trades = allTrades(columns);
        expect(aggregate(trades)).toEqual(bars);
        for (let i = 0; i < trades.length; i++) {
          const trade = trades[i]!;
          const minuteMs = Math.floor(trade.timeMs / 60_000) * 60_000;
          expect(trade.timeMs).toBeGreaterThan(minuteMs);
          expect(Number.isInteger(trade.timeMs)).toBe(true);
          if (i > 0) expect(trade.timeMs).toBeGreaterThan(trades[i - 1]!.timeMs);
        }
      }),
    );
  });

  test('a trade up is a buy, down a sell; the first compares with the previous close, else follows the bar', () => {
    const columns = series([
      { time: 60, open: 10, high: 12, low: 9.5, close: 11, volume: 4 },
      { time: 120, open: 11, high: 11, low: 11, close: 11, volume: 1 },
      { time: 180, open: 10.5, high: 10.5, low: 10, close: 10, volume: 2 },
    ]);
    expect(allTrades(columns).map((t) => [t.id, t.timeMs, t.price, t.side])).toEqual([
      ['60-0', 72_000, 10, 1], // first bar, closes up: a buy
      ['60-1', 84_000, 9.5, 2],
      ['60-2', 96_000, 12, 1],
      ['60-3', 108_000, 11, 2],
      ['120-0', 150_000, 11, 1], // equal to the previous close, a flat bar: a buy
      ['180-0', 200_000, 10.5, 2], // below the previous close
      ['180-1', 220_000, 10, 2],
    ]);
    expect(allTrades(columns).map((t) => t.quantity)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  test('a bar with volume 0 makes no trades', () => {
    const columns = series([{ time: 60, open: 10, high: 12, low: 9, close: 11, volume: 0 }]);
    expect(barTrades('BTC-USDT', columns, 0)).toEqual([]);
  });

  test('the whole sample and a recorded gap: every coin’s trades re-aggregate to its file’s 1-minute bars exactly, none in a gap minute', () => {
    const coins = [...readReplayFiles(SAMPLES).coins, ...readReplayFiles(GAP_FILE).coins];
    for (const coin of coins) {
      const trades = allTrades(coin.bars);
      const bars = aggregate(trades);
      expect(bars.length, coin.key).toBe(coin.bars.length);
      const files = Array.from({ length: coin.bars.length }, (_, i) => ({
        time: coin.bars.time[i]!,
        open: coin.bars.open[i]!,
        high: coin.bars.high[i]!,
        low: coin.bars.low[i]!,
        close: coin.bars.close[i]!,
        volume: coin.bars.volume[i]!,
      }));
      expect(bars, coin.key).toEqual(files);
      // Each trade's minute is a bar of the file: none falls in a gap.
      const minutes = new Set(files.map((bar) => bar.time));
      expect(trades.filter((trade) => !minutes.has(Math.floor(trade.timeMs / 60_000) * 60))).toEqual([]);
    }
  });
});
