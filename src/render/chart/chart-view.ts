/**
 * Where a chart draws: with Pixi through the window's shared WebGL renderer on a GPU (pixi-chart.ts), into
 * 2D canvases of its own where WebGL rasterises on the CPU (canvas-chart.ts says why), as the coin list
 * does. Either way the chart sees one scene and one RenderView: invalidate() asks for a frame, in which its
 * prepare() repaints what the model's pending level asks for.
 */
import { attachCanvasDrawing } from '../canvas-view';
import { cssColour } from '../drawing-style';
import { attachView, readViewPixel, rendersInSoftware, type RenderView } from '../shared-renderer';
import { CanvasChart } from './canvas-chart';
import type { ChartData } from './chart-data';
import { Invalidation, type SceneOptions } from './chart-model';
import { TEXT_GROUNDS, type ChartPalette, type ChartTextColour } from './chart-palette';
import type { ChartScene } from './chart-scene';
import { PixiChart } from './pixi-chart';

export type ChartSurface = 'webgl' | 'canvas';

let preferred: ChartSurface | null = null;

/**
 * Charts attached from now on draw on `surface` whatever the machine (null: the one that costs least here):
 * for the bench, which compares the two, and for tests of the other surface.
 */
export function preferChartSurface(surface: ChartSurface | null): void {
  preferred = surface;
}

/** The surface that costs least here: 2D where there is no GPU (or no WebGL at all). */
export function chartSurface(): ChartSurface {
  return preferred ?? (rendersInSoftware() ? 'canvas' : 'webgl');
}

export interface ChartViewSpec {
  /** The transparent box the chart shows in, as large as the model's size. */
  host: HTMLElement;
  data: ChartData;
  options: SceneOptions;
  /** Brings the scene up to date in the frame (the scene's prepare() and what goes with it); false when nothing changed. */
  prepare(): boolean;
}

export interface ChartView {
  readonly surface: ChartSurface;
  readonly scene: ChartScene;
  readonly view: RenderView;
}

export function attachChartView(surface: ChartSurface, spec: ChartViewSpec): ChartView {
  return surface === 'canvas' ? attachCanvasView(spec) : attachPixiView(spec);
}

function attachPixiView({ host, data, options, prepare }: ChartViewSpec): ChartView {
  const chart = new PixiChart(data, options);
  const model = chart.scene.model;
  const view = attachView({
    host,
    stage: chart.stage,
    get background() {
      return model.palette.background;
    },
    prepare,
  });
  return {
    surface: 'webgl',
    scene: chart.scene,
    view: {
      invalidate: () => view.invalidate(),
      relayout: () => view.relayout(),
      dispose: () => {
        view.dispose();
        chart.destroy();
      },
    },
  };
}

function attachCanvasView({ host, data, options, prepare }: ChartViewSpec): ChartView {
  const chart = new CanvasChart(host, data, options);
  const view = attachCanvasDrawing({
    canvases: chart.canvases,
    draw: () => {
      // A new size or pixel density blanks the canvases: a new size reaches the model as setSize.
      if (chart.fit(globalThis.devicePixelRatio || 1)) chart.scene.model.invalidate(Invalidation.Full);
      prepare();
    },
    forget: () => chart.forget(),
    dispose: () => chart.dispose(),
  });
  return { surface: 'canvas', scene: chart.scene, view };
}

/** The colour a chart shows at (x, y) CSS px of its host, read from whichever surface draws it (for tests). */
export function readChartPixel(host: HTMLElement, x: number, y: number): [number, number, number, number] {
  const canvases = host.querySelectorAll<HTMLCanvasElement>('canvas[data-chart-layer]');
  if (canvases.length === 0) return readViewPixel(host, x, y);
  const ratio = canvases[0]!.width / Math.max(1, canvases[0]!.clientWidth);
  const probe = document.createElement('canvas');
  probe.width = 1;
  probe.height = 1;
  const context = probe.getContext('2d', { willReadFrequently: true })!;
  // The layers composited as the page shows them, bottom up.
  for (const canvas of canvases)
    context.drawImage(canvas, Math.floor(x * ratio), Math.floor(y * ratio), 1, 1, 0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a!];
}

/** The palette's text colours as CSS custom properties (`legendText`: `--td-chart-legend-text`), for the page's legend over the plot. */
export function paletteTextStyle(palette: ChartPalette): Record<string, string> {
  const style: Record<string, string> = {};
  for (const key of Object.keys(TEXT_GROUNDS) as ChartTextColour[]) {
    const name = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    style[`--td-chart-${name}`] = cssColour(palette[key]);
  }
  return style;
}
