import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { GraphicsContext } from 'pixi.js';
import { page, userEvent } from 'vitest/browser';
import { publishIntent } from '../../../../src/shell';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { i18n } from '../../../../src/i18n';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import { defaultChartSettings } from '../../../../src/features/chart/rules/chart-settings';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import { defaultChartServices, type LoadedHistory } from '../../../../src/features/chart/chart-services';
import { indexToX, MAX_BAR_SPACING, visibleRange, xToIndex } from '../../../../src/render/chart/chart-layout';
import { CHART_THEME } from '../../../../src/render/chart/chart-palette';
import { preferChartSurface } from '../../../../src/render/chart/chart-view';
import {
  currentRenderer,
  readViewPixel,
  RENDERER_GRACE_MS,
  rendererStats,
} from '../../../../src/render/shared-renderer';
import { barOpenTime, intervalSeconds, type CandleInterval } from '../../../../contract/intervals';
import {
  SERIES_FIELDS,
  seriesFromColumns,
  type CandleSeries,
  type SeriesField,
} from '../../../../workers/core/base/series';
import { frames, testServices as harnessServices, TradingFeed } from '../../render/chart-harness';
import { LeakTracker, mount, type Mounted } from '../../workspace/harness';

/** The harness's services over this file's history, with its spikes. */
const testServices = (
  history: (interval: CandleInterval) => Promise<LoadedHistory> = async (interval) =>
    takenAtLastOpen(generatedHistory(interval)),
) => harnessServices(history);

/**
 * Taken as its last bar opened: a trade in that bar counts even when a slow start crossed into the next
 * minute before the chart took the history.
 */
function takenAtLastOpen(series: CandleSeries): LoadedHistory {
  return { ...series, takenAt: series.time[series.length - 1]! * 1000 };
}

const BARS = 600;
/** Bars from the end where the visible range's highest high and lowest low are. */
const HIGH_BACK = 20;
const LOW_BACK = 45;

/** Bars ending with the current one, a gentle wave with one spike up and one down. */
function generatedHistory(interval: CandleInterval = '1'): CandleSeries {
  const step = intervalSeconds(interval);
  const last = barOpenTime(Date.now() / 1000, interval);
  const time: number[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const volume: number[] = [];
  let price = 95_000_000;
  for (let i = 0; i < BARS; i += 1) {
    const o = price;
    const c = o + Math.round(Math.sin(i / 7) * 40) * 1000;
    const back = BARS - 1 - i;
    time.push(last - back * step);
    open.push(o);
    close.push(c);
    high.push(Math.max(o, c) + (back === HIGH_BACK ? 900_000 : 20_000));
    low.push(Math.min(o, c) - (back === LOW_BACK ? 900_000 : 20_000));
    volume.push(1 + (i % 5));
    price = c;
  }
  return seriesFromColumns({ time, open, high, low, close, volume });
}

/** The wave of generatedHistory around 142,000,000, whose labels are eleven glyphs wide. */
function generatedHistory142(interval: CandleInterval): CandleSeries {
  const series = generatedHistory(interval);
  for (const column of [series.open, series.high, series.low, series.close])
    for (let i = 0; i < series.length; i += 1) column[i] = column[i]! + 47_000_000;
  return series;
}

let mounted: Mounted | undefined;

// The panel on Pixi and the shared renderer, as on a machine with a GPU; chart-surfaces.test.tsx draws
// it in 2D, as here with none.
beforeAll(() => preferChartSurface('webgl'));
afterAll(() => preferChartSurface(null));

afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  // The last resolution is remembered: each test starts from the defaults.
  Object.assign(chartSettings, defaultChartSettings());
  await i18n.changeLanguage('en');
});

interface Rendered {
  feed: TradingFeed;
  controller: () => ChartController;
  plot: HTMLElement;
  surface: HTMLElement;
}

async function renderChart(services = testServices(), feed = new TradingFeed()): Promise<Rendered> {
  let current: ChartController | null = null;
  const onController = (controller: ChartController | null) => {
    current = controller;
  };
  mounted = mount(
    <FeedProvider client={feed}>
      <ChartPanel
        coin="BTC-KRW"
        symbol="BTC"
        marketSymbol="KRW"
        services={services}
        onController={onController}
      />
    </FeedProvider>,
  );
  const controller = () => {
    if (!current) throw new Error('no chart controller is mounted');
    return current;
  };
  await expect.poll(() => current !== null).toBe(true);
  const surface = page.getByTestId('chart-surface').element() as HTMLElement;
  const plot = page.getByTestId('chart-plot').element() as HTMLElement;
  return { feed, controller, plot, surface };
}

/** Waits until the chart is drawn with its high/low markers and the renderer has gone quiet. */
async function settled({ controller, surface }: Rendered): Promise<void> {
  await expect.poll(() => surface.dataset.loadState).toBe('ready');
  await expect.poll(() => controller().scene.highPoint !== null, { timeout: 3000 }).toBe(true);
  let before = -1;
  await expect
    .poll(async () => {
      const now = rendererStats().renders;
      const quiet = now === before;
      before = now;
      await frames(2);
      return quiet;
    })
    .toBe(true);
}

function pixel(plot: HTMLElement, x: number, y: number): [number, number, number] {
  const data = readViewPixel(plot, x, y);
  return [data[0]!, data[1]!, data[2]!];
}

function rgb(color: number): [number, number, number] {
  return [(color >> 16) & 255, (color >> 8) & 255, color & 255];
}

function expectColour(actual: [number, number, number], color: number): void {
  const expected = rgb(color);
  for (let i = 0; i < 3; i += 1) expect(Math.abs(actual[i]! - expected[i]!)).toBeLessThanOrEqual(6);
}

function pointer(target: Element, type: string, x: number, y: number, extra: PointerEventInit = {}) {
  const box = target.getBoundingClientRect();
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      isPrimary: true,
      pointerId: 1,
      button: 0,
      clientX: box.left + x,
      clientY: box.top + y,
      ...extra,
    }),
  );
}

describe('the chart panel draws', () => {
  test('a loading layer while the history loads, then candles with the visible high and low marked', async () => {
    let release: (series: CandleSeries) => void = () => undefined;
    const history = new Promise<CandleSeries>((resolve) => {
      release = resolve;
    });
    const rendered = await renderChart(testServices(() => history));
    await expect.element(page.getByTestId('chart-loading')).toHaveTextContent('Data is loading.');
    release(generatedHistory());
    await settled(rendered);
    await expect.element(page.getByTestId('chart-loading')).not.toBeInTheDocument();

    const { scene, data } = rendered.controller();
    expect(data.length).toBe(BARS);
    const high = scene.highPoint!;
    const low = scene.lowPoint!;
    expect(high.index).toBe(BARS - 1 - HIGH_BACK);
    expect(low.index).toBe(BARS - 1 - LOW_BACK);
    expect(high.price).toBe(data.series.high[high.index]);
    // Chart spec §9: the high marker #e15241, the low #4880ee.
    expectColour(pixel(rendered.plot, high.x, high.y), 0xe15241);
    expectColour(pixel(rendered.plot, low.x, low.y), 0x4880ee);

    // The last bar's body, in its direction's colour, and the legend on the last bar.
    const last = BARS - 1;
    const rising = data.series.close[last]! >= data.series.open[last]!;
    const x = indexToX(scene.model.scale, last);
    const mid =
      (scene.model.prices.max - (data.series.open[last]! + data.series.close[last]!) / 2) /
      (scene.model.prices.max - scene.model.prices.min);
    const y = scene.model.prices.top + mid * scene.model.prices.height;
    expectColour(pixel(rendered.plot, x, y), rising ? CHART_THEME.up : CHART_THEME.down);
    const legend = page.getByTestId('chart-legend');
    await expect.element(legend.getByText(/^[\d,]+$/).first()).toBeInTheDocument();
    expect(legend.element().querySelector('[data-field="close"]')!.textContent).toBe(
      data.series.close[last]!.toLocaleString('en-US'),
    );
    // The last price line sits at the last close.
    expect(scene.lastPricePoint?.price).toBe(data.series.close[last]);
  });

  test("data-drawn says when a load's bars are drawn, and is gone while the next load is under way", async () => {
    const releases: ((series: CandleSeries) => void)[] = [];
    const rendered = await renderChart(
      testServices(() => new Promise<CandleSeries>((resolve) => releases.push(resolve))),
    );
    const { surface } = rendered;
    await expect.poll(() => releases.length).toBe(1);
    await frames(3);
    expect(surface.dataset.drawn).toBeUndefined();
    const renders = rendererStats().renders;
    // What was left to draw as data-drawn came (the observer runs right after the frame that set it):
    // read later, an answer that came after that frame (the visible range's high and low, from the worker)
    // may have asked for the next one.
    let pendingWhenDrawn: number | null = null;
    const observer = new MutationObserver(() => {
      if (surface.dataset.drawn === 'true') pendingWhenDrawn ??= rendered.controller().scene.model.pending;
    });
    observer.observe(surface, { attributes: true, attributeFilter: ['data-drawn'] });
    releases[0]!(generatedHistory());
    await expect.poll(() => surface.dataset.drawn).toBe('true');
    observer.disconnect();
    // Set in the frame that drew the bars: a render happened, nothing was left to draw.
    expect(rendererStats().renders).toBeGreaterThan(renders);
    expect(pendingWhenDrawn).toBe(0);
    expect(rendered.controller().data.length).toBe(BARS);

    void rendered.controller().refresh();
    expect(surface.dataset.drawn).toBeUndefined();
    await expect.poll(() => releases.length).toBe(2);
    await frames(3);
    expect(surface.dataset.drawn).toBeUndefined();
    releases[1]!(generatedHistory());
    await expect.poll(() => surface.dataset.drawn).toBe('true');
  });

  test('nothing is rendered while nothing changes', async () => {
    const rendered = await renderChart();
    await settled(rendered);
    const before = rendererStats();
    await frames(10);
    const after = rendererStats();
    expect(after.renders).toBe(before.renders);
    // No animation frame is even requested while idle.
    expect(after.frames).toBe(before.frames);
  });

  test('a pointer move redraws only the cursor layer and moves the legend to the bar under it', async () => {
    const rendered = await renderChart();
    await settled(rendered);
    const { scene, data } = rendered.controller();
    const rebuilds = { ...scene.rebuilds };
    const renders = rendererStats().renders;
    const index = BARS - 30;
    const x = indexToX(scene.model.scale, index);
    pointer(rendered.plot, 'pointermove', x, 100);
    await expect.poll(() => scene.rebuilds.cursor).toBe(rebuilds.cursor + 1);
    await frames(3);
    expect(scene.rebuilds).toEqual({ ...rebuilds, cursor: rebuilds.cursor + 1 });
    expect(rendererStats().renders).toBe(renders + 1);
    const close = rendered.surface.querySelector('[data-field="close"]')!;
    expect(close.textContent).toBe(data.series.close[index]!.toLocaleString('en-US'));

    pointer(rendered.plot, 'pointerleave', -10, -10);
    await expect.poll(() => scene.rebuilds.cursor).toBe(rebuilds.cursor + 2);
    expect(scene.rebuilds.plot).toBe(rebuilds.plot);
    expect(close.textContent).toBe(data.series.close[BARS - 1]!.toLocaleString('en-US'));
  });
});

describe('the user moves the chart', () => {
  test('a two-finger pinch zooms around the fingers, and the finger left drags on', async () => {
    const rendered = await renderChart();
    await settled(rendered);
    const { scene } = rendered.controller();
    const spacing = scene.model.scale.barSpacing;
    const touch = (type: string, id: number, x: number) =>
      pointer(rendered.plot, type, x, 200, { pointerId: id, pointerType: 'touch', isPrimary: id === 1 });
    touch('pointerdown', 1, 300);
    touch('pointerdown', 2, 400);
    const anchor = xToIndex(scene.model.scale, 400);
    // The second finger moves away: the fingers' distance doubles, and so does the bar spacing, around
    // their midpoint (the first finger stays where it is, so zooming keeps the bar under the midpoint).
    touch('pointermove', 2, 500);
    expect(scene.model.scale.barSpacing).toBeCloseTo(Math.min(spacing * 2, MAX_BAR_SPACING), 6);
    expect(xToIndex(scene.model.scale, 400)).toBeCloseTo(anchor, 6);
    touch('pointerup', 2, 500);
    const range = visibleRange(scene.model.scale);
    touch('pointermove', 1, 300 + 10 * scene.model.scale.barSpacing);
    expect(visibleRange(scene.model.scale).from).toBe(range.from - 10);
    touch('pointerup', 1, 300);
  });

  test('the high/low markers follow a pan 50 ms after the view last moved (chart spec §9), not sooner', async () => {
    const rendered = await renderChart();
    await settled(rendered);
    const { scene } = rendered.controller();
    const before = scene.highPoint!.index;
    // The marker of the range asked last: the old one until the new range's answer (none if out of view).
    const marked = () => scene.highPoint?.index ?? null;
    const moved = () => marked() !== null && marked() !== before;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      pointer(rendered.plot, 'pointerdown', 400, 200);
      pointer(rendered.plot, 'pointermove', 700, 200);
      pointer(rendered.plot, 'pointerup', 700, 200);
      // The frame that draws the pan asks for the markers; the answer lands within a few frames.
      await frames(2);
      vi.advanceTimersByTime(49);
      await frames(10);
      expect(moved()).toBe(false);
      vi.advanceTimersByTime(1);
      for (let frame = 0; frame < 60 && !moved(); frame += 1) await frames(1);
      expect(moved()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('dragging pans to older bars, the wheel zooms around the pointer, a double click resets', async () => {
    const rendered = await renderChart();
    await settled(rendered);
    const { scene } = rendered.controller();
    const start = visibleRange(scene.model.scale);

    pointer(rendered.plot, 'pointerdown', 400, 200);
    pointer(rendered.plot, 'pointermove', 500, 200);
    pointer(rendered.plot, 'pointermove', 700, 200);
    pointer(rendered.plot, 'pointerup', 700, 200);
    const dragged = visibleRange(scene.model.scale);
    expect(dragged.from).toBe(start.from - Math.round(300 / scene.model.scale.barSpacing));
    expect(dragged.to).toBeLessThan(start.to);
    // The high/low markers follow the new range (debounced).
    await expect.poll(() => scene.highPoint?.index).not.toBe(BARS - 1 - HIGH_BACK);

    const spacing = scene.model.scale.barSpacing;
    const anchor = xToIndex(scene.model.scale, 300);
    const box = rendered.plot.getBoundingClientRect();
    rendered.plot.dispatchEvent(
      new WheelEvent('wheel', {
        bubbles: true,
        cancelable: true,
        deltaY: -200,
        clientX: box.left + 300,
        clientY: box.top + 200,
      }),
    );
    expect(scene.model.scale.barSpacing).toBeGreaterThan(spacing);
    expect(xToIndex(scene.model.scale, 300)).toBeCloseTo(anchor, 6);

    await userEvent.dblClick(rendered.plot);
    await expect.poll(() => visibleRange(scene.model.scale)).toEqual(start);
  });

  test('a pan repaints every layer without clearing a Graphics to tessellate it again', async () => {
    const rendered = await renderChart();
    await settled(rendered);
    const { scene } = rendered.controller();
    const before = { ...scene.rebuilds };
    const clear = vi.spyOn(GraphicsContext.prototype, 'clear');
    try {
      pointer(rendered.plot, 'pointerdown', 400, 200);
      pointer(rendered.plot, 'pointermove', 500, 200);
      pointer(rendered.plot, 'pointermove', 600, 200);
      pointer(rendered.plot, 'pointerup', 600, 200);
      await expect.poll(() => scene.rebuilds.plot).toBeGreaterThan(before.plot);
      await frames(2);
      expect(scene.rebuilds.axes).toBeGreaterThan(before.axes);
      expect(scene.rebuilds.lines).toBeGreaterThan(before.lines);
      expect(scene.rebuilds.cursor).toBeGreaterThan(before.cursor);
      expect(clear).not.toHaveBeenCalled();
    } finally {
      clear.mockRestore();
    }
  });

  test('keys pan, zoom, jump to either end and reset', async () => {
    const rendered = await renderChart();
    await settled(rendered);
    const { scene } = rendered.controller();
    const start = { ...scene.model.scale };
    rendered.surface.focus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(visibleRange(scene.model.scale).from).toBeLessThan(visibleRange(start).from);
    await userEvent.keyboard('{ArrowRight}');
    expect(scene.model.scale.rightOffset).toBeCloseTo(start.rightOffset, 6);

    await userEvent.keyboard('+');
    expect(scene.model.scale.barSpacing).toBeCloseTo(start.barSpacing * 1.25, 6);
    await userEvent.keyboard('-');
    await userEvent.keyboard('-');
    expect(scene.model.scale.barSpacing).toBeLessThan(start.barSpacing);

    await userEvent.keyboard('{Home}');
    expect(visibleRange(scene.model.scale).from).toBe(0);
    await userEvent.keyboard('{End}');
    expect(visibleRange(scene.model.scale).to).toBe(BARS - 1);

    await userEvent.keyboard('r');
    expect(scene.model.scale).toEqual(start);
  });
});

describe('the toolbar', () => {
  test('a time-frame shortcut loads its interval and shows its span; the selector picks any interval', async () => {
    const asked: CandleInterval[] = [];
    const rendered = await renderChart(
      testServices(async (interval) => {
        asked.push(interval);
        return generatedHistory(interval);
      }),
    );
    await settled(rendered);
    expect(asked).toEqual(['1']);

    await page.getByRole('button', { name: '1w', exact: true }).click();
    await expect.poll(() => rendered.controller().interval).toBe('30');
    await expect.poll(() => rendered.surface.dataset.loadState).toBe('ready');
    await expect
      .element(page.getByRole('button', { name: '1w', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['1', '30']);
    // A week of 30-minute bars (337 with the open one) fills the plot left of the right offset.
    const { scene } = rendered.controller();
    const range = visibleRange(scene.model.scale);
    expect(range.to).toBe(BARS - 1);
    expect(range.to - range.from + 1).toBeGreaterThanOrEqual(336);
    expect(range.to - range.from + 1).toBeLessThanOrEqual(340);

    await userEvent.selectOptions(page.getByTestId('chart-interval'), '5');
    await expect.poll(() => asked).toEqual(['1', '30', '5']);
    await expect.poll(() => rendered.controller().interval).toBe('5');
    await expect
      .element(page.getByRole('button', { name: '1w', exact: true }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  test('an interval asked by command (the setChartInterval intent) loads as the selector would', async () => {
    const asked: CandleInterval[] = [];
    const rendered = await renderChart(
      testServices(async (interval) => {
        asked.push(interval);
        return generatedHistory(interval);
      }),
    );
    await settled(rendered);
    expect(publishIntent('setChartInterval', { interval: '240' })).toBe(true);
    await expect.poll(() => rendered.controller().interval).toBe('240');
    await expect.element(page.getByTestId('chart-interval')).toHaveValue('240');
    expect(asked).toEqual(['1', '240']);
  });

  test('speaks Korean too', async () => {
    await renderChart();
    await i18n.changeLanguage('ko');
    await expect.element(page.getByRole('button', { name: '30일' })).toBeInTheDocument();
    await expect.element(page.getByRole('region', { name: '가격 차트 BTC/KRW' })).toBeInTheDocument();
    await expect.element(page.getByTestId('chart-interval')).toHaveTextContent('1시간');
  });

  test('the price axis is as wide as its widest label: 142,000,000 fits at 1,600 px', async () => {
    let current: ChartController | null = null;
    mounted = mount(
      <FeedProvider client={new TradingFeed()}>
        <ChartPanel
          coin="BTC-KRW"
          symbol="BTC"
          marketSymbol="KRW"
          services={harnessServices(async (interval) => generatedHistory142(interval))}
          onController={(controller) => {
            current = controller;
          }}
        />
      </FeedProvider>,
      { width: 1600, height: 700 },
    );
    await expect
      .poll(() => current?.scene.priceLinePoints !== undefined && current.data.length > 0)
      .toBe(true);
    const { scene } = current!;
    // "142,000,000" is eleven glyphs of an 11 px font; on a busy machine a frame may still show the
    // labels of an earlier, narrower range.
    await expect.poll(() => scene.model.widestPriceLabel).toBeGreaterThan(50);
    expect(scene.model.plotWidth + 6 + scene.model.widestPriceLabel).toBeLessThanOrEqual(1600 - 6);
    expect(scene.model.axisWidth).toBeGreaterThan(72);
  });

  test('a failed load says so and offers a retry that loads again', async () => {
    let calls = 0;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rendered = await renderChart(
      testServices(async (interval) => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return generatedHistory(interval);
      }),
    );
    await expect
      .element(page.getByTestId('chart-load-failed'))
      .toHaveTextContent('The chart data could not be loaded.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await settled(rendered);
    expect(calls).toBe(2);
    expect(rendered.controller().data.length).toBe(BARS);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe('live data', () => {
  test('trades move the last bar and open new ones; the view follows unless scrolled back', async () => {
    const rendered = await renderChart();
    const slot = rendered.feed.tickers.write('BTC-KRW', { closePrice: 95_000_000 });
    await settled(rendered);
    const { scene, data } = rendered.controller();
    const lastOpen = data.series.time[BARS - 1]!;

    rendered.feed.trade(slot, lastOpen * 1000 + 500, 99_000_000, 2);
    await expect.poll(() => data.series.close[data.length - 1]).toBe(99_000_000);
    expect(data.series.high[data.length - 1]).toBeGreaterThanOrEqual(99_000_000);

    const length = data.length;
    rendered.feed.trade(slot, (lastOpen + 120) * 1000 + 500, 98_000_000, 1);
    await expect.poll(() => data.length).toBeGreaterThan(length);
    // Following live: the newest bar is on screen at the right offset.
    expect(visibleRange(scene.model.scale).to).toBe(data.length - 1);
    await expect.poll(() => scene.lastPricePoint?.price).toBe(98_000_000);

    // A live bar that makes a new visible high moves the high marker to it.
    rendered.feed.trade(slot, (lastOpen + 120) * 1000 + 900, 120_000_000, 1);
    await expect.poll(() => scene.highPoint?.price).toBe(120_000_000);
    expect(scene.highPoint?.index).toBe(data.length - 1);

    // Scrolled back, a new bar leaves the view where it was.
    pointer(rendered.plot, 'pointerdown', 300, 200);
    pointer(rendered.plot, 'pointermove', 900, 200);
    pointer(rendered.plot, 'pointerup', 900, 200);
    const back = visibleRange(scene.model.scale);
    rendered.feed.trade(slot, (lastOpen + 240) * 1000 + 500, 97_000_000, 1);
    const grown = data.length;
    await expect.poll(() => data.length).toBeGreaterThan(grown);
    expect(visibleRange(scene.model.scale)).toEqual(back);
  });
});

describe('a reconnect', () => {
  /**
   * Services whose every load after the first answers one more newer bar than the one before (bars that
   * came while the socket was down), dropping as many of the oldest; `loads()` counts the loads.
   */
  function refillingServices() {
    const first = generatedHistory('1');
    let loads = 0;
    const services = testServices(async () => {
      const added = loads;
      loads += 1;
      const columns = Object.fromEntries(
        SERIES_FIELDS.map((field) => [field, Array.from(first[field].subarray(added, first.length))]),
      ) as Record<SeriesField, number[]>;
      const last = first.length - 1;
      for (let i = 1; i <= added; i += 1) {
        const close = first.close[last]!;
        columns.time.push(first.time[last]! + i * 60);
        columns.open.push(close);
        columns.high.push(close + 20_000);
        columns.low.push(close - 20_000);
        columns.close.push(close);
        columns.volume.push(1);
      }
      return seriesFromColumns(columns);
    });
    /** The newest bar's time after `reloads` loads after the first. */
    const lastTime = (reloads: number) => first.time[first.length - 1]! + reloads * 60;
    return { services, loads: () => loads, lastTime };
  }

  const triggers: [string, (feed: TradingFeed) => void][] = [
    [
      'trades were lost (the feed resets the trade route)',
      (feed) =>
        feed.postTrades('BTC-KRW', {
          time: new Float64Array(0),
          price: new Float64Array(0),
          quantity: new Float64Array(0),
          side: new Uint8Array(0),
          reset: true,
        }),
    ],
    ['the window attached to the feed again (a new trade port)', (feed) => feed.reattachTrades()],
  ];

  /** The bars are one a minute from the first to the last: none missing, none twice. */
  function expectNoGapNorRepeat({ series }: ChartController['data']): void {
    for (let i = 1; i < series.length; i += 1) expect(series.time[i]! - series.time[i - 1]!).toBe(60);
  }

  test.each(triggers)(
    'when %s, the bars are refilled and a zoomed, scrolled-back view keeps its zoom and its bars in place',
    async (_name, reconnect) => {
      const { services, loads, lastTime } = refillingServices();
      const rendered = await renderChart(services);
      await settled(rendered);
      const { scene, data } = rendered.controller();
      // Zoomed in, then dragged back to older bars.
      const box = rendered.plot.getBoundingClientRect();
      rendered.plot.dispatchEvent(
        new WheelEvent('wheel', {
          bubbles: true,
          cancelable: true,
          deltaY: -200,
          clientX: box.left + 300,
          clientY: box.top + 200,
        }),
      );
      pointer(rendered.plot, 'pointerdown', 300, 200);
      pointer(rendered.plot, 'pointermove', 500, 200);
      pointer(rendered.plot, 'pointerup', 500, 200);
      const before = { ...scene.model.scale };
      expect(before.barSpacing).toBeGreaterThan(6);
      expect(before.rightOffset).toBeLessThan(0);
      const range = visibleRange(before);
      const shown = { from: data.series.time[range.from], to: data.series.time[range.to] };
      const x = indexToX(before, range.to);

      reconnect(rendered.feed);
      await expect.poll(() => loads()).toBe(2);
      await expect.poll(() => data.series.time[data.length - 1]).toBe(lastTime(1));
      expectNoGapNorRepeat(data);

      const after = scene.model.scale;
      expect(after.barSpacing).toBe(before.barSpacing);
      const now = visibleRange(after);
      expect({ from: data.series.time[now.from], to: data.series.time[now.to] }).toEqual(shown);
      expect(indexToX(after, now.to)).toBeCloseTo(x, 6);
    },
  );

  test.each(triggers)(
    'when %s, a zoomed view that followed the last bar still follows it, the new bars in view',
    async (_name, reconnect) => {
      const { services, loads, lastTime } = refillingServices();
      const rendered = await renderChart(services);
      await settled(rendered);
      const controller = rendered.controller();
      const { scene, data } = controller;
      // Zoomed in about the newest bar, which stays where it is.
      expect(controller.handleKey('+')).toBe(true);
      const before = { ...scene.model.scale };
      expect(before.barSpacing).toBeGreaterThan(6);
      expect(visibleRange(before).to).toBe(data.length - 1);

      reconnect(rendered.feed);
      await expect.poll(() => loads()).toBe(2);
      await expect.poll(() => data.series.time[data.length - 1]).toBe(lastTime(1));
      expectNoGapNorRepeat(data);

      const after = scene.model.scale;
      expect(after.barSpacing).toBe(before.barSpacing);
      expect(after.rightOffset).toBe(before.rightOffset);
      expect(visibleRange(after).to).toBe(data.length - 1);
    },
  );
});

describe('one chart worker for the window', () => {
  test('panels share it, and it stops with the last one', async () => {
    const first = defaultChartServices.acquireClient();
    const second = defaultChartServices.acquireClient();
    expect(second).toBe(first);
    const view = await first.open('shared-a', '1', generatedHistory());
    expect(view.series.length).toBe(BARS);
    expect((await second.highLow('shared-a', 0, BARS - 1))?.highIndex).toBe(BARS - 1 - HIGH_BACK);
    defaultChartServices.releaseClient(first);
    expect((await second.view('shared-a')).series.length).toBe(BARS);
    defaultChartServices.releaseClient(second);
    await expect(second.view('shared-a')).rejects.toThrow('disposed');
    const next = defaultChartServices.acquireClient();
    expect(next).not.toBe(first);
    defaultChartServices.releaseClient(next);
  });
});

describe('one renderer for the window', () => {
  test('20 mounts and unmounts use one WebGL context and leave no listener, observer or view behind', async () => {
    const feed = new TradingFeed();
    const tracker = new LeakTracker();
    const createdBefore = rendererStats().created;
    const liveBefore = createdBefore - rendererStats().destroyed;
    expect(liveBefore).toBeLessThanOrEqual(1);
    const first = await renderChart(testServices(), feed);
    await settled(first);
    mounted!.unmount();
    mounted = undefined;
    tracker.install();
    try {
      const baseline = tracker.counts();
      for (let i = 0; i < 20; i += 1) {
        const rendered = await renderChart(testServices(), feed);
        await expect.poll(() => rendered.surface.dataset.loadState).toBe('ready');
        expect(rendererStats().views).toBe(1);
        expect(rendererStats().created - rendererStats().destroyed).toBe(1);
        mounted!.unmount();
        mounted = undefined;
      }
      expect(tracker.counts()).toEqual(baseline);
    } finally {
      tracker.restore();
    }
    expect(feed.listenerCount()).toBe(0);
    expect(rendererStats().views).toBe(0);
    expect(rendererStats().created - createdBefore).toBeLessThanOrEqual(1);
    // The last view gone, the context goes after the grace period.
    await expect
      .poll(() => rendererStats().created - rendererStats().destroyed, { timeout: RENDERER_GRACE_MS + 2000 })
      .toBe(0);
    expect(currentRenderer()).toBeNull();
  });

  test('a lost context is restored and the chart drawn again', async () => {
    const rendered = await renderChart();
    await settled(rendered);
    const renderer = currentRenderer()!;
    const lose = renderer.gl.getExtension('WEBGL_lose_context')!;
    lose.loseContext();
    await expect.poll(() => rendererStats().contextLost).toBe(true);
    const renders = rendererStats().renders;
    lose.restoreContext();
    await expect.poll(() => rendererStats().contextLost).toBe(false);
    await expect.poll(() => rendererStats().renders).toBeGreaterThan(renders);
    const { highPoint } = rendered.controller().scene;
    expectColour(pixel(rendered.plot, highPoint!.x, highPoint!.y), 0xe15241);
  });
});
