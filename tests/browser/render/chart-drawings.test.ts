/**
 * The member's drawings painted by the chart's lines layer on both surfaces — the 2D canvases (canvas-chart.ts)
 * and Pixi through the shared renderer (pixi-chart.ts; WebGL here is SwiftShader) — read back where the
 * geometry places them: a wide horizontal line, a filled rectangle with the selected drawing's handles, a
 * Fibonacci retracement's levels at their prices, all in the room right of the last bar (times ahead of it).
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { Drawing, DrawingStyle, DrawingTool } from '../../../contract/drawings';
import { CanvasChart } from '../../../src/render/chart/canvas-chart';
import { priceToY } from '../../../src/render/chart/chart-layout';
import type { SceneOptions } from '../../../src/render/chart/chart-model';
import type { ChartScene } from '../../../src/render/chart/chart-scene';
import { timeToX } from '../../../src/render/chart/drawing-geometry';
import { DRAWING_FILL_ALPHA, fibLevelPrice, HANDLE_SIZE_PX } from '../../../src/render/chart/drawing-tools';
import { attachPixiChart } from '../../../src/render/chart/pixi-chart';
import { currentRenderer } from '../../../src/render/shared-renderer';
import { chartDataOf } from '../../fixtures/chart-data';
import { isColour, plotPixel, rendererQuiet } from './chart-harness';

const WIDTH = 800;
const HEIGHT = 424;
const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const T0 = 1_735_689_600;
const BARS = 120;

/** A bar's open time, before or after the last bar (119). */
const at = (bar: number, price: number) => ({ time: T0 + bar * 60, price });

const STYLE: DrawingStyle = {
  color: '#ffeb3b',
  width: 3,
  dash: 'solid',
  extendLeft: false,
  extendRight: false,
  fill: null,
  text: '',
};

function drawing(
  id: string,
  tool: DrawingTool,
  anchors: Drawing['anchors'],
  style: Partial<DrawingStyle> = {},
): Drawing {
  return {
    id,
    coin: 'BTC-KRW' as Drawing['coin'],
    tool,
    anchors,
    style: { ...STYLE, ...style },
    locked: false,
    hidden: false,
    version: 1,
    updatedAt: 0,
  };
}

const LEVELS = [
  { value: 0, color: '#00e676', visible: true },
  { value: 0.5, color: '#e040fb', visible: true },
  { value: 1, color: '#ff6d00', visible: true },
];

/** Bars waving about 1,000 (10 each side), and the drawings, all in the room right of the last bar. */
const DRAWINGS = [
  drawing('level', 'horizontalRay', [at(121, 1004)]),
  drawing('box', 'rectangle', [at(123, 1012), at(131, 1007)], {
    color: '#00b0ff',
    width: 1,
    fill: '#00b0ff',
  }),
  drawing('fib', 'fibRetracement', [at(123, 990), at(135, 998)], { width: 1, levels: LEVELS }),
];

interface Surface {
  scene: ChartScene;
  host: HTMLElement;
  /** Repaints what the model asks for and waits until it shows. */
  show(): Promise<void>;
  dispose(): void;
}

function hostBox(): HTMLElement {
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:0;top:0;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(host);
  return host;
}

function data() {
  const bars = Array.from({ length: BARS }, (_, i) => i);
  const close = bars.map((i) => 1000 + Math.round(Math.sin(i / 6) * 8));
  return chartDataOf({
    time: bars.map((i) => T0 + i * 60),
    open: bars.map((i) => close[Math.max(0, i - 1)]!),
    high: bars.map((i) => close[i]! + 2),
    low: bars.map((i) => close[i]! - 2),
    close,
    volume: bars.map(() => 1),
  });
}

function canvasSurface(): Surface {
  const host = hostBox();
  const chart = new CanvasChart(host, data(), OPTIONS);
  return {
    scene: chart.scene,
    host,
    show: async () => {
      chart.fit(devicePixelRatio);
      chart.scene.prepare();
    },
    dispose: () => {
      chart.dispose();
      host.remove();
    },
  };
}

async function pixiSurface(): Promise<Surface> {
  const host = hostBox();
  let scene: ChartScene | null = null;
  const attached = attachPixiChart(host, data(), OPTIONS, () => scene!.prepare());
  scene = attached.scene;
  await expect.poll(() => currentRenderer()).not.toBeNull();
  return {
    scene,
    host,
    show: async () => {
      const before = scene.rebuilds.lines;
      attached.view.invalidate();
      await expect.poll(() => scene.rebuilds.lines).toBeGreaterThan(before);
      await rendererQuiet();
    },
    dispose: () => {
      attached.view.dispose();
      host.remove();
    },
  };
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

const colour = (css: string) => Number.parseInt(css.slice(1), 16);

/** `color` at `alpha` over the chart's background. */
function blended(color: number, alpha: number, background: number): number {
  const channel = (shift: number) =>
    Math.round(((color >> shift) & 255) * alpha + ((background >> shift) & 255) * (1 - alpha));
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
}

describe.each(SURFACES)('drawings on %s', (_name, create) => {
  test('a wide ray, a filled rectangle with its handles and a Fibonacci retracement, where the geometry puts them', async () => {
    surface = await create();
    const { scene, host } = surface;
    const { model } = scene;
    model.setSize(WIDTH, HEIGHT);
    model.resetView();
    await surface.show();
    model.setDrawings(DRAWINGS);
    model.setDrawingSelection('box', null);
    await surface.show();
    expect(scene.drawingsDrawn).toBe(3);
    const view = model.drawingView();
    const x = (bar: number) => timeToX(view, T0 + bar * 60);
    const y = (price: number) => Math.round(priceToY(model.prices, price));
    const shows = (px: number, py: number, color: number) => isColour(plotPixel(host, px, py), color);
    const { background } = model.palette;

    // The ray: three rows at its price, from its anchor to the plot's right edge, nothing a row beyond.
    const ray = colour(STYLE.color);
    for (const px of [Math.round(x(121)) + 3, Math.round(x(135)), model.plotWidth - 3]) {
      for (const row of [-1, 0, 1])
        expect(shows(px, y(1004) + row, ray), `ray at (${px}, ${y(1004) + row})`).toBe(true);
      expect(shows(px, y(1004) + 3, ray)).toBe(false);
    }
    expect(shows(Math.round(x(121)) - 4, y(1004), ray)).toBe(false);

    // The rectangle: its fill blended over the background inside, its sides in its colour.
    const box = colour('#00b0ff');
    const middle = { x: Math.round((x(123) + x(131)) / 2), y: Math.round((y(1012) + y(1007)) / 2) };
    expect(shows(middle.x, middle.y, blended(box, DRAWING_FILL_ALPHA, background))).toBe(true);
    expect(shows(middle.x, y(1012), box)).toBe(true);
    // Its handles (it is selected): hollow squares at its anchors, the background at their middles.
    const corner = { x: Math.round(x(131)), y: y(1007) };
    const edge = Math.floor(HANDLE_SIZE_PX / 2) - 1;
    expect(shows(corner.x - edge, corner.y + 2, box)).toBe(true);
    expect(shows(corner.x + edge, corner.y - 2, box)).toBe(true);
    expect(shows(corner.x, corner.y, background)).toBe(true);

    // The retracement: each level at its price, in its colour, between the anchors' times.
    const fib = DRAWINGS[2]!;
    for (const level of LEVELS) {
      const row = y(fibLevelPrice(fib, level.value));
      expect(shows(Math.round(x(130)), row, colour(level.color)), `level ${level.value}`).toBe(true);
      expect(shows(Math.round(x(137)), row, colour(level.color)), `level ${level.value} beyond`).toBe(false);
    }
  });

  test('hidden, then removed: nothing is left of a drawing', async () => {
    surface = await create();
    const { scene, host } = surface;
    const { model } = scene;
    model.setSize(WIDTH, HEIGHT);
    model.resetView();
    const [ray] = DRAWINGS;
    model.setDrawings([ray!]);
    await surface.show();
    const px = model.plotWidth - 10;
    const py = Math.round(priceToY(model.prices, 1004));
    expect(isColour(plotPixel(host, px, py), colour(STYLE.color))).toBe(true);
    model.setDrawings([{ ...ray!, hidden: true }]);
    await surface.show();
    expect(scene.drawingsDrawn).toBe(0);
    expect(isColour(plotPixel(host, px, py), model.palette.background)).toBe(true);
  });
});
