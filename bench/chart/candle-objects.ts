/**
 * The aggregation peer: the plain way, one object per candle in an array, the bar of each trade found
 * with the same barOpenTime, the open candle being the array's last.
 */
import { barOpenTime, type CandleInterval } from '../../contract/intervals';
import type { Candle } from '../../workers/core/chart/candle-builder';
import type { TradeColumns } from './data';

export function tradesToCandleObjects(trades: TradeColumns, interval: CandleInterval): Candle[] {
  const candles: Candle[] = [];
  let current: Candle | undefined;
  for (let i = 0; i < trades.time.length; i += 1) {
    const time = barOpenTime(Math.floor(trades.time[i]! / 1000), interval);
    const price = trades.price[i]!;
    if (current && current.time === time) {
      current.high = Math.max(current.high, price);
      current.low = Math.min(current.low, price);
      current.close = price;
      current.volume += trades.quantity[i]!;
    } else {
      current = { time, open: price, high: price, low: price, close: price, volume: trades.quantity[i]! };
      candles.push(current);
    }
  }
  return candles;
}

export function candleObjectsToInterval(candles: readonly Candle[], interval: CandleInterval): Candle[] {
  const out: Candle[] = [];
  let current: Candle | undefined;
  for (const candle of candles) {
    const time = barOpenTime(candle.time, interval);
    if (current && current.time === time) {
      current.high = Math.max(current.high, candle.high);
      current.low = Math.min(current.low, candle.low);
      current.close = candle.close;
      current.volume += candle.volume;
    } else {
      current = { ...candle, time };
      out.push(current);
    }
  }
  return out;
}
