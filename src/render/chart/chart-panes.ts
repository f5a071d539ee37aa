/**
 * The chart's panes, stacked top to bottom over one time scale: the price pane first, then a pane per
 * group of indicators drawn apart (RSI, MACD…). Pure layout: the heights from the panes' weights, a
 * collapsed pane's strip, the separator between two panes and what dragging it does.
 *
 * A pane's share of the height is its weight over the sum of the open panes' weights, after the collapsed
 * panes' strips; no open pane is drawn lower than MIN_PANE_PX while there is room for that (a short chart
 * shares what there is by weight). A new indicator pane starts at weight 1 under a price pane of 3, so
 * RSI under the price takes a quarter, as on TradingView.
 */

/** The price pane's weight, and a new indicator pane's. */
export const PRICE_PANE_WEIGHT = 3;
export const NEW_PANE_WEIGHT = 1;
/** The lowest an open pane is drawn, px, while the chart is tall enough. */
export const MIN_PANE_PX = 40;
/** A collapsed pane's strip (its legend line), px. */
export const COLLAPSED_PANE_PX = 22;
/** Px either side of a separator where a pointer grabs it. */
export const SEPARATOR_GRAB_PX = 4;
/** The least and most weight a pane may have (a drag keeps within them). */
export const MIN_PANE_WEIGHT = 0.05;
export const MAX_PANE_WEIGHT = 100;

export interface PaneState {
  weight: number;
  collapsed: boolean;
}

/** A pane's place, px from the plot's top; `height` 0 for nothing at all. */
export interface PaneRect {
  top: number;
  height: number;
}

function checkWeight(weight: number): number {
  return Number.isFinite(weight) && weight > 0
    ? Math.min(MAX_PANE_WEIGHT, Math.max(MIN_PANE_WEIGHT, weight))
    : NEW_PANE_WEIGHT;
}

/**
 * The panes' rectangles over `height` px, top to bottom, whole pixels, with nothing left over. The price
 * pane (the first) never collapses.
 */
export function layoutPanes(height: number, panes: readonly PaneState[]): PaneRect[] {
  const total = Math.max(0, Math.floor(height));
  const collapsed = panes.map((pane, i) => i > 0 && pane.collapsed);
  const strips = collapsed.filter(Boolean).length;
  const strip = strips > 0 ? Math.min(COLLAPSED_PANE_PX, Math.floor(total / panes.length)) : 0;
  const room = total - strips * strip;
  const weights = panes.map((pane, i) => (collapsed[i] ? 0 : checkWeight(pane.weight)));
  const heights = shareByWeight(room, weights);
  const rects: PaneRect[] = [];
  let top = 0;
  panes.forEach((_, i) => {
    const paneHeight = collapsed[i] ? strip : heights[i]!;
    rects.push({ top, height: paneHeight });
    top += paneHeight;
  });
  return rects;
}

/** `room` px shared by weight (0: none), each share at least MIN_PANE_PX when all fit, summing to `room`. */
function shareByWeight(room: number, weights: readonly number[]): number[] {
  const open = weights.filter((weight) => weight > 0).length;
  const sum = weights.reduce((a, b) => a + b, 0);
  if (open === 0 || sum <= 0) return weights.map(() => 0);
  const floor = open * MIN_PANE_PX <= room ? MIN_PANE_PX : 0;
  // Panes held at the floor leave the rest to share by weight among the others.
  const held = new Set<number>();
  for (;;) {
    const free = room - held.size * floor;
    const freeWeight = weights.reduce((a, weight, i) => (held.has(i) || weight === 0 ? a : a + weight), 0);
    const next = weights.findIndex(
      (weight, i) => weight > 0 && !held.has(i) && (weight / freeWeight) * free < floor,
    );
    if (next < 0) break;
    held.add(next);
  }
  const free = room - held.size * floor;
  const freeWeight = weights.reduce((a, weight, i) => (held.has(i) || weight === 0 ? a : a + weight), 0);
  const shares = weights.map((weight, i) =>
    weight === 0 ? 0 : held.has(i) ? floor : (weight / freeWeight) * free,
  );
  // Whole pixels by largest remainder: each share rounded down, the pixels left to the largest fractions.
  const heights = shares.map(Math.floor);
  let left = room - heights.reduce((a, b) => a + b, 0);
  const byFraction = shares
    .map((share, i) => ({ i, fraction: share - Math.floor(share) }))
    .filter(({ i }) => weights[i]! > 0)
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % byFraction.length, left -= 1) heights[byFraction[k]!.i]! += 1;
  return heights;
}

/** The separator under pane `index` (between it and the next) at `y`, or -1: a pointer there may drag it. */
export function separatorAt(rects: readonly PaneRect[], y: number): number {
  for (let i = 0; i < rects.length - 1; i += 1) {
    const edge = rects[i]!.top + rects[i]!.height;
    if (Math.abs(y - edge) <= SEPARATOR_GRAB_PX) return i;
  }
  return -1;
}

/** The pane at `y`, or -1 outside every pane. */
export function paneAt(rects: readonly PaneRect[], y: number): number {
  return rects.findIndex((rect) => y >= rect.top && y < rect.top + rect.height);
}

/**
 * The weights after the separator under pane `index` was dragged `dy` px (down grows that pane): the two
 * panes beside it trade height, their weights summing as before, neither below MIN_PANE_PX (nor a
 * collapsed one resized: the panes stay as they were).
 */
export function dragSeparator(
  panes: readonly PaneState[],
  rects: readonly PaneRect[],
  index: number,
  dy: number,
): PaneState[] {
  const above = panes[index];
  const below = panes[index + 1];
  if (!above || !below || (index > 0 && above.collapsed) || below.collapsed) return [...panes];
  const upper = rects[index]!.height;
  const lower = rects[index + 1]!.height;
  const span = upper + lower;
  if (span <= 0) return [...panes];
  const floor = Math.min(MIN_PANE_PX, span / 2);
  const nextUpper = Math.min(span - floor, Math.max(floor, upper + dy));
  const weight = checkWeight(above.weight) + checkWeight(below.weight);
  return panes.map((pane, i) => {
    if (i === index) return { ...pane, weight: checkWeight((weight * nextUpper) / span) };
    if (i === index + 1) return { ...pane, weight: checkWeight((weight * (span - nextUpper)) / span) };
    return pane;
  });
}
