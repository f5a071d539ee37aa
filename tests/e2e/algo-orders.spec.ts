/**
 * Parent orders by role (contract/algo-orders.ts): a member places a split order of five levels from the
 * order panel and the chart draws its five children as pending lines, which go when the parent is
 * cancelled from open orders; a member starts a TWAP, the simulator's clock is moved ahead (the admin
 * credit-clock call, which also places the slices due) and the open orders row's progress moves, and a
 * cancel stops it: no slice after another move.
 */
import { API, roundToTick, specTicks, type TickersResponse } from '../../contract';
import { splitPreview, type AlgoOrderRow } from '../../contract/algo-orders';
import { expect, logInFromHeader, test } from './fixtures';
import type { Page } from '@playwright/test';

async function marketPrice(page: Page, key: string): Promise<number> {
  const response = await page.request.get(API.tickers);
  const { data } = (await response.json()) as { data: TickersResponse };
  return data.rows.find((row) => row.key === key)!.closePrice;
}

async function advanceClock(page: Page, advanceMs: number): Promise<void> {
  const response = await page.request.post(API.adminCreditClock, { data: { advanceMs } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function algoOrder(page: Page, algoId: number): Promise<AlgoOrderRow> {
  const response = await page.request.get(API.algoOrder(algoId));
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AlgoOrderRow }).data;
}

test('a split order of five levels draws five pending lines; cancelling the parent takes them away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, 'demo-premium');
  const surface = page.getByTestId('chart-panel').getByTestId('chart-surface');
  await expect(surface).toHaveAttribute('data-load-state', 'ready');

  // Between 90 % and 80 % of the market (well inside the price band): the children stay pending.
  const market = await marketPrice(page, 'BTC-KRW');
  const ticks = specTicks('KRW');
  const fromPrice = roundToTick(ticks, market * 0.9);
  const toPrice = roundToTick(ticks, market * 0.8);
  const preview = splitPreview(
    { key: 'BTC-KRW', side: 'buy', fromPrice, toPrice, count: 5, quantity: 0.005, weighting: 'equal' },
    'KRW',
    ticks,
  );
  if (!preview.ok) throw new Error(`no preview: ${preview.problem}`);
  const lines = preview.preview.children.map((child) => new RegExp(`(^| )buy:${child.price}( |$)`));

  const panel = page.getByTestId('order-panel');
  await panel.getByRole('radio', { name: 'Split', exact: true }).click();
  await panel.getByRole('textbox', { name: 'From price (KRW)', exact: true }).fill(String(fromPrice));
  await panel.getByRole('textbox', { name: 'To price (KRW)', exact: true }).fill(String(toPrice));
  await panel.getByRole('textbox', { name: 'Orders (2–10)', exact: true }).fill('5');
  await panel.getByRole('textbox', { name: 'Total quantity (BTC)', exact: true }).fill('0.005');
  await expect(panel.getByRole('table', { name: 'Split order preview' }).getByRole('row')).toHaveCount(7);
  await panel.getByRole('button', { name: 'Place split buy', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Split order placed: 5 orders.');
  for (const line of lines) await expect(surface).toHaveAttribute('data-pending-lines', line);

  await page.getByRole('button', { name: /^Cancel Split \d+$/ }).click();
  for (const line of lines) await expect(surface).not.toHaveAttribute('data-pending-lines', line);
});

test('a TWAP: its progress moves as the clock does, and a cancel stops it', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, 'demo-premium');
  const panel = page.getByTestId('order-panel');
  await panel.getByRole('radio', { name: 'TWAP', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Total amount (KRW, before fee)', exact: true }).fill('2000000');
  await panel
    .getByRole('radiogroup', { name: 'Slices' })
    .getByRole('radio', { name: 'Market', exact: true })
    .click();
  await expect(
    panel.getByText(/^10 slices of about 200,000 KRW every 1 min, ends at \d\d:\d\d$/),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Start TWAP buy', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('The TWAP order started.');

  // The first slice at once; the clock moved a minute places the second.
  const row = page.getByRole('row').filter({ hasText: 'TWAP Running' });
  await expect(row).toContainText('Slices 1/10');
  await advanceClock(page, 60_000);
  await expect(row).toContainText('Slices 2/10');
  const cancel = row.getByRole('button', { name: /^Cancel TWAP \d+$/ });
  const algoId = Number((await cancel.getAttribute('aria-label'))!.replace(/\D/g, ''));
  const before = await algoOrder(page, algoId);
  expect(before.progress.filledAmount).toBeGreaterThan(0);

  await cancel.click();
  await expect(row).toHaveCount(0);
  const cancelled = await algoOrder(page, algoId);
  expect(cancelled.state).toBe('cancelled');
  await advanceClock(page, 120_000);
  expect(await algoOrder(page, algoId)).toMatchObject({
    state: 'cancelled',
    progress: { slicesDone: cancelled.progress.slicesDone },
  });
});
