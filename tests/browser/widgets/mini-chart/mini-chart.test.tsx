import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CandleColumns } from '../../../../contract';
import { getQueryClient, setApiErrorHandler } from '../../../../src/api/query';
import { CoinMiniChart } from '../../../../src/widgets/mini-chart/CoinMiniChart';
import { MiniChart } from '../../../../src/widgets/mini-chart/MiniChart';
import { specTicks } from '../../../../contract/price-ticks';
import type { MiniChartRow } from '../../../../src/widgets/mini-chart/mini-chart-rules';
import { envelope, stubApi } from '../../shell/harness';

const KRW_TICKS = specTicks('KRW');

/** 2026-11-21 00:00 KST in unix seconds. */
const DAY_START = Date.UTC(2026, 10, 20, 15, 0, 0) / 1000;
const BAR = 600;
const BARS = 144;
const HEIGHT = 96;
/** MiniChart's plot area inside HEIGHT: 6 px inset at the top, an 18 px axis at the bottom, 4 px at the sides. */
const PLOT_TOP = 6;
const PLOT_BOTTOM = HEIGHT - 18;
const INSET_X = 4;

/** A KST day of 10-minute bars, price 95,000,000 + i × 10,000 (the middle element is a volume). */
const DAY: readonly MiniChartRow[] = Array.from(
  { length: BARS },
  (_, i) => [DAY_START + i * BAR, 1 + i, 95_000_000 + i * 10_000] as const,
);

function mount(node: ReactNode, width: number) {
  const host = document.createElement('div');
  host.style.width = `${width}px`;
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(node));
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
  };
  onTestFinished(unmount);
  return { host, unmount };
}

const ticks = () =>
  [...document.querySelectorAll('[data-testid="mini-chart-ticks"] text')].map((text) => text.textContent);

/** The y coordinates of the line's path data ("M x,y L x,y …"). */
function lineYs(): number[] {
  const d = page.getByTestId('mini-chart-line').element().getAttribute('d') ?? '';
  return [...d.matchAll(/[ML]([\d.-]+),([\d.-]+)/g)].map((match) => Number(match[2]));
}

function pointerAt(svg: Element, x: number) {
  const box = svg.getBoundingClientRect();
  svg.dispatchEvent(
    new PointerEvent('pointermove', { bubbles: true, clientX: box.left + x, clientY: box.top + 20 }),
  );
}

describe('MiniChart', () => {
  test.each([
    // floor(320 / 80) = 4 ticks at most: 6-hour steps fit.
    [320, ['00:00', '06:00', '12:00', '18:00']],
    // floor(800 / 80) = 10 at most: 3-hour steps (2-hour ones would be 12).
    [800, ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00']],
  ])('at %i px the x axis has at most width/80 ticks on nice KST times', async (width, labels) => {
    mount(<MiniChart rows={DAY} ticks={KRW_TICKS} name="BTC/KRW" />, width);
    await expect.poll(ticks).toEqual(labels);
    expect(labels.length).toBeLessThanOrEqual(Math.floor(width / 80));
    const svg = page.getByRole('img').element();
    expect(svg.getAttribute('width')).toBe(String(width));
  });

  test('summarises the series in its accessible name', async () => {
    mount(<MiniChart rows={DAY} ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    await expect
      .element(
        page.getByRole('img', {
          name: 'BTC/KRW 최근 하루 시세, 2026-11-21 00:00부터 2026-11-21 23:50까지(KST): 처음 95,000,000, 마지막 96,430,000, 최저 95,000,000, 최고 96,430,000',
        }),
      )
      .toBeVisible();
  });

  test('the tooltip shows the time (KST) and price of the point nearest the pointer, and hides on leave', async () => {
    mount(<MiniChart rows={DAY} ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    await expect.poll(ticks).toHaveLength(4);
    const tooltip = page.getByTestId('mini-chart-tooltip');
    expect(tooltip.element().hasAttribute('hidden')).toBe(true);
    const svg = page.getByRole('img').element();
    // Bar 87 opens at 14:30 KST; its x is INSET_X + 87/143 of the 312 px plot.
    pointerAt(svg, INSET_X + (87 / 143) * (320 - 2 * INSET_X) + 0.4);
    await expect.element(tooltip).toHaveTextContent('2026-11-21 14:30 KST 95,870,000');
    expect(tooltip.element().hasAttribute('hidden')).toBe(false);
    pointerAt(svg, 0);
    await expect.element(tooltip).toHaveTextContent('2026-11-21 00:00 KST 95,000,000');
    svg.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    await expect.poll(() => tooltip.element().hasAttribute('hidden')).toBe(true);
  });

  test('arrow keys move the tooltip from point to point, starting at the newest', async () => {
    mount(<MiniChart rows={DAY} ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    const svg = page.getByRole('img');
    (svg.element() as SVGSVGElement).focus();
    const tooltip = page.getByTestId('mini-chart-tooltip');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tooltip).toHaveTextContent('2026-11-21 23:50 KST 96,430,000');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tooltip).toHaveTextContent('2026-11-21 23:40 KST 96,420,000');
    await userEvent.keyboard('{Home}');
    await expect.element(tooltip).toHaveTextContent('2026-11-21 00:00 KST 95,000,000');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tooltip).toHaveTextContent('2026-11-21 00:10 KST 95,010,000');
  });

  test('a flat day is widened by the unit price: the line runs through the middle, not along an edge', async () => {
    const flat = DAY.map(([time]) => [time, 0, 1_250] as const);
    mount(<MiniChart rows={flat} ticks={KRW_TICKS} name="XRP/KRW" />, 320);
    await expect.poll(ticks).toHaveLength(4);
    const ys = lineYs();
    expect(ys).toHaveLength(BARS);
    const middle = (PLOT_TOP + PLOT_BOTTOM) / 2;
    expect(new Set(ys)).toEqual(new Set([middle]));
  });

  test('a moving day spans the plot from its low (bottom) to its high (top)', async () => {
    mount(<MiniChart rows={DAY} ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    await expect.poll(ticks).toHaveLength(4);
    const ys = lineYs();
    expect(ys[0]).toBe(PLOT_BOTTOM);
    expect(ys[ys.length - 1]).toBe(PLOT_TOP);
  });

  test('no rows: a message instead of a chart', async () => {
    mount(<MiniChart rows={[]} ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    await expect.element(page.getByText('최근 하루 시세 데이터가 없습니다.')).toBeVisible();
    expect(page.getByRole('img').query()).toBeNull();
    expect(page.getByTestId('mini-chart').element().getAttribute('data-state')).toBe('empty');
  });

  test('only bad rows: the empty message, with the bad rows counted', async () => {
    const bad = [
      [Number.NaN, 0, 1],
      [DAY_START, 0, -5],
    ] as unknown as MiniChartRow[];
    mount(<MiniChart rows={bad} ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    await expect.element(page.getByText('최근 하루 시세 데이터가 없습니다.')).toBeVisible();
    expect(page.getByTestId('mini-chart').element().getAttribute('data-skipped')).toBe('2');
  });

  test('loading and error say so', async () => {
    const { unmount } = mount(<MiniChart rows={[]} status="loading" ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    await expect.element(page.getByText('최근 하루 시세를 불러오는 중입니다.')).toBeVisible();
    unmount();
    mount(<MiniChart rows={[]} status="error" ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    await expect.element(page.getByText('최근 하루 시세를 불러오지 못했습니다.')).toBeVisible();
  });

  test('its ResizeObserver is disconnected on unmount', async () => {
    const observe = vi.spyOn(ResizeObserver.prototype, 'observe');
    const disconnect = vi.spyOn(ResizeObserver.prototype, 'disconnect');
    const { unmount } = mount(<MiniChart rows={DAY} ticks={KRW_TICKS} name="BTC/KRW" />, 320);
    await expect.poll(ticks).toHaveLength(4);
    expect(observe).toHaveBeenCalledTimes(1);
    unmount();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});

describe('CoinMiniChart', () => {
  const columns = (): CandleColumns => ({
    time: DAY.map(([time]) => time),
    open: DAY.map(([, , price]) => price),
    high: DAY.map(([, , price]) => price),
    low: DAY.map(([, , price]) => price),
    close: DAY.map(([, , price]) => price),
    volume: DAY.map(([, volume]) => volume as number),
  });

  beforeEach(() => {
    getQueryClient().clear();
  });

  afterEach(() => {
    getQueryClient().clear();
  });

  test('loads one day of 10-minute candles and draws their closes', async () => {
    const fetch = stubApi({
      'GET /v1/candles': () => envelope({ key: 'BTC-KRW', interval: '10', ...columns() }),
    });
    mount(<CoinMiniChart coin="BTC-KRW" name="BTC/KRW" />, 320);
    await expect.element(page.getByRole('img', { name: /^BTC\/KRW 최근 하루 시세/ })).toBeVisible();
    await expect.poll(ticks).toHaveLength(4);
    // The window also asks where its prices come from (the steps they are shown with): the candles' call.
    const urls = fetch.mock.calls.map(([input]) => new URL(String(input), location.href));
    const url = urls.find((called) => called.pathname === '/v1/candles')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'BTC-KRW', interval: '10', limit: '144' });
  });

  test('a failed load shows its own message and raises no global error dialog', async () => {
    const globalError = vi.fn();
    onTestFinished(setApiErrorHandler(globalError));
    stubApi({ 'GET /v1/candles': () => envelope(null, 500, 'SERVER_ERROR', 'boom') });
    mount(<CoinMiniChart coin="BTC-KRW" name="BTC/KRW" />, 320);
    await expect.element(page.getByText('최근 하루 시세를 불러오지 못했습니다.')).toBeVisible();
    expect(globalError).not.toHaveBeenCalled();
  });
});
