/**
 * A toast queue: what decideToast accepts is shown, or waits until a visible toast is dismissed; every
 * visible toast is dismissed after its duration. The queue owns its timers (clear() disposes them all)
 * and tells subscribers (ToastList) when the visible list changes.
 */
import {
  decideToast,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_THROTTLE_MS,
  type ToastDecision,
} from './toast-rules';

export interface Toast {
  id: number;
  message: string;
}

export interface ToastQueueOptions {
  durationMs?: number;
  maxVisible?: number;
  throttleMs?: number;
  now?: () => number;
}

export class ToastQueue {
  private shown: readonly Toast[] = [];
  private readonly waiting: Toast[] = [];
  private readonly lastShownAt = new Map<string, number>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private readonly suppressions = new Set<symbol>();
  /** Lists on screen that render the visible toasts (ToastList): none while the window is still booting. */
  private hosts = 0;
  private nextId = 1;
  private readonly durationMs: number;
  private readonly maxVisible: number;
  private readonly throttleMs: number;
  private readonly now: () => number;

  constructor(options: ToastQueueOptions = {}) {
    this.durationMs = options.durationMs ?? TOAST_DURATION_MS;
    this.maxVisible = options.maxVisible ?? TOAST_MAX_VISIBLE;
    this.throttleMs = options.throttleMs ?? TOAST_THROTTLE_MS;
    // Read the clock at each call (not a reference taken now), so that a faked clock is seen too.
    this.now = options.now ?? (() => Date.now());
  }

  /** The toasts on screen, oldest first (a new array after every change). */
  get visible(): readonly Toast[] {
    return this.shown;
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  get suppressed(): boolean {
    return this.suppressions.size > 0;
  }

  /**
   * A toast asked for now would be seen: a list renders the queue and nothing suppresses it. A window
   * still booting (its shell not yet drawn) would keep a toast where nobody sees it until it expires.
   */
  get canShow(): boolean {
    return this.hosts > 0 && !this.suppressed;
  }

  /** A list renders the queue from now until the answered function is called (its unmount). */
  attachHost(): () => void {
    this.hosts += 1;
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      this.hosts -= 1;
    };
  }

  show(message: string): ToastDecision {
    const now = this.now();
    for (const [text, at] of this.lastShownAt) if (now - at >= this.throttleMs) this.lastShownAt.delete(text);
    const decision = decideToast({
      lastShownAt: this.lastShownAt.get(message) ?? null,
      now,
      visibleCount: this.shown.length,
      suppressed: this.suppressed,
      maxVisible: this.maxVisible,
      throttleMs: this.throttleMs,
    });
    if (decision === 'suppressed' || decision === 'throttled') return decision;
    this.lastShownAt.set(message, now);
    const toast = { id: this.nextId++, message };
    if (decision === 'queue') this.waiting.push(toast);
    else this.display(toast);
    return decision;
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const waitingAt = this.waiting.findIndex((toast) => toast.id === id);
    if (waitingAt >= 0) {
      this.waiting.splice(waitingAt, 1);
      return;
    }
    if (!this.shown.some((toast) => toast.id === id)) return;
    this.shown = this.shown.filter((toast) => toast.id !== id);
    const next = this.waiting.shift();
    if (next) this.display(next);
    else this.emit();
  }

  /**
   * Suppresses toasts until the answered function is called (several callers may suppress at once);
   * toasts asked for meanwhile are dropped, not saved for later.
   */
  suppress(): () => void {
    const token = Symbol('toast suppression');
    this.suppressions.add(token);
    return () => {
      this.suppressions.delete(token);
    };
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.waiting.splice(0);
    this.lastShownAt.clear();
    this.suppressions.clear();
    this.shown = [];
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly Toast[] => this.shown;

  private display(toast: Toast): void {
    this.shown = [...this.shown, toast];
    this.timers.set(
      toast.id,
      setTimeout(() => this.dismiss(toast.id), this.durationMs),
    );
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
