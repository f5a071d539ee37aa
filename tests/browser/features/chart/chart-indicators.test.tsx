/**
 * Indicators on the chart panel in real Chromium, by role as a trader uses them, on both surfaces: add RSI
 * and MACD from the picker, change RSI's length in its settings, move MACD onto the price, resize a pane by
 * its separator and remove one, switch to Heikin Ashi and a logarithmic scale, and find it all again when the panel is mounted
 * anew from what it kept in its settings (as the workspace keeps them with the panel in the layout); an
 * indicator shown at some intervals only, hidden at the others and drawn again at its own.
 */
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
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
import { rendererQuiet, testServices, TradingFeed } from '../../render/chart-harness';
import { mount, withAppDialogs, type Mounted } from '../../workspace/harness';

let mounted: Mounted | undefined;

afterEach(() => {
  closeAllDialogs();
  mounted?.unmount();
  mounted = undefined;
  preferChartSurface(null);
  Object.assign(chartSettings, defaultChartSettings());
});

type Settings = Readonly<Record<string, unknown>> | null;

/** A chart panel whose settings a test holds, as the workspace holds a panel's in its layout. */
async function mountChart(initial: Settings) {
  const held: { settings: Settings; controller: ChartController | null } = {
    settings: initial,
    controller: null,
  };
  const feed = new TradingFeed();
  const services = testServices();
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
