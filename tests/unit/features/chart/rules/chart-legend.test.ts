import { describe, expect, test } from 'vitest';
import { specTicks } from '../../../../../contract/price-ticks';
import {
  legendDirection,
  legendText,
  type LegendField,
  type LegendSeries,
} from '../../../../../src/features/chart/rules/chart-legend';
import type { MarketSymbol } from '../../../../../contract/markets';

/** Bars as rows: [open, high, low, close, volume]. */
function series(...bars: [number, number, number, number, number][]): LegendSeries {
  const column = (at: number) => Float64Array.from(bars, (bar) => bar[at]!);
  return { open: column(0), high: column(1), low: column(2), close: column(3), volume: column(4) };
}

describe('legendText', () => {
  const krw = series([50_000_000, 50_100_000, 49_900_000, 50_050_000, 1.5], [55, 56, 54, 55.5, 0.0004]);
  const btc = series([0.00012345, 0.0001235, 0.0001234, 0.00012348, 12]);
  test.each<[string, LegendSeries, number, LegendField, MarketSymbol, string]>([
    ['no bar: empty', krw, -1, 'close', 'KRW', ''],
    ['no bar: empty volume', krw, -1, 'volume', 'KRW', ''],
    ['a KRW price above 1,000,000 in whole won', krw, 0, 'open', 'KRW', '50,000,000'],
    ['the high at the close tick', krw, 0, 'high', 'KRW', '50,100,000'],
    ['a price under 100 won at the close tick', krw, 1, 'close', 'KRW', '55.5'],
    ['the low at the close tick', krw, 1, 'low', 'KRW', '54.0'],
    ['a BTC price at the tick of its close', btc, 0, 'open', 'BTC', '0.00012345'],
    ['a volume as a coin quantity', krw, 0, 'volume', 'KRW', '1.500'],
    ['a small volume never reads as zero', krw, 1, 'volume', 'KRW', '0.0004'],
    ['a bar past the series: not available', krw, 5, 'close', 'KRW', '—'],
  ])('%s', (_, bars, index, field, market, text) => {
    expect(legendText(bars, index, field, specTicks(market))).toBe(text);
  });
});

describe('legendDirection', () => {
  const bars = series([100, 110, 90, 105, 1], [100, 110, 90, 95, 1], [100, 100, 100, 100, 1]);
  test.each<[string, number, 'up' | 'down' | 'flat']>([
    ['no bar', -1, 'flat'],
    ['a close above the open', 0, 'up'],
    ['a close below the open', 1, 'down'],
    ['a close at the open', 2, 'up'],
  ])('%s', (_, index, direction) => {
    expect(legendDirection(bars, index)).toBe(direction);
  });
});
