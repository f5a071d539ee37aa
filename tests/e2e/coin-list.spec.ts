import { ALL_FAULTS_OFF, expect, setFaults, test, logInFromHeader } from './fixtures';

test.afterEach(async ({ request }) => {
  await setFaults(request, ALL_FAULTS_OFF);
});

test('the coin list: log in, switch tabs, search ㅂㅌ, favourite a coin and find it under Favorites after a reload', async ({
  page,
}) => {
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, 'demo-regular');
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);

  const list = page.getByRole('region', { name: 'Coin list' });
  const tab = (name: string) => list.getByRole('tab', { name, exact: true });
  await expect(tab('KRW')).toHaveAttribute('aria-selected', 'true');
  await tab('BTC').click();
  await expect(tab('BTC')).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('row', { name: 'Ethereum', exact: true })).toBeAttached();
  await tab('KRW').click();

  await list.getByRole('searchbox', { name: 'Search coins' }).fill('ㅂㅌ');
  await expect(list.getByRole('row', { name: 'Bitcoin', exact: true })).toBeVisible();
  await expect(list.getByRole('row', { name: 'Ethereum', exact: true })).toHaveCount(0);

  await list.getByRole('button', { name: 'Add Bitcoin to favorites' }).click();
  await expect(list.getByRole('button', { name: 'Remove Bitcoin from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await tab('Favorites').click();
  await expect(list.getByRole('row', { name: 'Bitcoin', exact: true })).toBeVisible();
});
