import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Distinct colours drawn under the chart's plot, read back from the window's shared WebGL canvas (its
 * drawing buffer is preserved): a blank plot has one.
 */
async function colours(page: Page): Promise<number> {
  return page.getByTestId('chart-plot').evaluate((plot: HTMLElement) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-td-renderer]')!;
    // Asking for the context type the renderer made returns that same context.
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
    const box = plot.getBoundingClientRect();
    const ratio = canvas.width / window.innerWidth;
    const width = Math.floor(box.width * ratio);
    const height = Math.floor(box.height * ratio);
    const data = new Uint8Array(width * height * 4);
    const bottom = canvas.height - Math.floor(box.top * ratio) - height;
    gl.readPixels(Math.floor(box.left * ratio), bottom, width, height, gl.RGBA, gl.UNSIGNED_BYTE, data);
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 7)
      seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });
}

test('the chart loads BTC-KRW history from the simulator, follows its trades and switches time frames', async ({
  page,
}) => {
  await page.goto('/trade/order/BTC-KRW');
  const surface = page.getByTestId('chart-surface');
  await expect(surface).toHaveAttribute('data-load-state', 'ready');
  await expect.poll(() => colours(page)).toBeGreaterThan(10);

  const close = page.getByTestId('chart-legend').locator('[data-field="close"]');
  await expect(close).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const first = await close.textContent();
  await expect.poll(() => close.textContent(), { timeout: 30_000 }).not.toBe(first);

  // The 1-day shortcut (10-minute bars), in either language.
  await page
    .getByTestId('chart-panel')
    .getByRole('button', { name: /^(1d|1일)$/ })
    .click();
  await expect(page.getByTestId('chart-interval')).toHaveValue('10');
  await expect(surface).toHaveAttribute('data-load-state', 'ready');
  await expect.poll(() => colours(page)).toBeGreaterThan(10);
});

test('the forecast terms open by themselves on entering the trade order page, and close', async ({
  page,
}) => {
  // After the fixture's script: a browser that has never seen the terms.
  await page.addInitScript(() => localStorage.removeItem('tradedeck.chart.settings'));
  await page.goto('/trade/order/BTC-KRW');
  const terms = page.getByRole('alertdialog', { name: 'Forecast Chart terms of use' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(terms).toBeHidden();
  await expect(
    page.getByTestId('chart-panel').getByRole('button', { name: 'Forecast', exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');
});
