/**
 * One chart panel's imperative side, wiring its parts: the scene (drawn by the window's shared renderer,
 * or into 2D canvases of its own with no GPU: render/chart/chart-view.ts), the chart worker's copy of the
 * bars and live trades (the feed worker posts the coin's trades straight into the chart worker's port;
 * this thread merges the tail of changed bars, once per animation frame at most), user input
 * (rules/chart-gestures.ts; chart-input.ts listens), the legend (chart-legend.ts), the visible range's
 * high/low (visible-high-low.ts), the order lines (chart-order-lines.ts), the forecast overlay
 * (chart-forecast.ts), older history paged in as the user scrolls back (history-pager.ts) and the
 * indicators (rules/chart-indicators.ts: the worker keeps them up to date per tick, the model draws them
 * in their panes, study-legend.ts writes their values) and the compared coins (chart-compares.ts, their
 * values by compare-legend.ts). React renders the panel's frame; ticks and pointer moves never go
 * through React.
 */
import {
  FORECAST_MAX_BARS,
  HISTORY_MAX_BARS,
  type ChartClient,
  type ChartPrepend,
  type ChartUpdate,
  type ForecastResult,
} from '../../api/chart-client';
import type { FeedClient } from '../../api/feed-types';
import { ChartData } from '../../render/chart/chart-data';
import {
  anchoredScale,
  cursorTimeLabel,
  pan,
  visibleRange,
  viewAnchor,
  zoomAround,
  type TimeScale,
} from '../../render/chart/chart-layout';
import type { ChartAppearance } from '../../render/chart/chart-palette';
import { Invalidation, type PriceScaleMode, type SceneOptions } from '../../render/chart/chart-model';
import { crosshairBar } from '../../render/chart/cursor-layer';
import { dragSeparator, separatorAt, type PaneRect, type PaneState } from '../../render/chart/chart-panes';
import type { ChartScene } from '../../render/chart/chart-scene';
import type { ChartType } from '../../render/chart/chart-types';
import {
  chartSurface,
  withChartSurface,
  type AttachChartView,
  type ChartSurface,
} from '../../render/chart/chart-view';
import type { RenderView } from '../../render/render-view';
import { intervalSeconds, type CandleInterval, type TimeFrameId } from '../../../contract/intervals';
import type { CoinKey } from '../../../contract/markets';
import {
  priceTicks,
  roundToTick,
  tickDecimals,
  type PriceTicks,
  type TickTable,
} from '../../../contract/price-ticks';
import { bindChartInput } from './chart-input';
import { ChartLegend } from './chart-legend';
import { HistoryPager } from './history-pager';
import { ChartForecast, type ForecastSubject } from './chart-forecast';
import { VisibleHighLow } from './visible-high-low';
import type { ChartServices } from './chart-services';
import { openingHistoryBars } from './rules/chart-opening';
import { keyAction, type ChartIntents, type KeyAction } from './rules/chart-gestures';
import type { DrawingCommand } from './rules/drawing-toolbar';
import { keyScale, timeFrameScale } from './rules/chart-view';
import { captionBox } from './rules/caption-box';
import { NO_INDICATORS, specsOf, studiesOf, type ChartIndicators } from './rules/chart-indicators';
import { StudyLegend } from './study-legend';
import type { ChartCompares, ComparesHost, CompareState } from './chart-compares';
import { CompareLegend } from './compare-legend';
import type { ChartCompare } from './rules/chart-compare';
import { ChartDrawings, type DrawingsState } from './chart-drawings';
import { DrawingSync } from './drawing-sync';
import type { DrawingTexts } from '../../render/chart/drawing-tools';
import type { PriceRange } from '../../render/chart/price-ranges';
import { dragPriceAt, type OrderDrag } from './rules/order-drag';
import { ChartAlertMarks } from './alert-marks';
import { ChartOrderLines, type ChartPriceLine, type OrderLineActions } from './chart-order-lines';

export type ChartLoadState = 'loading' | 'ready' | 'error';

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
  /**
   * The compared coins' legend: elements with data-compare-value="<coin>" (the coin's value, written in
   * place).
   */
  compareLegend?: HTMLElement;
  /**
   * The indicators' legends: elements with data-pane (an indicator pane's, placed at its top) holding
   * elements with data-value="<id>:<line>" (a line's value, written in place).
   */
  studyLegend?: HTMLElement;
}

export interface ChartControllerOptions {
  coin: CoinKey;
  /**
   * The price steps of the window's source (contract/price-ticks.ts) when the chart opens; a later table
   * comes through setTickTable.
   */
  ticks: TickTable;
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
  /** The trader let go of a pane separator: the panes' new weights (rules/chart-indicators.ts setPaneWeights). */
  onPanes?(panes: readonly PaneState[]): void;
  /** What the page shows of the drawings changed (the toolbar's tool, the objects list). */
  onDrawings?(state: DrawingsState): void;
  /** The drawings' words in the page's language: a new note's text, a failed write's, a full coin's. */
  drawingWords?(): DrawingWords;
  /**
   * Shows a message the trader must not miss (a drawing refused: chart-message.ts on the panel's page;
   * the chart itself imports no shell, so that the chart bench page loads only the chart).
   */
  notify?(message: string): void;
  /** A compared coin's bars started loading, came in or failed to (chart-compares.ts). */
  onCompareState?(coin: CoinKey, state: CompareState): void;
  /**
   * The price scale's auto-fit went on or off (a drag on the price axis, a double click on it, a reset,
   * setAutoFit): the toolbar's toggle follows it.
   */
  onAutoFit?(on: boolean): void;
}

/** The drawings' words in the page's language (ChartControllerOptions.drawingWords). */
export interface DrawingWords {
  note: string;
  failed: string;
  full: string;
}

const NO_WORDS: DrawingWords = { note: '', failed: '', full: '' };

/**
 * What the chart tells its link group (crosshair-link.ts), at most once a frame, in the frame: its own
 * crosshair's time as the pointer moves (null when it leaves) and, when its time is locked, that the
 * trader scrolled or zoomed it (the link reads its view: timeView).
 */
export interface ChartLinkOutput {
  crosshair?(time: number | null): void;
  timeMoved?(): void;
}

/** A chart's view by time (ChartController.timeView): its scale and its bars' open times. */
export interface ChartTimeView {
  scale: TimeScale;
  time: ArrayLike<number>;
  length: number;
  intervalSec: number;
}

let nextChartId = 1;

/**
 * Opens a chart in `elements` once its surface's code is in (render/chart/chart-view.ts): at once where it
 * draws in 2D, else when Pixi's chart has come, and hands it to `opened`. The returned function disposes
 * the chart, or, called before it opened, opens none: nothing is attached to a host that has gone.
 */
export function openChartController(
  elements: ChartElements,
  options: ChartControllerOptions,
  opened: (controller: ChartController) => void,
): () => void {
  let controller: ChartController | null = null;
  const cancel = withChartSurface(options.surface ?? chartSurface(), (attach) => {
    controller = new ChartController(elements, options, attach);
    opened(controller);
  });
  return () => {
    cancel();
    controller?.dispose();
  };
}

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
  /** The window's price steps and the coin's by them: the axis, the cursor, the legends, a dragged line. */
  private tickTable: TickTable;
  private ticks: PriceTicks;
  private state: 'loading' | 'live' | 'error' | 'disposed' = 'loading';
  private loadAbort: AbortController | null = null;
  private generation = 0;
  private readonly orderLines: ChartOrderLines;
  private readonly alertMarks: ChartAlertMarks;
  /** The model's cursor, rewritten in place on each pointer move rather than made anew. */
  private readonly pointerAt = { x: 0, y: 0 };
  private readonly highLow: VisibleHighLow;
  private historyBars: number;
  private readonly forecast: ChartForecast;
  private readonly pager: HistoryPager;
  /** The indicators asked for, those the bars and the drawing have now, and those asked of the worker. */
  private indicators: ChartIndicators = NO_INDICATORS;
  private indicatorsShown: ChartIndicators = NO_INDICATORS;
  private indicatorsAsked: ChartIndicators | null = null;
  private readonly studyLegend: StudyLegend;
  /**
   * The compared coins: their code is loaded with the first coin a chart compares (most compare none),
   * and `compareList` waits for it.
   */
  private compares: ChartCompares | null = null;
  private compareList: readonly ChartCompare[] = [];
  private readonly comparesHost: ComparesHost;
  private readonly compareLegend: CompareLegend;
  /** The member's drawings on this coin (chart-drawings.ts) and where they are kept (drawing-sync.ts). */
  readonly drawings: ChartDrawings;
  private drawingSync: DrawingSync | null = null;
  /** Where the chart tells its link group of its crosshair and its time (setLinkOutput). */
  private linkOutput: ChartLinkOutput | null = null;
  /** The crosshair time last told the link group (null: none). */
  private crosshairTold: number | null = null;
  /** The trader moved the view since the last frame: the time-locked charts follow. */
  private spanMoved = false;
  /** The crosshair time written on the root for tests and assistive reading (NaN: none). */
  private crosshairShown = Number.NaN;
  /** The auto-fit the panel was last told of (onAutoFit). */
  private autoFitTold = true;
  /** A pane separator being dragged: which, from where, and the panes as they were. */
  private separatorDrag: {
    index: number;
    y: number;
    panes: readonly PaneState[];
    rects: readonly PaneRect[];
  } | null = null;

  /** `attach`: how to attach the chart's view on its surface (openChartController has it). */
  constructor(
    private readonly elements: ChartElements,
    private readonly options: ChartControllerOptions,
    attach: AttachChartView,
  ) {
    this.tickTable = options.ticks;
    this.ticks = priceTicks(options.ticks, options.coin);
    this.legend = new ChartLegend(elements.legend, elements.root, () => this.ticks);
    this.studyLegend = new StudyLegend(elements.studyLegend);
    this.compareLegend = new CompareLegend(elements.compareLegend, () => this.tickTable);
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
    const { surface, scene, view } = attach({
      host: elements.plot,
      data: this.data,
      options: this.sceneOptions(this.interval),
      prepare: () => this.prepareFrame(),
    });
    this.surface = surface;
    this.scene = scene;
    this.view = view;
    // What the parts below see of this chart.
    const chart = {
      scene,
      data: this.data,
      live: () => this.state === 'live',
      generation: () => this.generation,
      invalidate: () => this.invalidate(),
    };
    this.forecast = new ChartForecast({
      ...chart,
      interval: () => this.interval,
      loadForecastHistory: async () => {
        if (this.historyBars >= FORECAST_MAX_BARS) return;
        this.historyBars = FORECAST_MAX_BARS;
        await this.load(this.interval);
      },
      forecast: (request, nowMs) => this.client.forecast(this.id, request, nowMs),
      onForecast: options.onForecast,
    });
    this.drawings = new ChartDrawings({
      model: scene.model,
      coin: options.coin,
      invalidate: () => this.invalidate(),
      newId: () => crypto.randomUUID(),
      noteText: () => this.words().note,
      write: (writes) => this.drawingSync?.write(writes),
      changed: (state) => options.onDrawings?.(state),
      full: () => this.notify(this.words().full),
      kept: () => this.drawingSync !== null,
    });
    this.comparesHost = {
      chartId: this.id,
      client: this.client,
      services: options.services,
      feed: options.feed,
      data: this.data,
      model: scene.model,
      interval: () => this.interval,
      historyBars: () => this.historyBars,
      live: () => this.state === 'live',
      invalidate: () => this.invalidate(),
      onState: options.onCompareState,
    };
    this.highLow = new VisibleHighLow({
      ...chart,
      highLow: (from, to) => this.client.highLow(this.id, from, to),
    });
    this.alertMarks = new ChartAlertMarks(elements.root);
    this.orderLines = new ChartOrderLines({
      ...chart,
      root: elements.root,
      ticks: () => this.ticks,
      actions: options.orderLines,
      disposed: () => this.state === 'disposed',
    });
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
      // The worker computes the indicators over the history as it opens it: their lines come in the view.
      const indicators = this.indicators;
      const opened = await this.client.open(this.id, interval, history, {
        coveredUntilMs,
        indicators: specsOf(indicators),
      });
      if (generation !== this.generation) return;
      // The view over the bars held until now, by their times: the indices of the new ones may differ.
      const anchor = view === 'keep' ? viewAnchor(this.scene.model.scale, this.data.series.time) : null;
      this.data.load(opened);
      this.showIndicators(indicators);
      this.pager.start(this.data.length);
      this.scene.model.setOptions(this.sceneOptions(interval));
      this.scene.model.setMarkers(null);
      // Overlay indices name bars of the series just replaced.
      this.scene.model.setForecast(null);
      this.highLow.forget();
      if (anchor)
        this.scene.model.setScale(
          anchoredScale(anchor, this.scene.model.plotWidth, this.data.series.time, this.data.length),
        );
      else this.scene.model.resetView();
      if (view !== 'reset' && view !== 'keep') this.showTimeFrame(view);
      this.state = 'live';
      // The compared coins follow the chart's bars: another interval, or the trader's refresh, loads them anew.
      this.compares?.chartLoaded(view !== 'keep');
      this.options.onLoadState('ready');
      this.invalidate();
      this.forecast.reload();
      this.syncIndicators();
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

  /** The moments (ms) the coin's alerts fired at, in the order of the panel's bells ([data-alert-mark]). */
  setAlertMarks(moments: readonly number[]): void {
    this.alertMarks.set(moments);
    this.writeAlertMarks();
  }

  /** Places the bells at their bars as the view stands (each frame that moved it does again). */
  private writeAlertMarks(): void {
    const { model } = this.scene;
    this.alertMarks.write({
      time: this.data.series.time,
      length: this.data.length,
      scale: model.scale,
      plotWidth: model.plotWidth,
    });
  }

  /** The order lines to draw (a dragged or confirmed line settles first). */
  setPriceLines(lines: readonly ChartPriceLine[]): void {
    this.orderLines.set(lines);
  }

  /** The price ranges to draw (a split order's), under the lines. */
  setPriceRanges(ranges: readonly PriceRange[]): void {
    this.scene.model.setPriceRanges(ranges);
    this.invalidate();
  }

  /**
   * The price at plot y `y` on the price pane, snapped to the coin's tick as a dragged line is (the price
   * "Add alert" starts from); null off the price pane or before the chart has prices.
   */
  priceAt(y: number): number | null {
    const { prices, priceHeight } = this.scene.model;
    if (prices.height <= 0 || y < 0 || y >= priceHeight) return null;
    const price = dragPriceAt(prices, y, this.ticks);
    return Number.isFinite(price) && price > 0 ? price : null;
  }

  /** Where a line drag stands (tests read it). */
  get orderDrag(): OrderDrag {
    return this.orderLines.drag;
  }

  /**
   * The indicators to show from now on (rules/chart-indicators.ts), as the panel's legend for them has
   * just rendered. A change of style or pane is drawn at once; a change of what is computed waits for the
   * worker's lines (a load in progress computes them as it opens).
   */
  setIndicators(set: ChartIndicators): void {
    this.indicators = set;
    this.studyLegend.reset();
    this.syncIndicators();
  }

  /** Asks the worker for the indicators wanted when it has others and nothing is asked or loading. */
  private syncIndicators(): void {
    const wanted = this.indicators;
    if (this.state !== 'live' || this.indicatorsAsked || wanted === this.indicatorsShown) return;
    if (JSON.stringify(specsOf(wanted)) === JSON.stringify(specsOf(this.indicatorsShown))) {
      this.showIndicators(wanted);
      return;
    }
    this.indicatorsAsked = wanted;
    const generation = this.generation;
    this.client.setIndicators(this.id, specsOf(wanted)).then(
      (lines) => {
        this.indicatorsAsked = null;
        if (this.state === 'disposed') return;
        // A load since opened the chart with the indicators it asked for: its view is what is shown.
        if (generation === this.generation) {
          this.data.setIndicators(lines);
          this.showIndicators(wanted);
        }
        this.syncIndicators();
      },
      (error: unknown) => {
        this.indicatorsAsked = null;
        console.error(`chart ${this.options.coin}: the indicators could not be set`, error);
      },
    );
  }

  /**
   * The model draws `set`, whose lines the bars have now, at the interval of the bars (an indicator shown
   * at some intervals only is not drawn at the others): a load at another interval shows them again.
   */
  private showIndicators(set: ChartIndicators): void {
    this.indicatorsShown = set;
    this.scene.model.setStudies(studiesOf(set, this.interval), set.panes);
    this.studyLegend.reset();
    this.invalidate();
  }

  /**
   * The coins compared with the chart's (rules/chart-compare.ts), as the panel's legend for them has just
   * rendered: each is loaded at the chart's interval and kept live beside it.
   */
  setCompares(list: readonly ChartCompare[]): void {
    this.compareLegend.reset();
    this.compareList = list;
    if (this.compares) this.compares.set(list);
    else if (list.length > 0) void this.loadCompares();
  }

  private async loadCompares(): Promise<void> {
    try {
      const { ChartCompares } = await import('./chart-compares');
      if (this.state === 'disposed' || this.compares) return;
      this.compares = new ChartCompares(this.comparesHost);
      this.compares.set(this.compareList);
    } catch (error) {
      // The chunk did not come (offline): the next change of the list asks again.
      console.error(`chart ${this.options.coin}: the compared coins' code failed to load`, error);
    }
  }

  /**
   * Whose drawings the chart shows and where they are kept: a member's by the exchange (the services'
   * drawing calls), a guest's in this browser. Called again when the session changes.
   */
  setDrawingOwner(member: boolean): void {
    this.drawingSync?.dispose();
    this.drawingSync = null;
    if (this.state === 'disposed') return;
    let storage: Storage | null = null;
    try {
      storage = globalThis.localStorage ?? null;
    } catch {
      // Storage refused (private mode): a guest's drawings stay in this window.
    }
    this.drawingSync = new DrawingSync({
      coin: this.options.coin,
      drawings: this.drawings,
      calls: member ? (this.options.services.drawingCalls ?? null) : null,
      feed: this.options.feed,
      storage,
      notify: (message) => this.notify(message),
      failedText: () => this.words().failed,
    });
    this.drawingSync.start();
  }

  /** The drawings' words (the measures' bars and spans) in the page's language. */
  setDrawingTexts(texts: DrawingTexts): void {
    this.scene.model.setDrawingTexts(texts);
    this.invalidate();
  }

  private notify(message: string): void {
    if (this.options.notify) this.options.notify(message);
    else console.warn(`chart ${this.options.coin}: ${message}`);
  }

  private words(): DrawingWords {
    return this.options.drawingWords?.() ?? NO_WORDS;
  }

  /**
   * Where the chart tells its link group of its crosshair and time (crosshair-link.ts); null: nowhere. The
   * root says what is linked in `data-linked` ("crosshair", "time" or both).
   */
  setLinkOutput(output: ChartLinkOutput | null): void {
    this.linkOutput = output;
    // Nothing to say before a crosshair shows.
    this.crosshairTold = null;
    // Tests wait for it before they hover: the link's code comes after the chart's.
    const linked = output
      ? [output.crosshair && 'crosshair', output.timeMoved && 'time'].filter(Boolean)
      : [];
    if (linked.length > 0) this.elements.root.dataset.linked = linked.join(' ');
    else delete this.elements.root.dataset.linked;
  }

  /** A linked chart's crosshair time (s), drawn while this chart's own pointer is away; null: none. */
  showLinkedTime(time: number | null): void {
    if (this.state === 'disposed') return;
    this.scene.model.setLinkedTime(time);
    this.invalidate();
  }

  /** The view by time (empty while loading): what a time-locked link tells and follows. */
  timeView(): ChartTimeView {
    const { model } = this.scene;
    const length = this.state === 'live' ? this.data.length : 0;
    return {
      scale: model.scale,
      time: this.data.series.time,
      length,
      intervalSec: model.options.intervalSec,
    };
  }

  /** Shows `scale`, another time-locked chart's range (crosshair-link.ts): not told back to the group. */
  followScale(scale: TimeScale): void {
    if (this.state !== 'live') return;
    this.scene.model.setScale(scale);
    this.invalidate();
  }

  /** How the price scale places and names prices (linear, log, percent, indexed to 100), and upside down. */
  setPriceScale(mode: PriceScaleMode, inverted: boolean): void {
    this.scene.model.setPriceScale(mode, inverted);
    this.invalidate();
  }

  /** Whether the price scale fits the visible bars (TradingView's auto scale). */
  get autoFit(): boolean {
    return this.scene.model.autoFit;
  }

  /**
   * Auto-fit on: the price scale fits the visible bars again. Off: it keeps the range it has now, which a
   * drag on the price axis stretches and a vertical drag on the plot moves.
   */
  setAutoFit(on: boolean): void {
    if (this.state === 'disposed') return;
    this.scene.model.setAutoFit(on);
    this.pricesChanged();
  }

  /** Draws the price scale's change and tells the panel when auto-fit went on or off. */
  private pricesChanged(): void {
    this.invalidate();
    const on = this.scene.model.autoFit;
    if (on === this.autoFitTold) return;
    this.autoFitTold = on;
    this.options.onAutoFit?.(on);
  }

  /**
   * The window's price steps changed (the source's table came, or a corrected one): the axis, the cursor's
   * snap, the legends and a dragged line follow at once, as with a new interval's scene options.
   */
  setTickTable(table: TickTable): void {
    if (table === this.tickTable || this.state === 'disposed') return;
    this.tickTable = table;
    this.ticks = priceTicks(table, this.options.coin);
    this.scene.model.setOptions(this.sceneOptions(this.interval));
    this.legend.forget();
    this.invalidate();
  }

  /** How the price is drawn (candles, Heikin Ashi, line…: render/chart/chart-types.ts). */
  setChartType(type: ChartType): void {
    this.scene.model.setChartType(type);
    this.invalidate();
  }

  /** Palette, grid, volume and moving averages, from the chart settings. */
  setAppearance(appearance: ChartAppearance): void {
    this.scene.model.setAppearance(appearance);
    this.invalidate();
  }

  /**
   * Turns the forecast on for `subject` (coin/market, replayed or not): the spec's checks first — a chart
   * that fails one before the bar count is not reloaded — then the forecast's longer history, then the
   * forecast, kept up to date after each later load (chart-forecast.ts). Every outcome goes to onForecast.
   */
  enableForecast(subject: ForecastSubject): Promise<void> {
    return this.forecast.enable(subject);
  }

  disableForecast(): void {
    this.forecast.disable();
  }

  /** Zooms so that the shortcut's span fills the plot, newest bar at the right offset. */
  showTimeFrame(frame: TimeFrameId): void {
    this.setScale(timeFrameScale(frame, this.scene.model.plotWidth, this.data.length, Date.now() / 1000));
  }

  dispose(): void {
    if (this.state === 'disposed') return;
    this.state = 'disposed';
    this.generation += 1;
    this.loadAbort?.abort();
    this.pager.stop();
    this.highLow.stop();
    this.compares?.dispose();
    this.drawingSync?.dispose();
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
    const ticks = this.ticks;
    return {
      priceDecimals: (price) => tickDecimals(ticks(price)),
      roundPrice: (price) => roundToTick(ticks, price),
      intervalSec: intervalSeconds(interval),
    };
  }

  private invalidate(): void {
    this.view.invalidate();
  }

  /** The trader's change of the view (a pan, a zoom, a key, a time frame). */
  private setScale(scale: TimeScale): void {
    this.scene.model.setScale(scale);
    this.spanMoved = true;
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
      boxes.push(captionBox(rect, origin));
    }
    this.scene.model.setReserved(boxes);
    this.invalidate();
  }

  private prepareFrame(): boolean {
    const level = this.scene.model.pending;
    const full = level === Invalidation.Full;
    const changed = this.scene.prepare();
    if (changed) {
      const { model } = this.scene;
      const index = model.legendIndex();
      this.legend.write(this.data.series, this.data.length, index);
      this.studyLegend.place(model.paneRects);
      this.studyLegend.write(
        this.indicatorsShown,
        model.studies,
        this.data.indicators?.lines,
        index,
        this.data.length,
        model.options.priceDecimals,
      );
      if (this.compares)
        this.compareLegend.write(this.compares.compared, model.compareScalings, index, this.data.length);
    }
    // The surface draws this frame right after prepare() (or in it): once a load's bars are in it, say so on
    // the element (cold-start benches and end-to-end tests wait for it; they cannot read the drawing).
    if (
      changed &&
      this.state === 'live' &&
      this.scene.model.pending === 0 &&
      !this.elements.root.dataset.drawn
    )
      this.elements.root.dataset.drawn = 'true';
    if (level >= Invalidation.Light) {
      this.orderLines.writeMirror();
      this.writeAlertMarks();
    }
    if (full) {
      this.highLow.follow();
      this.pageOlderWhenNear();
    }
    if (level >= Invalidation.Cursor) this.tellLink();
    return changed;
  }

  /**
   * In the frame: the crosshair's time to the link group when it changed, the view's time range when the
   * trader moved it, and the time shown written on the root (`data-crosshair-time`, s, and
   * `data-crosshair-label`, as the time axis shows it), which the canvas cannot be read for.
   */
  private tellLink(): void {
    const { model } = this.scene;
    const { time } = this.data.series;
    const bar = crosshairBar(model);
    const shown = bar >= 0 ? time[bar]! : Number.NaN;
    if (!Object.is(shown, this.crosshairShown)) {
      this.crosshairShown = shown;
      const root = this.elements.root;
      if (bar < 0) {
        delete root.dataset.crosshairTime;
        delete root.dataset.crosshairLabel;
      } else {
        root.dataset.crosshairTime = String(shown);
        root.dataset.crosshairLabel = cursorTimeLabel(shown, model.options.intervalSec);
      }
    }
    const output = this.linkOutput;
    if (!output) return;
    const own = model.cursor && bar >= 0 ? shown : null;
    if (output.crosshair && own !== this.crosshairTold) {
      this.crosshairTold = own;
      output.crosshair(own);
    }
    if (this.spanMoved) {
      this.spanMoved = false;
      if (this.state === 'live') output.timeMoved?.();
    }
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
    this.highLow.shifted();
    this.scene.model.setScale({ ...this.scene.model.scale, lastIndex: Math.max(0, this.data.length - 1) });
    const { markers, forecast } = this.scene.model;
    if (markers)
      this.scene.model.setMarkers({
        ...markers,
        highIndex: markers.highIndex + added,
        lowIndex: markers.lowIndex + added,
      });
    if (forecast) this.scene.model.setForecast({ ...forecast, start: forecast.start + added });
    this.forecast.shifted(added);
    this.compares?.chartPrepended();
    this.legend.forget();
    this.studyLegend.forget();
    this.invalidate();
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
    const from = this.data.merge(tail);
    this.scene.model.dataChanged(from);
    this.compares?.chartChanged(from);
    this.invalidate();
    this.forecast.barsChanged();
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
      pricesFitted: () => model.autoFit,
      panPrices: (dyPx) => {
        model.panPrices(dyPx);
        this.pricesChanged();
      },
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
      lineAt: (x, y) => this.orderLines.at(x, y),
      lineDragging: () => this.orderLines.dragging(),
      pressLine: (index, pointerId) => this.orderLines.press(index, pointerId),
      moveLine: (pointerId, y) => this.orderLines.move(pointerId, y),
      releaseLine: (pointerId) => this.orderLines.step({ type: 'release', pointerId }),
      escapeLine: () => this.orderLines.step({ type: 'escape' }),
      cancelOrder: (index) => this.orderLines.cancel(index),
      key: (action) => this.keyCommand(action),
      resetView: () => this.resetView(),
      separatorAt: (y) => (model.panes.length > 1 ? separatorAt(model.paneRects, y) : -1),
      pressSeparator: (index, y) => {
        this.separatorDrag = { index, y, panes: model.panes, rects: model.paneRects };
      },
      moveSeparator: (y) => {
        const drag = this.separatorDrag;
        if (!drag) return;
        model.setStudies(model.studies, dragSeparator(drag.panes, drag.rects, drag.index, y - drag.y));
        this.invalidate();
      },
      releaseSeparator: (cancelled) => {
        const drag = this.separatorDrag;
        this.separatorDrag = null;
        if (!drag) return;
        if (cancelled) {
          model.setStudies(model.studies, drag.panes);
          this.invalidate();
        } else this.options.onPanes?.(model.panes);
      },
      axisAt: (x, y) => model.priceAxisAt(x, y),
      stretchPrices: (factor) => {
        model.stretchPrices(factor);
        this.pricesChanged();
      },
      fitPrices: () => this.setAutoFit(true),
      pressDrawing: (x, y, shift) => this.drawings.press(x, y, shift),
      moveDrawing: (x, y, shift) => this.drawings.move(x, y, shift),
      releaseDrawing: (x, y, shift, cancelled) => {
        if (cancelled) this.drawings.escape();
        else this.drawings.release(x, y, shift);
      },
      drawingKey: (command) => this.drawingCommand(command),
    };
  }

  /** The opening view, the price scale fitting the visible bars again (double click, R, the left toolbar). */
  private resetView(): void {
    this.scene.model.resetView();
    this.spanMoved = true;
    this.setAutoFit(true);
  }

  /** A drawing command of the keyboard (rules/drawing-toolbar.ts); true when it did something. */
  private drawingCommand(command: DrawingCommand): boolean {
    const { drawings } = this;
    switch (command.kind) {
      case 'tool':
        drawings.chooseTool(command.tool);
        return true;
      case 'undo':
        drawings.undo();
        return true;
      case 'redo':
        drawings.redo();
        return true;
      case 'cancel':
        return drawings.escape();
      case 'delete':
        return drawings.removeSelected();
    }
  }

  /** The chart's keys (KeyboardEvent.key, as the toolbar sends them); true when the key did something. */
  handleKey(key: string): boolean {
    const action = keyAction(key);
    return action !== null && this.keyCommand(action);
  }

  /** Does a key's action; true when it did something (then a failed page of history may be asked again). */
  private keyCommand(action: KeyAction): boolean {
    if (action === 'escape') {
      if (!this.orderLines.dragging()) return false;
      this.orderLines.step({ type: 'escape' });
    } else {
      const scale = keyScale(action, this.scene.model.scale);
      if (scale === 'reset') this.resetView();
      else this.setScale(scale);
    }
    this.pager.gesture();
    return true;
  }
}
