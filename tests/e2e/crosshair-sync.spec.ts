import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Two charts of one link group in two windows: a chart in the workspace and a popped-out chart, both
// following the page's coin. A hover in the workspace's chart shows the pop-out's crosshair at the same
// time, read from the time its surface says it shows (the canvas cannot be read); the pointer leaving
// takes it away again, and a hover in the pop-out shows in the workspace.

/**
 * Moves the pointer into `chart`'s plot until the chart shows a crosshair time. The plot's box is read again
 * each time and each try is a real move (another point): a workspace re-laid out after a pop-out can still be
 * settling when the box is first read, and a move that landed outside the plot is never repeated by itself.
 */
async function hover(page: Page, chart: Locator): Promise<string> {
  let step = 0;
  await expect(async () => {
    const box = (await chart.getByTestId('chart-plot').boundingBox())!;
    step += 1;
    await page.mouse.move(box.x + box.width * (0.3 + 0.02 * (step % 10)), box.y + box.height / 3);
    await expect(chart).toHaveAttribute('data-crosshair-time', /^\d+$/, { timeout: 1_000 });
  }).toPass();
  return (await chart.getAttribute('data-crosshair-time'))!;
}

test('two charts of one group in two windows show the same crosshair time after a hover', async ({
  page,
  context,
}) => {
  await page.goto('/trade/order/BTC-KRW');
  const charts = page.getByTestId('chart-surface');
  await expect(charts).toHaveCount(1);
  await page.getByRole('button', { name: 'Panels' }).click();
  await page
    .getByRole('menu', { name: 'Panels' })
    .getByRole('group', { name: 'Add a panel' })
    .getByRole('menuitem', { name: 'Chart', exact: true })
    .click();
  await expect(charts).toHaveCount(2);

  const [popout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pop out Chart' }).last().click(),
  ]);
  await popout.waitForLoadState();
  await expect(charts).toHaveCount(1);
  const here = charts.first();
  const there = popout.getByTestId('chart-surface');
  for (const chart of [here, there]) {
    await expect(chart).toHaveAttribute('data-drawn', 'true');
    // The link's code comes after the chart's.
    await expect(chart).toHaveAttribute('data-linked', 'crosshair');
  }

  const time = await hover(page, here);
  const label = await here.getAttribute('data-crosshair-label');
  await expect(there).toHaveAttribute('data-crosshair-time', time);
  await expect(there).toHaveAttribute('data-crosshair-label', label!);

  // The pointer leaves the plot: the pop-out's crosshair goes too.
  await page.mouse.move(1, 1);
  await expect(here).not.toHaveAttribute('data-crosshair-time', /./);
  await expect(there).not.toHaveAttribute('data-crosshair-time', /./);

  // And from the pop-out back to the workspace.
  await expect(here).toHaveAttribute('data-crosshair-time', await hover(popout, there));
});
