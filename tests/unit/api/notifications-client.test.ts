import { describe, expect, test } from 'vitest';
import { listNotifications, markNotificationsRead } from '../../../src/api/notifications-client';
import { NOTIFICATION_PAGE_MAX } from '../../../contract';
import { notification } from '../../fixtures/notifications';
import { ok, stubFetch } from './fetch-stub';

const fetchMock = stubFetch();

function lastCall(): { url: string; init: RequestInit } {
  const call = fetchMock().mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

const PAGE = { notifications: [notification(2), notification(1, 'alert')], hasMore: true, unread: 2 };

describe('notification calls', () => {
  test('a page: the newest by default, older than `before` with its size', async () => {
    fetchMock().mockResolvedValue(ok(PAGE));
    await expect(listNotifications()).resolves.toEqual(PAGE);
    expect(lastCall()).toMatchObject({ url: '/v1/notifications?size=50', init: { method: 'GET' } });
    fetchMock().mockResolvedValue(ok({ ...PAGE, hasMore: false }));
    await listNotifications({ before: 1, size: 20 });
    expect(lastCall().url).toBe('/v1/notifications?before=1&size=20');
  });

  test('a page out of bounds is refused before anything is sent', () => {
    expect(() => listNotifications({ size: NOTIFICATION_PAGE_MAX + 1 })).toThrow();
    expect(() => listNotifications({ before: 0 })).toThrow();
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  test('an answer that breaks the contract fails as such', async () => {
    fetchMock().mockResolvedValue(ok({ ...PAGE, unread: -1 }));
    await expect(listNotifications()).rejects.toMatchObject({ failure: 'contract' });
  });

  test('marks some or all read, answering the count unread', async () => {
    fetchMock().mockResolvedValue(ok({ unread: 1 }));
    await expect(markNotificationsRead({ ids: [2] })).resolves.toEqual({ unread: 1 });
    expect(lastCall()).toMatchObject({ url: '/v1/notifications/read', init: { method: 'POST' } });
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ ids: [2] });
    fetchMock().mockResolvedValue(ok({ unread: 0 }));
    await markNotificationsRead({ all: true });
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ all: true });
    expect(() => markNotificationsRead({ ids: [] })).toThrow();
  });
});
