import type { Browser, Page } from '@playwright/test';
import { DEMO_LOGIN } from '../../contract';
import { expect, logInFromHeader, recordToasts, startInEnglish, test, toastsShown } from './fixtures';

/**
 * Named layouts kept by the exchange (contract/layout-calls.ts; workspace README "Named layouts"): saved in
 * one browser as a member, found and loaded in another browser of the same member, and a save made in the
 * second on a version the first has since replaced refused, the newest version loaded and said so, with
 * the offer to keep the trader's own arrangement as a copy; a layout set as default in one browser opening
 * by itself in a new browser of the member.
 */

/** A new browser (its own storage and cookies) on the trade page, logged in as the demo member. */
async function memberBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await startInEnglish(context);
  await recordToasts(context);
  const page = await context.newPage();
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
  await expect(page.getByRole('region', { name: 'Workspace' })).toBeVisible();
  return page;
}

const layoutsButton = (page: Page) => page.getByRole('button', { name: /^Layouts: / });
const layoutsMenu = (page: Page) => page.getByRole('menu', { name: 'Layouts' });

async function pick(page: Page, item: string): Promise<void> {
  await layoutsButton(page).click();
  await layoutsMenu(page).getByRole('menuitem', { name: item, exact: true }).click();
}

test('a layout saved in one browser is found and loaded in another of the same member', async ({
  browser,
}) => {
  const first = await memberBrowser(browser);
  await pick(first, 'Save as…');
  const dialog = first.getByRole('dialog', { name: 'Save layout as' });
  await dialog.getByLabel('Layout name').fill('Scalping');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(layoutsButton(first)).toHaveAccessibleName('Layouts: Scalping');

  const second = await memberBrowser(browser);
  await layoutsButton(second).click();
  await layoutsMenu(second).getByRole('menuitemradio', { name: 'Scalping' }).click();
  await expect(layoutsButton(second)).toHaveAccessibleName('Layouts: Scalping');
  await expect.poll(() => toastsShown(second, /Layout “Scalping” loaded/)).toBe(1);

  // The first saves again; the second, still on the version it loaded, is told another window changed it.
  await pick(first, 'Save');
  await expect.poll(() => toastsShown(first, /Layout “Scalping” saved/)).toBeGreaterThanOrEqual(2);
  await expect(second.getByRole('status').filter({ hasText: 'changed in another window' })).toBeVisible();

  // Its own save on the old version is refused: the newest is loaded, and its own offered as a copy.
  await pick(second, 'Save');
  await expect
    .poll(() =>
      toastsShown(second, /This layout was changed in another window\. Its latest version is loaded\./),
    )
    .toBe(1);
  const stale = second.getByRole('alertdialog', { name: 'Your changes were not saved' });
  await expect(stale).toBeVisible();
  await stale.getByRole('button', { name: 'Save as a copy' }).click();
  await expect(layoutsButton(second)).toHaveAccessibleName('Layouts: Copy of Scalping');

  // The copy reaches the first browser's list through the member's layouts channel.
  await layoutsButton(first).click();
  await expect(layoutsMenu(first).getByRole('menuitemradio', { name: 'Copy of Scalping' })).toBeVisible();
});

test('a layout set as default in one browser opens by itself in a new browser of the same member', async ({
  browser,
}) => {
  const first = await memberBrowser(browser);
  await pick(first, 'Save as…');
  const dialog = first.getByRole('dialog', { name: 'Save layout as' });
  await dialog.getByLabel('Layout name').fill('Default desk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(layoutsButton(first)).toHaveAccessibleName('Layouts: Default desk');
  await pick(first, 'Set as default');
  await expect.poll(() => toastsShown(first, /“Default desk” opens on a new browser\./)).toBe(1);

  // A new browser keeps no layout of the member's: the default opens by itself at the login.
  const second = await memberBrowser(browser);
  await expect(layoutsButton(second)).toHaveAccessibleName('Layouts: Default desk');
  await expect.poll(() => toastsShown(second, /Layout “Default desk” loaded\./)).toBe(1);
  await layoutsButton(second).click();
  await expect(
    layoutsMenu(second).getByRole('menuitemradio', { name: 'Default desk (default)' }),
  ).toHaveAttribute('aria-checked', 'true');
  await layoutsButton(second).click();

  // The member is left with no default, as before: the specs after this one open their own arrangement.
  await pick(first, 'Remove as default');
  await expect.poll(() => toastsShown(first, /“Default desk” is no longer your default layout\./)).toBe(1);
});
