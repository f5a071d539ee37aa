/**
 * The window's notification store against the calls (fetch stubbed) and the feed's drains: one entry per
 * id whichever way it came, newest first; a refresh keeps what the feed brought after the page; a failed
 * page is said and asked again; marking read is undone when the exchange refuses it; logged out, emptied.
 */
import { describe, expect, onTestFinished, test } from 'vitest';
import { notification } from '../../../fixtures/notifications';
import { createNotificationStore } from '../../../../src/features/notifications/notification-store';
import { envelope, resetStores, stubApi } from '../../shell/harness';
import { page } from './harness';

function setUp(routes: Parameters<typeof stubApi>[0]) {
  resetStores({ member: true });
  const fetchStub = stubApi(routes);
  onTestFinished(() => fetchStub.mockRestore());
  return createNotificationStore();
}

const ids = (store: ReturnType<typeof createNotificationStore>) => store.state.items.map((n) => n.id);

describe('the notification store', () => {
  test('frames and pages merge into one list newest first, one entry per id', async () => {
    const store = setUp({
      'GET /v1/notifications': ({ url }) =>
        url.searchParams.get('before') === '3'
          ? page([notification(2), notification(1)], false, 4)
          : page([notification(4), notification(3)], true, 4),
    });
    await store.refresh();
    expect(ids(store)).toEqual([4, 3]);
    store.apply({
      added: [notification(5), notification(4, 'order', { read: true })],
      unread: 3,
      resync: false,
    });
    expect(ids(store)).toEqual([5, 4, 3]);
    expect(store.state.items[1]!.read).toBe(true);
    expect(store.state.unread).toBe(3);
    await store.loadMore();
    expect(ids(store)).toEqual([5, 4, 3, 2, 1]);
    expect(store.state.hasMore).toBe(false);
    // Nothing older: "more" asks nothing.
    await store.loadMore();
    expect(store.state.unread).toBe(4);
  });

  test('a refresh replaces the list, keeping what came after the page', async () => {
    let answer = [notification(2), notification(1)];
    const store = setUp({ 'GET /v1/notifications': () => page(answer, false, answer.length) });
    await store.refresh();
    store.apply({ added: [notification(7)], unread: 3, resync: false });
    answer = [notification(6), notification(5)];
    await store.refresh();
    expect(ids(store)).toEqual([7, 6, 5]);
    answer = [];
    await store.refresh();
    expect(ids(store)).toEqual([]);
    expect(store.state).toMatchObject({ unread: 0, loaded: true, failed: false });
  });

  test('a failed page is said, and a second try reads it', async () => {
    let fail = true;
    const store = setUp({
      'GET /v1/notifications': () =>
        fail ? envelope(null, 500, 'SERVER_ERROR', 'down') : page([notification(1)], false, 1),
    });
    await store.refresh();
    expect(store.state).toMatchObject({ failed: true, loaded: false, loading: false });
    fail = false;
    await store.refresh();
    expect(store.state).toMatchObject({ failed: false, loaded: true, unread: 1 });
  });

  test('marking read takes the count of the answer, and is undone when refused', async () => {
    let refuse = false;
    const store = setUp({
      'GET /v1/notifications': () => page([notification(2), notification(1)], false, 2),
      'POST /v1/notifications/read': () =>
        refuse ? envelope(null, 500, 'SERVER_ERROR', 'down') : envelope({ unread: 1 }),
    });
    await store.refresh();
    await store.markRead(2);
    expect(store.state.items[0]!.read).toBe(true);
    expect(store.state.unread).toBe(1);
    refuse = true;
    await store.markAllRead();
    expect(store.state.items.map((n) => n.read)).toEqual([true, false]);
    expect(store.state.unread).toBe(1);
  });

  test('clear empties it and drops a page still on its way', async () => {
    let release: () => void = () => undefined;
    const store = setUp({
      'GET /v1/notifications': () =>
        new Promise((resolve) => (release = () => resolve(page([notification(1)], false, 1)))),
    });
    const reading = store.refresh();
    await expect.poll(() => store.state.loading).toBe(true);
    store.clear();
    release();
    await reading;
    expect(store.state).toMatchObject({ items: [], unread: 0, loaded: false });
  });
});
