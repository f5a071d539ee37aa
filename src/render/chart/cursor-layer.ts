/** The chart's cursor layer: the crosshair and its price and time labels. */
import { Container, type BitmapFont } from 'pixi.js';
import { barAt, cursorTimeLabel, indexToX, yToPrice } from './chart-layout';
import { TIME_AXIS_HEIGHT, type ChartModel } from './chart-model';
import { AXIS_LABEL_X, LabelPool, RectPool, redraw } from './chart-pools';

export class CursorLayer {
  readonly view = new Container({ isRenderGroup: true });
  private readonly crosshair = new RectPool();
  private readonly labels: LabelPool;

  constructor(
    private readonly model: ChartModel,
    font: BitmapFont,
  ) {
    this.view.addChild(this.crosshair.view);
    this.labels = new LabelPool(this.view, font);
  }

  /** Repaints the layer from the model (every repaint). */
  draw(): void {
    const labels = this.labels;
    const rects = this.crosshair;
    redraw([rects, labels], () => {
      const cursor = this.model.cursor;
      const plotW = this.model.plotWidth;
      const plotH = this.model.plotHeight;
      if (
        cursor &&
        this.model.data.length > 0 &&
        cursor.x >= 0 &&
        cursor.x < plotW &&
        cursor.y >= 0 &&
        cursor.y < plotH
      ) {
        const index = barAt(this.model.scale, cursor.x);
        const x = index >= 0 ? Math.round(indexToX(this.model.scale, index)) + 0.5 : cursor.x;
        const y = Math.round(cursor.y) + 0.5;
        // Centred on the half pixel, as a 1-px stroke would be.
        rects.addDashes(0, y - 0.5, plotW, false, 4, 8, this.model.palette.crosshair);
        rects.addDashes(x - 0.5, 0, plotH, true, 4, 8, this.model.palette.crosshair);
        rects.add(plotW, y - 9, this.model.axisWidth, 18, this.model.palette.labelBox);
        const price = this.model.options.roundPrice(yToPrice(this.model.prices, cursor.y));
        labels.take(
          this.model.formatPrice(price),
          plotW + AXIS_LABEL_X,
          y,
          this.model.palette.labelText,
          0,
          0.5,
        );
        if (index >= 0) {
          rects.add(x - 60, plotH, 120, TIME_AXIS_HEIGHT, this.model.palette.labelBox);
          const text = cursorTimeLabel(this.model.data.series.time[index]!, this.model.options.intervalSec);
          labels.take(text, x, plotH + 6, this.model.palette.labelText, 0.5, 0);
        }
      }
    });
  }
}
