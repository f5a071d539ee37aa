/**
 * The default trade layout: the intended arrangement of every panel the trade screen has for the workspace's
 * box (tradeArrangement), cut down to the panel types this build registers. Shares are percentages of the row or column a slot
 * sits in; a slot whose type is missing gives its room to its siblings, and a split left with one child
 * is replaced by it. Ids are `<type>-1`, so two loads of the default agree.
 */
import { PANEL_SIZES } from './panel-types';
import { type LayoutNode, PANEL_TYPES, type PanelType } from '../../contract/workspace-layout';

export type ArrangementSlot =
  | { kind: 'panel'; type: PanelType; share: number }
  | { kind: 'row' | 'column'; share: number; children: ArrangementSlot[] };

const panel = (type: PanelType, share: number): ArrangementSlot => ({ kind: 'panel', type, share });
const row = (share: number, children: ArrangementSlot[]): ArrangementSlot => ({
  kind: 'row',
  share,
  children: withFittedShares(children),
});
const column = (share: number, children: ArrangementSlot[]): ArrangementSlot => ({
  kind: 'column',
  share,
  children: withFittedShares(children),
});

/** The least share a slot keeps where the window is too small for every panel's minimum. */
const MIN_SHARE = 5;

/**
 * Whole percentages Golden Layout can lay out: as given while each is at least MIN_SHARE; where a box too
 * small for the panels' minimums leaves a slot under it (below zero in a narrow window), every slot in
 * proportion to what it asked, MIN_SHARE at the least, adding up to 100.
 */
export function fitShares(shares: readonly number[]): number[] {
  if (shares.every((share) => share >= MIN_SHARE)) return [...shares];
  return wholeShares(shares.map((share) => Math.max(MIN_SHARE, share)));
}

function withFittedShares(children: ArrangementSlot[]): ArrangementSlot[] {
  const shares = fitShares(children.map((child) => child.share));
  return children.map((child, i) => ({ ...child, share: shares[i]! }));
}

/** The workspace's box (below the page header and the workspace toolbar), CSS pixels. */
export interface WorkspaceBox {
  width: number;
  height: number;
}

/** Golden Layout's defaults we run with: a tab header above each stack, splitters between siblings. */
export const TAB_HEADER_HEIGHT = 20;
export const SPLITTER_SIZE = 5;
/** Above the workspace in the app: the page header (57 px, 59 in Korean) and the workspace toolbar (32 px). */
export const WORKSPACE_CHROME_HEIGHT = 91;

/** The workspace of a window of `width` × `height` (CSS pixels). */
export function workspaceBoxOf(width: number, height: number): WorkspaceBox {
  return { width, height: height - WORKSPACE_CHROME_HEIGHT };
}

/**
 * The box a workspace host of `host` size in a window of `window` size makes its default for: no taller than
 * the window leaves below the page header, which may not be laid out yet when the workspace mounts.
 */
export function arrangementBox(host: WorkspaceBox, window: WorkspaceBox): WorkspaceBox {
  return {
    width: host.width,
    height: Math.min(host.height, workspaceBoxOf(window.width, window.height).height),
  };
}

/** The box the default is made for when none is known (a 1440×900 window). */
export const DEFAULT_BOX: WorkspaceBox = workspaceBoxOf(1440, 900);

/**
 * Whole percentage (Golden Layout reads only the integer part) of `free` pixels that holds `px`, rounded up
 * so that the slot gets at least `px`; never more than `most`.
 */
function shareOf(px: number, free: number, most = 90): number {
  return Math.min(most, Math.ceil((px / Math.max(1, free)) * 100));
}

/**
 * Room a stack takes for `content` pixels of panel below its tab header, and a few for the rounding to whole
 * percentages that its neighbours' shares may take from it (Golden Layout rounds each size down).
 */
const stackOf = (content: number) => content + TAB_HEADER_HEIGHT + ROUNDING_ROOM;
const ROUNDING_ROOM = 4;

/**
 * Workspaces lower than this get the compact arrangement: the right column cannot hold ten coins, the Plus
 * buy loans and the connection strip one above the other.
 */
export const COMPACT_BELOW =
  stackOf(PANEL_SIZES['coin-list'].minHeight) +
  stackOf(PANEL_SIZES['credit-status'].minHeight) +
  stackOf(PANEL_SIZES.connection.minHeight) +
  2 * SPLITTER_SIZE;

/**
 * The trade arrangement for a workspace box (a pure rule: box → arrangement). Panels with a fixed need (the
 * order panel's fields and button, ten coins, the live price with its mini chart, the connection's rows, the
 * Plus buy loans, open orders to the cancel column) get their minimum (PANEL_SIZES) and the chart, the order
 * book and the coin list share the rest; no panel waits behind another's tab.
 */
export function tradeArrangement(box: WorkspaceBox): ArrangementSlot {
  return box.height < COMPACT_BELOW ? compactArrangement(box) : regularArrangement(box);
}

/**
 * The chart large on the left with open orders below it, the live price and recent trades beside them; the
 * order book above the order panel in the middle; the coin list, the Plus buy status and the connection strip
 * on the right.
 */
function regularArrangement(box: WorkspaceBox): ArrangementSlot {
  const size = (type: PanelType) => PANEL_SIZES[type];
  const freeHeight = (stacks: number) => box.height - SPLITTER_SIZE * (stacks - 1);
  const widths = { chart: 52, order: 21, right: 27 };

  const orderPanel = shareOf(stackOf(size('order-panel').minHeight), freeHeight(2));
  const middle = column(widths.order, [
    panel('order-book', 100 - orderPanel),
    panel('order-panel', orderPanel),
  ]);

  const credit = shareOf(stackOf(size('credit-status').minHeight), freeHeight(3));
  const connection = shareOf(stackOf(size('connection').minHeight), freeHeight(3));
  const right = column(widths.right, [
    panel('coin-list', 100 - credit - connection),
    panel('credit-status', credit),
    panel('connection', connection),
  ]);

  const livePrice = stackOf(size('live-price').minHeight);
  const bottomHeight = livePrice + SPLITTER_SIZE + stackOf(size('recent-trades').minHeight);
  const bottom = shareOf(bottomHeight, freeHeight(2));
  // The live price and recent trades beside open orders get room to show more than their minimum.
  const openOrders = 60;
  const live = shareOf(livePrice, bottomHeight - SPLITTER_SIZE);
  return row(100, [
    column(widths.chart, [
      panel('chart', 100 - bottom),
      row(bottom, [
        panel('open-orders', openOrders),
        column(100 - openOrders, [panel('live-price', live), panel('recent-trades', 100 - live)]),
      ]),
    ]),
    middle,
    right,
  ]);
}
/**
 * Where the right column cannot hold the connection strip too (a workspace under COMPACT_BELOW high: 1280×800,
 * 1440×900): the order book beside the order panel rather than above it, so that it keeps its height for
 * price rows (recent trades under the book), open orders under the two of them (wide enough for the cancel
 * column); the chart above the live price and the connection strip on the left; the coin list above the
 * Plus buy status on the right.
 */
function compactArrangement(box: WorkspaceBox): ArrangementSlot {
  const size = (type: PanelType) => PANEL_SIZES[type];
  const freeHeight = (stacks: number) => box.height - SPLITTER_SIZE * (stacks - 1);
  const freeWidth = box.width - 2 * SPLITTER_SIZE;
  const across = (type: PanelType) => size(type).minWidth + ROUNDING_ROOM;

  const rightWidth = shareOf(across('coin-list'), freeWidth);
  const middleWidth = shareOf(
    Math.max(across('order-book') + SPLITTER_SIZE + across('order-panel'), across('open-orders')),
    freeWidth,
  );
  const orderPanelWidth = shareOf(
    across('order-panel'),
    Math.floor((freeWidth * middleWidth) / 100) - SPLITTER_SIZE,
  );

  // Open orders get their minimum, the order book and the order panel the rest (a two-stack column: whole
  // percentages of its free height, the pixel left by the rounding going to the first).
  const top = 100 - shareOf(stackOf(size('open-orders').minHeight), freeHeight(2));
  const topHeight = Math.floor((freeHeight(2) * top) / 100);
  // The last of two stacks: Golden Layout gives it its whole percentage, rounded down, and no more.
  const trades = shareOf(size('recent-trades').minHeight + TAB_HEADER_HEIGHT, topHeight - SPLITTER_SIZE);
  const middle = column(middleWidth, [
    row(top, [
      column(100 - orderPanelWidth, [panel('order-book', 100 - trades), panel('recent-trades', trades)]),
      panel('order-panel', orderPanelWidth),
    ]),
    panel('open-orders', 100 - top),
  ]);

  const live = shareOf(stackOf(size('live-price').minHeight), freeHeight(3));
  const connection = shareOf(stackOf(size('connection').minHeight), freeHeight(3));
  const left = column(100 - middleWidth - rightWidth, [
    panel('chart', 100 - live - connection),
    panel('live-price', live),
    panel('connection', connection),
  ]);

  const credit = shareOf(stackOf(size('credit-status').minHeight), freeHeight(2));
  const right = column(rightWidth, [panel('coin-list', 100 - credit), panel('credit-status', credit)]);
  return row(100, [left, middle, right]);
}

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
  if (slot.kind === 'panel') return available.has(slot.type);
  return slot.children.some((child) => containsAny(child, available));
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
  arrangement: ArrangementSlot = tradeArrangement(DEFAULT_BOX),
): ArrangementSlot | null {
  return prune(arrangement, new Set(available), 100) ?? null;
}

function toNode(slot: ArrangementSlot): LayoutNode | undefined {
  if (slot.kind === 'panel') {
    return {
      kind: 'stack',
      size: `${slot.share}%`,
      active: 0,
      panels: [{ id: `${slot.type}-1`, type: slot.type, link: 'page', coin: null, settings: null }],
    };
  }
  const children = slot.children.map(toNode).filter((child) => child !== undefined);
  return children.length === 0 ? undefined : { kind: slot.kind, size: `${slot.share}%`, children };
}

/** The default tree for the registered panel types (or those given) in `box`, null when there is none. */
export function defaultTree(
  types: readonly PanelType[] = PANEL_TYPES,
  box: WorkspaceBox = DEFAULT_BOX,
): LayoutNode | null {
  const arranged = arrangeFor(types, tradeArrangement(box));
  return arranged === null ? null : (toNode(arranged) ?? null);
}
