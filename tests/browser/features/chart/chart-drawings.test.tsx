/**
 * Drawing on the chart panel in real Chromium, on both surfaces, with the pointer and the keyboard as a
 * trader draws: a trend line by two clicks (Alt+T), moved by its body, a handle dragged with the strong
 * magnet onto a bar's high, undo and redo, a Fibonacci retracement's levels at their prices, the drawings
 * kept at their (time, price) across an interval change, Delete; by role, a horizontal line picked from
 * the drawing toolbar's menu, its colour changed, locked and deleted from the Objects list; and a guest's
 * drawings found again when the panel is mounted anew (this browser keeps them).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import { readGuestDrawings } from '../../../../src/features/chart/guest-drawings';
import { guestDrawingsKey } from '../../../../src/features/chart/guest-drawings-key';
import { defaultChartSettings } from '../../../../src/features/chart/rules/chart-settings';
import { preferChartSurface, type ChartSurface } from '../../../../src/render/chart/chart-view';
import { anchorPoint } from '../../../../src/render/chart/drawing-geometry';
import { fibLevelPrice } from '../../../../src/render/chart/drawing-tools';
import { closeAllDialogs } from '../../../../src/shell';
import { session } from '../../../../src/state/session';
import type { Mounted } from '../../workspace/harness';
import { mountChartPanel } from './chart-panel-harness';

let mounted: Mounted | undefined;

afterEach(() => {
  closeAllDialogs();
  mounted?.unmount();
  mounted = undefined;
  preferChartSurface(null);
  Object.assign(chartSettings, defaultChartSettings());
  localStorage.removeItem(guestDrawingsKey('BTC-KRW'));
  Object.assign(session, { status: 'unknown', user: null });
});

async function mountChart() {
  Object.assign(session, { status: 'guest', user: null });
  const panel = await mountChartPanel({ width: 1000, height: 640 });
  mounted = panel.mounted;
  return panel.held;
}

function plot(): HTMLElement {
  return mounted!.container.querySelector<HTMLElement>('[data-testid="chart-plot"]')!;
}

/** A pointer event on the plot at plot px (x, y). */
function pointer(type: 'pointerdown' | 'pointermove' | 'pointerup', x: number, y: number, shiftKey = false) {
  const box = plot().getBoundingClientRect();
  plot().dispatchEvent(
    new PointerEvent(type, {
      pointerId: 1,
      clientX: box.left + x,
      clientY: box.top + y,
      bubbles: true,
      isPrimary: true,
      button: 0,
      shiftKey,
    }),
  );
}

function click(x: number, y: number) {
  pointer('pointerdown', x, y);
  pointer('pointerup', x, y);
}

function drag(from: { x: number; y: number }, to: { x: number; y: number }) {
  pointer('pointerdown', from.x, from.y);
  pointer('pointermove', (from.x + to.x) / 2, (from.y + to.y) / 2);
  pointer('pointermove', to.x, to.y);
  pointer('pointerup', to.x, to.y);
}

describe('drawing on the chart panel', () => {
  test.each<ChartSurface>(['canvas', 'webgl'])(
    'on %s: drawn, moved, snapped, undone and redone; a Fibonacci; by role, a level styled, locked and deleted; kept',
    async (surface) => {
      preferChartSurface(surface);
      const held = await mountChart();
      const chart = () => held.controller!;
      const state = () => chart().drawings.state;
      const model = () => chart().scene.model;
      const at = (index: number, anchor: number) =>
        anchorPoint(model().drawingView(), state().drawings[index]!.anchors[anchor]!);

      // Alt+T picks the trend line; two clicks draw it, and the pointer is back.
      (mounted!.container.querySelector('[data-testid="chart-surface"]') as HTMLElement).focus();
      await userEvent.keyboard('{Alt>}t{/Alt}');
      expect(state().tool).toBe('trendLine');
      click(200, 200);
      pointer('pointermove', 420, 140);
      expect(model().drawingPreview?.anchors).toHaveLength(2);
      click(420, 140);
      expect(state().tool).toBeNull();
      expect(state().drawings.map((each) => each.tool)).toEqual(['trendLine']);
      expect(at(0, 0).x).toBeCloseTo(200, 0);
      expect(at(0, 1).y).toBeCloseTo(140, 0);
      // A guest's drawing is kept in this browser.
      expect(readGuestDrawings(localStorage, 'BTC-KRW')).toHaveLength(1);

      // Moved by its body: 30 px down.
      drag({ x: 310, y: 170 }, { x: 310, y: 200 });
      expect(at(0, 0).y).toBeCloseTo(230, 0);
      expect(at(0, 1).y).toBeCloseTo(170, 0);

      // Its end dragged with the strong magnet snaps to a price of the bar under it.
      chart().drawings.setMagnet('strong');
      const end = at(0, 1);
      drag(end, { x: end.x - 40, y: end.y - 5 });
      const snapped = state().drawings[0]!.anchors[1]!;
      const bars = chart().data.series;
      const bar = [...bars.time.subarray(0, bars.length)].indexOf(snapped.time);
      expect(bar).toBeGreaterThanOrEqual(0);
      expect([bars.open[bar], bars.high[bar], bars.low[bar], bars.close[bar]]).toContain(snapped.price);
      chart().drawings.setMagnet('off');

      // Undo puts the end back; redo snaps it again.
      const moved = state().drawings[0]!;
      await userEvent.keyboard('{Control>}z{/Control}');
      expect(state().drawings[0]!.anchors[1]).not.toEqual(snapped);
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      expect(state().drawings[0]).toEqual(moved);

      // A Fibonacci retracement (Alt+F): its levels at the prices between its anchors.
      await userEvent.keyboard('{Alt>}f{/Alt}');
      click(500, 260);
      click(640, 90);
      const fib = state().drawings[1]!;
      expect(fib.tool).toBe('fibRetracement');
      const [low, high] = fib.anchors.map((anchor) => anchor.price);
      expect(fibLevelPrice(fib, 0)).toBe(high);
      expect(fibLevelPrice(fib, 1)).toBe(low);
      expect(fibLevelPrice(fib, 0.5)).toBeCloseTo((low! + high!) / 2, 6);

      // Another interval: every drawing keeps its (time, price).
      const before = state().drawings.map((each) => each.anchors);
      await page.getByRole('combobox', { name: 'Interval' }).selectOptions('5m');
      await expect.poll(() => chart().interval).toBe('5');
      await expect
        .poll(
          () => mounted!.container.querySelector<HTMLElement>('[data-testid="chart-surface"]')?.dataset.drawn,
        )
        .toBe('true');
      expect(state().drawings.map((each) => each.anchors)).toEqual(before);
      expect(model().drawings.map((each) => each.anchors)).toEqual(before);

      // Selected and deleted with the Delete key.
      chart().drawings.select(fib.id);
      (mounted!.container.querySelector('[data-testid="chart-surface"]') as HTMLElement).focus();
      await userEvent.keyboard('{Delete}');
      expect(state().drawings.map((each) => each.tool)).toEqual(['trendLine']);

      // By role: a horizontal line from the drawing toolbar's menu.
      const tools = page.getByRole('group', { name: 'Drawing tools' });
      const levels = tools.getByRole('button', { name: 'Horizontal and vertical lines', exact: true });
      levels.element().focus();
      await userEvent.keyboard('{Enter}');
      await page.getByRole('menuitemradio', { name: 'Horizontal line' }).click();
      expect(state().tool).toBe('horizontalLine');
      click(300, 120);
      const level = state().drawings.find((each) => each.tool === 'horizontalLine')!;
      expect(level.anchors[0]!.price).toBeCloseTo(
        model().drawingView().prices.max -
          ((120 - model().drawingView().prices.top) / model().drawingView().prices.height) *
            (model().drawingView().prices.max - model().drawingView().prices.min),
        6,
      );
      // Its colour, lock and delete from the Objects list, by role.
      await tools.getByRole('button', { name: 'Objects' }).click();
      const objects = page.getByRole('list', { name: 'Objects' });
      await expect.element(objects).toBeVisible();
      const row = objects.getByRole('listitem').filter({ hasText: 'Horizontal line' });
      await row.getByRole('button', { name: 'Style…' }).click();
      const style = page.getByRole('dialog', { name: /style$/ });
      await style.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: 'Red' }).click();
      await style.getByRole('button', { name: 'OK' }).click();
      await expect.element(style).not.toBeInTheDocument();
      expect(state().drawings.find((each) => each.id === level.id)!.style.color).not.toBe(level.style.color);
      await row.getByRole('button', { name: 'Lock' }).click();
      expect(state().drawings.find((each) => each.id === level.id)!.locked).toBe(true);
      // Locked, a drag does not move it; deleted, it is gone from this browser too.
      drag({ x: 300, y: 120 }, { x: 300, y: 160 });
      expect(state().drawings.find((each) => each.id === level.id)!.anchors).toEqual(level.anchors);
      await row.getByRole('button', { name: 'Delete' }).click();
      expect(state().drawings.some((each) => each.id === level.id)).toBe(false);
      expect(readGuestDrawings(localStorage, 'BTC-KRW')).toHaveLength(1);

      // Mounted anew: the guest's drawing is there.
      mounted!.unmount();
      mounted = undefined;
      const again = await mountChart();
      await expect.poll(() => again.controller!.drawings.state.drawings.length).toBe(1);
      expect(again.controller!.drawings.state.drawings[0]!.anchors).toEqual(before[0]);
    },
  );
});
