/**
 * Where a chart draws: with Pixi through the window's shared WebGL renderer on a GPU (pixi-chart.ts), into
 * 2D canvases of its own where WebGL rasterises on the CPU (canvas-chart.ts says why), as the coin list
 * does. Either way the chart sees one scene and one RenderView: invalidate() asks for a frame, in which its
 * prepare() repaints what the model's pending level asks for. Pixi's chart, the shared renderer and Pixi
 * itself come by a dynamic import when a chart is attached on Pixi's surface (or its warm start begins),
 * so a chart drawn in 2D loads none of them.
 */
import { attachCanvasDrawing } from '../canvas-view';
import { cssColour } from '../drawing-style';
import { LazyModule } from '../lazy-module';
import type { RenderView } from '../render-view';
import { SurfaceChoice, withSurface, type DrawingSurface } from '../surface-choice';
import { CanvasChart } from './canvas-chart';
import type { ChartData } from './chart-data';
import { Invalidation, type SceneOptions } from './chart-model';
import { TEXT_GROUNDS, type ChartPalette, type ChartTextColour } from './chart-palette';
import type { ChartScene } from './chart-scene';

const pixiChart = new LazyModule(() => import('./pixi-chart'));
const warmUp = new LazyModule(() => import('./warm-up'));

export type ChartSurface = DrawingSurface;

const choice = new SurfaceChoice();

/** Charts attached from now on draw on `surface` whatever the machine (SurfaceChoice.prefer). */
export function preferChartSurface(surface: ChartSurface | null): void {
  choice.prefer(surface);
}

/** The surface that costs least here: 2D where there is no GPU (or no WebGL at all). */
export function chartSurface(): ChartSurface {
  return choice.current();
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

export type AttachChartView = (spec: ChartViewSpec) => ChartView;

/**
 * Hands `attach` the way to attach a chart on `surface` once that surface's code is in: at once for 2D or
 * when Pixi's chart came earlier, else when its chunk has come. The returned function cancels a hand-over
 * not made yet (the chart's owner went while the chunk was on its way).
 */
export function withChartSurface(
  surface: ChartSurface,
  attach: (attach: AttachChartView) => void,
): () => void {
  return withSurface(
    surface,
    attachCanvasView,
    pixiChart,
    (module): AttachChartView =>
      ({ host, data, options, prepare }) => ({
        surface: 'webgl',
        ...module.attachPixiChart(host, data, options, prepare),
      }),
    attach,
  );
}

/**
 * Where the chart will draw with Pixi, starts the shared renderer ahead of it with the chart's shaders and
 * font made off-screen (warm-up.ts): Pixi's chunk is asked for now, beside the page's code and data. A
 * chart drawn in 2D has nothing to warm.
 */
export function warmUpChartSurface(): void {
  if (chartSurface() === 'webgl') warmUp.whenLoaded((module) => module.startChartRenderer());
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

/** The palette's text colours as CSS custom properties (`legendText`: `--td-chart-legend-text`), for the page's legend over the plot. */
export function paletteTextStyle(palette: ChartPalette): Record<string, string> {
  const style: Record<string, string> = {};
  for (const key of Object.keys(TEXT_GROUNDS) as ChartTextColour[]) {
    const name = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    style[`--td-chart-${name}`] = cssColour(palette[key]);
  }
  return style;
}
