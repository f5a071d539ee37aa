/**
 * What tests and the bench may read of a mounted coin list, by its grid element: the row keys, the
 * flashes, the drawn texts and layout, and what the frames wrote.
 */
import type { CoinKey } from '../../../contract/markets';
import { COIN_LIST_THEME, type RowLayout } from '../../render/coin-list/coin-list-layout';
import type { ListRow, RowRing } from '../../render/coin-list/coin-list-rows';
import type { CoinListSurface } from '../../render/coin-list/coin-list-view';
import { FLASH_DOWN, FLASH_UP, type FlashDirection } from './rules';

/** What tests and the bench may read of a mounted list (coinListHandleOf). */
export interface CoinListHandle {
  /** The row keys in order. */
  keys(): readonly CoinKey[];
  /** The flash a row's price shows at `now` on the list's clock (performance.now()). */
  flashOf(key: CoinKey, now?: number): 'up' | 'down' | null;
  /** The flash the drawn row shows (after the last frame). */
  drawnFlashOf(key: CoinKey): 'up' | 'down' | null;
  /** The drawn text of a row's cell, when the row is in view. */
  drawnText(key: CoinKey, cell: number): string | null;
  /** The drawn rows' width and where their cells sit (coin-list-layout.ts), as the drawings read them. */
  drawnLayout(): { width: number; layout: RowLayout };
  /**
   * Text writes so far, cells handed to the drawn rows (each a formatted text, written or not), pooled
   * rows, frames prepared, and rows the drawing drew anew.
   */
  stats(): { writes: number; cellsSet: number; pooledRows: number; frames: number; rowsDrawn: number };
  /** What the rows are drawn on. */
  readonly surface: CoinListSurface;
}

/** What the controller tells of itself for its handle. */
export interface CoinListInsides {
  keys(): readonly CoinKey[];
  /** The flash of a row's price at `now`; null when its coin has no ticker. */
  flashDirection(key: CoinKey, now: number): FlashDirection | null;
  /** The drawn row showing `key`, when it is in view. */
  drawnRow(key: CoinKey): ListRow | null;
  frames(): number;
  readonly ring: RowRing;
  readonly surface: CoinListSurface;
}

const handles = new WeakMap<Element, CoinListHandle>();

/** The handle of the list whose grid is `grid` (tests, bench). */
export function coinListHandleOf(grid: Element): CoinListHandle | undefined {
  return handles.get(grid);
}

function flashName(direction: FlashDirection | null): 'up' | 'down' | null {
  if (direction === FLASH_UP) return 'up';
  if (direction === FLASH_DOWN) return 'down';
  return null;
}

/** Makes the list whose grid is `grid` readable through its handle; answers the undoing of it. */
export function exposeCoinList(grid: Element, insides: CoinListInsides): () => void {
  const { ring, surface } = insides;
  handles.set(grid, {
    keys: () => insides.keys(),
    flashOf: (key, now = performance.now()) => flashName(insides.flashDirection(key, now)),
    drawnFlashOf: (key) => {
      const tint = insides.drawnRow(key)?.flashTint;
      return tint === COIN_LIST_THEME.up ? 'up' : tint === COIN_LIST_THEME.down ? 'down' : null;
    },
    drawnText: (key, cellIndex) => insides.drawnRow(key)?.cellText(cellIndex) ?? null,
    drawnLayout: () => ({ width: ring.width, layout: ring.layout }),
    stats: () => ({
      writes: ring.writes,
      cellsSet: ring.sets,
      pooledRows: ring.pooledRows,
      frames: insides.frames(),
      rowsDrawn: ring.rowsDrawn,
    }),
    surface,
  });
  return () => handles.delete(grid);
}
