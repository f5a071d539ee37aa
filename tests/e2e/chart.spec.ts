import { expect, plotColours, test } from './fixtures';

test('the chart loads BTC-KRW history from the simulator, follows its trades and switches time frames', async ({
  page,
}) => {
  await page.goto('/trade/order/BTC-KRW');
  const surface = page.getByTestId('chart-surface');
  await expect(surface).toHaveAttribute('data-load-state', 'ready');
  await expect.poll(() => plotColours(page)).toBeGreaterThan(10);

  const close = page.getByTestId('chart-legend').locator('[data-field="close"]');
  await expect(close).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const first = await close.textContent();
  await expect.poll(() => close.textContent(), { timeout: 30_000 }).not.toBe(first);

  // The 1-day shortcut (10-minute bars), in either language.
  await page
    .getByTestId('chart-panel')
    .getByRole('button', { name: /^(1d|1일)$/ })
    .click();
  await expect(page.getByTestId('chart-interval')).toHaveValue('10');
  await expect(surface).toHaveAttribute('data-load-state', 'ready');
  await expect.poll(() => plotColours(page)).toBeGreaterThan(10);
});

test('the forecast terms open by themselves on entering the trade order page, and close', async ({
  page,
}) => {
  // After the fixture's script: a browser that has never seen the terms.
  await page.addInitScript(() => localStorage.removeItem('tradedeck.chart.settings'));
  await page.goto('/trade/order/BTC-KRW');
  const terms = page.getByRole('alertdialog', { name: 'Forecast Chart terms of use' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(terms).toBeHidden();
  await expect(
    page.getByTestId('chart-panel').getByRole('button', { name: 'Forecast', exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');
});
