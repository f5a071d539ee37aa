/**
 * Page-window rules of the paginator (exchange spec §2.4): page numbers show in fixed blocks (1–10,
 * 11–20, …) holding the current page; first/last go to the ends; previous/next move one page.
 */

export const DEFAULT_PAGE_BLOCK = 10;

export interface PageWindow {
  /** The current page, clamped into 1..total. */
  page: number;
  pages: number[];
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Pages of `total` rows at `size` a page; 0 when there is nothing (or the numbers are not counts). */
export function pageCount(total: number, size: number): number {
  if (!(total > 0) || !(size > 0)) return 0;
  return Math.ceil(total / size);
}

/** The window for a page among `total` pages; no pages when total is below 1 or not a number. */
export function pageWindow(page: number, total: number, blockSize: number = DEFAULT_PAGE_BLOCK): PageWindow {
  const count = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  if (count === 0) return { page: 0, pages: [], hasPrevious: false, hasNext: false };
  const size = Math.max(1, Math.floor(blockSize));
  const current = Math.min(count, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  const start = Math.floor((current - 1) / size) * size + 1;
  const end = Math.min(count, start + size - 1);
  const pages = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return { page: current, pages, hasPrevious: current > 1, hasNext: current < count };
}
