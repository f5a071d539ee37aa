import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { UserInfo } from '../../../contract';
import { FeedProvider } from '../../../src/shell/feed-context';
import { i18n } from '../../../src/i18n';
import { session } from '../../../src/state/session';
import { layoutStorageKey } from '../../../src/workspace/layout-schema';
import { workspaceRoutes } from '../../../src/workspace/routes';
import { FakeFeed, mount, type Mounted } from './harness';
import { candlesRoute } from '../render/chart-harness';
import { callsTo, envelope, stubApi } from '../shell/harness';
import { coin } from '../../fixtures/coins';

/** The coins the exchange lists in these tests. */
const LISTED = [coin('BTC', 'KRW'), coin('ETH', 'KRW'), coin('ETH', 'BTC'), coin('XRP', 'USDT')];

let mounted: Mounted | undefined;

function renderAt(url: string, feed = new FakeFeed()) {
  const router = createMemoryRouter(workspaceRoutes, { initialEntries: [url] });
  mounted = mount(
    <FeedProvider client={feed}>
      <RouterProvider router={router} />
    </FeedProvider>,
  );
  return router;
}

function member(memNo: number): UserInfo {
  return { memNo, loginId: `user${memNo}`, name: 'Kim', language: 'en' } as UserInfo;
}

beforeEach(() => {
  localStorage.clear();
  // The chart panel loads its history; the other calls answer a JSON 404 as the shell harness does.
  stubApi({
    'GET /v1/candles': candlesRoute,
    'GET /v1/coins': () => envelope(LISTED),
  });
  session.status = 'guest';
  session.user = null;
});

afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
  session.status = 'guest';
  session.user = null;
  await i18n.changeLanguage('en');
});

describe('/trade/order/:coin', () => {
  test('shows the workspace for the coin with the default layout', async () => {
    const feed = new FakeFeed();
    feed.tick('ETH-KRW', { closePrice: 4_123_000, chgAmt: -27_000, chgRate: -0.6506 });
    renderAt('/trade/order/ETH-KRW', feed);
    await expect
      .element(page.getByRole('status', { name: 'Live price ETH-KRW' }))
      .toHaveTextContent('4,123,000');
    await expect.element(page.getByTestId('live-price-rate')).toHaveTextContent('-0.65%');
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();
    await expect.element(page.getByRole('toolbar', { name: 'Workspace tools' })).toBeInTheDocument();
  });

  test('prices on the BTC market use satoshi decimals', async () => {
    const feed = new FakeFeed();
    feed.tick('ETH-BTC', { closePrice: 0.0345, chgAmt: 0.0001, chgRate: 0.2906 });
    renderAt('/trade/order/ETH-BTC', feed);
    await expect
      .element(page.getByRole('status', { name: 'Live price ETH-BTC' }))
      .toHaveTextContent('0.03450000');
    await expect.element(page.getByTestId('live-price-change')).toHaveTextContent('+0.00010000');
  });

  test('a lower-case coin is sent to its canonical address', async () => {
    const router = renderAt('/trade/order/eth-krw');
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/ETH-KRW');
    await expect.element(page.getByRole('status', { name: 'Live price ETH-KRW' })).toBeInTheDocument();
  });

  test('a coin without a market opens the KRW market, where a coin that does not exist is not found', async () => {
    const router = renderAt('/trade/order/FOO');
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/FOO-KRW');
    await expect
      .element(page.getByTestId('not-found'))
      .toHaveTextContent('Coin not foundThere is no coin FOO-KRW on the exchange.');
  });

  test('a symbol on its own opens that coin on the KRW market', async () => {
    const router = renderAt('/trade/order/eth');
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/ETH-KRW');
    await expect.element(page.getByTestId('chart-surface')).toHaveAttribute('data-load-state', 'ready');
  });

  test('a coin not listed on its market is not found: no workspace of panels that cannot load', async () => {
    renderAt('/trade/order/FOO-KRW');
    await expect
      .element(page.getByTestId('not-found'))
      .toHaveTextContent('There is no coin FOO-KRW on the exchange.');
    expect(page.getByTestId('workspace-layout').query()).toBeNull();
    expect(page.getByTestId('chart-panel').query()).toBeNull();
  });

  test('an unlisted coin’s panels never mount: no history asked, no dialog of theirs over the page', async () => {
    renderAt('/trade/order/FOO-KRW');
    await expect.element(page.getByTestId('not-found')).toBeVisible();
    expect(callsTo(vi.mocked(globalThis.fetch), '/v1/candles')).toEqual([]);
    expect(page.getByRole('dialog').query()).toBeNull();
  });

  test('a coin listed on other markets names them, and offers them first', async () => {
    const router = renderAt('/trade/order/XRP-KRW');
    await expect
      .element(page.getByTestId('not-found'))
      .toHaveTextContent('XRP is not listed on the KRW market. It trades on USDT.');
    await page.getByRole('link', { name: 'Go to XRP-USDT' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/XRP-USDT');
    await expect.element(page.getByRole('status', { name: 'Live price XRP-USDT' })).toBeInTheDocument();
  });

  test('a bad coin gets a clear message and a link to BTC-KRW that works', async () => {
    const router = renderAt('/trade/order/NOT_A_COIN');
    await expect
      .element(page.getByTestId('not-found'))
      .toHaveTextContent(
        '“NOT_A_COIN” is not a coin. Use the form SYMBOL-MARKET, for example BTC-KRW.Go to BTC-KRW',
      );
    expect(page.getByTestId('workspace-layout').query()).toBeNull();
    await page.getByRole('link', { name: 'Go to BTC-KRW' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/BTC-KRW');
    await expect.element(page.getByRole('status', { name: 'Live price BTC-KRW' })).toBeInTheDocument();
  });

  test('an unknown market is named, with the markets there are', async () => {
    renderAt('/trade/order/BTC-EUR');
    await expect
      .element(page.getByTestId('not-found'))
      .toHaveTextContent('There is no EUR market. The markets are KRW, BTC, USDT.');
  });

  test('the message is in Korean when the language is Korean', async () => {
    renderAt('/trade/order/%3Cb%3E');
    await i18n.changeLanguage('ko');
    await expect.element(page.getByTestId('not-found')).toHaveTextContent('“<b>”은(는) 코인이 아닙니다.');
    await expect.element(page.getByRole('link', { name: 'BTC-KRW(으)로 이동' })).toBeInTheDocument();
  });
});

describe('layouts per member', () => {
  test('a logged-in member gets their own saved layout, the guest theirs after logout', async () => {
    localStorage.setItem(layoutStorageKey('m42'), JSON.stringify({ version: 1, panels: ['connection'] }));
    session.status = 'member';
    session.user = member(42);
    renderAt('/trade/order/BTC-KRW');
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();
    expect(page.getByTestId('live-price').query()).toBeNull();

    session.status = 'guest';
    session.user = null;
    await expect.element(page.getByTestId('live-price')).toBeInTheDocument();
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();
    expect(localStorage.getItem(layoutStorageKey('m42'))).toContain('"version":5');
  });
});
