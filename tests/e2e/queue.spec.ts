/**
 * The access queue end to end (chart spec §2, §8): the simulator's queue fault switched on through the
 * test-mode admin call; the member reloading the page meets the queue-wait skin with a place and an
 * estimated wait that count down, "my turn", then the page with the member logged in.
 */
import type { Page } from '@playwright/test';
import { API, type Faults } from '../../contract';
import { expect, logInFromHeader, setFaults, test } from './fixtures';

const banner = (page: Page) => page.getByRole('banner');

test.afterEach(async ({ page }) => setFaults(page.request, { queue: false }));

test('the queue fault: the skin shows the place and the wait, counts down, then lets the member in', async ({
  page,
}) => {
  await page.goto('/insight');
  await logInFromHeader(page, 'demo-regular');
  await expect(page).toHaveURL(/\/insight$/);
  const member = banner(page).getByRole('button', { name: /김데모/ });
  await expect(member).toBeVisible();

  await setFaults(page.request, { queue: true, queueLength: 6, queueAdmitPerSecond: 1 });
  await page.reload();
  const skin = page.getByRole('alertdialog', { name: 'Waiting for access' });
  await expect(skin).toBeVisible();
  await expect(skin.getByText('Your place in line')).toBeVisible();
  const place = skin.getByText(/^No\. \d+$/);
  const first = Number((await place.textContent())?.replace(/\D/g, ''));
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(6);
  await expect(skin.getByText(/^About \d+ s$/)).toBeVisible();
  await expect(skin.getByText('Re-connecting (refreshing the page) makes the wait longer.')).toBeVisible();
  // The place moves forward while the skin asks.
  if (first > 1) await expect(place).not.toHaveText(`No. ${first}`);

  await expect(page.getByRole('alertdialog', { name: "It's your turn" })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(member).toBeVisible();
  // The line has moved through: the simulator turned the switch off.
  const faults = (await (await page.request.get(API.adminFaults)).json()) as { data: Faults };
  expect(faults.data.queue).toBe(false);
});

test('stop leads to the service-delay page, which says the service is delayed by many users', async ({
  page,
}) => {
  // A member: a guest's page that asks nothing of the exchange (it asks for the session only with the
  // session hint) meets no queue.
  await page.goto('/insight');
  await logInFromHeader(page, 'demo-regular');
  await expect(page).toHaveURL(/\/insight$/);
  await setFaults(page.request, { queue: true, queueLength: 600, queueAdmitPerSecond: 1 });
  await page.reload();
  const skin = page.getByRole('alertdialog', { name: 'Waiting for access' });
  await skin.getByRole('button', { name: 'Stop' }).click();
  await expect(page).toHaveURL(/\/network-delay$/);
  await expect(page.getByText('The service is temporarily delayed due to a surge in usage.')).toBeVisible();
  await expect(skin).toHaveCount(0);
});
