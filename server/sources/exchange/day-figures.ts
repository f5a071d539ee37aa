/**
 * A real listing's ticker figures the contract's way, from its 1-minute bars (bar-cache.ts `dayMinutes`,
 * live trades counted in them), in exactly the simulator's shapes (server/market/listing-state.ts
 * `tickerNumbersOf`, market-model.ts `secondTickerRows`), so the feed hub cannot tell the sources apart:
 * - the change is against the close of the last trade before today's 00:00 KST (an exchange that counts
 *   its day from 09:00 KST, as Upbit does, is not followed);
 * - high, low, value and volume are over the rolling 24 h: the current minute and the 1,439 before it
 *   (server/market/rolling-window.ts);
 * - the second ticker's rates are against the close that many minutes ago (TRAILING_WINDOWS).
 * A reference before the first known bar is that bar's open: the first price of a listing younger than
 * the window. When the bars do not reach 24 h back (`completeFromSec` later than the window, not the
 * history's start), the value and volume are the exchange's own rolling 24 h totals when given (both
 * exchanges count those the contract's way), and the high and low are those of the bars known.
 */
import type { TickerNumbers } from '../../../contract';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { dayStart, kstDay } from '../../market/history';
import { changeAgainst, changeRate, round } from '../../market/listing-state';
import { quoteDecimals } from '../../market/listings';
import { TRAILING_WINDOWS, WINDOW_MINUTES } from '../../market/rolling-window';
import type { SecondTickerRow } from '../market-source';
import type { DayMinutes } from './bar-cache';
import type { ExchangeCandle, ExchangeTicker } from './exchange-events';

/** The close at the end of the minute opening at `sec`: the last bar's at or before it. */
function closeAt(minutes: readonly ExchangeCandle[], sec: number): number {
  let found: ExchangeCandle | undefined;
  for (const bar of minutes) {
    if (bar.openSec > sec) break;
    found = bar;
  }
  return found ? found.close : (minutes[0]?.open ?? 0);
}

function currentMinuteOf(day: DayMinutes): number {
  return Math.floor(day.nowMs / 60_000) * 60;
}

/** The close of the last trade before today's 00:00 KST. */
export function prevCloseOf(day: DayMinutes): number {
  const midnight = dayStart(kstDay(Math.floor(day.nowMs / 1000)));
  return closeAt(day.minutes, midnight - 60);
}

export function dayTickerNumbers(
  day: DayMinutes,
  marketSymbol: MarketSymbol,
  /** The exchange's rolling 24 h totals, read when the bars are short of 24 h. */
  rolling?: Pick<ExchangeTicker, 'value24h' | 'volume24h'>,
): TickerNumbers {
  const { minutes } = day;
  const close = minutes.at(-1)?.close ?? 0;
  const prev = prevCloseOf(day);
  const windowFrom = currentMinuteOf(day) - (WINDOW_MINUTES - 1) * 60;
  let high = -Infinity;
  let low = Infinity;
  let value = 0;
  let volume = 0;
  for (const bar of minutes) {
    if (bar.openSec < windowFrom) continue;
    if (bar.high > high) high = bar.high;
    if (bar.low < low) low = bar.low;
    value += bar.value;
    volume += bar.volume;
  }
  const short = day.completeFromSec > windowFrom;
  if (short && rolling) {
    value = rolling.value24h;
    volume = rolling.volume24h;
  }
  return {
    closePrice: close,
    visibleClosePrice: close,
    ...changeAgainst(close, prev),
    value24H: round(value, quoteDecimals(marketSymbol)),
    // The simulator's global-exchange volume: a real exchange reports none.
    valueBx24H: 0,
    high24H: high === -Infinity ? close : high,
    low24H: low === Infinity ? close : low,
    volume24H: volume,
    prevClosePrice: prev,
  };
}

export function daySecondTickerRow(key: CoinKey, day: DayMinutes): SecondTickerRow {
  const { minutes } = day;
  const close = minutes.at(-1)?.close ?? 0;
  const currentMinute = currentMinuteOf(day);
  return [
    key,
    close,
    changeRate(close, prevCloseOf(day)),
    ...TRAILING_WINDOWS.map((window) => changeRate(close, closeAt(minutes, currentMinute - window * 60))),
  ];
}
