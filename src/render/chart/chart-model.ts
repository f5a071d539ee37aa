/**
 * The chart's model (after lightweight-charts' model layer): what is shown and where,
 * with no Pixi and no DOM (eslint.config.js keeps it so). The time scale and the price scale fitted to the
 * visible bars (or, auto-fit off, kept where the trader dragged it), the price axis as wide as its widest
 * label, the cursor, the price lines and their slots, the price ranges (price-ranges.ts), the forecast marks, the high/low markers, the lines
 * layer's labels with the boxes the page shows over the plot (chart-labels.ts), the member's drawings
 * (the one being drawn, the selected and hovered ones; drawing-tools.ts places them), and the pending
 * repaint level. The layers of chart-scene.ts read it and draw; the text width it needs for the axis comes from
 * the scene's font as a function.
 */
import type { Drawing, DrawingAnchor } from '../../../contract/drawings';
import { formatNumber } from '../../lib/format';
import type { ChartData } from './chart-data';
import { ChartLabels } from './chart-labels';
import { DEFAULT_APPEARANCE, type ChartAppearance, type ChartPalette } from './chart-palette';
import {
  barAt,
  fitLogPrices,
  fitPrices,
  logPriceTicks,
  panPrices,
  priceAxisWidth,
  priceTicks,
  resetScale,
  stepDecimals,
  stretchPrices,
  visibleRange,
  withLength,
  type PriceScale,
  type TimeScale,
} from './chart-layout';
import { layoutPanes, PRICE_PANE_WEIGHT, type PaneRect, type PaneState } from './chart-panes';
import { drawsCloseOnly, HeikinAshi, type BarColumns, type ChartType } from './chart-types';
import { addStudyExtremes, Extremes, largestLag, type ChartStudy, type StudyLine } from './chart-studies';
import { compareScaling, type CompareScaling } from './chart-compare';
import type { Box } from './label-placement';
import { emptyLineSlot, layoutPriceLines, type LineSlot } from './price-lines';
import { emptyRangeSlot, layoutPriceRanges, type PriceRange, type RangeSlot } from './price-ranges';
import { magnetAnchor, type DrawingView, type MagnetMode } from './drawing-geometry';
import { DrawingShapeCache } from './drawing-shape-cache';
import {
  hitDrawing,
  type DrawingFormat,
  type DrawingHit,
  type DrawingSketch,
  type DrawingTexts,
} from './drawing-tools';

export const Invalidation = { None: 0, Cursor: 1, Light: 2, Full: 3 } as const;
export type InvalidationLevel = (typeof Invalidation)[keyof typeof Invalidation];

/**
 * A horizontal line at a price: the member's average buy price, one of their pending orders, one of
 * their price alerts on the coin, or the price limit of one of their buying or selling TWAPs.
 */
export interface PriceLine {
  kind: 'average' | 'buy' | 'sell' | 'alert' | 'twapBuy' | 'twapSell';
  price: number;
  /** Text of the tag on the line (side, remaining quantity…); none draws no tag while the line is in view. */
  tag?: string;
  /** The tag ends in a cancel control (×). */
  cancel?: boolean;
}

/** The forecast's two probabilities: of a new high (up) and of a new low (down). */
export type ForecastSide = 'up' | 'down';
export const FORECAST_SIDES: readonly ForecastSide[] = ['up', 'down'];

/**
 * Forecast probabilities: up[k] and down[k] are for bar start + k; `next` for the bar after those, bar
 * start + up.length (the forming bar, or one past the last bar when every bar has closed). Only the
 * sides in `shown` get marks.
 */
export interface ForecastMarks {
  start: number;
  up: ArrayLike<number>;
  down: ArrayLike<number>;
  next: Readonly<Record<ForecastSide, number>>;
  shown: Readonly<Record<ForecastSide, boolean>>;
}

export interface RangeMarkers {
  high: number;
  highIndex: number;
  low: number;
  lowIndex: number;
}

/** The high/low markers' price texts and their widths, made when the markers (or the decimals) change. */
export class MarkerTexts {
  high = '';
  low = '';
  highWidth = 0;
  lowWidth = 0;
}

export interface SceneOptions {
  /** Decimals of a price label at `price` (the market's tick). */
  priceDecimals(price: number): number;
  /** `price` on the market's tick grid (the crosshair names a price one could order at). */
  roundPrice(price: number): number;
  intervalSec: number;
}

/** Px width of `text` in the chart's font. */
export type MeasureText = (text: string) => number;

export const TIME_AXIS_HEIGHT = 24;
/** Px left of a price label in the axis (the same is kept right of it). */
export const AXIS_LABEL_X = 6;
/** Px of padding each side of a line tag's text, and room for a pinned tag's arrow. */
export const TAG_PADDING = 6;
export const TAG_ARROW = 10;
/** Share of the plot's height the volume histogram may use, at its bottom. */
export const VOLUME_SHARE = 0.2;
/** Least px between two price ticks, and between two time ticks. */
export const PRICE_LABEL_GAP = 40;
export const TIME_LABEL_GAP = 90;
/** Px between the top of the plot and the highest visible price. */
const PRICE_TOP = 8;

/** The texts of one price line and their widths, made when the line (or its dragged price) changes. */
export class LineTexts {
  price = '';
  tag = '';
  pinned = '';
  priceWidth = 0;
  tagWidth = 0;
  pinnedWidth = 0;
}

/**
 * The price scale over bars [from, to] of a price pane `plotHeight` px tall: the candles (and `overlays`,
 * what the indicators over the price draw there) use the part above the volume histogram, below a margin;
 * `tick(mid)` is the price step at the range's middle. Without bars, 0 to 1.
 */
export function plotPriceScale(
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  from: number,
  to: number,
  plotHeight: number,
  tick: (mid: number) => number,
  overlays?: Extremes,
  log = false,
): PriceScale {
  let min = Infinity;
  let max = -Infinity;
  for (let i = from; i <= to; i += 1) {
    if (high[i]! > max) max = high[i]!;
    if (low[i]! < min) min = low[i]!;
  }
  if (overlays && !overlays.empty && Number.isFinite(min)) {
    // A log scale has no place for a value at or below 0 (an oscillator moved over the price): it fits
    // the rest, and such values are not drawn.
    if (!log || overlays.min > 0) min = Math.min(min, overlays.min);
    max = Math.max(max, overlays.max);
  }
  const { top, height } = candleBand(plotHeight);
  if (!Number.isFinite(min)) return { min: 0, max: 1, top, height };
  // A log scale needs prices above 0 (an indicator's value may not be: then linear).
  if (log && min > 0) return fitLogPrices(min, max, top, height);
  return fitPrices(min, max, top, height, tick((min + max) / 2));
}

/** Where a price pane `paneHeight` px tall draws the candles: below a margin, above the volume histogram. */
function candleBand(paneHeight: number): { top: number; height: number } {
  return { top: PRICE_TOP, height: Math.max(1, paneHeight * (1 - VOLUME_SHARE) - PRICE_TOP) };
}

/** How the price scale places and names prices (TradingView's scale modes). */
export const PRICE_SCALE_MODES = ['linear', 'log', 'percent', 'indexed'] as const;
export type PriceScaleMode = (typeof PRICE_SCALE_MODES)[number];

export function isPriceScaleMode(value: unknown): value is PriceScaleMode {
  return typeof value === 'string' && (PRICE_SCALE_MODES as readonly string[]).includes(value);
}

/**
 * How the price axis names its prices: as prices, as the change from a base price in percent, or as an
 * index of it (the base is 100). The base is the close of the first bar on screen.
 */
export interface AxisDisplay {
  mode: 'price' | 'percent' | 'indexed';
  base: number;
}

export const PRICE_DISPLAY: AxisDisplay = { mode: 'price', base: 1 };

/** `price` as the axis names it. */
export function displayValue(display: AxisDisplay, price: number): number {
  if (display.mode === 'percent') return (price / display.base - 1) * 100;
  if (display.mode === 'indexed') return (price / display.base) * 100;
  return price;
}

/** The price an axis value names (displayValue's inverse). */
function priceOfDisplay(display: AxisDisplay, value: number): number {
  if (display.mode === 'percent') return display.base * (1 + value / 100);
  if (display.mode === 'indexed') return (display.base * value) / 100;
  return value;
}

/** An axis value as a label: a percent with its sign, an index or a price at `decimals`. */
export function displayText(display: AxisDisplay, value: number, decimals: number): string {
  const text = formatNumber(value, decimals);
  if (display.mode !== 'percent') return text;
  return `${value > 0 && text !== formatNumber(0, decimals) ? '+' : ''}${text}%`;
}

/** Px kept above and below the values of an indicator pane. */
export const PANE_PADDING = 6;

/**
 * The scale of an indicator pane in `rect` over what its studies draw: a bounded oscillator's fixed range
 * (widened by any value outside it), else the values on screen with a margin; zero to one when nothing is.
 */
export function paneScale(
  rect: PaneRect,
  drawn: Extremes,
  range: readonly [number, number] | null,
): PriceScale {
  const top = rect.top + Math.min(PANE_PADDING, rect.height / 4);
  const height = Math.max(0, rect.height - 2 * (top - rect.top));
  if (range) {
    const min = Math.min(range[0], drawn.empty ? range[0] : drawn.min);
    const max = Math.max(range[1], drawn.empty ? range[1] : drawn.max);
    return fitPrices(min, max, top, height, 1, 0.02);
  }
  if (drawn.empty) return { min: 0, max: 1, top, height };
  return fitPrices(drawn.min, drawn.max, top, height, 0, 0.08);
}

/**
 * The price axis's tick prices, the decimals of their values and their labels: nice steps of the prices,
 * of the percent or index the axis shows (`display`), or 1, 2 and 5 of each power of ten on a log scale
 * (nice steps of the prices when the scale spans too little for two of those).
 */
export function priceAxisTicks(
  prices: PriceScale,
  display: AxisDisplay = PRICE_DISPLAY,
): { ticks: number[]; decimals: number; labels: string[] } {
  if (display.mode !== 'price' && display.base > 0) {
    const shown = {
      ...prices,
      log: false,
      min: displayValue(display, prices.min),
      max: displayValue(display, prices.max),
    };
    const values = priceTicks(shown, PRICE_LABEL_GAP);
    const decimals = values.length > 1 ? stepDecimals(values[1]! - values[0]!) : 0;
    return {
      ticks: values.map((value) => priceOfDisplay(display, value)),
      decimals,
      labels: values.map((value) => displayText(display, value, decimals)),
    };
  }
  const logTicks = prices.log ? logPriceTicks(prices, PRICE_LABEL_GAP) : [];
  if (logTicks.length >= 2) {
    const decimals = Math.max(...logTicks.map(stepDecimals));
    return {
      ticks: logTicks,
      decimals,
      labels: logTicks.map((tick) => formatNumber(tick, stepDecimals(tick))),
    };
  }
  const ticks = priceTicks({ ...prices, log: false }, PRICE_LABEL_GAP);
  const decimals = ticks.length > 1 ? stepDecimals(ticks[1]! - ticks[0]!) : 0;
  return { ticks, decimals, labels: ticks.map((tick) => formatNumber(tick, decimals)) };
}

/** The colour a price line of `kind` is drawn in: a TWAP's limit takes its side's, as a pending line does. */
export function lineColor(kind: PriceLine['kind'], palette: ChartPalette): number {
  if (kind === 'average') return palette.average;
  if (kind === 'alert') return palette.alert;
  return kind === 'buy' || kind === 'twapBuy' ? palette.pendingBuy : palette.pendingSell;
}

/**
 * A line's dashes at its price, [dash, period] px: long ones, unlike the dotted last-price line; a TWAP's
 * limit in short ones, so that it is not read as a pending order at that price.
 */
export function lineDashes(kind: PriceLine['kind']): readonly [dash: number, period: number] {
  return kind === 'twapBuy' || kind === 'twapSell' ? SHORT_DASHES : LONG_DASHES;
}
const LONG_DASHES = [6, 10] as const;
const SHORT_DASHES = [2, 4] as const;

/** What places every bar on the plot: the scales as fitted for a Full repaint, kept in place. */
class FittedScales {
  scale: TimeScale | null = null;
  prices: PriceScale = { min: 0, max: 0, top: 0, height: 0 };
  axisWidth = 0;
  volumeMax = 0;
  display: AxisDisplay = PRICE_DISPLAY;
  panes: PriceScale[] = [];
  compareFactors: number[] = [];

  /** Whether the model's scales are these; then takes the model's. */
  update(model: ChartModel): boolean {
    const { prices } = this;
    const same =
      this.scale === model.scale &&
      this.axisWidth === model.axisWidth &&
      this.volumeMax === model.volumeMax &&
      this.display.mode === model.axisDisplay.mode &&
      this.display.base === model.axisDisplay.base &&
      sameScale(prices, model.prices) &&
      this.panes.length === model.paneScales.length &&
      this.panes.every((scale, i) => sameScale(scale, model.paneScales[i]!)) &&
      this.compareFactors.length === model.compareScalings.length &&
      this.compareFactors.every((factor, k) => Object.is(factor, model.compareScalings[k]!.factor));
    this.scale = model.scale;
    this.axisWidth = model.axisWidth;
    this.volumeMax = model.volumeMax;
    this.display = model.axisDisplay;
    // A scale that lost its log or inversion takes that from `model.prices` too (assign skips absent keys).
    prices.log = undefined;
    prices.inverted = undefined;
    Object.assign(prices, model.prices);
    this.panes = model.paneScales.map((scale) => ({ ...scale }));
    this.compareFactors = model.compareScalings.map((scaling) => scaling.factor);
    return same;
  }
}

function sameScale(a: PriceScale, b: PriceScale): boolean {
  return (
    a.min === b.min &&
    a.max === b.max &&
    a.top === b.top &&
    a.height === b.height &&
    a.log === b.log &&
    a.inverted === b.inverted
  );
}

/** The price pane alone: a chart without indicator panes. */
const PRICE_PANE_ONLY: readonly PaneState[] = [{ weight: PRICE_PANE_WEIGHT, collapsed: false }];

export class ChartModel {
  scale: TimeScale = resetScale(0, 0);
  prices: PriceScale = { min: 0, max: 1, top: 0, height: 0 };
  /** Crosshair position in px of the plot, null when the pointer is out. */
  cursor: { x: number; y: number } | null = null;
  /**
   * A linked chart's crosshair time (s): drawn as a vertical line and a time label at the bar holding it
   * while this chart's own pointer is away; null for none.
   */
  linkedTime: number | null = null;
  markers: RangeMarkers | null = null;
  readonly markerTexts = new MarkerTexts();
  /** The lines layer's labels and where they were placed in the last frame (chart-labels.ts). */
  readonly labels = new ChartLabels();
  priceLines: readonly PriceLine[] = [];
  /** The price lines' places in the last layout, in the order given: read by hit tests. */
  readonly lineSlots: LineSlot[] = [];
  /** Each line's texts, beside its slot. */
  readonly lineTexts: LineTexts[] = [];
  /** Slots [0, lineCount) hold the lines set. */
  lineCount = 0;
  /** The line being dragged (its slot stands at the dragged price), -1 for none. */
  draggedLine = -1;
  /** The price ranges (a split order's), drawn under the lines; their places in the last layout beside. */
  priceRanges: readonly PriceRange[] = [];
  readonly rangeSlots: RangeSlot[] = [];
  /** Width of the price axis, px: its widest label and padding. */
  axisWidth = priceAxisWidth(0);
  /** Px width of the widest price label at the last fit. */
  widestPriceLabel = 0;
  /** The volume histogram's scale at the last fit: the largest visible volume (0: none drawn). */
  volumeMax = 0;
  forecast: ForecastMarks | null = null;
  appearance: ChartAppearance = DEFAULT_APPEARANCE;
  width = 0;
  height = 0;
  /** The indicators, in the order of ChartData.indicators' lines, and the panes they are drawn in. */
  studies: readonly ChartStudy[] = [];
  panes: readonly PaneState[] = PRICE_PANE_ONLY;
  /** The panes' places in the plot, top to bottom; the price pane first. */
  paneRects: PaneRect[] = [{ top: 0, height: 0 }];
  /** Each indicator pane's scale at the last fit (index 0, the price pane's, is `prices`). */
  paneScales: PriceScale[] = [];
  /** How the price is drawn (chart-types.ts). */
  chartType: ChartType = 'candles';
  /** How the price scale places and names prices, and whether it is upside down. */
  priceScaleMode: PriceScaleMode = 'linear';
  scaleInverted = false;
  /** How the price axis names prices at the last fit (its base: the first bar on screen's close). */
  axisDisplay: AxisDisplay = PRICE_DISPLAY;
  /** The compared coins' lines, in the order of ChartData.compares (chart-compare.ts). */
  compares: readonly StudyLine[] = [];
  /** How each compared coin is drawn at the last fit: its first close on screen and its factor. */
  compareScalings: CompareScaling[] = [];
  /**
   * Whether the price scale fits the visible bars (TradingView's auto scale). Off, it keeps the range of
   * `manualPrices`, which only a drag on the price axis and a vertical pan change.
   */
  autoFit = true;
  /** The member's drawings on this coin, in the order drawn: the last is drawn on top. */
  drawings: readonly Drawing[] = [];
  /** The drawing being drawn (its anchors so far), over the others; null while none is. */
  drawingPreview: DrawingSketch | null = null;
  /** The selected drawing's id and the one under the pointer's: both are drawn with their handles. */
  selectedDrawing: string | null = null;
  hoveredDrawing: string | null = null;
  /** How the drawings' texts are written: the market's decimals, the chart's font, the page's words. */
  readonly drawingFormat: DrawingFormat = {
    priceDecimals: (price) => this.settings.priceDecimals(price),
    price: (price) => remembered(this.drawingPrices, price, () => this.formatPrice(price)),
    measure: (text) => remembered(this.drawingTextWidths, text, () => this.measure(text)),
    texts: null,
  };
  /**
   * The drawings' texts as written and measured, kept across frames: a pan builds the shapes again, but
   * the Fibonacci levels' prices and the labels' widths stay (forgotten with the options they follow).
   */
  private readonly drawingPrices = new Map<number, string>();
  private readonly drawingTextWidths = new Map<string, number>();
  /** The drawings' shapes as last built (paint and hit-test), kept while nothing that places them changes. */
  readonly drawingShapes = new DrawingShapeCache(this.drawingFormat);
  private readonly manualPrices = { min: 0, max: 1 };
  private readonly heikinAshi = new HeikinAshi();

  private level: InvalidationLevel = Invalidation.Full;
  /**
   * Since the plot was last painted: whether anything but bars changed (a move, a resize, settings…), and
   * the first bar that changed (Infinity: none). A surface that keeps its pixels repaints only the bars
   * from there when nothing else changed and the fitted scales came out the same (takePlotDamage).
   */
  private wholePlot = true;
  private changedFrom = Infinity;
  /** The scales the plot was last painted at. */
  private readonly paintedScales = new FittedScales();
  /** What a pane's studies draw on screen, written in place at each fit. */
  private readonly extremes = new Extremes();
  /** The candle area lines are laid out in (above the volume pane); written in place on each layout. */
  private readonly lineBand = { top: 0, bottom: 0 };
  /** drawingView()'s answer, written in place. */
  private readonly drawingPlace: DrawingView = {
    time: [],
    length: 0,
    intervalSec: 60,
    scale: this.scale,
    prices: this.prices,
    width: 0,
    height: 0,
  };

  constructor(
    readonly data: ChartData,
    private settings: SceneOptions,
    private readonly measure: MeasureText,
  ) {}

  get options(): SceneOptions {
    return this.settings;
  }

  get plotWidth(): number {
    return Math.max(0, this.width - this.axisWidth);
  }

  get plotHeight(): number {
    return Math.max(0, this.height - TIME_AXIS_HEIGHT);
  }

  /** The price pane's height, px from the plot's top: the candles, the volume and the price lines. */
  get priceHeight(): number {
    return this.paneRects[0]!.height;
  }

  /**
   * The indicators and their panes (`panes[0]` the price pane's; one more for each pane a study names).
   * Throws a RangeError on a study in a pane that is not there.
   */
  setStudies(studies: readonly ChartStudy[], panes: readonly PaneState[]): void {
    if (panes.length === 0) throw new RangeError('a chart has at least its price pane');
    for (const study of studies)
      if (!Number.isInteger(study.pane) || study.pane < 0 || study.pane >= panes.length)
        throw new RangeError(`an indicator is in pane ${study.pane} of a chart with ${panes.length}`);
    this.studies = studies;
    this.panes = panes;
    this.layoutPanes();
    this.invalidate(Invalidation.Full);
  }

  /** The compared coins' lines (their closes are ChartData.compares, in the same order). */
  setCompares(lines: readonly StudyLine[]): void {
    this.compares = lines;
    this.compareScalings = lines.map(() => ({ reference: Number.NaN, factor: Number.NaN }));
    this.invalidate(Invalidation.Full);
  }

  setPriceScale(mode: PriceScaleMode, inverted: boolean): void {
    if (mode === this.priceScaleMode && inverted === this.scaleInverted) return;
    this.priceScaleMode = mode;
    this.scaleInverted = inverted;
    this.invalidate(Invalidation.Full);
  }

  /** Auto-fit on: the price scale fits the visible bars again; off: it keeps the range it has now. */
  setAutoFit(on: boolean): void {
    if (on === this.autoFit) return;
    this.autoFit = on;
    if (!on) {
      this.manualPrices.min = this.prices.min;
      this.manualPrices.max = this.prices.max;
    }
    this.invalidate(Invalidation.Full);
  }

  /** Stretches the price scale about its middle by `factor` (stretchPrices); auto-fit goes off. */
  stretchPrices(factor: number): void {
    this.setAutoFit(false);
    this.setManualPrices(stretchPrices(this.manualScale(), factor));
  }

  /** Moves the price scale with a drag of `dyPx` px down the plot (panPrices); auto-fit goes off. */
  panPrices(dyPx: number): void {
    this.setAutoFit(false);
    this.setManualPrices(panPrices(this.manualScale(), dyPx));
  }

  private setManualPrices({ min, max }: PriceScale): void {
    if (min === this.manualPrices.min && max === this.manualPrices.max) return;
    this.manualPrices.min = min;
    this.manualPrices.max = max;
    this.invalidate(Invalidation.Full);
  }

  /**
   * The price scale over the manual range in the price pane as it is now: by logarithms on a log scale
   * (unless the range reaches 0 or below, which a linear scale's drag may leave), upside down if inverted.
   */
  private manualScale(): PriceScale {
    const { min, max } = this.manualPrices;
    const scale: PriceScale = { min, max, ...candleBand(this.priceHeight) };
    if (this.priceScaleMode === 'log' && min > 0) scale.log = true;
    if (this.scaleInverted) scale.inverted = true;
    return scale;
  }

  /** Whether plot px (x, y) is on the price axis beside the price pane (where a drag stretches its scale). */
  priceAxisAt(x: number, y: number): boolean {
    return x >= this.plotWidth && x <= this.width && y >= 0 && y < this.priceHeight;
  }

  setChartType(type: ChartType): void {
    if (type === this.chartType) return;
    this.chartType = type;
    this.invalidate(Invalidation.Full);
  }

  /** The bars' four prices as drawn: Heikin Ashi's on such a chart, else the series' own. */
  bars(): BarColumns {
    return this.chartType === 'heikinAshi' ? this.heikinAshi.of(this.data.series) : this.data.series;
  }

  private layoutPanes(): void {
    this.paneRects = layoutPanes(this.plotHeight, this.panes);
  }

  /** The colours drawn in (the view's clear colour included). */
  get palette(): ChartPalette {
    return this.appearance.palette;
  }

  /** The pending repaint level. */
  get pending(): InvalidationLevel {
    return this.level;
  }

  invalidate(level: InvalidationLevel): void {
    if (level === Invalidation.Full) this.wholePlot = true;
    if (level > this.level) this.level = level;
  }

  /** The pending level, now answered: nothing is pending after this. */
  takePending(): InvalidationLevel {
    const level = this.level;
    this.level = Invalidation.None;
    return level;
  }

  setOptions(options: SceneOptions): void {
    this.settings = options;
    this.drawingPrices.clear();
    this.drawingTextWidths.clear();
    this.drawingShapes.clear();
    this.setMarkerTexts();
    this.invalidate(Invalidation.Full);
  }

  setAppearance(appearance: ChartAppearance): void {
    this.appearance = appearance;
    this.invalidate(Invalidation.Full);
  }

  setSize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    this.scale = { ...this.scale, width: this.plotWidth };
    this.layoutPanes();
    this.invalidate(Invalidation.Full);
  }

  setScale(scale: TimeScale): void {
    this.scale = scale;
    this.invalidate(Invalidation.Full);
  }

  /** After a load: the default view over the new bars. */
  resetView(): void {
    this.scale = resetScale(this.plotWidth, Math.max(0, this.data.length - 1));
    this.invalidate(Invalidation.Full);
  }

  /** After live bars changed from bar `from` on (-1: every index moved): follows them unless scrolled back. */
  dataChanged(from: number): void {
    this.heikinAshi.changed(from);
    const scale = withLength(this.scale, this.data.length);
    if (from < 0 || scale !== this.scale) {
      this.scale = scale;
      this.invalidate(Invalidation.Full);
      return;
    }
    this.changedFrom = Math.min(this.changedFrom, from);
    this.level = Invalidation.Full;
  }

  /**
   * The first bar whose drawing may differ from what was painted, or -1 when the whole plot may: answered
   * after fitScales() in a Full repaint, and reset. Only bars changed, and the scales (time, price, volume,
   * the axis width) fitted as they were, is a partial repaint.
   */
  takePlotDamage(): number {
    const sameScales = this.paintedScales.update(this);
    // A line drawn behind the bar it was computed on (Ichimoku's lagging line) changes that far back.
    const from =
      !this.wholePlot && sameScales ? Math.max(0, this.changedFrom - largestLag(this.studies)) : -1;
    this.wholePlot = false;
    this.changedFrom = Infinity;
    return from;
  }

  setMarkers(markers: RangeMarkers | null): void {
    this.markers = markers;
    this.setMarkerTexts();
    this.invalidate(Invalidation.Light);
  }

  private setMarkerTexts(): void {
    const texts = this.markerTexts;
    const markers = this.markers;
    texts.high = markers ? this.formatPrice(markers.high) : '';
    texts.low = markers ? this.formatPrice(markers.low) : '';
    texts.highWidth = markers ? this.measure(texts.high) : 0;
    texts.lowWidth = markers ? this.measure(texts.low) : 0;
  }

  /**
   * The boxes the page draws over the plot (the legend, the forecast's line), px of the plot: the lines'
   * labels keep clear of them. Repaints the lines only when they changed.
   */
  setReserved(boxes: readonly Box[]): void {
    const current = this.labels.reserved;
    const same =
      boxes.length === current.length &&
      boxes.every(
        (b, i) =>
          b.x === current[i]!.x &&
          b.y === current[i]!.y &&
          b.width === current[i]!.width &&
          b.height === current[i]!.height,
      );
    if (same) return;
    this.labels.reserved = boxes.map(({ x, y, width, height }) => ({ x, y, width, height }));
    this.invalidate(Invalidation.Light);
  }

  /** Sets the lines (a drag in progress ends: the caller sets it again on the new lines). */
  setPriceLines(lines: readonly PriceLine[]): void {
    this.priceLines = lines;
    this.draggedLine = -1;
    this.lineCount = lines.length;
    for (let i = 0; i < lines.length; i += 1) {
      this.lineSlots[i] ??= emptyLineSlot();
      this.lineTexts[i] ??= new LineTexts();
      this.setLineTexts(i, lines[i]!.price);
    }
    this.invalidate(Invalidation.Light);
  }

  /** Sets the price ranges (their labels measured once here). */
  setPriceRanges(ranges: readonly PriceRange[]): void {
    this.priceRanges = ranges;
    for (let i = 0; i < ranges.length; i += 1) {
      const slot = (this.rangeSlots[i] ??= emptyRangeSlot());
      slot.labelWidth = Math.ceil(this.measure(ranges[i]!.label)) + 2 * TAG_PADDING;
    }
    this.invalidate(Invalidation.Light);
  }

  /** Draws line `index` at `price` (a drag), or back at its own price with null. */
  setLineDrag(index: number, price: number | null): void {
    const line = this.priceLines[index];
    if (!line) throw new RangeError(`there is no price line ${index} to drag`);
    if (price === null) {
      if (this.draggedLine === index) this.draggedLine = -1;
      this.setLineTexts(index, line.price);
    } else {
      this.draggedLine = index;
      if (this.lineSlots[index]!.price !== price) this.setLineTexts(index, price);
    }
    this.invalidate(Invalidation.Light);
  }

  private setLineTexts(index: number, price: number): void {
    const line = this.priceLines[index]!;
    const texts = this.lineTexts[index]!;
    const slot = this.lineSlots[index]!;
    texts.price = this.formatPrice(price);
    texts.tag = line.tag ?? '';
    texts.pinned = texts.tag === '' ? texts.price : `${texts.price}  ${texts.tag}`;
    texts.priceWidth = this.measure(texts.price);
    texts.tagWidth = texts.tag === '' ? 0 : Math.ceil(this.measure(texts.tag)) + 2 * TAG_PADDING;
    texts.pinnedWidth = Math.ceil(this.measure(texts.pinned)) + 2 * TAG_PADDING + TAG_ARROW;
    slot.price = price;
    slot.textWidth = texts.tagWidth;
    slot.pinnedWidth = texts.pinnedWidth;
    slot.cancel = line.cancel === true;
  }

  /**
   * The drawings to draw. Like every change to the drawings, their preview or selection (a drag moving one
   * included), it repaints the lines layer only: the plot and the axes stand.
   */
  setDrawings(drawings: readonly Drawing[]): void {
    if (drawings === this.drawings) return;
    this.drawings = drawings;
    this.invalidate(Invalidation.Light);
  }

  /** The drawing being drawn, with the anchors placed so far and the one under the pointer; null: none. */
  setDrawingPreview(preview: DrawingSketch | null): void {
    if (preview === this.drawingPreview) return;
    this.drawingPreview = preview;
    this.invalidate(Invalidation.Light);
  }

  setDrawingSelection(selected: string | null, hovered: string | null): void {
    if (selected === this.selectedDrawing && hovered === this.hoveredDrawing) return;
    this.selectedDrawing = selected;
    this.hoveredDrawing = hovered;
    this.invalidate(Invalidation.Light);
  }

  /** The words of the measures' texts in the page's language. */
  setDrawingTexts(texts: DrawingTexts): void {
    this.drawingFormat.texts = texts;
    this.drawingShapes.clear();
    this.invalidate(Invalidation.Light);
  }

  /** What places the drawings now: the bars' times, the fitted scales, the price pane's plot. */
  drawingView(): DrawingView {
    const view = this.drawingPlace;
    view.time = this.data.series.time;
    view.length = this.data.length;
    view.intervalSec = this.settings.intervalSec;
    view.scale = this.scale;
    view.prices = this.prices;
    view.width = this.plotWidth;
    view.height = this.priceHeight;
    return view;
  }

  /** The drawing (and its handle, or body) under plot px (x, y), as last drawn; null for none. */
  hitDrawing(x: number, y: number): DrawingHit | null {
    const view = this.drawingView();
    const cache = this.drawingShapes;
    cache.use(view);
    return hitDrawing(this.drawings, view, (drawing) => cache.shapesOf(drawing), x, y, this.selectedDrawing);
  }

  /** The anchor a pointer at plot px (x, y) places, the magnet in `magnet` snapping it to the bars as drawn. */
  drawingAnchorAt(x: number, y: number, magnet: MagnetMode): DrawingAnchor {
    return magnetAnchor(this.drawingView(), this.bars(), x, y, magnet);
  }

  setForecast(forecast: ForecastMarks | null): void {
    this.forecast = forecast;
    this.invalidate(Invalidation.Light);
  }

  setCursor(cursor: { x: number; y: number } | null): void {
    this.cursor = cursor;
    this.invalidate(Invalidation.Cursor);
  }

  setLinkedTime(time: number | null): void {
    if (time === this.linkedTime) return;
    this.linkedTime = time;
    this.invalidate(Invalidation.Cursor);
  }

  /** The bar under the cursor, else the last bar; -1 without bars. */
  legendIndex(): number {
    if (this.data.length === 0) return -1;
    const at = this.cursor ? barAt(this.scale, this.cursor.x) : -1;
    return at >= 0 ? at : this.data.length - 1;
  }

  formatPrice(price: number): string {
    return formatNumber(price, this.settings.priceDecimals(price));
  }

  /**
   * The price scale over the visible bars (with auto-fit off, over its manual range) and the axis as wide
   * as its widest label. A wider axis narrows the plot and may change the visible bars, so the fit runs
   * again once when the width changed.
   */
  fitScales(): void {
    this.volumeMax = this.visibleVolumeMax();
    for (let pass = 0; pass < 2; pass += 1) {
      const { from, to } = visibleRange(this.scale);
      this.fitCompares(from, to);
      if (this.autoFit) {
        // A line of the close fits the closes; bars fit their highs and lows (Heikin Ashi's on such a chart).
        const bars = drawsCloseOnly(this.chartType) ? null : this.bars();
        const high = bars ? bars.high : this.data.series.close;
        const low = bars ? bars.low : this.data.series.close;
        this.prices = plotPriceScale(
          high,
          low,
          from,
          to,
          this.priceHeight,
          (mid) => 10 ** -this.settings.priceDecimals(mid),
          this.overlaysDrawn(from, to),
          this.priceScaleMode === 'log',
        );
        if (this.scaleInverted) this.prices.inverted = true;
      } else this.prices = this.manualScale();
      const mode = this.priceScaleMode;
      this.axisDisplay =
        (mode === 'percent' || mode === 'indexed') && from <= to && this.data.series.close[from]! > 0
          ? { mode, base: this.data.series.close[from]! }
          : PRICE_DISPLAY;
      this.fitPaneScales();
      this.widestPriceLabel = this.measurePriceLabels();
      const width = priceAxisWidth(this.widestPriceLabel, this.axisWidth);
      if (width === this.axisWidth) return;
      this.axisWidth = width;
      this.scale = { ...this.scale, width: this.plotWidth };
      this.volumeMax = this.visibleVolumeMax();
    }
  }

  /** How each compared coin is drawn over bars [from, to]: from the chart's first close on screen (chart-compare.ts). */
  private fitCompares(from: number, to: number): void {
    const base = from <= to ? this.data.series.close[from]! : Number.NaN;
    this.compares.forEach((_, k) => {
      const values = this.data.compares[k];
      const scaling = this.compareScalings[k]!;
      if (values) compareScaling(values, base, from, to, scaling);
      else scaling.reference = scaling.factor = Number.NaN;
    });
  }

  /**
   * What is drawn over the price in bars [from, to] besides the bars: the studies there and the compared
   * coins as fitCompares scaled them.
   */
  private overlaysDrawn(from: number, to: number): Extremes | undefined {
    const drawn = this.drawnIn(0);
    if (this.compares.length === 0) return drawn;
    const into = drawn ?? this.extremes.reset();
    this.compares.forEach((_, k) => {
      const values = this.data.compares[k];
      const { factor } = this.compareScalings[k]!;
      if (!values || !Number.isFinite(factor)) return;
      for (let i = from; i <= to; i += 1) into.add(values[i]! * factor);
    });
    return into;
  }

  /** What the studies of pane `pane` draw in the bars on screen (null without any in it). */
  private drawnIn(pane: number): Extremes | undefined {
    const lines = this.data.indicators?.lines;
    if (!lines) return undefined;
    const drawn = this.extremes.reset();
    this.studies.forEach((study, k) => {
      if (study.pane === pane && lines[k])
        addStudyExtremes(drawn, study, lines[k], this.data.length, this.scale);
    });
    return drawn;
  }

  /** Each indicator pane's scale over what its studies draw on screen. */
  private fitPaneScales(): void {
    const scales: PriceScale[] = [];
    for (let pane = 1; pane < this.panes.length; pane += 1) {
      let range: readonly [number, number] | null = null;
      for (const study of this.studies)
        if (study.pane === pane && study.visible && study.range)
          range = range
            ? [Math.min(range[0], study.range[0]), Math.max(range[1], study.range[1])]
            : study.range;
      scales[pane] = paneScale(this.paneRects[pane]!, this.drawnIn(pane) ?? this.extremes.reset(), range);
    }
    scales[0] = this.prices;
    this.paneScales = scales;
  }

  /** The largest volume of the visible bars (the histogram's scale), 0 with the volume hidden. */
  private visibleVolumeMax(): number {
    if (!this.appearance.showVolume) return 0;
    const { from, to } = visibleRange(this.scale);
    const { volume } = this.data.series;
    let max = 0;
    for (let i = from; i <= to; i += 1) if (volume[i]! > max) max = volume[i]!;
    return max;
  }

  /** Px width of the widest label the price axis shows at this price scale. */
  private measurePriceLabels(): number {
    let widest = 0;
    for (const label of priceAxisTicks(this.prices, this.axisDisplay).labels)
      widest = Math.max(widest, this.measure(label));
    // The crosshair and the price lines name prices up to the top of the scale at tick decimals.
    if (this.data.length > 0) widest = Math.max(widest, this.measure(this.formatPrice(this.prices.max)));
    for (let i = 0; i < this.lineCount; i += 1) widest = Math.max(widest, this.lineTexts[i]!.priceWidth);
    for (let pane = 1; pane < this.paneScales.length; pane += 1) {
      const scale = this.paneScales[pane]!;
      for (const label of priceAxisTicks(scale).labels) widest = Math.max(widest, this.measure(label));
    }
    return widest;
  }

  /** Lays the price lines out in their slots for this frame; answers how many are shown. */
  layoutLines(): number {
    const plotW = this.plotWidth;
    const count = this.data.length === 0 || plotW <= 0 ? 0 : this.lineCount;
    const band = this.lineBand;
    band.bottom = this.prices.top + this.prices.height;
    layoutPriceLines(this.lineSlots, count, this.prices, band, plotW);
    return count;
  }

  /** Lays the price ranges out in their slots for this frame; answers how many are shown. */
  layoutRanges(): number {
    const count = this.data.length === 0 || this.plotWidth <= 0 ? 0 : this.priceRanges.length;
    layoutPriceRanges(this.rangeSlots, this.priceRanges, count, this.prices, this.priceHeight);
    return count;
  }
}

/** Texts kept at most by each of the drawings' text memos before it starts again. */
const REMEMBERED_MAX = 4096;

/** `key`'s value in `memo`, made by `make` the first time. */
function remembered<K, V>(memo: Map<K, V>, key: K, make: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= REMEMBERED_MAX) memo.clear();
    value = make();
    memo.set(key, value);
  }
  return value;
}
