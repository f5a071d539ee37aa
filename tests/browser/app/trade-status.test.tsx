/**
 * The trade status page (/trade/status/:coin) through the real app router and shell, with the REST calls
 * stubbed and a fake feed: the coin's price, order book and recent trades, and the way to trade it.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { getQueryClient } from '../../../src/api/query';
import { closeAllDialogs } from '../../../src/shell';
import { i18n, initI18n } from '../../../src/i18n';
import { session } from '../../../src/state/session';
import { setLanguage } from '../../../src/state/settings';
import { envelope, mountAppWithFeed, stubApi } from '../shell/harness';
import { coin } from '../../fixtures/coins';
import { FakeFeed } from '../workspace/harness';

const CATALOGUE = [coin('BTC', 'KRW'), coin('ETH', 'KRW')];

function mountApp(path: string, language: 'en' | 'ko' = 'en') {
  setLanguage(language, { broadcast: false });
  initI18n(language);
  stubApi({ 'GET /v1/coins': () => envelope(CATALOGUE) });
  const feed = new FakeFeed();
  return { router: mountAppWithFeed(path, feed), feed };
}

beforeEach(() => {
  Object.assign(session, { status: 'guest', user: null });
  getQueryClient().clear();
});

afterEach(async () => {
  closeAllDialogs();
  getQueryClient().clear();
  await i18n.changeLanguage('en');
});

describe('/trade/status/:coin', () => {
  test('shows the coin’s price, its order book and recent trades, and links to its trade order page', async () => {
    const { feed, router } = mountApp('/trade/status/ETH-KRW');
    await expect.element(page.getByRole('heading', { name: 'ETH/KRW trade status' })).toBeVisible();
    expect(document.title).toContain('ETH/KRW trade status');
    feed.setOrderBook({
      key: 'ETH-KRW',
      asks: [[4_001_000, 1.5]],
      bids: [[4_000_000, 2]],
    });
    const book = page.getByRole('region', { name: 'Order book', exact: true });
    await expect.element(book).toBeVisible();
    await expect.element(book.getByText(/4,001,000/).first()).toBeInTheDocument();
    await expect.element(page.getByRole('region', { name: 'Recent trades', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Trade', exact: true }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/ETH-KRW');
  });

  test('in Korean', async () => {
    mountApp('/trade/status/ETH-KRW', 'ko');
    await expect.element(page.getByRole('heading', { name: 'ETH/KRW 거래 현황' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '거래하기' })).toBeVisible();
  });

  test('a lower-case coin goes to its canonical address; an unlisted coin is said to be unlisted', async () => {
    const { router } = mountApp('/trade/status/eth-krw');
    await expect.poll(() => router.state.location.pathname).toBe('/trade/status/ETH-KRW');
    router.navigate('/trade/status/FOO-KRW');
    await expect.element(page.getByText('There is no coin FOO-KRW on the exchange.')).toBeVisible();
  });
});
