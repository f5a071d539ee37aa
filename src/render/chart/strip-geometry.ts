/**
 * The triangle strips the Pixi surface draws a wide line and a band with (chart-pools.ts), as plain
 * arithmetic on typed arrays, with no Pixi: a strip's vertices alternate between the two sides of what it
 * covers, each pair and the pair before it making two triangles.
 */
import { MITER_LIMIT } from './chart-painter';

/** Floats a strip may take per point given (x, y pairs; a sharp join or a band's crossing adds a pair). */
export const STRIP_FLOATS_PER_POINT = 8;

/** Points closer than this (px, squared) are one point: a segment between them has no direction. */
const SAME_POINT = 1e-6;

/**
 * Drops the points of `points` (x, y pairs, `count` of them) that fall on the point before them, in place;
 * returns how many are left. A zero-length segment has no normal to extrude along.
 */
function dropRepeats(points: Float32Array, count: number): number {
  if (count === 0) return 0;
  let kept = 1;
  for (let i = 1; i < count; i += 1) {
    const x = points[i * 2]!;
    const y = points[i * 2 + 1]!;
    const dx = x - points[(kept - 1) * 2]!;
    const dy = y - points[(kept - 1) * 2 + 1]!;
    if (dx * dx + dy * dy < SAME_POINT) continue;
    points[kept * 2] = x;
    points[kept * 2 + 1] = y;
    kept += 1;
  }
  return kept;
}

/**
 * Writes into `out` the triangle strip of the polyline `points` (x, y pairs, `count` of them; repeated
 * points are dropped from it in place) `halfWidth` px either side, and returns its number of vertices
 * (0 when fewer than two distinct points remain). Each point gives one pair, its side offset by
 * `halfWidth` along the normal at its end and along the miter at a join; a join whose miter would reach
 * further than MITER_LIMIT half widths is bevelled instead, as the 2D canvas does with miterLimit: two
 * pairs, each square to one of its segments, whose triangles fill the outer corner. No vertex is further
 * than MITER_LIMIT half widths from its point. `out` holds STRIP_FLOATS_PER_POINT × count floats.
 */
export function extrudePolyline(
  points: Float32Array,
  count: number,
  halfWidth: number,
  out: Float32Array,
): number {
  const n = dropRepeats(points, count);
  if (n < 2) return 0;
  let at = 0;
  const pair = (x: number, y: number, ox: number, oy: number) => {
    out[at] = x + ox;
    out[at + 1] = y + oy;
    out[at + 2] = x - ox;
    out[at + 3] = y - oy;
    at += 4;
  };
  // The unit normal of the segment out of the point (nx1, ny1); the one into it is the last point's.
  let nx1 = 0;
  let ny1 = 0;
  const normalOut = (i: number) => {
    const dx = points[i * 2 + 2]! - points[i * 2]!;
    const dy = points[i * 2 + 3]! - points[i * 2 + 1]!;
    const length = Math.hypot(dx, dy);
    nx1 = -dy / length;
    ny1 = dx / length;
  };
  normalOut(0);
  pair(points[0]!, points[1]!, nx1 * halfWidth, ny1 * halfWidth);
  for (let i = 1; i < n - 1; i += 1) {
    const nx0 = nx1;
    const ny0 = ny1;
    normalOut(i);
    const x = points[i * 2]!;
    const y = points[i * 2 + 1]!;
    // The miter runs along the normals' sum m; it reaches halfWidth / cos(half the turn) = 2 halfWidth / |m|.
    const mx = nx0 + nx1;
    const my = ny0 + ny1;
    const m2 = mx * mx + my * my;
    if (m2 * MITER_LIMIT * MITER_LIMIT >= 4) {
      const scale = (2 * halfWidth) / m2;
      pair(x, y, mx * scale, my * scale);
    } else {
      // Bevelled: the first segment ends square, the second starts square. The triangles between the two
      // pairs lie within halfWidth of the point and cover the outer corner.
      pair(x, y, nx0 * halfWidth, ny0 * halfWidth);
      pair(x, y, nx1 * halfWidth, ny1 * halfWidth);
    }
  }
  pair(points[(n - 1) * 2]!, points[(n - 1) * 2 + 1]!, nx1 * halfWidth, ny1 * halfWidth);
  return at / 2;
}

/**
 * Writes into `out` the triangle strip of the band between two polylines, `points` being x, yA, yB triples
 * (`count` of them, in order of x), and returns its number of vertices: per point its A vertex then its B
 * vertex, and where the lines cross between two points a pair at the crossing, so that each part of the
 * band is its own trapezoids and no triangle reaches across the crossing. `out` holds
 * STRIP_FLOATS_PER_POINT × count floats.
 */
export function bandStrip(points: Float32Array, count: number, out: Float32Array): number {
  if (count < 2) return 0;
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    const x = points[i * 3]!;
    const a = points[i * 3 + 1]!;
    const b = points[i * 3 + 2]!;
    if (i > 0) {
      const px = points[i * 3 - 3]!;
      const pa = points[i * 3 - 2]!;
      const before = pa - points[i * 3 - 1]!;
      const now = a - b;
      if ((before < 0 && now > 0) || (before > 0 && now < 0)) {
        const t = before / (before - now);
        const cx = px + t * (x - px);
        const cy = pa + t * (a - pa);
        out[at] = cx;
        out[at + 1] = cy;
        out[at + 2] = cx;
        out[at + 3] = cy;
        at += 4;
      }
    }
    out[at] = x;
    out[at + 1] = a;
    out[at + 2] = x;
    out[at + 3] = b;
    at += 4;
  }
  return at / 2;
}

/**
 * The dashes of the polyline `points` (x, y pairs, `count` of them): `on` px drawn, `off` px left, the
 * pattern running on across its joins as the 2D canvas's setLineDash does. Writes each dash's ends (x1, y1,
 * x2, y2; a dash across a join is cut in two there) into `out`, which holds dashCapacity() floats, and
 * returns how many dashes it wrote; none for a pattern that is not two lengths above 0.
 */
export function dashPolyline(
  points: Float32Array,
  count: number,
  on: number,
  off: number,
  out: Float32Array,
): number {
  if (!(on > 0 && off > 0)) return 0;
  const period = on + off;
  let phase = 0;
  let dashes = 0;
  for (let i = 1; i < count; i += 1) {
    const x0 = points[i * 2 - 2]!;
    const y0 = points[i * 2 - 1]!;
    const dx = points[i * 2]! - x0;
    const dy = points[i * 2 + 1]! - y0;
    const length = Math.hypot(dx, dy);
    let along = 0;
    while (along < length) {
      const drawn = phase < on;
      const run = Math.min((drawn ? on : period) - phase, length - along);
      if (drawn && run > 0) {
        const at = dashes * 4;
        out[at] = x0 + (dx * along) / length;
        out[at + 1] = y0 + (dy * along) / length;
        out[at + 2] = x0 + (dx * (along + run)) / length;
        out[at + 3] = y0 + (dy * (along + run)) / length;
        dashes += 1;
      }
      along += run;
      phase += run;
      if (phase >= period) phase -= period;
    }
  }
  return dashes;
}

/** Floats dashPolyline may write for the polyline: four per dash, a dash more per segment for the cuts. */
export function dashCapacity(points: Float32Array, count: number, on: number, off: number): number {
  let length = 0;
  for (let i = 1; i < count; i += 1)
    length += Math.hypot(points[i * 2]! - points[i * 2 - 2]!, points[i * 2 + 1]! - points[i * 2 - 1]!);
  return (Math.ceil(length / (on + off)) + count) * 4;
}

/**
 * Writes into `out` the triangles (a list, six vertices a dash) of `dashes` dashes (x1, y1, x2, y2 each)
 * `halfWidth` px either side, with butt ends; returns the number of vertices. `out` holds 12 floats a dash.
 */
export function dashTriangles(
  dashes: Float32Array,
  count: number,
  halfWidth: number,
  out: Float32Array,
): number {
  let at = 0;
  const corner = (x: number, y: number, ox: number, oy: number) => {
    out[at] = x + ox;
    out[at + 1] = y + oy;
    at += 2;
  };
  for (let i = 0; i < count; i += 1) {
    const x1 = dashes[i * 4]!;
    const y1 = dashes[i * 4 + 1]!;
    const x2 = dashes[i * 4 + 2]!;
    const y2 = dashes[i * 4 + 3]!;
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (length === 0) continue;
    const ox = (-(y2 - y1) / length) * halfWidth;
    const oy = ((x2 - x1) / length) * halfWidth;
    // Two triangles: (1+, 1−, 2+) and (1−, 2−, 2+).
    corner(x1, y1, ox, oy);
    corner(x1, y1, -ox, -oy);
    corner(x2, y2, ox, oy);
    corner(x1, y1, -ox, -oy);
    corner(x2, y2, -ox, -oy);
    corner(x2, y2, ox, oy);
  }
  return at / 2;
}
