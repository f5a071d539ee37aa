/**
 * The member's parent orders on the chart (contract/algo-orders.ts): which of them the chart draws and
 * what each gives. A split order's children are ordinary resting limit orders, drawn as pending lines
 * already (chart-lines.ts); beside them its price range is a faint band between its two prices. A TWAP
 * rests nothing: its price limit, when it has one, is a line of its own. Only parents still at work on the
 * chart's coin are drawn (running, or paused by the member); an ended one has nothing left to show.
 */
import type { AlgoOrderRow, AlgoState } from '../../../../contract/algo-orders';
import type { CoinKey } from '../../../../contract/markets';
import { PENDING_LINES_MAX, type LineSide } from './chart-lines';

/** The states of a parent still at work. */
const DRAWN_STATES: ReadonlySet<AlgoState> = new Set<AlgoState>(['running', 'paused']);

/**
 * Split ranges drawn at most: the pending lines' cap (chart spec §9), taken for the ranges too so that many
 * parents cannot bury the candles; the newest are kept. (TWAP limits are bounded by TWAP.maxActive.)
 */
export const PARENT_RANGES_MAX = PENDING_LINES_MAX;

/** A split order's price range: its children stand between `low` and `high`, both included. */
export interface SplitRange {
  side: LineSide;
  low: number;
  high: number;
  /** How many children it was split into. */
  count: number;
}

/** A TWAP's price limit: a buy slice never trades above it, a sell slice never below. */
export interface TwapLimit {
  side: LineSide;
  price: number;
}

export interface ParentMarks {
  ranges: readonly SplitRange[];
  limits: readonly TwapLimit[];
}

export const NO_PARENT_MARKS: ParentMarks = { ranges: [], limits: [] };

/**
 * What the member's parents (newest first, as the list call answers) draw on a chart of `coin`: each
 * running or paused split order of the coin its range, each such TWAP with a price limit its limit. Two
 * parents that would draw the same thing (same side and prices) draw it once; at most PARENT_RANGES_MAX
 * ranges, the newest.
 */
export function parentMarks(parents: readonly AlgoOrderRow[], coin: CoinKey): ParentMarks {
  const ranges: SplitRange[] = [];
  const limits: TwapLimit[] = [];
  const seen = new Set<string>();
  for (const parent of parents) {
    if (parent.key !== coin || !DRAWN_STATES.has(parent.state)) continue;
    const { split, twap } = parent;
    if (parent.kind === 'split' && split) {
      const range: SplitRange = {
        side: parent.side,
        low: Math.min(split.fromPrice, split.toPrice),
        high: Math.max(split.fromPrice, split.toPrice),
        count: split.count,
      };
      const key = `range:${range.side}:${range.low}:${range.high}:${range.count}`;
      if (seen.has(key) || ranges.length >= PARENT_RANGES_MAX) continue;
      seen.add(key);
      ranges.push(range);
    } else if (parent.kind === 'twap' && twap?.priceLimit !== undefined) {
      const key = `limit:${parent.side}:${twap.priceLimit}`;
      if (seen.has(key)) continue;
      seen.add(key);
      limits.push({ side: parent.side, price: twap.priceLimit });
    }
  }
  return { ranges, limits };
}

/** Whether the marks draw anything (the pending button shows pressed for them too). */
export function hasParentMarks(marks: ParentMarks): boolean {
  return marks.ranges.length > 0 || marks.limits.length > 0;
}

/** The same marks, in the same order (a reload that changed nothing redraws nothing). */
export function sameParentMarks(a: ParentMarks, b: ParentMarks): boolean {
  return (
    a.ranges.length === b.ranges.length &&
    a.limits.length === b.limits.length &&
    a.ranges.every((range, i) => {
      const other = b.ranges[i]!;
      return (
        range.side === other.side &&
        range.low === other.low &&
        range.high === other.high &&
        range.count === other.count
      );
    }) &&
    a.limits.every((limit, i) => limit.side === b.limits[i]!.side && limit.price === b.limits[i]!.price)
  );
}

/** A range's label ("Split 5 · buy"): its text key and values, the side's word a key of its own. */
export function rangeLabel(range: SplitRange): {
  key: 'chart.parentOrders.split';
  values: { count: number };
  sideKey: `chart.parentOrders.${LineSide}`;
} {
  return {
    key: 'chart.parentOrders.split',
    values: { count: range.count },
    sideKey: `chart.parentOrders.${range.side}`,
  };
}
