/**
 * The live price panel's rules: which ticker numbers it reads, how they are written (price decimals
 * from the market's tick size, signed change, rate with 2 decimals rounded down; which way a change
 * colours and flashes is src/lib/price-move.ts). Pure, so they are tested with tables.
 */
import type { TickerView } from '../../api/feed-types';
import { formatNumber, formatRate, formatSignedNumber } from '../../lib/format';
import { moveOf, type PriceMove } from '../../lib/price-move';
import { tickDecimals, tickSize, type MarketSymbol } from '../../../contract/markets';

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

/** The price and its change use the decimals of the price's tick on its market. */
export function formatQuote(quote: Quote, marketSymbol: MarketSymbol): QuoteText {
  const decimals = tickDecimals(tickSize(marketSymbol, quote.price));
  return {
    price: formatNumber(quote.price, decimals),
    change: formatSignedNumber(quote.change, decimals),
    rate: formatRate(quote.rate),
    direction: moveOf(quote.change),
  };
}
