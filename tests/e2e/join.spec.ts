/**
 * Sign-up end to end (shell spec §2.2 sign-up): a new member signs up in the real app against the simulator —
 * nation picker, the captcha solved with the test-mode answer, then a document through the image upload
 * (a guest's upload goes with the solved captcha) — and then logs in with the new ID and password.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { API, captchaInfoSchema } from '../../contract';
import { expect, PNG, test } from './fixtures';

/** Ticks the captcha's box and answers the key of the captcha it fetched. */
async function tickCaptcha(page: Page): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().method() === 'GET' && new URL(answer.url()).pathname === API.captchaInfo,
    ),
    page.getByRole('checkbox', { name: 'I am not a robot' }).check(),
  ]);
  return captchaInfoSchema.parse(((await response.json()) as { data: unknown }).data).productCaptcha
    .captchaKey;
}

/** The answer of a captcha, through the test-mode admin call. */
async function answerOf(request: APIRequestContext, captchaKey: string): Promise<string> {
  const response = await request.get(API.adminCaptchaAnswer(captchaKey));
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { answer: string } }).data.answer;
}

test('a new member signs up with a solved captcha and logs in with the new ID', async ({ page, request }) => {
  // Unique per run, within the ID rule (a letter first, lower-case letters, digits and hyphens, 4–20).
  const loginId = `e2e-${Date.now().toString(36)}`;
  const password = 'Joined#2024';
  const name = 'Hong Gildong';

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/member\/join$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();

  await page.getByLabel('ID', { exact: true }).fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(`${loginId}@example.com`);

  await page.getByRole('button', { name: 'Country Select a nation' }).click();
  await page.getByRole('combobox', { name: 'Search nations' }).fill('kor');
  await page.getByRole('option', { name: 'Republic of Korea +82' }).click();
  await expect(page.getByRole('button', { name: 'Country Republic of Korea +82' })).toBeVisible();
  await page.getByLabel('Mobile number', { exact: true }).fill('10-1234-5678');

  await page.getByRole('checkbox', { name: 'Agree to all' }).check();
  await expect(page.getByRole('checkbox', { name: /terms of service \(required\)/ })).toBeChecked();

  const captchaKey = await tickCaptcha(page);
  const answer = page.getByRole('textbox', { name: 'Characters in the image' });
  await answer.fill(await answerOf(request, captchaKey));
  await answer.press('Enter');
  await expect(page.getByText('Verified. You may continue.')).toBeVisible();

  // A guest's documents go with the solved captcha (the page sends its key with each file).
  await page
    .getByLabel('Attach images')
    .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of id-card.png' })).toBeVisible();

  const [joined] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === API.join),
    page.getByRole('button', { name: 'Sign up', exact: true }).click(),
  ]);
  expect(joined.status(), await joined.text()).toBe(200);
  expect(JSON.parse(joined.request().postData() ?? '{}')).toMatchObject({
    loginId,
    nationCode: 'KR',
    captchaKey,
    attachmentIds: [expect.any(String)],
  });
  await expect(page.getByRole('heading', { level: 2, name: `Welcome, ${loginId}` })).toBeVisible();

  // A solved captcha serves one form: the same request again is refused; with a new one, the ID is taken.
  const sent = JSON.parse(joined.request().postData() ?? '{}') as Record<string, unknown>;
  const replay = await request.post(API.join, { data: sent });
  expect(replay.status()).toBe(400);
  expect(await replay.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
  const info = await request.get(API.captchaInfo);
  const fresh = captchaInfoSchema.parse(((await info.json()) as { data: unknown }).data).productCaptcha
    .captchaKey;
  const verified = await request.post(API.captchaVerify, {
    data: { captchaKey: fresh, captchaAnswer: await answerOf(request, fresh) },
  });
  expect(verified.ok()).toBe(true);
  const taken = await request.post(API.join, { data: { ...sent, captchaKey: fresh, attachmentIds: [] } });
  expect(taken.status()).toBe(409);
  expect(await taken.json()).toMatchObject({
    code: 'LOGIN_ID_TAKEN',
    data: { fields: { loginId: 'taken' } },
  });

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('ID', { exact: true }).fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
});
