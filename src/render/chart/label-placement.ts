/**
 * Where the chart's labels go so that none covers another: a small layout pass over label boxes, pure and
 * deterministic. Fixed boxes (the legend, the forecast's line, what the page draws over the plot) are
 * obstacles; each movable label slides along its axis (a price label along y, a tag along y, a marker's
 * price along y, tried on both sides of its marker) to the free place nearest the one it asked for (both
 * sides of a marker are as near to it: the side asked for wins a tie).
 * Labels are placed by priority (lower first, then in the order given), each against the obstacles and the
 * labels placed before it: sorting is O(n log n), and each label merges the intervals of the k boxes in
 * its column, O(k log k) — a chart has a few dozen labels at most.
 */

/** A box in px of the chart: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A movable label: where it asks to be (x, y: its top left), how it may move, and where it went. */
export interface LabelBox extends Box {
  /** 'y' slides up and down (price labels, tags, markers' prices); 'x' slides sideways. */
  axis: 'x' | 'y';
  /** Another x to try the label at (the other side of its marker), NaN for none. */
  altX: number;
  /** Lower places first and so keeps its place; equal priorities go in the order given. */
  priority: number;
  /** Out: the top left the label was placed at. */
  placedX: number;
  placedY: number;
  /** Out: false when no free place was left in the bounds (it stays at its own place, clamped). */
  clear: boolean;
}

export function labelBox(init?: Partial<LabelBox>): LabelBox {
  return {
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    axis: 'y',
    altX: Number.NaN,
    priority: 0,
    placedX: 0,
    placedY: 0,
    clear: true,
    ...init,
  };
}

/** True when the two boxes share some area (touching edges do not). */
export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The start nearest `wanted` in [lo, hi] that is in none of the open intervals (start, end): a box of the
 * mover's size starting there meets none of the blockers. NaN when there is none.
 */
function nearestFree(wanted: number, lo: number, hi: number, intervals: [number, number][]): number {
  if (hi < lo) return Number.NaN;
  intervals.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // Merged, the intervals are apart; each one's ends are free (the intervals are open).
  const merged: [number, number][] = [];
  for (const [start, end] of intervals) {
    const last = merged[merged.length - 1];
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const blocked = (at: number) => merged.some(([start, end]) => at > start && at < end);
  const target = Math.min(hi, Math.max(lo, wanted));
  let best = Number.NaN;
  const consider = (at: number) => {
    if (at < lo || at > hi || blocked(at)) return;
    if (Number.isNaN(best) || Math.abs(at - wanted) < Math.abs(best - wanted)) best = at;
  };
  consider(target);
  for (const [start, end] of merged) {
    consider(start);
    consider(end);
  }
  consider(lo);
  consider(hi);
  return best;
}

/** Places `label` with its left edge at `x` (or top at y for axis 'x'): the free start along its axis. */
function slide(label: LabelBox, x: number, bounds: Box, blockers: readonly Box[]): number {
  const alongY = label.axis === 'y';
  const size = alongY ? label.height : label.width;
  const intervals: [number, number][] = [];
  for (const b of blockers) {
    // Blockers across the label's fixed extent: they forbid the starts that would overlap them.
    const crosses = alongY
      ? b.x < x + label.width && x < b.x + b.width
      : b.y < label.y + label.height && label.y < b.y + b.height;
    if (!crosses || b.width <= 0 || b.height <= 0) continue;
    intervals.push(alongY ? [b.y - size, b.y + b.height] : [b.x - size, b.x + b.width]);
  }
  const lo = alongY ? bounds.y : bounds.x;
  const hi = (alongY ? bounds.y + bounds.height : bounds.x + bounds.width) - size;
  return nearestFree(alongY ? label.y : x, lo, hi, intervals);
}

/**
 * Places every label of `labels` (writes placedX, placedY and clear): inside `bounds`, clear of every box
 * of `reserved` and of the labels placed before it, as near to where it asked as it can be.
 */
export function placeLabels(labels: readonly LabelBox[], bounds: Box, reserved: readonly Box[]): void {
  const order = labels.map((_, i) => i).sort((a, b) => labels[a]!.priority - labels[b]!.priority || a - b);
  const blockers: Box[] = [...reserved];
  const maxX = bounds.x + bounds.width;
  for (const index of order) {
    const label = labels[index]!;
    const clampX = (x: number) => Math.max(bounds.x, Math.min(maxX - label.width, x));
    let bestX = clampX(label.x);
    let bestY = Math.max(bounds.y, Math.min(bounds.y + bounds.height - label.height, label.y));
    let bestDistance = Infinity;
    for (const start of [label.x, label.altX]) {
      if (Number.isNaN(start)) continue;
      const x = clampX(start);
      const along = slide(label, x, bounds, blockers);
      if (Number.isNaN(along)) continue;
      const px = label.axis === 'y' ? x : along;
      const py = label.axis === 'y' ? along : label.y;
      // Along the axis only: the alternative x is as near the label's anchor (the other side of a marker).
      const distance = label.axis === 'y' ? Math.abs(py - label.y) : Math.abs(px - label.x);
      if (distance < bestDistance) {
        bestDistance = distance;
        bestX = px;
        bestY = py;
      }
    }
    label.clear = bestDistance < Infinity;
    label.placedX = bestX;
    label.placedY = bestY;
    blockers.push({ x: bestX, y: bestY, width: label.width, height: label.height });
  }
}

/** The placed box of a label. */
export function placedBox(label: LabelBox): Box {
  return { x: label.placedX, y: label.placedY, width: label.width, height: label.height };
}

/**
 * Runs placeLabels only when an input changed since the last run: a live tick repaints the lines layer up
 * to once a frame, and the labels mostly stand still meanwhile.
 */
export class LabelPass {
  private inputs: number[] = [];
  private readonly next: number[] = [];

  /** Places `labels` unless nothing changed since the last call; true when it placed them. */
  run(labels: readonly LabelBox[], bounds: Box, reserved: readonly Box[]): boolean {
    const next = this.next;
    next.length = 0;
    const box = (b: Box) => next.push(b.x, b.y, b.width, b.height);
    box(bounds);
    next.push(reserved.length);
    for (const b of reserved) box(b);
    for (const label of labels) {
      box(label);
      next.push(label.altX, label.priority, label.axis === 'y' ? 1 : 0);
    }
    const same = next.length === this.inputs.length && next.every((v, i) => Object.is(v, this.inputs[i]));
    if (same) return false;
    this.inputs = next.slice();
    placeLabels(labels, bounds, reserved);
    return true;
  }
}
