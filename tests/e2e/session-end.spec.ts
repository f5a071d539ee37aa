import type { Page } from '@playwright/test';
import { API, type OrderRow } from '../../contract';
import { roundToTick, specTicks } from '../../contract/price-ticks';
import { expect, lastPrice, logInFromHeader, test, won } from './fixtures';

/** The member's open XRP/KRW buys at `price` (the page's cookies: the member logged in there). */
async function openBuysAt(page: Page, price: number): Promise<OrderRow[]> {
  const response = await page.request.get(API.orders);
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: OrderRow[] };
  return data.filter((row) => row.key === 'XRP-KRW' && row.side === 'buy' && row.price === price);
}

/**
 * demo-premium on XRP/KRW's trade page with a limit buy typed at `share` of the market (below it, so that
 * placed it rests in the book and can be counted among the open orders), not yet sent.
 */
async function typeRestingBuy(page: Page, share: number, quantity: string) {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/trade/order/XRP-KRW');
  await logInFromHeader(page, 'demo-premium');
  await expect(page).toHaveURL(/\/trade\/order\/XRP-KRW$/);
  const panel = page.getByTestId('order-panel');
  const field = (name: string) => panel.getByRole('textbox', { name, exact: true });
  const price = roundToTick(specTicks('KRW'), (await lastPrice(page, 'XRP-KRW')) * share);
  await field('Price (KRW)').fill(String(price));
  await field('Quantity (XRP)').fill(quantity);
  await expect(field('Quantity (XRP)')).toHaveValue(quantity);
  return { panel, field, price };
}

/**
 * The session ends between typing an order and pressing Buy (the cookies gone, as when the session
 * expires): the Buy is refused and says the order was not placed, what was typed stays, and after logging
 * in again the panel offers the order, which placed once makes exactly one open order.
 */
test('an order refused because the session ended is said so, kept, and placed once after logging in', async ({
  page,
}) => {
  const { panel, field, price } = await typeRestingBuy(page, 0.94, '7');

  await page.context().clearCookies();
  await panel.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'The order was not placed: your session has ended. Log in again to place it; what you typed is kept.',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(field('Price (KRW)')).toHaveValue(won(price));
  await expect(field('Quantity (XRP)')).toHaveValue('7');

  await logInFromHeader(page, 'demo-premium');
  await expect(page).toHaveURL(/\/trade\/order\/XRP-KRW$/);
  const offer = panel.getByRole('region', { name: 'Order typed before the session ended' });
  await expect(offer).toContainText('Place the order you typed before logging in?');
  await expect(offer).toContainText('Buy · Limit');
  await expect(offer).toContainText(won(price));
  expect(await openBuysAt(page, price)).toHaveLength(0);

  await offer.getByRole('button', { name: 'Place this order' }).click();
  await expect(page.getByText('Buy order for XRP/KRW placed.').first()).toBeVisible();
  await expect(offer).toHaveCount(0);
  const placed = await openBuysAt(page, price);
  expect(placed.map((row) => row.quantity)).toEqual([7]);
});

/**
 * Another window of the app logs out (the shared session ends): the trade page's order panel keeps what
 * was typed and says the session ended; after logging in again, the offer discarded places nothing.
 */
test('a logout in another window keeps the typed order; discarded after logging in, nothing is placed', async ({
  page,
}) => {
  const { panel, field, price } = await typeRestingBuy(page, 0.93, '3');

  const other = await page.context().newPage();
  await other.goto('/trade/status/BTC-KRW');
  await other
    .getByRole('banner')
    .getByRole('button', { name: /강프리미엄/ })
    .click();
  await other.getByRole('region', { name: 'User panel' }).getByRole('button', { name: 'Log out' }).click();
  await expect(other.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await other.close();

  await expect(panel.getByRole('alert')).toHaveText(
    'Your session has ended, so no order can be placed. Log in again: what you typed is kept.',
  );
  await expect(field('Price (KRW)')).toHaveValue(won(price));
  await expect(field('Quantity (XRP)')).toHaveValue('3');

  await logInFromHeader(page, 'demo-premium');
  await expect(page).toHaveURL(/\/trade\/order\/XRP-KRW$/);
  const offer = panel.getByRole('region', { name: 'Order typed before the session ended' });
  await expect(offer).toContainText(won(price));
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(offer).toHaveCount(0);
  await expect(field('Quantity (XRP)')).toHaveValue('');
  expect(await openBuysAt(page, price)).toHaveLength(0);
});
