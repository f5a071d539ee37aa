/**
 * The chart's legend in the page: the bar under the pointer (or the newest) written into the legend's
 * cells in place, only when the bar changes — the newest bar changes under a fixed index, so it is
 * rewritten on every frame that changed — and its direction on the chart's root (data-direction).
 * The texts are rules/chart-legend.ts.
 */
import type { PriceTicks } from '../../../contract/price-ticks';
import {
  LEGEND_FIELDS,
  legendDirection,
  legendText,
  type LegendField,
  type LegendSeries,
} from './rules/chart-legend';

/**
 * The text node of each legend cell (made once when the cell is empty): writing its data replaces no node,
 * where setting the cell's textContent would swap in a new text node on every frame of a live chart.
 */
function legendCells(container: HTMLElement): Record<LegendField, Text> {
  const cell = (field: LegendField) => {
    const element = container.querySelector<HTMLElement>(`[data-field="${field}"]`);
    if (!element) throw new Error(`the chart legend has no ${field} cell`);
    const text = element.firstChild;
    return text instanceof Text ? text : element.appendChild(document.createTextNode(''));
  };
  return {
    open: cell('open'),
    high: cell('high'),
    low: cell('low'),
    close: cell('close'),
    volume: cell('volume'),
  };
}

export class ChartLegend {
  private readonly cells: Record<LegendField, Text>;
  private shown = -2;

  /** `container` holds elements with data-field open, high, low, close, volume; `root` takes the direction. */
  constructor(
    container: HTMLElement,
    private readonly root: HTMLElement,
    /** The coin's steps now (the source's table may come after the chart opened). */
    private readonly ticks: () => PriceTicks,
  ) {
    this.cells = legendCells(container);
  }

  /** Shows bar `index` of `series` (below 0: none), whose newest bar is `length - 1`. */
  write(series: LegendSeries, length: number, index: number): void {
    if (index === this.shown && index !== length - 1) return;
    this.shown = index;
    for (const field of LEGEND_FIELDS) {
      const text = legendText(series, index, field, this.ticks());
      const node = this.cells[field];
      if (node.data !== text) node.data = text;
    }
    this.root.dataset.direction = legendDirection(series, index);
  }

  /** Older bars came in front: every index names another bar, so the next write writes. */
  forget(): void {
    this.shown = -2;
  }
}
