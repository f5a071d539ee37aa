/**
 * The default trade layout fits the window (default-layout.ts, box → arrangement): at 1280×800, 1440×900 and
 * 1920×1080, in Korean and English, as a guest and as a Plus buy member, every panel's primary action is on
 * screen without scrolling — judged by looking at boxes (inside the window, inside the panel's visible box,
 * not clipped by an overflow ancestor, not scrolled away), not by sizes. Each run saves a screenshot to
 * test-results/screens/<size>-<lang>-<who>.png for the designer's review. A placed order's toast covers no
 * open-orders row, nor the room below the rows where the next ones come.
 */
import type { Locator, Page } from '@playwright/test';
import { roundToTick, specTicks } from '../../contract/price-ticks';
import { expect, lastPrice, logInFromHeader, test } from './fixtures';

type Lang = 'ko' | 'en';

/** Why `target` is not fully in view (empty when it is): the window, its panel's box, clipping ancestors. */
async function outOfView(target: Locator): Promise<string[]> {
  await expect(target).toBeAttached();
  return target.evaluate((element) => {
    const problems: string[] = [];
    const box = element.getBoundingClientRect();
    const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    if (box.width === 0 || box.height === 0) return [`${name} has no box`];
    const inside = (outer: DOMRect, label: string) => {
      if (box.left < outer.left - 0.5 || box.top < outer.top - 0.5)
        problems.push(`${name} starts before ${label}`);
      if (box.right > outer.right + 0.5 || box.bottom > outer.bottom + 0.5)
        problems.push(`${name} ends past ${label}`);
    };
    inside(new DOMRect(0, 0, window.innerWidth, window.innerHeight), 'the window');
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.display === 'none' || style.visibility === 'hidden') problems.push(`${name} is hidden`);
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (clips)
        inside(up.getBoundingClientRect(), `${up.tagName.toLowerCase()}.${[...up.classList].join('.')}`);
      if (up.scrollTop > 0 || up.scrollLeft > 0) problems.push(`${name} is scrolled in ${up.className}`);
      if (up.classList.contains('td-panel-host')) break;
    }
    return problems;
  });
}

const panel = (page: Page, type: string) => page.locator(`.td-panel-host[data-panel-type="${type}"]`);

/** What each panel must show whole: its primary action. */
function primaryActions(page: Page, member: boolean): [string, Locator][] {
  const order = panel(page, 'order-panel');
  const orders = panel(page, 'open-orders');
  const plus = panel(page, 'credit-status');
  return [
    ['order panel: side tabs', order.getByRole('tab').first()],
    ['order panel: the other side tab', order.getByRole('tab').last()],
    ['order panel: price field', order.locator('.td-input__box').first()],
    ['order panel: total field', order.locator('.td-input__box').last()],
    ['order panel: Buy button', order.locator('.td-order-panel__submit')],
    [
      'open orders: cancel column',
      member ? orders.locator('.td-open-orders__table th').last() : orders.locator('.td-login-hint'),
    ],
    ['connection: first row', panel(page, 'connection').locator('.td-connection__status')],
    ['connection: last row', panel(page, 'connection').locator('.td-connection__figures > div').last()],
    [
      'Plus buy: loans',
      member ? plus.locator('.td-credit-status__heading').first() : plus.getByRole('status'),
    ],
    [
      'Plus buy: the loans card or note',
      member
        ? plus.locator('.td-credit-status__heading').first().locator('xpath=following-sibling::*[1]')
        : plus.getByRole('link'),
    ],
    ['coin list: the tenth coin', panel(page, 'coin-list').locator('.td-coin-list__row').nth(9)],
    ['coin list: its column header', panel(page, 'coin-list').locator('.td-coin-list__head')],
    ['live price: the price', panel(page, 'live-price').locator('.td-live-price__price')],
    ['live price: the whole mini chart', panel(page, 'live-price').locator('.td-mini-chart')],
    ['chart: its plot', page.getByTestId('chart-plot')],
  ];
}

/** The panels of the page that are not shown (a tab behind another in its stack, or hidden otherwise). */
async function hiddenPanels(page: Page): Promise<string[]> {
  return page
    .locator('.td-panel-host')
    .evaluateAll((hosts) =>
      hosts
        .filter(
          (host) => host.getBoundingClientRect().height === 0 || getComputedStyle(host).display === 'none',
        )
        .map((host) => (host as HTMLElement).dataset.panelType ?? '?'),
    );
}

/** How many of the order book's ask and bid rows lie whole inside its scrolling viewport. */
async function bookRowsInView(page: Page): Promise<{ ask: number; bid: number }> {
  const book = panel(page, 'order-book');
  await expect(book.locator('.td-order-book__row[data-side="bid"]').nth(7)).toBeAttached();
  return book.locator('.td-order-book__scroller').evaluate((scroller) => {
    const view = scroller.getBoundingClientRect();
    const count = { ask: 0, bid: 0 };
    for (const row of scroller.querySelectorAll<HTMLElement>('.td-order-book__row')) {
      const box = row.getBoundingClientRect();
      const side = row.dataset.side;
      if ((side === 'ask' || side === 'bid') && box.top >= view.top - 0.5 && box.bottom <= view.bottom + 0.5)
        count[side] += 1;
    }
    return count;
  });
}

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((language) => {
    localStorage.setItem('tradedeck.settings', JSON.stringify({ version: 1, language }));
  }, lang);
}

const SIZES = [
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const;

for (const [width, height] of SIZES) {
  for (const lang of ['ko', 'en'] as const) {
    for (const who of ['guest', 'demo-plus'] as const) {
      test(`at ${width}×${height} in ${lang} as ${who}, every panel shows its primary action`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/trade/order/BTC-KRW');
        if (who !== 'guest') {
          await logInFromHeader(page, who);
          await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
        }
        // The language is the window's setting, read as the app starts: the page loads again in it.
        await useLanguage(page, lang);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(panel(page, 'coin-list').locator('.td-coin-list__row').nth(9)).toBeAttached();
        await expect(panel(page, 'live-price').locator('.td-mini-chart')).toBeAttached();
        if (who !== 'guest')
          await expect(
            panel(page, 'credit-status').locator('.td-credit-status__heading').first(),
          ).toBeAttached();
        const found: Record<string, string[]> = {};
        for (const [what, target] of primaryActions(page, who !== 'guest')) {
          const problems = await outOfView(target);
          if (problems.length > 0) found[what] = problems;
        }
        await page.screenshot({ path: `test-results/screens/${width}x${height}-${lang}-${who}.png` });
        expect(found).toEqual({});
        // No panel of the default arrangement waits behind another's tab: every one is shown.
        expect(await hiddenPanels(page)).toEqual([]);
        // A trader reads the book: at least eight price rows a side in view.
        const rows = await bookRowsInView(page);
        expect(rows.ask, 'ask rows in view').toBeGreaterThanOrEqual(8);
        expect(rows.bid, 'bid rows in view').toBeGreaterThanOrEqual(8);
        // The page itself does not scroll: the workspace ends at the window's bottom.
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      });
    }
  }
}

test('the toast of a placed order covers neither the open-orders rows nor the room below them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/trade/order/BTC-KRW');
  // A member with won to spend (trading.spec.ts places its orders as this member too).
  await logInFromHeader(page, 'demo-premium');
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
  const order = page.getByTestId('order-panel');
  const field = (name: string) => order.getByRole('textbox', { name, exact: true });
  const price = roundToTick(specTicks('KRW'), (await lastPrice(page, 'BTC-KRW')) * 0.9);
  await field('Price (KRW)').fill(String(price));
  await field('Quantity (BTC)').fill('0.001');
  await order.getByRole('button', { name: 'Buy', exact: true }).click();
  const toast = page.locator('.td-toast').filter({ hasText: 'Buy order for BTC/KRW placed.' });
  await expect(toast).toBeVisible();
  const rows = page.getByRole('table', { name: 'Open orders' }).locator('tbody tr');
  await expect(rows.filter({ hasText: price.toLocaleString('en-US') })).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  // The rows, and the room below them in the panel where the next ones come.
  const rowsArea = await rows.first().evaluate((row) => {
    const first = row.getBoundingClientRect();
    const table = row.closest('table')!.getBoundingClientRect();
    const panelBox = row.closest('.td-panel-host')!.getBoundingClientRect();
    return { x: table.x, y: first.y, width: table.width, height: panelBox.bottom - first.y };
  });
  const overlaps = (a: typeof rowsArea, b: typeof rowsArea) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect({ toast: toastBox, rows: rowsArea, overlap: overlaps(toastBox, rowsArea) }).toMatchObject({
    overlap: false,
  });
  await page.screenshot({ path: 'test-results/screens/toast-1440x900-en-demo-premium.png' });
  // Its cancel column is in view too, with a row in the table.
  expect(await outOfView(page.getByRole('table', { name: 'Open orders' }).locator('th').last())).toEqual([]);
});
