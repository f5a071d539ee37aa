/**
 * The imperative side of the depth chart: from the feed's book of the coin (the subscription the order
 * book panel follows: one channel per coin per window, whoever listens), at most once per animation frame,
 * it works out the cumulative sides (depth-rules.ts), lays the frame out for the visible range
 * (src/render/depth-chart/depth-chart-layout.ts) and hands it to its drawing (a 2D canvas of its own with
 * no GPU, else the Pixi scene through the shared renderer, whose code comes by a dynamic import). A pointer
 * move sets only the crosshair and the values box; the wheel zooms around the mid. The accessible summary
 * is written at human speed (SUMMARY_SYNC_MS), only where its text changed. React does not re-render per book.
 */
import type { OrderBookSnapshot } from '../../../contract';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { PriceTicks } from '../../../contract/price-ticks';
import type { FeedClient } from '../../api/feed-types';
import { Timeout } from '../../lib/timers';
import type { DrawingSurface } from '../../render/surface-choice';
import type { RenderView } from '../../render/render-view';
import type { DepthChartDrawing } from '../../render/depth-chart/depth-chart-drawing';
import {
  DEPTH_CHART_LIGHT_THEME,
  DEPTH_CHART_THEME,
  hoverMark,
  layDepthFrame,
  plotOf,
  priceAtX,
  xOfPrice,
  type DepthFrame,
} from '../../render/depth-chart/depth-chart-layout';
import {
  depthChartSurface,
  withDepthChartSurface,
  type AttachDepthChartView,
} from '../../render/depth-chart/depth-chart-view';
import { formatColumnQuantity, formatPrice } from '../../lib/price-format';
import {
  depthOf,
  largestDepthIn,
  MIN_ZOOM,
  pointAt,
  visibleRange,
  zoomBy,
  type Depth,
  type DepthPoint,
  type PriceRange,
} from './depth-rules';
import { hoverTexts, summaryLines, type DepthTranslate } from './depth-texts';

export interface DepthChartElements {
  /** The positioned box the chart is drawn in; takes the pointer and the wheel. */
  plot: HTMLElement;
  /** The accessible summary: one line element per summary line (summaryLines' order). */
  summary: HTMLElement;
  /** The hover's values box over the plot (a list of terms, one row each, made here): hidden when no point is under the pointer. */
  hover: HTMLElement;
}

export interface DepthChartOptions {
  coin: CoinKey;
  market: MarketSymbol;
  /** The coin's price steps on the window's source: the decimals of its prices. */
  ticks: PriceTicks;
  translate: DepthTranslate;
  /** The page's theme, fixed for the controller's life; dark by default. */
  theme?: 'dark' | 'light';
}

/** What tests may read of a mounted chart (depthChartHandleOf). */
export interface DepthChartHandle {
  readonly surface: DrawingSurface;
  /** The x (px from the plot's left edge) of `price` as drawn now; null before the first book. */
  xOfPrice(price: number): number | null;
  /** The point under the pointer as shown, the zoom, and the visible range. */
  state(): { point: DepthPoint | null; zoom: number; range: PriceRange | null };
  /** Layers drawn: frames (book or view changes) and crosshairs. */
  stats(): { frameDraws: number; hoverDraws: number };
}

const handles = new WeakMap<Element, DepthChartHandle>();

export function depthChartHandleOf(plot: Element): DepthChartHandle | undefined {
  return handles.get(plot);
}

/**
 * The summary catches up with the book this often, as the lists' mirrors do (src/render/dom-mirror.ts,
 * which this lazily loaded code does not import: the trade page keeps it in the chunk it was in).
 */
const SUMMARY_SYNC_MS = 500;

/** Writes `text` into `element` only when it differs (a write costs a layout and a screen reader's notice). */
function writeText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** Pixels of wheel movement per zoom step (a mouse notch is about 100). */
const WHEEL_PX_PER_STEP = 100;

/**
 * Opens a chart in `elements` on the surface that costs least here once its code is in and hands it to
 * `opened`. The returned function disposes it, or, called before it opened, opens none.
 */
export function openDepthChartController(
  feed: FeedClient,
  elements: DepthChartElements,
  options: DepthChartOptions,
  opened: (controller: DepthChartController) => void,
): () => void {
  let controller: DepthChartController | null = null;
  const cancel = withDepthChartSurface(depthChartSurface(), (attach) => {
    controller = new DepthChartController(feed, elements, options, attach);
    opened(controller);
  });
  return () => {
    cancel();
    controller?.dispose();
  };
}

export class DepthChartController {
  private readonly drawing: DepthChartDrawing;
  private readonly view: RenderView;
  private readonly unsubscribe: () => void;
  private readonly resizeObserver: ResizeObserver;
  private readonly summaryTimer = new Timeout(() => this.syncSummary());
  private depth: Depth | null = null;
  private zoom = MIN_ZOOM;
  private size = { width: 0, height: 0 };
  /** The frame drawn and the range and quantity scale it was laid out for. */
  private frame: DepthFrame | null = null;
  private range: PriceRange | null = null;
  private largest = 0;
  private frameDirty = true;
  /** The pointer's x over the plot (null: not over it). */
  private pointerX: number | null = null;
  private point: DepthPoint | null = null;
  private hoverDirty = false;
  private wheelRest = 0;
  private disposed = false;

  constructor(
    feed: FeedClient,
    private readonly elements: DepthChartElements,
    private options: DepthChartOptions,
    attach: AttachDepthChartView,
  ) {
    const { plot } = elements;
    const { surface, drawing, view } = attach({
      host: plot,
      palette: options.theme === 'light' ? DEPTH_CHART_LIGHT_THEME : DEPTH_CHART_THEME,
      size: () => this.size,
      prepare: () => this.prepare(),
    });
    this.drawing = drawing;
    this.view = view;
    this.measure();
    this.resizeObserver = new ResizeObserver(() => this.measure());
    this.resizeObserver.observe(plot);
    plot.addEventListener('pointermove', this.onPointerMove);
    plot.addEventListener('pointerleave', this.onPointerLeave);
    plot.addEventListener('wheel', this.onWheel, { passive: false });
    this.unsubscribe = feed.orderBook(options.coin, (book) => this.onBook(book));
    handles.set(plot, {
      surface,
      xOfPrice: (price) => {
        this.prepare();
        const range = this.range;
        if (!range) return null;
        return xOfPrice(plotOf(this.size.width, this.size.height), range, price);
      },
      state: () => {
        this.prepare();
        return { point: this.point, zoom: this.zoom, range: this.range };
      },
      stats: () => ({ frameDraws: this.drawing.frameDraws, hoverDraws: this.drawing.hoverDraws }),
    });
    this.view.invalidate();
    this.syncSummary();
  }

  /** A new language or steps: the summary, the axis and the values box are written again at once. */
  setOptions(options: DepthChartOptions): void {
    const relabel = options.translate !== this.options.translate || options.ticks !== this.options.ticks;
    this.options = options;
    if (!relabel) return;
    this.hoverDirty = true;
    this.frameDirty = true;
    this.view.invalidate();
    this.summaryTimer.start(0);
  }

  /** Zooms `steps` steps in (positive) or out (negative) around the mid, clamped. */
  zoomBy(steps: number): void {
    const next = zoomBy(this.zoom, steps);
    if (next === this.zoom) return;
    this.zoom = next;
    this.frameDirty = true;
    this.view.invalidate();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const { plot } = this.elements;
    handles.delete(plot);
    this.summaryTimer.cancel();
    this.unsubscribe();
    this.resizeObserver.disconnect();
    plot.removeEventListener('pointermove', this.onPointerMove);
    plot.removeEventListener('pointerleave', this.onPointerLeave);
    plot.removeEventListener('wheel', this.onWheel);
    this.view.dispose();
  }

  // ---------------------------------------------------------------------------------------------

  private onBook(book: OrderBookSnapshot): void {
    if (this.disposed) return;
    const first = this.depth === null;
    this.depth = depthOf(book);
    this.frameDirty = true;
    this.view.invalidate();
    if (first) this.summaryTimer.start(0);
    else if (!this.summaryTimer.pending) this.summaryTimer.start(SUMMARY_SYNC_MS);
  }

  private measure(): void {
    const { plot } = this.elements;
    const width = plot.clientWidth;
    const height = plot.clientHeight;
    if (width === this.size.width && height === this.size.height) return;
    this.size = { width, height };
    this.frameDirty = true;
    this.view.relayout();
  }

  private readonly onPointerMove = (event: PointerEvent): void => {
    const box = this.elements.plot.getBoundingClientRect();
    this.pointerX = event.clientX - box.left;
    this.hoverDirty = true;
    this.view.invalidate();
  };

  private readonly onPointerLeave = (): void => {
    this.pointerX = null;
    this.hoverDirty = true;
    this.view.invalidate();
  };

  private readonly onWheel = (event: WheelEvent): void => {
    event.preventDefault();
    // Up (negative deltaY) zooms in; small trackpad deltas add up to whole steps.
    this.wheelRest -= event.deltaMode === WheelEvent.DOM_DELTA_PIXEL ? event.deltaY : event.deltaY * 100;
    const steps = Math.trunc(this.wheelRest / WHEEL_PX_PER_STEP);
    if (steps === 0) return;
    this.wheelRest -= steps * WHEEL_PX_PER_STEP;
    this.zoomBy(steps);
  };

  /** Brings the drawing up to the last book, view and pointer; run in the frame (and by the handle). */
  private prepare(): void {
    if (this.frameDirty) {
      this.frameDirty = false;
      this.hoverDirty = true;
      this.layOut();
      this.drawing.setFrame(this.frame);
    }
    if (this.hoverDirty) {
      this.hoverDirty = false;
      this.pointUnderPointer();
    }
  }

  private layOut(): void {
    const depth = this.depth;
    const range = depth ? visibleRange(depth, this.zoom) : null;
    this.range = range;
    const { width, height } = this.size;
    if (!depth || !range || width <= 0 || height <= 0) {
      this.frame = null;
      return;
    }
    const ticks = this.options.ticks;
    this.largest = largestDepthIn(depth, range);
    this.frame = layDepthFrame({
      width,
      height,
      range,
      largest: this.largest,
      mid: depth.mid,
      bids: depth.bids,
      asks: depth.asks,
      priceText: (price) => formatPrice(ticks, price),
      quantityText: formatColumnQuantity,
    });
  }

  private pointUnderPointer(): void {
    const { depth, range, frame, pointerX } = this;
    const point =
      depth && range && frame && pointerX !== null
        ? pointAt(depth, priceAtX(frame.plot, range, pointerX))
        : null;
    this.point = point;
    this.drawing.setHover(point && frame && range ? hoverMark(frame, range, this.largest, point) : null);
    this.writeHoverBox(point);
  }

  private writeHoverBox(point: DepthPoint | null): void {
    const box = this.elements.hover;
    box.hidden = point === null;
    if (!point) return;
    const texts = hoverTexts(this.options.market, this.options.ticks, this.options.translate, point);
    box.dataset.side = point.side;
    while (box.children.length < texts.length) {
      const row = document.createElement('div');
      row.className = 'td-depth-chart__hover-row';
      row.append(document.createElement('dt'), document.createElement('dd'));
      box.append(row);
    }
    for (let i = 0; i < texts.length; i++) {
      const row = box.children[i]!;
      writeText(row.children[0]!, texts[i]!.label);
      writeText(row.children[1]!, texts[i]!.value);
    }
    // Beside the pointer, on the side away from the nearer edge.
    const x = this.pointerX ?? 0;
    const left = x > this.size.width / 2;
    box.style.left = left ? '' : `${Math.round(x + 12)}px`;
    box.style.right = left ? `${Math.round(this.size.width - x + 12)}px` : '';
  }

  private syncSummary(): void {
    this.summaryTimer.cancel();
    const lines = summaryLines(this.options.market, this.options.ticks, this.options.translate, this.depth);
    const { summary } = this.elements;
    while (summary.children.length < lines.length) summary.append(document.createElement('li'));
    while (summary.children.length > lines.length) summary.lastElementChild!.remove();
    for (let i = 0; i < lines.length; i++) writeText(summary.children[i]!, lines[i]!);
  }
}
