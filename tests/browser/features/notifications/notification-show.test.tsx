/**
 * The show, in real Chromium: two windows' feed clients over one feed session (as two windows over the
 * shared worker) and each window's notifications following its client — one toast, in the focused window
 * only, then in the other when the focus moves; the sound off by default, played once chosen, muted under
 * the quiet preference; the OS notification only when allowed and no window is focused, and permission
 * asked only from the settings' button (window.Notification stubbed).
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page as screen } from 'vitest/browser';
import { createRoot } from 'react-dom/client';
import { notification } from '../../../fixtures/notifications';
import { createFeedClient, type PresenceSource } from '../../../../src/api/feed-client';
import { inThreadFeedTransport } from '../../../../src/api/feed-transport';
import type { FeedClient } from '../../../../src/api/feed-types';
import {
  followNotifications,
  showNotifications,
  toastText,
} from '../../../../src/features/notifications/follow-notifications';
import { createNotificationStore } from '../../../../src/features/notifications/notification-store';
import { KIND_TONES } from '../../../../src/features/notifications/notification-sound';
import { NotificationsPanel } from '../../../../src/features/notifications';
import { notificationApi } from '../../../../src/features/notifications/os-notification';
import { canShowToasts, showToast, ToastHost, toastState } from '../../../../src/shell';
import { settings, storedNotificationSounds } from '../../../../src/state/settings';
import { FeedSession } from '../../../../workers/core/feed/feed-session';
import type { PresenceReport } from '../../../../workers/core/feed/notification-router';
import { FakeExchange, FakeScheduler } from '../../../unit/workers/core/feed/fakes';
import { notificationsFrame, T0 } from '../../../unit/workers/core/feed/frames';
import { resetStores, stubApi } from '../../shell/harness';
import { fakeNotificationApi, page, showDeps } from './harness';

class TestPresence implements PresenceSource {
  private report: PresenceReport = { focused: false, visible: true };
  private readonly listeners = new Set<() => void>();
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

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length > 0) stops.pop()!();
  vi.unstubAllGlobals();
});

function setUpMember() {
  resetStores({ member: true });
  localStorage.clear();
  Object.assign(settings, { notificationSounds: storedNotificationSounds() });
  const fetchStub = stubApi({ 'GET /v1/notifications': () => page([], false, 0) });
  stops.push(() => fetchStub.mockRestore());
}

/**
 * Two windows' feed clients over one session; the first shows with the app's toasts (and can show them once
 * its toast list is drawn: `hostDrawn` false leaves it undrawn, as a window still booting), the second logs.
 */
function twoWindows({ hostDrawn = true } = {}) {
  setUpMember();
  const exchange = new FakeExchange();
  const session = new FeedSession({
    socketFactory: exchange.factory,
    scheduler: new FakeScheduler(),
    random: () => 0.5,
  });
  const open = () => {
    const presence = new TestPresence();
    const client: FeedClient = createFeedClient(inThreadFeedTransport(session), {
      lifecycle: null,
      presence,
    });
    stops.push(() => client.dispose());
    return { client, presence };
  };
  const first = open();
  const second = open();
  const { deps: firstDeps } = showDeps();
  const appToastDeps = {
    ...firstDeps,
    toast: (message: string) => void showToast(message),
    canShowToasts,
  };
  stops.push(followNotifications(first.client, createNotificationStore(), appToastDeps));
  const secondShow = showDeps();
  stops.push(followNotifications(second.client, createNotificationStore(), secondShow.deps));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const drawHost = () => root.render(<ToastHost />);
  if (hostDrawn) drawHost();
  stops.push(() => {
    root.unmount();
    container.remove();
  });
  return { exchange, session, first, second, secondLog: secondShow.log, drawHost };
}

describe('the show in one window of several', () => {
  test('one toast, in the focused window only; then in the other when the focus moves', async () => {
    const { exchange, session, first, second, secondLog } = twoWindows();
    await expect.poll(() => session.consumerCount).toBe(2);
    await expect.poll(canShowToasts).toBe(true);
    exchange.current.open();
    exchange.current.frame({ ch: 'heartbeat', seq: 0, t: T0 });
    first.presence.set({ focused: true, visible: true });
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    const text = toastText(notification(1), 'en');
    await expect.element(screen.getByText(text)).toBeInTheDocument();
    expect(secondLog.toasts).toEqual([]);
    first.presence.set({ focused: false, visible: true });
    second.presence.set({ focused: true, visible: true });
    exchange.current.frame(notificationsFrame(2, [notification(2, 'alert')], 2));
    await expect.poll(() => secondLog.toasts).toEqual([toastText(notification(2, 'alert'), 'en')]);
    expect(toastState.toasts.map((toast) => toast.message)).toEqual([text]);
  });

  test('a focused window still booting (no toast list drawn yet) hands the show to another, then shows once drawn', async () => {
    const { exchange, session, first, secondLog, drawHost } = twoWindows({ hostDrawn: false });
    await expect.poll(() => session.consumerCount).toBe(2);
    exchange.current.open();
    exchange.current.frame({ ch: 'heartbeat', seq: 0, t: T0 });
    first.presence.set({ focused: true, visible: true });
    exchange.current.frame(notificationsFrame(1, [notification(1)], 1));
    await expect.poll(() => secondLog.toasts).toEqual([toastText(notification(1), 'en')]);
    expect(toastState.toasts).toEqual([]);
    drawHost();
    await expect.poll(canShowToasts).toBe(true);
    exchange.current.frame(notificationsFrame(2, [notification(2, 'alert')], 2));
    const text = toastText(notification(2, 'alert'), 'en');
    await expect.element(screen.getByText(text)).toBeInTheDocument();
    expect(secondLog.toasts).toHaveLength(1);
  });
});

describe('the sound', () => {
  test('is off for every kind by default', () => {
    setUpMember();
    const { log, deps } = showDeps();
    showNotifications({ notifications: [notification(1, 'alert'), notification(2)], focused: true }, deps);
    expect(log.tones).toEqual([]);
    expect(log.toasts).toHaveLength(2);
  });

  test("plays its kind's tone once chosen in the settings, once per show, and not under the quiet preference", async () => {
    setUpMember();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<NotificationsPanel />);
    stops.push(() => {
      root.unmount();
      container.remove();
    });
    await screen.getByText('Settings').click();
    await screen.getByRole('checkbox', { name: 'Orders' }).click();
    expect(storedNotificationSounds().order).toBe(true);
    const { log, deps } = showDeps();
    showNotifications({ notifications: [notification(1), notification(2)], focused: true }, deps);
    expect(log.tones).toEqual([KIND_TONES.order]);
    showNotifications({ notifications: [notification(3, 'alert')], focused: true }, deps);
    expect(log.tones).toHaveLength(1);
    const quiet = showDeps({ quiet: true });
    showNotifications({ notifications: [notification(4)], focused: true }, quiet.deps);
    expect(quiet.log.tones).toEqual([]);
  });
});

describe('the OS notification', () => {
  test.each([
    ['granted', false, 1],
    ['granted', true, 0],
    ['default', false, 0],
    ['denied', false, 0],
  ] as const)('permission %s, a window focused %s: %i shown', (permission, focused, count) => {
    setUpMember();
    const { log, deps } = showDeps();
    // window.Notification stood in for, found as the app finds it.
    vi.stubGlobal('Notification', fakeNotificationApi(permission, log).api);
    showNotifications({ notifications: [notification(1)], focused }, { ...deps, os: notificationApi() });
    expect(log.os).toHaveLength(count);
    if (count === 0) return;
    expect(log.os[0]).toEqual({ title: notification(1).title.en, body: notification(1).body.en });
    // Its click opens the notification in the window that showed it.
    log.osShown[0]!.onclick?.(new Event('click'));
    expect(log.opened).toEqual([1]);
  });

  test('permission is asked only from the settings button, never on load', async () => {
    setUpMember();
    const { api, requestPermission } = fakeNotificationApi('default', showDeps().log);
    vi.stubGlobal('Notification', api);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<NotificationsPanel />);
    stops.push(() => {
      root.unmount();
      container.remove();
    });
    await screen.getByText('Settings').click();
    expect(requestPermission).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Allow desktop notifications' }).click();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await expect
      .element(screen.getByText('Allowed: shown when no window of the app is focused.'))
      .toBeInTheDocument();
  });
});
