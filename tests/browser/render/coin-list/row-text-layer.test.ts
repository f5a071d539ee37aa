/**
 * The coin list's texts on their own canvas (src/render/coin-list/row-text-layer.ts): a slot's texts are
 * written once, then only the cells that changed, and written whole where they do not already stand.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  COIN_LIST_THEME,
  ROW_HEIGHT,
  type RowLayout,
} from '../../../../src/render/coin-list/coin-list-layout';
import { ListRow } from '../../../../src/render/coin-list/coin-list-rows';
import { RowTextLayer } from '../../../../src/render/coin-list/row-text-layer';

const WIDTH = 300;
/** A name at the left of line 1, a price ending at 60 %, a change ending at 80 %. */
const LAYOUT: RowLayout = [
  { share: 0, offset: 28, anchor: 0, y: 14, small: false },
  null,
  { share: 0.6, offset: 0, anchor: 1, y: 20, small: false },
  null,
  { share: 0.8, offset: 0, anchor: 1, y: 14, small: false },
];

afterEach(() => vi.restoreAllMocks());

function setUp(): { layer: RowTextLayer; row: ListRow; written: () => string[] } {
  const layer = new RowTextLayer();
  layer.resize(WIDTH, 3 * ROW_HEIGHT, 1);
  const row = new ListRow();
  row.set(0, 'Bitcoin', COIN_LIST_THEME.text);
  row.set(2, '95,000,000', COIN_LIST_THEME.up);
  row.set(4, '+1.20%', COIN_LIST_THEME.up);
  const fillText = vi.spyOn(CanvasRenderingContext2D.prototype, 'fillText');
  const written = () => {
    const texts = fillText.mock.calls.map(([text]) => text);
    fillText.mockClear();
    return texts;
  };
  return { layer, row, written };
}

/** Whether anything is written in the box (CSS px) of the layer. */
function inked(layer: RowTextLayer, x: number, y: number, width: number, height: number): boolean {
  const data = layer.canvas.getContext('2d')!.getImageData(x, y, width, height).data;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
  return false;
}

describe('the row text layer', () => {
  test('writes a row whole once, then only its changed cells, and nothing when nothing changed', () => {
    const { layer, row, written } = setUp();
    layer.write(0, row, LAYOUT, 0, false);
    expect(written()).toEqual(['Bitcoin', '95,000,000', '+1.20%']);
    layer.write(0, row, LAYOUT, 0, false);
    expect(written()).toEqual([]);
    row.set(2, '95,001,000', COIN_LIST_THEME.up);
    row.set(4, '+1.20%', COIN_LIST_THEME.down);
    layer.write(0, row, LAYOUT, 0, false);
    expect(written()).toEqual(['95,001,000', '+1.20%']);
  });

  test('a shorter text leaves nothing of the longer one it replaced', () => {
    const { layer, row } = setUp();
    layer.write(0, row, LAYOUT, 0, false);
    expect(inked(layer, 0.6 * WIDTH - 60, 0, 10, ROW_HEIGHT)).toBe(true);
    row.set(2, '9', COIN_LIST_THEME.up);
    layer.write(0, row, LAYOUT, 0, false);
    expect(inked(layer, 0.6 * WIDTH - 60, 0, 45, ROW_HEIGHT)).toBe(false);
    // The name and the change, beside it, stay.
    expect(inked(layer, 28, 0, 40, ROW_HEIGHT)).toBe(true);
    expect(inked(layer, 0.8 * WIDTH - 30, 0, 30, ROW_HEIGHT)).toBe(true);
  });

  test('written whole at a new place, or when asked; moved texts stay written', () => {
    const { layer, row, written } = setUp();
    layer.write(0, row, LAYOUT, 0, false);
    written();
    // The pixels moved 40 px down, and the slot's place with them: nothing to write there.
    layer.move(ROW_HEIGHT);
    expect(inked(layer, 0, 0, WIDTH, ROW_HEIGHT)).toBe(false);
    expect(inked(layer, 0, ROW_HEIGHT, WIDTH, ROW_HEIGHT)).toBe(true);
    layer.write(0, row, LAYOUT, ROW_HEIGHT, false);
    expect(written()).toEqual([]);
    // Asked (what stands there may be cut at an edge), or at another place: written whole.
    layer.write(0, row, LAYOUT, ROW_HEIGHT, true);
    expect(written()).toHaveLength(3);
    layer.write(0, row, LAYOUT, 2 * ROW_HEIGHT, false);
    expect(written()).toHaveLength(3);
    expect(inked(layer, 0, 2 * ROW_HEIGHT, WIDTH, ROW_HEIGHT)).toBe(true);
    // A slot forgotten (its row left the view) is written whole again.
    layer.forget(0);
    layer.write(0, row, LAYOUT, 2 * ROW_HEIGHT, false);
    expect(written()).toHaveLength(3);
    // Below the last row: cleared.
    layer.clearBelow(ROW_HEIGHT);
    expect(inked(layer, 0, ROW_HEIGHT, WIDTH, 2 * ROW_HEIGHT)).toBe(false);
  });

  test('a new size or pixel density starts blank, and every row is written again', () => {
    const { layer, row, written } = setUp();
    layer.write(0, row, LAYOUT, 0, false);
    written();
    layer.resize(WIDTH, 3 * ROW_HEIGHT, 2);
    expect([layer.canvas.width, layer.canvas.height]).toEqual([2 * WIDTH, 6 * ROW_HEIGHT]);
    expect(inked(layer, 0, 0, 2 * WIDTH, 2 * ROW_HEIGHT)).toBe(false);
    layer.write(0, row, LAYOUT, 0, false);
    expect(written()).toHaveLength(3);
  });
});
