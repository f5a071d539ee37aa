/**
 * One chart panel's imperative side: the scene (drawn by the window's shared renderer, or into 2D canvases
 * of its own with no GPU: render/chart/chart-view.ts), the chart worker's copy of the bars, live trades (the feed worker posts the coin's trades straight into the chart
 * worker's port; this thread only merges the tail of changed bars, once per animation frame at most),
 * what user input asks of the chart (the intents of rules/chart-gestures.ts; chart-input.ts listens), the
 * visible-range high/low (50 ms debounce), the price lines, the forecast overlay (marks only for the sides
 * that have shown skill on these bars: rules/chart-forecast.ts), older history paged in as the user
 * scrolls back (history-pager.ts) and the legend (chart-legend.ts). React renders the panel's frame;
 * ticks and pointer moves never go through React.
 *
 * A press on an order line's tag or on the line drags the line instead of the chart (rules/order-drag.ts:
 * snapped to the tick, Escape puts it back); the drop and a press on the tag's × go to the panel, which
 * asks for confirmation and calls the exchange.
 */
import {
  FORECAST_MAX_BARS,
  HISTORY_MAX_BARS,
  validateForecast,
  type ChartClient,
  type ChartPrepend,
  type ChartUpdate,
  type ForecastResult,
} from '../../api/chart-client';
import type { FeedClient } from '../../api/feed-types';
import { ChartData } from '../../render/chart/chart-data';
import {
  anchoredScale,
  pan,
  resetScale,
  scrollToFirst,
  scrollToLatest,
  visibleRange,
  viewAnchor,
  zoomAround,
  indexToX,
  MAX_BAR_SPACING,
  MIN_BAR_SPACING,
  type TimeScale,
} from '../../render/chart/chart-layout';
import type { ChartAppearance } from '../../render/chart/chart-palette';
import { Invalidation, type PriceLine, type SceneOptions } from '../../render/chart/chart-model';
import type { ChartScene } from '../../render/chart/chart-scene';
import { attachChartView, chartSurface, type ChartSurface } from '../../render/chart/chart-view';
import { hitPriceLine, type LineHit } from '../../render/chart/price-lines';
import type { RenderView } from '../../render/shared-renderer';
import {
  intervalSeconds,
  timeFrameRange,
  type CandleInterval,
  type TimeFrameId,
} from '../../../contract/intervals';
import {
  roundToTick,
  tickDecimals,
  tickSize,
  type CoinKey,
  type MarketSymbol,
} from '../../../contract/markets';
import { bindChartInput } from './chart-input';
import { ChartLegend } from './chart-legend';
import { HistoryPager } from './history-pager';
import { openingHistoryBars, type ChartServices } from './chart-services';
import { forecastSidesShown } from './rules/chart-forecast';
import { keyAction, type ChartIntents, type KeyAction } from './rules/chart-gestures';
import { dragPriceAt, IDLE, orderDragStep, type OrderDrag, type OrderDragEvent } from './rules/order-drag';

/** Chart §9: the high/low markers follow the visible range at most this often. */
export const HIGH_LOW_DEBOUNCE_MS = 50;
const KEY_ZOOM = 1.25;
/** The boxes of what the page shows over the plot end on a multiple of this many px (measureCaptions). */
const CAPTION_STEP_PX = 16;

export type ChartLoadState = 'loading' | 'ready' | 'error';

/** A price line with what the user may do to it on the chart. */
export interface ChartPriceLine extends PriceLine {
  /** It may be dragged to another price. */
  movable?: boolean;
}

/** What the chart hands the panel when an order line is acted on (the line as it was set). */
export interface OrderLineActions {
  /** The × on `line`'s tag was pressed. */
  cancel(line: ChartPriceLine): void;
  /**
   * Line `line` was dropped at `price` (another tick than its own). The line stays drawn there until
   * `settle` is called, after the confirmation and the exchange's answer; then the lines set since
   * (refreshed ones) are drawn, or the line goes back.
   */
  move(line: ChartPriceLine, price: number, settle: () => void): void;
}

export interface ChartElements {
  /** Takes keyboard focus and is measured for the plot size. */
  root: HTMLElement;
  /** The transparent box the chart is drawn in (or under, by the shared renderer); takes the pointer. */
  plot: HTMLElement;
  /** Holds the legend cells, written in place: elements with data-field open, high, low, close, volume. */
  legend: HTMLElement;
  /**
   * What the page shows over the plot (the legend, the forecast's line): the chart keeps its labels clear
   * of each child's box, measured whenever one changes size.
   */
  captions?: HTMLElement;
}

export interface ChartControllerOptions {
  coin: CoinKey;
  marketSymbol: MarketSymbol;
  feed: FeedClient;
  services: ChartServices;
  onLoadState(state: ChartLoadState): void;
  /** Load the forecast's history (FORECAST_MAX_BARS) from the start: the forecast is on. */
  forecastHistory?: boolean;
  /**
   * A forecast was computed: `enable` for enableForecast's own, `reload` for the recomputation after
   * each later load (refresh, interval change, trades reset).
   */
  onForecast?(result: ForecastResult, cause: 'enable' | 'reload'): void;
  /** Order lines can be moved and cancelled from the chart (a member's chart). */
  orderLines?: OrderLineActions;
  /** Zoom per wheel pixel (WHEEL_ZOOM_PER_PX); the bench page matches lightweight-charts' 10 % a notch. */
  wheelZoomPerPx?: number;
  /** Draw on this surface rather than the one that costs least here (chartSurface()). */
  surface?: ChartSurface;
}

/** The forecast reads candles (chart type 0 of the spec's 0 to 3). */
export const FORECAST_CHART_TYPE = 0;

let nextChartId = 1;

export class ChartController {
  readonly id = `chart-${nextChartId++}`;
  readonly data = new ChartData();
  readonly scene: ChartScene;
  /** What the chart draws on (render/chart/chart-view.ts): Pixi on a GPU, 2D canvases with none. */
  readonly surface: ChartSurface;
  interval: CandleInterval = '1';
  private readonly view: RenderView;
  private readonly client: ChartClient;
  private readonly resizeObserver: ResizeObserver;
  private readonly captionsObserver: ResizeObserver;
  private readonly removeListeners: () => void;
  private readonly closeTrades: () => void;
  private readonly stopUpdates: () => void;
  /** The chart worker has had a trade port: a later one follows a gap in the trades. */
  private tradePorts = 0;
  private readonly legend: ChartLegend;
  private state: 'loading' | 'live' | 'error' | 'disposed' = 'loading';
  private loadAbort: AbortController | null = null;
  private generation = 0;
  private lineDrag: OrderDrag = IDLE;
  private lines: readonly ChartPriceLine[] = [];
  /** Lines set while a line was dragged or confirmed: drawn once it settles. */
  private deferredLines: readonly ChartPriceLine[] | null = null;
  /** Line items whose places were written in the last frame. */
  private mirrored = 0;
  /** The model's cursor, rewritten in place on each pointer move rather than made anew. */
  private readonly pointerAt = { x: 0, y: 0 };
  private highLowTimer: ReturnType<typeof setTimeout> | undefined;
  private queriedRange = '';
  private historyBars: number;
  private forecastSymbol: string | null = null;
  /** Bars the last forecast saw: a new bar means the one before it closed, so the forecast is redone. */
  private forecastLength = -1;
  private forecasting = false;
  private readonly pager: HistoryPager;
  /** Bumped when older bars move every index: a high/low asked for before then names other bars. */
  private indexEpoch = 0;

  constructor(
    private readonly elements: ChartElements,
    private readonly options: ChartControllerOptions,
  ) {
    this.legend = new ChartLegend(elements.legend, elements.root, options.marketSymbol);
    this.historyBars = openingHistoryBars(options.forecastHistory === true);
    this.client = options.services.acquireClient();
    this.pager = new HistoryPager(
      {
        coin: options.coin,
        interval: () => this.interval,
        length: () => this.data.length,
        firstTime: () => this.data.series.time[0]!,
        prepend: (older) => this.client.prepend(this.id, older),
        take: (prepended) => this.applyPrepend(prepended),
      },
      options.services.loadOlderHistory,
    );
    const { surface, scene, view } = attachChartView(options.surface ?? chartSurface(), {
      host: elements.plot,
      data: this.data,
      options: this.sceneOptions(this.interval),
      prepare: () => this.prepareFrame(),
    });
    this.surface = surface;
    this.scene = scene;
    this.view = view;
    this.resizeObserver = new ResizeObserver(() => this.measure());
    this.resizeObserver.observe(elements.root);
    this.measure();
    this.captionsObserver = new ResizeObserver(() => this.measureCaptions());
    if (elements.captions) this.captionsObserver.observe(elements.captions);
    this.removeListeners = bindChartInput(elements, this.intents(), options.wheelZoomPerPx);
    this.stopUpdates = this.client.onUpdate(this.id, (update) => this.onUpdate(update));
    this.closeTrades = options.feed.tradePort(options.coin, (port) => this.onTradePort(port));
  }

  /**
   * Loads the history of `interval` and opens it in the worker, in the default view or the time frame's;
   * a later call supersedes an earlier one.
   */
  load(interval: CandleInterval, frame?: TimeFrameId): Promise<void> {
    return this.loadBars(interval, frame ?? 'reset');
  }

  /**
   * Loads the bars again after trades were lost (a reconnect, a new trade port): the history refills the
   * chart, none missing or twice, and the trader's view is kept — the zoom, and the scroll: a view that
   * followed the newest bar still does, a scrolled-back one keeps its bars where they were. As many bars
   * are asked for as are held, so that history paged in behind the view is still there.
   */
  private refill(): Promise<void> {
    return this.loadBars(this.interval, 'keep');
  }

  /** `view`: the default view, a time frame's, or the view as it is when the bars come ('keep'). */
  private async loadBars(interval: CandleInterval, view: TimeFrameId | 'reset' | 'keep'): Promise<void> {
    if (this.state === 'disposed') return;
    this.interval = interval;
    const generation = ++this.generation;
    this.loadAbort?.abort();
    const abort = new AbortController();
    this.loadAbort = abort;
    this.pager.stop();
    this.state = 'loading';
    delete this.elements.root.dataset.drawn;
    // Trades that come while the history loads wait in the worker, for after it.
    this.client.holdTrades(this.id);
    this.options.onLoadState('loading');
    try {
      const bars =
        view === 'keep'
          ? Math.min(HISTORY_MAX_BARS, Math.max(this.historyBars, this.data.length))
          : this.historyBars;
      const history = await this.options.services.loadHistory(
        this.options.coin,
        interval,
        abort.signal,
        bars,
      );
      // Trades up to the answer are in the history already and are not counted again.
      const coveredUntilMs = history.takenAt ?? Date.now();
      if (generation !== this.generation) return;
      const opened = await this.client.open(this.id, interval, history, { coveredUntilMs });
      if (generation !== this.generation) return;
      // The view over the bars held until now, by their times: the indices of the new ones may differ.
      const anchor = view === 'keep' ? viewAnchor(this.scene.model.scale, this.data.series.time) : null;
      this.data.load(opened);
      this.pager.start(this.data.length);
      this.scene.model.setOptions(this.sceneOptions(interval));
      this.scene.model.setMarkers(null);
      // Overlay indices name bars of the series just replaced.
      this.scene.model.setForecast(null);
      this.queriedRange = '';
      if (anchor)
        this.scene.model.setScale(
          anchoredScale(anchor, this.scene.model.plotWidth, this.data.series.time, this.data.length),
        );
      else this.scene.model.resetView();
      if (view !== 'reset' && view !== 'keep') this.showTimeFrame(view);
      this.state = 'live';
      this.options.onLoadState('ready');
      this.invalidate();
      if (this.forecastSymbol !== null) void this.computeForecast('reload');
    } catch (error) {
      if (generation !== this.generation || abort.signal.aborted) return;
      this.state = 'error';
      console.error(`chart ${this.options.coin} ${interval}: history failed to load`, error);
      this.options.onLoadState('error');
    }
  }

  /** Loads the same interval again (the toolbar's refresh). */
  refresh(): Promise<void> {
    return this.load(this.interval);
  }

  setPriceLines(lines: readonly ChartPriceLine[]): void {
    if (this.lineDrag.kind !== 'idle') {
      this.deferredLines = lines;
      return;
    }
    this.lines = lines;
    this.scene.model.setPriceLines(lines);
    this.invalidate();
  }

  /** Where a line drag stands (tests read it). */
  get orderDrag(): OrderDrag {
    return this.lineDrag;
  }

  /** Applies a drag event and draws its outcome; the line goes back when the drag ends without a move. */
  private stepLineDrag(event: OrderDragEvent): void {
    const before = this.lineDrag;
    const after = orderDragStep(before, event);
    if (after === before) return;
    this.lineDrag = after;
    if (after.kind === 'dragging') this.scene.model.setLineDrag(after.line, after.price);
    else if (after.kind === 'idle' && before.kind !== 'idle') {
      this.scene.model.setLineDrag(before.line, null);
      const deferred = this.deferredLines;
      this.deferredLines = null;
      if (deferred) this.setPriceLines(deferred);
    }
    this.invalidate();
    if (after.kind === 'confirming') {
      let settled = false;
      this.options.orderLines?.move(this.lines[after.line]!, after.price, () => {
        if (settled || this.state === 'disposed') return;
        settled = true;
        this.stepLineDrag({ type: 'settled' });
      });
    }
  }

  /** The order line under a pointer at (x, y) of the plot, when lines can be acted on. */
  private lineAt(x: number, y: number): LineHit | null {
    if (!this.options.orderLines) return null;
    const hit = hitPriceLine(
      this.scene.model.lineSlots,
      this.scene.drawnLines,
      x,
      y,
      this.scene.model.plotWidth,
    );
    if (!hit) return null;
    const line = this.lines[hit.index];
    if (hit.part === 'cancel') return line?.cancel ? hit : null;
    return line?.movable ? hit : null;
  }

  /** Palette, grid, volume and moving averages, from the chart settings. */
  setAppearance(appearance: ChartAppearance): void {
    this.scene.model.setAppearance(appearance);
    this.invalidate();
  }

  /**
   * Turns the forecast on for `symbol` (coin/market): the spec's checks first — a chart that fails one
   * before the bar count is not reloaded — then the forecast's longer history, then the forecast, kept
   * up to date after each later load. Every outcome goes to onForecast.
   */
  async enableForecast(symbol: string): Promise<void> {
    const request = { symbol, chartType: FORECAST_CHART_TYPE, interval: this.interval };
    const precheck = validateForecast({ ...request, bars: FORECAST_MAX_BARS });
    if (!precheck.ok) {
      this.options.onForecast?.(precheck, 'enable');
      return;
    }
    if (this.historyBars < FORECAST_MAX_BARS) {
      this.historyBars = FORECAST_MAX_BARS;
      await this.load(this.interval);
    }
    if (this.state !== 'live') return;
    this.forecastSymbol = symbol;
    await this.computeForecast('enable');
  }

  disableForecast(): void {
    this.forecastSymbol = null;
    this.scene.model.setForecast(null);
    this.invalidate();
  }

  private async computeForecast(cause: 'enable' | 'reload'): Promise<void> {
    const symbol = this.forecastSymbol;
    if (symbol === null) return;
    const generation = this.generation;
    this.forecastLength = this.data.length;
    this.forecasting = true;
    try {
      const result = await this.client.forecast(this.id, { symbol, chartType: FORECAST_CHART_TYPE });
      if (generation !== this.generation || this.forecastSymbol !== symbol) return;
      if (result.ok)
        this.scene.model.setForecast({
          ...result.overlay,
          next: result.next,
          shown: forecastSidesShown(result.measured),
        });
      else this.disableForecast();
      this.invalidate();
      this.options.onForecast?.(result, cause);
    } catch (error) {
      if (generation === this.generation) console.error('chart forecast failed', error);
    } finally {
      this.forecasting = false;
    }
  }

  /** Zooms so that the shortcut's span fills the plot, newest bar at the right offset. */
  showTimeFrame(frame: TimeFrameId): void {
    const { bars } = timeFrameRange(frame, Date.now() / 1000);
    const base = resetScale(this.scene.model.plotWidth, Math.max(0, this.data.length - 1));
    const usable = Math.max(1, base.width - base.rightOffset);
    this.setScale({
      ...base,
      barSpacing: Math.max(MIN_BAR_SPACING, Math.min(MAX_BAR_SPACING, usable / Math.max(1, bars))),
    });
  }

  dispose(): void {
    if (this.state === 'disposed') return;
    this.state = 'disposed';
    this.generation += 1;
    this.loadAbort?.abort();
    this.pager.stop();
    clearTimeout(this.highLowTimer);
    this.closeTrades();
    this.stopUpdates();
    this.removeListeners();
    this.resizeObserver.disconnect();
    this.captionsObserver.disconnect();
    this.view.dispose();
    this.client.close(this.id).catch(() => {
      // The worker may already be gone with the last panel: nothing is left to close then.
    });
    this.options.services.releaseClient(this.client);
  }

  // -------------------------------------------------------------------------------------------------

  private sceneOptions(interval: CandleInterval): SceneOptions {
    const { marketSymbol } = this.options;
    return {
      priceDecimals: (price) => tickDecimals(tickSize(marketSymbol, price)),
      roundPrice: (price) => roundToTick(marketSymbol, price),
      intervalSec: intervalSeconds(interval),
    };
  }

  private invalidate(): void {
    this.view.invalidate();
  }

  private setScale(scale: TimeScale): void {
    this.scene.model.setScale(scale);
    this.invalidate();
  }

  private measure(): void {
    const rect = this.elements.root.getBoundingClientRect();
    this.scene.model.setSize(Math.floor(rect.width), Math.floor(rect.height));
    this.view.relayout();
  }

  /**
   * The boxes of what the page shows over the plot, in plot px, handed to the model as the labels'
   * obstacles. A child that comes (the forecast's line) is observed too: its size changes reach here.
   */
  private measureCaptions(): void {
    const { captions, plot } = this.elements;
    if (!captions || this.state === 'disposed') return;
    const origin = plot.getBoundingClientRect();
    const boxes = [];
    for (const child of captions.children) {
      this.captionsObserver.observe(child);
      const rect = child.getBoundingClientRect();
      if (rect.width <= 0 || rect.height <= 0) continue;
      // Whole px, the right edge up to a step: a legend a digit wider or narrower under the pointer
      // mostly keeps its box, and the lines are not repainted for it.
      const x = Math.floor(rect.left - origin.left);
      const y = Math.floor(rect.top - origin.top);
      const right = Math.ceil((rect.right - origin.left) / CAPTION_STEP_PX) * CAPTION_STEP_PX;
      boxes.push({ x, y, width: right - x, height: Math.ceil(rect.bottom - origin.top) - y });
    }
    this.scene.model.setReserved(boxes);
    this.invalidate();
  }

  private prepareFrame(): boolean {
    const level = this.scene.model.pending;
    const full = level === Invalidation.Full;
    const changed = this.scene.prepare();
    if (changed) this.legend.write(this.data.series, this.data.length, this.scene.model.legendIndex());
    // The surface draws this frame right after prepare() (or in it): once a load's bars are in it, say so on
    // the element (cold-start benches and end-to-end tests wait for it; they cannot read the drawing).
    if (
      changed &&
      this.state === 'live' &&
      this.scene.model.pending === 0 &&
      !this.elements.root.dataset.drawn
    )
      this.elements.root.dataset.drawn = 'true';
    if (level >= Invalidation.Light) this.writeLineMirror();
    if (full) {
      this.scheduleHighLow();
      this.pageOlderWhenNear();
    }
    return changed;
  }

  /** Asks for the page of history before the first bar when the view comes near it (history-pager.ts). */
  private pageOlderWhenNear(): void {
    if (this.state !== 'live') return;
    const { from, to } = visibleRange(this.scene.model.scale);
    this.pager.view(from, to);
  }

  /**
   * Takes the chart with older bars in front. Bars sit at `lastIndex - index` bars from the right offset,
   * so moving lastIndex up with the indices and keeping the offset leaves every bar where it was drawn.
   */
  private applyPrepend(prepended: ChartPrepend): void {
    const { added } = prepended;
    this.data.load(prepended);
    this.indexEpoch += 1;
    this.scene.model.setScale({ ...this.scene.model.scale, lastIndex: Math.max(0, this.data.length - 1) });
    const { markers, forecast } = this.scene.model;
    if (markers)
      this.scene.model.setMarkers({
        ...markers,
        highIndex: markers.highIndex + added,
        lowIndex: markers.lowIndex + added,
      });
    if (forecast) this.scene.model.setForecast({ ...forecast, start: forecast.start + added });
    if (this.forecastLength >= 0) this.forecastLength += added;
    this.legend.forget();
    this.queriedRange = '';
    this.invalidate();
  }

  /**
   * Where each drawn line's tag is (plot px), on its item of the panel's accessible list of lines
   * ([data-order-line="i"]): end-to-end tests cannot read it off a canvas. Written on change only.
   */
  private writeLineMirror(): void {
    const { scene } = this;
    if (scene.model.lineCount === 0 && this.mirrored === 0) return;
    const items = this.elements.root.querySelectorAll<HTMLElement>('[data-order-line]');
    this.mirrored = 0;
    for (const item of items) {
      const index = Number(item.dataset.orderLine);
      const slot = index < scene.drawnLines ? scene.model.lineSlots[index] : undefined;
      // The tag's centre, where the label pass placed it (the line's own y unless it had to move).
      const y = slot ? String(Math.round(slot.tagY)) : '';
      const left = slot ? String(Math.round(slot.tagLeft)) : '';
      const right = slot ? String(Math.round(slot.tagRight)) : '';
      if (item.dataset.y !== y) item.dataset.y = y;
      if (item.dataset.tagLeft !== left) item.dataset.tagLeft = left;
      if (item.dataset.tagRight !== right) item.dataset.tagRight = right;
      if (slot) this.mirrored += 1;
    }
  }

  /** The visible range's high and low, asked of the worker 50 ms after the view last moved. */
  private scheduleHighLow(): void {
    if (this.state !== 'live') return;
    const { from, to } = visibleRange(this.scene.model.scale);
    // The open bar's extremes are in the key: a live bar that makes a new high or low moves a marker.
    const last = this.data.length - 1;
    const { high, low } = this.data.series;
    const live = to === last ? `${high[last]}:${low[last]}` : '';
    const key = `${from}:${to}:${this.data.length}:${live}`;
    if (key === this.queriedRange) return;
    clearTimeout(this.highLowTimer);
    this.highLowTimer = setTimeout(() => {
      this.highLowTimer = undefined;
      void this.queryHighLow(key, from, to);
    }, HIGH_LOW_DEBOUNCE_MS);
  }

  private async queryHighLow(key: string, from: number, to: number): Promise<void> {
    const generation = this.generation;
    const epoch = this.indexEpoch;
    try {
      const result = from <= to ? await this.client.highLow(this.id, from, to) : null;
      if (generation !== this.generation || this.state !== 'live') return;
      // Older bars came in since: `from` and `to` named other bars; the next frame asks again.
      if (epoch !== this.indexEpoch) return;
      this.queriedRange = key;
      this.scene.model.setMarkers(result);
      this.invalidate();
    } catch (error) {
      if (generation === this.generation) console.error('chart high/low query failed', error);
    }
  }

  /** The feed's port of this coin's trades goes to the worker; a second one means trades were lost. */
  private onTradePort(port: MessagePort): void {
    if (this.state === 'disposed') {
      port.close();
      return;
    }
    this.client.connectTrades(this.id, port);
    this.tradePorts += 1;
    if (this.tradePorts > 1 && this.state === 'live') void this.refill();
  }

  /** The worker's update: the changed bars (the load's view already has what came before it). */
  private onUpdate({ tail, reset }: ChartUpdate): void {
    if (this.state !== 'live') return;
    if (reset) {
      void this.refill();
      return;
    }
    if (!tail) return;
    this.scene.model.dataChanged(this.data.merge(tail));
    this.invalidate();
    if (this.forecastSymbol !== null && !this.forecasting && this.data.length !== this.forecastLength)
      void this.computeForecast('reload');
  }

  // -------------------------------------------------------------------------------------------------
  // Input
  // -------------------------------------------------------------------------------------------------

  /** What input asks of this chart (chart-input.ts calls it, through the gesture rules). */
  private intents(): ChartIntents {
    const { model } = this.scene;
    return {
      pressed: () => this.pager.gesture(),
      pan: (dxPx) => this.setScale(pan(model.scale, dxPx)),
      zoom: (factor, anchorX) => this.setScale(zoomAround(model.scale, anchorX, factor)),
      hover: (x, y) => {
        this.pointerAt.x = x;
        this.pointerAt.y = y;
        model.setCursor(this.pointerAt);
        this.invalidate();
      },
      leave: () => {
        model.setCursor(null);
        this.invalidate();
      },
      lineAt: (x, y) => this.lineAt(x, y),
      lineDragging: () => this.lineDrag.kind === 'dragging',
      pressLine: (index, pointerId) =>
        this.stepLineDrag({ type: 'press', line: index, pointerId, price: this.lines[index]!.price }),
      moveLine: (pointerId, y) =>
        this.stepLineDrag({
          type: 'move',
          pointerId,
          price: dragPriceAt(model.prices, y, this.options.marketSymbol),
        }),
      releaseLine: (pointerId) => this.stepLineDrag({ type: 'release', pointerId }),
      escapeLine: () => this.stepLineDrag({ type: 'escape' }),
      cancelOrder: (index) => this.options.orderLines?.cancel(this.lines[index]!),
      key: (action) => this.keyCommand(action),
      resetView: () => this.resetView(),
    };
  }

  private resetView(): void {
    this.scene.model.resetView();
    this.invalidate();
  }

  /** The chart's keys (KeyboardEvent.key, as the toolbar sends them); true when the key did something. */
  handleKey(key: string): boolean {
    const action = keyAction(key);
    return action !== null && this.keyCommand(action);
  }

  private keyCommand(action: KeyAction): boolean {
    const handled = this.applyKey(action);
    if (handled) this.pager.gesture();
    return handled;
  }

  private applyKey(action: KeyAction): boolean {
    if (action === 'escape') {
      if (this.lineDrag.kind !== 'dragging') return false;
      this.stepLineDrag({ type: 'escape' });
      return true;
    }
    const scale = this.scene.model.scale;
    const step = Math.max(scale.barSpacing, scale.width / 10);
    // Keys zoom around the newest bar while it is on screen, so a live view stays live.
    const anchor = Math.min(scale.width - 1, Math.max(0, indexToX(scale, scale.lastIndex)));
    switch (action) {
      case 'pan-left':
        this.setScale(pan(scale, step));
        return true;
      case 'pan-right':
        this.setScale(pan(scale, -step));
        return true;
      case 'zoom-in':
        this.setScale(zoomAround(scale, anchor, KEY_ZOOM));
        return true;
      case 'zoom-out':
        this.setScale(zoomAround(scale, anchor, 1 / KEY_ZOOM));
        return true;
      case 'first':
        this.setScale(scrollToFirst(scale));
        return true;
      case 'latest':
        this.setScale(scrollToLatest(scale));
        return true;
      case 'reset':
        this.resetView();
        return true;
    }
  }
}
