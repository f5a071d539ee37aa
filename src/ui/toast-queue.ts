/**
 * A toast queue: what decideToast accepts is shown, or waits until a visible toast is dismissed; every
 * visible toast is dismissed after its duration. The queue owns its timers (clear() disposes them all)
 * and tells subscribers (ToastList) when the visible list changes.
 *
 * A toast may carry one action (a button: an order's undo). It stays while the pointer is over it or the
 * focus in it (hold/release), the action runs once (act), and then the toast says the outcome for its
 * duration, or closes when there is none. A toast without an action behaves as it always did.
 */
import {
  decideToast,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_THROTTLE_MS,
  type ToastDecision,
} from './toast-rules';

/** A toast's one action, as its caller gives it. */
export interface ToastAction {
  /** The button's words, in the page's language. */
  label: string;
  /** Runs once; answers the outcome the toast then says, or nothing to close it. */
  run(): Promise<string | void> | string | void;
}

export interface Toast {
  id: number;
  message: string;
  /** The action's button, while it has not run: `running` once pressed, until its outcome. */
  action?: { label: string; running: boolean };
}

/** What keeps a toast on screen past its duration: the pointer over it, the focus in it. */
export type ToastHold = 'pointer' | 'focus';

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
  /** The actions of toasts whose button has not been pressed, by toast id. */
  private readonly actions = new Map<number, ToastAction['run']>();
  private readonly holds = new Map<number, Set<ToastHold>>();
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

  show(message: string, action?: ToastAction): ToastDecision {
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
    const toast: Toast = { id: this.nextId++, message };
    if (action) {
      toast.action = { label: action.label, running: false };
      this.actions.set(toast.id, action.run);
    }
    if (decision === 'queue') this.waiting.push(toast);
    else this.display(toast);
    return decision;
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.actions.delete(id);
    this.holds.delete(id);
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

  /** Keeps the toast on screen while `by` lasts (the pointer over it, the focus in it). */
  hold(id: number, by: ToastHold): void {
    if (!this.shown.some((toast) => toast.id === id)) return;
    const holds = this.holds.get(id) ?? new Set();
    holds.add(by);
    this.holds.set(id, holds);
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  /** `by` no longer holds the toast: with nothing else holding it, it is dismissed a full duration later. */
  release(id: number, by: ToastHold): void {
    const holds = this.holds.get(id);
    if (!holds?.delete(by) || holds.size > 0) return;
    this.holds.delete(id);
    const toast = this.shown.find((shown) => shown.id === id);
    if (toast && !toast.action?.running) this.startTimer(id);
  }

  /**
   * Runs the toast's action, once: the button says it runs, then the toast says the outcome (for its
   * duration, from then) or closes when there is none. An action that throws closes it too.
   */
  async act(id: number): Promise<void> {
    const run = this.actions.get(id);
    if (!run) return;
    this.actions.delete(id);
    this.holds.delete(id);
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.replace(id, (toast) => ({ ...toast, action: { label: toast.action!.label, running: true } }));
    let outcome: string | void;
    try {
      outcome = await run();
    } catch {
      outcome = undefined;
    }
    if (!this.shown.some((toast) => toast.id === id)) return;
    if (!outcome) return this.dismiss(id);
    const message = outcome;
    this.replace(id, (toast) => ({ id: toast.id, message }));
    this.startTimer(id);
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
    this.actions.clear();
    this.holds.clear();
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
    this.startTimer(toast.id);
    this.emit();
  }

  private startTimer(id: number): void {
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), this.durationMs),
    );
  }

  private replace(id: number, change: (toast: Toast) => Toast): void {
    this.shown = this.shown.map((toast) => (toast.id === id ? change(toast) : toast));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
