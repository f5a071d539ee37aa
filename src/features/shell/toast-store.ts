/**
 * Generic toasts: throttled (chart spec §9: 500 ms) and dismissed after a few seconds. Every dismissal
 * timer is owned here and cleared with its toast.
 */
import { proxy } from 'valtio';
import { shouldShowToast, TOAST_DURATION_MS, TOAST_THROTTLE_MS } from './rules';

export interface Toast {
  id: number;
  message: string;
}

export const toastState = proxy<{ toasts: Toast[] }>({ toasts: [] });

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastShownAt: number | null = null;
let nextId = 1;

/** Shows a toast unless one was shown less than the throttle ago; answers whether it was shown. */
export function showToast(message: string, now: number = Date.now()): boolean {
  if (!shouldShowToast(lastShownAt, now, TOAST_THROTTLE_MS)) return false;
  lastShownAt = now;
  const id = nextId++;
  toastState.toasts.push({ id, message });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return true;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const at = toastState.toasts.findIndex((toast) => toast.id === id);
  if (at >= 0) toastState.toasts.splice(at, 1);
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toastState.toasts.splice(0);
  lastShownAt = null;
}
