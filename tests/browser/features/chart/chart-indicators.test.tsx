/**
 * Indicators on the chart panel in real Chromium, by role as a trader uses them, on both surfaces: add RSI
 * and MACD from the picker, change RSI's length in its settings, move MACD onto the price, resize a pane
 * by its separator and remove one, switch to Heikin Ashi and a logarithmic scale, compare BTC with ETH,
 * and find it all again when the panel is mounted anew from what it kept in its settings (as the
 * workspace keeps them with the panel in the layout); an indicator shown at some intervals only, hidden
 * at the others and drawn again at its own.
 */
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import type { CandleInterval } from '../../../../contract/intervals';
import { page, userEvent } from 'vitest/browser';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import {
  addIndicator,
  NO_INDICATORS,
  parseIndicators,
  setIntervals,
} from '../../../../src/features/chart/rules/chart-indicators';
import { defaultChartSettings } from '../../../../src/features/chart/rules/chart-settings';
import { preferChartSurface, type ChartSurface } from '../../../../src/render/chart/chart-view';
import { closeAllDialogs } from '../../../../src/shell';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { generatedHistory, rendererQuiet, testServices, TradingFeed } from '../../render/chart-harness';
import { mount, stubWorkspaceApi, withAppDialogs, type Mounted } from '../../workspace/harness';
import { parseCompares } from '../../../../src/features/chart/rules/chart-compare';

let mounted: Mounted | undefined;
let api: ReturnType<typeof stubWorkspaceApi> | undefined;

afterEach(() => {
  api?.mockRestore();
  api = undefined;
  closeAllDialogs();
  mounted?.unmount();
  mounted = undefined;
  preferChartSurface(null);
  Object.assign(chartSettings, defaultChartSettings());
});

type Settings = Readonly<Record<string, unknown>> | null;

/** A chart panel whose settings a test holds, as the workspace holds a panel's in its layout. */
async function mountChart(initial: Settings) {
  const feed = new TradingFeed();
  const held: { settings: Settings; controller: ChartController | null; feed: TradingFeed } = {
    settings: initial,
    controller: null,
    feed,
  };
  // ETH's history is BTC's at a 50th of the price, its closes rising faster toward the end.
  const services = {
    ...testServices(),
    loadHistory: async (coin: string, interval: CandleInterval) => {
      const history = generatedHistory(interval);
      if (coin !== 'ETH-KRW') return history;
      const close = history.close.map((value, i) => (value / 50) * (1 + i / 2000));
      return { ...history, close, open: close, high: close, low: close };
    },
  };
  function Host() {
    const [settings, setSettings] = useState<Settings>(initial);
    return (
      <ChartPanel
        coin="BTC-KRW"
        symbol="BTC"
        marketSymbol="KRW"
        services={services}
        settings={settings}
        onSettings={(next) => {
          held.settings = next;
          setSettings(next);
        }}
        onController={(controller) => {
          held.controller = controller;
        }}
      />
    );
  }
  mounted = mount(
    withAppDialogs(
      <FeedProvider client={feed}>
        <Host />
      </FeedProvider>,
    ),
    { width: 1000, height: 700 },
  );
  await expect
    .poll(() => mounted!.container.querySelector<HTMLElement>('[data-testid="chart-surface"]')?.dataset.drawn)
    .toBe('true');
  return held;
}

const kinds = (settings: Settings) =>
  parseIndicators(settings?.indicators).indicators.map((each) => `${each.kind}@${each.pane}`);

/** The values the legend shows for one indicator's row. */
function rowValues(label: string): string[] {
  const row = page.getByRole('group', { name: `${label} values` }).element();
  return [...row.querySelectorAll('[data-value]')].map((cell) => cell.textContent ?? '');
}

describe('indicators on the chart panel', () => {
  test.each<ChartSurface>(['canvas', 'webgl'])(
    'on %s: added from the picker, set up, moved, resized, removed, kept',
    async (surface) => {
      preferChartSurface(surface);
      const held = await mountChart(null);
      const chart = () => held.controller!;

      // Add RSI and MACD from the picker, which stays open between them.
      await page.getByRole('button', { name: 'Indicators', exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Indicators' });
      const search = picker.getByRole('combobox', { name: 'Search indicators' });
      await userEvent.fill(search, 'rsi');
      await userEvent.keyboard('{Enter}');
      await userEvent.fill(search, 'macd');
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Escape}');
      await expect.element(picker).not.toBeInTheDocument();
      expect(kinds(held.settings)).toEqual(['rsi@1', 'macd@2']);

      // Each is drawn in a pane of its own, with its lines computed in the worker and its values shown.
      await expect.poll(() => chart().data.indicators?.lines.length).toBe(2);
      const model = chart().scene.model;
      expect(model.panes).toHaveLength(3);
      expect(model.studies.map((study) => study.pane)).toEqual([1, 2]);
      await expect.poll(() => rowValues('RSI 14 Close')[0]).toMatch(/^\d+\.\d\d$/);
      expect(rowValues('MACD 12 26 9 Close')).toHaveLength(3);
      // RSI's legend at the top of its pane.
      const plotTop = () =>
        mounted!.container.querySelector<HTMLElement>('[data-testid="chart-plot"]')!.getBoundingClientRect()
          .top;
      const rsiPane = page.getByRole('region', { name: 'Pane 1' });
      await expect.element(rsiPane).toBeVisible();
      await expect
        .poll(() => Math.round(rsiPane.element().getBoundingClientRect().top - plotTop()))
        .toBe(model.paneRects[1]!.top + 3);

      // RSI's length, in its settings.
      await page.getByRole('button', { name: 'RSI 14 Close Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'RSI settings' });
      await userEvent.fill(settings.getByRole('textbox', { name: 'Length' }), '9');
      await settings.getByRole('button', { name: 'OK' }).click();
      await expect.element(settings).not.toBeInTheDocument();
      expect(parseIndicators(held.settings?.indicators).indicators[0]!.params.length).toBe(9);
      await expect.element(page.getByRole('group', { name: 'RSI 9 Close values' })).toBeVisible();

      // MACD onto the price: its pane goes.
      await page.getByRole('combobox', { name: 'MACD 12 26 9 Close Move to' }).selectOptions('Price pane');
      expect(kinds(held.settings)).toEqual(['rsi@1', 'macd@0']);
      await expect.poll(() => chart().scene.model.panes.length).toBe(2);

      // The separator above RSI's pane, dragged up 60 px: the pane grows, and the weights are kept.
      const plot = mounted!.container.querySelector<HTMLElement>('[data-testid="chart-plot"]')!;
      const box = plot.getBoundingClientRect();
      const before = chart().scene.model.paneRects[1]!;
      const x = box.left + 200;
      const y = box.top + before.top;
      plot.dispatchEvent(
        new PointerEvent('pointerdown', {
          pointerId: 1,
          clientX: x,
          clientY: y,
          bubbles: true,
          isPrimary: true,
          button: 0,
        }),
      );
      plot.dispatchEvent(
        new PointerEvent('pointermove', {
          pointerId: 1,
          clientX: x,
          clientY: y - 60,
          bubbles: true,
          isPrimary: true,
        }),
      );
      plot.dispatchEvent(
        new PointerEvent('pointerup', {
          pointerId: 1,
          clientX: x,
          clientY: y - 60,
          bubbles: true,
          isPrimary: true,
        }),
      );
      await expect.poll(() => chart().scene.model.paneRects[1]!.height).toBe(before.height + 60);
      const weights = parseIndicators(held.settings?.indicators).panes.map((pane) => pane.weight);
      expect(weights[1]! / weights[0]!).toBeCloseTo(
        (before.height + 60) / chart().scene.model.paneRects[0]!.height,
        1,
      );

      // Heikin Ashi, from the toolbar.
      await page.getByRole('combobox', { name: 'Chart type' }).selectOptions('Heikin Ashi');
      expect(held.settings?.chartType).toBe('heikinAshi');
      await expect.poll(() => chart().scene.model.chartType).toBe('heikinAshi');

      // A logarithmic price scale.
      await page.getByRole('combobox', { name: 'Scale', exact: true }).selectOptions('Logarithmic');
      expect(held.settings?.scaleMode).toBe('log');
      await expect.poll(() => chart().scene.model.prices.log).toBe(true);
      await rendererQuiet();

      // Mounted anew from what it kept: all as it was.
      const kept = held.settings;
      mounted!.unmount();
      mounted = undefined;
      const again = await mountChart(kept);
      await expect.poll(() => again.controller!.data.indicators?.lines.length).toBe(2);
      const restored = again.controller!.scene.model;
      expect(restored.chartType).toBe('heikinAshi');
      expect(restored.priceScaleMode).toBe('log');
      expect(restored.studies.map((study) => study.pane)).toEqual([1, 0]);
      expect(restored.panes.map((pane) => pane.weight)).toEqual(weights);
      await expect.element(page.getByRole('group', { name: 'RSI 9 Close values' })).toBeVisible();

      // Removing RSI's pane removes RSI with it.
      await page.getByRole('button', { name: 'Pane 1 Remove pane' }).click();
      expect(kinds(again.settings)).toEqual(['macd@0']);
      await expect.poll(() => again.controller!.scene.model.panes.length).toBe(1);
    },
  );

  test('an indicator shown at some intervals only: hidden at the others, with its legend saying so', async () => {
    chartSettings.lastResolution = '15';
    const added = addIndicator(NO_INDICATORS, 'rsi');
    if (!added.ok) throw new Error('refused');
    const held = await mountChart({ indicators: setIntervals(added.set, 'i1', ['60', '1D']) });
    const chart = () => held.controller!;

    // At 15m it is computed all the same, but not drawn, and its legend says why instead of its values.
    await expect.poll(() => chart().data.indicators?.lines.length).toBe(1);
    expect(chart().scene.model.studies.map((study) => study.visible)).toEqual([false]);
    const row = page.getByRole('group', { name: 'RSI 14 Close values' });
    await expect.element(row.getByText('Hidden at this interval')).toBeVisible();
    await expect.element(row).toHaveAttribute('data-hidden', 'true');
    expect(rowValues('RSI 14 Close')).toEqual([]);

    // At 1h, one of its own, it is drawn again with its values.
    await page.getByRole('combobox', { name: 'Interval' }).selectOptions('1h');
    await expect.poll(() => chart().interval).toBe('60');
    await expect.poll(() => chart().scene.model.studies.map((study) => study.visible)).toEqual([true]);
    await expect.element(row.getByText('Hidden at this interval')).not.toBeInTheDocument();
    await expect.poll(() => rowValues('RSI 14 Close')[0]).toMatch(/^\d+\.\d\d$/);
  });
});

describe('comparing coins on the chart panel', () => {
  test.each<ChartSurface>(['canvas', 'webgl'])(
    'on %s: ETH compared with BTC from the picker, drawn as percent, kept, removed',
    async (surface) => {
      preferChartSurface(surface);
      api = stubWorkspaceApi();
      const held = await mountChart(null);
      const chart = () => held.controller!;

      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Compare symbols' });
      const search = picker.getByRole('combobox', { name: 'Search coins' });
      await expect.element(picker.getByRole('option', { name: /ETH\/KRW/ })).toBeVisible();
      // The chart's own coin is not offered.
      expect(picker.getByRole('option', { name: /BTC\/KRW/ }).elements()).toHaveLength(0);
      await userEvent.fill(search, 'ETH');
      await userEvent.keyboard('{Enter}');
      // The picker stays open and lists it as compared, with its Remove button.
      await expect.element(picker.getByRole('button', { name: /^Remove .*ETH\/KRW$/ })).toBeVisible();
      await expect.element(picker.getByRole('heading', { name: 'Compared (1/4)' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(picker).not.toBeInTheDocument();

      // Kept with the panel; the first compare turned the scale to percent.
      expect(parseCompares(held.settings?.compares).map((each) => each.coin)).toEqual(['ETH-KRW']);
      expect(held.settings?.scaleMode).toBe('percent');
      await expect.element(page.getByRole('combobox', { name: 'Scale', exact: true })).toHaveValue('percent');

      // ETH's closes come through the chart worker, aligned to BTC's bars, and are drawn.
      await expect.poll(() => chart().data.compares[0]?.[chart().data.length - 1]).toBeGreaterThan(0);
      const model = chart().scene.model;
      expect(model.compares).toHaveLength(1);
      await expect.poll(() => Number.isFinite(model.compareScalings[0]?.factor)).toBe(true);
      // Its legend: its close and change from the first bar on screen, in its colour.
      const legend = page.getByRole('group', { name: 'Compared coins' });
      await expect.element(legend.getByText('ETH/KRW')).toBeVisible();
      await expect
        .poll(
          () =>
            legend.getByLabelText('ETH/KRW: close and change from the first bar on screen').element()
              .textContent,
        )
        .toMatch(/^[\d,]+(\.\d+)? \([+-]?\d+\.\d\d%\)$/);

      // ETH's trades come through the feed into its chart in the worker: its newest close follows them.
      const data = chart().data;
      const lastEth = () => data.compares[0]![data.length - 1]!;
      const price = Math.round(lastEth() * 1.01);
      held.feed.postTrades('ETH-KRW', {
        time: Float64Array.of(Date.now()),
        price: Float64Array.of(price),
        quantity: Float64Array.of(1),
        side: Uint8Array.of(1),
        reset: false,
      });
      await expect.poll(lastEth).toBe(price);

      // Mounted anew: compared again.
      await rendererQuiet();
      const kept = held.settings;
      mounted!.unmount();
      mounted = undefined;
      const again = await mountChart(kept);
      await expect
        .poll(() => again.controller!.data.compares[0]?.[again.controller!.data.length - 1])
        .toBeGreaterThan(0);
      expect(again.controller!.scene.model.priceScaleMode).toBe('percent');

      // Removed from its legend.
      await page.getByRole('button', { name: 'Remove ETH/KRW' }).click();
      expect(parseCompares(again.settings?.compares)).toEqual([]);
      await expect.poll(() => again.controller!.scene.model.compares.length).toBe(0);
      // Its trades no longer come to this window.
      expect(again.feed.tradeRouteCount('ETH-KRW')).toBe(0);
      await expect.element(page.getByRole('group', { name: 'Compared coins' })).not.toBeInTheDocument();
    },
  );
});
