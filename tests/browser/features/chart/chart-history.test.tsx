import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createChartClient } from '../../../../src/api/chart-client';
import { createInThreadChartClient } from '../../../../src/api/in-thread-chart-client';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import type { ChartServices } from '../../../../src/features/chart/chart-services';
import { HISTORY_BARS } from '../../../../src/features/chart/rules/chart-opening';
import { indexToX, visibleRange } from '../../../../src/render/chart/chart-layout';
import { HISTORY_MAX_BARS, HISTORY_PAGE_BARS } from '../../../../workers/core/chart/history-paging';
import { seriesFromColumns, type CandleSeries } from '../../../../workers/core/base/series';
import { barOpenTime } from '../../../../contract/intervals';
import { frames, TradingFeed } from '../../render/chart-harness';
import { mount, type Mounted } from '../../workspace/harness';

const STEP = 60;

/** One page request the test answers (or fails) when it chooses. */
interface PageCall {
  beforeSec: number;
  bars: number;
  signal: AbortSignal;
  answer(): void;
  fail(): void;
}

/**
 * A simulator with `total` 1-minute bars ending at the current minute: the first load gets the newest
 * bars, each older page the bars before `beforeSec`, held until the test answers it.
 */
class PagedServer {
  readonly calls: PageCall[] = [];
  readonly last = barOpenTime(Date.now() / 1000, '1');

  constructor(readonly total: number) {}

  /** Time of the server's bar `back` bars before the newest. */
  timeBack(back: number): number {
    return this.last - back * STEP;
  }

  /** The newest `count` bars opening before `beforeSec`. */
  bars(beforeSec: number, count: number): CandleSeries {
    const first = this.timeBack(this.total - 1);
    const end = Math.min(this.total, Math.ceil((beforeSec - first) / STEP));
    const start = Math.max(0, end - count);
    const columns = { time: [], open: [], high: [], low: [], close: [], volume: [] } as Record<
      'time' | 'open' | 'high' | 'low' | 'close' | 'volume',
      number[]
    >;
    for (let i = start; i < end; i += 1) {
      const open = 90_000_000 + Math.round(Math.sin(i / 9) * 300) * 1000;
      const close = open + ((i % 7) - 3) * 1000;
      columns.time.push(first + i * STEP);
      columns.open.push(open);
      columns.close.push(close);
      columns.high.push(Math.max(open, close) + 2000);
      columns.low.push(Math.min(open, close) - 2000);
      columns.volume.push(1 + (i % 5));
    }
    return seriesFromColumns(columns);
  }

  services(): ChartServices {
    return {
      loadHistory: async (_coin, _interval, _signal, bars) => this.bars(Infinity, bars),
      loadOlderHistory: (_coin, _interval, beforeSec, bars, signal) =>
        new Promise<CandleSeries>((resolve, reject) => {
          this.calls.push({
            beforeSec,
            bars,
            signal,
            answer: () => resolve(this.bars(beforeSec, bars)),
            fail: () => reject(new Error('the simulator is down')),
          });
        }),
      acquireClient: () => createInThreadChartClient(),
      releaseClient: (client) => client.dispose(),
      coinCodes: async () => ({ coinType: 'C0101', crncCd: 'C0100' }),
      listedMarkets: async () => ['KRW', 'BTC', 'USDT'],
      loadAssets: async () => ({ krwBalance: 0, krwLocked: 0, myAssetCoinInfoList: [], totalSumBuyAmt: 0 }),
      loadPending: async () => ({ pendingOrderList: [] }),
      loadOrders: async () => [],
      replaceOrder: async (orderId) => {
        throw new Error(`no order ${orderId} here`);
      },
      cancelOrder: async (orderId) => {
        throw new Error(`no order ${orderId} here`);
      },
    };
  }
}

let mounted: Mounted | undefined;

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

interface Rendered {
  controller: ChartController;
  plot: HTMLElement;
  surface: HTMLElement;
}

async function renderChart(server: PagedServer, feed = new TradingFeed()): Promise<Rendered> {
  let current: ChartController | null = null;
  mounted = mount(
    <FeedProvider client={feed}>
      <ChartPanel
        coin="BTC-KRW"
        symbol="BTC"
        marketSymbol="KRW"
        services={server.services()}
        onController={(controller) => {
          current = controller;
        }}
      />
    </FeedProvider>,
  );
  await expect.poll(() => current !== null).toBe(true);
  const surface = page.getByTestId('chart-surface').element() as HTMLElement;
  const plot = page.getByTestId('chart-plot').element() as HTMLElement;
  await expect.poll(() => surface.dataset.loadState).toBe('ready');
  return { controller: current!, plot, surface };
}

function pointer(target: Element, type: string, x: number) {
  const box = target.getBoundingClientRect();
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      isPrimary: true,
      pointerId: 1,
      button: 0,
      clientX: box.left + x,
      clientY: box.top + 200,
    }),
  );
}

/** One drag to the right, far enough to bring the first loaded bar on screen. */
function dragFarBack(plot: HTMLElement) {
  pointer(plot, 'pointerdown', 100);
  pointer(plot, 'pointermove', 100_000);
  pointer(plot, 'pointerup', 100_000);
}

/**
 * Bar times on screen and where each is drawn. A page fills the screen left of the first bar, where
 * nothing was, so a view before a page is the tail of the view after it.
 */
function onScreen({ controller }: Rendered): { time: number; x: number }[] {
  const { scene, data } = controller;
  const { from, to } = visibleRange(scene.model.scale);
  return Array.from({ length: to - from + 1 }, (_, k) => ({
    time: data.series.time[from + k]!,
    x: indexToX(scene.model.scale, from + k),
  }));
}

describe('the chart loads older history as the user scrolls back', () => {
  test('a drag far back loads the page before the first bar, and the bars on screen stay put', async () => {
    const server = new PagedServer(6_000);
    const rendered = await renderChart(server);
    const { data, scene } = rendered.controller;
    expect(data.length).toBe(HISTORY_BARS);
    await frames(3);
    expect(server.calls).toHaveLength(0);

    dragFarBack(rendered.plot);
    await expect.poll(() => server.calls.length).toBe(1);
    expect(server.calls[0]).toMatchObject({ beforeSec: data.series.time[0], bars: HISTORY_PAGE_BARS });
    const before = onScreen(rendered);
    expect(before[0]!.time).toBe(server.timeBack(HISTORY_BARS - 1));
    // The first loaded bar has no hour of bars before it: its 60-bar average is not there yet.
    expect(data.close60[0]).toBeNaN();

    server.calls[0]!.answer();
    await expect.poll(() => rendered.controller.data.length).toBe(HISTORY_BARS + HISTORY_PAGE_BARS);
    expect(onScreen(rendered).slice(-before.length)).toEqual(before);
    const joined = rendered.controller.data;
    expect(joined.series.time[0]).toBe(server.timeBack(2 * HISTORY_PAGE_BARS - 1));
    for (let i = 1; i < joined.length; i += 1)
      expect(joined.series.time[i]! - joined.series.time[i - 1]!).toBe(STEP);
    // The old first bar's averages now warm up on the older bars.
    expect(joined.close60[HISTORY_PAGE_BARS]).not.toBeNaN();
    // The high marker is asked for again over the bars now on screen, older ones included.
    const highest = () => {
      const { from, to } = visibleRange(scene.model.scale);
      let best = from;
      for (let i = from + 1; i <= to; i += 1)
        if (joined.series.high[i]! > joined.series.high[best]!) best = i;
      return best;
    };
    expect(highest()).toBeLessThan(HISTORY_PAGE_BARS);
    await expect.poll(() => scene.highPoint?.index).toBe(highest());
    await frames(5);
    expect(server.calls).toHaveLength(1);
  });

  test('drags and the Home key page back until the 5,000-bar cap', async () => {
    const server = new PagedServer(9_000);
    const rendered = await renderChart(server);
    const sizes: number[] = [];
    for (let page = 1; rendered.controller.data.length < HISTORY_MAX_BARS; page += 1) {
      if (page === 2) rendered.controller.handleKey('Home');
      else dragFarBack(rendered.plot);
      await expect.poll(() => server.calls.length).toBe(page);
      const call = server.calls[page - 1]!;
      sizes.push(call.bars);
      const held = rendered.controller.data.length;
      call.answer();
      await expect.poll(() => rendered.controller.data.length).toBe(held + call.bars);
    }
    expect(sizes).toEqual([1_500, 1_500, 500]);
    const { data } = rendered.controller;
    expect(data.series.time[0]).toBe(server.timeBack(HISTORY_MAX_BARS - 1));
    dragFarBack(rendered.plot);
    await frames(5);
    expect(server.calls).toHaveLength(3);
    expect(data.length).toBe(HISTORY_MAX_BARS);
  });

  test('paging stops when the server has nothing older', async () => {
    const server = new PagedServer(1_800);
    const rendered = await renderChart(server);
    dragFarBack(rendered.plot);
    await expect.poll(() => server.calls.length).toBe(1);
    server.calls[0]!.answer();
    await expect.poll(() => rendered.controller.data.length).toBe(1_800);
    dragFarBack(rendered.plot);
    await expect.poll(() => server.calls.length).toBe(2);
    server.calls[1]!.answer();
    await frames(3);
    dragFarBack(rendered.plot);
    await frames(5);
    expect(server.calls).toHaveLength(2);
    expect(rendered.controller.data.length).toBe(1_800);
  });

  test('a failed page is logged, leaves the chart working and is retried by the next drag', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = new PagedServer(6_000);
    const rendered = await renderChart(server);
    pointer(rendered.plot, 'pointerdown', 100);
    pointer(rendered.plot, 'pointermove', 100_000);
    await expect.poll(() => server.calls.length).toBe(1);
    server.calls[0]!.fail();
    await expect
      .poll(() => errors.mock.calls.some(([message]) => /older history failed/.test(String(message))))
      .toBe(true);
    expect(rendered.surface.dataset.loadState).toBe('ready');
    expect(rendered.controller.data.length).toBe(HISTORY_BARS);

    // The same drag goes on at the first bar: no new request until the user comes back to it.
    pointer(rendered.plot, 'pointermove', 99_990);
    pointer(rendered.plot, 'pointermove', 100_000);
    await frames(5);
    expect(server.calls).toHaveLength(1);
    pointer(rendered.plot, 'pointerup', 100_000);

    const before = onScreen(rendered);
    dragFarBack(rendered.plot);
    await expect.poll(() => server.calls.length).toBe(2);
    expect(server.calls[1]!.beforeSec).toBe(server.calls[0]!.beforeSec);
    server.calls[1]!.answer();
    await expect.poll(() => rendered.controller.data.length).toBe(HISTORY_BARS + HISTORY_PAGE_BARS);
    expect(onScreen(rendered).slice(-before.length)).toEqual(before);
  });

  test('live bars landing while a page is in flight stay in order, and a scrolled-back view keeps its bars', async () => {
    const server = new PagedServer(6_000);
    const feed = new TradingFeed();
    const slot = feed.tickers.write('BTC-KRW', { closePrice: 90_000_000 });
    const rendered = await renderChart(server, feed);
    const { data } = rendered.controller;
    dragFarBack(rendered.plot);
    await expect.poll(() => server.calls.length).toBe(1);

    const nextBar = server.last + STEP;
    feed.trade(slot, nextBar * 1000 + 500, 91_000_000, 1);
    await expect.poll(() => data.length).toBe(HISTORY_BARS + 1);
    const before = onScreen(rendered);
    server.calls[0]!.answer();
    await expect.poll(() => data.length).toBe(HISTORY_BARS + 1 + HISTORY_PAGE_BARS);
    expect(onScreen(rendered).slice(-before.length)).toEqual(before);

    // A trade after the page lands in the same live bar, at its index in the joined series.
    feed.trade(slot, nextBar * 1000 + 900, 92_000_000, 1);
    const last = data.length - 1;
    await expect.poll(() => data.series.close[last]).toBe(92_000_000);
    expect(data.length).toBe(last + 1);
    expect(data.series.time[last]).toBe(nextBar);
    let sum = 0;
    for (let i = last - 59; i <= last; i += 1) sum += data.series.close[i]!;
    expect(data.close60[last]).toBeCloseTo(sum / 60, 3);
  });

  test('a reload cancels the page in flight', async () => {
    const errors = vi.spyOn(console, 'error');
    const server = new PagedServer(6_000);
    const rendered = await renderChart(server);
    dragFarBack(rendered.plot);
    await expect.poll(() => server.calls.length).toBe(1);
    const call = server.calls[0]!;

    await rendered.controller.refresh();
    expect(call.signal.aborted).toBe(true);
    call.answer();
    await frames(5);
    const { data, scene } = rendered.controller;
    expect(data.length).toBe(HISTORY_BARS);
    expect(data.series.time[0]).toBe(server.timeBack(HISTORY_BARS - 1));
    expect(visibleRange(scene.model.scale).to).toBe(HISTORY_BARS - 1);
    expect(errors).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(1);
  });
});

describe('the chart worker', () => {
  test('prepends a page as the in-thread core does, taking the page’s buffers', async () => {
    const server = new PagedServer(400);
    const worker = createChartClient();
    const local = createInThreadChartClient();
    try {
      for (const client of [worker, local]) await client.open('h', '1', server.bars(Infinity, 250));
      const page = server.bars(server.timeBack(249), 150);
      const fromWorker = await worker.prepend('h', page);
      // Transferred to the worker: the caller's columns are detached.
      expect(page.time.length).toBe(0);
      const inThread = await local.prepend('h', server.bars(server.timeBack(249), 150));
      expect(fromWorker.added).toBe(150);
      expect(Array.from(fromWorker.series.time)).toEqual(Array.from(inThread.series.time));
      expect(Array.from(fromWorker.averages.close60)).toEqual(Array.from(inThread.averages.close60));
      expect(await worker.highLow('h', 0, 399)).toEqual(await local.highLow('h', 0, 399));
    } finally {
      worker.dispose();
      local.dispose();
    }
  });
});
