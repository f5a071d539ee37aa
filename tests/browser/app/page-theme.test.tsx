/**
 * One theme per page: every element of a page paints its background in the page's theme (the root's
 * data-theme, src/shell/page-rules.ts themeForPath) — no dark card on a light page, no white dropdown
 * inside a dark one. Walked element by element on the trade status page (light, chart spec §6: dark only
 * on the trade order page) and on an inout page.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { getQueryClient } from '../../../src/api/query';
// The global theme, as the app's entry (src/main.tsx) loads it.
import '../../../src/app/app.css';
import { closeAllDialogs } from '../../../src/shell';
import { i18n, initI18n } from '../../../src/i18n';
import { session } from '../../../src/state/session';
import { setLanguage } from '../../../src/state/settings';
import { coin } from '../../fixtures/coins';
import { mountInout } from '../features/inout/inout-harness';
import { envelope, mountAppWithFeed, stubApi } from '../shell/harness';
import { FakeFeed } from '../workspace/harness';

afterEach(async () => {
  closeAllDialogs();
  getQueryClient().clear();
  await i18n.changeLanguage('en');
});

/** Relative luminance (WCAG) of a computed `rgb(…)`/`rgba(…)` colour, or null when it paints nothing. */
function luminance(colour: string): number | null {
  const parts = colour.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3 || (parts.length > 3 && parts[3]! < 0.5)) return null;
  const [r, g, b] = parts.slice(0, 3).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The elements under `root` whose own background contradicts the page's theme, by tag and class. */
function offTheme(root: Element): string[] {
  const theme = document.documentElement.dataset.theme ?? 'light';
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    // A line or a dot (an icon's strokes) is ink, not a surface.
    const box = element.getBoundingClientRect();
    if (Math.min(box.width, box.height) < 6) continue;
    const level = luminance(style.backgroundColor);
    if (level === null) continue;
    const wrong = theme === 'dark' ? level > 0.4 : level < 0.2;
    // A QR code is black on white whatever the theme: what a camera reads.
    if (wrong && element.tagName !== 'rect')
      found.push(`${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
  }
  return found;
}

describe('one theme per page', () => {
  test('the trade status page is light, its cards and dropdowns too', async () => {
    Object.assign(session, { status: 'guest', user: null });
    setLanguage('en', { broadcast: false });
    initI18n('en');
    stubApi({ 'GET /v1/coins': () => envelope([coin('BTC', 'KRW'), coin('ETH', 'KRW')]) });
    const feed = new FakeFeed();
    mountAppWithFeed('/trade/status/ETH-KRW', feed);
    await expect.element(page.getByRole('heading', { name: 'ETH/KRW trade status' })).toBeVisible();
    feed.setOrderBook({ key: 'ETH-KRW', asks: [[4_001_000, 1.5]], bids: [[4_000_000, 2]] });
    await expect.element(page.getByRole('region', { name: 'Order book', exact: true })).toBeVisible();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(offTheme(document.body)).toEqual([]);
    // The drawn book too: its empty top rows (one ask level only) show the light background, in the 2D
    // canvas it draws into on this machine (no GPU).
    const canvas = () => document.querySelector<HTMLCanvasElement>('.td-order-book__plot canvas');
    await expect
      .poll(() => {
        const [r, g, b] = canvas()?.getContext('2d')?.getImageData(4, 4, 1, 1).data ?? [0, 0, 0];
        return luminance(`rgb(${r}, ${g}, ${b})`);
      })
      .toBeGreaterThan(0.4);
  });

  test('an inout page is light throughout', async () => {
    mountInout('/inout/deposit/BTC');
    await expect.element(page.getByRole('region', { name: 'Before you deposit' })).toBeVisible();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(offTheme(document.body)).toEqual([]);
  });
});
