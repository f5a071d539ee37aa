/**
 * The extremes of the simulated 1-minute candles (server/README, the market model): a bar's high and
 * low are reached by moves over several minutes, not by one minute's wick. Counted over 30 seeded days
 * of BTC-KRW and ETH-KRW history and a live hour, by how far a bar's wick reaches beyond its body and
 * how wide the bar is.
 */
import { describe, expect, test } from 'vitest';
import type { CandleColumns } from '../../../../contract';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import { MarketModel } from '../../../../server/market/market-model';

const START_MS = Date.UTC(2026, 10, 28, 3, 0);
const DAYS = 30;

/** Per bar: the longer wick beyond the body and the high-low range, in percent. */
function extremes(bars: CandleColumns): { wick: number[]; range: number[] } {
  const wick: number[] = [];
  const range: number[] = [];
  bars.time.forEach((_, i) => {
    const top = Math.max(bars.open[i]!, bars.close[i]!);
    const bottom = Math.min(bars.open[i]!, bars.close[i]!);
    wick.push(Math.max((bars.high[i]! - top) / top, (bottom - bars.low[i]!) / bottom) * 100);
    range.push(((bars.high[i]! - bars.low[i]!) / bars.low[i]!) * 100);
  });
  return { wick, range };
}

const share = (values: number[], above: number) => values.filter((v) => v > above).length / values.length;

describe('1-minute extremes of the simulated market', () => {
  const model = new MarketModel({ seed: 42, tradeRate: 300, startMs: START_MS });

  // Before the history's split pinned its extremes, 60 days of BTC-KRW held 246 minutes with a wick over
  // 0.5 % beyond the body and 44 over 1 % (up to 2.3 %), most at the first or last minute of a 2-hour block.
  test.each(['BTC-KRW', 'ETH-KRW'])(
    '%s history: no minute spikes beyond its body, and ranges mostly well under half a percent',
    (key) => {
      const bars = model.candles(SIM_CATALOGUE.listing(key)!, '1', START_MS / 1000, DAYS * 1440, START_MS);
      expect(bars.time).toHaveLength(DAYS * 1440);
      const { wick, range } = extremes(bars);
      // A wick is a fraction of a minute's step (BTC: about 0.07 % a minute in a normal market).
      expect(Math.max(...wick)).toBeLessThan(0.5);
      expect(share(wick, 0.25)).toBeLessThan(0.001);
      // Wide minutes are rare and come from moves (bodies), which the following minutes keep.
      expect(share(range, 0.5)).toBeLessThan(key === 'BTC-KRW' ? 0.005 : 0.05);
      expect(share(range, 1)).toBeLessThan(0.001);
    },
  );

  test('BTC-KRW live: an hour of trades makes no minute wider than 0.5 %', () => {
    for (let now = START_MS; now <= START_MS + 3_600_000; now += 1_000) model.advance(now);
    const now = START_MS + 3_600_000;
    const bars = model.candles(SIM_CATALOGUE.listing('BTC-KRW')!, '1', now / 1000, 60, now);
    expect(bars.time.length).toBeGreaterThanOrEqual(59);
    const { wick, range } = extremes(bars);
    expect(Math.max(...range)).toBeLessThan(0.5);
    expect(Math.max(...wick)).toBeLessThan(0.25);
  });
});
