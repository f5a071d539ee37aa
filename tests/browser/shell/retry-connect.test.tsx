import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { isDialogOpen } from '../../../src/shell';
import { RETRY_DIALOG_AFTER_MS } from '../../../src/shell/rules';
import { startShellServices } from '../../../src/app/services';
import { callsTo, FakeConnection, mountApp, stubApi } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('retry-connect dialog', () => {
  test('appears when the feed goes offline; its button retries; it leaves when the feed is back', async () => {
    stubApi();
    const { feed } = mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    feed.emit({ status: 'offline', attempt: 4 });
    const dialog = page.getByRole('alertdialog', { name: '연결 끊김' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('다시 연결하는 중… (4번째 시도)')).toBeVisible();
    await dialog.getByRole('button', { name: '지금 다시 연결' }).click();
    expect(feed.retryNow).toHaveBeenCalledOnce();
    feed.reconnected();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('the device going offline shows it at once, saying nothing shown is live; back online it leaves', async () => {
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    const dialog = page.getByRole('alertdialog', { name: '연결 끊김' });
    await expect.element(dialog.getByText('이 기기가 오프라인 상태입니다.', { exact: false })).toBeVisible();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect.element(dialog).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  test('reconnecting shows it only once the outage has lasted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    stubApi();
    const { feed } = mountApp('/insight');
    feed.emit({ status: 'reconnecting', attempt: 1 });
    expect(isDialogOpen('retryConnect')).toBe(false);
    vi.advanceTimersByTime(RETRY_DIALOG_AFTER_MS - 1);
    feed.emit({ attempt: 2 });
    expect(isDialogOpen('retryConnect')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isDialogOpen('retryConnect')).toBe(true);
    feed.emit({ status: 'open', attempt: 0 });
    expect(isDialogOpen('retryConnect')).toBe(false);
  });

  test('a reconnect reloads the session', async () => {
    const api = stubApi();
    const { feed } = mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    const before = callsTo(api, '/v1/members/me').length;
    feed.reconnected();
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBe(before + 1);
  });

  test('the tab coming back after being hidden reloads the session', async () => {
    const api = stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    const before = callsTo(api, '/v1/members/me').length;
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBe(before + 1);
  });

  test('stopping the services removes every connection listener and closes the dialog', () => {
    stubApi();
    const feed = new FakeConnection();
    const stop = startShellServices(feed);
    expect(feed.listenerCount).toBe(2);
    feed.emit({ status: 'offline' });
    expect(isDialogOpen('retryConnect')).toBe(true);
    stop();
    expect(feed.listenerCount).toBe(0);
    expect(isDialogOpen('retryConnect')).toBe(false);
  });
});
