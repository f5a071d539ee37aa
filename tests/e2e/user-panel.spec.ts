/**
 * The member's user panel end to end (shell spec §2.2, §2.4, §4), against the simulator's seeded members:
 * demo-voucher (ALL_VOUCHER: one premium slide), demo-premium (PREMIUM_BENEFIT: two slides, English) and
 * demo-interest (one unseen KRW deposit interest payment of 125,000 KRW before tax).
 */
import type { Page } from '@playwright/test';
import { API, interestAfterTax } from '../../contract';
import { expect, logInFromHeader, test } from './fixtures';

/** The header's member button: its name holds the grade and the member's name. */
const userMenu = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });
const panel = (page: Page) => page.getByRole('region', { name: 'User panel' });

async function logIn(page: Page, loginId: string, name: string): Promise<void> {
  await page.goto('/trade/status/BTC-KRW');
  await logInFromHeader(page, loginId);
  await expect(page).toHaveURL(/\/trade\/status\/BTC-KRW$/);
  await expect(userMenu(page, name)).toBeVisible();
}

async function openPanel(page: Page, name: string): Promise<void> {
  await userMenu(page, name).click();
  await expect(panel(page)).toBeVisible();
}

test('demo-voucher: grade, summary, links, one premium slide closed until midnight, the switch kept, logout', async ({
  page,
}) => {
  await logIn(page, 'demo-voucher', '장바우처');
  await expect(userMenu(page, '장바우처')).toHaveAccessibleName(/Purple grade/);
  await openPanel(page, '장바우처');

  const summary = panel(page).getByRole('region', { name: 'Asset summary' });
  await expect(summary).toContainText(/Total assets[\d,]+ KRW/);
  await expect(summary).toContainText(/Profit rate[+-]?\d+\.\d{2}%/);
  const links = panel(page).getByRole('navigation', { name: 'Member links' });
  await expect(links.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/inout/deposit/KRW');

  const premium = panel(page).getByRole('region', { name: 'Premium grade benefits' });
  await expect(premium.getByRole('link', { name: 'Your all-coin trading voucher' })).toHaveAttribute(
    'href',
    '/member/premium-grade',
  );
  await expect(premium.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  const deposit = panel(page).getByRole('region', { name: 'New deposit support' });
  await expect(deposit.getByRole('link', { name: /deposits now supported/ }).first()).toHaveAttribute(
    'href',
    /^\/inout\/deposit\/[A-Z0-9]+$/,
  );

  await panel(page).getByRole('button', { name: 'Hide for today' }).click();
  await expect(premium).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'td_premium_banner_closed');
  expect(cookie?.value).toBe('1');
  await panel(page).getByRole('switch', { name: 'Show assets' }).click();
  await expect(summary).toContainText('Your assets are hidden');

  await page.reload();
  await openPanel(page, '장바우처');
  await expect(panel(page).getByRole('switch', { name: 'Show assets' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(panel(page).getByRole('region', { name: 'Asset summary' })).toContainText(
    'Your assets are hidden',
  );
  await expect(panel(page).getByRole('link', { name: 'My page' })).toBeVisible();
  await expect(panel(page).getByRole('region', { name: 'Premium grade benefits' })).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
});

test('demo-premium: two premium slides in English that loop; a route change closes the panel', async ({
  page,
}) => {
  await logIn(page, 'demo-premium', '강프리미엄');
  await openPanel(page, '강프리미엄');
  const premium = panel(page).getByRole('region', { name: 'Premium grade benefits' });
  await expect(premium.getByRole('group', { name: /of 2$/ }).first()).toBeAttached();
  await premium.hover();
  await expect(premium.getByRole('link', { name: 'Benefits for premium members' })).toBeVisible();
  await premium.getByRole('button', { name: 'Next slide' }).click();
  await expect(premium.getByRole('link', { name: 'Premium trading fee discount' })).toBeVisible();
  await premium.getByRole('button', { name: 'Next slide' }).click();
  await expect(premium.getByRole('link', { name: 'Benefits for premium members' })).toBeVisible();

  await panel(page).getByRole('link', { name: 'My assets' }).click();
  await expect(page).toHaveURL(/\/assets\/my$/);
  await expect(panel(page)).toHaveCount(0);
});

test('demo-interest: the balance-complete modal shows once, with its link to the balance history', async ({
  page,
}) => {
  const { sumOfTax, interest } = interestAfterTax(125_000);
  await logIn(page, 'demo-interest', '문이자');
  const modal = page.getByRole('dialog', { name: 'Deposit interest paid' });
  await expect(modal).toContainText('Pre-tax interest125,000 KRW');
  await expect(modal).toContainText(`Tax withheld${sumOfTax.toLocaleString('en-US')} KRW`);
  await expect(modal).toContainText(`Interest paid (after tax)${interest.toLocaleString('en-US')} KRW`);
  await modal.getByRole('link', { name: 'View balance history' }).click();
  await expect(page).toHaveURL(/\/assets\/balance-history$/);
  await expect(modal).toHaveCount(0);

  // Asked with the page's cookies rather than caught from the page: a response caught around a reload
  // may belong to the page that is going away, whose body is gone.
  const answer = (await (await page.request.get(API.unseenInterest)).json()) as {
    data: { payment: unknown };
  };
  expect(answer.data.payment).toBeNull();
  await page.reload();
  await expect(userMenu(page, '문이자')).toBeVisible();
  await expect(modal).toHaveCount(0);
});
