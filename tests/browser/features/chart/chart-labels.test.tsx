/**
 * The chart's labels on the page (src/render/chart/chart-labels.ts): with the highest price near the top
 * left under the legend, an order pinned at the top under the legend's "Vol" and the forecast's line shown,
 * the placed label boxes the painters drew at cover neither each other nor the legend, on either surface.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { MemoryRouter } from 'react-router';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import { defaultChartSettings } from '../../../../src/features/chart/rules/chart-settings';
import { FORECAST_TIP_COOKIE } from '../../../../src/features/chart/rules/chart-forecast';
import { boxesIntersect, placedBox, type Box } from '../../../../src/render/chart/label-placement';
import { preferChartSurface, type ChartSurface } from '../../../../src/render/chart/chart-view';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { rendererQuiet, testServices, TradingFeed, wavingHistory } from '../../render/chart-harness';
import { mount, type Mounted } from '../../workspace/harness';

/** Enough bars for the forecast (3,000 at least). */
const BARS = 3200;
/** The visible range's high: this many bars before the last, at the plot's left, under the legend. */
const SPIKE_BACK = 30;

let mounted: Mounted | undefined;

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  preferChartSurface(null);
  Object.assign(chartSettings, defaultChartSettings());
  document.cookie = `${FORECAST_TIP_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

/** A narrow chart on the order page with the forecast on. */
async function renderWithForecast(surface: ChartSurface): Promise<ChartController> {
  preferChartSurface(surface);
  Object.assign(chartSettings, defaultChartSettings());
  chartSettings.forecastTermsAgreed = true;
  chartSettings.lastResolution = '60';
  document.cookie = `${FORECAST_TIP_COOKIE}=1; path=/`;
  let current: ChartController | null = null;
  mounted = mount(
    <MemoryRouter>
      <FeedProvider client={new TradingFeed()}>
        <ChartPanel
          coin="BTC-KRW"
          symbol="BTC"
          marketSymbol="KRW"
          services={testServices(async (interval) =>
            wavingHistory(
              interval,
              BARS,
              (i) => (i === BARS - 1 - SPIKE_BACK ? 3_000_000 : 0),
              () => 0,
            ),
          )}
          pathname="/trade/order/BTC-KRW"
          onController={(controller) => {
            current = controller;
          }}
        />
      </FeedProvider>
    </MemoryRouter>,
    { width: 560, height: 420 },
  );
  await expect
    .poll(() => page.getByTestId('chart-surface').element().getAttribute('data-load-state'))
    .toBe('ready');
  await page.getByRole('button', { name: 'Forecast', exact: true }).click();
  await expect.element(page.getByTestId('chart-forecast-legend')).toBeVisible();
  return current!;
}

/** The DOM box of `element` in px of the chart's plot. */
function plotBox(element: Element): Box {
  const plot = page.getByTestId('chart-plot').element().getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  return { x: rect.left - plot.left, y: rect.top - plot.top, width: rect.width, height: rect.height };
}

describe('the chart’s labels', () => {
  test.each<ChartSurface>(['webgl', 'canvas'])(
    'on %s: the high marker near the top, an order pinned at the top and the forecast on: no label over another or the legend',
    async (surface) => {
      const controller = await renderWithForecast(surface);
      const { scene } = controller;
      const { model } = scene;
      await expect.poll(() => scene.highPoint?.index).toBe(controller.data.length - 1 - SPIKE_BACK);
      // A sell far above every price: pinned at the top, at the plot's right, under the legend's end.
      controller.setPriceLines([
        { kind: 'sell', price: model.prices.max * 2, tag: 'Sell 0.5', cancel: true },
      ]);
      await expect.poll(() => scene.drawnLines).toBe(1);
      await rendererQuiet();
      expect(model.lineSlots[0]!.pin).toBe(-1);

      // The legend and the forecast's line are the labels' obstacles, where the page shows them.
      const legend = plotBox(page.getByTestId('chart-legend').element());
      const nextBar = plotBox(page.getByTestId('chart-forecast-legend').element().parentElement!);
      const contains = (outer: Box, inner: Box) =>
        outer.x <= inner.x &&
        outer.y <= inner.y &&
        outer.x + outer.width >= inner.x + inner.width &&
        outer.y + outer.height >= inner.y + inner.height;
      await expect
        .poll(() => {
          const [a, b] = model.labels.reserved;
          return model.labels.reserved.length === 2 && contains(a!, legend) && contains(b!, nextBar);
        })
        .toBe(true);
      await rendererQuiet();

      // What was asked for collided: the high marker's price under the legend, the tag under "Vol".
      const asked = (kind: string) =>
        model.labels.plotBoxes.find((_, i) => model.labels.placed[i]!.kind === kind)!;
      const covers = (box: Box) => [legend, nextBar].some((reserved) => boxesIntersect(box, reserved));
      expect(covers(asked('high'))).toBe(true);
      expect(covers(asked('tag'))).toBe(true);

      const placed = model.labels.placed;
      expect(placed.map((label) => label.kind).sort()).toEqual(['high', 'lastPrice', 'low', 'tag']);
      for (const label of placed) {
        expect(covers(label), `${label.kind} over the legend`).toBe(false);
        for (const other of placed)
          if (other !== label)
            expect(boxesIntersect(label, other), `${label.kind} over ${other.kind}`).toBe(false);
      }
      // The painted tag is where its hit test looks for it.
      const tag = model.labels.tags[0]!;
      expect(model.lineSlots[0]!.tagY).toBe(placedBox(tag).y + tag.height / 2);
    },
  );
});
