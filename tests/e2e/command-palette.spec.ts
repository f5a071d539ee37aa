/**
 * The command palette on the trade order page (features/command-palette): Ctrl+K opens it, a Korean
 * initials query or a symbol finds the coin, Enter switches the page's coin (the address, the order panel
 * and the chart follow), an interval command switches the chart, and Escape gives the focus back.
 */
import type { Page } from '@playwright/test';
import { ALL_FAULTS_OFF, expect, setFaults, test } from './fixtures';

test.afterEach(async ({ request }) => {
  await setFaults(request, ALL_FAULTS_OFF);
});

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  const search = page.getByRole('combobox', { name: 'Search commands' });
  await expect(search).toBeFocused();
  return search;
}

async function expectCoin(page: Page, key: string, pair: string) {
  await expect(page).toHaveURL(new RegExp(`/trade/order/${key}$`));
  await expect(page.getByTestId('order-panel')).toHaveAttribute('aria-label', `Order ${pair}`);
  await expect(page.getByTestId('chart-panel').locator('.td-chart__symbol')).toHaveText(pair);
}

test('Ctrl+K, Korean initials or a symbol, Enter: the page goes to the coin', async ({ page }) => {
  await page.goto('/trade/order/BTC-KRW');
  await expectCoin(page, 'BTC-KRW', 'BTC/KRW');

  const search = await openPalette(page);
  await search.fill('ㅇㄷㄹㅇ');
  const commands = page.getByRole('listbox', { name: 'Commands' });
  await expect(commands.getByRole('option').first()).toContainText('ETH-KRW');
  await search.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Commands' })).toHaveCount(0);
  await expectCoin(page, 'ETH-KRW', 'ETH/KRW');

  const again = await openPalette(page);
  await again.fill('xrp');
  await expect(page.getByRole('listbox', { name: 'Commands' }).getByRole('option').first()).toContainText(
    'XRP-KRW',
  );
  await again.press('Enter');
  await expectCoin(page, 'XRP-KRW', 'XRP/KRW');
});

test('an interval command switches the chart, and Escape gives the focus back', async ({ page }) => {
  await page.goto('/trade/order/BTC-KRW');
  const interval = page.getByTestId('chart-panel').getByTestId('chart-interval');
  await expect(interval).toBeVisible();
  await interval.focus();

  let search = await openPalette(page);
  await search.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Commands' })).toHaveCount(0);
  await expect(interval).toBeFocused();

  search = await openPalette(page);
  await search.fill('4h');
  await search.press('Enter');
  await expect(interval).toHaveValue('240');
});
