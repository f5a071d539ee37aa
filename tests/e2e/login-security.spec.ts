import { expect, logInFromHeader, test, verifyBySms } from './fixtures';

/**
 * Login security end to end (chart spec §6): demo-tradepw-i (trade password status I; no other
 * test of the suite needs it at I) lands on the login-security page, verifies by SMS, sets a trade
 * password and reaches home, where the page guard no longer sends them back.
 */
test('a member at trade password status I sets the trade password and is let go home', async ({ page }) => {
  await page.goto('/');
  await logInFromHeader(page, 'demo-tradepw-i');
  await expect(page.getByRole('heading', { level: 1, name: 'Login security' })).toBeVisible();
  await expect(page).toHaveURL(/\/legacy\/member_operation\/login_security$/);

  await verifyBySms(page, page.getByRole('region', { name: '1. Verify by SMS' }), 'demo-tradepw-i', 'login');
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();

  const form = page.getByRole('form', { name: '2. Set a new trade password' });
  await form.getByLabel('New trade password').fill('135791');
  await form.getByLabel('Confirm the trade password').fill('135791');
  await form.getByRole('button', { name: 'Set the trade password' }).click();
  await expect(page.getByText('Your trade password is set. You can use the exchange again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Status Y: another page of the member's no longer leads back to login security.
  await page.goto('/inout/statement');
  await expect(page).toHaveURL(/\/inout\/statement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login security' })).toHaveCount(0);
});

test('the KYC block page opens the re-authentication guide', async ({ page }) => {
  await page.goto('/');
  await logInFromHeader(page, 'demo-block-kyc');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer verification required' })).toBeVisible();
  await page.getByRole('button', { name: 'Identity re-verification guide' }).click();
  const guide = page.getByRole('alertdialog', { name: 'Verify your identity again' });
  await expect(guide).toContainText('NICE Information Service support: 1600-1522');
  await guide.getByRole('button', { name: 'Confirm' }).click();
  await expect(guide).toHaveCount(0);
});
