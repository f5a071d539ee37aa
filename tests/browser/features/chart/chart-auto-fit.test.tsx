/**
 * The price scale's auto fit on the chart panel in real Chromium, by role as a trader uses it, on both
 * surfaces: the toolbar's toggle (with the pointer and the keyboard) freezes and fits the scale again, a
 * drag on the price axis stretches the scale and turns the toggle off, a vertical drag on the plot then
 * moves the prices, and a double click on the axis turns the toggle back on, as the chart's resets do.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import { defaultChartSettings } from '../../../../src/features/chart/rules/chart-settings';
import { preferChartSurface, type ChartSurface } from '../../../../src/render/chart/chart-view';
import { closeAllDialogs } from '../../../../src/shell';
import type { Mounted } from '../../workspace/harness';
import { mountChartPanel } from './chart-panel-harness';

let mounted: Mounted | undefined;

afterEach(() => {
  closeAllDialogs();
  mounted?.unmount();
  mounted = undefined;
  preferChartSurface(null);
  Object.assign(chartSettings, defaultChartSettings());
});

async function mountChart() {
  const panel = await mountChartPanel({ width: 1000, height: 700 });
  mounted = panel.mounted;
  return panel.held;
}

/** A pointer event of pointer 1 at (x, y) px of `plot`. */
function pointer(plot: HTMLElement, type: string, x: number, y: number): void {
  const box = plot.getBoundingClientRect();
  plot.dispatchEvent(
    new PointerEvent(type, {
      pointerId: 1,
      clientX: box.left + x,
      clientY: box.top + y,
      bubbles: true,
      isPrimary: true,
      button: 0,
    }),
  );
}

/** A drag of pointer 1 from (x, y) by `dy` px, in two moves. */
function dragDown(plot: HTMLElement, x: number, y: number, dy: number): void {
  pointer(plot, 'pointerdown', x, y);
  pointer(plot, 'pointermove', x, y + dy / 2);
  pointer(plot, 'pointermove', x, y + dy);
  pointer(plot, 'pointerup', x, y + dy);
}

describe("the price scale's auto fit", () => {
  test.each<ChartSurface>(['canvas', 'webgl'])(
    'on %s: the toggle, a drag on the price axis and a double click on it',
    async (surface) => {
      preferChartSurface(surface);
      const held = await mountChart();
      const model = () => held.controller!.scene.model;
      const range = () => ({ min: model().prices.min, max: model().prices.max });
      const fitted = range();
      const toggle = page.getByRole('button', { name: 'Auto fit' });
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect.element(toggle).toHaveAttribute('title', expect.stringContaining('price axis'));

      // The toggle with the pointer: off keeps the scale as it is; on again from the keyboard.
      await toggle.click();
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(model().autoFit).toBe(false);
      expect(range()).toEqual(fitted);
      toggle.element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(model().autoFit).toBe(true);

      // A drag down the price axis beside the price pane draws the prices together: the toggle goes off.
      const plot = mounted!.container.querySelector<HTMLElement>('[data-testid="chart-plot"]')!;
      const axisX = model().plotWidth + model().axisWidth / 2;
      const middle = model().priceHeight / 2;
      dragDown(plot, axisX, middle, 80);
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => range().max - range().min).toBeGreaterThan((fitted.max - fitted.min) * 1.4);
      const stretched = range();

      // Auto-fit off, a drag down the plot brings higher prices in at the top.
      dragDown(plot, 300, middle, 50);
      await expect.poll(() => range().max).toBeGreaterThan(stretched.max);
      expect(range().max - range().min).toBeCloseTo(stretched.max - stretched.min, 0);

      // A double click on the price axis fits the scale to the bars again, and only that: the view stays.
      const view = model().scale;
      await userEvent.dblClick(plot, { position: { x: Math.round(axisX), y: Math.round(middle) } });
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(range).toEqual(fitted);
      expect(model().scale).toBe(view);
    },
  );

  test.each<ChartSurface>(['canvas', 'webgl'])(
    "on %s: the chart's resets turn it on again — a double click on the plot, the toolbar's reset",
    async (surface) => {
      preferChartSurface(surface);
      await mountChart();
      const toggle = page.getByRole('button', { name: 'Auto fit' });
      const plot = mounted!.container.querySelector<HTMLElement>('[data-testid="chart-plot"]')!;

      await toggle.click();
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
      await userEvent.dblClick(plot, { position: { x: 300, y: 200 } });
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');

      await toggle.click();
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click();
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    },
  );
});
