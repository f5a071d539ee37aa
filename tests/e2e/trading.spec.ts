import type { Locator, Page } from '@playwright/test';
import { API, type AssetsResponse } from '../../contract';
import { roundToTick, specTicks } from '../../contract/price-ticks';
import { ALL_FAULTS_OFF, expect, lastPrice, logInFromHeader, setFaults, test, won } from './fixtures';

test.afterEach(async ({ request }) => {
  await setFaults(request, ALL_FAULTS_OFF);
});

async function btcHeld(page: Page): Promise<number> {
  const response = await page.request.get(API.assets);
  const { data } = (await response.json()) as { data: AssetsResponse };
  return data.myAssetCoinInfoList.find((row) => row.symbol === 'BTC')?.coinBalance ?? 0;
}

/** Drags the chart line of `item` (an entry of the chart's line list) by `dy` pixels, with a real mouse. */
async function dragLine(page: Page, item: Locator, dy: number): Promise<void> {
  const y = Number(await item.getAttribute('data-y'));
  const tagLeft = Number(await item.getAttribute('data-tag-left'));
  const plot = (await page.getByTestId('chart-plot').boundingBox())!;
  const x = plot.x + tagLeft + 8;
  await page.mouse.move(x, plot.y + y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x, plot.y + y + (dy * step) / 8);
  await page.mouse.up();
}

/**
 * A trader's round: log in, place a limit buy below the market from the order panel, see it in
 * open orders and as a chart line, drag the line to amend it, see the new price everywhere, cancel it from
 * the chart, then buy at the market and see the holding and the trade history change.
 */
test('a trader places, amends and cancels a limit buy on the chart, then buys at the market', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/trade/order/BTC-KRW');
  // A member with won to spend and no seeded orders, so the only line on the chart is the one placed here.
  await logInFromHeader(page, 'demo-premium');
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);

  const panel = page.getByTestId('order-panel');
  const field = (name: string) => panel.getByRole('textbox', { name, exact: true });
  const openOrders = page.getByRole('table', { name: 'Open orders' });
  const lines = page.getByRole('list', { name: 'Your lines on the chart' });
  const chart = page.getByTestId('chart-panel');
  // Daily candles over 90 days: the price range drawn holds a price some percent below the market.
  await chart
    .getByRole('group', { name: 'Time frames' })
    .getByRole('button', { name: '90d', exact: true })
    .click();
  await expect(chart.getByTestId('chart-surface')).toHaveAttribute('data-load-state', 'ready');

  // The live book: a click on an ask puts its price into the order panel (the book moves on while the
  // test reads it, so the price is checked to the nearest few ticks).
  await field('Price (KRW)').fill('1000');
  const ask = page
    .getByRole('grid', { name: 'Order book BTC/KRW' })
    .getByRole('row', { name: /^Ask / })
    .last();
  const askName = (await ask.getAttribute('aria-label')) ?? (await ask.textContent())!;
  const askPrice = Number(/^Ask ([\d,]+),/.exec(askName)![1]!.replace(/,/g, ''));
  await ask.click();
  await expect
    .poll(async () => Number((await field('Price (KRW)').inputValue()).replace(/,/g, '')))
    .toBeGreaterThan(askPrice * 0.995);
  expect(Number((await field('Price (KRW)').inputValue()).replace(/,/g, ''))).toBeLessThan(askPrice * 1.005);

  // Lines of 0.001 buys the member already has (another spec on this server may have left one).
  const earlier = await lines
    .getByRole('listitem')
    .filter({ hasText: /^Buy 0\.001 at / })
    .allTextContents();

  // A limit buy at 94 % of the market: it rests in the book.
  const price = roundToTick(specTicks('KRW'), (await lastPrice(page, 'BTC-KRW')) * 0.94);
  await field('Price (KRW)').fill(String(price));
  await field('Quantity (BTC)').fill('0.001');
  await panel.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('Buy order for BTC/KRW placed.').first()).toBeVisible();

  await expect(openOrders.getByRole('row').filter({ hasText: won(price) })).toBeVisible();
  const line = lines.getByRole('listitem').filter({ hasText: `Buy 0.001 at ${won(price)}` });
  await expect(line).toHaveAttribute('data-y', /\d/);

  // Drag the line down: a confirm, then the order is replaced at the snapped price below.
  await dragLine(page, line, 60);
  const move = page.getByRole('alertdialog', { name: 'Move order' });
  await expect(move).toBeVisible();
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  const buys = lines.getByRole('listitem').filter({ hasText: /^Buy 0\.001 at / });
  const moved = earlier.reduce((left, text) => left.filter({ hasNotText: text }), buys);
  await expect(moved).not.toContainText(`at ${won(price)}`);
  const newPrice = Number(
    /^Buy 0\.001 at ([\d,]+)/.exec((await moved.textContent())!)![1]!.replace(/,/g, ''),
  );
  expect(newPrice).toBeLessThan(price);
  expect(newPrice % specTicks('KRW')(newPrice)).toBe(0);
  await expect(openOrders.getByRole('row').filter({ hasText: won(newPrice) })).toBeVisible();
  await expect(openOrders.getByRole('row').filter({ hasText: won(price) })).toHaveCount(0);

  // Cancel it from the chart: the × at the right end of its tag.
  const tagged = lines.getByRole('listitem').filter({ hasText: `Buy 0.001 at ${won(newPrice)}` });
  await expect(tagged).toHaveAttribute('data-tag-right', /\d/);
  const plot = (await page.getByTestId('chart-plot').boundingBox())!;
  await page.mouse.click(
    plot.x + Number(await tagged.getAttribute('data-tag-right')) - 6,
    plot.y + Number(await tagged.getAttribute('data-y')),
  );
  const cancel = page.getByRole('alertdialog', { name: 'Cancel order' });
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(lines.getByRole('listitem').filter({ hasText: won(newPrice) })).toHaveCount(0);
  await expect(openOrders.getByRole('row').filter({ hasText: won(newPrice) })).toHaveCount(0);

  // A market buy of 10,000 won: the holding grows and the trade history shows the filled order.
  const before = await btcHeld(page);
  await panel.getByRole('radio', { name: 'Market' }).click();
  await field('Order total (KRW, before fee)').fill('10000');
  await panel.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect.poll(() => btcHeld(page)).toBeGreaterThan(before);
  await page.getByRole('tab', { name: 'Order history' }).click();
  const history = page.getByRole('table', { name: 'Order history' });
  await expect(
    history.getByRole('row').filter({ hasText: 'Market' }).filter({ hasText: 'Filled' }).first(),
  ).toBeVisible();
});
