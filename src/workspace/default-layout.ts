/**
 * The default trade layout: one intended arrangement of every panel the trade screen has (TRADE_ARRANGEMENT),
 * cut down to the panel types this build registers. Shares are percentages of the row or column a slot
 * sits in; a slot whose type is missing gives its room to its siblings, and a split left with one child
 * is replaced by it. Ids are `<type>-1`, so two loads of the default agree.
 */
import type { LayoutNode } from './layout-tree';
import { PANEL_TYPES, type PanelType } from './panel-types';

export type ArrangementSlot =
  | { kind: 'panel'; type: PanelType; share: number }
  | { kind: 'row' | 'column'; share: number; children: ArrangementSlot[] };

const panel = (type: PanelType, share: number): ArrangementSlot => ({ kind: 'panel', type, share });
const row = (share: number, children: ArrangementSlot[]): ArrangementSlot => ({
  kind: 'row',
  share,
  children,
});
const column = (share: number, children: ArrangementSlot[]): ArrangementSlot => ({
  kind: 'column',
  share,
  children,
});

/**
 * The chart large on the left with recent trades and open orders below it; the order book above the order
 * panel in the middle; the coin list, the Plus buy credit status, the live price and the connection strip on
 * the right. Sized so every
 * panel gets its minimum (PANEL_SIZES) in the workspace of a 1280×800 window.
 */
export const TRADE_ARRANGEMENT: ArrangementSlot = row(100, [
  column(50, [panel('chart', 66), row(34, [panel('recent-trades', 42), panel('open-orders', 58)])]),
  column(23, [panel('order-book', 44), panel('order-panel', 56)]),
  column(27, [
    panel('coin-list', 46),
    panel('credit-status', 28),
    panel('live-price', 16),
    panel('connection', 10),
  ]),
]);

/**
 * Whole percentages in proportion to `weights`, adding up to 100 (largest remainders get the rounding):
 * Golden Layout reads only the integer part of a size.
 */
export function wholeShares(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight / total) * 100);
  const shares = exact.map(Math.floor);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  const missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  for (const { i } of order.slice(0, missing)) shares[i]! += 1;
  return shares;
}

function containsAny(slot: ArrangementSlot, available: ReadonlySet<PanelType>): boolean {
  return slot.kind === 'panel'
    ? available.has(slot.type)
    : slot.children.some((child) => containsAny(child, available));
}

function prune(
  slot: ArrangementSlot,
  available: ReadonlySet<PanelType>,
  share: number,
): ArrangementSlot | undefined {
  if (slot.kind === 'panel') return available.has(slot.type) ? { ...slot, share } : undefined;
  const kept = slot.children.filter((child) => containsAny(child, available));
  const shares = wholeShares(kept.map((child) => child.share));
  const children = kept
    .map((child, i) => prune(child, available, shares[i]!))
    .filter((child) => child !== undefined);
  if (children.length === 0) return undefined;
  if (children.length === 1) return { ...children[0]!, share };
  return { kind: slot.kind, share, children };
}

/** The arrangement cut down to the available types, shares renormalised; null when none is available. */
export function arrangeFor(
  available: readonly PanelType[],
  arrangement: ArrangementSlot = TRADE_ARRANGEMENT,
): ArrangementSlot | null {
  return prune(arrangement, new Set(available), 100) ?? null;
}

function toNode(slot: ArrangementSlot): LayoutNode | undefined {
  if (slot.kind === 'panel') {
    const { type } = slot;
    return {
      kind: 'stack',
      size: `${slot.share}%`,
      active: 0,
      panels: [{ id: `${type}-1`, type, link: 'page', coin: null }],
    };
  }
  const children = slot.children.map(toNode).filter((child) => child !== undefined);
  return children.length === 0 ? undefined : { kind: slot.kind, size: `${slot.share}%`, children };
}

/** The default tree for the registered panel types (or those given), null when there is none. */
export function defaultTree(types: readonly PanelType[] = PANEL_TYPES): LayoutNode | null {
  const arranged = arrangeFor(types);
  return arranged === null ? null : (toNode(arranged) ?? null);
}
