import type { APIRequestContext, Page } from '@playwright/test';
import { API, captchaInfoSchema, CAPTCHA } from '../../contract';
import { expect, test } from './fixtures';

// The failed logins count for 127.0.0.1, which every test shares: the fixture forgets the counts after
// each test (test mode's DELETE /__admin/login-failures), so later logins meet no captcha.

/** Ticks the box (or refreshes) through `start` and answers the key of the captcha it fetched. */
async function captchaShown(page: Page, start: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().method() === 'GET' && new URL(answer.url()).pathname === API.captchaInfo,
    ),
    start(),
  ]);
  const info = captchaInfoSchema.parse(((await response.json()) as { data: unknown }).data);
  return info.productCaptcha.captchaKey;
}

/** The answer of a captcha, through the test-mode admin call. */
async function answerOf(request: APIRequestContext, captchaKey: string): Promise<string> {
  const response = await request.get(API.adminCaptchaAnswer(captchaKey));
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { answer: string } }).data.answer;
}

test('three failed logins: the captcha is required; solved, the right password logs in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const box = page.getByRole('checkbox', { name: 'I am not a robot' });
  const image = page.getByRole('img', { name: 'Security characters' });
  const answer = page.getByRole('textbox', { name: 'Characters in the image' });
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });

  await page.getByLabel('ID', { exact: true }).fill('demo-regular');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  for (let failure = 1; failure <= CAPTCHA.loginFailuresBeforeCaptcha; failure++) {
    await expect(box).toHaveCount(0);
    const [refused] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === API.login),
      logIn.click(),
    ]);
    expect(refused.status()).toBe(401);
    await expect(page.getByText('The ID or password is incorrect.')).toBeVisible();
  }
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();

  // The simulator asks for it too: the right password without a solved captcha is refused unchecked.
  const without = await request.post(API.login, {
    data: { loginId: 'demo-regular', password: 'demo1234' },
  });
  expect(without.status()).toBe(400);
  expect(await without.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', data: { captchaRequired: true } });

  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await logIn.click();
  await expect(page.getByText("Tick the 'I am not a robot' box.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A wrong answer ends its captcha; a new one replaces it.
  const first = await captchaShown(page, () => box.check());
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    CAPTCHA.width,
    CAPTCHA.height,
  ]);
  await answer.fill('ZZZZZZ');
  const second = await captchaShown(page, () =>
    page.getByRole('button', { name: 'Verify', exact: true }).click(),
  );
  expect(second).not.toBe(first);
  await expect(page.getByText('The verification failed. Enter the new security characters.')).toBeVisible();

  await answer.fill(await answerOf(request, second));
  await answer.press('Enter');
  await expect(page.getByText('Verified. You may continue.')).toBeVisible();

  await logIn.click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /김데모/ })).toBeVisible();
});
