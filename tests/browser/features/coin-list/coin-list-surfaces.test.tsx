/**
 * The coin list on both of its surfaces (src/render/coin-list/coin-list-view.ts): Pixi through the shared
 * WebGL renderer on a GPU, its own 2D canvas with no GPU. This machine has no GPU, so the panel takes the
 * 2D canvas; the controller is also mounted on each surface by name, and both must show the same rows.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import '../../../../src/features/coin-list/coin-list.css';
import { CoinListController } from '../../../../src/features/coin-list/coin-list-controller';
import { coinListHandleOf } from '../../../../src/features/coin-list/coin-list-handle';
import type { CoinKey } from '../../../../contract/markets';
import { CELL_COUNT, COIN_LIST_THEME, FLASH_ALPHA } from '../../../../src/render/coin-list/coin-list-layout';
import { coinListSurface, type CoinListSurface } from '../../../../src/render/coin-list/coin-list-view';
import { readViewPixel, rendererStats } from '../../../../src/render/shared-renderer';
import { isColour, noRenderer } from '../../render/chart-harness';
import { coinListElements, guestInput, INITIAL_STATE } from '../../../fixtures/coin-list';
import { FakeFeed } from '../../workspace/harness';
import { COINS, mountCoinList, QUOTES } from './harness';

const WIDTH = 520;
const HEIGHT = 320;
/** A point of the first row that no text covers: right of the price, left of the rate. */
const EMPTY = { x: 340, y: 3 };

interface Mounted {
  controller: CoinListController;
  feed: FakeFeed;
  grid: HTMLElement;
  plot: HTMLElement;
  dispose(): void;
}

let mounted: Mounted | null = null;

afterEach(() => {
  mounted?.dispose();
  mounted = null;
});

function mountOn(surface: CoinListSurface, height = HEIGHT): Mounted {
  const root = document.createElement('div');
  root.style.cssText = `position:fixed;left:10px;top:10px;width:${WIDTH}px;height:${height}px`;
  const elements = coinListElements(root, 'surface-grid');
  document.body.append(root);
  const feed = new FakeFeed();
  for (const [key, quote] of Object.entries(QUOTES)) feed.tick(key as CoinKey, quote!, true);
  const controller = new CoinListController(
    feed,
    elements,
    { onEmpty: () => undefined, onOpen: () => undefined, onToggleFavorite: () => undefined },
    surface,
  );
  controller.setInput(guestInput(COINS, INITIAL_STATE, (key) => key));
  return {
    controller,
    feed,
    grid: elements.grid,
    plot: elements.plot,
    dispose: () => {
      controller.dispose();
      root.remove();
    },
  };
}

/** The colour the list shows at (x, y) of its plot, read from whichever surface draws it. */
function shownColour(surface: CoinListSurface, plot: HTMLElement, x: number, y: number): number[] {
  if (surface === 'webgl') return readViewPixel(plot, x, y);
  const canvas = plot.querySelector('canvas')!;
  const ratio = canvas.width / plot.clientWidth;
  return [...canvas.getContext('2d')!.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data];
}

const blend = (over: number, under: number) =>
  [16, 8, 0].reduce(
    (colour, shift) =>
      colour |
      (Math.round(((over >> shift) & 255) * FLASH_ALPHA + ((under >> shift) & 255) * (1 - FLASH_ALPHA)) <<
        shift),
    0,
  );

/** Every drawn cell of every row in view, by key. */
function drawnCells(grid: HTMLElement): Record<string, (string | null)[]> {
  const handle = coinListHandleOf(grid)!;
  const cells: Record<string, (string | null)[]> = {};
  for (const key of handle.keys()) {
    const texts = Array.from({ length: CELL_COUNT }, (_, cell) => handle.drawnText(key, cell));
    if (texts[0] !== null) cells[key] = texts;
  }
  return cells;
}

describe('the coin list’s surfaces', () => {
  test('with no GPU (this machine) the panel draws in its own 2D canvas, not through the shared renderer', async () => {
    await noRenderer();
    expect(coinListSurface()).toBe('canvas');
    mountCoinList('/trade/order/BTC-KRW');
    const grid = page.getByRole('grid', { name: 'Coin list' });
    await expect.poll(() => coinListHandleOf(grid.element())?.drawnText('BTC-KRW', 2)).toBe('95,000,000');
    expect(coinListHandleOf(grid.element())!.surface).toBe('canvas');
    expect(grid.element().querySelector('.td-coin-list__plot canvas')).not.toBeNull();
    expect(rendererStats().views).toBe(0);
    expect(document.querySelector('canvas[data-td-renderer]')).toBeNull();
  });

  test.each<CoinListSurface>(['webgl', 'canvas'])(
    'on %s: background, the selected row and a flash at their places; an idle list draws nothing',
    async (surface) => {
      mounted = mountOn(surface);
      const { grid, plot, feed, controller } = mounted;
      const handle = () => coinListHandleOf(grid)!;
      expect(handle().surface).toBe(surface);
      await expect.poll(() => handle().drawnText('BTC-KRW', 2)).toBe('95,000,000');
      expect(rendererStats().views).toBe(surface === 'webgl' ? 1 : 0);
      await expect
        .poll(() => isColour(shownColour(surface, plot, EMPTY.x, EMPTY.y), COIN_LIST_THEME.background))
        .toBe(true);

      // Nothing changes: no frame draws a row.
      const idle = handle().stats().rowsDrawn;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(handle().stats().rowsDrawn).toBe(idle);

      controller.moveActive(1);
      await expect
        .poll(() => isColour(shownColour(surface, plot, EMPTY.x, EMPTY.y), COIN_LIST_THEME.active))
        .toBe(true);
      // The second row is not selected.
      expect(isColour(shownColour(surface, plot, EMPTY.x, 40 + EMPTY.y), COIN_LIST_THEME.background)).toBe(
        true,
      );

      feed.tick('ETH-KRW', { closePrice: 4_100_000 });
      await expect
        .poll(
          () =>
            isColour(
              shownColour(surface, plot, EMPTY.x, 40 + EMPTY.y),
              blend(COIN_LIST_THEME.up, COIN_LIST_THEME.background),
            ),
          { interval: 5 },
        )
        .toBe(true);
      await expect
        .poll(() => isColour(shownColour(surface, plot, EMPTY.x, 40 + EMPTY.y), COIN_LIST_THEME.background))
        .toBe(true);
    },
  );

  test('on canvas: a context given back blank is drawn again whole', async () => {
    mounted = mountOn('canvas');
    const { grid, plot } = mounted;
    const handle = () => coinListHandleOf(grid)!;
    await expect.poll(() => handle().drawnText('BTC-KRW', 2)).toBe('95,000,000');
    const canvas = plot.querySelector('canvas')!;
    const drawn = handle().stats().rowsDrawn;
    canvas.getContext('2d')!.reset();
    canvas.dispatchEvent(new Event('contextrestored'));
    await expect.poll(() => handle().stats().rowsDrawn - drawn).toBe(handle().keys().length);
    expect(isColour(shownColour('canvas', plot, EMPTY.x, EMPTY.y), COIN_LIST_THEME.background)).toBe(true);
  });

  test('both surfaces show the same texts in the same rows, after a scroll too', async () => {
    const shown: Record<string, (string | null)[]>[] = [];
    for (const surface of ['webgl', 'canvas'] as const) {
      // Shorter than the 8 KRW rows, so that it scrolls.
      mounted = mountOn(surface, 200);
      const { grid } = mounted;
      await expect.poll(() => coinListHandleOf(grid)!.drawnText('BTC-KRW', 2)).toBe('95,000,000');
      const scroller = grid.querySelector<HTMLElement>('.td-coin-list__scroller')!;
      const frames = coinListHandleOf(grid)!.stats().frames;
      scroller.scrollTop = 60;
      await expect.poll(() => coinListHandleOf(grid)!.stats().frames).toBeGreaterThan(frames);
      shown.push(drawnCells(grid));
      mounted.dispose();
      mounted = null;
    }
    expect(Object.keys(shown[0]!).length).toBeGreaterThan(3);
    expect(shown[1]).toEqual(shown[0]);
  });
});
