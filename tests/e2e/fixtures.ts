import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { API, type AdminSmsCode, type Faults, type SmsSendWork, type TickersResponse } from '../../contract';

/**
 * Every page of `target` (a page, or a whole browser context a test opens of its own) starts in English so
 * that tests can use the English accessible names, and with the forecast terms modal already shown its two
 * times, so that it does not open by itself over the page (the chart spec tests that it does).
 */
export async function startInEnglish(target: Pick<Page | BrowserContext, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    localStorage.setItem('tradedeck.settings', JSON.stringify({ version: 1, language: 'en' }));
    localStorage.setItem('tradedeck.chart.settings', JSON.stringify({ version: 2, termsShownCount: 2 }));
  });
}

/** Every test's page starts as startInEnglish has it. After each test the simulator forgets the failed logins. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await startInEnglish(page);
    await use(page);
    // Failed logins count per address and every test comes from 127.0.0.1: a test's failures must not
    // make the next test's login meet the captcha (shell spec §4 captcha states).
    const reset = await page.request.delete(API.adminLoginFailures);
    expect(reset.ok(), await reset.text()).toBe(true);
  },
});

export { expect };

/** A 1×1 PNG for the image uploads: the simulator reads the type from the content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/**
 * From a page with the header, logs in as `loginId` through the header's link and the login page, which
 * returns to the page; `password` wrong leaves the login page open for the caller.
 */
export async function logInFromHeader(page: Page, loginId: string, password = 'demo1234'): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('ID', { exact: true }).fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Switches the simulator's fault switches (test mode, loopback only). */
export async function setFaults(request: APIRequestContext, faults: Partial<Faults>): Promise<void> {
  const response = await request.post(API.adminFaults, { data: faults });
  expect(response.ok(), await response.text()).toBe(true);
}

export const ALL_FAULTS_OFF: Partial<Faults> = {
  pause: false,
  block: false,
  timeout: false,
  tooManyRequests: false,
  serverError: false,
  dropSocket: false,
  skipTickerFrameEvery: 0,
};

/** A coin's last trade price as the exchange's tickers have it now. */
export async function lastPrice(page: Page, key: string): Promise<number> {
  const response = await page.request.get(API.tickers);
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: TickersResponse };
  return data.rows.find((row) => row.key === key)!.closePrice;
}

/** A won amount as the English pages write it (1,234,500). */
export const won = (value: number) => value.toLocaleString('en-US');

/** Reads the live price until it shows a number different from `previous` (ticks are arriving). */
export async function nextPrice(page: Page, coin: string, previous?: string): Promise<string> {
  const price = page.getByRole('status', { name: `Live price ${coin}` });
  await expect(price).toHaveText(/\d/);
  if (previous !== undefined) await expect(price).not.toHaveText(previous);
  return (await price.textContent()) ?? '';
}

/**
 * Distinct colours drawn in the chart's plot, as shown on screen: a screenshot of the plot's box with
 * everything but the drawing hidden, dialogs' backdrops too — the window's shared WebGL canvas (its
 * drawing buffer is not preserved, so it cannot be read back once composited) or, with no GPU, the
 * chart's own 2D canvases —, decoded in the page. A blank plot has one.
 */
export async function plotColours(page: Page): Promise<number> {
  // A page screenshot: an element's would wait for the hidden plot to become visible.
  const clip = await page.getByTestId('chart-plot').boundingBox();
  if (!clip) return 0;
  const png = await page.screenshot({
    clip,
    style:
      'body * { visibility: hidden !important } *::backdrop { background: transparent !important } ' +
      'canvas[data-td-renderer], canvas[data-chart-layer] { visibility: visible !important }',
  });
  return page.evaluate(async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 7)
      seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  }, png.toString('base64'));
}

/**
 * The last SMS code the simulator "sent" `loginId` for `work`, read through its test-mode admin call as
 * the member would read the message (chart spec §7 SMS calls).
 */
export async function readSmsCode(
  request: APIRequestContext,
  loginId: string,
  work: SmsSendWork,
): Promise<string> {
  const response = await request.get(API.adminSmsCode, { params: { loginId, work } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AdminSmsCode }).data.code;
}

/**
 * Passes an SMS verification shown in `within` (a region of the page): requests the code, reads it and
 * enters it (the field checks six digits by itself).
 */
export async function verifyBySms(
  page: Page,
  within: Locator,
  loginId: string,
  work: SmsSendWork,
): Promise<void> {
  await within.getByRole('button', { name: /^(Request|Re-request)$/ }).click();
  await expect(within.getByRole('status')).toHaveText('The authentication number has been sent.');
  await within
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await readSmsCode(page.request, loginId, work));
}

interface ToastRecord {
  __toastsShown?: string[];
}

/**
 * Keeps the text of every toast each page of `target` shows, in order, so that a test counts toasts after
 * they have gone (a toast lasts TOAST_DURATION_MS, 3 s, which a busy machine can spend before the test
 * looks). Set before the pages navigate: it runs in each page, pop-outs included.
 */
export async function recordToasts(target: Pick<Page | BrowserContext, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    const shown: string[] = [];
    (window as ToastRecord).__toastsShown = shown;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.td-toast')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        shown.push(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts `page` has shown since it loaded (recordToasts) that match `text`. */
export async function toastsShown(page: Page, text: RegExp): Promise<number> {
  const shown = await page.evaluate(() => (window as ToastRecord).__toastsShown ?? []);
  return shown.filter((toast) => text.test(toast)).length;
}
