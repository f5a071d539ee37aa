/**
 * The order lines on one chart: the lines set (drawn by the scene), a press on a line or its tag dragging
 * the line instead of the chart (rules/order-drag.ts: snapped to the tick, Escape puts it back), the drop
 * and a press on the tag's × handed to the panel (which asks for confirmation and calls the exchange), and
 * each drawn tag's place mirrored on the panel's accessible list of lines. Lines set while a line is
 * dragged or confirmed are drawn once it settles.
 */
import type { PriceLine } from '../../render/chart/chart-model';
import type { ChartScene } from '../../render/chart/chart-scene';
import { hitPriceLine, type LineHit } from '../../render/chart/price-lines';
import type { PriceTicks } from '../../../contract/price-ticks';
import { dragPriceAt, IDLE, orderDragStep, type OrderDrag, type OrderDragEvent } from './rules/order-drag';

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

/** The chart the lines are on. */
export interface LinesChart {
  readonly scene: ChartScene;
  /** Holds the panel's list of lines ([data-order-line="i"]). */
  readonly root: HTMLElement;
  /** The coin's price steps now: a dragged line snaps to them. */
  ticks(): PriceTicks;
  /** What the panel does with a line; absent: lines cannot be acted on (not a member's chart). */
  readonly actions: OrderLineActions | undefined;
  invalidate(): void;
  /** The chart is gone: a late settle does nothing. */
  disposed(): boolean;
}

export class ChartOrderLines {
  private lineDrag: OrderDrag = IDLE;
  private lines: readonly ChartPriceLine[] = [];
  /** Lines set while a line was dragged or confirmed: drawn once it settles. */
  private deferredLines: readonly ChartPriceLine[] | null = null;
  /** Line items whose places were written in the last frame. */
  private mirrored = 0;

  constructor(private readonly chart: LinesChart) {}

  /** The lines to draw; while a line is dragged or confirmed, once it settles. */
  set(lines: readonly ChartPriceLine[]): void {
    if (this.lineDrag.kind !== 'idle') {
      this.deferredLines = lines;
      return;
    }
    this.lines = lines;
    this.chart.scene.model.setPriceLines(lines);
    this.chart.invalidate();
  }

  /** Where a line drag stands (tests read it). */
  get drag(): OrderDrag {
    return this.lineDrag;
  }

  /** Applies a drag event and draws its outcome; the line goes back when the drag ends without a move. */
  step(event: OrderDragEvent): void {
    const before = this.lineDrag;
    const after = orderDragStep(before, event);
    if (after === before) return;
    this.lineDrag = after;
    if (after.kind === 'dragging') this.chart.scene.model.setLineDrag(after.line, after.price);
    else if (after.kind === 'idle' && before.kind !== 'idle') {
      this.chart.scene.model.setLineDrag(before.line, null);
      const deferred = this.deferredLines;
      this.deferredLines = null;
      if (deferred) this.set(deferred);
    }
    this.chart.invalidate();
    if (after.kind === 'confirming') {
      let settled = false;
      this.chart.actions?.move(this.lines[after.line]!, after.price, () => {
        if (settled || this.chart.disposed()) return;
        settled = true;
        this.step({ type: 'settled' });
      });
    }
  }

  /** The order line under a pointer at (x, y) of the plot, when lines can be acted on. */
  at(x: number, y: number): LineHit | null {
    if (!this.chart.actions) return null;
    const hit = hitPriceLine(
      this.chart.scene.model.lineSlots,
      this.chart.scene.drawnLines,
      x,
      y,
      this.chart.scene.model.plotWidth,
    );
    if (!hit) return null;
    const line = this.lines[hit.index];
    if (hit.part === 'cancel') return line?.cancel ? hit : null;
    return line?.movable ? hit : null;
  }

  /** A line is being dragged. */
  dragging(): boolean {
    return this.lineDrag.kind === 'dragging';
  }

  /** A press on line `index` by `pointerId`. */
  press(index: number, pointerId: number): void {
    this.step({ type: 'press', line: index, pointerId, price: this.lines[index]!.price });
  }

  /** The dragging pointer is at plot y `y`. */
  move(pointerId: number, y: number): void {
    this.step({
      type: 'move',
      pointerId,
      price: dragPriceAt(this.chart.scene.model.prices, y, this.chart.ticks()),
    });
  }

  /** The × on line `index`'s tag. */
  cancel(index: number): void {
    this.chart.actions?.cancel(this.lines[index]!);
  }

  /**
   * Where each drawn line's tag is (plot px), on its item of the panel's accessible list of lines
   * ([data-order-line="i"]): end-to-end tests cannot read it off a canvas. Written on change only.
   */
  writeMirror(): void {
    const { scene } = this.chart;
    if (scene.model.lineCount === 0 && this.mirrored === 0) return;
    const items = this.chart.root.querySelectorAll<HTMLElement>('[data-order-line]');
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
}
