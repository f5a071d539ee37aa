/**
 * The peer of the chart-indicators bench: lightweight-charts v5 with its panes (`addSeries(…, paneIndex)`)
 * drawing what ours draws on the same candles — on the price pane the candles, Bollinger upper, basis and
 * lower with the band between them filled (a series primitive, as lightweight-charts' own bands-indicator
 * plugin example does: the library has no fill between two series), EMA 20 and the session VWAP; below it a
 * pane of volume columns with their SMA 20, one of RSI 14 (0–100, levels 70 and 30) and one of MACD 12/26/9
 * (MACD and signal lines and the histogram, level 0) — the panes weighted 3 : 1 : 1 : 1 as ours are.
 *
 * The indicators are computed on this thread, per update, by trading-signals 8, whose indicators keep a
 * state and can revise their last value (`update(value, replace)`): an update of the last candle replaces
 * each indicator's last input and `series.update`s the last point of each of the 12 series, a new candle
 * adds an input to each and appends a point. That is what an app on lightweight-charts does for live
 * indicators. The session VWAP starts a new trading-signals VWAP at each day from 00:00 KST.
 */
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type IPrimitivePaneRenderer,
  type IPrimitivePaneView,
  type ISeriesApi,
  type ISeriesPrimitive,
  type Logical,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { BollingerBands, EMA, MACD, RSI, SMA, VWAP } from 'trading-signals';
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { BENCH_INDICATORS, kstDay } from './indicator-set';
import { frameWhen, START_BARS, type ChartRenderBench } from './page-api';

const WIDTH = 1280;
const HEIGHT = 720;
/** The price pane's weight against each indicator pane's (ours: PRICE_PANE_WEIGHT, NEW_PANE_WEIGHT). */
const PRICE_PANE_STRETCH = 3;

// The indicator definitions' default colours (workers/core/indicators), written here so that the peer's
// bundle holds only lightweight-charts and trading-signals.
const BLUE = '#2962ff';
const ORANGE = '#ff6d00';
const PURPLE = '#7e57c2';
const LEVEL = '#787b86';
const BAND_FILL = 'rgba(33, 150, 243, 0.12)';
const MACD_HISTOGRAM = 'rgba(38, 166, 154, 0.6)';
const VOLUME_UP = 'rgba(38, 166, 154, 0.5)';
const VOLUME_DOWN = 'rgba(239, 83, 80, 0.5)';

/** One bar's indicator values; NaN where an indicator has none yet. */
export interface BarValues {
  upper: number;
  basis: number;
  lower: number;
  ema: number;
  vwap: number;
  volumeMa: number;
  rsi: number;
  macd: number;
  signal: number;
  histogram: number;
}

/** The trading-signals indicators of the bench's set, fed bar by bar. */
export class PeerIndicators {
  private readonly bollinger = new BollingerBands(
    BENCH_INDICATORS.bollinger.length,
    BENCH_INDICATORS.bollinger.mult,
  );
  private readonly ema = new EMA(BENCH_INDICATORS.ema.length);
  private vwap = new VWAP();
  /** The KST day `vwap` sums over (a new day starts a new VWAP). */
  private vwapDay = Number.NaN;
  private readonly volumeMa = new SMA(BENCH_INDICATORS.volume.maLength);
  private readonly rsi = new RSI(BENCH_INDICATORS.rsi.length);
  private readonly macd = new MACD(
    new EMA(BENCH_INDICATORS.macd.fastLength),
    new EMA(BENCH_INDICATORS.macd.slowLength),
    new EMA(BENCH_INDICATORS.macd.signalLength),
  );

  /** Bar `bar`'s values: `replace` revises the last bar's, else `bar` is a new one. */
  update(bar: Candle, replace: boolean): BarValues {
    const day = kstDay(bar.time);
    if (day !== this.vwapDay) {
      // The first bar of a day (a new bar, never a replaced one): a VWAP of its own from this bar on.
      this.vwap = new VWAP();
      this.vwapDay = day;
    }
    const bands = this.bollinger.update(bar.close, replace);
    const macd = this.macd.update(bar.close, replace);
    const value = (result: number | null) => result ?? Number.NaN;
    return {
      upper: bands?.upper ?? Number.NaN,
      basis: bands?.middle ?? Number.NaN,
      lower: bands?.lower ?? Number.NaN,
      ema: value(this.ema.update(bar.close, replace)),
      // hlc3, trading-signals' typical price.
      vwap: value(this.vwap.update(bar, replace)),
      volumeMa: value(this.volumeMa.update(bar.volume, replace)),
      rsi: value(this.rsi.update(bar.close, replace)),
      macd: macd?.macd ?? Number.NaN,
      signal: macd?.signal ?? Number.NaN,
      histogram: macd?.histogram ?? Number.NaN,
    };
  }
}

/**
 * The band between Bollinger's upper and lower lines, drawn under the series of the price pane (a series
 * primitive attached to the upper line; its points are found again each time the chart updates its views).
 */
class BandFill implements ISeriesPrimitive<Time> {
  private points: { x: number; top: number; bottom: number }[] = [];
  private readonly view: IPrimitivePaneView;
  private readonly views: readonly IPrimitivePaneView[];

  constructor(
    private readonly chart: IChartApi,
    private readonly upperSeries: ISeriesApi<'Line'>,
    private readonly upper: readonly number[],
    private readonly lower: readonly number[],
  ) {
    const renderer: IPrimitivePaneRenderer = {
      draw: () => undefined,
      drawBackground: (target) =>
        target.useMediaCoordinateSpace(({ context }) => {
          const points = this.points;
          if (points.length < 2) return;
          context.beginPath();
          context.moveTo(points[0]!.x, points[0]!.top);
          for (let i = 1; i < points.length; i += 1) context.lineTo(points[i]!.x, points[i]!.top);
          for (let i = points.length - 1; i >= 0; i -= 1) context.lineTo(points[i]!.x, points[i]!.bottom);
          context.closePath();
          context.fillStyle = BAND_FILL;
          context.fill();
        }),
    };
    this.view = { renderer: () => renderer };
    this.views = [this.view];
  }

  updateAllViews(): void {
    const range = this.chart.timeScale().getVisibleLogicalRange();
    const points: { x: number; top: number; bottom: number }[] = [];
    if (range) {
      const first = Math.max(0, Math.floor(range.from) - 1);
      const last = Math.min(this.upper.length - 1, Math.ceil(range.to) + 1);
      const timeScale = this.chart.timeScale();
      for (let i = first; i <= last; i += 1) {
        const up = this.upper[i]!;
        const down = this.lower[i]!;
        if (Number.isNaN(up) || Number.isNaN(down)) continue;
        const x = timeScale.logicalToCoordinate(i as Logical);
        const top = this.upperSeries.priceToCoordinate(up);
        const bottom = this.upperSeries.priceToCoordinate(down);
        if (x === null || top === null || bottom === null) continue;
        points.push({ x, top, bottom });
      }
    }
    this.points = points;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }
}

export function mountChart(container: HTMLElement, history: readonly Candle[]): ChartRenderBench {
  const bars = history.map((bar) => ({ ...bar }));
  const chart = createChart(container, {
    width: WIDTH,
    height: HEIGHT,
    layout: { background: { color: '#131722' }, textColor: '#d1d4dc' },
    timeScale: { timeVisible: true },
  });
  const line = (color: string, pane: number) =>
    chart.addSeries(LineSeries, { color, lineWidth: 1, priceLineVisible: false }, pane);
  const candles = chart.addSeries(CandlestickSeries, {}, 0);
  const upper = line(BLUE, 0);
  const basis = line(ORANGE, 0);
  const lower = line(BLUE, 0);
  const ema = line(PURPLE, 0);
  const vwap = line(BLUE, 0);
  const volume = chart.addSeries(HistogramSeries, { priceLineVisible: false }, 1);
  const volumeMa = line(BLUE, 1);
  const rsi = chart.addSeries(
    LineSeries,
    {
      color: PURPLE,
      lineWidth: 1,
      priceLineVisible: false,
      // Ours draws RSI on its fixed 0–100 range (the definition's `range`).
      autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
    },
    2,
  );
  const macd = line(BLUE, 3);
  const signal = line(ORANGE, 3);
  const histogram = chart.addSeries(HistogramSeries, { color: MACD_HISTOGRAM, priceLineVisible: false }, 3);
  const level = (series: ISeriesApi<'Line'>, price: number) =>
    series.createPriceLine({
      price,
      color: LEVEL,
      lineWidth: 1,
      lineStyle: LineStyle.Dashed,
      axisLabelVisible: false,
    });
  level(rsi, 70);
  level(rsi, 30);
  level(macd, 0);
  chart.panes()[0]!.setStretchFactor(PRICE_PANE_STRETCH);

  const indicators = new PeerIndicators();
  const upperValues: number[] = [];
  const lowerValues: number[] = [];
  upper.attachPrimitive(new BandFill(chart, upper, upperValues, lowerValues));

  const time = (bar: Candle) => bar.time as UTCTimestamp;
  const point = (at: UTCTimestamp, value: number) =>
    Number.isNaN(value) ? { time: at } : { time: at, value };
  const volumeBar = (bar: Candle) => ({
    time: time(bar),
    value: bar.volume,
    color: bar.close >= bar.open ? VOLUME_UP : VOLUME_DOWN,
  });
  /** Every series' point of bar `index` with `values`, in the order `all` lists them. */
  const pointsOf = (index: number, values: BarValues) => {
    const bar = bars[index]!;
    const at = time(bar);
    upperValues[index] = values.upper;
    lowerValues[index] = values.lower;
    return [
      point(at, values.upper),
      point(at, values.basis),
      point(at, values.lower),
      point(at, values.ema),
      point(at, values.vwap),
      point(at, values.volumeMa),
      point(at, values.rsi),
      point(at, values.macd),
      point(at, values.signal),
      point(at, values.histogram),
    ];
  };
  const valueSeries = [upper, basis, lower, ema, vwap, volumeMa, rsi, macd, signal, histogram] as const;

  const columns: ReturnType<typeof pointsOf>[] = [];
  for (let i = 0; i < bars.length; i += 1) columns.push(pointsOf(i, indicators.update(bars[i]!, false)));
  candles.setData(bars.map((bar) => ({ ...bar, time: time(bar) })));
  volume.setData(bars.map(volumeBar));
  valueSeries.forEach((series, k) => series.setData(columns.map((points) => points[k]!)));
  chart.timeScale().setVisibleLogicalRange({ from: bars.length - START_BARS, to: bars.length - 1 });

  return {
    // lightweight-charts paints in the animation frame after a change: the second frame follows a painted one.
    ready: frameWhen(() => true).then(() => frameWhen(() => true)),
    lastBar: () => ({ ...bars[bars.length - 1]! }),
    update(bar) {
      const last = bars[bars.length - 1]!;
      if (bar.time < last.time) throw new Error(`bar ${bar.time} is older than the last bar ${last.time}`);
      const replace = bar.time === last.time;
      if (replace) bars[bars.length - 1] = { ...bar };
      else bars.push({ ...bar });
      const points = pointsOf(bars.length - 1, indicators.update(bar, replace));
      candles.update({ ...bar, time: time(bar) });
      volume.update(volumeBar(bar));
      valueSeries.forEach((series, k) => series.update(points[k]!));
    },
    // The price pane, where a wheel zooms and a drag pans as on ours.
    plotRect: () => {
      const size = chart.paneSize(0);
      return { x: 0, y: 0, width: size.width, height: size.height };
    },
    visibleRange: () => {
      const range = chart.timeScale().getVisibleLogicalRange();
      return range ? { from: Math.ceil(range.from), to: Math.floor(range.to) } : { from: 0, to: -1 };
    },
    info: {
      impl: 'peer',
      name: 'lightweight-charts v5 panes + trading-signals 8 (canvas 2D, main thread)',
      bars: history.length,
    },
  };
}
