import { RSI } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { rsiOf } from '../../../../../workers/core/indicators';
import { rsi } from '../../../../../workers/core/indicators/rsi';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/** trading-signals' RSI (Wilder's smoothing), one value per bar; technicalindicators rounds to 2 places. */
function reference(length: number, values: number[]): (number | null)[] {
  const indicator = new RSI(length);
  return values.map((value) => indicator.update(value, false));
}

describe('RSI', () => {
  it.each([2, 14, 50])('of length %i equals trading-signals on real candles', (length) => {
    const [line] = batchLines(rsi, { length }, series);
    expect(line![length - 1]).toBeNaN();
    expect(line![length]).not.toBeNaN();
    expectCloseToReference(line!, reference(length, column(series, 'close')));
  });

  it('reads 100 with no falls and 0 with no rises', () => {
    expect.soft(rsiOf(5, 0)).toBe(100);
    expect.soft(rsiOf(0, 0)).toBe(100);
    expect.soft(rsiOf(0, 5)).toBe(0);
    expect.soft(rsiOf(1, 1)).toBe(50);
    expect.soft(rsiOf(3, 1)).toBe(75);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(rsi, { length: 14, source: 'hlc3' }, series)).toBe(5000);
  });
});
