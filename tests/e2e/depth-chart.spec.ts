import type { Page } from '@playwright/test';
import { API, specTicks, type OrderBookSnapshot } from '../../contract';
import { formatBookPrice } from '../../src/lib/book-format';
import { formatColumnQuantity } from '../../src/lib/price-format';
import { expect, test } from './fixtures';

/**
 * The depth chart as a trader opens it: added from the workspace's panel menu on the trade page (it is not in
 * the default layout), its hover's cumulative quantity equal to the order book's levels summed up to that
 * price. The book moves with every trade, so the two are compared on a still book: the KRW market is closed
 * through the test-mode admin call (the model trades nothing on a closed market, and its liquidity is
 * re-centred only by trades, server/trading/books.ts), the book is read through the REST call, and both
 * panels are waited for until they show exactly that book. Reopened after, whatever happens.
 */

const COIN = 'BTC-KRW';

test.use({ viewport: { width: 1920, height: 1080 } });

async function setKrwOpen(page: Page, isOpen: boolean): Promise<void> {
  const response = await page.request.post(API.adminMarket, { data: { marketSymbol: 'KRW', isOpen } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function restBook(page: Page): Promise<OrderBookSnapshot> {
  const response = await page.request.get(`${API.orderBook}?key=${COIN}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: OrderBookSnapshot }).data;
}

/** The order book panel's bid rows as its accessible mirror has them: [price, quantity] texts, best first. */
async function mirroredBids(page: Page): Promise<string[][]> {
  return page
    .getByTestId('order-book')
    .first()
    .evaluate((book) =>
      [...book.querySelectorAll<HTMLElement>('[role="row"][data-side="bid"]')]
        .filter((row) => !row.hidden)
        .map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent ?? '')),
    );
}

/** The values box's texts by label; empty while it is hidden. */
async function hoverValues(page: Page): Promise<Record<string, string>> {
  return page
    .getByTestId('depth-chart-hover')
    .evaluate((box: HTMLElement) =>
      box.hidden
        ? {}
        : Object.fromEntries(
            [...box.querySelectorAll('dt')].map((term) => [
              term.textContent ?? '',
              term.nextElementSibling?.textContent ?? '',
            ]),
          ),
    );
}

test('the depth chart, opened from the panel menu, shows the order book’s cumulative bids under the pointer', async ({
  page,
}) => {
  await page.goto(`/trade/order/${COIN}`);
  await expect(
    page.getByTestId('order-book').first().getByRole('row', { name: /^Bid / }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('depth-chart')).toHaveCount(0);

  await page.getByRole('button', { name: 'Panels' }).click();
  await page
    .getByRole('menu', { name: 'Panels' })
    .getByRole('group', { name: 'Add a panel' })
    .getByRole('menuitem', { name: 'Depth chart' })
    .click();
  const chart = page.getByTestId('depth-chart');
  await expect(chart).toBeVisible();
  await expect(chart.getByRole('list', { name: 'Depth summary' }).getByText(/^Best bid \d/)).toBeAttached();

  await setKrwOpen(page, false);
  try {
    const book = await restBook(page);
    expect(book.bids.length).toBeGreaterThan(5);
    // The feed caught up: the book panel's rows are the REST book's, level for level.
    await expect
      .poll(() => mirroredBids(page))
      .toEqual(
        book.bids.map(([price, quantity]) => [
          formatBookPrice(specTicks('KRW'), price),
          formatColumnQuantity(quantity),
        ]),
      );

    // A quarter of the plot's width from its left edge: among the bids, away from the mid.
    const plot = chart.getByTestId('depth-chart-plot');
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
    await expect.poll(async () => Object.keys(await hoverValues(page)).length).toBe(4);
    const values = await hoverValues(page);
    const shownPrice = values['Bid price']!;
    const reached = book.bids.filter(([price]) => formatBookPrice(specTicks('KRW'), price) === shownPrice);
    expect(reached, `the hover's price ${shownPrice} is a level of the book`).toHaveLength(1);
    const level = reached[0]![0];

    // The book panel's rows down to that price, read as the trader reads them, and the REST book's own sum.
    const rows = (await mirroredBids(page)).filter((_row, index) => book.bids[index]![0] >= level);
    expect(rows.at(-1)![0]).toBe(shownPrice);
    let sum = 0;
    for (const [price, quantity] of book.bids) if (price >= level) sum += quantity;
    expect(values['Cumulative bids']).toBe(formatColumnQuantity(sum));
    // The rows as shown add up to it, within the rounding of each row's shown quantity.
    const shownSum = rows.reduce((total, [, quantity]) => total + Number(quantity!.replace(/,/g, '')), 0);
    expect(Math.abs(shownSum - sum)).toBeLessThanOrEqual(rows.length * 0.0005);
  } finally {
    await setKrwOpen(page, true);
  }
});
