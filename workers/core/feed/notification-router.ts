/**
 * Hands each notification frame to exactly one window to show (notification-choice.ts says which), in the
 * feed worker that every window of the app shares. Every window still gets the notifications and the
 * unread count through its drain (feed-consumer.ts): its bell and its panel. This is only the `show`: the
 * toast, the sound, the OS notification.
 *
 * Each window reports whether it is focused and visible (on focus, blur and visibilitychange), stamped
 * here with the worker's clock on arrival. The show is pushed to the chosen window at once (not left for
 * its next drain: a hidden window draws no animation frames and would drain only when shown again, while
 * its OS notification is due now) and the window answers when it has taken it. A window that goes
 * (detach: pagehide, or its port released) before answering hands the show on to the next choice; so does
 * one that does not answer within SHOW_ANSWER_MS (it crashed, or the browser froze it: a closed port tells
 * nobody), and it is passed over for later shows until it reports or answers again. When no window is
 * left the show is dropped: the notification is in every window's list and in the history, unread.
 */
import type { Notification } from '../../../contract/notifications';
import type { Scheduler, TimerId } from '../base/scheduler';
import { chooseWindow, type WindowPresence } from './notification-choice';

/** What the chosen window shows. */
export interface NotificationShow {
  /** The frame's notifications, in the order the exchange stored them. */
  notifications: Notification[];
  /** The window was focused when chosen; false means no window of the app is (an OS notification is due). */
  focused: boolean;
}

/** A window's report of itself. */
export interface PresenceReport {
  focused: boolean;
  visible: boolean;
}

/** Hands a show to one window; resolves when the window has taken it, rejects when it cannot. */
export type ShowOutlet = (show: NotificationShow) => Promise<void>;

/**
 * How long a chosen window has to answer before the show goes to the next one. A live window answers
 * within a message round trip even when hidden (messages are not throttled like timers); this leaves
 * room for a main thread busy with a long task.
 */
export const SHOW_ANSWER_MS = 2_000;

interface Candidate<C> extends WindowPresence<C> {
  outlet: ShowOutlet;
  /** Missed its last answer: passed over until it reports or answers again. */
  silent: boolean;
}

interface Delivery<C> {
  notifications: Notification[];
  tried: Set<C>;
  /** The window it waits on, and the timer of its answer. */
  target: C | null;
  timer: TimerId | null;
}

export class NotificationRouter<C> {
  private readonly candidates = new Map<C, Candidate<C>>();
  private readonly deliveries = new Set<Delivery<C>>();
  private order = 0;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly answerMs = SHOW_ANSWER_MS,
  ) {}

  /** A window that can show notifications; neither focused nor visible until it reports. */
  add(id: C, outlet: ShowOutlet): void {
    this.candidates.set(id, {
      id,
      outlet,
      focused: false,
      visible: false,
      focusedAt: null,
      openedAt: this.scheduler.now(),
      order: ++this.order,
      silent: false,
    });
  }

  report(id: C, report: PresenceReport): void {
    const candidate = this.candidates.get(id);
    if (!candidate) return;
    candidate.focused = report.focused;
    candidate.visible = report.visible;
    if (report.focused && report.visible) candidate.focusedAt = this.scheduler.now();
    candidate.order = ++this.order;
    candidate.silent = false;
  }

  /** The window went: a show waiting on its answer goes to the next choice. */
  remove(id: C): void {
    if (!this.candidates.delete(id)) return;
    for (const delivery of this.deliveries) if (delivery.target === id) this.handOn(delivery);
  }

  /** Shows the notifications in one window. */
  route(notifications: Notification[]): void {
    if (notifications.length === 0) return;
    const delivery: Delivery<C> = { notifications, tried: new Set(), target: null, timer: null };
    this.deliveries.add(delivery);
    this.deliver(delivery);
  }

  /** Shows still waiting on a window's answer (tests: none is left behind). */
  get pending(): number {
    return this.deliveries.size;
  }

  /** Forgets every window and show (the session is disposed). */
  clear(): void {
    for (const delivery of this.deliveries) this.stopTimer(delivery);
    this.deliveries.clear();
    this.candidates.clear();
  }

  private deliver(delivery: Delivery<C>): void {
    const silent = [...this.candidates.values()].filter((candidate) => candidate.silent);
    const passedOver = new Set([...delivery.tried, ...silent.map((candidate) => candidate.id)]);
    const choice =
      chooseWindow([...this.candidates.values()], passedOver) ??
      // Every window left is silent: try them anyway rather than drop the show.
      chooseWindow([...this.candidates.values()], delivery.tried);
    if (!choice) {
      this.deliveries.delete(delivery);
      return;
    }
    const candidate = this.candidates.get(choice.id)!;
    delivery.tried.add(choice.id);
    delivery.target = choice.id;
    delivery.timer = this.scheduler.setTimeout(() => {
      delivery.timer = null;
      candidate.silent = true;
      this.handOn(delivery);
    }, this.answerMs);
    candidate.outlet({ notifications: delivery.notifications, focused: choice.focused }).then(
      () => {
        candidate.silent = false;
        if (delivery.target !== choice.id) return;
        this.stopTimer(delivery);
        this.deliveries.delete(delivery);
      },
      () => {
        if (delivery.target === choice.id) this.handOn(delivery);
      },
    );
  }

  /** The current target will not show it: the next choice will. */
  private handOn(delivery: Delivery<C>): void {
    this.stopTimer(delivery);
    delivery.target = null;
    this.deliver(delivery);
  }

  private stopTimer(delivery: Delivery<C>): void {
    if (delivery.timer !== null) this.scheduler.clearTimeout(delivery.timer);
    delivery.timer = null;
  }
}
