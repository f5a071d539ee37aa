/**
 * Login with SMS end to end (chart spec §4, §7), as demo-sms (SMS login on) in the real app against the
 * simulator: a right password opens the SMS step (name, masked e-mail and phone), the code read through the
 * test-mode admin call logs in; a wrong code does not. And as demo-empty, the whole round: SMS login turned
 * on from the security page behind its own SMS step, logout, and the next login asking for the code.
 */
import type { Page } from '@playwright/test';
import { API, type UserInfo } from '../../contract';
import { expect, logInFromHeader, readSmsCode, test, verifyBySms } from './fixtures';

const step = (page: Page) => page.getByRole('region', { name: 'SMS verification' });

test('demo-sms logs in with the SMS code', async ({ page }) => {
  await page.goto('/inout/statement');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('ID', { exact: true }).fill('demo-sms');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(step(page)).toContainText('sm***@tradedeck.test');
  await expect(step(page)).toContainText('010-****-5678');
  // No session yet: the password alone does not log in.
  expect((await page.request.get(API.me)).status()).toBe(401);

  await verifyBySms(page, step(page), 'demo-sms', 'login');
  await expect(page).toHaveURL(/\/inout\/statement$/);
  const me = await page.request.get(API.me);
  expect(((await me.json()) as { data: UserInfo }).data.loginId).toBe('demo-sms');
});

test('a wrong code says so and keeps the member out', async ({ page }) => {
  await page.goto('/');
  await logInFromHeader(page, 'demo-sms');
  await step(page).getByRole('button', { name: 'Request', exact: true }).click();
  const code = await readSmsCode(page.request, 'demo-sms', 'login');
  const wrong = code === '000000' ? '111111' : '000000';
  await step(page).getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await expect(step(page).getByRole('alert')).toHaveText('The authentication number does not match.');
  expect((await page.request.get(API.me)).status()).toBe(401);
  await step(page).getByRole('textbox', { name: 'Verification code' }).fill(code);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('SMS login turned on from the security page asks for the code at the next login', async ({ page }) => {
  await page.goto('/member/my-page');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('ID', { exact: true }).fill('demo-empty');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/member\/my-page$/);

  const toggle = page.getByRole('switch', { name: 'SMS login' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await verifyBySms(
    page,
    page.getByRole('group', { name: 'Verify with an SMS code to turn SMS login on.' }),
    'demo-empty',
    'login',
  );
  await expect(toggle).toBeChecked();

  expect((await page.request.post(API.logout, { data: {} })).ok()).toBe(true);
  await page.goto('/member/my-page');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('ID', { exact: true }).fill('demo-empty');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await page.request.get(API.me)).status()).toBe(401);
  await verifyBySms(page, step(page), 'demo-empty', 'login');
  await expect(page).toHaveURL(/\/member\/my-page$/);
  await expect(page.getByRole('switch', { name: 'SMS login' })).toBeChecked();
});
