/**
 * The my-assets page through the real app router and shell (its page guard included), with REST
 * stubbed and a fake feed above the router whose tickers and low-rate frames the test drives.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { AssetRow } from '../../../../contract';
import { getQueryClient } from '../../../../src/api/query';
import { LIVE_REFRESH_MS } from '../../../../src/api/live-valuation';
import { clearToasts, closeAllDialogs } from '../../../../src/shell';
import { demoUser } from '../../../fixtures/user';
import { COINS } from '../../../unit/features/coin-list/fixtures';
import { closed, fill } from '../../../unit/features/open-orders/orders';
import { envelope, mountAppWithFeed, resetStores, stubApi } from '../../shell/harness';
import { OrdersFeed } from '../open-orders/harness';

const holding = (symbol: string, coinBalance: number, avgBuyAmt: number, lockedBalance = 0): AssetRow => ({
  coinType: COINS.find((c) => c.symbol === symbol)!.coinType,
  symbol,
  coinBalance,
  lockedBalance,
  avgBuyAmt,
});

const ASSETS = {
  krwBalance: 10_000_000,
  krwLocked: 2_500_000,
  myAssetCoinInfoList: [holding('BTC', 0.5, 80_000_000, 0.1), holding('SHIB', 1_000_000, 0.021)],
  totalSumBuyAmt: 40_021_000,
};

function mountPage(member = true, assets: typeof ASSETS = ASSETS) {
  resetStores({ member });
  const stub = stubApi({
    'GET /v1/members/me': () => (member ? envelope(demoUser()) : envelope(null, 401, 'UNAUTHORIZED', '')),
    'GET /v1/coins': () => envelope(COINS),
    'GET /v1/assets': () => envelope(assets),
    'GET /v1/trade/orders/history': () =>
      envelope({ rows: [closed(100, [fill(1, 100)], { key: 'BTC-KRW' })], total: 1, page: 1, size: 20 }),
  });
  const feed = new OrdersFeed();
  feed.tick('BTC-KRW', { closePrice: 100_000_000, chgRate: 1.5 }, true);
  feed.tick('SHIB-KRW', { closePrice: 0.0199, chgRate: -2.345 });
  feed.tick('USDT-KRW', { closePrice: 1_400, chgRate: 0 });
  const router = mountAppWithFeed('/assets/my', feed, () => stub.mockRestore());
  return { feed, router };
}

afterEach(() => {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
});

const holdings = () => page.getByRole('table', { name: 'Holdings' });
const holdingRow = (name: string) => holdings().getByRole('row').filter({ hasText: name });
const summary = () => page.getByRole('region', { name: 'Asset summary' });
const cellTexts = (name: string) =>
  holdingRow(name)
    .getByRole('cell')
    .elements()
    .map((cell) => cell.textContent);

describe('/assets/my', () => {
  test('the coin a Plus buy loan locks is its own line, not in orders', async () => {
    // 0.5 BTC, 0.3 locked: 0.1 by an open order, 0.2 bought with a Plus buy loan.
    const btc = { ...holding('BTC', 0.5, 80_000_000, 0.3), loanLockedBalance: 0.2 };
    mountPage(true, { ...ASSETS, myAssetCoinInfoList: [btc, ASSETS.myAssetCoinInfoList[1]!] });
    await expect.element(holdingRow('Bitcoin')).toBeVisible();
    const inOrders = holdingRow('Bitcoin').getByRole('cell').nth(1);
    await expect.element(inOrders).toHaveTextContent('0.1Locked by Plus buy loan: 0.2');
    await expect.element(inOrders.getByText('Locked by Plus buy loan: 0.2')).toBeVisible();
    // A coin no loan holds shows no such line.
    expect(
      holdingRow('Shiba Inu').getByText('Locked by Plus buy loan', { exact: false }).elements(),
    ).toHaveLength(0);
  });

  test('shows every coin held with its ticker and figures; an average under 1 KRW keeps its decimals', async () => {
    mountPage();
    await expect.element(page.getByRole('heading', { name: 'My assets', level: 1 })).toBeVisible();
    await expect.element(holdingRow('Shiba Inu')).toBeVisible();
    // balance, in orders, price, change, average, bought for, valuation, valuation profit, profit rate
    expect(cellTexts('Bitcoin')).toEqual([
      '0.5',
      '0.1',
      '100,000,000',
      '+1.50%',
      '80,000,000',
      '40,000,000',
      '50,000,000',
      '+10,000,000',
      '+25.00%',
    ]);
    expect(cellTexts('Shiba Inu')).toEqual([
      '1,000,000',
      '0',
      '0.0199',
      '-2.34%',
      '0.0210',
      '21,000',
      '19,900',
      '-1,100',
      '-5.23%',
    ]);
  });

  test('the summary: totals, the won available and in orders, and the trade history link', async () => {
    mountPage();
    await expect.element(summary()).toHaveTextContent('Total assets60,019,900 KRW');
    await expect.element(summary()).toHaveTextContent('Valuation profit+9,998,900 KRW');
    await expect.element(summary()).toHaveTextContent('Profit rate+24.98%');
    await expect.element(summary()).toHaveTextContent('Available7,500,000 KRW');
    await expect.element(summary()).toHaveTextContent('In orders2,500,000 KRW');
    await expect
      .element(page.getByRole('link', { name: 'Trade history' }))
      .toHaveAttribute('href', '#trade-history');
    const history = page.getByRole('region', { name: 'Trade history' });
    await expect
      .element(history.getByRole('table', { name: 'Order history' }).getByRole('row').nth(1))
      .toHaveTextContent('BTC-KRW');
  });

  test('figures follow live prices and asset changes', async () => {
    const { feed } = mountPage();
    await expect.element(holdingRow('Bitcoin')).toHaveTextContent('50,000,000');
    feed.tick('BTC-KRW', { closePrice: 110_000_000, chgRate: 11.65 });
    await expect.poll(() => cellTexts('Bitcoin')[6], { interval: LIVE_REFRESH_MS / 2 }).toBe('55,000,000');
    expect(cellTexts('Bitcoin')[3]).toBe('+11.65%');

    feed.emitLowRate({
      ch: 'assetChange',
      seq: 1,
      t: Date.now(),
      rows: [{ coinType: 'C0101', symbol: 'BTC', coinBalance: 1, lockedBalance: 0, avgBuyAmt: 90_000_000 }],
    });
    await expect.poll(() => cellTexts('Bitcoin')[0]).toBe('1');
    expect(cellTexts('Bitcoin')[6]).toBe('110,000,000');
  });

  test('a guest is sent to login, which will come back here', async () => {
    const { router } = mountPage(false);
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/assets/my' });
  });
});
