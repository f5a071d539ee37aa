import { expect, test } from './fixtures';

// Two charts of one link group in two windows: a chart in the workspace and a popped-out chart, both
// following the page's coin. A hover in the workspace's chart shows the pop-out's crosshair at the same
// time, read from the time its surface says it shows (the canvas cannot be read); the pointer leaving
// takes it away again, and a hover in the pop-out shows in the workspace.

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

  const box = (await here.getByTestId('chart-plot').boundingBox())!;
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
  await expect(here).toHaveAttribute('data-crosshair-time', /^\d+$/);
  const time = await here.getAttribute('data-crosshair-time');
  const label = await here.getAttribute('data-crosshair-label');
  await expect(there).toHaveAttribute('data-crosshair-time', time!);
  await expect(there).toHaveAttribute('data-crosshair-label', label!);

  // The pointer leaves the plot: the pop-out's crosshair goes too.
  await page.mouse.move(1, 1);
  await expect(here).not.toHaveAttribute('data-crosshair-time', /./);
  await expect(there).not.toHaveAttribute('data-crosshair-time', /./);

  // And from the pop-out back to the workspace.
  const popoutBox = (await there.getByTestId('chart-plot').boundingBox())!;
  await popout.mouse.move(popoutBox.x + popoutBox.width / 2, popoutBox.y + popoutBox.height / 2);
  await expect(there).toHaveAttribute('data-crosshair-time', /^\d+$/);
  await expect(here).toHaveAttribute(
    'data-crosshair-time',
    (await there.getAttribute('data-crosshair-time'))!,
  );
});
