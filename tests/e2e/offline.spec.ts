/**
 * The installable app offline (src/shell/service-worker.ts): on the production build the config's server
 * serves, the service worker takes control of the trade page and keeps its shell; with the network gone a
 * reload is answered from the worker's cache and the app says it is offline, and a page never visited gets
 * the static offline page. Service workers are blocked for every other spec (playwright.config.ts); each
 * test here has a fresh context, so no worker outlives it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** Waits until a service worker controls `page` and has kept its shell and every hashed file it has loaded. */
async function waitForOfflineShell(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
    const kept = await Promise.all([
      ...files.map((url) => caches.match(url.href)),
      caches.match(location.href),
    ]);
    return files.length > 0 && kept.every((answer) => answer !== undefined);
  });
}

test('offline, the worker serves the trade page’s shell and the app says it is offline; an unvisited page gets the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/trade/order');
  await expect(page.getByTestId('chart-surface').first()).toHaveAttribute('data-drawn', 'true');
  await waitForOfflineShell(page);
  const tradeUrl = page.url();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(tradeUrl);
  const notice = page.getByRole('alertdialog', { name: 'Connection lost' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This device is offline. Nothing shown is live');
  // The app's frame is there, not the loading indicator: the header's menu and the trade page's workspace.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Workspace' })).toBeVisible();

  await page.goto('/info/notice');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('The exchange cannot be reached.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '오프라인 상태입니다' })).toBeVisible();
});

test('a manifest with its icons and a standalone trade page as the start', async ({ page }) => {
  await page.goto('/trade/order');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await page.request.get(href ?? '');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/trade/order', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
  }
});
