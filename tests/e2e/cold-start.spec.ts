/**
 * Cold start on the production build: each page loads its own code only, and the chart
 * popup's first requests start together, before the app's code has loaded (the boot module, src/boot.ts),
 * on the build as `npm start` serves it (own-simulator.ts).
 * Nothing here measures time: what a page
 * loads is read from its responses, and "together" means that each request goes out while the others
 * are held unanswered.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { API, SESSION_HINT_COOKIE } from '../../contract';
import { startOwnSimulator, type OwnSimulator } from './own-simulator';
import { expect, test } from './fixtures';

// A class name Golden Layout's code writes into the page; minifying keeps strings.
const GOLDEN_LAYOUT_MARK = 'lm_goldenlayout';
// The name Pixi's warnings and banner print.
const PIXI_MARK = 'PixiJS';

let server: OwnSimulator;
let base = '';

test.beforeAll(async () => {
  server = await startOwnSimulator(['--test-mode']);
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

async function loadsCodeWith(scripts: Map<string, Promise<string>>, mark: string): Promise<boolean> {
  const texts = await Promise.all(scripts.values());
  return texts.some((text) => text.includes(mark));
}

const apiPath = (request: Request) => new URL(request.url()).pathname;

const LOCALES = join(import.meta.dirname, '../../src/i18n/locales');
const leaves = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);

/**
 * Each texts' bundle in each language (src/i18n/locales/<bundle>/<language>.json), told apart in a
 * script by its longest text that a build writes as it is; and every section's name.
 */
const BUNDLES = readdirSync(LOCALES).flatMap((bundle) =>
  ['ko', 'en'].map((language) => {
    const texts = JSON.parse(readFileSync(join(LOCALES, bundle, `${language}.json`), 'utf8')) as object;
    const plain = leaves(texts).filter((text) => !/[`\\$\n]/.test(text));
    const mark = plain.reduce((longest, text) => (text.length > longest.length ? text : longest), '');
    return { id: `${language}/${bundle}`, mark, sections: Object.keys(texts) };
  }),
);
/** A text shown as its key: a section's name, a dot and a key. */
const SHOWN_KEY = new RegExp(`\\b(${[...new Set(BUNDLES.flatMap((b) => b.sections))].join('|')})\\.[a-zA-Z]`);

/** The texts' bundles the page has loaded, as `en/chart`. */
async function loadedTexts(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const code = await Promise.all(scripts.values());
  return BUNDLES.filter(({ mark }) => code.some((text) => text.includes(mark)))
    .map(({ id }) => id)
    .sort();
}

test('the chart popup loads the texts it shows in its language only, and shows no key', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto(`${base}/trade/chart/BTC-KRW`);
  await expect(page.getByTestId('chart-plot')).toBeVisible();
  expect(await loadedTexts(scripts)).toEqual(['en/base', 'en/chart']);
  expect(await page.locator('body').innerText()).not.toMatch(SHOWN_KEY);
});

test("a switch on the trade page loads the other language's texts of every part loaded before it shows them", async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto(`${base}/trade/order/BTC-KRW`);
  await expect(page.getByRole('toolbar', { name: 'Workspace tools' })).toBeVisible();
  const switchToKorean = page.getByRole('button', { name: 'KR', exact: true });
  await expect(switchToKorean).toBeVisible();
  expect(await loadedTexts(scripts)).toEqual(['en/base', 'en/chart', 'en/header', 'en/trade']);
  await switchToKorean.click();
  await expect(page.getByRole('toolbar', { name: '작업 공간 도구' })).toBeVisible();
  expect(await loadedTexts(scripts)).toEqual([
    'en/base',
    'en/chart',
    'en/header',
    'en/trade',
    'ko/base',
    'ko/chart',
    'ko/header',
    'ko/trade',
  ]);
  expect(await page.locator('body').innerText()).not.toMatch(SHOWN_KEY);
});

test('the chart popup loads no Golden Layout code and asks for its coin only', async ({ page }) => {
  const scripts = collectScripts(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${base}/trade/chart/BTC-KRW`);
  await expect(page.getByTestId('chart-popup')).toBeVisible();
  await expect(page.getByTestId('chart-plot')).toBeVisible();
  await expect.poll(() => requests.some((request) => apiPath(request) === API.candles)).toBe(true);

  expect(await loadsCodeWith(scripts, GOLDEN_LAYOUT_MARK)).toBe(false);
  // Headless Chromium has no GPU: the chart draws in 2D, and nothing loads Pixi.
  expect(await loadsCodeWith(scripts, PIXI_MARK)).toBe(false);
  const coinCalls = requests.filter((request) => apiPath(request) === API.coins);
  expect(coinCalls.length).toBeGreaterThan(0);
  for (const call of coinCalls) expect(new URL(call.url()).searchParams.get('symbol')).toBe('BTC');
  // The chart took the history its route asked for: no second request for it.
  expect(requests.filter((request) => apiPath(request) === API.candles)).toHaveLength(1);
});

test('the trade page loads Golden Layout, and no Pixi where WebGL is in software (the marks the popup test looks for are real)', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto(`${base}/trade/order/BTC-KRW`);
  await expect(page.locator(`.${GOLDEN_LAYOUT_MARK}`)).toBeVisible();
  expect(await loadsCodeWith(scripts, GOLDEN_LAYOUT_MARK)).toBe(true);
  // Headless Chromium has no GPU: the chart, the coin list and the order book draw in 2D, so no Pixi.
  await expect(page.getByRole('row', { name: /^Last price/ })).toBeAttached();
  expect(await loadsCodeWith(scripts, PIXI_MARK)).toBe(false);
  // The page's code names the chunks it may import later, the Pixi surfaces' among them: one has the mark.
  const loaded = await Promise.all(scripts.values());
  const named = new Set(
    loaded.flatMap((text) => [...text.matchAll(/[\w.-]+\.js\b/g)].map((match) => match[0])),
  );
  const unloaded = [...named].filter(
    (name) => ![...scripts.keys()].some((path) => path.endsWith(`/${name}`)),
  );
  const texts = await Promise.all(
    unloaded.map(async (name) => {
      const response = await page.request.get(`${base}/assets/${name}`);
      return response.ok() ? response.text() : '';
    }),
  );
  expect(texts.some((text) => text.includes(PIXI_MARK))).toBe(true);
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
