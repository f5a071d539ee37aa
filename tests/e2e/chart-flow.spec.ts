import { API, DEMO_LOGIN, type TickersResponse } from '../../contract';
import { TIME_FRAME_SHORTCUTS } from '../../contract/intervals';
import { roundToTick, specTicks } from '../../contract/price-ticks';
import { ALL_FAULTS_OFF, expect, plotColours, setFaults, test, logInFromHeader } from './fixtures';

test.afterEach(async ({ request }) => {
  await setFaults(request, ALL_FAULTS_OFF);
});

/**
 * The chart as a member uses it (chart spec §2 "Chart screen parts"): time-frame shortcuts, a limit order
 * placed over REST showing up as a pending line (the simulator's assetChange frame makes the chart fetch its
 * pending orders again), then the chart popped out into its own window, drawn there with the same line.
 */
test('a member switches time frames, sees a new order as a pending line, and pops the chart out', async ({
  page,
  context,
}) => {
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);

  const chart = page.getByTestId('chart-panel');
  const surface = chart.getByTestId('chart-surface');
  await expect(surface).toHaveAttribute('data-load-state', 'ready');
  await expect.poll(() => plotColours(page)).toBeGreaterThan(10);

  for (const id of ['1w', '90d', '1d'] as const) {
    const shortcut = TIME_FRAME_SHORTCUTS.find((candidate) => candidate.id === id)!;
    const button = chart
      .getByRole('group', { name: 'Time frames' })
      .getByRole('button', { name: id, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(chart.getByTestId('chart-interval')).toHaveValue(shortcut.interval);
    await expect(surface).toHaveAttribute('data-load-state', 'ready');
  }
  await expect.poll(() => plotColours(page)).toBeGreaterThan(10);

  // The member's seeded pending orders are drawn first.
  await expect(surface).toHaveAttribute('data-pending-lines', /buy:\d+/);

  // A limit buy at 60 % of the market price (inside the price band, PRICE_BAND): it stays pending. The page's request context carries
  // the session cookie of the login above.
  const tickers = await page.request.get(API.tickers);
  expect(tickers.ok(), await tickers.text()).toBe(true);
  const { data } = (await tickers.json()) as { data: TickersResponse };
  const market = data.rows.find((row) => row.key === 'BTC-KRW')!.closePrice;
  const price = roundToTick(specTicks('KRW'), market * 0.6);
  const line = new RegExp(`(^| )buy:${price}( |$)`);
  await expect(surface).not.toHaveAttribute('data-pending-lines', line);

  const placed = await page.request.post(API.orders, {
    data: { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price, quantity: 0.001 },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  expect((await placed.json()).data).toMatchObject({ status: 'pending', price });
  await expect(surface).toHaveAttribute('data-pending-lines', line);

  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    chart.getByRole('toolbar', { name: 'Chart tools' }).getByRole('button', { name: 'Pop out' }).click(),
  ]);
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(/\/trade\/chart\/BTC-KRW$/);
  await expect(popup).toHaveTitle('BTC/KRW chart | Tradedeck');
  // Chart spec §6: dark only on the trade order page; the popup follows the chart's setting (light).
  await expect(popup.locator('html')).toHaveAttribute('data-theme', 'light');

  // The chart alone: no header, no workspace, and no Pop out button of its own.
  const popupChart = popup.getByTestId('chart-panel');
  await expect(popupChart).toHaveAttribute('data-coin', 'BTC-KRW');
  await expect(popup.getByRole('banner')).toHaveCount(0);
  await expect(popup.getByRole('region', { name: 'Workspace' })).toHaveCount(0);
  await expect(popupChart.getByRole('button', { name: 'Pop out' })).toHaveCount(0);

  // Drawn, with the member's new order among its lines.
  const popupSurface = popupChart.getByTestId('chart-surface');
  await expect(popupSurface).toHaveAttribute('data-load-state', 'ready');
  await expect.poll(() => plotColours(popup)).toBeGreaterThan(10);
  await expect(popupSurface).toHaveAttribute('data-pending-lines', line);
});
