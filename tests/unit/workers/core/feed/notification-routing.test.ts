/**
 * The notifications channel in the shared worker's session with three windows (consumers): each frame is
 * shown in exactly one window (the focused one, else the most recently focused, else the most recently
 * opened), every window's drain gets the notifications and the unread count; a chosen window that goes
 * before answering, or never answers, hands the show to the next; a gap makes every window read the
 * history again; a window that does not drain keeps a page of them and is told to read the rest.
 */
import { describe, expect, it } from 'vitest';
import { notification } from '../../../../fixtures/notifications';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { MAX_PENDING_NOTIFICATIONS, type FeedConsumer } from '../../../../../workers/core/feed/feed-consumer';
import { SHOW_ANSWER_MS, type NotificationShow } from '../../../../../workers/core/feed/notification-router';
import type { ClientMessage } from '../../../../../contract/socket';
import { FakeExchange, FakeScheduler } from './fakes';
import { notificationsFrame, T0 } from './frames';

interface Window {
  name: string;
  consumer: FeedConsumer;
  shows: NotificationShow[];
  /** Answers of shows not answered yet: resolve to take, reject to refuse. */
  answers: { resolve: () => void; reject: (error: Error) => void }[];
}

/** A session and three windows opened one after another (a, b, c); windows answer at once unless held. */
function setUp(options: { hold?: boolean } = {}) {
  const exchange = new FakeExchange();
  const clock = new FakeScheduler();
  const session = new FeedSession({ socketFactory: exchange.factory, scheduler: clock, random: () => 0.5 });
  session.start();
  const open = (name: string): Window => {
    const window: Window = { name, consumer: null as never, shows: [], answers: [] };
    window.consumer = session.attach(
      () => undefined,
      (show) => {
        window.shows.push(show);
        if (!options.hold) return Promise.resolve();
        return new Promise<void>((resolve, reject) => window.answers.push({ resolve, reject }));
      },
    );
    clock.advance(10);
    return window;
  };
  const windows = [open('a'), open('b'), open('c')] as const;
  exchange.current.open();
  exchange.current.frame({ ch: 'heartbeat', seq: 0, t: T0 });
  for (const window of windows) window.consumer.drain();
  const shownIn = () => windows.filter((window) => window.shows.length > 0).map((window) => window.name);
  const clearShows = () => windows.forEach((window) => (window.shows.length = 0));
  const focus = (window: Window, focused = true) => {
    session.reportPresence(window.consumer, { focused, visible: true });
    clock.advance(10);
  };
  return { exchange, clock, session, windows, shownIn, clearShows, focus };
}

describe('FeedSession: notifications', () => {
  it('subscribes the channel as the other member channels', () => {
    const { exchange } = setUp();
    const subs = exchange.current.sent.filter((message: ClientMessage) => message.op === 'sub');
    expect(subs).toContainEqual({ op: 'sub', ch: 'notifications' });
  });

  it('shows each frame in one window and gives every window the notifications and the count', () => {
    const { exchange, windows, shownIn, focus } = setUp();
    focus(windows[1]);
    exchange.current.frame(notificationsFrame(1, [notification(1)], 3));
    expect(shownIn()).toEqual(['b']);
    expect(windows[1].shows).toEqual([{ notifications: [notification(1)], focused: true }]);
    for (const window of windows)
      expect(window.consumer.drain().notifications).toEqual({
        added: [notification(1)],
        unread: 3,
        resync: false,
      });
  });

  it('follows the focus as it moves, and the most recently focused when none is', () => {
    const { exchange, windows, shownIn, clearShows, focus } = setUp();
    focus(windows[0]);
    focus(windows[0], false);
    focus(windows[2]);
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    expect(shownIn()).toEqual(['c']);
    clearShows();
    focus(windows[2], false);
    exchange.current.frame(notificationsFrame(2, [notification(2)], 2));
    expect(shownIn()).toEqual(['c']);
    expect(windows[2].shows[0]!.focused).toBe(false);
    clearShows();
    // Two windows claim focus (a's blur is late): the later claim.
    focus(windows[2]);
    focus(windows[0]);
    exchange.current.frame(notificationsFrame(3, [notification(3)], 3));
    expect(shownIn()).toEqual(['a']);
  });

  it('shows in the most recently opened window when none was ever focused', () => {
    const { exchange, shownIn } = setUp();
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    expect(shownIn()).toEqual(['c']);
  });

  it('shows nothing for a count alone, which every window still gets', () => {
    const { exchange, windows, shownIn } = setUp();
    exchange.current.frame(notificationsFrame(1, [], 0));
    expect(shownIn()).toEqual([]);
    expect(windows[0].consumer.drain().notifications).toEqual({ added: [], unread: 0, resync: false });
  });

  it('hands the show to the next window when the chosen one closes before answering', async () => {
    const { exchange, session, windows, focus } = setUp({ hold: true });
    focus(windows[0]);
    focus(windows[0], false);
    focus(windows[1]);
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    expect(windows[1].shows).toHaveLength(1);
    session.detach(windows[1].consumer);
    expect(windows[0].shows).toEqual([{ notifications: [notification(1)], focused: false }]);
    windows[0].answers[0]!.resolve();
    await Promise.resolve();
    expect(session.pendingShows).toBe(0);
    expect(windows[2].shows).toEqual([]);
  });

  it('hands the show on when the chosen one refuses it (nothing in it shows notifications)', async () => {
    const { exchange, session, windows, focus } = setUp({ hold: true });
    focus(windows[2]);
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    windows[2].answers[0]!.reject(new Error('refused'));
    await Promise.resolve();
    await Promise.resolve();
    expect(windows[1].shows).toHaveLength(1);
    windows[1].answers[0]!.resolve();
    await Promise.resolve();
    expect(session.pendingShows).toBe(0);
  });

  it('hands the show on when the chosen one never answers, and passes it over until it reports again', async () => {
    const { exchange, clock, session, windows, focus } = setUp({ hold: true });
    focus(windows[0]);
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    clock.advance(SHOW_ANSWER_MS - 1);
    expect(windows[2].shows).toEqual([]);
    clock.advance(1);
    // Closed without a goodbye: the most recently opened of the rest shows it.
    expect(windows[2].shows).toHaveLength(1);
    windows[2].answers[0]!.resolve();
    await Promise.resolve();
    exchange.current.frame(notificationsFrame(2, [notification(2)], 2));
    expect(windows[0].shows).toHaveLength(1);
    expect(windows[2].shows).toHaveLength(2);
    windows[2].answers[1]!.resolve();
    await Promise.resolve();
    focus(windows[0]);
    exchange.current.frame(notificationsFrame(3, [notification(3)], 3));
    expect(windows[0].shows).toHaveLength(2);
    expect(session.pendingShows).toBe(1);
  });

  it('drops the show when no window is left, and leaves no timer behind', () => {
    const { exchange, clock, session, windows } = setUp({ hold: true });
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    // Each goes in turn while chosen: c (the newest), then b, then a.
    for (const window of [...windows].reverse()) session.detach(window.consumer);
    expect(session.pendingShows).toBe(0);
    clock.advance(SHOW_ANSWER_MS * 2);
    expect(windows.map((window) => window.shows.length)).toEqual([1, 1, 1]);
  });

  it('tells every window to read the history again after a gap', () => {
    const { exchange, windows } = setUp();
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    exchange.current.frame(notificationsFrame(3, [notification(3)], 2));
    expect(exchange.current.sent).toContainEqual({ op: 'snapshot', ch: 'notifications' });
    expect(windows[0].consumer.drain().notifications).toEqual({
      added: [notification(1), notification(3)],
      unread: 2,
      resync: true,
    });
  });

  it('keeps a page for a window that does not drain, and tells it to read the history', () => {
    const { exchange, windows } = setUp();
    const count = MAX_PENDING_NOTIFICATIONS + 5;
    for (let id = 1; id <= count; id += 1)
      exchange.current.frame(notificationsFrame(id, [notification(id)], id));
    const drained = windows[0].consumer.drain().notifications!;
    expect(drained.added.map((n) => n.id)).toEqual(
      Array.from({ length: MAX_PENDING_NOTIFICATIONS }, (_, i) => i + 6),
    );
    expect(drained).toMatchObject({ unread: count, resync: true });
    expect(windows[0].consumer.drain().notifications).toBeNull();
  });
});
