/**
 * A chart on Pixi's surface opens once Pixi's chart has come by its dynamic import
 * (src/render/chart/chart-view.ts): closed before then, it opens nothing — no view on the shared renderer,
 * no chart worker, nothing in its host. Once the code is in, a chart opens at once. Alone in its file, so
 * the first chart here is the one that waits for the import.
 */
import { expect, test, vi } from 'vitest';
import {
  openChartController,
  type ChartController,
  type ChartElements,
} from '../../../../src/features/chart/chart-controller';
import { rendererStats } from '../../../../src/render/shared-renderer';
import { frames, noRenderer, testServices } from '../../render/chart-harness';
import { FakeFeed } from '../../workspace/harness';
import { SPEC_TICKS } from '../../../../contract/price-ticks';

function chartElements(): ChartElements {
  const root = document.createElement('div');
  root.style.cssText = 'position:fixed;left:0;top:0;width:400px;height:300px';
  const plot = document.createElement('div');
  plot.style.cssText = 'position:absolute;inset:0';
  const legend = document.createElement('div');
  for (const field of ['open', 'high', 'low', 'close', 'volume']) {
    const cell = document.createElement('span');
    cell.dataset.field = field;
    legend.append(cell);
  }
  root.append(plot, legend);
  document.body.append(root);
  return { root, plot, legend };
}

test('closed before Pixi’s chart came, it opens nothing; once it is in, a chart opens at once', async () => {
  await noRenderer();
  const services = testServices();
  const acquire = vi.spyOn(services, 'acquireClient');
  const options = {
    coin: 'BTC-KRW' as const,
    ticks: SPEC_TICKS,
    feed: new FakeFeed(),
    services,
    onLoadState: () => undefined,
    surface: 'webgl' as const,
  };
  const early = chartElements();
  const openedEarly = vi.fn();
  const closeEarly = openChartController(early, options, openedEarly);
  expect(openedEarly).not.toHaveBeenCalled();
  closeEarly();

  // The next one waits for the same import, which the first was waiting for too.
  const late = chartElements();
  let opened: ChartController | null = null;
  const closeLate = openChartController(late, options, (controller) => (opened = controller));
  await expect.poll(() => opened).not.toBeNull();
  await frames(2);
  expect(openedEarly).not.toHaveBeenCalled();
  expect(acquire).toHaveBeenCalledTimes(1);
  expect(rendererStats().views).toBe(1);
  expect(early.root.outerHTML).toBe(chartElements().root.outerHTML);

  // The code is in: the next chart opens in the same task.
  const now = vi.fn();
  const closeNow = openChartController(chartElements(), options, now);
  expect(now).toHaveBeenCalledTimes(1);
  expect(rendererStats().views).toBe(2);
  closeNow();
  closeLate();
  expect(rendererStats().views).toBe(0);
});
