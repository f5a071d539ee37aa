/**
 * Open API keys end to end (chart spec §3 verification service types), as the member demo-api in the real app
 * against the simulator: a key issued on the security page behind its SMS step, its secret shown once; an
 * order placed from Node with a call signed by that key (scripts/open-api-client.ts, the client traders use);
 * the same signed call sent again is refused as a replay; the order is the member's.
 */
import {
  API,
  OPEN_API_ERROR_CODES,
  roundToTick,
  specTicks,
  type OrderBookSnapshot,
  type OrderRow,
} from '../../contract';
import { send, signedRequest } from '../../scripts/open-api-client';
import { expect, test, verifyBySms } from './fixtures';

test('a key issued on the security page signs an order from Node; the same call again is a replay', async ({
  page,
  baseURL,
}) => {
  await page.goto('/member/my-page');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('ID', { exact: true }).fill('demo-api');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/member\/my-page$/);

  await expect(page.getByText('No API keys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Issue a key' }).click();
  await page.getByRole('textbox', { name: 'Allowed IP addresses' }).fill('127.0.0.1');
  await page.getByRole('button', { name: 'Next' }).click();
  const sms = page.getByRole('group', { name: 'Verify with an SMS code to issue the key.' });
  await verifyBySms(page, sms, 'demo-api', 'issueOpenApiKey');

  const issued = page.getByRole('region', { name: 'New API key' });
  await expect(issued.getByRole('note')).toContainText('shown only now');
  const [accessKey, secretKey] = await issued.locator('code').allTextContents();
  expect(accessKey).toMatch(/^[0-9a-f]{40}$/);
  expect(secretKey!.length).toBeGreaterThanOrEqual(32);
  await issued.getByRole('button', { name: 'I have stored it' }).click();
  await expect(issued).toBeHidden();
  await expect(page.getByText(secretKey!)).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Open API keys' });
  await expect(table.getByText(accessKey!)).toBeVisible();
  await expect(table.getByText('127.0.0.1')).toBeVisible();

  // From Node, as a trader's program: a limit buy resting below the best bid, signed with the key (at the
  // bid itself, the last price after a sell, the model's next trades there fill it within a second).
  const book = (
    (await (await page.request.get(`${API.orderBook}?key=XRP-KRW`)).json()) as {
      data: OrderBookSnapshot;
    }
  ).data;
  const price = roundToTick(specTicks('KRW'), book.bids[0]![0] * 0.95);
  const order = { key: 'XRP-KRW', side: 'buy', orderType: 'limit', price, quantity: 10 };
  const call = signedRequest(
    baseURL!,
    { accessKey: accessKey!, secretKey: secretKey! },
    'POST',
    API.orders,
    order,
  );
  const placed = await send(call);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const row = (placed.body as { data: OrderRow }).data;
  expect(row).toMatchObject({ key: 'XRP-KRW', side: 'buy', price, quantity: 10 });

  const replayed = await send(call);
  expect(replayed).toMatchObject({ status: 401, body: { code: OPEN_API_ERROR_CODES.replayedNonce } });

  // The order is the member's: the session sees it, once.
  const mine = (
    (await (await page.request.get(`${API.orders}?status=pending&key=XRP-KRW`)).json()) as {
      data: OrderRow[];
    }
  ).data;
  expect(mine.filter((open) => open.orderId === row.orderId)).toHaveLength(1);
  await page.reload();
  await expect(table.getByText(accessKey!)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: accessKey! })).not.toContainText('Never');
});
