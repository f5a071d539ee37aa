// The production build as `npm start` serves it (own-simulator.ts): compressed files with their cache headers, the chart
// telling when it is drawn, a guest's first trade page without a failed request (its Link preloads, its
// session check) or anything its Content-Security-Policy refused, in the browser's language, and the chart bench page driven through window.__bench.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { benchBars } from '../../src/bench-page/bench-bars';
import type { ChartRenderBench } from '../../src/bench-page/bench-chart-api';
import type { Candle } from '../../workers/core/chart/candle-builder';
import { startOwnSimulator, type OwnSimulator } from './own-simulator';

declare global {
  interface Window {
    __bench?: ChartRenderBench;
  }
}

let server: OwnSimulator;
let base: string;
test.beforeAll(async () => {
  server = await startOwnSimulator(['--trade-rate', '20']);
  base = server.base;
});
test.afterAll(async () => {
  await server?.stop();
});

test('the chart popup: brotli with a year of cache for hashed files, a revalidated page, data-drawn once drawn', async ({
  page,
}) => {
  const answers = new Map<string, Record<string, string>>();
  page.on('response', async (response) => {
    answers.set(new URL(response.url()).pathname, await response.allHeaders());
  });
  await page.goto(`${base}/trade/chart/BTC-KRW`);
  await expect(page.getByTestId('chart-surface')).toHaveAttribute('data-drawn', 'true');

  const documentHeaders = answers.get('/trade/chart/BTC-KRW');
  expect(documentHeaders).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
  const scripts = [...answers].filter(([path]) => /^\/assets\/.+\.js$/.test(path));
  expect(scripts.length).toBeGreaterThan(0);
  for (const [path, headers] of scripts) {
    expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    // Tiny chunks are left plain by the build (a compressed copy would save nothing).
    if (headers['content-encoding'] !== undefined) expect(headers['content-encoding'], path).toBe('br');
  }
  expect(scripts.some(([, headers]) => headers['content-encoding'] === 'br')).toBe(true);
});

/** A guest's first visit of the trade order page in a browser preferring `locale`: what failed, what it said. */
async function firstTradePage(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  // The forecast terms modal already shown (as tests/e2e/fixtures.ts has it): it would cover the header.
  await context.addInitScript(() =>
    localStorage.setItem('tradedeck.chart.settings', JSON.stringify({ version: 2, termsShownCount: 2 })),
  );
  // What the page's Content-Security-Policy refused, even where the refusal was caught (zod's eval probe was).
  await context.addInitScript(() => {
    const refused: string[] = [];
    (window as { __refused?: string[] }).__refused = refused;
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const answer = await page.goto(`${base}/trade/order/BTC-KRW`);
  await expect(page.getByTestId('chart-surface')).toHaveAttribute('data-drawn', 'true');
  const refused = await page.evaluate(() => (window as { __refused?: string[] }).__refused ?? []);
  return { page, context, failed, errors, refused, links: answer?.headers().link ?? '' };
}

test.describe('a guest’s first trade order page', () => {
  test('in en-US: English, its preloads and session check fail nothing, the loading indicator is gone; a choice stays', async ({
    browser,
  }) => {
    const { page, context, failed, errors, refused, links } = await firstTradePage(browser, 'en-US');
    // The Link header names chunks, every one of them served (a CSS-only chunk's script was a 404).
    expect(links).toContain('rel=modulepreload');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('toolbar', { name: 'Workspace tools' })).toBeVisible();
    await expect(page.locator('.td-boot')).toHaveCount(0);
    // A choice made with the switch wins over the browser's preference from then on.
    await page.getByRole('button', { name: 'KR', exact: true }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('toolbar', { name: '작업 공간 도구' })).toBeVisible();
    await context.close();
  });

  test('in ko-KR: Korean', async ({ browser }) => {
    const { page, context, failed } = await firstTradePage(browser, 'ko-KR');
    expect(failed).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await context.close();
  });
});

async function openBench(page: Page, bars: number, seed: number): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${base}/bench/chart?bars=${bars}&seed=${seed}`);
  await page.waitForFunction(() => window.__bench !== undefined);
  await page.evaluate(() => window.__bench!.ready);
}

const lastBar = (page: Page) => page.evaluate(() => window.__bench!.lastBar());
const visibleRange = (page: Page) => page.evaluate(() => window.__bench!.visibleRange());

test('the bench page: isolated, the seeded bars, the last 240 shown in a 1280×720 plot at the top left', async ({
  page,
}) => {
  await openBench(page, 5_000, 7);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const expected = benchBars(5_000, 7);
  expect(await lastBar(page)).toEqual(expected[expected.length - 1]);
  expect(await page.evaluate(() => window.__bench!.info)).toMatchObject({
    impl: 'ours',
    bars: 5_000,
    seed: 7,
  });
  const range = await visibleRange(page);
  expect(range.to).toBe(4_999);
  expect(range.to - range.from + 1).toBeGreaterThanOrEqual(239);
  expect(range.to - range.from + 1).toBeLessThanOrEqual(241);
  const rect = await page.evaluate(() => window.__bench!.plotRect());
  expect(rect.x).toBe(0);
  expect(rect.y).toBe(0);
  expect(rect.width).toBeGreaterThan(1_000);
  expect(rect.width).toBeLessThanOrEqual(1_280);
  expect(rect.height).toBeGreaterThan(500);
  expect(rect.height).toBeLessThanOrEqual(720);
});

test('update(): the last time replaces, a later one appends, an older one is refused', async ({ page }) => {
  await openBench(page, 1_000, 3);
  const last = await lastBar(page);
  const replaced: Candle = { ...last, high: last.high + 1, close: last.high + 0.5, volume: last.volume + 10 };
  await page.evaluate((bar) => window.__bench!.update(bar), replaced);
  expect(await lastBar(page)).toEqual(replaced);
  const appended: Candle = { time: last.time + 60, open: 90, high: 91, low: 89, close: 90.5, volume: 100 };
  // Nothing is drawn synchronously: in the same task the chart still ends at the old last bar.
  const sameTask = await page.evaluate((bar) => {
    window.__bench!.update(bar);
    return window.__bench!.visibleRange().to;
  }, appended);
  expect(sameTask).toBe(999);
  expect(await lastBar(page)).toEqual(appended);
  // The new bar reaches the chart through its worker: the view, kept at the newest bar, moves on to it.
  await expect.poll(async () => (await visibleRange(page)).to).toBe(1_000);
  const refused = await page.evaluate(
    (bar) => {
      try {
        window.__bench!.update(bar);
        return null;
      } catch (error) {
        return String(error);
      }
    },
    { ...appended, time: last.time - 60 },
  );
  expect(refused).toContain('older than the last bar');
  expect(await lastBar(page)).toEqual(appended);
});

test('a wheel notch zooms about 10 % around the pointer, a drag pans to older bars', async ({ page }) => {
  await openBench(page, 5_000, 11);
  const rect = await page.evaluate(() => window.__bench!.plotRect());
  const before = await visibleRange(page);
  await page.mouse.move(rect.width / 2, rect.height / 2);
  await page.mouse.wheel(0, -100);
  await expect.poll(async () => (await visibleRange(page)).from).toBeGreaterThan(before.from);
  const zoomed = await visibleRange(page);
  const shown = (range: { from: number; to: number }) => range.to - range.from + 1;
  expect(shown(zoomed) / shown(before)).toBeGreaterThan(0.86);
  expect(shown(zoomed) / shown(before)).toBeLessThan(0.96);

  await page.mouse.move(rect.width / 2, rect.height / 2);
  await page.mouse.down();
  await page.mouse.move(rect.width / 2 + 200, rect.height / 2, { steps: 5 });
  await page.mouse.up();
  const panned = await visibleRange(page);
  expect(panned.from).toBeLessThan(zoomed.from);
  expect(panned.to).toBeLessThan(zoomed.to);
});

test('bad parameters show what is wrong, and no __bench', async ({ page }) => {
  await page.goto(`${base}/bench/chart?bars=ten&seed=1`);
  await expect(page.getByRole('alert')).toHaveText('Chart bench: bars must be a whole number, got "ten"');
  expect(await page.evaluate(() => window.__bench)).toBeUndefined();
});
