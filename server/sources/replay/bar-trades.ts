/**
 * One recorded 1-minute bar as the trades that make it: re-aggregating a bar's trades gives the bar exactly
 * (open, high, low, close, and the volume to the last bit of its double).
 *
 * - Path: open → the nearer extreme → the other extreme → close (on a tie, the low first when the bar
 *   closes at or above its open, the high first when it closes below), a price equal to the one before
 *   dropped: 1 trade for a flat bar, up to 4. The high and the low are each visited, so they are exact.
 * - Prices: the file's, unchanged. The market data's USDT files carry Binance's 0.01 step, finer than the
 *   contract's USDT band above 1,000 (0.1): about 80 % of their prices are off that band's grid, so
 *   snapping would break the bar; the file's prices are kept and the step is the file's.
 * - Volume: split in whole units of the volume's own last bit (its ulp, a power of two), equal shares and the
 *   remainder to the last trade. Every share and every partial sum is then a whole number of that unit no
 *   larger than the volume, exactly representable, so the trades add up to the volume in any order.
 * - A bar with volume 0 makes no trades (a trade has a quantity > 0); its minute is then like a gap. The
 *   market data's 1-minute files have none.
 * - Times: whole milliseconds strictly inside the minute, evenly spaced, increasing.
 * - Side: a trade above the one before is a buy, below a sell; the first compares with the previous bar's
 *   close and, when equal or the first bar, follows the bar (close ≥ open: buy).
 */
import type { ExchangeTrade } from '../exchange/exchange-events';
import type { CoinKey } from '../../../contract/markets';
import type { CandleSeries } from './candle-files';

const BAR_MS = 60_000;

/** The prices the bar's trades walk, in order, no price twice in a row. */
export function barPath(open: number, high: number, low: number, close: number): number[] {
  const toHigh = high - open;
  const toLow = open - low;
  const highFirst = toHigh < toLow || (toHigh === toLow && close < open);
  const path = highFirst ? [open, high, low, close] : [open, low, high, close];
  return path.filter((price, i) => i === 0 || price !== path[i - 1]);
}

/** The last bit of a positive finite double: the power of two its mantissa counts in. */
function ulpOf(value: number): number {
  let exponent = Math.floor(Math.log2(value));
  while (2 ** exponent > value) exponent--;
  while (2 ** (exponent + 1) <= value) exponent++;
  // Subnormals count in the smallest unit.
  return 2 ** Math.max(exponent - 52, -1074);
}

/** `volume` in `parts` positive quantities whose sum, in any order, is `volume` exactly. */
export function splitVolume(volume: number, parts: number): number[] {
  const unit = ulpOf(volume);
  const units = volume / unit;
  const share = Math.floor(units / parts);
  const shares = Array.from({ length: parts }, () => share * unit);
  shares[parts - 1] = (units - share * (parts - 1)) * unit;
  return shares;
}

/** The trades of bar `index` of a coin's bars (none when its volume is 0). */
export function barTrades(key: CoinKey, bars: CandleSeries, index: number): ExchangeTrade[] {
  const volume = bars.volume[index]!;
  if (!(volume > 0)) return [];
  const openSec = bars.time[index]!;
  const open = bars.open[index]!;
  const close = bars.close[index]!;
  const path = barPath(open, bars.high[index]!, bars.low[index]!, close);
  const quantities = splitVolume(volume, path.length);
  const openMs = openSec * 1000;
  let before = index > 0 ? bars.close[index - 1]! : open;
  return path.map((price, i) => {
    const side: 1 | 2 = price > before ? 1 : price < before ? 2 : close >= open ? 1 : 2;
    before = price;
    return {
      key,
      id: `${openSec}-${i}`,
      timeMs: openMs + Math.round(((i + 1) * BAR_MS) / (path.length + 1)),
      price,
      quantity: quantities[i]!,
      side,
    };
  });
}
