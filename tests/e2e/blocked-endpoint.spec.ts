import type { Page } from '@playwright/test';
import { API, DEMO_LOGIN } from '../../contract';
import { expect, test } from './fixtures';

// Shell spec §4, §8: for a member, each route change asks whether the path is blocked; a blocked path
// closes every dialog and shows the notice, whose button goes home. The test-mode switch blocks a path.
const BLOCKED = '/trade/order/btc-krw';
const NOTICE = {
  ko: 'BTC 주문 화면은 시험 중 잠시 닫혀 있습니다.',
  en: 'The BTC order screen is closed for a test.',
};

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('ID', { exact: true }).fill(DEMO_LOGIN.loginId);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The block-status questions the page asks, as "endpointType path". */
function watchBlockQuestions(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === API.blockStatus)
      asked.push(`${url.searchParams.get('endpointType')} ${url.searchParams.get('path')}`);
  });
  return asked;
}

test.afterEach(async ({ request }) => {
  for (const loginId of [DEMO_LOGIN.loginId, undefined]) {
    const response = await request.post(API.adminEndpointBlock, {
      data: { path: BLOCKED, blocked: false, loginId },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

test('a member going back to a blocked path: the open dialog closes, the notice shows, its button goes home', async ({
  page,
  request,
}) => {
  const asked = watchBlockQuestions(page);
  await logIn(page);
  await page.goto('/trade/order/BTC-KRW');
  await expect(page.getByRole('region', { name: 'Workspace' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Coin list' })
    .getByRole('row', { name: 'Ethereum', exact: true })
    .click();
  await expect(page).toHaveURL(/\/trade\/order\/ETH-KRW$/);
  await expect.poll(() => asked).toContain('PC /trade/order/eth-krw');
  expect(asked).toContain(`PC ${BLOCKED}`);

  const block = await request.post(API.adminEndpointBlock, {
    data: {
      path: BLOCKED,
      blocked: true,
      loginId: DEMO_LOGIN.loginId,
      notice: NOTICE.ko,
      noticeEn: NOTICE.en,
    },
  });
  expect(block.ok(), await block.text()).toBe(true);

  await page.getByRole('toolbar').getByRole('button', { name: 'Reset layout' }).click();
  const reset = page
    .getByRole('alertdialog', { name: 'Reset layout?' })
    .or(page.getByRole('dialog', { name: 'Reset layout?' }));
  await expect(reset).toBeVisible();

  // The browser's back button: a route change inside the app, with the dialog still open.
  await page.goBack();
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
  const notice = page.getByRole('alertdialog', { name: 'Service restricted' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(NOTICE.en)).toBeVisible();
  await expect(reset).toHaveCount(0);

  await notice.getByRole('button', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notice).toHaveCount(0);
});

test('a guest is never asked about, even on a path blocked for every member', async ({ page, request }) => {
  const block = await request.post(API.adminEndpointBlock, { data: { path: BLOCKED, blocked: true } });
  expect(block.ok(), await block.text()).toBe(true);
  const asked = watchBlockQuestions(page);
  await page.goto('/trade/order/BTC-KRW');
  await expect(page.getByRole('region', { name: 'Workspace' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Coin list' })
    .getByRole('row', { name: 'Ethereum', exact: true })
    .click();
  await expect(page).toHaveURL(/\/trade\/order\/ETH-KRW$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);
  await expect(page.getByRole('region', { name: 'Workspace' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Service restricted' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
