import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { BUILT_VERSION } from '../../../src/shell/version-check';
import { pageActions } from '../../../src/shell';
import { callsTo, envelope, mountApp, stubApi } from './harness';

const meta = (version: string) => () => new Response(JSON.stringify({ version, date: '2025-06-01' }));

describe('build-version check', () => {
  test('the same version shows the page; every path change checks again with a fresh time parameter', async () => {
    const api = stubApi({ '/react/meta.json': meta(BUILT_VERSION) });
    const { router } = mountApp('/insight');
    await expect.element(page.getByRole('heading', { level: 1, name: '마켓 인사이트' })).toBeVisible();
    await router.navigate('/membership');
    await expect.element(page.getByRole('heading', { level: 1, name: '멤버십' })).toBeVisible();
    await expect.poll(() => callsTo(api, '/react/meta.json').length).toBe(2);
    const urls = api.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/react/meta.json'));
    expect(urls.every((url) => /\?t=\d+$/.test(url))).toBe(true);
  });

  test('a newer deployed version clears the caches and reloads instead of showing the page', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    await caches.open('tradedeck-test');
    stubApi({ '/react/meta.json': meta('999.0.0') });
    mountApp('/insight');
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(await caches.keys()).toEqual([]);
    expect(page.getByRole('heading', { level: 1 }).query()).toBeNull();
  });

  test('an older deployed version, or a failed check, still shows the page', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    stubApi({ '/react/meta.json': () => envelope(null, 500, 'SERVER_ERROR', 'down') });
    mountApp('/insight');
    await expect.element(page.getByRole('heading', { level: 1, name: '마켓 인사이트' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });
});
