/**
 * The indicators' values in the page: each pane's legend placed at its pane's top (the price pane's is
 * in the captions box and stays where it is), and each line's value at the bar under the pointer (or the
 * newest) written into its cell in place — the cells are the elements with `data-value="<id>:<line>"`
 * that the panel renders from the indicator set, found again after it rendered a new one. Written only
 * when the bar, the bars or the set changed, as the chart's legend is.
 */
import { formatNumber } from '../../lib/format';
import type { PaneRect } from '../../render/chart/chart-panes';
import type { ChartStudy } from '../../render/chart/chart-studies';
import type { ChartIndicators } from './rules/chart-indicators';

/** What a pane's value reads with: no value is a dash; decimals by size (prices use the chart's own). */
export function studyValueText(value: number | undefined, decimals?: number): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  if (decimals !== undefined) return formatNumber(value, decimals);
  const size = Math.abs(value);
  return formatNumber(value, size >= 100_000 ? 0 : size >= 1 || size === 0 ? 2 : 4);
}

interface Cell {
  /** Index of the indicator in the set shown, its line, and the line's shift. */
  study: number;
  line: number;
  shift: number;
  overPrice: boolean;
  text: Text;
}

export class StudyLegend {
  private cells: Cell[] | null = null;
  private shown = -2;
  private placed: readonly PaneRect[] | null = null;

  constructor(private readonly root: HTMLElement | undefined) {}

  /** The set shown changed (the panel rendered its legend anew): find the cells again, write at the next write. */
  reset(): void {
    this.cells = null;
    this.shown = -2;
    this.placed = null;
  }

  /** Older bars came in front: every index names another bar. */
  forget(): void {
    this.shown = -2;
  }

  /** Each indicator pane's legend at its pane's top, when the panes moved. */
  place(rects: readonly PaneRect[]): void {
    if (!this.root || rects === this.placed) return;
    this.placed = rects;
    for (const element of this.root.querySelectorAll<HTMLElement>('[data-pane]')) {
      const pane = Number(element.dataset.pane);
      const rect = rects[pane];
      if (pane < 1 || !rect) continue;
      const top = `${rect.top}px`;
      if (element.style.top !== top) element.style.top = top;
    }
  }

  /**
   * Writes every line's value at bar `index` (the newest bar is `length - 1`; below 0: none) from
   * `lines` (ChartData.indicators' lines, in the order of `set`), prices with `priceDecimals`.
   */
  write(
    set: ChartIndicators,
    studies: readonly ChartStudy[],
    lines: readonly (readonly Float64Array[])[] | undefined,
    index: number,
    length: number,
    priceDecimals: (price: number) => number,
  ): void {
    if (!this.root) return;
    if (index === this.shown && index !== length - 1) return;
    this.shown = index;
    this.cells ??= this.findCells(set, studies);
    for (const cell of this.cells) {
      const at = index - cell.shift;
      const value = index >= 0 && at >= 0 && at < length ? lines?.[cell.study]?.[cell.line]?.[at] : undefined;
      const text =
        cell.overPrice && value !== undefined && Number.isFinite(value)
          ? studyValueText(value, priceDecimals(value))
          : studyValueText(value);
      if (cell.text.data !== text) cell.text.data = text;
    }
  }

  private findCells(set: ChartIndicators, studies: readonly ChartStudy[]): Cell[] {
    const cells: Cell[] = [];
    for (const element of this.root!.querySelectorAll<HTMLElement>('[data-value]')) {
      const [id, line] = (element.dataset.value ?? '').split(':');
      const study = set.indicators.findIndex((each) => each.id === id);
      const drawn = studies[study]?.lines[Number(line)];
      if (!drawn) continue;
      const text =
        element.firstChild instanceof Text
          ? element.firstChild
          : element.appendChild(document.createTextNode(''));
      cells.push({
        study,
        line: Number(line),
        shift: drawn.shift,
        overPrice: studies[study]!.pane === 0,
        text,
      });
    }
    return cells;
  }
}
