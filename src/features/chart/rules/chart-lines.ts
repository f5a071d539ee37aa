/**
 * The average-price and pending-order lines (chart spec §4, §5 "Average price", §9 "Pending lines"),
 * and what their toolbar buttons answer.
 */
import type { AssetRow, ChartPendingOrder } from '../../../../contract';
import type { MarketSymbol } from '../../../../contract/markets';

export const PENDING_LINES_MAX = 10;
export const PENDING_REQUEST_SIZE = 30;
/** The only market with an average buy price line. */
export const AVERAGE_PRICE_MARKET: MarketSymbol = 'KRW';

export interface AveragePriceInput {
  loggedIn: boolean;
  marketSymbol: MarketSymbol;
  /** The member's row of this coin, if any. */
  holding: Pick<AssetRow, 'coinBalance' | 'avgBuyAmt'> | undefined;
}

/** True for a balance so small that it shows as zero at 8 decimals (dust left after a sale). */
function isDust(balance: number): boolean {
  return balance < 1 && Number(balance.toFixed(8)) === 0;
}

/** The average buy price, zero when the spec says so: guest, not KRW, no holding, or only dust. */
export function averageBuyPrice({ loggedIn, marketSymbol, holding }: AveragePriceInput): number {
  if (!loggedIn || marketSymbol !== AVERAGE_PRICE_MARKET || !holding) return 0;
  if (!(holding.coinBalance > 0) || isDust(holding.coinBalance)) return 0;
  return Number.isFinite(holding.avgBuyAmt) && holding.avgBuyAmt > 0 ? holding.avgBuyAmt : 0;
}

export type LineSide = 'buy' | 'sell';

export interface PendingLine {
  side: LineSide;
  price: number;
}

/**
 * Nearer `market` first; a tie in distance goes to the lower price, and a buy and a sell at one price to the
 * buy, so the same orders always keep the same lines.
 */
function nearerTo(market: number): (a: PendingLine, b: PendingLine) => number {
  return (a, b) =>
    Math.abs(a.price - market) - Math.abs(b.price - market) ||
    a.price - b.price ||
    (a.side === b.side ? 0 : a.side === 'buy' ? -1 : 1);
}

/**
 * tradeTypeCd 2 is a buy, anything else a sell; each side and price once, and of those at most 10 (chart
 * spec §7, §9): the ones nearest the market price (the last trade), kept in the order given. With no
 * market price known yet, the first 10.
 */
export function pendingLines(orders: readonly ChartPendingOrder[], marketPrice: number): PendingLine[] {
  const seen = new Set<string>();
  const lines: PendingLine[] = [];
  for (const order of orders) {
    if (!Number.isFinite(order.unitPrice)) continue;
    const key = `${order.tradeTypeCd}:${order.unitPrice}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({ side: order.tradeTypeCd === '2' ? 'buy' : 'sell', price: order.unitPrice });
  }
  if (lines.length <= PENDING_LINES_MAX) return lines;
  if (!(Number.isFinite(marketPrice) && marketPrice > 0)) return lines.slice(0, PENDING_LINES_MAX);
  const kept = new Set(lines.toSorted(nearerTo(marketPrice)).slice(0, PENDING_LINES_MAX));
  return lines.filter((line) => kept.has(line));
}

/** The same lines, in the same order. */
export function sameLines(a: readonly PendingLine[], b: readonly PendingLine[]): boolean {
  return (
    a.length === b.length && a.every((line, i) => line.side === b[i]!.side && line.price === b[i]!.price)
  );
}

export interface LineButtonState {
  loggedIn: boolean;
  /** The member's toggle (remembered per member; on until turned off). */
  on: boolean;
  /** There is something to draw: an average price, or pending orders. */
  hasContent: boolean;
  /** The exchange has answered what there is to draw (the holding, or the pending orders). */
  answered: boolean;
}

/** The line is drawn, and its button shows pressed: a toggle that is on but has nothing to draw is not. */
export function lineShown({ loggedIn, on, hasContent }: LineButtonState): boolean {
  return loggedIn && on && hasContent;
}

export type LineToggleOutcome =
  | { setOn: null; toastKey: 'chart.loginFirst' }
  | { setOn: boolean; toastKey: 'chart.notAsset' | 'chart.noPending' | null };

/**
 * A press on the average-price or pending button (chart spec §5 "Average price"): guests are told to log
 * in and nothing changes. A member's press hides a line that is shown; otherwise it asks for the line (the
 * toggle on, so it is drawn when there is something to draw) and, with nothing to draw, says why — on
 * the first press too, though the toggle starts on — once the exchange has answered (a press before its
 * answer does not say "Not an asset." to a member who holds the coin).
 */
export function lineTogglePress(line: 'averagePrice' | 'pending', state: LineButtonState): LineToggleOutcome {
  if (!state.loggedIn) return { setOn: null, toastKey: 'chart.loginFirst' };
  if (lineShown(state)) return { setOn: false, toastKey: null };
  // Before the answer nothing is known to be missing: the line is asked for, drawn if it comes.
  if (state.hasContent || !state.answered) return { setOn: true, toastKey: null };
  return { setOn: true, toastKey: line === 'averagePrice' ? 'chart.notAsset' : 'chart.noPending' };
}
