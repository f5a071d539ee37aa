/** Bench data for the chart core, deterministic from a seed: trades in time order and candle series. */
import { createSeries, type CandleSeries } from '../../workers/core/base/series';
import { mulberry32 } from '../../src/lib/seeded-random';

export interface TradeColumns {
  time: Float64Array;
  price: Float64Array;
  quantity: Float64Array;
}

/** `count` trades (time in ms) arriving about `perSecond` a second, a random-walk price on KRW ticks. */
export function generateTrades(count: number, perSecond: number, seed = 11): TradeColumns {
  const random = mulberry32(seed);
  const trades = {
    time: new Float64Array(count),
    price: new Float64Array(count),
    quantity: new Float64Array(count),
  };
  let time = Date.UTC(2026, 0, 5);
  let price = 95_000_000;
  for (let i = 0; i < count; i += 1) {
    time += Math.floor(-Math.log(1 - random()) * (1000 / perSecond));
    price = Math.max(1000, price + Math.round((random() - 0.5) * 40) * 1000);
    trades.time[i] = time;
    trades.price[i] = price;
    trades.quantity[i] = Math.round(random() * 50_000) / 10_000 + 0.0001;
  }
  return trades;
}

/** `count` 1-minute bars of a random walk. */
export function generateBars(count: number, seed = 5): CandleSeries {
  const random = mulberry32(seed);
  const series = createSeries(count);
  let price = 50_000;
  const start = Date.UTC(2026, 0, 5) / 1000;
  for (let i = 0; i < count; i += 1) {
    const open = price;
    const close = Math.max(10, open * (1 + (random() - 0.5) * 0.01));
    series.time[i] = start + i * 60;
    series.open[i] = open;
    series.close[i] = close;
    series.high[i] = Math.max(open, close) * (1 + random() * 0.004);
    series.low[i] = Math.min(open, close) * (1 - random() * 0.004);
    series.volume[i] = random() * 100;
    price = close;
  }
  series.length = count;
  return series;
}
