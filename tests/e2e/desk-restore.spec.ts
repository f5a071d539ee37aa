import { expect, test } from './fixtures';

// Windows at their own sizes, as a browser opens them: no viewport imposed on the pop-outs.
test.use({ viewport: null });

const storedPlacement = () => {
  const text = localStorage.getItem('tradedeck.workspace.layout.guest');
  const layout = text
    ? (JSON.parse(text) as { popouts: { placement?: { width: number; height: number } }[] })
    : null;
  return layout?.popouts[0]?.placement ?? null;
};

test('Restore desk reopens a pop-out whose window was closed, at the size it was given', async ({
  page,
  context,
}) => {
  await page.goto('/trade/order/BTC-KRW');
  const [popout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pop out Live price' }).click(),
  ]);
  await popout.waitForLoadState();
  await expect(popout.getByTestId('live-price')).toBeVisible();

  // The trader makes the window larger; it tells its owner once the size settles.
  await popout.evaluate(() => window.resizeTo(700, 460));
  const resized = await popout.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  await expect.poll(() => page.evaluate(storedPlacement)).toMatchObject(resized);

  // The window goes away (not given back): the panel comes back into the layout, its window remembered.
  await popout.close();
  await expect(page.getByTestId('live-price')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tradedeck.workspace.layout.guest')))
    .toContain(`"width":${resized.width}`);

  const [again] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Restore desk' }).click(),
  ]);
  await again.waitForLoadState();
  await expect(again.getByTestId('live-price')).toBeVisible();
  // Opened with width and height as kept; headless Chromium's window frame may round a pixel off.
  const reopened = await again.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  expect(Math.abs(reopened.width - resized.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(reopened.height - resized.height)).toBeLessThanOrEqual(1);
  // Not the live price's own window size (420×240): the size the trader gave it.
  expect(reopened.width).toBeGreaterThan(600);
  await expect(page.getByTestId('live-price')).toHaveCount(0);

  // Pressed again, the open window comes to the front: no second window.
  await page.getByRole('button', { name: 'Restore desk' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(context.pages()).toHaveLength(2);
});
