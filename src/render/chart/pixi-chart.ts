/**
 * The chart drawn with Pixi, through the window's shared WebGL renderer: one stage of four render groups,
 * one per layer, whose painters move pooled sprites, strips, shapes and glyph lines in place (chart-pools.ts):
 * no Graphics is cleared and tessellated again per frame. Labels are measured and drawn in the chart's
 * bitmap font. Loaded by chart-view.ts when a chart is attached on Pixi's surface, with Pixi itself.
 */
import { Container } from 'pixi.js';
import { measureText } from '../glyph-line';
import type { RenderView } from '../render-view';
import { attachView } from '../shared-renderer';
import type { ChartData } from './chart-data';
import type { SceneOptions } from './chart-model';
import { CHART_FONT_SIZE } from './chart-painter';
import { chartShapes, installChartFont, PixiLayer } from './chart-pools';
import { ChartScene } from './chart-scene';

export class PixiChart {
  readonly stage = new Container();
  readonly scene: ChartScene;
  private readonly shapes = chartShapes();

  constructor(data: ChartData, options: SceneOptions) {
    const font = installChartFont();
    const layer = () => new PixiLayer(font, this.shapes);
    const plot = layer();
    const axes = layer();
    const lines = layer();
    const cursor = layer();
    this.stage.addChild(plot.view, axes.view, lines.view, cursor.view);
    this.scene = new ChartScene(data, options, {
      plot,
      axes,
      lines,
      cursor,
      measure: (text) => measureText(font, text, CHART_FONT_SIZE),
      // Every frame is drawn whole (no preserved drawing buffer): a layer is repainted whole.
      keepsPixels: false,
    });
  }

  /** The shapes are shared by the pooled Graphics, which do not destroy them. */
  destroy(): void {
    this.stage.destroy({ children: true });
    for (const shape of Object.values(this.shapes)) shape.destroy();
  }
}

/**
 * A chart on Pixi drawn under `host` by the shared renderer; `prepare` brings its scene up to date in the
 * frame. Disposing the view destroys the chart.
 */
export function attachPixiChart(
  host: HTMLElement,
  data: ChartData,
  options: SceneOptions,
  prepare: () => boolean,
): { scene: ChartScene; view: RenderView } {
  const chart = new PixiChart(data, options);
  const model = chart.scene.model;
  const view = attachView({
    host,
    stage: chart.stage,
    get background() {
      return model.palette.background;
    },
    prepare,
    release: () => chart.destroy(),
  });
  return { scene: chart.scene, view };
}
