import { expect, logInFromHeader, plotColours, test } from './fixtures';

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
  await expect.poll(() => close.textContent()).not.toBe(first);

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

test('a guest shown the forecast terms on entry is not shown them again on the way back from logging in', async ({
  page,
}) => {
  // A browser that has never seen the terms, on the tab's first page only (the fixture's script runs on
  // every page load; the tab's session storage outlives them).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e.termsFresh') !== null) return;
    sessionStorage.setItem('e2e.termsFresh', '1');
    localStorage.removeItem('tradedeck.chart.settings');
  });
  await page.goto('/trade/order/BTC-KRW');
  const terms = page.getByRole('alertdialog', { name: 'Forecast Chart terms of use' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(terms).toBeHidden();

  await logInFromHeader(page, 'demo-regular');
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
  await expect(page.getByTestId('chart-surface')).toHaveAttribute('data-load-state', 'ready');
  await expect(page.getByRole('banner').getByRole('button', { name: /Hello/ })).toBeVisible();
  // The chart's terms effect has run by now; the dialog would have opened with the chart.
  await expect(terms).toBeHidden();
  expect(
    await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('tradedeck.chart.settings') ?? '{}') as { termsShownCount?: number })
          .termsShownCount,
    ),
  ).toBe(1);
});
