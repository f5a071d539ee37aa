/**
 * The order book on both of its surfaces (src/render/order-book/order-book-view.ts): Pixi through the
 * shared WebGL renderer on a GPU, its own 2D canvas with no GPU. This machine has no GPU, so the panel
 * takes the 2D canvas; the panel is also mounted on each surface by name, and both must show the same
 * rows, bars and middle at the same places.
 */
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { ORDER_BOOK_DEPTH, type BookLevel } from '../../../../contract';
import { OrderBookPanel } from '../../../../src/features/order-book';
import { orderBookHandleOf } from '../../../../src/features/order-book/order-book-controller';
import {
  BAR_ALPHA,
  BOOK_ROW_HEIGHT,
  ORDER_BOOK_THEME,
} from '../../../../src/render/order-book/order-book-layout';
import {
  orderBookSurface,
  preferOrderBookSurface,
  type OrderBookSurface,
} from '../../../../src/render/order-book/order-book-view';
import { readViewPixel, rendererStats } from '../../../../src/render/shared-renderer';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { isColour, noRenderer } from '../../render/chart-harness';
import { FakeFeed, mount } from '../../workspace/harness';

const levels = (from: number, step: number): BookLevel[] =>
  Array.from({ length: 15 }, (_, i) => [from + i * step, Math.round((i + 1) * 100) / 1000]);
const ASKS = levels(95_001_000, 1_000);
const BIDS = levels(95_000_000, -1_000);
/** Every row of the book: the asks, the middle, the bids. */
const ROWS = 2 * ORDER_BOOK_DEPTH + 1;
const MIDDLE = ORDER_BOOK_DEPTH;
const BEST_ASK = MIDDLE - 1;
const BEST_BID = MIDDLE + 1;

afterEach(() => preferOrderBookSurface(null));

function mountBook(surface: OrderBookSurface | null) {
  preferOrderBookSurface(surface);
  const feed = new FakeFeed();
  feed.tick('BTC-KRW', { closePrice: 95_000_000, chgAmt: 1_000_000 }, true);
  const mounted = mount(
    <FeedProvider client={feed}>
      <div style={{ width: '420px', height: '500px', display: 'flex', flexDirection: 'column' }}>
        <OrderBookPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
      </div>
    </FeedProvider>,
  );
  let mountedNow = true;
  const unmount = () => {
    if (mountedNow) mounted.unmount();
    mountedNow = false;
  };
  onTestFinished(unmount);
  const grid = () => document.querySelector<HTMLElement>('[data-testid="order-book"] [role="grid"]')!;
  const handle = () => orderBookHandleOf(grid())!;
  const plot = () => grid().querySelector<HTMLElement>('.td-order-book__plot')!;
  const scroller = () => grid().querySelector<HTMLElement>('.td-order-book__scroller')!;
  return { feed, handle, plot, scroller, unmount };
}

/** The colour the book shows at (x, y) of its plot, read from whichever surface draws it. */
function shownColour(surface: OrderBookSurface, plot: HTMLElement, x: number, y: number): number[] {
  if (surface === 'webgl') return readViewPixel(plot, x, y);
  const canvas = plot.querySelector('canvas')!;
  const ratio = canvas.width / plot.clientWidth;
  return [...canvas.getContext('2d')!.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data];
}

const blend = (over: number, under: number, alpha: number) =>
  [16, 8, 0].reduce(
    (colour, shift) =>
      colour |
      (Math.round(((over >> shift) & 255) * alpha + ((under >> shift) & 255) * (1 - alpha)) << shift),
    0,
  );

const frame = () => new Promise(requestAnimationFrame);

/** What the rows draw: the book in view and out of it. */
const drawnRows = (handle: () => ReturnType<typeof orderBookHandleOf>) =>
  Array.from({ length: ROWS }, (_, row) => handle()!.drawnRow(row));

describe('the order book’s surfaces', () => {
  test('with no GPU (this machine) the panel draws in its own 2D canvas, not through the shared renderer', async () => {
    await noRenderer();
    expect(orderBookSurface()).toBe('canvas');
    const { feed, handle, plot } = mountBook(null);
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.poll(() => handle()?.drawnRow(BEST_ASK).texts).toEqual(['95,001,000', '0.100']);
    expect(handle().surface).toBe('canvas');
    expect(plot().querySelector('canvas')).not.toBeNull();
    expect(rendererStats().views).toBe(0);
    expect(rendererStats().created).toBe(rendererStats().destroyed);
    expect(document.querySelector('canvas[data-td-renderer]')).toBeNull();
  });

  test.each<OrderBookSurface>(['webgl', 'canvas'])(
    'on %s: background, the middle, a bar and the flash at their places; an idle book draws nothing',
    async (surface) => {
      const { feed, handle, plot, scroller } = mountBook(surface);
      feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
      await expect.poll(() => handle()?.drawnRow(BEST_ASK).texts).toEqual(['95,001,000', '0.100']);
      expect(handle().surface).toBe(surface);
      expect(rendererStats().views).toBe(surface === 'webgl' ? 1 : 0);
      const width = plot().clientWidth;
      // The best bid's row at its place in the view: its left edge shows the background, its right the bar.
      const top = (row: number) => row * BOOK_ROW_HEIGHT - scroller().scrollTop;
      const colourAt = (x: number, row: number, dy = 3) => shownColour(surface, plot(), x, top(row) + dy);
      await expect.poll(() => isColour(colourAt(3, BEST_BID), ORDER_BOOK_THEME.background)).toBe(true);
      const bar = blend(ORDER_BOOK_THEME.bid, ORDER_BOOK_THEME.background, BAR_ALPHA);
      expect(isColour(colourAt(width - 3, BEST_BID), bar)).toBe(true);
      expect(isColour(colourAt(3, MIDDLE), ORDER_BOOK_THEME.middle)).toBe(true);

      // Nothing changes: no frame is prepared.
      const idle = handle().stats().frames;
      for (let count = 0; count < 3; count += 1) await frame();
      expect(handle().stats().frames).toBe(idle);

      feed.tick('BTC-KRW', { closePrice: 95_001_000 });
      const flash = blend(ORDER_BOOK_THEME.bid, ORDER_BOOK_THEME.middle, 0.35);
      await expect.poll(() => isColour(colourAt(3, MIDDLE), flash), { interval: 5 }).toBe(true);
      await expect.poll(() => isColour(colourAt(3, MIDDLE), ORDER_BOOK_THEME.middle)).toBe(true);
    },
  );

  test('both surfaces show the same rows, after a scroll too', async () => {
    const shown: ReturnType<typeof drawnRows>[] = [];
    for (const surface of ['webgl', 'canvas'] as const) {
      const { feed, handle, scroller, unmount } = mountBook(surface);
      feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS.slice(0, 12) });
      await expect.poll(() => handle()?.drawnRow(BEST_ASK).texts).toEqual(['95,001,000', '0.100']);
      const frames = handle().stats().frames;
      scroller().scrollTop += 45;
      await expect.poll(() => handle().stats().frames).toBeGreaterThan(frames);
      shown.push(drawnRows(handle));
      unmount();
    }
    expect(shown[0]![MIDDLE]!.texts).toEqual(['95,000,000', 'Spread 1,000 (<0.01%)']);
    expect(shown[0]![ROWS - 1]!.texts).toEqual(['', '']);
    expect(shown[1]).toEqual(shown[0]);
  });

  test('on canvas at 2 device pixels per CSS pixel: a canvas of twice the size, rows at the same places', async () => {
    const ratio = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    onTestFinished(() => {
      if (ratio) Object.defineProperty(window, 'devicePixelRatio', ratio);
      else Reflect.deleteProperty(window, 'devicePixelRatio');
    });
    const { feed, handle, plot, scroller } = mountBook('canvas');
    feed.setOrderBook({ key: 'BTC-KRW', asks: ASKS, bids: BIDS });
    await expect.poll(() => handle()?.drawnRow(BEST_ASK).texts).toEqual(['95,001,000', '0.100']);
    const canvas = plot().querySelector('canvas')!;
    expect(canvas.width).toBe(2 * plot().clientWidth);
    expect(canvas.height).toBe(2 * plot().clientHeight);
    const y = MIDDLE * BOOK_ROW_HEIGHT - scroller().scrollTop;
    // The middle row's first and last device pixel rows; the level rows' background either side.
    expect(isColour(shownColour('canvas', plot(), 3, y + 0.25), ORDER_BOOK_THEME.middle)).toBe(true);
    expect(
      isColour(shownColour('canvas', plot(), 3, y + BOOK_ROW_HEIGHT - 0.25), ORDER_BOOK_THEME.middle),
    ).toBe(true);
    expect(isColour(shownColour('canvas', plot(), 3, y - 0.25), ORDER_BOOK_THEME.background)).toBe(true);
    expect(
      isColour(shownColour('canvas', plot(), 3, y + BOOK_ROW_HEIGHT + 0.25), ORDER_BOOK_THEME.background),
    ).toBe(true);
  });
});
