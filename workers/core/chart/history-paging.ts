/**
 * When a chart loads older history as the user scrolls back: the caps and the paging state machine, pure
 * so that the controller's timing questions (one page at a time, retry, stop) are table-tested.
 *
 * The cap: chart §9 caps the forecast's history at 5,000 candles (3,000 at least) and names no other
 * history limit, so a plain chart pages back until it holds the same 5,000 bars. A chart that opened with
 * the forecast's history is then already complete, the forecast never needs more than a paged chart
 * holds, and LIVE_MAX_BARS (10,000) leaves the live bars room before any trimming.
 *
 * The machine:
 *   idle      the view near the first bar asks for a page (→ loading)
 *   loading   one page in flight; the view asks for nothing
 *   failed    the page failed (logged by the caller); retried on the next approach: the view's left edge
 *             comes near the first bar again after leaving, or a new gesture starts while it is near
 *   complete  the cap is reached or the server had nothing older; nothing more is asked
 * A load (refresh, new interval) starts the machine over; the page in flight is dropped by the caller.
 */
import { FORECAST_MAX_BARS } from '../forecast/validity';

/** Most bars a chart pages back to (the forecast's cap, chart §9). */
export const HISTORY_MAX_BARS = FORECAST_MAX_BARS;
/** Bars asked for per page. */
export const HISTORY_PAGE_BARS = 1_500;
/**
 * A page is asked for when the view's first bar is within this many bars of the first loaded bar, or
 * within one screen of bars when the screen holds more: the next page is then in before the edge shows.
 */
export const HISTORY_PREFETCH_BARS = 50;

export type HistoryPagingPhase = 'idle' | 'loading' | 'failed' | 'complete';

export interface HistoryPaging {
  phase: HistoryPagingPhase;
  /** The view's left edge was near the first bar at the last look. */
  near: boolean;
}

/** The machine after a load of `length` bars: an empty chart has no first bar to page back from. */
export function startPaging(length: number): HistoryPaging {
  return { phase: length > 0 && length < HISTORY_MAX_BARS ? 'idle' : 'complete', near: false };
}

/** Whether visible bars [from, to] come near the first loaded bar (index 0). */
export function nearFirstBar(from: number, to: number): boolean {
  return from <= Math.max(HISTORY_PREFETCH_BARS, to - from + 1);
}

/** Bars to ask for next with `length` bars held (0 at the cap). */
export function olderPageSize(length: number): number {
  return Math.max(0, Math.min(HISTORY_PAGE_BARS, HISTORY_MAX_BARS - length));
}

/** The view moved or was redrawn; `request` says whether to ask for a page now. */
export function pagingOnView(
  state: HistoryPaging,
  near: boolean,
): { state: HistoryPaging; request: boolean } {
  const approach = near && !state.near;
  const ask = near && (state.phase === 'idle' || (state.phase === 'failed' && approach));
  return { state: { phase: ask ? 'loading' : state.phase, near }, request: ask };
}

/** A user gesture began (a drag, a key): a failed page may be retried by it. */
export function pagingOnGesture(state: HistoryPaging): HistoryPaging {
  return state.phase === 'failed' ? { ...state, phase: 'idle' } : state;
}

/**
 * A page came back with `received` bars; the chart now holds `length` bars. Only an empty page means
 * nothing older: the simulator answers a time window, so a short page may just span quiet minutes.
 */
export function pagingOnPage(state: HistoryPaging, received: number, length: number): HistoryPaging {
  const done = received === 0 || length >= HISTORY_MAX_BARS;
  return { ...state, phase: done ? 'complete' : 'idle' };
}

export function pagingOnFailure(state: HistoryPaging): HistoryPaging {
  return { ...state, phase: 'failed' };
}
