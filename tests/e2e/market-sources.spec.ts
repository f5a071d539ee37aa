import type { Page } from '@playwright/test';
import { BITHUMB_TICKS, priceTicks, roundToTick, UPBIT_TICKS } from '../../contract/price-ticks';
import { FakeExchange } from '../support/fake-exchange/fake-exchange';
import { expect, logInFromHeader, plotColours, test, won } from './fixtures';
import { startOwnSimulator, type OwnSimulator } from './own-simulator';

/**
 * The whole app on a real exchange's public market data (`--market upbit|bithumb`), the exchange being the
 * fake one this process runs (tests/support/fake-exchange/): what it lists, trades and books reaches the
 * coin list, the chart, the order book and the recent trades; a member's paper order rests against its
 * book and fills when its trades go through it; its going away closes the markets to orders until it comes
 * back (server/sources/exchange/README.md).
 */
const DIALECTS = ['upbit', 'bithumb'] as const;

const CODE = 'KRW-BTC';
const COIN = 'BTC-KRW';

for (const dialect of DIALECTS) {
  test.describe(`--market ${dialect} against the fake exchange`, () => {
    let exchange: FakeExchange;
    let server: OwnSimulator;
    /** A price the test moves from: the fake's last BTC trade, on the exchange's steps. */
    let base: number;
    let tick: number;

    test.beforeAll(async () => {
      exchange = await FakeExchange.start({ dialect });
      const prefix = dialect.toUpperCase();
      server = await startOwnSimulator(['--market', dialect], {
        [`${prefix}_API_URL`]: exchange.apiUrl,
        [`${prefix}_SOCKET_URL`]: exchange.socketUrl,
      });
      const ticks = priceTicks(dialect === 'upbit' ? UPBIT_TICKS : BITHUMB_TICKS, COIN);
      base = roundToTick(ticks, exchange.market.lastPrice(CODE));
      tick = ticks(base);
    });

    test.afterAll(async () => {
      await server?.stop();
      await exchange?.close();
    });

    async function openTradePage(page: Page): Promise<void> {
      await page.goto(`${server.base}/trade/order/${COIN}`);
    }

    test('the coin list fills with its coins and the chart draws its history and a live bar', async ({
      page,
    }) => {
      await openTradePage(page);
      const list = page.getByRole('region', { name: 'Coin list' });
      for (const name of ['Bitcoin', 'Ethereum', 'XRP'])
        await expect(list.getByRole('row', { name, exact: true })).toBeVisible();

      const chart = page.getByTestId('chart-panel');
      const surface = chart.getByTestId('chart-surface');
      await expect(surface).toHaveAttribute('data-load-state', 'ready');
      await expect(surface).toHaveAttribute('data-drawn', 'true');
      await expect.poll(() => plotColours(page)).toBeGreaterThan(10);

      // A trade on the exchange: the live bar's close and the live price follow it.
      const price = base + 7 * tick;
      exchange.trade(CODE, price, 0.01, 'BID');
      await expect(page.getByTestId('chart-legend').locator('[data-field="close"]')).toHaveText(won(price));
      await expect(page.getByRole('status', { name: 'Live price BTC' })).toContainText(won(price));
    });

    test('every screen where orders are placed or fills shown says it is paper trading', async ({ page }) => {
      await openTradePage(page);
      const name = dialect === 'upbit' ? 'Upbit' : 'Bithumb';
      await expect(page.getByTestId('paper-banner')).toContainText(name);
      await expect(page.getByTestId('order-panel').getByTestId('paper-badge')).toBeVisible();
      await expect(page.getByTestId('connection-source')).toHaveAttribute('data-kind', dialect);
      await expect(page.getByTestId('connection-source')).toContainText('paper trading');
    });

    test('the order book and the recent trades follow its books and trades', async ({ page }) => {
      await openTradePage(page);
      const book = page.getByRole('grid', { name: 'Order book BTC/KRW' });
      await expect(book.getByRole('row', { name: /^Ask / }).first()).toBeVisible();

      const ask = base + 11 * tick;
      const bid = base - 9 * tick;
      exchange.setBook(
        CODE,
        [
          [ask, 0.75],
          [ask + tick, 1.5],
        ],
        [
          [bid, 0.5],
          [bid - tick, 2],
        ],
      );
      await expect(book.getByRole('row', { name: new RegExp(`^Ask ${won(ask)},`) })).toBeVisible();
      await expect(book.getByRole('row', { name: new RegExp(`^Bid ${won(bid)},`) })).toBeVisible();

      const trades = page.getByRole('table', { name: 'Recent trades BTC/KRW' });
      const price = base + 3 * tick;
      exchange.trade(CODE, price, 0.4321, 'ASK');
      await expect(
        trades
          .getByRole('row')
          .filter({ hasText: won(price) })
          .filter({ hasText: '0.4321' }),
      ).toBeVisible();
    });

    test('a paper limit buy below the price rests, and fills when its trades go through it', async ({
      page,
    }) => {
      await openTradePage(page);
      await logInFromHeader(page, 'demo-premium');
      await expect(page).toHaveURL(new RegExp(`/trade/order/${COIN}$`));

      const panel = page.getByTestId('order-panel');
      const field = (name: string) => panel.getByRole('textbox', { name, exact: true });
      const openOrders = page.getByRole('table', { name: 'Open orders' });
      // The book stands above the order: it rests.
      exchange.setBook(CODE, [[base + tick, 1]], [[base, 1]]);
      const limit = base - 20 * tick;
      await field('Price (KRW)').fill(String(limit));
      await field('Quantity (BTC)').fill('0.001');
      await panel.getByRole('button', { name: 'Buy', exact: true }).click();
      await expect(page.getByText('Buy order for BTC/KRW placed.').first()).toBeVisible();
      const resting = openOrders.getByRole('row').filter({ hasText: won(limit) });
      await expect(resting).toBeVisible();

      // A sell on the exchange below the limit: the paper order fills.
      exchange.trade(CODE, limit - tick, 1, 'ASK');
      await expect(resting).toHaveCount(0);
      await page.getByRole('tab', { name: 'Order history' }).click();
      await expect(
        page
          .getByRole('table', { name: 'Order history' })
          .getByRole('row')
          .filter({ hasText: won(limit) })
          .filter({ hasText: 'Filled' }),
      ).toBeVisible();
    });

    test('the exchange going away closes the market to orders, and coming back opens it', async ({
      page,
    }) => {
      await openTradePage(page);
      await logInFromHeader(page, 'demo-premium');
      const panel = page.getByTestId('order-panel');
      const closed = panel.getByRole('status').filter({ hasText: 'The KRW market is closed.' });
      await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toBeEnabled();
      await expect(closed).toHaveCount(0);

      exchange.goAway();
      await expect(closed).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
      // The chart, the order book and the connection strip say the prices are not live; the chart how to start
      // on the simulator.
      await expect(page.getByTestId('chart-source-down')).toContainText('--market sim');
      await expect(page.getByTestId('order-book-source-down')).toBeVisible();
      await expect(page.getByTestId('connection-down')).toBeVisible();

      exchange.comeBack();
      await expect(closed).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'Buy', exact: true })).toBeEnabled();
      await expect(page.getByTestId('chart-source-down')).toHaveCount(0);
      await expect(page.getByTestId('order-book-source-down')).toHaveCount(0);
      await expect(page.getByTestId('connection-down')).toHaveCount(0);
    });
  });
}
