/**
 * Open API keys end to end (issue 18), as the member demo-api in the real app against the simulator: a
 * key issued on the security page behind its SMS step, its secret shown once; an order placed from Node
 * with a call signed by that key (scripts/open-api-client.ts, the client traders use); the same signed
 * call sent again is refused as a replay; the order is the member's.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  API,
  OPEN_API_ERROR_CODES,
  type OrderBookSnapshot,
  type OrderRow,
  type SmsSendWork,
  type UserInfo,
} from '../../contract';
import { send, signedRequest } from '../../scripts/open-api-client';
import { expect, test } from './fixtures';

/**
 * The SMS code the simulator sent the member for `work`, read as the test-mode admin call exposes it.
 * Until that call is served (another part of issue 18), test mode sends every member the fixed code
 * 123456, and the call answers 404.
 */
async function readSmsCode(request: APIRequestContext, memNo: number, work: SmsSendWork): Promise<string> {
  const response = await request.get('/__admin/sms/code', { params: { memNo, work } });
  if (response.status() === 404) return '123456';
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

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
  const me = ((await (await page.request.get(API.me)).json()) as { data: UserInfo }).data;

  await expect(page.getByText('No API keys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Issue a key' }).click();
  await page.getByRole('textbox', { name: 'Allowed IP addresses' }).fill('127.0.0.1');
  await page.getByRole('button', { name: 'Next' }).click();
  const sms = page.getByRole('group', { name: 'Verify with an SMS code to issue the key.' });
  await sms.getByRole('button', { name: 'Request' }).click();
  await expect(sms.getByRole('textbox', { name: 'Verification code' })).toBeEnabled();
  await sms
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await readSmsCode(page.request, me.memNo, 'issueOpenApiKey'));

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

  // From Node, as a trader's program: a limit buy resting at the best bid, signed with the key.
  const book = (
    (await (await page.request.get(`${API.orderBook}?key=XRP-KRW`)).json()) as {
      data: OrderBookSnapshot;
    }
  ).data;
  const price = book.bids[0]![0];
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
