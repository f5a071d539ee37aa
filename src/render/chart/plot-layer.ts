/** The chart's plot layer: the grid, the volume histogram and its average, the candles and MA 15/60. */
import { Container } from 'pixi.js';
import { indexToX, priceToY, timeStep, timeTicks, visibleRange } from './chart-layout';
import { priceAxisTicks, TIME_LABEL_GAP, VOLUME_SHARE, type ChartModel } from './chart-model';
import { LineStrip, RectPool, redraw } from './chart-pools';

const VOLUME_ALPHA = 0.35;

export class PlotLayer {
  readonly view = new Container({ isRenderGroup: true });
  /** The grid, under the bars. */
  private readonly grid = new RectPool();
  private readonly volumeBars = new RectPool();
  private readonly candleBars = new RectPool();
  /** The volume average and the moving averages, over the bars. */
  private readonly volumeMaLine = new LineStrip();
  private readonly ma15Line = new LineStrip();
  private readonly ma60Line = new LineStrip();

  constructor(private readonly model: ChartModel) {
    this.volumeBars.view.alpha = VOLUME_ALPHA;
    this.view.addChild(
      this.grid.view,
      this.volumeBars.view,
      this.candleBars.view,
      this.volumeMaLine.view,
      this.ma15Line.view,
      this.ma60Line.view,
    );
  }

  /** Repaints the layer from the model (a Full repaint, after the scales were fitted). */
  draw(): void {
    this.volumeMaLine.hide();
    this.ma15Line.hide();
    this.ma60Line.hide();
    redraw([this.grid, this.volumeBars, this.candleBars], () => this.paintPlot());
  }

  private paintPlot(): void {
    const { width: plotW } = this.model.scale;
    const plotH = this.model.plotHeight;
    const data = this.model.data;
    if (data.length === 0 || plotW <= 0 || plotH <= 0) return;
    const { from, to } = visibleRange(this.model.scale);
    const { time, open, high, low, close, volume } = data.series;
    const spacing = this.model.scale.barSpacing;

    const { palette, showGrid, showVolume } = this.model.appearance;
    // Grid under everything.
    if (showGrid) {
      const grid = this.grid;
      for (const price of priceAxisTicks(this.model.prices).ticks)
        grid.add(0, Math.round(priceToY(this.model.prices, price)), plotW, 1, palette.grid);
      const step = timeStep(this.model.options.intervalSec, spacing, TIME_LABEL_GAP);
      for (const i of timeTicks(time, from, to, step, spacing, TIME_LABEL_GAP))
        grid.add(Math.round(indexToX(this.model.scale, i)), 0, 1, plotH, palette.grid);
    }
    if (from > to) return;

    // Volume histogram at the bottom, scaled to the visible bars.
    let maxVolume = 0;
    if (showVolume) for (let i = from; i <= to; i += 1) if (volume[i]! > maxVolume) maxVolume = volume[i]!;
    const volumeHeight = plotH * VOLUME_SHARE;
    const bodyWidth = Math.max(1, Math.floor(spacing * 0.7));
    const half = Math.floor(bodyWidth / 2);
    const volumeBars = this.volumeBars;
    if (maxVolume > 0) {
      for (let i = from; i <= to; i += 1) {
        const h = Math.max(1, (volume[i]! / maxVolume) * volumeHeight);
        const tint = close[i]! >= open[i]! ? palette.up : palette.down;
        volumeBars.add(Math.round(indexToX(this.model.scale, i)) - half, plotH - h, bodyWidth, h, tint);
      }
      this.strokeLine(
        this.volumeMaLine,
        data.volume20,
        from,
        to,
        (v) => plotH - (v / maxVolume) * volumeHeight,
        palette.volumeMa,
      );
    }

    // Candles: a wick, and a body once there is room for one.
    const candleBars = this.candleBars;
    for (let i = from; i <= to; i += 1) {
      const o = open[i]!;
      const c = close[i]!;
      const tint = c >= o ? palette.up : palette.down;
      const x = Math.round(indexToX(this.model.scale, i));
      const yHigh = Math.round(priceToY(this.model.prices, high[i]!));
      const yLow = Math.round(priceToY(this.model.prices, low[i]!));
      candleBars.add(x, yHigh, 1, Math.max(1, yLow - yHigh), tint);
      if (bodyWidth > 1) {
        const yOpen = Math.round(priceToY(this.model.prices, o));
        const yClose = Math.round(priceToY(this.model.prices, c));
        candleBars.add(
          x - half,
          Math.min(yOpen, yClose),
          bodyWidth,
          Math.max(1, Math.abs(yClose - yOpen)),
          tint,
        );
      }
    }

    const toY = (v: number) => priceToY(this.model.prices, v);
    if (this.model.appearance.ma15) this.strokeLine(this.ma15Line, data.close15, from, to, toY, palette.ma15);
    if (this.model.appearance.ma60) this.strokeLine(this.ma60Line, data.close60, from, to, toY, palette.ma60);
  }

  /**
   * The visible part of an average, one bar beyond each edge. An average is undefined (NaN) only before
   * its period fills, at the start of the series, so the defined points are one run.
   */
  private strokeLine(
    line: LineStrip,
    values: Float64Array,
    from: number,
    to: number,
    toY: (value: number) => number,
    color: number,
  ): void {
    const first = Math.max(0, from - 1);
    const last = Math.min(to + 1, this.model.data.length - 1);
    line.begin(last - first + 1);
    for (let i = first; i <= last; i += 1) {
      const v = values[i]!;
      if (Number.isFinite(v)) line.add(indexToX(this.model.scale, i) + 0.5, toY(v) + 0.5);
    }
    line.end(color);
  }
}
