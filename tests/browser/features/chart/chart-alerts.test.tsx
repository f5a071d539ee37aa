import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ALERT_ERROR_CODES, ALERT_PROBLEM_MESSAGES } from '../../../../contract';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import { ChartObjectsList } from '../../../../src/features/chart/ChartObjectsList';
import { indexToX, visibleRange, yToPrice } from '../../../../src/render/chart/chart-layout';
import { formatKst } from '../../../../src/lib/kst';
import { appToasts, closeAllDialogs } from '../../../../src/shell';
import { alertsStore } from '../../../../src/state/alerts';
import { session } from '../../../../src/state/session';
import { storedAlert } from '../../../fixtures/alerts';
import { storedDrawing } from '../../../fixtures/drawings';
import { mount } from '../../workspace/harness';
import { demoUser } from '../../../fixtures/user';
import { AlertExchange, stubAlertExchange } from '../alerts/harness';
import { mountChartPanel, type MountedChartPanel } from './chart-panel-harness';
import { specTicks } from '../../../../contract/price-ticks';

let exchange: AlertExchange;
let restore: () => void;
let chart: MountedChartPanel | null = null;

beforeEach(() => {
  session.user = { ...demoUser(), memNo: 7 };
  session.status = 'member';
  alertsStore.sync(null);
  exchange = new AlertExchange();
  const stub = stubAlertExchange(exchange);
  restore = () => stub.mockRestore();
});

afterEach(() => {
  chart?.mounted.unmount();
  chart = null;
  closeAllDialogs();
  alertsStore.sync(null);
  restore();
});

/** A pointer event on the chart's plot at (x, y) of the plot. */
function pointer(type: string, x: number, y: number, button = 0): void {
  const plot = page.getByTestId('chart-plot').element();
  const box = plot.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, button, clientX: box.left + x, clientY: box.top + y };
  plot.dispatchEvent(
    type === 'contextmenu'
      ? new MouseEvent(type, init)
      : new PointerEvent(type, { ...init, isPrimary: true, pointerId: 1 }),
  );
}

/** The price a pointer at `y` names, on the 1,000 KRW ticks of these prices. */
function tickAt(controller: ChartController, y: number): number {
  return Math.round(yToPrice(controller.scene.model.prices, y) / 1000) * 1000;
}

const alertLine = (controller: ChartController) =>
  controller.scene.priceLinePoints.find((point) => point.kind === 'alert');
const alertSlot = (controller: ChartController) => {
  const index = controller.scene.priceLinePoints.findIndex((point) => point.kind === 'alert');
  return controller.scene.model.lineSlots[index]!;
};

/** The chart with a price alert at the middle of its prices (version 1). */
async function chartWithAlert(): Promise<{ controller: ChartController; price: number }> {
  chart = await mountChartPanel({ width: 900, height: 500 });
  const controller = chart.held.controller!;
  const { prices } = controller.scene.model;
  const price = tickAt(controller, prices.top + prices.height / 2);
  exchange.alerts.set('a', storedAlert('a', { condition: { kind: 'price', op: 'crossesUp', value: price } }));
  await alertsStore.reload();
  await expect.poll(() => alertLine(controller)?.price).toBe(price);
  return { controller, price };
}

describe('alerts on the chart', () => {
  test("the coin's active price alert is a line at its price, in its own colour, with its tag", async () => {
    const { controller, price } = await chartWithAlert();
    expect(alertLine(controller)).toMatchObject({ kind: 'alert', price, tag: 'Alert Crosses up' });
    // Another coin's, a paused one and a move alert draw no line.
    exchange.alerts.set('b', storedAlert('b', { coin: 'ETH-KRW' }));
    exchange.alerts.set('c', storedAlert('c', { active: false }));
    exchange.alerts.set(
      'd',
      storedAlert('d', { condition: { kind: 'move', direction: 'up', percent: 2, minutes: 5 } }),
    );
    await alertsStore.reload();
    expect(controller.scene.priceLinePoints.filter((point) => point.kind === 'alert')).toHaveLength(1);
  });

  test('dragged to a new price it sends one PUT with the new value on its version', async () => {
    const { controller, price } = await chartWithAlert();
    const slot = alertSlot(controller);
    const x = slot.tagLeft + 8;
    const y = slot.y - 40;
    const target = tickAt(controller, y);
    const rebuilds = { ...controller.scene.rebuilds };
    pointer('pointerdown', x, slot.y);
    pointer('pointermove', x, slot.y - 20);
    pointer('pointermove', x, y);
    expect(controller.orderDrag).toMatchObject({ kind: 'dragging', price: target });
    // The drag repaints the lines (and the cursor), never the plot.
    await expect.poll(() => controller.scene.rebuilds.lines).toBeGreaterThan(rebuilds.lines);
    expect(controller.scene.rebuilds.plot).toBe(rebuilds.plot);
    expect(exchange.puts).toEqual([]);
    pointer('pointerup', x, y);
    await expect.poll(() => alertLine(controller)?.price).toBe(target);
    expect(exchange.puts).toHaveLength(1);
    expect(exchange.puts[0]).toMatchObject({
      id: 'a',
      body: { baseVersion: 1, condition: { kind: 'price', op: 'crossesUp', value: target } },
    });
    expect(target).not.toBe(price);
    await expect.poll(() => controller.orderDrag.kind).toBe('idle');
  });

  test('a refused move snaps back and says why', async () => {
    const { controller, price } = await chartWithAlert();
    exchange.refuseNext(400, ALERT_ERROR_CODES.invalid, { problem: 'value' });
    const slot = alertSlot(controller);
    pointer('pointerdown', slot.tagLeft + 8, slot.y);
    pointer('pointermove', slot.tagLeft + 8, slot.y + 30);
    pointer('pointerup', slot.tagLeft + 8, slot.y + 30);
    await expect
      .poll(() => appToasts.visible.map((toast) => toast.message))
      .toContain(ALERT_PROBLEM_MESSAGES.value.en);
    await expect.poll(() => controller.orderDrag.kind).toBe('idle');
    expect(alertLine(controller)?.price).toBe(price);
  });

  test('its × deletes the alert after the confirmation', async () => {
    const { controller } = await chartWithAlert();
    await expect.poll(() => alertSlot(controller).tagRight).toBeGreaterThan(0);
    const slot = alertSlot(controller);
    pointer('pointerdown', slot.tagRight - 6, slot.y);
    pointer('pointerup', slot.tagRight - 6, slot.y);
    const confirm = page.getByRole('alertdialog');
    await expect.element(confirm).toHaveTextContent('Delete the alert “BTC/KRW price rose through');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect.poll(() => alertLine(controller)).toBeUndefined();
    expect(exchange.deletes).toEqual([{ id: 'a', version: 1 }]);
  });

  test("Add alert in the chart's menu opens the dialog at the pointer's price", async () => {
    chart = await mountChartPanel({ width: 900, height: 500 });
    const controller = chart.held.controller!;
    const y = controller.scene.model.prices.top + 60;
    const near = tickAt(controller, y);
    pointer('contextmenu', 200, y, 2);
    const item = page.getByRole('menuitem', { name: /^Add alert at / });
    await expect.element(item).toBeVisible();
    // The price under the pointer as the menu opened (live trades may rescale the chart by a tick or two).
    const price = Number(item.element().textContent!.replace(/[^0-9]/g, ''));
    expect(Math.abs(price - near)).toBeLessThanOrEqual(5_000);
    expect(price % 1000).toBe(0);
    await userEvent.click(item);
    const dialog = page.getByRole('dialog');
    await expect
      .element(dialog.getByRole('textbox', { name: 'Price', exact: true }))
      .toHaveValue(String(price));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect.poll(() => alertLine(controller)?.price).toBe(price);
    expect(exchange.puts[0]?.body).toMatchObject({
      coin: 'BTC-KRW',
      baseVersion: 0,
      condition: { value: price },
    });
  });

  test('a bell on the time axis under the bar where an alert fired, named by its description', async () => {
    const { controller, price } = await chartWithAlert();
    const { scale } = controller.scene.model;
    const bar = visibleRange(scale).to - 5;
    const openSec = controller.data.series.time[bar]!;
    exchange.firings = [{ alertId: 'a', coin: 'BTC-KRW', at: openSec * 1000 + 30_000, price }];
    await alertsStore.reload();
    const bell = page.getByRole('img', { name: /^Alert fired: BTC\/KRW price rose through/ });
    // Fetched, rendered, then placed in the chart's next Light frame (slow on SwiftShader): a hang guard only.
    await expect.element(bell, { timeout: 10_000 }).toBeVisible();
    expect(bell.element().getAttribute('title')).toContain(
      formatKst(openSec * 1000 + 30_000, { seconds: true }),
    );
    await expect
      .poll(() =>
        Math.abs(
          parseFloat((bell.element() as HTMLElement).style.left) -
            indexToX(controller.scene.model.scale, bar),
        ),
      )
      .toBeLessThanOrEqual(1);
  });

  test("Add alert in the Objects list: on the lines an alert may be set on, with the drawing's id", async () => {
    const addAlert = vi.fn<(id: string) => void>();
    const list = mount(
      <div className="td-chart" style={{ position: 'relative', height: '400px' }}>
        <ChartObjectsList
          drawings={[
            storedDrawing('d1', { tool: 'trendLine' }),
            storedDrawing('d2', { tool: 'fibRetracement' }),
            storedDrawing('d3', { tool: 'parallelChannel' }),
          ]}
          selected={null}
          ticks={specTicks('KRW')}
          select={vi.fn()}
          setHidden={vi.fn()}
          setLocked={vi.fn()}
          editStyle={vi.fn()}
          addAlert={addAlert}
          remove={vi.fn()}
          close={vi.fn()}
        />
      </div>,
    );
    onTestFinished(() => list.unmount());
    const rows = page.getByRole('list', { name: 'Objects' }).getByRole('listitem');
    await expect.element(rows.first()).toBeVisible();
    const offered = rows
      .elements()
      .map((row) => row.querySelector('[aria-label="Add alert on this line"]') !== null);
    // The newest first: the channel and the trend line take alerts, the Fibonacci tool none.
    expect(offered).toEqual([true, false, true]);
    await userEvent.click(rows.nth(2).getByRole('button', { name: 'Add alert on this line' }));
    expect(addAlert).toHaveBeenCalledWith('d1');
  });
});
