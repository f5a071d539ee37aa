import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { ChartController } from '../../../src/features/chart/chart-controller';
import { ChartPanel } from '../../../src/features/chart/ChartPanel';
import { chartSettings } from '../../../src/features/chart/chart-settings-store';
import { defaultChartSettings } from '../../../src/features/chart/rules/chart-settings';
import { FeedProvider } from '../../../src/shell/feed-context';
import { CHART_THEME } from '../../../src/render/chart/chart-palette';
import { preferChartSurface } from '../../../src/render/chart/chart-view';
import { currentRenderer, rendererStats } from '../../../src/render/shared-renderer';
import { coinListSurface } from '../../../src/render/coin-list/coin-list-view';
import type { CandleInterval } from '../../../contract/intervals';
import { parseCoinKey, type CoinKey, type MarketSymbol } from '../../../contract/markets';
import { mountCoinList } from '../features/coin-list/harness';
import { LeakTracker, mount, type Mounted } from '../workspace/harness';
import {
  generatedHistory,
  isColour,
  noRenderer,
  plotPixel,
  rendererQuiet,
  tallestCandle,
  testServices,
  TradingFeed,
} from './chart-harness';

/** The workspace the issue describes: a 1600×1000 window, the coin list left, 8 charts in 4×2 right of it. */
const WINDOW = { width: 1600, height: 1000 };
const CHARTS_LEFT = 540;
const CELL = { width: 265, height: 500 };
const CHARTS: readonly { coin: CoinKey; interval: CandleInterval; base: number }[] = [
  { coin: 'BTC-KRW', interval: '1', base: 95_000_000 },
  { coin: 'ETH-KRW', interval: '3', base: 4_000_000 },
  { coin: 'XRP-KRW', interval: '5', base: 800 },
  { coin: 'SOL-KRW', interval: '15', base: 250_000 },
  { coin: 'BCH-KRW', interval: '60', base: 600_000 },
  { coin: 'USDT-KRW', interval: '240', base: 1_400 },
  { coin: 'ETH-BTC', interval: '1D', base: 0.042 },
  { coin: 'BTC-USDT', interval: '30', base: 68_000 },
];

interface Panel {
  coin: CoinKey;
  mounted: Mounted;
  plot: HTMLElement;
  controller: () => ChartController;
}

let panels: Panel[] = [];

// The charts on the window's one WebGL renderer, as on a machine with a GPU; chart-surfaces.test.tsx has
// them in 2D, as here with none.
beforeAll(async () => {
  preferChartSurface('webgl');
  await page.viewport(WINDOW.width, WINDOW.height);
});

afterAll(async () => {
  preferChartSurface(null);
  await page.viewport(1280, 800);
});

afterEach(() => {
  for (const panel of panels) panel.mounted.unmount();
  panels = [];
  Object.assign(chartSettings, defaultChartSettings());
});

/**
 * Mounts one chart panel in its cell. A panel opens on the window's last interval, so each is given its
 * own by setting that before it renders.
 */
async function mountChart(index: number, feed: TradingFeed): Promise<Panel> {
  const { coin, interval, base } = CHARTS[index]!;
  const { symbol, marketSymbol } = parseCoinKey(coin)!;
  chartSettings.lastResolution = interval;
  let current: ChartController | null = null;
  const mounted = mount(
    <FeedProvider client={feed}>
      <ChartPanel
        coin={coin}
        symbol={symbol}
        marketSymbol={marketSymbol as MarketSymbol}
        services={testServices(async (asked) => generatedHistory(asked, base))}
        onController={(controller) => {
          current = controller;
        }}
      />
    </FeedProvider>,
    CELL,
  );
  Object.assign(mounted.container.style, {
    position: 'absolute',
    left: `${CHARTS_LEFT + (index % 4) * CELL.width}px`,
    top: `${Math.floor(index / 4) * CELL.height}px`,
  });
  const controller = () => {
    if (!current) throw new Error(`no chart controller is mounted for ${coin}`);
    return current;
  };
  await expect.poll(() => current?.interval).toBe(interval);
  const plot = mounted.container.querySelector<HTMLElement>('[data-testid="chart-plot"]')!;
  return { coin, mounted, plot, controller };
}

/** Which charts show their tallest visible candle in its colour at its body's middle. */
function drawnCandles(): { coin: CoinKey; drawn: boolean }[] {
  return panels.map(({ coin, plot, controller }) => {
    const probe = tallestCandle(controller());
    const pixel = plotPixel(plot, probe.x, probe.y);
    return { coin, drawn: isColour(pixel, probe.color) && !isColour(pixel, CHART_THEME.background) };
  });
}

const allDrawn = () => CHARTS.map(({ coin }) => ({ coin, drawn: true }));

describe('a workspace of many panels', () => {
  test('8 charts (and the coin list, on a GPU) share one WebGL context, each drawn in its own rectangle, and survive a context loss', async () => {
    await noRenderer();
    // With no GPU (headless here) the coin list draws in its own 2D canvas: no view of the renderer.
    const listViews = coinListSurface() === 'webgl' ? 1 : 0;
    const createdBefore = rendererStats().created;
    mountCoinList('/trade/order/BTC-KRW');
    await expect.element(page.getByRole('grid', { name: 'Coin list' })).toBeInTheDocument();
    const feed = new TradingFeed();
    for (let i = 0; i < CHARTS.length; i += 1) panels.push(await mountChart(i, feed));
    for (const { mounted } of panels)
      await expect
        .poll(
          () =>
            mounted.container.querySelector<HTMLElement>('[data-testid="chart-surface"]')?.dataset.loadState,
        )
        .toBe('ready');
    await rendererQuiet();

    const stats = rendererStats();
    expect(stats.created - createdBefore).toBe(1);
    expect(stats.created - stats.destroyed).toBe(1);
    expect(stats.views).toBe(CHARTS.length + listViews);
    expect(stats.contextLost).toBe(false);
    expect(document.querySelectorAll('canvas[data-td-renderer]')).toHaveLength(1);
    // Each chart has its own rectangle: none overlaps another, all lie inside the window.
    const boxes = panels.map(({ plot }) => plot.getBoundingClientRect());
    for (const [i, box] of boxes.entries()) {
      expect(box.width).toBeGreaterThan(100);
      expect(box.height).toBeGreaterThan(100);
      expect(box.right).toBeLessThanOrEqual(WINDOW.width);
      expect(box.bottom).toBeLessThanOrEqual(WINDOW.height);
      for (const other of boxes.slice(i + 1))
        expect(
          box.right <= other.left ||
            other.right <= box.left ||
            box.bottom <= other.top ||
            other.bottom <= box.top,
        ).toBe(true);
    }
    expect(panels.map(({ coin, controller }) => [coin, controller().interval])).toEqual(
      CHARTS.map(({ coin, interval }) => [coin, interval]),
    );
    expect(drawnCandles()).toEqual(allDrawn());

    const lose = currentRenderer()!.gl.getExtension('WEBGL_lose_context')!;
    lose.loseContext();
    await expect.poll(() => rendererStats().contextLost).toBe(true);
    const renders = rendererStats().renders;
    lose.restoreContext();
    await expect.poll(() => rendererStats().contextLost).toBe(false);
    // Every view, the coin list's too where it is one, is drawn again.
    await expect
      .poll(() => rendererStats().renders - renders)
      .toBeGreaterThanOrEqual(CHARTS.length + listViews);
    await rendererQuiet();
    expect(drawnCandles()).toEqual(allDrawn());
    // Restored in place: still the one context.
    expect(rendererStats().created - createdBefore).toBe(1);
    expect(rendererStats().destroyed).toBe(stats.destroyed);
  });
});

describe('mounting and unmounting a chart panel', () => {
  test('100 times, half of them in StrictMode and half unmounted mid-load, leaves no context, listener, observer or view behind', async () => {
    await noRenderer();
    const feed = new TradingFeed();
    const tracker = new LeakTracker();
    const createdBefore = rendererStats().created;
    const services = testServices();
    const render = (strict: boolean) => {
      const panel = <ChartPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" services={services} />;
      return mount(
        <FeedProvider client={feed}>{strict ? <StrictMode>{panel}</StrictMode> : panel}</FeedProvider>,
      );
    };
    const surface = (mounted: Mounted) =>
      mounted.container.querySelector<HTMLElement>('[data-testid="chart-surface"]')?.dataset.loadState;
    // The first mount starts what a window keeps (the renderer and its listeners) before counting.
    const first = render(false);
    await expect.poll(() => surface(first)).toBe('ready');
    first.unmount();
    tracker.install();
    try {
      const baseline = tracker.counts();
      for (let i = 0; i < 100; i += 1) {
        const mounted = render(i % 2 === 0);
        if (i % 4 < 2) await expect.poll(() => surface(mounted)).toBe('ready');
        else await expect.poll(() => rendererStats().views).toBe(1);
        expect(rendererStats().views).toBe(1);
        expect(rendererStats().created - rendererStats().destroyed).toBe(1);
        mounted.unmount();
      }
      expect(rendererStats().views).toBe(0);
      expect(tracker.counts()).toEqual(baseline);
    } finally {
      tracker.restore();
    }
    expect(feed.listenerCount()).toBe(0);
    expect(rendererStats().created - createdBefore).toBe(1);
    expect(document.querySelectorAll('canvas[data-td-renderer]')).toHaveLength(1);
    // The last view gone, the context goes after the grace period.
    await noRenderer();
    expect(currentRenderer()).toBeNull();
    expect(document.querySelectorAll('canvas[data-td-renderer]')).toHaveLength(0);
  });
});
