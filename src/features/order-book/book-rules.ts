/**
 * The order book panel's pure rules: grouping levels by multiples of the coin's step at their price (asks up to
 * the group's ceiling, bids down to its floor, quantities summed), cumulative quantities from the middle
 * outward, bar shares against the largest quantity shown, the spread, and which cells of the drawn book
 * changed between two frames. Typed arrays in and out, so a frame under a busy feed allocates nothing.
 */
import type { BookLevel, OrderBookSnapshot, OrderSide } from '../../../contract';
import { ORDER_BOOK_DEPTH } from '../../../contract';
import { tickDecimals, type PriceTicks } from '../../../contract/price-ticks';

/** The grouping choices of the panel's select: this many ticks at a level's price make one group. */
export const GROUP_MULTIPLES = [1, 10, 100] as const;
export type GroupMultiple = (typeof GROUP_MULTIPLES)[number];

export function isGroupMultiple(value: unknown): value is GroupMultiple {
  return GROUP_MULTIPLES.includes(value as GroupMultiple);
}

export type BookSide = 'ask' | 'bid';

/** Tolerance against binary noise before ceil and floor (95,000,000 / 1,000 must not ceil to 95,001). */
const NOISE = 1e-9;

/**
 * The group a level's price falls in: `multiple` ticks of the tick at the price, asks rounded up to the
 * group's ceiling and bids down to its floor (so grouping never shows an ask lower or a bid higher than
 * any order in it). Written without binary noise.
 */
export function groupPrice(
  ticks: PriceTicks,
  price: number,
  side: BookSide,
  multiple: GroupMultiple,
): number {
  const step = multiple * ticks(price);
  const units = price / step;
  const whole = side === 'ask' ? Math.ceil(units - NOISE) : Math.floor(units + NOISE);
  // A group size of 1,000 has no decimals; one of 0.001 has 3 (the tick's decimals shifted by the multiple).
  return Number((whole * step).toFixed(tickDecimals(step)));
}

/** One side of the book as drawn: up to `capacity` levels, best first, with quantities summed outward. */
export class BookSideView {
  readonly price: Float64Array;
  readonly quantity: Float64Array;
  /** Quantity of this level and every better one (what taking the side down to here would fill). */
  readonly cumulative: Float64Array;
  count = 0;

  constructor(readonly capacity: number = ORDER_BOOK_DEPTH) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`book capacity ${capacity}`);
    this.price = new Float64Array(capacity);
    this.quantity = new Float64Array(capacity);
    this.cumulative = new Float64Array(capacity);
  }
}

/**
 * Fills `out` with `levels` (best first: asks lowest first, bids highest first) grouped by `multiple`
 * ticks. Levels with a quantity that is not a positive number, or a price that is not a positive number,
 * are skipped (a bad frame must not draw a negative bar). Keeps the best `out.capacity` groups.
 */
export function groupSide(
  ticks: PriceTicks,
  levels: readonly BookLevel[],
  side: BookSide,
  multiple: GroupMultiple,
  out: BookSideView,
): void {
  let count = 0;
  for (const [price, quantity] of levels) {
    if (!(price > 0) || !(quantity > 0) || !Number.isFinite(price) || !Number.isFinite(quantity)) continue;
    const group = multiple === 1 ? price : groupPrice(ticks, price, side, multiple);
    if (count > 0 && out.price[count - 1] === group) {
      out.quantity[count - 1] = out.quantity[count - 1]! + quantity;
      continue;
    }
    if (count === out.capacity) break;
    out.price[count] = group;
    out.quantity[count] = quantity;
    count += 1;
  }
  let sum = 0;
  for (let i = 0; i < count; i++) {
    sum += out.quantity[i]!;
    out.cumulative[i] = sum;
  }
  out.count = count;
}

/** The largest quantity among the levels shown on both sides (0 for an empty book). */
export function largestQuantity(asks: BookSideView, bids: BookSideView): number {
  let largest = 0;
  for (let i = 0; i < asks.count; i++) if (asks.quantity[i]! > largest) largest = asks.quantity[i]!;
  for (let i = 0; i < bids.count; i++) if (bids.quantity[i]! > largest) largest = bids.quantity[i]!;
  return largest;
}

/** A bar's length as a share (0–1) of the longest, which is the largest quantity shown. */
export function barShare(quantity: number, largest: number): number {
  if (!(largest > 0) || !(quantity > 0)) return 0;
  return Math.min(1, quantity / largest);
}

export interface Spread {
  /** Best ask − best bid, in the market's currency (NaN when a side is empty). */
  amount: number;
  /** The same as a percentage of the best bid. */
  percent: number;
}

/** The spread of the book as it came (not grouped): best ask minus best bid. */
export function spreadOf(book: Pick<OrderBookSnapshot, 'asks' | 'bids'>): Spread {
  const ask = book.asks[0]?.[0];
  const bid = book.bids[0]?.[0];
  if (ask === undefined || bid === undefined || !(bid > 0))
    return { amount: Number.NaN, percent: Number.NaN };
  const amount = ask - bid;
  return { amount, percent: (amount / bid) * 100 };
}

/**
 * Rows of the drawn book: `depth` ask rows, the middle row, `depth` bid rows. Asks sit above with the
 * lowest nearest the middle, so ask level i (best first) is row depth − 1 − i; bid level i is row
 * depth + 1 + i. Rows keep their place whatever the book holds, so the middle never moves.
 */
export function rowCount(depth: number): number {
  return 2 * depth + 1;
}

export function middleRow(depth: number): number {
  return depth;
}

/** The side and level index a row shows, or null for the middle row and rows out of range. */
export function levelAtRow(depth: number, row: number): { side: BookSide; index: number } | null {
  if (!Number.isInteger(row) || row < 0 || row >= rowCount(depth) || row === depth) return null;
  return row < depth ? { side: 'ask', index: depth - 1 - row } : { side: 'bid', index: row - depth - 1 };
}

/** What every row draws: NaN price for an empty row. One instance per frame side of a double buffer. */
export class BookRows {
  readonly price: Float64Array;
  readonly quantity: Float64Array;
  readonly cumulative: Float64Array;
  readonly bar: Float64Array;

  constructor(readonly depth: number = ORDER_BOOK_DEPTH) {
    const rows = rowCount(depth);
    this.price = new Float64Array(rows).fill(Number.NaN);
    this.quantity = new Float64Array(rows).fill(Number.NaN);
    this.cumulative = new Float64Array(rows).fill(Number.NaN);
    this.bar = new Float64Array(rows);
  }
}

/** Lays the two grouped sides into rows, with bars against the largest quantity shown. */
export function layRows(asks: BookSideView, bids: BookSideView, out: BookRows): void {
  const depth = out.depth;
  const largest = largestQuantity(asks, bids);
  // Ask level i goes to row depth − 1 − i, bid level i to row depth + 1 + i (levelAtRow), without
  // building a row → level object per row: this runs once per frame under a busy feed.
  for (let i = 0; i < depth; i++) {
    layRow(asks, i, depth - 1 - i, largest, out);
    layRow(bids, i, depth + 1 + i, largest, out);
  }
  out.price[depth] = Number.NaN;
  out.quantity[depth] = Number.NaN;
  out.cumulative[depth] = Number.NaN;
  out.bar[depth] = 0;
}

function layRow(side: BookSideView, index: number, row: number, largest: number, out: BookRows): void {
  if (index >= side.count) {
    out.price[row] = Number.NaN;
    out.quantity[row] = Number.NaN;
    out.cumulative[row] = Number.NaN;
    out.bar[row] = 0;
    return;
  }
  const quantity = side.quantity[index]!;
  out.price[row] = side.price[index]!;
  out.quantity[row] = quantity;
  out.cumulative[row] = side.cumulative[index]!;
  out.bar[row] = barShare(quantity, largest);
}

/**
 * Cell flags of a changed row: which of its drawn cells must be written again. The cumulative quantity
 * is not drawn (only handed over by a Shift-pick), so it has no flag.
 */
export const CELL_PRICE = 1;
export const CELL_QUANTITY = 2;
export const CELL_BAR = 4;
export const ALL_CELLS = CELL_PRICE | CELL_QUANTITY | CELL_BAR;

function differs(a: number, b: number): boolean {
  // NaN marks an empty cell: two empty cells are the same.
  return a !== b && !(Number.isNaN(a) && Number.isNaN(b));
}

/**
 * Which cells differ between the rows drawn (`before`) and the rows due (`after`): one flag set per row
 * into `out`, and the number of rows with any flag. Bars compare at whole pixels of `barWidth`, so a
 * share that moves less than a pixel is not redrawn.
 */
export function changedCells(before: BookRows, after: BookRows, barWidth: number, out: Uint8Array): number {
  if (before.depth !== after.depth || out.length < rowCount(after.depth))
    throw new RangeError('changedCells: the rows and the flags must have the same depth');
  let changed = 0;
  const rows = rowCount(after.depth);
  for (let row = 0; row < rows; row++) {
    let flags = 0;
    if (differs(before.price[row]!, after.price[row]!)) flags |= CELL_PRICE;
    if (differs(before.quantity[row]!, after.quantity[row]!)) flags |= CELL_QUANTITY;
    if (Math.round(before.bar[row]! * barWidth) !== Math.round(after.bar[row]! * barWidth)) flags |= CELL_BAR;
    out[row] = flags;
    if (flags !== 0) changed += 1;
  }
  return changed;
}

/** What clicking a level hands to the order form. */
export interface PickedLevel {
  /** The order side that takes the level: a buy for an ask, a sell for a bid. */
  side: OrderSide;
  price: number;
  /** With the modifier key: the level's cumulative quantity (the whole side down to this level). */
  quantity?: number;
}

/** The pick of row `row` of `rows` (null for the middle and empty rows). */
export function pickAtRow(rows: BookRows, row: number, withQuantity: boolean): PickedLevel | null {
  const level = levelAtRow(rows.depth, row);
  const price = rows.price[row];
  if (!level || price === undefined || Number.isNaN(price)) return null;
  const side: OrderSide = level.side === 'ask' ? 'buy' : 'sell';
  return withQuantity ? { side, price, quantity: rows.cumulative[row]! } : { side, price };
}
