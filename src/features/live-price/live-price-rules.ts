/**
 * The live price panel's rules: which ticker numbers it reads, how they are written (price decimals
 * from the market's tick size, signed change, rate with 2 decimals rounded down) and which way a
 * change flashes. Pure, so they are tested with tables.
 */
import type { TickerView } from '../../api/feed-types';
import { formatNumber, formatRate, formatSignedNumber } from '../../lib/format';
import { tickDecimals, tickSize, type MarketSymbol } from '../../../contract/markets';

export interface Quote {
  price: number;
  /** Change against the previous close, in the market currency. */
  change: number;
  /** Change rate in percent. */
  rate: number;
}

export type Direction = 'up' | 'down' | 'flat';

export interface QuoteText {
  price: string;
  change: string;
  rate: string;
  direction: Direction;
}

export function readQuote(tickers: TickerView, slot: number): Quote {
  return {
    price: tickers.value(slot, 'closePrice'),
    change: tickers.value(slot, 'chgAmt'),
    rate: tickers.value(slot, 'chgRate'),
  };
}

export function changeDirection(change: number): Direction {
  if (!(Math.abs(change) > 0)) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/** Which way the price moved since it was last shown; null when it did not (or nothing was shown). */
export function flashDirection(previous: number | undefined, next: number): 'up' | 'down' | null {
  if (previous === undefined || !Number.isFinite(previous) || !Number.isFinite(next) || previous === next)
    return null;
  return next > previous ? 'up' : 'down';
}

/** The price and its change use the decimals of the price's tick on its market. */
export function formatQuote(quote: Quote, marketSymbol: MarketSymbol): QuoteText {
  const decimals = tickDecimals(tickSize(marketSymbol, quote.price));
  return {
    price: formatNumber(quote.price, decimals),
    change: formatSignedNumber(quote.change, decimals),
    rate: formatRate(quote.rate),
    direction: changeDirection(quote.change),
  };
}
