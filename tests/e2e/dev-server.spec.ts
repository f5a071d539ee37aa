/**
 * `npm run dev`: the app through Vite's dev middleware, which the rest of the run does not use (it drives
 * the production build `npm start` serves, playwright.config.ts). A guest's trade page opens on it, the
 * chart draws and the live price ticks.
 */
import { expect, nextPrice, test } from './fixtures';
import { startOwnSimulator, type OwnSimulator } from './own-simulator';

let server: OwnSimulator;

test.beforeAll(async () => {
  server = await startOwnSimulator(['--dev']);
});

test.afterAll(async () => {
  await server?.stop();
});

test('npm run dev serves the workstation through the dev server: the chart draws and prices tick', async ({
  page,
}) => {
  await page.goto(`${server.base}/trade/order/BTC-KRW`);
  await expect(page.getByTestId('chart-surface')).toHaveAttribute('data-drawn', 'true');
  const first = await nextPrice(page, 'BTC');
  await nextPrice(page, 'BTC', first);
  // The page's modules come from Vite's dev server, not from a build.
  const sources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(sources).toContain('/@vite/client');
});
