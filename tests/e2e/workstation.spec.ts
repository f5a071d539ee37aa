import { ALL_FAULTS_OFF, expect, nextPrice, setFaults, test, logInFromHeader } from './fixtures';

test.afterEach(async ({ request }) => {
  await setFaults(request, ALL_FAULTS_OFF);
});

test('the trade order page shows the workspace with a live price that moves', async ({ page }) => {
  await page.goto('/trade/order/BTC-KRW');
  await expect(page.getByRole('region', { name: 'Workspace' })).toBeVisible();
  const first = await nextPrice(page, 'BTC-KRW');
  await nextPrice(page, 'BTC-KRW', first);
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'open');
});

test('a demo member logs in and returns to where they came from', async ({ page }) => {
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, 'demo-regular', 'wrong-password');
  await expect(page.getByText('The ID or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
  await expect(page.getByRole('button', { name: /김데모/ })).toBeVisible();
});

test('maintenance (Pause) shows the maintenance dialog', async ({ page, request }) => {
  await setFaults(request, { pause: true });
  await page.goto('/trade/order/BTC-KRW');
  await expect(page.getByRole('dialog', { name: 'Service maintenance' })).toBeVisible();
});

test('a popped-out panel keeps receiving ticks through the shared worker', async ({ page, context }) => {
  await page.goto('/trade/order/BTC-KRW');
  await nextPrice(page, 'BTC-KRW');
  const [popout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pop out Live price' }).click(),
  ]);
  await popout.waitForLoadState();
  const first = await nextPrice(popout, 'BTC-KRW');
  await nextPrice(popout, 'BTC-KRW', first);
  // The pop-out window is the panel alone, without the app header.
  await expect(popout.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(popout.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('a dropped socket shows the retry dialog and the feed comes back', async ({ page, request }) => {
  await page.goto('/trade/order/BTC-KRW');
  await nextPrice(page, 'BTC-KRW');
  await setFaults(request, { dropSocket: true });
  await expect(page.getByRole('alertdialog', { name: 'Connection lost' })).toBeVisible();
  await setFaults(request, { dropSocket: false });
  const dialog = page.getByRole('alertdialog', { name: 'Connection lost' });
  // The feed keeps retrying on its own backoff and the button only brings the next attempt forward: on a
  // slow machine that attempt can land first and close the dialog under the click.
  await page
    .getByRole('button', { name: 'Retry now' })
    .click({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      if ((await dialog.count()) > 0) throw error;
    });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'open');
  const price = await nextPrice(page, 'BTC-KRW');
  await nextPrice(page, 'BTC-KRW', price);
});
