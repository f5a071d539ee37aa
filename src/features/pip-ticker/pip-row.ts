/**
 * A row of the Picture-in-Picture ticker (pip-window.ts's lazy chunk): the live price's decimals and the
 * rate's format. Pure, so it is tested with tables.
 */
import { formatNumber, formatRate, NOT_AVAILABLE } from '../../lib/format';
import { moveOf, type PriceMove } from '../../lib/price-move';
import { tickDecimals, type PriceTicks } from '../../../contract/price-ticks';

export interface TickerRowText {
  price: string;
  rate: string;
  direction: PriceMove;
}

/** A row's texts; a coin the feed has no figure for (yet) shows the placeholder. */
export function tickerRowText(price: number, rate: number, ticks: PriceTicks): TickerRowText {
  if (!Number.isFinite(price) || price <= 0)
    return { price: NOT_AVAILABLE, rate: NOT_AVAILABLE, direction: 'flat' };
  return {
    price: formatNumber(price, tickDecimals(ticks(price))),
    rate: formatRate(rate),
    direction: moveOf(rate),
  };
}
