/**
 * The chart popup (/trade/chart/:coin), and the trade order page's warm start, through the real app
 * router and shell, with the REST calls stubbed and a fake feed, and the chart toolbar's Pop out button
 * with window.open stubbed.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { getQueryClient, queryKeys } from '../../../src/api/query';
import { ChartPanel } from '../../../src/features/chart/ChartPanel';
import { chartSettings } from '../../../src/features/chart/chart-settings-store';
import { defaultChartSettings } from '../../../src/features/chart/rules/chart-settings';
import { FORECAST_TIP_COOKIE } from '../../../src/features/chart/rules/chart-forecast';
import { FeedProvider } from '../../../src/shell/feed-context';
import { appToasts, clearToasts, closeAllDialogs, showToast, ToastHost } from '../../../src/shell';
import { i18n, initI18n } from '../../../src/i18n';
import { session } from '../../../src/state/session';
import { setLanguage } from '../../../src/state/settings';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { rendererStats } from '../../../src/render/shared-renderer';
import { preferChartSurface, type ChartSurface } from '../../../src/render/chart/chart-view';
import { candlesRoute, noRenderer, testServices } from '../render/chart-harness';
import { envelope, mountAppWithFeed, stubApi } from '../shell/harness';
import { coin } from '../../fixtures/coins';
import { FakeFeed } from '../workspace/harness';

const CATALOGUE = [coin('BTC', 'KRW'), coin('ETH', 'KRW')];

/** The catalogue and candles the popup asks for; other calls answer as the shell harness does. */
function stubExchange() {
  return stubApi({
    'GET /v1/coins': () => envelope(CATALOGUE),
    'GET /v1/candles': candlesRoute,
  });
}

/**
 * As stubExchange, with the coin's listings answered once the route's warm-up has been drawn: the page waits
 * for them (ListedCoinGate) before its chart mounts, so the test sees the order the route sets up, not which
 * of two module loads this machine finished first (a chart that made the renderer itself leaves nothing to
 * warm). A route that starts no warm-up leaves the listings unanswered and the test failing.
 */
function stubExchangeAfterWarmUp(warmUps: number) {
  return stubApi({
    'GET /v1/coins': async () => {
      await expect.poll(() => rendererStats().warmUps).toBe(warmUps + 1);
      return envelope(CATALOGUE);
    },
    'GET /v1/candles': candlesRoute,
  });
}

/** The whole app at `path` in English, a guest, with a fake feed above the router. */
function mountApp(path: string, language: 'en' | 'ko' = 'en') {
  setLanguage(language, { broadcast: false });
  initI18n(language);
  return mountAppWithFeed(path, new FakeFeed());
}

beforeEach(() => {
  Object.assign(chartSettings, defaultChartSettings());
  Object.assign(session, { status: 'guest', user: null });
  getQueryClient().clear();
  // Today's forecast tip has been seen: it is not what these tests are about.
  document.cookie = `${FORECAST_TIP_COOKIE}=1; path=/`;
});

afterEach(async () => {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
  Object.assign(chartSettings, defaultChartSettings());
  document.cookie = `${FORECAST_TIP_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  delete document.documentElement.dataset.theme;
  await i18n.changeLanguage('en');
});

const surface = () => page.getByTestId('chart-surface');
const chartCanvases = () => document.querySelectorAll('[data-testid="chart-plot"] canvas[data-chart-layer]');

/** The charts of this test draw on `chartSurface` whatever this machine has. */
function drawOn(chartSurface: ChartSurface): void {
  preferChartSurface(chartSurface);
  onTestFinished(() => preferChartSurface(null));
}

describe('/trade/chart/:coin', () => {
  test('starts the renderer with its route: a chart scene is drawn off-screen before the chart draws', async () => {
    await noRenderer();
    drawOn('webgl');
    const { created, warmUps } = rendererStats();
    stubExchangeAfterWarmUp(warmUps);
    mountApp('/trade/chart/BTC-KRW');
    await expect.element(surface()).toHaveAttribute('data-load-state', 'ready');
    expect(rendererStats().warmUps).toBe(warmUps + 1);
    // The chart drew with the renderer the route started.
    expect(rendererStats().created).toBe(created + 1);
  });

  test('drawn in 2D, starts no renderer at all: there is nothing to warm', async () => {
    await noRenderer();
    drawOn('canvas');
    stubExchange();
    const { created, warmUps } = rendererStats();
    mountApp('/trade/chart/BTC-KRW');
    await expect.element(surface()).toHaveAttribute('data-drawn', 'true');
    expect(chartCanvases()).toHaveLength(3);
    expect(rendererStats().warmUps).toBe(warmUps);
    expect(rendererStats().created).toBe(created);
  });

  test('is the chart panel alone, drawn, in the light theme by default, titled with the coin', async () => {
    stubExchange();
    mountApp('/trade/chart/BTC-KRW');
    const popup = page.getByTestId('chart-popup');
    await expect.element(popup.getByRole('region', { name: 'Price chart BTC/KRW' })).toBeVisible();
    await expect.element(surface()).toHaveAttribute('data-load-state', 'ready');
    // With no GPU (as here), drawn into the chart's own 2D canvases and not by the shared renderer.
    expect(chartCanvases()).toHaveLength(3);
    expect(document.querySelector('canvas[data-td-renderer]')).toBeNull();
    expect(document.querySelector('header')).toBeNull();
    expect(page.getByTestId('workspace-layout').query()).toBeNull();
    expect(page.getByRole('button', { name: 'Pop out', exact: true }).query()).toBeNull();
    // Chart spec §6: dark only on the trade order page; the popup follows the chart's setting (light).
    expect(document.documentElement.dataset.theme).toBe('light');
    await expect.element(page.getByTestId('chart-panel')).toHaveAttribute('data-theme', 'light');
    expect(document.title).toBe('BTC/KRW chart | Tradedeck');
    // The panel fills the window.
    const box = popup.element().getBoundingClientRect();
    expect(box.height).toBe(window.innerHeight);
  });

  test.each([
    ['en', 'Settings', 'Theme', 'Dark', 'Light'],
    ['ko', '설정', '테마', '다크', '라이트'],
  ] as const)(
    'follows the chart theme setting (%s): dark when chosen, light again when chosen',
    async (language, settingsLabel, themeLabel, dark, light) => {
      chartSettings.theme = 'dark';
      stubExchange();
      mountApp('/trade/chart/BTC-KRW', language);
      const panel = page.getByTestId('chart-panel');
      await expect.element(panel).toHaveAttribute('data-theme', 'dark');
      expect(document.documentElement.dataset.theme).toBe('dark');
      await panel.getByRole('button', { name: settingsLabel, exact: true }).click();
      const theme = page.getByRole('combobox', { name: themeLabel });
      await expect.element(theme).toBeEnabled();
      await expect.element(theme).toHaveDisplayValue(dark);
      await theme.selectOptions(light);
      await expect.element(panel).toHaveAttribute('data-theme', 'light');
      await expect.poll(() => document.documentElement.dataset.theme).toBe('light');
    },
  );

  test('is titled in Korean when the language is Korean', async () => {
    stubExchange();
    mountApp('/trade/chart/ETH-KRW', 'ko');
    await expect.element(page.getByTestId('chart-panel')).toHaveAttribute('data-coin', 'ETH-KRW');
    await expect.poll(() => document.title).toBe('ETH/KRW 차트 | Tradedeck');
  });

  test('a lower-case coin, or none, goes on to the canonical address', async () => {
    stubExchange();
    const router = mountApp('/trade/chart/eth-krw');
    await expect.poll(() => router.state.location.pathname).toBe('/trade/chart/ETH-KRW');
    await expect.element(page.getByTestId('chart-panel')).toHaveAttribute('data-coin', 'ETH-KRW');

    const bare = mountApp('/trade/chart');
    await expect.poll(() => bare.state.location.pathname).toBe('/trade/chart/BTC-KRW');
  });

  test.each([
    ['NOT_A_COIN', 'en', '“NOT_A_COIN” is not a coin. Use the form SYMBOL-MARKET, for example BTC-KRW.'],
    ['BTC-EUR', 'en', 'There is no EUR market. The markets are KRW, BTC, USDT.'],
    ['FOO-KRW', 'en', 'There is no coin FOO-KRW on the exchange.'],
    ['FOO-KRW', 'ko', '거래소에 FOO-KRW 코인이 없습니다.'],
  ] as const)('%s (%s) gets the not-found page and no chart', async (coin, language, message) => {
    stubExchange();
    mountApp(`/trade/chart/${coin}`, language);
    await expect.element(page.getByTestId('not-found')).toHaveTextContent(message);
    expect(page.getByTestId('chart-panel').query()).toBeNull();
    expect(page.getByRole('banner').query()).toBeNull();
  });

  test('toasts are suppressed in the popup', async () => {
    stubExchange();
    mountApp('/trade/chart/BTC-KRW');
    await expect.element(surface()).toHaveAttribute('data-load-state', 'ready');
    await page.getByRole('button', { name: 'Average buy price', exact: true }).click();
    await page.getByRole('button', { name: 'Pending orders', exact: true }).click();
    expect(appToasts.visible).toHaveLength(0);
    expect(showToast('probe')).toBe(false);
  });
});

/** History and an in-thread worker: enough for the panel's toolbar and surface. */
const services = testServices();

function mountPanel(coin: CoinKey, pathname: string) {
  initI18n('en');
  getQueryClient().setQueryData(queryKeys.coins, CATALOGUE);
  const container = document.createElement('div');
  container.style.height = '500px';
  document.body.append(container);
  const root = createRoot(container);
  const [symbol, marketSymbol] = coin.split('-') as [string, MarketSymbol];
  root.render(
    <MemoryRouter>
      <FeedProvider client={new FakeFeed()}>
        <ChartPanel
          coin={coin}
          symbol={symbol}
          marketSymbol={marketSymbol}
          services={services}
          pathname={pathname}
        />
      </FeedProvider>
      <ToastHost />
    </MemoryRouter>,
  );
  onTestFinished(() => root.unmount());
}

describe('the Pop out button', () => {
  test.each([
    ['BTC-KRW', '/trade/chart/BTC-KRW', 'tradedeck-chart-BTC-KRW'],
    ['ETH-KRW', '/trade/chart/ETH-KRW', 'tradedeck-chart-ETH-KRW'],
  ] as const)('on the trade order page opens the %s popup in its own window', async (coin, url, name) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mountPanel(coin, `/trade/order/${coin}`);
    const toolbar = page.getByRole('toolbar', { name: 'Chart tools' });
    await toolbar.getByRole('button', { name: 'Pop out', exact: true }).click();
    expect(open).toHaveBeenCalledTimes(1);
    const [openedUrl, target, features] = open.mock.calls[0]!;
    expect(openedUrl).toBe(url);
    expect(target).toBe(name);
    expect(features).toMatch(/popup=yes,width=\d+,height=\d+/);
  });

  test('reads 새 창 in Korean', async () => {
    mountPanel('BTC-KRW', '/trade/order/BTC-KRW');
    await i18n.changeLanguage('ko');
    await expect.element(page.getByRole('button', { name: '새 창', exact: true })).toBeVisible();
  });

  test.each(['/trade/chart/BTC-KRW', '/trade/order/popout/chart/BTC-KRW'])(
    'is not there in a popup (%s)',
    async (pathname) => {
      mountPanel('BTC-KRW', pathname);
      await expect
        .element(page.getByRole('toolbar', { name: 'Chart tools' }).getByRole('button', { name: 'Refresh' }))
        .toBeVisible();
      expect(page.getByRole('button', { name: 'Pop out', exact: true }).query()).toBeNull();
    },
  );
});

describe('/trade/order/:coin', () => {
  test('starts the renderer with its route as well, before Golden Layout lays out its chart', async () => {
    await noRenderer();
    drawOn('webgl');
    const { created, warmUps } = rendererStats();
    stubExchangeAfterWarmUp(warmUps);
    mountApp('/trade/order/BTC-KRW');
    await expect.element(page.getByTestId('workspace-layout')).toBeVisible();
    await expect.element(surface()).toHaveAttribute('data-load-state', 'ready');
    expect(rendererStats().warmUps).toBe(warmUps + 1);
    expect(rendererStats().created).toBe(created + 1);
  });
});
