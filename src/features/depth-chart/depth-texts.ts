/**
 * What the depth chart says in words: the hover's values box and the accessible summary's lines, in the
 * page's language, with prices as the order book writes them (formatPrice: the decimals of the coin's step at
 * the price, the rule of src/lib/book-format.ts, which this lazily loaded code does not import so that the
 * trade page keeps that module in the chunk it was in), quantities as its column does
 * (formatColumnQuantity) and totals in the market's currency (formatAmount). Percentages of the mid (the
 * spread, the slippage) have PERCENT_DECIMALS, one more than the screen's rates, since one tick of BTC-KRW
 * is about 0.001 % and two decimals would read 0.00 % near the mid; the slippage is signed (a sweep of the
 * bids goes below the mid). A figure not known reads as the screen's "—" or a sentence saying so.
 */
import type { MarketSymbol } from '../../../contract/markets';
import type { PriceTicks } from '../../../contract/price-ticks';
import { formatNumber, formatSignedNumber, NOT_AVAILABLE } from '../../lib/format';
import { formatAmount, formatColumnQuantity, formatPrice } from '../../lib/price-format';
import { DEPTH_BANDS, depthSummary, type Depth, type DepthPoint } from './depth-rules';

/** Decimals of a percentage of the mid (spread, slippage). */
export const PERCENT_DECIMALS = 3;

export type DepthTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The values box's rows, in order; the panel renders one row per entry. */
export const HOVER_ROWS = ['price', 'quantity', 'total', 'slippage'] as const;

export interface HoverText {
  label: string;
  value: string;
}

function total(market: MarketSymbol, amount: number): string {
  return `${formatAmount(market, amount)} ${market}`;
}

export function hoverTexts(
  market: MarketSymbol,
  ticks: PriceTicks,
  t: DepthTranslate,
  point: DepthPoint,
): HoverText[] {
  const values: Record<(typeof HOVER_ROWS)[number], string> = {
    price: formatPrice(ticks, point.price),
    quantity: formatColumnQuantity(point.cumQuantity),
    total: total(market, point.cumTotal),
    slippage:
      point.slippagePercent === null
        ? NOT_AVAILABLE
        : `${formatSignedNumber(point.slippagePercent, PERCENT_DECIMALS)}%`,
  };
  return HOVER_ROWS.map((row) => ({
    label: t(`depthChart.hover.${row}.${point.side}`),
    value: values[row],
  }));
}

/**
 * The summary's lines: best bid, best ask, spread (absolute and % of the mid; a crossed book says so),
 * then the depth within each band of the mid; one line saying the book has not come yet before it has.
 */
export function summaryLines(
  market: MarketSymbol,
  ticks: PriceTicks,
  t: DepthTranslate,
  depth: Depth | null,
): string[] {
  if (!depth) return [t('depthChart.summary.waiting')];
  const summary = depthSummary(depth);
  const price = (value: number | null) =>
    value === null ? t('depthChart.summary.none') : formatPrice(ticks, value);
  const spread = summary.spread;
  const spreadLine =
    spread === null
      ? t('depthChart.summary.noSpread')
      : t(summary.crossed ? 'depthChart.summary.crossed' : 'depthChart.summary.spread', {
          spread: `${formatPrice(ticks, spread.amount)} (${formatNumber(spread.percent, PERCENT_DECIMALS)}%)`,
        });
  return [
    t('depthChart.summary.bestBid', { price: price(summary.bestBid) }),
    t('depthChart.summary.bestAsk', { price: price(summary.bestAsk) }),
    spreadLine,
    ...DEPTH_BANDS.map((band) => {
      const { bid, ask } = summary.bands[band];
      return t('depthChart.summary.band', {
        band,
        bidQuantity: formatColumnQuantity(bid.quantity),
        bidTotal: total(market, bid.total),
        askQuantity: formatColumnQuantity(ask.quantity),
        askTotal: total(market, ask.total),
      });
    }),
  ];
}
