import {
  API,
  orderProblemMessage,
  roundToTick,
  specTicks,
  type OrderBookSnapshot,
  type OrderRow,
} from '../../contract';
import { ALL_FAULTS_OFF, expect, lastPrice, logInFromHeader, setFaults, test } from './fixtures';

test.afterEach(async ({ request }) => {
  await setFaults(request, ALL_FAULTS_OFF);
});

/**
 * A member with 900,000,000 KRW places, from the order panel, a limit IOC buy at the third ask of SHIB
 * (priced under one won, so one tick is about 0.5 % of the price) for three times what the three best
 * asks hold: it takes them and the panel says the rest was cancelled. The market model moves the book
 * while the test types, but seldom 1.5 % in a few seconds, and its ladder is one tick a level.
 */
test('a limit IOC that partly fills: the rest is cancelled and the panel says so', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/trade/order/SHIB-KRW');
  await logInFromHeader(page, 'demo-premium');
  const panel = page.getByTestId('order-panel');
  await panel.getByRole('combobox', { name: 'Time in force', exact: true }).selectOption('ioc');

  const book = (
    (await (await page.request.get(`${API.orderBook}?key=SHIB-KRW`)).json()) as { data: OrderBookSnapshot }
  ).data;
  const within = book.asks.slice(0, 3);
  const limit = within[2]![0];
  const depth = within.reduce((sum, [, quantity]) => sum + quantity, 0);
  const quantity = Math.floor(Math.min(3 * depth, 800_000_000 / limit));
  expect(quantity).toBeGreaterThan(depth * 1.5);

  await panel.getByRole('textbox', { name: 'Price (KRW)', exact: true }).fill(String(limit));
  await panel.getByRole('textbox', { name: 'Quantity (SHIB)', exact: true }).fill(String(quantity));
  await panel.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    /^[\d.,]+ SHIB filled; the remaining [\d.,]+ SHIB was cancelled at once \(IOC\)\.$/,
  );
});

test('a post-only that would cross the book is refused, with the reason', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, 'demo-premium');
  const panel = page.getByTestId('order-panel');
  await panel.getByRole('combobox', { name: 'Time in force', exact: true }).selectOption('post_only');
  // Half again the last price (inside the price band): at or above the best ask, it would trade at once.
  const price = roundToTick(specTicks('KRW'), (await lastPrice(page, 'BTC-KRW')) * 1.5);
  await panel.getByRole('textbox', { name: 'Price (KRW)', exact: true }).fill(String(price));
  await panel.getByRole('textbox', { name: 'Quantity (BTC)', exact: true }).fill('0.001');
  await panel.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(orderProblemMessage('postOnlyWouldTrade', 'KRW', 'en'));
  // Nothing was placed: no open post-only order at that price (other specs may leave this member's orders).
  const open = await page.request.get(`${API.orders}?status=pending`);
  const rows = ((await open.json()) as { data: OrderRow[] }).data;
  expect(rows.filter((row) => row.timeInForce === 'post_only' && row.price === price)).toEqual([]);
});
