/**
 * Deposits and withdrawals end to end (chart spec §2–§7), as the member demo-inout in the real app against
 * the simulator: a coin withdrawal (after its SMS verification) seen in the statement in state 01, its fee
 * reward, its cancel and the struck total; a held deposit applied for, moved by the back office's test-mode
 * switch and applied for again until its limit stops it.
 */
import type { Page } from '@playwright/test';
import { API, INOUT, type CoinInfo, type HistoryEntry, type Statement } from '../../contract';
import { formatCoinAmount } from '../../src/lib/inout-format';
import { expect, PNG, test, verifyBySms } from './fixtures';

/** A guest opening the statement is sent to log in, and comes back to it. */
async function logIn(page: Page): Promise<void> {
  await page.goto('/inout/statement');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('ID', { exact: true }).fill('demo-inout');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/inout\/statement$/);
}

/** The newest record of the member (the statement of today, newest first). */
async function newestRecord(page: Page, type: 'IN' | 'OUT'): Promise<HistoryEntry> {
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const response = await page.request.get(API.inoutHistory, { params: { type, from: today, to: today } });
  expect(response.ok(), await response.text()).toBe(true);
  const { entries } = ((await response.json()) as { data: Statement }).data;
  expect(entries.length).toBeGreaterThan(0);
  return entries[0]!;
}

/** The coinType of a symbol, from the coin catalogue. */
async function coinTypeOf(page: Page, symbol: string): Promise<string> {
  const response = await page.request.get(API.coins);
  const { data } = (await response.json()) as { data: CoinInfo[] };
  const coin = data.find((row) => row.symbol === symbol);
  expect(coin, symbol).toBeDefined();
  return coin!.coinType;
}

async function moveRecord(page: Page, seq: number, stateCode: string): Promise<void> {
  const response = await page.request.post(API.adminInoutState, { data: { seq, stateCode } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the statement and the detail of the newest record of `type` on `coin`. */
async function openNewest(page: Page, type: 'Deposit' | 'Withdrawal', coin: string) {
  await page.goto('/inout/statement');
  await page
    .getByRole('button', { name: new RegExp(`^Details: ${type} ${coin} `) })
    .first()
    .click();
  return page.getByRole('dialog', { name: `${type} details` });
}

test('a coin withdrawal: requested, in the statement in 01, fee reward, cancelled with its total struck', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/inout/withdraw/ETH');
  const form = page.getByRole('form', { name: 'Withdraw ETH' });
  await form.getByLabel('Withdrawal address').fill(`0x${'ab12'.repeat(10)}`);
  await form.getByLabel('Quantity (ETH)').fill('0.5');
  await form.getByRole('radio', { name: /^Fast/ }).check();
  // The transfer's terms consents (read in the terms dialog in the browser tests).
  for (const box of await form.getByRole('group', { name: 'Consents' }).getByRole('checkbox').all())
    await box.check();
  await form.getByRole('button', { name: 'Withdraw' }).click();
  // SMS verification (chart spec §4 SMS state sequence): the request leaves once the code is confirmed.
  const verification = page.getByRole('region', { name: 'Withdrawal verification' });
  await expect(verification).toContainText('0.50000000 ETH');
  await verifyBySms(page, verification, 'demo-inout', 'withdrawCoin');
  await expect(page.getByText('Your withdrawal request has been received.')).toBeVisible();

  const detail = await openNewest(page, 'Withdrawal', 'ETH');
  await expect(
    detail.getByText('Your withdrawal was received. You can cancel it until it is processed.'),
  ).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Cancel withdrawal' })).toBeVisible();

  const reward = detail.getByRole('region', { name: 'Fee reward' });
  await reward.getByRole('button', { name: 'Apply for fee reward' }).click();
  await expect(reward.getByText(/^Fee reward completed: [\d,]+P earned\.$/)).toBeVisible();
  await expect(reward.getByRole('button', { name: 'Apply for fee reward' })).toHaveCount(0);

  await detail.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel withdrawal' })
    .getByRole('button', { name: 'Cancel withdrawal' })
    .click();
  const done = page.getByRole('alertdialog', { name: 'Withdrawal canceled' });
  await expect(done.getByText('Withdrawal cancelation is complete.')).toBeVisible();
  await done.getByRole('button', { name: 'Confirm' }).click();

  await expect(
    detail.getByText('You canceled the withdrawal. The quantity is back in your balance.'),
  ).toBeVisible();
  const cancelled = await newestRecord(page, 'OUT');
  expect(cancelled.stateCode).toBe('02');
  await expect(detail.locator('s')).toHaveText(`${formatCoinAmount(cancelled.totalQuantity)} ETH`);
  await expect(detail.getByText('(cancelled)')).toBeAttached();
  await expect(detail.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
});

/** From the open detail of a held deposit, the deposit application form filled and sent. */
async function applyForDeposit(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/inout\/application\/deposit$/);
  const exchange = page.getByLabel('Sending exchange or provider');
  await exchange.fill('Bitsonic');
  await page.getByLabel('Sending address', { exact: true }).fill('bc1qexampleaddress0000000000000000000');
  await page
    .getByLabel('Attach images')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of transfer.png' })).toBeVisible();
  await page.getByRole('checkbox', { name: /personal information/ }).check();
  await page.getByRole('checkbox', { name: /money laundering/ }).check();
  await page.getByRole('button', { name: 'Apply for the deposit' }).click();
  await expect(page).toHaveURL(/\/inout\/statement$/);
}

test('a held deposit: applied for, rejected by the back office, applied for again until the limit stops it', async ({
  page,
}) => {
  await logIn(page);
  const arrival = await page.request.post(API.adminInoutDeposit, {
    data: {
      loginId: 'demo-inout',
      coinType: await coinTypeOf(page, 'BTC'),
      quantity: 0.01,
      stateCode: '04',
    },
  });
  expect(arrival.ok(), await arrival.text()).toBe(true);
  const { seq } = ((await arrival.json()) as { data: HistoryEntry }).data;
  const limit = INOUT.defaultApplyLimit.deposit;

  for (let count = 0; count < limit; count += 1) {
    const detail = await openNewest(page, 'Deposit', 'BTC');
    await detail.getByRole('button', { name: 'Apply for deposit' }).click();
    if (count > 0) {
      const confirm = page.getByRole('alertdialog', { name: 'Application' });
      await expect(
        confirm.getByText(`Applications used: ${count}/${limit}. Do you want to apply again?`),
      ).toBeVisible();
      await confirm.getByRole('button', { name: 'Apply' }).click();
    }
    await applyForDeposit(page);
    await moveRecord(page, seq, '14');
  }

  const detail = await openNewest(page, 'Deposit', 'BTC');
  await detail.getByRole('button', { name: 'Apply for deposit' }).click();
  await expect(
    page
      .getByRole('alertdialog', { name: 'Application' })
      .getByText(/use is restricted\. Please contact customer support\./),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/inout\/statement$/);
});
