/**
 * The trade hotkeys on the trade order page (features/hotkeys): a member with won presses the default buy
 * hotkey (Shift+B) and the marketable limit at the best ask fills on the simulator's book, the toast saying
 * so; a key rebound in the settings page is the one that works; the command palette places the same order
 * by command, showing its key; one-click trading from the order book needs its confirm, and only then does a
 * click on a level place an order.
 */
import type { Page } from '@playwright/test';
import { API, type AssetsResponse } from '../../contract';
import {
  ALL_FAULTS_OFF,
  expect,
  logInFromHeader,
  recordToasts,
  setFaults,
  test,
  toastsShown,
} from './fixtures';

test.afterEach(async ({ request }) => {
  await setFaults(request, ALL_FAULTS_OFF);
});

async function btcHeld(page: Page): Promise<number> {
  const response = await page.request.get(API.assets);
  const { data } = (await response.json()) as { data: AssetsResponse };
  return data.myAssetCoinInfoList.find((row) => row.symbol === 'BTC')?.coinBalance ?? 0;
}

/** The trade page of BTC-KRW with a member logged in, the keyboard on the page (no field focused). */
async function tradePage(page: Page): Promise<void> {
  await recordToasts(page);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, 'demo-premium');
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
  await expect(
    page.getByRole('grid', { name: 'Order book BTC/KRW' }).getByRole('row', { name: /^Ask / }).first(),
  ).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('the default buy hotkey fills a buy at the best ask, and the toast says so', async ({ page }) => {
  await tradePage(page);
  const before = await btcHeld(page);
  await page.keyboard.press('Shift+B');
  await expect.poll(() => toastsShown(page, /^Buy [\d.]+ BTC\/KRW filled \([\d,]+\)$/)).toBe(1);
  await expect.poll(() => btcHeld(page)).toBeGreaterThan(before);
});

test('the palette buys at best by command, showing the key that does the same', async ({ page }) => {
  await tradePage(page);
  const before = await btcHeld(page);
  await page.keyboard.press('Control+K');
  const search = page.getByRole('combobox', { name: 'Search commands' });
  await expect(search).toBeFocused();
  await search.fill('buy best');
  const option = page.getByRole('option', { name: /Buy at best \(preset quantity\)/ });
  await expect(option.locator('kbd')).toHaveText('Shift+B');
  await option.click();
  await expect(page.getByRole('dialog', { name: 'Commands' })).toBeHidden();
  await expect.poll(() => toastsShown(page, /^Buy [\d.]+ BTC\/KRW filled \([\d,]+\)$/)).toBe(1);
  await expect.poll(() => btcHeld(page)).toBeGreaterThan(before);
});

test('a key set in the settings page is the one the trade page answers', async ({ page }) => {
  await tradePage(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /강프리미엄/ })
    .click();
  await page.getByRole('link', { name: 'Hotkeys' }).click();
  await expect(page).toHaveURL(/\/settings\/hotkeys$/);
  const buy = 'Buy at the best ask (preset quantity)';
  await page.getByRole('button', { name: `Set key: ${buy}` }).click();
  await page.keyboard.press('F2');
  await expect(page.getByRole('row', { name: buy }).locator('kbd')).toHaveText('F2');
  await page.goBack();
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('F2');
  await expect.poll(() => toastsShown(page, /^Buy [\d.]+ BTC\/KRW filled/)).toBe(1);
});

test('one-click trading asks before it turns on; then a click on an ask buys at that level, and the price axis sells', async ({
  page,
}) => {
  await tradePage(page);
  const book = page.getByRole('grid', { name: 'Order book BTC/KRW' });
  // Off: a click on a level fills the order panel's price, no order.
  const price = page.getByTestId('order-panel').getByRole('textbox', { name: 'Price (KRW)', exact: true });
  await price.fill('1000');
  await book.getByRole('row', { name: /^Ask / }).last().click();
  await expect(price).not.toHaveValue('1000');
  expect(await toastsShown(page, /BTC\/KRW (filled|placed)/)).toBe(0);

  await page.goto('/settings/hotkeys');
  const toggle = page.getByRole('switch', { name: 'Use one-click trading' });
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: 'Turn on one-click trading?' });
  await expect(confirm).toContainText('without a confirm');
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await expect(toggle).toBeChecked();

  await page.goto('/trade/order/BTC-KRW');
  await book.getByRole('row', { name: /^Ask / }).last().click();
  await expect.poll(() => toastsShown(page, /^Buy [\d.]+ BTC\/KRW (filled|placed)/)).toBe(1);

  // The chart's price axis offers buy and sell at the hovered price.
  const plot = (await page.getByTestId('chart-plot').boundingBox())!;
  await page.mouse.move(plot.x + plot.width - 12, plot.y + plot.height * 0.25);
  const offer = page.getByRole('group', { name: /^One-click trading at [\d,]+$/ });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: /^Sell / }).click();
  await expect.poll(() => toastsShown(page, /^Sell [\d.]+ BTC\/KRW (filled|placed)/)).toBe(1);
});
