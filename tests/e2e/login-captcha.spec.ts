import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, captchaInfoSchema, CAPTCHA } from '../../contract';
import { expect, test } from './fixtures';

/**
 * This file runs a simulator of its own. Three failed logins from an address make the simulator ask every
 * later login from that address for a captcha, and every test connects from 127.0.0.1: on the shared
 * simulator the other files' logins would meet the captcha too.
 */
let simulator: { url: string; child: ChildProcess; dataDir: string } | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-e2e-captcha-'));
  // As `npm start` runs it (playwright.config.ts), in its own process group so that it stops whole.
  const child = spawn('npm', ['start', '--', '--port', String(port), '--data', dataDir, '--test-mode'], {
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  simulator = { url, child, dataDir };
  await expect
    .poll(
      () =>
        fetch(`${url}${API.health}`).then(
          (response) => response.ok,
          () => false,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (!simulator) return;
  if (simulator.child.pid !== undefined) process.kill(-simulator.child.pid, 'SIGTERM');
  rmSync(simulator.dataDir, { recursive: true, force: true });
});

function simulatorUrl(): string {
  if (!simulator) throw new Error('the simulator did not start');
  return simulator.url;
}

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
  const response = await request.get(`${simulatorUrl()}${API.adminCaptchaAnswer(captchaKey)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { answer: string } }).data.answer;
}

test('three failed logins: the captcha is required; solved, the right password logs in', async ({
  page,
  request,
}) => {
  const url = simulatorUrl();
  await page.goto(`${url}/login`);
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
  const without = await request.post(`${url}${API.login}`, {
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
