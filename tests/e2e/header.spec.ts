/**
 * The header end to end against the simulator's seed (shell spec §2.2, §4): what a guest, the
 * business member and the two limit-account members see in the main menu and the all-menu, and the
 * competition switch of test mode showing and hiding the ranking entry.
 */
import type { Page } from '@playwright/test';
import { API } from '../../contract';
import { expect, logInFromHeader, test } from './fixtures';

const banner = (page: Page) => page.getByRole('banner');
const allMenu = (page: Page) => banner(page).getByRole('menu', { name: 'All menu' });

async function logIn(page: Page, loginId: string, name: string): Promise<void> {
  await page.goto('/insight');
  await logInFromHeader(page, loginId);
  await expect(page).toHaveURL(/\/insight$/);
  await expect(banner(page).getByRole('button', { name: new RegExp(name) })).toBeVisible();
}

async function openAllMenu(page: Page) {
  await banner(page).getByRole('button', { name: 'All menu', exact: true }).click();
  await expect(allMenu(page)).toBeVisible();
  return allMenu(page);
}

async function openInoutMenu(page: Page) {
  const nav = banner(page).getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Deposit & withdrawal', exact: true }).click();
  const menu = nav.getByRole('menu', { name: 'Deposit & withdrawal' });
  await expect(menu.getByRole('menuitem', { name: 'Withdrawal address book' })).toBeVisible();
  return menu;
}

async function setCompetitions(page: Page, displayingCompetitionCount: number): Promise<void> {
  const response = await page.request.post(API.adminCompetition, { data: { displayingCompetitionCount } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterEach(async ({ page }) => setCompetitions(page, 1));

test('a guest: login and sign-up, the business intro, the seeded ranking and new notice; no competition, no ranking', async ({
  page,
}) => {
  await page.goto('/insight');
  await expect(banner(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/member/join');
  let menu = await openAllMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Business intro' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Invite friends' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Ranking event' })).toBeVisible();
  // The seed's newest notice is a day old: within the 72 hours.
  await expect(menu.getByRole('menuitem', { name: 'Notices New' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  // The corporate entry is Korean only.
  await expect(menu.getByRole('menuitem', { name: 'Corporate business' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Business intro' }).click();
  await expect(page).toHaveURL(/\/business\/intro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business accounts');

  await setCompetitions(page, 0);
  await page.reload();
  menu = await openAllMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Membership' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Ranking event' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(allMenu(page)).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'All menu', exact: true })).toBeFocused();
  await banner(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('demo-business: no referral and no business intro', async ({ page }) => {
  await logIn(page, 'demo-business', '\\(주\\)데모트레이딩');
  const menu = await openAllMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Membership' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Ranking event' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Invite friends' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Business intro' })).toHaveCount(0);
  await expect(banner(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('demo-limit: the limit-raise request in the deposit/withdrawal menu, leading to its page', async ({
  page,
}) => {
  await logIn(page, 'demo-limit', '윤한도');
  const menu = await openInoutMenu(page);
  await menu.getByRole('menuitem', { name: 'Limit raise request' }).click();
  await expect(page).toHaveURL(/\/inout\/limit-raise$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('demo-limit-pending: raise case 03, no limit-raise request', async ({ page }) => {
  const conditionAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === API.limitRaiseCondition,
  );
  await logIn(page, 'demo-limit-pending', '서대기');
  expect((await conditionAnswered).ok()).toBe(true);
  const menu = await openInoutMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Deposit and withdraw' })).toHaveAttribute(
    'href',
    '/inout/deposit/KRW',
  );
  await expect(menu.getByRole('menuitem', { name: 'Limit raise request' })).toHaveCount(0);
});
