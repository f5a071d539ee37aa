/**
 * Cold start on the production build: each page loads its own code only, and the chart
 * popup's first requests start together, before the app's code has loaded (the boot module, src/boot.ts),
 * on the build as `npm start -- --dist` serves it (own-simulator.ts).
 * Nothing here measures time: what a page
 * loads is read from its responses, and "together" means that each request goes out while the others
 * are held unanswered.
 */
import type { Page, Request, Route } from '@playwright/test';
import { API, SESSION_HINT_COOKIE } from '../../contract';
import { startOwnSimulator, type OwnSimulator } from './own-simulator';
import { expect, test } from './fixtures';

// A class name Golden Layout's code writes into the page; minifying keeps strings.
const GOLDEN_LAYOUT_MARK = 'lm_goldenlayout';

let server: OwnSimulator;
let base = '';

test.beforeAll(async () => {
  server = await startOwnSimulator(['--dist', '--test-mode']);
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

/** The page's own JavaScript (entry, preloads, chunks; not the workers), by address, with its text. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !pathname.includes('.worker')) scripts.set(pathname, response.text());
  });
  return scripts;
}

async function loadsGoldenLayout(scripts: Map<string, Promise<string>>): Promise<boolean> {
  const texts = await Promise.all(scripts.values());
  return texts.some((text) => text.includes(GOLDEN_LAYOUT_MARK));
}

const apiPath = (request: Request) => new URL(request.url()).pathname;

test('the chart popup loads no Golden Layout code and asks for its coin only', async ({ page }) => {
  const scripts = collectScripts(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${base}/trade/chart/BTC-KRW`);
  await expect(page.getByTestId('chart-popup')).toBeVisible();
  await expect(page.getByTestId('chart-plot')).toBeVisible();
  await expect.poll(() => requests.some((request) => apiPath(request) === API.candles)).toBe(true);

  expect(await loadsGoldenLayout(scripts)).toBe(false);
  const coinCalls = requests.filter((request) => apiPath(request) === API.coins);
  expect(coinCalls.length).toBeGreaterThan(0);
  for (const call of coinCalls) expect(new URL(call.url()).searchParams.get('symbol')).toBe('BTC');
  // The chart took the history its route asked for: no second request for it.
  expect(requests.filter((request) => apiPath(request) === API.candles)).toHaveLength(1);
});

test('the trade page loads Golden Layout (the mark the popup test looks for is real)', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto(`${base}/trade/order/BTC-KRW`);
  await expect(page.locator(`.${GOLDEN_LAYOUT_MARK}`)).toBeVisible();
  expect(await loadsGoldenLayout(scripts)).toBe(true);
});

test("the popup's version check, session, coin and history requests go out together", async ({ page }) => {
  // Each of the four is held unanswered until all four have been asked for: a request that waited for
  // another's answer would never go out, and the poll below would fail.
  const calls: string[] = [API.meta, API.me, API.coins, API.candles];
  const held = new Map<string, Route>();
  await page.route(
    (url) => calls.includes(url.pathname),
    async (route) => {
      const path = apiPath(route.request());
      if (held.has(path) || held.size === calls.length) return route.continue();
      held.set(path, route);
      if (held.size === calls.length) await Promise.all([...held.values()].map((each) => each.continue()));
    },
  );
  // A browser that may have a session (its hint cookie): a guest's asks no session (src/state/session.ts).
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: base }]);
  await page.goto(`${base}/trade/chart/BTC-KRW`);
  await expect.poll(() => [...held.keys()].sort()).toEqual([...calls].sort());
  await expect(page.getByTestId('chart-plot')).toBeVisible();
});

test("the popup's first requests and its chart worker go out while the app's code is held", async ({
  page,
}) => {
  // The app's module (src/main.tsx's chunk, which the boot module imports) is held unanswered until the
  // four requests and the chart worker have been asked for: asked by the app, they would never go out.
  const calls: string[] = [API.meta, API.me, API.coins, API.candles];
  const asked: string[] = [];
  let workerAsked = false;
  page.on('request', (request) => {
    const path = apiPath(request);
    if (calls.includes(path)) asked.push(path);
    if (path.includes('chart.worker')) workerAsked = true;
  });
  let appAsked = false;
  let releaseApp = () => {};
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(
    (url) => /\/assets\/main-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      appAsked = true;
      await appReleased;
      await route.continue();
    },
  );
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: base }]);
  await page.goto(`${base}/trade/chart/BTC-KRW`, { waitUntil: 'commit' });
  await expect.poll(() => [...new Set(asked)].sort()).toEqual([...calls].sort());
  await expect.poll(() => workerAsked).toBe(true);
  expect(appAsked).toBe(true);
  releaseApp();
  await expect(page.getByTestId('chart-plot')).toBeVisible();
  await expect(page.getByTestId('chart-surface')).toHaveAttribute('data-drawn', 'true');
  // The app took each early answer instead of asking again.
  expect(asked.sort()).toEqual([...calls].sort());
});
