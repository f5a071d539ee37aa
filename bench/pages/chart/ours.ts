/**
 * Tradedeck's side of the chart-render bench: the app's ChartController (ChartScene on the shared renderer,
 * the chart worker) on a fake feed and services. update(bar) goes in as the one trade that turns the last
 * bar into `bar`, through the controller's live path: posted into the chart's trade port (here from the
 * page, which is where the bench's updates come from; in the app the feed worker posts them), folded in
 * by the chart worker, whose tail the controller merges at the next frame.
 */
import { createChartClient } from '../../../src/api/chart-client';
import type { FeedClient } from '../../../src/api/feed-types';
import { ChartController } from '../../../src/features/chart/chart-controller';
import type { ChartServices } from '../../../src/features/chart/chart-services';
import { resetScale, visibleRange } from '../../../src/render/chart/chart-layout';
import { rendererStats } from '../../../src/render/shared-renderer';
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { portOutlet } from '../../../workers/core/feed/trade-routes';
import { frameWhen, START_BARS, type ChartRenderBench } from './page-api';
import { benchChartServices } from './services';

const COIN = 'BTC-KRW';

/** The trade that turns `last` into `bar`; a bar no single trade can reach is refused. */
function tradeFor(last: Candle, bar: Candle): { price: number; quantity: number } {
  if (bar.time > last.time) {
    if (bar.open !== bar.close || bar.high !== bar.close || bar.low !== bar.close || !(bar.volume > 0))
      throw new Error('a new bar must be one trade: open = high = low = close, volume > 0');
    return { price: bar.close, quantity: bar.volume };
  }
  if (bar.time !== last.time) throw new Error(`bar ${bar.time} is older than the last bar ${last.time}`);
  const quantity = bar.volume - last.volume;
  if (
    bar.open !== last.open ||
    bar.high !== Math.max(last.high, bar.close) ||
    bar.low !== Math.min(last.low, bar.close) ||
    !(quantity > 0)
  )
    throw new Error('a replaced bar must be the last bar plus one trade at its close');
  return { price: bar.close, quantity };
}

export function mountChart(container: HTMLElement, history: readonly Candle[]): ChartRenderBench {
  const { port1, port2 } = new MessageChannel();
  const trades = portOutlet(port1);
  // The controller takes only its coin's trade port from the feed.
  const feed = {
    tradePort(key: string, onPort: (port: MessagePort) => void) {
      if (key === COIN) onPort(port2);
      return () => trades.close();
    },
  } as unknown as FeedClient;
  const services: ChartServices = {
    ...benchChartServices(history),
    acquireClient: () => createChartClient(),
    releaseClient: (client) => client.dispose(),
  };
  const plot = document.createElement('div');
  const legend = document.createElement('div');
  legend.style.cssText = 'position:absolute;left:8px;top:4px;font:12px sans-serif;color:#ccc';
  for (const field of ['open', 'high', 'low', 'close', 'volume']) {
    const cell = document.createElement('span');
    cell.dataset.field = field;
    cell.style.marginRight = '8px';
    legend.append(cell);
  }
  plot.style.cssText = 'position:absolute;inset:0';
  container.append(plot, legend);
  let failed: unknown = null;
  const controller = new ChartController(
    { root: container, plot, legend },
    {
      coin: COIN,
      marketSymbol: 'KRW',
      feed,
      services,
      onLoadState: (state) => {
        if (state === 'error') failed = new Error('the chart failed to load its history');
      },
    },
  );
  let last = history[history.length - 1]!;
  const ready = (async () => {
    await controller.load('1');
    if (failed) throw failed;
    const { scene } = controller;
    // Set before the load's frame runs (this continuation precedes it), so the first frame shows 240 bars.
    const base = resetScale(scene.plotWidth, controller.data.length - 1);
    scene.setScale({ ...base, barSpacing: (base.width - base.rightOffset) / START_BARS });
    const renders = rendererStats().renders;
    await frameWhen(() => rendererStats().renders > renders && scene.pending === 0);
  })();
  return {
    ready,
    lastBar: () => ({ ...last }),
    update(bar) {
      const { price, quantity } = tradeFor(last, bar);
      last = { ...bar };
      trades.post({
        slot: Int32Array.of(0),
        time: Float64Array.of(bar.time * 1000),
        price: Float64Array.of(price),
        quantity: Float64Array.of(quantity),
        side: Uint8Array.of(1),
        reset: false,
      });
    },
    plotRect: () => ({ x: 0, y: 0, width: controller.scene.plotWidth, height: controller.scene.plotHeight }),
    visibleRange: () => visibleRange(controller.scene.scale),
    info: { impl: 'ours', name: 'Tradedeck ChartScene (Pixi, shared renderer)', bars: history.length },
  };
}
