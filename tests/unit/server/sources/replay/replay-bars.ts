/** Bars written as rows for the replay's tests, and the 1-minute bars trades make. */
import type { ExchangeTrade } from '../../../../../server/sources/exchange/exchange-events';
import type { CandleSeries } from '../../../../../server/sources/replay/candle-files';

export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Bars in columns, as the candle reader gives them. */
export function series(bars: readonly Bar[]): CandleSeries {
  const column = (field: keyof Bar) => Float64Array.from(bars, (bar) => bar[field]);
  return {
    length: bars.length,
    time: column('time'),
    open: column('open'),
    high: column('high'),
    low: column('low'),
    close: column('close'),
    volume: column('volume'),
  };
}

/** The 1-minute bars the trades make, summed in trade order (what a chart or the engine would count). */
export function aggregate(trades: readonly ExchangeTrade[]): Bar[] {
  const bars: Bar[] = [];
  for (const trade of trades) {
    const time = Math.floor(trade.timeMs / 60_000) * 60;
    const last = bars[bars.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, trade.price);
      last.low = Math.min(last.low, trade.price);
      last.close = trade.price;
      last.volume += trade.quantity;
    } else {
      const p = trade.price;
      bars.push({ time, open: p, high: p, low: p, close: p, volume: trade.quantity });
    }
  }
  return bars;
}
