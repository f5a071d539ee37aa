/**
 * The chart on the steps of the window's source (contract/price-ticks.ts): BTC-USDT's legend at the spec's
 * USDT step (0.1 from 1,000, one decimal) until a replay's table (0.01) comes after the chart opened; then
 * the legend, the axis and the cursor's snap follow at once (setTickTable), without loading anew.
 */
import { expect, onTestFinished, test, vi } from 'vitest';
import { SPEC_TICKS, uniformTicks } from '../../../../contract/price-ticks';
import {
  openChartController,
  type ChartController,
  type ChartElements,
} from '../../../../src/features/chart/chart-controller';
import { generatedHistory, testServices } from '../../render/chart-harness';
import { FakeFeed } from '../../workspace/harness';

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
  onTestFinished(() => root.remove());
  return { root, plot, legend };
}

test("a replay's table coming after the chart opened: the legend shows BTC-USDT at 0.01", async () => {
  const elements = chartElements();
  const services = testServices(async (interval) => generatedHistory(interval, 94_123.45));
  const loadHistory = vi.spyOn(services, 'loadHistory');
  let chart: ChartController | null = null;
  const close = openChartController(
    elements,
    {
      coin: 'BTC-USDT',
      ticks: SPEC_TICKS,
      feed: new FakeFeed(),
      services,
      onLoadState: () => undefined,
      surface: 'canvas',
    },
    (opened) => (chart = opened),
  );
  onTestFinished(close);
  await expect.poll(() => chart).not.toBeNull();
  void chart!.load('1');
  const closeText = () => elements.legend.querySelector('[data-field="close"]')!.textContent ?? '';
  await expect.poll(closeText).toMatch(/^\d{2},\d{3}\.\d$/);

  chart!.setTickTable(uniformTicks(0.01));
  await expect.poll(closeText).toMatch(/^\d{2},\d{3}\.\d{2}$/);
  expect(loadHistory).toHaveBeenCalledTimes(1);
});
