import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, type Faults } from '../../src/api/contract';

/**
 * Every page starts in English so that tests can use the English accessible names, and with the forecast
 * terms modal already shown its two times, so that it does not open by itself over the page (the chart
 * spec tests that it does).
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      localStorage.setItem('tradedeck.settings', JSON.stringify({ version: 1, language: 'en' }));
      localStorage.setItem('tradedeck.chart.settings', JSON.stringify({ version: 2, termsShownCount: 2 }));
    });
    await use(page);
  },
});

export { expect };

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

/** Reads the live price until it shows a number different from `previous` (ticks are arriving). */
export async function nextPrice(page: Page, coin: string, previous?: string): Promise<string> {
  const price = page.getByRole('status', { name: `Live price ${coin}` });
  await expect(price).toHaveText(/\d/);
  if (previous !== undefined) await expect(price).not.toHaveText(previous, { timeout: 30_000 });
  return (await price.textContent()) ?? '';
}
