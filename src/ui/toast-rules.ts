/**
 * Pure rules of the toast queue (chart spec §9): the same message is shown at most once per 500 ms, a few
 * toasts show at once and the rest wait their turn, and nothing shows while a caller suppresses toasts
 * (the chart in a popup or in full screen).
 */

export const TOAST_THROTTLE_MS = 500;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_MAX_VISIBLE = 3;

export type ToastDecision = 'show' | 'queue' | 'throttled' | 'suppressed';

/** Whether enough time has passed since the last time (of the same message) to show it again. */
export function shouldShowToast(
  lastShownAt: number | null,
  now: number,
  throttleMs: number = TOAST_THROTTLE_MS,
): boolean {
  return lastShownAt === null || now - lastShownAt >= throttleMs;
}

export interface ToastSituation {
  /** When this same message was last accepted, or null. */
  lastShownAt: number | null;
  now: number;
  visibleCount: number;
  suppressed: boolean;
  maxVisible?: number;
  throttleMs?: number;
}

export function decideToast({
  lastShownAt,
  now,
  visibleCount,
  suppressed,
  maxVisible = TOAST_MAX_VISIBLE,
  throttleMs = TOAST_THROTTLE_MS,
}: ToastSituation): ToastDecision {
  if (suppressed) return 'suppressed';
  if (!shouldShowToast(lastShownAt, now, throttleMs)) return 'throttled';
  return visibleCount < maxVisible ? 'show' : 'queue';
}
