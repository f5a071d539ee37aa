/**
 * The chart on both of its surfaces (src/render/chart/chart-view.ts): Pixi through the window's shared
 * WebGL renderer on a GPU, 2D canvases of its own with no GPU. This machine has no GPU, so a panel takes
 * the canvases; each surface is also chosen by name, and both must show the same chart.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import { defaultChartSettings } from '../../../../src/features/chart/rules/chart-settings';
import { indexToX, priceToY } from '../../../../src/render/chart/chart-layout';
import { CHART_THEME } from '../../../../src/render/chart/chart-palette';
import { chartSurface, preferChartSurface, type ChartSurface } from '../../../../src/render/chart/chart-view';
import { rendererStats } from '../../../../src/render/shared-renderer';
import {
  frames,
  generatedHistory,
  isColour,
  noRenderer,
  plotPixel,
  rendererQuiet,
  tallestCandle,
  testServices,
  TradingFeed,
} from '../../render/chart-harness';
import { LeakTracker, mount, type Mounted } from '../../workspace/harness';

let mounted: Mounted | undefined;

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  preferChartSurface(null);
  Object.assign(chartSettings, defaultChartSettings());
});

interface Rendered {
  controller: ChartController;
  plot: HTMLElement;
  canvases: () => HTMLCanvasElement[];
}

async function renderChart(
  feed = new TradingFeed(),
  size = { width: 900, height: 500 },
  services = testServices(),
): Promise<Rendered> {
  let current: ChartController | null = null;
  mounted = mount(
    <FeedProvider client={feed}>
      <ChartPanel
        coin="BTC-KRW"
        symbol="BTC"
        marketSymbol="KRW"
        services={services}
        onController={(controller) => {
          current = controller;
        }}
      />
    </FeedProvider>,
    size,
  );
  const root = mounted.container;
  await expect
    .poll(() => root.querySelector<HTMLElement>('[data-testid="chart-surface"]')?.dataset.drawn)
    .toBe('true');
  await expect.poll(() => current!.scene.highPoint !== null).toBe(true);
  await rendererQuiet();
  const plot = root.querySelector<HTMLElement>('[data-testid="chart-plot"]')!;
  return {
    controller: current!,
    plot,
    canvases: () => [...plot.querySelectorAll<HTMLCanvasElement>('canvas[data-chart-layer]')],
  };
}

/** The colour shown at (x, y) of the plot is `color`. */
const shows = (plot: HTMLElement, x: number, y: number, color: number) =>
  isColour(plotPixel(plot, x, y), color);

describe('the chart’s surfaces', () => {
  test('with no GPU (as here) a panel draws into its own three 2D canvases, not through the renderer', async () => {
    expect(chartSurface()).toBe('canvas');
    const { controller, plot, canvases } = await renderChart();
    expect(controller.surface).toBe('canvas');
    expect(canvases()).toHaveLength(3);
    expect(rendererStats().views).toBe(0);
    const box = plot.getBoundingClientRect();
    for (const canvas of canvases()) {
      expect(canvas.getBoundingClientRect()).toMatchObject({ left: box.left, top: box.top });
      expect(canvas.width).toBe(Math.round(controller.scene.model.width * devicePixelRatio));
      expect(canvas.getAttribute('aria-hidden')).toBe('true');
    }
  });

  test.each<ChartSurface>(['webgl', 'canvas'])(
    'on %s: the candles, the high and low markers, the last price and an order line in their colours',
    async (surface) => {
      preferChartSurface(surface);
      const rendered = await renderChart();
      const { controller, plot } = rendered;
      expect(controller.surface).toBe(surface);
      expect(rendered.canvases()).toHaveLength(surface === 'canvas' ? 3 : 0);
      const { scene } = controller;
      const candle = tallestCandle(controller);
      expect(shows(plot, candle.x, candle.y, candle.color)).toBe(true);
      expect(shows(plot, scene.highPoint!.x, scene.highPoint!.y, CHART_THEME.high)).toBe(true);
      expect(shows(plot, scene.lowPoint!.x, scene.lowPoint!.y, CHART_THEME.low)).toBe(true);
      // The last price's box on the axis, in its direction's colour.
      const last = scene.lastPricePoint!;
      const { open, close } = controller.data.series;
      const lastColor = close[last.index]! >= open[last.index]! ? CHART_THEME.up : CHART_THEME.down;
      expect(shows(plot, last.x + scene.model.axisWidth - 3, last.y - 6, lastColor)).toBe(true);
      // The plot's background between the bars and the price axis' labels' background.
      expect(
        shows(plot, scene.model.plotWidth + scene.model.axisWidth - 2, 2, scene.model.palette.background),
      ).toBe(true);

      // An order line: its box on the axis, in the pending buy colour, over what was there.
      const price = (scene.model.prices.min * 3 + scene.model.prices.max) / 4;
      controller.setPriceLines([{ kind: 'buy', price, tag: 'B 1' }]);
      await expect.poll(() => scene.drawnLines).toBe(1);
      await rendererQuiet();
      const y = Math.round(priceToY(scene.model.prices, price));
      expect(shows(plot, scene.model.plotWidth + scene.model.axisWidth - 3, y, CHART_THEME.pendingBuy)).toBe(
        true,
      );
    },
  );

  test('in 2D, a pointer move repaints only the crosshair’s canvas, and an idle chart asks for no frame', async () => {
    preferChartSurface('canvas');
    const { controller, plot, canvases } = await renderChart();
    const { scene } = controller;
    const [base, lines, cursor] = canvases();
    const painted = (canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!;
      return {
        fill: vi.spyOn(context, 'fillRect'),
        clear: vi.spyOn(context, 'clearRect'),
      };
    };
    const onBase = painted(base!);
    const onLines = painted(lines!);
    const onCursor = painted(cursor!);
    const rebuilds = { ...scene.rebuilds };
    const x = indexToX(scene.model.scale, controller.data.length - 20);
    const box = plot.getBoundingClientRect();
    plot.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        isPrimary: true,
        clientX: box.left + x,
        clientY: box.top + 100,
      }),
    );
    await expect.poll(() => scene.rebuilds.cursor).toBe(rebuilds.cursor + 1);
    expect(scene.rebuilds).toEqual({ ...rebuilds, cursor: rebuilds.cursor + 1 });
    expect(onCursor.clear).toHaveBeenCalledTimes(1);
    // The crosshair: dashes each way and the price's box, at least.
    expect(onCursor.fill.mock.calls.length).toBeGreaterThan(3);
    for (const spy of [onBase.fill, onBase.clear, onLines.fill, onLines.clear])
      expect(spy).not.toHaveBeenCalled();
    expect(shows(plot, Math.round(x) + 0.5, 2, scene.model.palette.crosshair)).toBe(true);

    const asked = vi.spyOn(window, 'requestAnimationFrame');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).not.toHaveBeenCalled();
    expect(scene.rebuilds.cursor).toBe(rebuilds.cursor + 1);
    vi.restoreAllMocks();
  });

  test('in 2D, a tick inside the last bar repaints only its part of the plot, as a whole repaint would paint it', async () => {
    preferChartSurface('canvas');
    const feed = new TradingFeed();
    const slot = feed.tickers.write('BTC-KRW', { closePrice: 95_000_000 });
    // The last bar trades little: a tick of 1 leaves the volume scale (the largest visible volume) as it is.
    // Taken as its last bar opened: a trade in that bar counts even when a slow start crossed into the next
    // minute before the chart took the history.
    const services = testServices(async (interval) => {
      const series = generatedHistory(interval);
      series.volume[series.length - 1] = 1;
      return { ...series, takenAt: series.time[series.length - 1]! * 1000 };
    });
    const { controller, plot, canvases } = await renderChart(feed, undefined, services);
    const { scene, data } = controller;
    const [base] = canvases();
    const context = base!.getContext('2d')!;
    const fills = vi.spyOn(context, 'fillRect');
    const rebuilds = { ...scene.rebuilds };
    const last = data.length - 1;
    const price = (data.series.high[last]! + data.series.low[last]!) / 2;
    feed.trade(slot, data.series.time[last]! * 1000 + 500, price, 1);
    await expect.poll(() => data.series.close[last]).toBe(price);
    await expect.poll(() => scene.rebuilds.plot).toBe(rebuilds.plot + 1);
    await rendererQuiet();
    expect(scene.rebuilds.axes).toBe(rebuilds.axes);
    // The part's background first: from the bar before the last, to the plot's right edge.
    const [x, , width] = fills.mock.calls[0]!;
    expect(x).toBe(Math.round(indexToX(scene.model.scale, last - 1)));
    expect(x + width).toBe(scene.model.plotWidth);
    fills.mockRestore();
    const candle = {
      x: Math.round(indexToX(scene.model.scale, last)),
      y: priceToY(scene.model.prices, price) - 1,
    };
    expect(
      shows(
        plot,
        candle.x,
        candle.y,
        data.series.close[last]! >= data.series.open[last]! ? CHART_THEME.up : CHART_THEME.down,
      ),
    ).toBe(true);

    const partly = context.getImageData(0, 0, base!.width, base!.height).data;
    scene.model.setAppearance({ ...scene.model.appearance });
    plot.dispatchEvent(new PointerEvent('pointerleave', { bubbles: true }));
    await expect.poll(() => scene.rebuilds.axes).toBe(rebuilds.axes + 1);
    const whole = context.getImageData(0, 0, base!.width, base!.height).data;
    // The same pixels, but for the averages' antialiasing, which may round a level differently where a
    // path starts at another point.
    let largest = 0;
    for (let i = 0; i < whole.length; i += 1) largest = Math.max(largest, Math.abs(whole[i]! - partly[i]!));
    expect(largest).toBeLessThanOrEqual(2);
  });

  test('in 2D, a resize paints everything at the new size, and a canvas given back blank is painted again', async () => {
    preferChartSurface('canvas');
    const { controller, plot, canvases } = await renderChart();
    const { scene } = controller;
    mounted!.container.style.width = '700px';
    await expect.poll(() => scene.model.width).toBeLessThan(700);
    await rendererQuiet();
    for (const canvas of canvases())
      expect(canvas.width).toBe(Math.round(scene.model.width * devicePixelRatio));
    let candle = tallestCandle(controller);
    expect(shows(plot, candle.x, candle.y, candle.color)).toBe(true);

    // What the browser does to a canvas under memory pressure: its pixels go, then it says so.
    const [base] = canvases();
    const context = base!.getContext('2d')!;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = '#00ff00';
    context.fillRect(0, 0, base!.width, base!.height);
    context.restore();
    candle = tallestCandle(controller);
    expect(shows(plot, candle.x, candle.y, 0x00ff00)).toBe(true);
    base!.dispatchEvent(new Event('contextrestored'));
    await frames(2);
    expect(shows(plot, candle.x, candle.y, candle.color)).toBe(true);
  });

  test('in 2D, 20 mounts and unmounts open no WebGL renderer and leave no canvas, listener or observer behind', async () => {
    await noRenderer();
    preferChartSurface('canvas');
    const feed = new TradingFeed();
    const tracker = new LeakTracker();
    const created = rendererStats().created;
    await renderChart(feed);
    mounted!.unmount();
    mounted = undefined;
    tracker.install();
    try {
      const baseline = tracker.counts();
      for (let i = 0; i < 20; i += 1) {
        const { canvases } = await renderChart(feed);
        expect(canvases()).toHaveLength(3);
        mounted!.unmount();
        mounted = undefined;
      }
      expect(tracker.counts()).toEqual(baseline);
    } finally {
      tracker.restore();
    }
    expect(feed.listenerCount()).toBe(0);
    expect(document.querySelectorAll('canvas[data-chart-layer]')).toHaveLength(0);
    expect(rendererStats().created).toBe(created);
  });
});
