/** The chart's axes: their backgrounds and lines, the price labels and the time labels. */
import { Container, type BitmapFont } from 'pixi.js';
import { formatNumber } from '../../lib/format';
import { indexToX, priceToY, timeLabel, timeStep, timeTicks, visibleRange } from './chart-layout';
import { priceAxisTicks, TIME_AXIS_HEIGHT, TIME_LABEL_GAP, type ChartModel } from './chart-model';
import { AXIS_LABEL_X, LabelPool, RectPool, redraw } from './chart-pools';

export class AxesLayer {
  readonly view = new Container({ isRenderGroup: true });
  /** The backgrounds and lines, under the labels. */
  private readonly axes = new RectPool();
  private readonly labels: LabelPool;

  constructor(
    private readonly model: ChartModel,
    font: BitmapFont,
  ) {
    this.view.addChild(this.axes.view);
    this.labels = new LabelPool(this.view, font);
  }

  /** Repaints the layer from the model (a Full repaint). */
  draw(): void {
    const labels = this.labels;
    redraw([this.axes, labels], () => {
      const plotW = this.model.plotWidth;
      const plotH = this.model.plotHeight;
      if (plotW > 0 && plotH > 0) {
        const { background, axisLine } = this.model.palette;
        this.axes.add(plotW, 0, this.model.axisWidth, this.model.height, background);
        this.axes.add(0, plotH, plotW, TIME_AXIS_HEIGHT, background);
        this.axes.add(plotW, 0, 1, plotH, axisLine);
        this.axes.add(0, plotH, this.model.width, 1, axisLine);
        const { ticks, decimals } = priceAxisTicks(this.model.prices);
        for (const price of ticks)
          labels.take(
            formatNumber(price, decimals),
            plotW + AXIS_LABEL_X,
            priceToY(this.model.prices, price),
            this.model.palette.axisText,
            0,
            0.5,
          );
        if (this.model.data.length > 0) {
          const { from, to } = visibleRange(this.model.scale);
          const time = this.model.data.series.time;
          const step = timeStep(this.model.options.intervalSec, this.model.scale.barSpacing, TIME_LABEL_GAP);
          let previous = Number.NaN;
          for (const i of timeTicks(time, from, to, step, this.model.scale.barSpacing, TIME_LABEL_GAP)) {
            const x = indexToX(this.model.scale, i);
            if (x > 20 && x < plotW - 20)
              labels.take(
                timeLabel(time[i]!, previous, step),
                x,
                plotH + 6,
                this.model.palette.axisText,
                0.5,
                0,
              );
            previous = time[i]!;
          }
        }
      }
    });
  }
}
