import { expect, test } from './fixtures';

// The footer's terms pages against the simulator's own terms: the current version, an earlier one by
// date with the old-terms notice, and back to the current one.
test('a footer terms link shows the current terms; an earlier date brings the old-terms notice', async ({
  page,
}) => {
  await page.goto('/insight');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/terms\/info-customer$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Effective 2025-10-01', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Effective date' }).click();
  await expect(page.getByRole('option')).toHaveText(['2025-10-01 (current)', '2024-07-19', '2023-03-01']);
  await page.getByRole('option', { name: '2023-03-01' }).click();
  await expect(page).toHaveURL(/\/terms\/info-customer\?date=2023-03-01$/);
  await expect(page.getByText('Effective 2023-03-01', { exact: true })).toBeVisible();
  const notice = page.getByRole('alertdialog', { name: 'Previous terms' });
  await expect(notice).toContainText('no longer in effect (effective 2023-03-01)');

  await notice.getByRole('button', { name: 'View current terms' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/terms\/info-customer$/);
  await expect(page.getByText('Effective 2025-10-01', { exact: true })).toBeVisible();
});
