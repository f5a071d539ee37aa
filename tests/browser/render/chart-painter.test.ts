/**
 * The chart painter's lines of any width and its bands (src/render/chart/chart-painter.ts), painted on both
 * surfaces — the 2D canvas layer (canvas-chart.ts) and the Pixi layer through the shared renderer
 * (chart-pools.ts; WebGL here is SwiftShader) — and read back whole: where each covers, in what colour,
 * and that nothing shows where it should not.
 */
import { Container } from 'pixi.js';
import { afterEach, describe, expect, test } from 'vitest';
import { CanvasLayer } from '../../../src/render/chart/canvas-chart';
import { MITER_LIMIT, type ChartPainter, type LineDash } from '../../../src/render/chart/chart-painter';
import { chartShapes, installChartFont, PixiLayer } from '../../../src/render/chart/chart-pools';
import type { RenderView } from '../../../src/render/render-view';
import {
  attachView,
  currentRenderer,
  readViewPixel,
  rendererStats,
} from '../../../src/render/shared-renderer';
import { isColour, rendererQuiet } from './chart-harness';

const WIDTH = 200;
const HEIGHT = 160;
const BACKGROUND = 0x131722;
const LINE = 0xf0b90b;
const OTHER_LINE = 0x26a69a;
const BAND = 0x2962ff;

/** What a surface shows, read back whole: RGBA at (x, y), the pixel whose corner is that CSS px. */
interface Picture {
  at(x: number, y: number): [number, number, number, number];
}

interface Surface {
  /** One repaint of the layer: begin(), what `draw` paints, end(). */
  paint(draw: (painter: ChartPainter) => void): void;
  read(): Picture;
  dispose(): void;
}

function pictureOf(data: Uint8Array | Uint8ClampedArray): Picture {
  return {
    at(x, y) {
      const i = (y * WIDTH + x) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

/** The 2D canvas layer as the chart's plot uses it: an opaque canvas filled with the background each repaint. */
function canvasSurface(): Surface & { context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d', { alpha: false, willReadFrequently: true })!;
  const layer = new CanvasLayer(context, 'fill', () => BACKGROUND);
  layer.reset(1);
  return {
    context,
    paint(draw) {
      layer.begin();
      draw(layer);
      layer.end();
    },
    read: () => pictureOf(context.getImageData(0, 0, WIDTH, HEIGHT).data),
    dispose: () => undefined,
  };
}

/**
 * A Pixi layer on a stage drawn by the shared renderer under a host at the window's corner. It is read back
 * from the renderer's canvas in the task that drew it (readViewPixel draws every view first), while the
 * drawing buffer still holds the frame.
 */
async function pixiSurface(): Promise<Surface> {
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:0;top:0;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(host);
  const layer = new PixiLayer(installChartFont(), chartShapes());
  const stage = new Container();
  stage.addChild(layer.view);
  const view: RenderView = attachView({ host, stage, background: BACKGROUND, prepare: () => true });
  await expect.poll(() => currentRenderer()).not.toBeNull();
  await rendererQuiet();
  return {
    paint(draw) {
      layer.begin();
      draw(layer);
      layer.end();
    },
    read() {
      readViewPixel(host, 0, 0);
      const renderer = currentRenderer()!;
      // With no GPU the renderer draws at 1× (shared-renderer.test.ts): CSS px are the canvas's px.
      expect(renderer.resolution).toBe(1);
      const box = host.getBoundingClientRect();
      const placed = rendererStats().canvas;
      const left = Math.round(box.left - placed.left);
      const top = Math.round(box.top - placed.top);
      const gl = renderer.gl;
      const rows = new Uint8Array(WIDTH * HEIGHT * 4);
      gl.readPixels(
        left,
        renderer.canvas.height - top - HEIGHT,
        WIDTH,
        HEIGHT,
        gl.RGBA,
        gl.UNSIGNED_BYTE,
        rows,
      );
      // GL's rows run bottom up.
      const data = new Uint8Array(rows.length);
      for (let y = 0; y < HEIGHT; y += 1)
        data.set(rows.subarray((HEIGHT - 1 - y) * WIDTH * 4, (HEIGHT - y) * WIDTH * 4), y * WIDTH * 4);
      const picture = pictureOf(data);
      // The same pixel as the renderer's own read: the rows are where they are meant to be.
      expect(picture.at(0, 0)).toEqual(readViewPixel(host, 0, 0));
      return picture;
    },
    dispose() {
      view.dispose();
      host.remove();
    },
  };
}

function rgb(color: number): [number, number, number] {
  return [(color >> 16) & 255, (color >> 8) & 255, color & 255];
}

/** `color` at `alpha` over the background. */
function blended(color: number, alpha: number): number[] {
  const under = rgb(BACKGROUND);
  return rgb(color).map((channel, i) => channel * alpha + under[i]! * (1 - alpha));
}

const isBackground = (pixel: readonly number[]) => isColour(pixel, BACKGROUND);
/** Any trace of paint: a channel off the background by more than rounding. */
const painted = (pixel: readonly number[]) =>
  rgb(BACKGROUND).some((channel, i) => Math.abs(pixel[i]! - channel) > 2);

function line(
  painter: ChartPainter,
  points: readonly (readonly [number, number])[],
  color: number,
  width?: number,
  dash?: LineDash,
) {
  painter.beginLine(points.length);
  for (const [x, y] of points) painter.linePoint(x, y);
  painter.endLine(color, width, dash);
}

function band(
  painter: ChartPainter,
  points: readonly (readonly [number, number, number])[],
  color: number,
  alpha: number,
) {
  painter.beginBand(points.length);
  for (const [x, a, b] of points) painter.bandPoint(x, a, b);
  painter.endBand(color, alpha);
}

/** The rows of column `x` painted in `color`, top down. */
function rowsIn(picture: Picture, x: number, color: number): number[] {
  const rows: number[] = [];
  for (let y = 0; y < HEIGHT; y += 1) if (isColour(picture.at(x, y), color)) rows.push(y);
  return rows;
}

/** The distance from (x, y) to the segment from a to b. */
function toSegment(x: number, y: number, a: readonly number[], b: readonly number[]): number {
  const dx = b[0]! - a[0]!;
  const dy = b[1]! - a[1]!;
  const t = Math.max(0, Math.min(1, ((x - a[0]!) * dx + (y - a[1]!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - a[0]! - t * dx, y - a[1]! - t * dy);
}

/** A band's lines at x, by straight segments between its points; null outside its x range. */
function bandAt(points: readonly (readonly [number, number, number])[], x: number): [number, number] | null {
  for (let i = 1; i < points.length; i += 1) {
    const [x0, a0, b0] = points[i - 1]!;
    const [x1, a1, b1] = points[i]!;
    if (x < x0 || x > x1) continue;
    const t = (x - x0) / (x1 - x0);
    return [a0 + t * (a1 - a0), b0 + t * (b1 - b0)];
  }
  return null;
}

/**
 * Every pixel of the picture held to the band: those whose centre is a px or more inside it blended at
 * `alpha` (within 3 per channel), those a px or more outside it the background. Returns how many were
 * inside, so that a test sees the band was there at all.
 */
function expectBand(
  picture: Picture,
  points: readonly (readonly [number, number, number])[],
  color: number,
  alpha: number,
): number {
  const expected = blended(color, alpha);
  let inside = 0;
  const wrong: string[] = [];
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      const lines = bandAt(points, cx);
      const first = points[0]![0];
      const last = points[points.length - 1]![0];
      const pixel = picture.at(x, y);
      const top = lines ? Math.min(...lines) : 0;
      const bottom = lines ? Math.max(...lines) : 0;
      if (lines && cx > first + 1 && cx < last - 1 && cy > top + 1 && cy < bottom - 1) {
        inside += 1;
        if (!expected.every((channel, i) => Math.abs(pixel[i]! - channel) <= 3))
          wrong.push(`(${x}, ${y}) inside is ${pixel.slice(0, 3).join(',')}`);
      } else if (!lines || cx < first - 1 || cx > last + 1 || cy < top - 1 || cy > bottom + 1) {
        if (!isBackground(pixel)) wrong.push(`(${x}, ${y}) outside is ${pixel.slice(0, 3).join(',')}`);
      }
    }
  expect(wrong.slice(0, 10)).toEqual([]);
  return inside;
}

const SURFACES: readonly [string, () => Promise<Surface>][] = [
  ['the 2D canvas', async () => canvasSurface()],
  ['Pixi (WebGL)', pixiSurface],
];

let surface: Surface | null = null;

afterEach(() => {
  surface?.dispose();
  surface = null;
});

describe.each(SURFACES)('the chart painter on %s', (_name, create) => {
  test('a 3-px line covers its 3 rows in its colour, and nothing a px beyond', async () => {
    surface = await create();
    surface.paint((painter) =>
      line(
        painter,
        [
          [10, 50.5],
          [190, 50.5],
        ],
        LINE,
        3,
      ),
    );
    const picture = surface.read();
    for (const x of [20, 100, 180]) {
      expect(rowsIn(picture, x, LINE)).toEqual([49, 50, 51]);
      for (const y of [47, 48, 52, 53]) expect(isBackground(picture.at(x, y)), `(${x}, ${y})`).toBe(true);
    }
  });

  test('a 1-px line is still 1 px', async () => {
    surface = await create();
    surface.paint((painter) =>
      line(
        painter,
        [
          [10, 80.5],
          [190, 80.5],
        ],
        LINE,
      ),
    );
    const picture = surface.read();
    for (const x of [20, 100, 180]) {
      expect(rowsIn(picture, x, LINE)).toEqual([80]);
      expect(isBackground(picture.at(x, 79))).toBe(true);
      expect(isBackground(picture.at(x, 81))).toBe(true);
    }
  });

  test("a zig-zag 3-px line's spikes are cut: nothing shows beyond MITER_LIMIT half widths of the line", async () => {
    surface = await create();
    // Turns of 152°: a plain miter would reach 1.5 / sin(14°) ≈ 6.2 px beyond each tip, and the 2D canvas's
    // default miterLimit (10) would keep it.
    const points = Array.from(
      { length: 8 },
      (_, i) => [30 + 20 * i + 0.5, i % 2 === 0 ? 30.5 : 110.5] as const,
    );
    surface.paint((painter) => line(painter, points, LINE, 3));
    const picture = surface.read();
    const reach = MITER_LIMIT * 1.5;
    const far: string[] = [];
    for (let y = 0; y < HEIGHT; y += 1)
      for (let x = 0; x < WIDTH; x += 1) {
        if (!painted(picture.at(x, y))) continue;
        let distance = Infinity;
        for (let i = 1; i < points.length; i += 1)
          distance = Math.min(distance, toSegment(x + 0.5, y + 0.5, points[i - 1]!, points[i]!));
        // A pixel touched at its edge has its centre up to half its diagonal further out.
        if (distance > reach + Math.SQRT1_2) far.push(`(${x}, ${y}) is ${distance.toFixed(1)} px out`);
      }
    expect(far.slice(0, 10)).toEqual([]);
    // The line reaches its tips (where it narrows to its bevel, partly covering the tip's pixel).
    for (const [x, y] of points.slice(1, -1))
      expect(painted(picture.at(Math.floor(x), Math.floor(y))), `tip (${x}, ${y})`).toBe(true);
  });

  test('a band is filled between its lines at its alpha over the background, and nothing outside it', async () => {
    surface = await create();
    const points = [
      [20, 30, 110],
      [100, 50, 90],
      [180, 30, 120],
    ] as const;
    surface.paint((painter) => band(painter, points, BAND, 0.4));
    expect(expectBand(surface.read(), points, BAND, 0.4)).toBeGreaterThan(8000);
  });

  test('a band whose lines cross fills both parts, and nothing across the crossing', async () => {
    surface = await create();
    const points = [
      [20, 40, 100],
      [180, 100, 40],
    ] as const;
    surface.paint((painter) => band(painter, points, BAND, 0.6));
    const picture = surface.read();
    expect(expectBand(picture, points, BAND, 0.6)).toBeGreaterThan(3000);
    // A strip of the four corners alone would cover these, on either side of the crossing at (100, 70).
    expect(isBackground(picture.at(100, 85))).toBe(true);
    expect(isBackground(picture.at(40, 95))).toBe(true);
  });

  test('a band of one point, or none, draws nothing, even where a band was drawn the frame before', async () => {
    surface = await create();
    surface.paint((painter) =>
      band(
        painter,
        [
          [20, 40, 100],
          [180, 40, 100],
        ],
        BAND,
        1,
      ),
    );
    expect(isColour(surface.read().at(100, 70), BAND)).toBe(true);
    surface.paint((painter) => {
      band(painter, [[100, 40, 100]], BAND, 1);
      band(painter, [], BAND, 1);
    });
    const picture = surface.read();
    const shown: string[] = [];
    for (let y = 0; y < HEIGHT; y += 1)
      for (let x = 0; x < WIDTH; x += 1) if (painted(picture.at(x, y))) shown.push(`(${x}, ${y})`);
    expect(shown.slice(0, 10)).toEqual([]);
  });

  test.each([1, 3])(
    'a dashed line %d px wide: 6 px of its colour, then 4 of background, from its first point',
    async (width) => {
      surface = await create();
      // On a px centre for the odd widths, as the drawings place them.
      surface.paint((painter) =>
        line(
          painter,
          [
            [10, 50.5],
            [190, 50.5],
          ],
          LINE,
          width,
          [6, 4],
        ),
      );
      const picture = surface.read();
      // Dashes over [10, 16), [20, 26) … [180, 186): a px inside each dash, and in the middle of each gap.
      for (let start = 10; start < 190; start += 10) {
        for (const x of [start + 1, start + 4])
          expect(isColour(picture.at(x, 50), LINE), `(${x}, 50)`).toBe(true);
        expect(isBackground(picture.at(start + 8, 50)), `(${start + 8}, 50)`).toBe(true);
      }
      expect(rowsIn(picture, 13, LINE)).toHaveLength(width);
    },
  );

  test('a dashed line leaves no dash behind: the next line is whole', async () => {
    surface = await create();
    surface.paint((painter) => {
      line(
        painter,
        [
          [10, 30.5],
          [190, 30.5],
        ],
        LINE,
        1,
        [2, 6],
      );
      line(
        painter,
        [
          [10, 60.5],
          [190, 60.5],
        ],
        OTHER_LINE,
      );
    });
    const picture = surface.read();
    const shown = Array.from({ length: 170 }, (_, i) => isColour(picture.at(15 + i, 60), OTHER_LINE));
    expect(shown.every(Boolean)).toBe(true);
    // The same mesh or context in the next frame, solid.
    surface.paint((painter) =>
      line(
        painter,
        [
          [10, 30.5],
          [190, 30.5],
        ],
        LINE,
      ),
    );
    const next = surface.read();
    expect(Array.from({ length: 170 }, (_, i) => isColour(next.at(15 + i, 30), LINE)).every(Boolean)).toBe(
      true,
    );
  });

  test('a wide line leaves no width behind: the next line, and the next frame, are 1 px again', async () => {
    surface = await create();
    surface.paint((painter) => {
      // On a whole px, so that its 4 rows are whole on both surfaces (the 2D canvas antialiases).
      line(
        painter,
        [
          [10, 30],
          [190, 30],
        ],
        LINE,
        4,
      );
      line(
        painter,
        [
          [10, 60.5],
          [190, 60.5],
        ],
        OTHER_LINE,
      );
    });
    let picture = surface.read();
    expect(rowsIn(picture, 100, LINE)).toEqual([28, 29, 30, 31]);
    expect(rowsIn(picture, 100, OTHER_LINE)).toEqual([60]);
    // The same line painted 1 px wide in the next frame (on Pixi the pooled mesh that was wide).
    surface.paint((painter) =>
      line(
        painter,
        [
          [10, 30.5],
          [190, 30.5],
        ],
        LINE,
      ),
    );
    picture = surface.read();
    expect(rowsIn(picture, 100, LINE)).toEqual([30]);
  });
});

describe('the chart painter on the 2D canvas', () => {
  test("leaves the context's line width at 1 and its alpha at 1 after a wide line and a band", () => {
    const canvas = canvasSurface();
    surface = canvas;
    surface.paint((painter) => {
      line(
        painter,
        [
          [10, 30.5],
          [190, 30.5],
        ],
        LINE,
        3,
      );
      band(
        painter,
        [
          [20, 40, 100],
          [180, 40, 100],
        ],
        BAND,
        0.5,
      );
    });
    expect(canvas.context.lineWidth).toBe(1);
    expect(canvas.context.globalAlpha).toBe(1);
  });

  test('a rectangle painted after a band is opaque: the band’s alpha does not stay', () => {
    surface = canvasSurface();
    surface.paint((painter) => {
      band(
        painter,
        [
          [20, 40, 100],
          [180, 40, 100],
        ],
        BAND,
        0.3,
      );
      painter.rect(50, 50, 20, 20, LINE);
    });
    expect(isColour(surface.read().at(60, 60), LINE)).toBe(true);
  });
});
