import { describe, expect, test } from 'vitest';
import { MITER_LIMIT } from '../../../../src/render/chart/chart-painter';
import {
  bandStrip,
  dashCapacity,
  dashPolyline,
  dashTriangles,
  extrudePolyline,
  STRIP_FLOATS_PER_POINT,
} from '../../../../src/render/chart/strip-geometry';

/** The strip of a polyline of [x, y] points, as [x, y] vertices. */
function extrude(points: readonly (readonly [number, number])[], halfWidth: number): [number, number][] {
  const input = Float32Array.from(points.flat());
  const out = new Float32Array(points.length * STRIP_FLOATS_PER_POINT);
  const count = extrudePolyline(input, points.length, halfWidth, out);
  return Array.from({ length: count }, (_, i) => [out[i * 2]!, out[i * 2 + 1]!]);
}

function band(points: readonly (readonly [number, number, number])[]): [number, number][] {
  const input = Float32Array.from(points.flat());
  const out = new Float32Array(points.length * STRIP_FLOATS_PER_POINT);
  const count = bandStrip(input, points.length, out);
  return Array.from({ length: count }, (_, i) => [out[i * 2]!, out[i * 2 + 1]!]);
}

const near = (a: readonly number[], b: readonly number[]) =>
  a.every((value, i) => Math.abs(value - b[i]!) < 1e-4);

describe('extrudePolyline', () => {
  test('a straight segment is a quad its half width either side, ends square', () => {
    const strip = extrude(
      [
        [10, 50],
        [90, 50],
      ],
      1.5,
    );
    expect(strip).toEqual([
      [10, 51.5],
      [10, 48.5],
      [90, 51.5],
      [90, 48.5],
    ]);
  });

  test('a right-angle turn keeps its miter: one pair, √2 half widths from the point', () => {
    const strip = extrude(
      [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
      2,
    );
    expect(strip).toHaveLength(6);
    // Inside the corner and outside it, where the sides' offset lines meet.
    expect(near(strip[2]!, [8, 2])).toBe(true);
    expect(near(strip[3]!, [12, -2])).toBe(true);
  });

  test('a turn of 120° is the sharpest that keeps its miter (MITER_LIMIT half widths); sharper is bevelled', () => {
    const turn = (degrees: number) => {
      const a = (degrees * Math.PI) / 180;
      return extrude(
        [
          [-10, 0],
          [0, 0],
          [10 * Math.cos(a), 10 * Math.sin(a)],
        ],
        1,
      );
    };
    const mitred = turn(119);
    expect(mitred).toHaveLength(6);
    expect(Math.hypot(...mitred[2]!)).toBeLessThanOrEqual(MITER_LIMIT);
    const bevelled = turn(121);
    expect(bevelled).toHaveLength(8);
    // Each pair square to its own segment, a half width from the point.
    for (const vertex of bevelled.slice(2, 6)) expect(Math.hypot(...vertex)).toBeCloseTo(1);
  });

  test("a spike's strip stays within its half width of the tip, where a plain miter would reach 57 half widths", () => {
    // Segments 2° apart: halfWidth / sin(1°) ≈ 57.3 half widths.
    const a = (179 * Math.PI) / 180;
    const strip = extrude(
      [
        [-50, 0],
        [0, 0],
        [50 * Math.cos(a), 50 * Math.sin(a)],
      ],
      1.5,
    );
    for (const [x, y] of strip.slice(2, 6)) expect(Math.hypot(x, y)).toBeLessThanOrEqual(1.5 + 1e-6);
  });

  test('a line that turns straight back gives no NaN and stays at its half width', () => {
    const strip = extrude(
      [
        [0, 0],
        [20, 0],
        [5, 0],
      ],
      1.5,
    );
    expect(strip.flat().every(Number.isFinite)).toBe(true);
    for (const [x, y] of strip.slice(2, 6)) expect(Math.hypot(x - 20, y)).toBeCloseTo(1.5);
  });

  test('repeated points are one point; a line with one distinct point has no strip', () => {
    expect(
      extrude(
        [
          [0, 0],
          [0, 0],
          [10, 0],
          [10, 0],
        ],
        1,
      ),
    ).toEqual(
      extrude(
        [
          [0, 0],
          [10, 0],
        ],
        1,
      ),
    );
    expect(
      extrude(
        [
          [3, 4],
          [3, 4],
          [3, 4],
        ],
        1,
      ),
    ).toEqual([]);
    expect(extrude([[3, 4]], 1)).toEqual([]);
  });

  test('on any polyline every vertex is finite and within MITER_LIMIT half widths of its point', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let run = 0; run < 200; run += 1) {
      const points = Array.from({ length: 2 + Math.floor(random() * 30) }, (_, i) => [
        i * random() * 6,
        random() * 200,
      ]) as [number, number][];
      const halfWidth = 0.5 + random() * 1.5;
      const strip = extrude(points, halfWidth);
      expect(strip.flat().every(Number.isFinite)).toBe(true);
      for (const [x, y] of strip) {
        const nearest = Math.min(...points.map(([px, py]) => Math.hypot(x - px, y - py)));
        expect(nearest).toBeLessThanOrEqual(MITER_LIMIT * halfWidth + 1e-3);
      }
    }
  });
});

describe('bandStrip', () => {
  test("alternates each point's A and B vertices", () => {
    expect(
      band([
        [0, 10, 30],
        [5, 12, 28],
        [9, 11, 40],
      ]),
    ).toEqual([
      [0, 10],
      [0, 30],
      [5, 12],
      [5, 28],
      [9, 11],
      [9, 40],
    ]);
  });

  test('where the lines cross between two points, a pair at the crossing divides the band', () => {
    expect(
      band([
        [0, 10, 30],
        [20, 30, 10],
        [30, 30, 20],
      ]),
    ).toEqual([
      [0, 10],
      [0, 30],
      [10, 20],
      [10, 20],
      [20, 30],
      [20, 10],
      [30, 30],
      [30, 20],
    ]);
  });

  test('lines that touch at a point are not a crossing; fewer than two points are no band', () => {
    expect(
      band([
        [0, 10, 30],
        [5, 20, 20],
        [9, 10, 30],
      ]),
    ).toHaveLength(6);
    expect(band([[0, 10, 30]])).toEqual([]);
    expect(band([])).toEqual([]);
  });
});

/** The dashes of a polyline of [x, y] points, as [x1, y1, x2, y2], rounded to 1e-4 px. */
function dashes(points: readonly (readonly [number, number])[], on: number, off: number): number[][] {
  const input = Float32Array.from(points.flat());
  const out = new Float32Array(dashCapacity(input, points.length, on, off));
  const count = dashPolyline(input, points.length, on, off, out);
  return Array.from({ length: count }, (_, i) =>
    Array.from(out.subarray(i * 4, i * 4 + 4), (value) => Math.round(value * 1e4) / 1e4),
  );
}

describe('dashPolyline', () => {
  test('a straight line: `on` px drawn every `on + off` px, the last dash cut at the end', () => {
    expect(
      dashes(
        [
          [0, 10],
          [20, 10],
        ],
        6,
        4,
      ),
    ).toEqual([
      [0, 10, 6, 10],
      [10, 10, 16, 10],
    ]);
    expect(
      dashes(
        [
          [0, 0],
          [0, 25],
        ],
        6,
        4,
      ),
    ).toEqual([
      [0, 0, 0, 6],
      [0, 10, 0, 16],
      [0, 20, 0, 25],
    ]);
  });

  test('the pattern runs on across a join: a dash across it is cut in two there', () => {
    expect(
      dashes(
        [
          [0, 0],
          [8, 0],
          [8, 8],
        ],
        6,
        4,
      ),
    ).toEqual([
      [0, 0, 6, 0],
      // 8 + 2 = 10 along the line: the next dash starts 2 px down the second segment.
      [8, 2, 8, 8],
    ]);
    expect(
      dashes(
        [
          [0, 0],
          [3, 0],
          [3, 10],
        ],
        6,
        4,
      ),
    ).toEqual([
      [0, 0, 3, 0],
      [3, 0, 3, 3],
      [3, 7, 3, 10],
    ]);
  });

  test('nothing for a pattern with nothing drawn or no gap, or a line of one point', () => {
    const line = [
      [0, 0],
      [10, 0],
    ] as const;
    expect(dashes(line, 0, 4)).toEqual([]);
    expect(dashes(line, 4, 0)).toEqual([]);
    expect(dashes([[5, 5]], 4, 2)).toEqual([]);
  });

  test('never writes past its capacity, however the line turns', () => {
    const points = Array.from({ length: 40 }, (_, i) => [i * 3.7, (i * 7919) % 13] as const);
    for (const [on, off] of [
      [1, 2],
      [6, 4],
      [0.5, 0.5],
    ] as const) {
      const input = Float32Array.from(points.flat());
      const capacity = dashCapacity(input, points.length, on, off);
      const out = new Float32Array(capacity + 4).fill(Number.NaN);
      const count = dashPolyline(input, points.length, on, off, out);
      expect(count * 4).toBeLessThanOrEqual(capacity);
      expect(Number.isNaN(out[capacity])).toBe(true);
    }
  });
});

test('dashTriangles: each dash two triangles its half width either side, ends square', () => {
  const out = new Float32Array(24);
  const vertices = dashTriangles(Float32Array.of(0, 10, 6, 10, 10, 10, 10, 10), 2, 1.5, out);
  // The second dash has no length: no triangles.
  expect(vertices).toBe(6);
  expect(Array.from(out.subarray(0, 12))).toEqual([0, 11.5, 0, 8.5, 6, 11.5, 0, 8.5, 6, 8.5, 6, 11.5]);
});
