/**
 * On Pixi's surface (asked for by name: this machine has no GPU) the order book's scene comes by a
 * dynamic import (openOrderBookController): a book closed before it came opens nothing — no view on the
 * shared renderer, no mirror rows, no feed subscription. Alone in its file, so the first book here is the
 * one that waits.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import {
  openOrderBookController,
  type OrderBookController,
  type OrderBookElements,
} from '../../../../src/features/order-book/order-book-controller';
import { preferOrderBookSurface } from '../../../../src/render/order-book/order-book-view';
import { rendererStats } from '../../../../src/render/shared-renderer';
import { noRenderer } from '../../render/chart-harness';
import { FakeFeed } from '../../workspace/harness';
import { specTicks } from '../../../../contract/price-ticks';

beforeAll(() => preferOrderBookSurface('webgl'));
afterAll(() => preferOrderBookSurface(null));

function bookElements(): OrderBookElements {
  const grid = document.createElement('div');
  grid.style.cssText = 'position:fixed;left:0;top:0;width:420px;height:600px';
  const plot = document.createElement('div');
  const scroller = document.createElement('div');
  const body = document.createElement('div');
  scroller.append(body);
  grid.append(plot, scroller);
  document.body.append(grid);
  return { grid, plot, scroller, body };
}

const OPTIONS = {
  coin: 'BTC-KRW' as const,
  ticks: specTicks('KRW'),
  translate: (key: string) => key,
  onPick: () => undefined,
};

test('closed before its scene came, a book opens nothing; once it is in, one opens at once', async () => {
  await noRenderer();
  const feed = new FakeFeed();
  const subscribe = vi.spyOn(feed, 'orderBook');
  const early = bookElements();
  const openedEarly = vi.fn();
  openOrderBookController(feed, early, OPTIONS, openedEarly)();

  let opened: OrderBookController | null = null;
  const closeLate = openOrderBookController(feed, bookElements(), OPTIONS, (book) => (opened = book));
  await expect.poll(() => opened).not.toBeNull();
  expect(openedEarly).not.toHaveBeenCalled();
  expect(early.body.childElementCount).toBe(0);
  expect(subscribe).toHaveBeenCalledTimes(1);
  expect(rendererStats().views).toBe(1);

  const now = vi.fn();
  const closeNow = openOrderBookController(feed, bookElements(), OPTIONS, now);
  expect(now).toHaveBeenCalledTimes(1);
  closeNow();
  closeLate();
  expect(rendererStats().views).toBe(0);
});
