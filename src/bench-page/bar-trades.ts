/**
 * `update(bar)` of the bench page goes through the chart's live path, as trades: the trades that turn the
 * last bar into `bar` (lightweight-charts' `series.update` semantics: the last bar's time replaces it, a
 * later time appends a bar). A bar is the first trade's price (open), the extremes and the last trade's
 * price (close), the sum of the quantities (volume), so a new bar is up to four trades (open, high, low,
 * close) and a replaced one up to three (a new high, a new low, the close). What no trade can do — an older
 * time, another open, a high or low pulled back inside, less volume — is refused with the reason.
 */
import type { Candle } from '../../workers/core/chart/candle-builder';

export interface BarTrade {
  price: number;
  quantity: number;
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** The prices a bar is made of, in trade order (one per distinct step), ending at the close. */
function pricePath(from: number | undefined, bar: Candle, newHigh: boolean, newLow: boolean): number[] {
  const path: number[] = [];
  const add = (price: number) => {
    if (path[path.length - 1] !== price) path.push(price);
  };
  if (from !== undefined) add(from);
  if (newHigh) add(bar.high);
  if (newLow) add(bar.low);
  add(bar.close);
  return path;
}

/** Splits `volume` evenly over the prices, the remainder on the last so the sum is exact. */
function withQuantities(prices: readonly number[], volume: number): BarTrade[] {
  const each = volume / prices.length;
  const trades = prices.map((price) => ({ price, quantity: each }));
  trades[trades.length - 1]!.quantity = volume - each * (prices.length - 1);
  return trades;
}

const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

function sameBar(a: Candle, b: Candle): boolean {
  return FIELDS.every((field) => a[field] === b[field]);
}

/** The trades that turn `last` into `bar`; throws, saying why, where no trades can. */
export function barTrades(last: Candle, bar: Candle): BarTrade[] {
  check(
    FIELDS.every((field) => Number.isFinite(bar[field])),
    'a bar has finite time, open, high, low, close and volume',
  );
  check(
    bar.low <= Math.min(bar.open, bar.close) && bar.high >= Math.max(bar.open, bar.close),
    `bar ${bar.time}: low ≤ open, close ≤ high does not hold`,
  );
  check(bar.low > 0, `bar ${bar.time}: prices must be positive`);
  check(bar.time >= last.time, `bar ${bar.time} is older than the last bar ${last.time}`);
  if (bar.time > last.time) {
    check(bar.volume > 0, `new bar ${bar.time}: volume must be positive`);
    const prices = pricePath(
      bar.open,
      bar,
      bar.high > Math.max(bar.open, bar.close),
      bar.low < Math.min(bar.open, bar.close),
    );
    return withQuantities(prices, bar.volume);
  }
  check(bar.open === last.open, `bar ${bar.time}: a replaced bar keeps its open ${last.open}`);
  check(
    bar.high >= last.high && bar.low <= last.low,
    `bar ${bar.time}: a replaced bar's high and low can only widen (${last.low}–${last.high})`,
  );
  if (sameBar(bar, last)) return [];
  check(bar.volume > last.volume, `bar ${bar.time}: a replaced bar needs more volume than ${last.volume}`);
  const prices = pricePath(undefined, bar, bar.high > last.high, bar.low < last.low);
  return withQuantities(prices, bar.volume - last.volume);
}
