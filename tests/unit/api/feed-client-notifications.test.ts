/**
 * The window's side of notifications, two windows (feed clients) over one in-thread session: each reports
 * its focus on attach and on every change, the show comes to the one the session chose (at once, no
 * animation frame needed), a window without a show listener refuses it and the other shows it, and every
 * window's drain hands its listeners the notifications and the unread count.
 */
import { describe, expect, it } from 'vitest';
import { notification } from '../../fixtures/notifications';
import { createFeedClient, type PresenceSource } from '../../../src/api/feed-client';
import { inThreadFeedTransport } from '../../../src/api/feed-transport';
import type { NotificationShow, NotificationsDrain } from '../../../src/api/feed-types';
import type { ShowElection } from '../../../src/api/show-election';
import { FeedSession } from '../../../workers/core/feed/feed-session';
import type { PresenceReport } from '../../../workers/core/feed/notification-router';
import { FakeExchange, FakeScheduler } from '../workers/core/feed/fakes';
import { notificationsFrame, T0 } from '../workers/core/feed/frames';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A window's focus the test sets. */
class FakePresence implements PresenceSource {
  report: PresenceReport = { focused: false, visible: true };
  private listeners = new Set<() => void>();
  read = () => ({ ...this.report });
  subscribe(onChange: () => void) {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }
  set(report: PresenceReport) {
    this.report = report;
    for (const listener of this.listeners) listener();
  }
}

function setUp(elections: [ShowElection?, ShowElection?] = []) {
  const exchange = new FakeExchange();
  const clock = new FakeScheduler();
  const session = new FeedSession({ socketFactory: exchange.factory, scheduler: clock, random: () => 0.5 });
  const open = (election?: ShowElection) => {
    const presence = new FakePresence();
    const client = createFeedClient(inThreadFeedTransport(session), {
      requestFrame: (callback) => setTimeout(callback, 0) as unknown as number,
      cancelFrame: (id) => clearTimeout(id),
      lifecycle: null,
      presence,
      ...(election && { election }),
    });
    const shows: NotificationShow[] = [];
    const drains: NotificationsDrain[] = [];
    client.onNotifications((drain) => drains.push(drain));
    clock.advance(10);
    return { client, presence, shows, drains };
  };
  const windows = [open(elections[0]), open(elections[1])] as const;
  return { exchange, clock, session, windows };
}

function bringUp(exchange: FakeExchange) {
  exchange.current.open();
  exchange.current.frame({ ch: 'heartbeat', seq: 0, t: T0 });
}

describe('createFeedClient: notifications', () => {
  it('shows in the focused window only and gives both their list and count', async () => {
    const { exchange, clock, windows } = setUp();
    await settle();
    for (const window of windows) window.client.onNotificationShow((show) => void window.shows.push(show));
    bringUp(exchange);
    windows[0].presence.set({ focused: true, visible: true });
    clock.advance(10);
    exchange.current.frame(notificationsFrame(1, [notification(1)], 4));
    await settle();
    expect(windows[0].shows).toEqual([{ notifications: [notification(1)], focused: true }]);
    expect(windows[1].shows).toEqual([]);
    await settle();
    for (const window of windows)
      expect(window.drains).toEqual([{ added: [notification(1)], unread: 4, resync: false }]);
    // The focus moves: the next one shows in the other window.
    windows[0].presence.set({ focused: false, visible: true });
    windows[1].presence.set({ focused: true, visible: true });
    exchange.current.frame(notificationsFrame(2, [notification(2)], 5));
    await settle();
    expect(windows[1].shows).toEqual([{ notifications: [notification(2)], focused: true }]);
    expect(windows[0].shows).toHaveLength(1);
  });

  it('refuses a show while nothing in it shows notifications: the other window shows it', async () => {
    const { exchange, windows } = setUp();
    await settle();
    windows[0].client.onNotificationShow((show) => void windows[0].shows.push(show));
    bringUp(exchange);
    // The second window opened last and would be chosen, but nothing in it listens.
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    await settle();
    await settle();
    expect(windows[0].shows).toEqual([{ notifications: [notification(1)], focused: false }]);
  });

  it('a window that cannot show one now (its toasts suppressed) hands it to the other window', async () => {
    const { exchange, windows } = setUp();
    await settle();
    windows[0].client.onNotificationShow((show) => void windows[0].shows.push(show));
    // The second window opened last and would be chosen, but it answers that it cannot show it now.
    windows[1].client.onNotificationShow(() => false);
    bringUp(exchange);
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    await settle();
    await settle();
    expect(windows[0].shows).toEqual([{ notifications: [notification(1)], focused: false }]);
  });

  it('shows only where the election says so (no SharedWorker: a worker per window)', async () => {
    const notElected: ShowElection = { elected: false, claim: () => undefined, dispose: () => undefined };
    const { exchange, windows, session } = setUp([undefined, notElected]);
    await settle();
    for (const window of windows) window.client.onNotificationShow((show) => void window.shows.push(show));
    bringUp(exchange);
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    await settle();
    // Taken (answered) but not shown: the elected window of another worker shows it.
    expect(windows[1].shows).toEqual([]);
    expect(session.pendingShows).toBe(0);
  });

  it('claims the election when the window gains focus', async () => {
    const claims: string[] = [];
    const election: ShowElection = {
      elected: false,
      claim: () => claims.push('claim'),
      dispose: () => undefined,
    };
    const { windows } = setUp([election]);
    await settle();
    windows[0].presence.set({ focused: true, visible: false });
    expect(claims).toEqual([]);
    windows[0].presence.set({ focused: true, visible: true });
    expect(claims).toEqual(['claim']);
  });
});
