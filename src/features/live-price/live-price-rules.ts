/**
 * The live price panel's rules: which ticker numbers it reads, how they are written (price decimals
 * from the coin's step at the price, signed change, rate with 2 decimals rounded down; which way a change
 * colours and flashes is src/lib/price-move.ts). Pure, so they are tested with tables.
 */
import type { TickerView } from '../../api/feed-types';
import { formatNumber, formatRate, formatSignedNumber } from '../../lib/format';
import { moveOf, type PriceMove } from '../../lib/price-move';
import { tickDecimals, type PriceTicks } from '../../../contract/price-ticks';

export interface Quote {
  price: number;
  /** Change against the previous close, in the market currency. */
  change: number;
  /** Change rate in percent. */
  rate: number;
}

export interface QuoteText {
  price: string;
  change: string;
  rate: string;
  direction: PriceMove;
}

export function readQuote(tickers: TickerView, slot: number): Quote {
  return {
    price: tickers.value(slot, 'closePrice'),
    change: tickers.value(slot, 'chgAmt'),
    rate: tickers.value(slot, 'chgRate'),
  };
}

/** The price and its change use the decimals of the coin's step at the price. */
export function formatQuote(quote: Quote, ticks: PriceTicks): QuoteText {
  const decimals = tickDecimals(ticks(quote.price));
  return {
    price: formatNumber(quote.price, decimals),
    change: formatSignedNumber(quote.change, decimals),
    rate: formatRate(quote.rate),
    direction: moveOf(quote.change),
  };
}
