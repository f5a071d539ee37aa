import type { Page } from '@playwright/test';
import { roundToTick, specTicks } from '../../contract/price-ticks';
import { expect, lastPrice, logInFromHeader, test, verifyBySms } from './fixtures';

/** Logs in from the header and waits until the header greets the member. */
async function logIn(page: Page, loginId: string): Promise<void> {
  await logInFromHeader(page, loginId);
  await expect(page.getByRole('banner').getByRole('button', { name: /^.+ grade Hello, / })).toBeVisible();
}

/**
 * Member blocks end to end (chart spec §6): each demo block member logs in and lands where the
 * spec says — the block's page, the block's dialog after the action it refuses, or the service-block
 * dialog — with the simulator refusing their calls as contract/blocks.ts says.
 */
test.describe('a member the exchange blocks', () => {
  for (const [loginId, path, heading] of [
    ['demo-block-kyc', '/block/kyc', 'Customer verification required'],
    ['demo-block-email', '/legacy/member_operation/trans_email_change', 'Change login e-mail'],
    ['demo-block-corporate', '/block/corporate', 'Corporate member notice'],
    ['demo-block-sub', '/block/sub-accounts-info', 'Sub-account notice'],
  ] as const) {
    test(`${loginId} lands on ${path} and stays there`, async ({ page }) => {
      await page.goto('/');
      await logInFromHeader(page, loginId);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: 'What to do' })).toBeVisible();
      // Another page of the member's leads back; the terms stay open to read.
      await page.goto('/inout/statement');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.goto('/terms/info-terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    });
  }

  test('demo-block-service meets the service-block dialog', async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page, 'demo-block-service');
    const dialog = page.getByRole('alertdialog', { name: 'Service restricted' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your account is currently restricted from using this service.');
    // The block type is the app's to branch on, never the member's to read.
    await expect(dialog).not.toContainText('SERVICE_BLOCK');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('demo-block-check-account browses, then a KRW withdrawal opens the KRW deposit dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await logIn(page, 'demo-block-check-account');
    await page.goto('/inout/withdraw/KRW');
    const form = page.getByRole('form', { name: 'Withdraw KRW' });
    await form.getByRole('textbox', { name: 'Amount (KRW)' }).fill('10000');
    await form
      .getByRole('checkbox', { name: 'I agree to the KRW deposit and withdrawal terms (required)' })
      .check();
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await verifyBySms(
      page,
      page.getByRole('region', { name: 'Withdrawal verification' }),
      'demo-block-check-account',
      'withdrawKrw',
    );
    const dialog = page.getByRole('alertdialog', { name: 'Bank account confirmation needed' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Deposit KRW' }).click();
    await expect(page).toHaveURL(/\/inout\/deposit\/KRW$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  });

  test('demo-block-check-kyc browses, then an order opens the app-download dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto('/trade/order/BTC-KRW');
    await logIn(page, 'demo-block-check-kyc');
    await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
    const panel = page.getByTestId('order-panel');
    // A limit buy below the market, within the price band: only the block refuses it.
    const price = roundToTick(specTicks('KRW'), (await lastPrice(page, 'BTC-KRW')) * 0.94);
    await panel.getByRole('textbox', { name: 'Price (KRW)', exact: true }).fill(String(price));
    await panel.getByRole('textbox', { name: 'Quantity (BTC)', exact: true }).fill('0.001');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Identity verification needed' });
    await expect(dialog).toBeVisible();
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Download the app' }).click();
    await expect(await popup).toHaveURL(/\/ext\/app-download$/);
    await expect(dialog).toBeHidden();
  });
});
