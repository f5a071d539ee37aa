/**
 * The depth chart panel on a fake feed: its accessible summary, the values under the pointer against the
 * book's own sums, zoom by the buttons and the wheel, ko and en, both surfaces (Pixi through the shared
 * renderer, its own 2D canvases), and one orderbook subscription however many panels follow the coin.
 */
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { BookLevel } from '../../../../contract';
import type { ClientMessage } from '../../../../contract/socket';
import { createFeedClient } from '../../../../src/api/feed-client';
import { inThreadFeedTransport } from '../../../../src/api/feed-transport';
import type { FeedClient } from '../../../../src/api/feed-types';
import { DepthChartPanel } from '../../../../src/features/depth-chart';
import { depthChartHandleOf } from '../../../../src/features/depth-chart/depth-chart-controller';
import { OrderBookPanel } from '../../../../src/features/order-book';
import { i18n } from '../../../../src/i18n';
import { formatBookPrice } from '../../../../src/lib/book-format';
import { formatSignedNumber } from '../../../../src/lib/format';
import { formatAmount, formatColumnQuantity } from '../../../../src/lib/price-format';
import {
  AREA_ALPHA,
  DEPTH_CHART_THEME,
  PRICE_AXIS_HEIGHT,
} from '../../../../src/render/depth-chart/depth-chart-layout';
import { preferDepthChartSurface } from '../../../../src/render/depth-chart/depth-chart-view';
import type { DrawingSurface } from '../../../../src/render/surface-choice';
import { readViewPixel, rendererStats } from '../../../../src/render/shared-renderer';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { FeedSession } from '../../../../workers/core/feed/feed-session';
import { FakeExchange, FakeScheduler } from '../../../unit/workers/core/feed/fakes';
import { bookFrame, T0 } from '../../../unit/workers/core/feed/frames';
import { isColour } from '../../render/chart-harness';
import { FakeFeed, mount } from '../../workspace/harness';
import { specTicks } from '../../../../contract/price-ticks';

/** 15 levels a side, 100,000 KRW apart (0.1 % of the price): ±1 % of the mid reaches ten of them. */
const STEP = 100_000;
const levels = (from: number, step: number): BookLevel[] =>
  Array.from({ length: 15 }, (_, i) => [from + i * step, Math.round((i + 1) * 100) / 1000]);
const ASKS = levels(95_100_000, STEP);
const BIDS = levels(95_000_000, -STEP);
const MID = (95_000_000 + 95_100_000) / 2;

afterEach(() => preferDepthChartSurface(null));

function mountChart(surface: DrawingSurface | null = 'canvas', feed: FeedClient = new FakeFeed()) {
  preferDepthChartSurface(surface);
  const mounted = mount(
    <FeedProvider client={feed}>
      <div style={{ width: '600px', height: '360px', display: 'flex', flexDirection: 'column' }}>
        <DepthChartPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
      </div>
    </FeedProvider>,
  );
  onTestFinished(() => mounted.unmount());
  const plot = () => document.querySelector<HTMLElement>('[data-testid="depth-chart-plot"]')!;
  const handle = () => depthChartHandleOf(plot());
  return { plot, handle };
}

/** The sums of a side from its best level to `index`, worked out here from the levels themselves. */
function sumsTo(side: BookLevel[], index: number): { quantity: number; total: number } {
  let quantity = 0;
  let total = 0;
  for (const [price, size] of side.slice(0, index + 1)) {
    quantity += size;
    total += price * size;
  }
  return { quantity, total };
}

function summaryLines(): string[] {
  const list = document.querySelector('[data-testid="depth-chart"] ul')!;
  return [...list.querySelectorAll('li')].map((item) => item.textContent ?? '');
}

function hoverValues(): Record<string, string> {
  const box = document.querySelector<HTMLElement>('[data-testid="depth-chart-hover"]')!;
  if (box.hidden) return {};
  return Object.fromEntries(
    [...box.querySelectorAll('dt')].map((term) => [
      term.textContent ?? '',
      term.nextElementSibling?.textContent ?? '',
    ]),
  );
}

async function hoverAtPrice(plot: HTMLElement, x: number) {
  await userEvent.hover(plot, { position: { x: Math.round(x), y: Math.round(plot.clientHeight / 2) } });
}

describe('depth chart panel', () => {
  test('summarises the book: best levels, spread and the depth within ±1 % and ±5 % of the mid', async () => {
    const feed = new FakeFeed();
    mountChart('canvas', feed);
    await expect.poll(summaryLines).toEqual(['Waiting for the order book']);
    await expect.element(page.getByRole('list', { name: 'Depth summary' })).toBeInTheDocument();
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    const band = (percent: number) => {
      const within = (side: BookLevel[]) =>
        sumsTo(side, side.filter(([price]) => Math.abs(price - MID) <= (MID * percent) / 100).length - 1);
      const bid = within(BIDS);
      const ask = within(ASKS);
      return (
        `Within ±${percent}% of the mid: bids ${formatColumnQuantity(bid.quantity)} ` +
        `(${formatAmount('KRW', bid.total)} KRW), asks ${formatColumnQuantity(ask.quantity)} ` +
        `(${formatAmount('KRW', ask.total)} KRW)`
      );
    };
    await expect.poll(summaryLines).toEqual([
      'Best bid 95,000,000',
      'Best ask 95,100,000',
      // 100,000 of a 95,050,000 mid: 0.105 %.
      'Spread 100,000 (0.105%)',
      band(1),
      band(5),
    ]);
    // ±1 % reaches ten levels a side, ±5 % all fifteen: the bands differ.
    expect(band(1)).toContain('bids 5.500');
    expect(band(5)).toContain('bids 12.000');
    // An empty side: no spread, nothing is NaN.
    feed.setOrderBook({ key: 'BTC-KRW', asks: [], bids: BIDS });
    await expect.poll(() => summaryLines()[1]).toBe('Best ask none');
    expect(summaryLines()[2]).toBe('No spread: a side is empty');
    expect(summaryLines().join(' ')).not.toMatch(/NaN/);
  });

  test('a hover at a level shows exactly the book’s sums up to it, and redraws only the crosshair', async () => {
    const feed = new FakeFeed();
    const { plot, handle } = mountChart('canvas', feed);
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.poll(() => handle()?.state().range ?? null).not.toBeNull();
    const framesBefore = handle()!.stats().frameDraws;
    const hoversBefore = handle()!.stats().hoverDraws;
    for (const [side, book, index] of [
      ['bid', BIDS, 4],
      ['ask', ASKS, 7],
      ['bid', BIDS, 0],
    ] as const) {
      const price = book[index]![0];
      // Between this level and the next one out: the sweep reaches this level and not the next.
      const x = handle()!.xOfPrice(price + (side === 'bid' ? -STEP / 2 : STEP / 2))!;
      await hoverAtPrice(plot(), x);
      const sums = sumsTo(book, index);
      const name = side === 'bid' ? 'bids' : 'asks';
      await expect.poll(hoverValues).toEqual({
        [`${side === 'bid' ? 'Bid' : 'Ask'} price`]: formatBookPrice(specTicks('KRW'), price),
        [`Cumulative ${name}`]: formatColumnQuantity(sums.quantity),
        'Cumulative total': `${formatAmount('KRW', sums.total)} KRW`,
        'Slippage from the mid': `${formatSignedNumber(((price - MID) / MID) * 100, 3)}%`,
      });
      expect(handle()!.state().point).toMatchObject({ side, price });
    }
    // Three pointer moves: the crosshair drawn again each time, the frame (areas, axes) never.
    expect(handle()!.stats().frameDraws).toBe(framesBefore);
    expect(handle()!.stats().hoverDraws).toBeGreaterThan(hoversBefore);
    // Between the best bid and the mid nothing fills: no values box.
    await hoverAtPrice(plot(), handle()!.xOfPrice(MID - STEP / 4)!);
    await expect.poll(hoverValues).toEqual({});
    await userEvent.unhover(plot());
  });

  test('zooms around the mid with the buttons and the wheel, clamped', async () => {
    const feed = new FakeFeed();
    const { plot, handle } = mountChart('canvas', feed);
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.poll(() => handle()?.state().range).toEqual({ low: MID - 1_450_000, high: MID + 1_450_000 });
    // Zoomed out as far as it goes already: every level shows.
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(handle()!.state().zoom).toBe(1);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(handle()!.state().zoom).toBeCloseTo(1.5625, 12);
    const range = handle()!.state().range!;
    expect((range.low + range.high) / 2).toBeCloseTo(MID, 6);
    expect(range.high - range.low).toBeCloseTo(2_900_000 / 1.5625, 3);
    // The wheel: one notch up zooms in a step, one down out a step; a hundred notches stop at the limit.
    const wheel = (deltaY: number) =>
      plot().dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }));
    wheel(-100);
    expect(handle()!.state().zoom).toBeCloseTo(1.953125, 12);
    wheel(100);
    wheel(100);
    expect(handle()!.state().zoom).toBeCloseTo(1.25, 12);
    for (let i = 0; i < 100; i++) wheel(-100);
    expect(handle()!.state().zoom).toBe(64);
    const quarter = handle()!.state().range!;
    expect(quarter.high - quarter.low).toBeCloseTo(2_900_000 / 64, 3);
  });

  test('speaks Korean', async () => {
    const feed = new FakeFeed();
    mountChart('canvas', feed);
    await i18n.changeLanguage('ko');
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.poll(() => summaryLines()[0]).toBe('최우선 매수호가 95,000,000');
    await expect.element(page.getByRole('list', { name: '호가 깊이 요약' })).toBeInTheDocument();
    expect(summaryLines()[1]).toBe('최우선 매도호가 95,100,000');
    expect(summaryLines()[3]).toMatch(/^중간가 ±1% 이내: 매수 5\.500 /);
    await expect.element(page.getByRole('button', { name: '확대' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '축소' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: '뎁스 차트 BTC/KRW' })).toBeInTheDocument();
  });

  test.each<DrawingSurface>(['canvas', 'webgl'])(
    'draws the bid and ask areas on the %s surface',
    async (surface) => {
      const feed = new FakeFeed();
      const { plot, handle } = mountChart(surface, feed);
      feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
      await expect.poll(() => handle()?.surface).toBe(surface);
      await expect.poll(() => handle()!.stats().frameDraws).toBeGreaterThan(0);
      // Just over the axis, beyond each side's fifth level (1.5 of the 12 at the top: about 34 px high).
      const y = plot().clientHeight - PRICE_AXIS_HEIGHT - 3;
      const bidX = handle()!.xOfPrice(BIDS[4]![0] - STEP / 2)!;
      const askX = handle()!.xOfPrice(ASKS[4]![0] + STEP / 2)!;
      const shown = (x: number) => {
        if (surface === 'webgl') return readViewPixel(plot(), x, y);
        const canvas = plot().querySelector('canvas')!;
        const ratio = canvas.width / plot().clientWidth;
        return [
          ...canvas.getContext('2d')!.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data,
        ];
      };
      const { bid, ask, background } = DEPTH_CHART_THEME;
      await expect.poll(() => isColour(shown(bidX), blend(bid, background, AREA_ALPHA))).toBe(true);
      expect(isColour(shown(askX), blend(ask, background, AREA_ALPHA))).toBe(true);
    },
  );
});

const blend = (over: number, under: number, alpha: number) =>
  [16, 8, 0].reduce(
    (colour, shift) =>
      colour |
      (Math.round(((over >> shift) & 255) * alpha + ((under >> shift) & 255) * (1 - alpha)) << shift),
    0,
  );

describe('what a chart owns goes with it', () => {
  test.each<DrawingSurface>(['canvas', 'webgl'])(
    'mounted and unmounted 20 times on the %s surface, it leaves no feed listener or renderer view behind',
    async (surface) => {
      const feed = new FakeFeed();
      const before = { listeners: feed.listenerCount(), views: rendererStats().views };
      for (let i = 0; i < 20; i++) {
        preferDepthChartSurface(surface);
        const mounted = mount(
          <FeedProvider client={feed}>
            <div style={{ width: '400px', height: '300px', display: 'flex', flexDirection: 'column' }}>
              <DepthChartPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
            </div>
          </FeedProvider>,
        );
        const plot = () => document.querySelector<HTMLElement>('[data-testid="depth-chart-plot"]');
        await expect.poll(() => (plot() ? depthChartHandleOf(plot()!)?.surface : undefined)).toBe(surface);
        feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
        mounted.unmount();
      }
      expect(feed.listenerCount()).toBe(before.listeners);
      expect(rendererStats().views).toBe(before.views);
    },
  );
});

describe('one orderbook subscription per coin per window', () => {
  test('the order book panel and the depth chart on one coin subscribe its channel once', async () => {
    const exchange = new FakeExchange();
    const session = new FeedSession({
      socketFactory: exchange.factory,
      scheduler: new FakeScheduler(),
      random: () => 0.5,
    });
    const feed = createFeedClient(inThreadFeedTransport(session), {
      presence: null,
      lifecycle: new EventTarget(),
    });
    onTestFinished(() => feed.dispose?.());
    preferDepthChartSurface('canvas');
    const mounted = mount(
      <FeedProvider client={feed}>
        <div style={{ width: '600px', height: '700px', display: 'flex', flexDirection: 'column' }}>
          <OrderBookPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
          <DepthChartPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
        </div>
      </FeedProvider>,
    );
    onTestFinished(() => mounted.unmount());
    await expect.poll(() => document.querySelector('[data-testid="depth-chart-plot"] canvas')).not.toBeNull();
    exchange.current.open();
    exchange.current.frame({ ch: 'heartbeat', seq: 0, t: T0 });
    const bookSubs = () =>
      exchange.current.sent.filter(
        (message: ClientMessage) => message.op === 'sub' && 'ch' in message && message.ch === 'orderbook',
      );
    await expect.poll(() => bookSubs().length).toBe(1);
    expect(bookSubs()[0]).toMatchObject({ ch: 'orderbook', key: 'BTC-KRW' });
    // Both get the book from that one subscription.
    exchange.current.frame(bookFrame(1, 'BTC-KRW', ASKS, BIDS, true));
    await expect.poll(() => summaryLines()[0]).toBe('Best bid 95,000,000');
    await expect
      .element(page.getByRole('row', { name: 'Bid 95,000,000, quantity 0.100' }))
      .toBeInTheDocument();
    expect(bookSubs()).toHaveLength(1);
  });
});
