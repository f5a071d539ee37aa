/**
 * The coin list's 2D drawing (src/render/coin-list/coin-list-canvas.ts), read back from its two canvases
 * as the page shows them (the texts' over the rows'): what each part of a row looks like, that only damaged
 * rows are drawn again, and only the texts that changed written again.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CoinListCanvas, listTextMeasure } from '../../../src/render/coin-list/coin-list-canvas';
import {
  COIN_LIST_THEME,
  FLASH_ALPHA,
  FONT_SIZE,
  ROW_HEIGHT,
  SMALL_SIZE,
  type RowLayout,
} from '../../../src/render/coin-list/coin-list-layout';
import { RowRing } from '../../../src/render/coin-list/coin-list-rows';
import { LIST_FONTS } from '../../../src/render/coin-list/row-text-layer';
import { cssColour } from '../../../src/render/drawing-style';
import { isColour } from './chart-harness';

const WIDTH = 300;
const HEIGHT = 130;
/** A name at the left of line 1, a price ending at 60 % in the middle, nothing else. */
const LAYOUT: RowLayout = [
  { share: 0, offset: 28, anchor: 0, y: 14, small: false },
  null,
  { share: 0.6, offset: 0, anchor: 1, y: 20, small: false },
];
/** A point of a row's background that no text covers, and one inside the price's text. */
const EMPTY_X = 250;
const PRICE_LEFT = 0.6 * WIDTH - 60;

let drawing: CoinListCanvas | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  drawing?.dispose();
  host?.remove();
  drawing = null;
  vi.restoreAllMocks();
});

function setUp(): { ring: RowRing; drawing: CoinListCanvas } {
  host = document.createElement('div');
  document.body.append(host);
  drawing = new CoinListCanvas(host);
  const ring = new RowRing();
  ring.setSize(WIDTH, HEIGHT);
  ring.setLayout(LAYOUT);
  ring.begin(0, 4, 0);
  for (let position = 0; position < 4; position++) {
    ring.row(position).set(0, position === 1 ? '비트코인' : 'Bitcoin', COIN_LIST_THEME.text);
    ring.row(position).set(2, '95,000,000', COIN_LIST_THEME.up);
  }
  return { ring, drawing };
}

/** What the page shows of the list: the texts' canvas over the rows'. */
function shown(drawing: CoinListCanvas): HTMLCanvasElement {
  const [rows, texts] = drawing.canvases;
  const canvas = document.createElement('canvas');
  canvas.width = rows!.width;
  canvas.height = rows!.height;
  const context = canvas.getContext('2d')!;
  context.drawImage(rows!, 0, 0);
  context.drawImage(texts!, 0, 0);
  return canvas;
}

/** The colour at (x, y) in CSS px of the list. */
function pixel(drawing: CoinListCanvas, x: number, y: number): number[] {
  const canvas = shown(drawing);
  const ratio = canvas.width / WIDTH;
  const data = canvas.getContext('2d')!.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data;
  return [...data];
}

/** Whether any pixel of the box (CSS px) differs from `colour`: something is written there. */
function written(
  drawing: CoinListCanvas,
  x: number,
  y: number,
  width: number,
  height: number,
  colour: number,
) {
  const canvas = shown(drawing);
  const ratio = canvas.width / WIDTH;
  const data = canvas
    .getContext('2d')!
    .getImageData(x * ratio, y * ratio, width * ratio, height * ratio).data;
  for (let i = 0; i < data.length; i += 4)
    if (!isColour([data[i]!, data[i + 1]!, data[i + 2]!], colour)) return true;
  return false;
}

const blend = (over: number, under: number, alpha: number) =>
  [16, 8, 0].reduce(
    (colour, shift) =>
      colour |
      (Math.round(((over >> shift) & 255) * alpha + ((under >> shift) & 255) * (1 - alpha)) << shift),
    0,
  );

describe('the coin list drawn in 2D', () => {
  test('a row: its background, separator, flash, selection and text at their places', () => {
    const { ring, drawing } = setUp();
    ring.row(1).setFlash(COIN_LIST_THEME.up);
    ring.row(2).setActive(true);
    ring.row(3).setFlash(COIN_LIST_THEME.down);
    ring.row(3).setActive(true);
    drawing.draw(ring);
    expect(isColour(pixel(drawing, EMPTY_X, 10), COIN_LIST_THEME.background)).toBe(true);
    expect(isColour(pixel(drawing, EMPTY_X, ROW_HEIGHT - 1), COIN_LIST_THEME.separator)).toBe(true);
    const flashUp = blend(COIN_LIST_THEME.up, COIN_LIST_THEME.background, FLASH_ALPHA);
    expect(isColour(pixel(drawing, EMPTY_X, ROW_HEIGHT + 10), flashUp)).toBe(true);
    expect(isColour(pixel(drawing, EMPTY_X, 2 * ROW_HEIGHT + 10), COIN_LIST_THEME.active)).toBe(true);
    const flashOverActive = blend(COIN_LIST_THEME.down, COIN_LIST_THEME.active, FLASH_ALPHA);
    expect(isColour(pixel(drawing, EMPTY_X, 3 * ROW_HEIGHT + 5), flashOverActive)).toBe(true);
    // Text in the name's and the price's places (the Korean name too), none right of the price.
    expect(written(drawing, 28, 4, 60, 20, COIN_LIST_THEME.background)).toBe(true);
    expect(written(drawing, 28, ROW_HEIGHT + 4, 60, 20, flashUp)).toBe(true);
    expect(written(drawing, PRICE_LEFT, 10, 60, 20, COIN_LIST_THEME.background)).toBe(true);
    expect(written(drawing, 0.6 * WIDTH + 2, 2, 60, 30, COIN_LIST_THEME.background)).toBe(false);
    // Below the last row: the list's background.
    ring.begin(0, 2, 0);
    drawing.draw(ring);
    expect(isColour(pixel(drawing, EMPTY_X, 2 * ROW_HEIGHT + 10), COIN_LIST_THEME.background)).toBe(true);
  });

  test('nothing changed draws nothing; a damaged row is drawn again and no other', () => {
    const { ring, drawing } = setUp();
    drawing.draw(ring);
    const drawn = ring.rowsDrawn;
    expect(drawn).toBe(4);
    drawing.draw(ring);
    expect(ring.rowsDrawn).toBe(drawn);
    // Marks over rows 0 and 2, on the rows' canvas and over the price on the texts': a new price writes the
    // price again and leaves the row's background; a flash then fills the row again. Row 0 stays as it was.
    const [rows, texts] = drawing.canvases.map((canvas) => canvas.getContext('2d')!);
    for (const context of [rows!, texts!]) context.fillStyle = '#00ff00';
    rows!.fillRect(EMPTY_X, 10, 4, 4);
    rows!.fillRect(EMPTY_X, 2 * ROW_HEIGHT + 10, 4, 4);
    texts!.fillRect(0.6 * WIDTH - 4, 18, 2, 4);
    texts!.fillRect(0.6 * WIDTH - 4, 2 * ROW_HEIGHT + 18, 2, 4);
    ring.row(2).set(2, '95,001,000', COIN_LIST_THEME.up);
    drawing.draw(ring);
    expect(ring.rowsDrawn).toBe(drawn + 1);
    expect(isColour(pixel(drawing, EMPTY_X, 10), 0x00ff00)).toBe(true);
    expect(isColour(pixel(drawing, 0.6 * WIDTH - 3, 19), 0x00ff00)).toBe(true);
    expect(isColour(pixel(drawing, EMPTY_X, 2 * ROW_HEIGHT + 10), 0x00ff00)).toBe(true);
    expect(isColour(pixel(drawing, 0.6 * WIDTH - 3, 2 * ROW_HEIGHT + 19), 0x00ff00)).toBe(false);
    ring.row(2).setFlash(COIN_LIST_THEME.up);
    drawing.draw(ring);
    expect(ring.rowsDrawn).toBe(drawn + 2);
    const flashUp = blend(COIN_LIST_THEME.up, COIN_LIST_THEME.background, FLASH_ALPHA);
    expect(isColour(pixel(drawing, EMPTY_X, 2 * ROW_HEIGHT + 10), flashUp)).toBe(true);
    expect(isColour(pixel(drawing, EMPTY_X, 10), 0x00ff00)).toBe(true);
  });

  test('a scroll moves the texts written, fills the backgrounds again, and writes only the rows cut at an edge before', () => {
    const { ring, drawing } = setUp();
    ring.row(0).setFlash(COIN_LIST_THEME.up);
    drawing.draw(ring);
    const drawn = ring.rowsDrawn;
    // A mark among row 1's texts moves with it: its pixels were moved, not written again.
    const [rows, texts] = drawing.canvases;
    const textContext = texts!.getContext('2d')!;
    textContext.fillStyle = '#00ff00';
    textContext.fillRect(EMPTY_X, ROW_HEIGHT + 30, 4, 4);
    // A mark on row 1's background goes: the backgrounds are filled again at their new places.
    const rowContext = rows!.getContext('2d')!;
    rowContext.fillStyle = '#0000ff';
    rowContext.fillRect(EMPTY_X + 10, ROW_HEIGHT + 30, 4, 4);
    ring.begin(0, 4, 20);
    drawing.draw(ring);
    // Rows 0–2 were whole in view; row 3 (120–160 in a 130 px list) was cut.
    expect(ring.rowsDrawn).toBe(drawn + 1);
    expect(isColour(pixel(drawing, EMPTY_X, ROW_HEIGHT + 10), 0x00ff00)).toBe(true);
    for (const y of [ROW_HEIGHT + 10, ROW_HEIGHT + 30])
      expect(isColour(pixel(drawing, EMPTY_X + 10, y), COIN_LIST_THEME.background)).toBe(true);
    const flashUp = blend(COIN_LIST_THEME.up, COIN_LIST_THEME.background, FLASH_ALPHA);
    // Row 0 now ends 20 px down: its flash above, row 1's background below.
    expect(isColour(pixel(drawing, EMPTY_X, 10), flashUp)).toBe(true);
    expect(isColour(pixel(drawing, EMPTY_X, 25), COIN_LIST_THEME.background)).toBe(true);
    // Row 3, drawn again whole at 100–140: its text and separator where they now belong.
    expect(written(drawing, PRICE_LEFT, 3 * ROW_HEIGHT - 20 + 10, 60, 20, COIN_LIST_THEME.background)).toBe(
      true,
    );
    // Back up by a part of a device pixel's worth that cannot be copied: all is drawn again.
    ring.begin(0, 4, 0.25);
    drawing.draw(ring);
    expect(ring.rowsDrawn).toBe(drawn + 5);
  });

  test.each([1, 2])(
    'at %i device px per CSS px the texts are the pixels fillText writes on the row, to a rounding',
    (ratio) => {
      vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(ratio);
      const { ring, drawing } = setUp();
      drawing.draw(ring);
      // The same row drawn the plain way: its background, then each text by fillText in place.
      const expected = document.createElement('canvas');
      // In the page, as the list's canvases are: the fallback for the font family follows the page's language.
      host!.append(expected);
      expected.width = WIDTH * ratio;
      expected.height = ROW_HEIGHT * ratio;
      const context = expected.getContext('2d', { alpha: false })!;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.fillStyle = cssColour(COIN_LIST_THEME.background);
      context.fillRect(0, 0, WIDTH, ROW_HEIGHT);
      context.fillStyle = cssColour(COIN_LIST_THEME.separator);
      context.fillRect(0, ROW_HEIGHT - 1, WIDTH, 1);
      context.font = LIST_FONTS.normal;
      context.textBaseline = 'middle';
      context.fillStyle = cssColour(COIN_LIST_THEME.text);
      context.fillText('Bitcoin', 28, 14);
      context.textAlign = 'right';
      context.fillStyle = cssColour(COIN_LIST_THEME.up);
      context.fillText('95,000,000', 0.6 * WIDTH, 20);
      const want = context.getImageData(0, 0, expected.width, expected.height).data;
      const got = shown(drawing).getContext('2d')!.getImageData(0, 0, expected.width, expected.height).data;
      let worst = 0;
      for (let i = 0; i < want.length; i++) worst = Math.max(worst, Math.abs(want[i]! - got[i]!));
      expect(worst).toBeLessThanOrEqual(2);
    },
  );

  test('a list grown shorter under a scroll leaves nothing of the rows that went', () => {
    const { ring, drawing } = setUp();
    drawing.draw(ring);
    ring.begin(0, 1, 10);
    drawing.draw(ring);
    expect(isColour(pixel(drawing, EMPTY_X, 2 * ROW_HEIGHT), COIN_LIST_THEME.background)).toBe(true);
    expect(written(drawing, 0, ROW_HEIGHT, WIDTH, HEIGHT - ROW_HEIGHT, COIN_LIST_THEME.background)).toBe(
      false,
    );
  });

  test('on a high-density screen the canvas has the screen’s pixels at the same CSS size', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    const { ring, drawing } = setUp();
    drawing.draw(ring);
    for (const canvas of drawing.canvases) {
      expect([canvas.width, canvas.height]).toEqual([2 * WIDTH, 2 * HEIGHT]);
      expect(canvas.getBoundingClientRect().width).toBe(WIDTH);
    }
    expect(isColour(pixel(drawing, EMPTY_X, ROW_HEIGHT - 0.5), COIN_LIST_THEME.separator)).toBe(true);
    expect(written(drawing, PRICE_LEFT, 10, 60, 20, COIN_LIST_THEME.background)).toBe(true);
  });
});

describe('listTextMeasure', () => {
  test('measures in the list’s fonts as a context set to each measures, each font set once however sizes alternate', () => {
    const fonts: string[] = [];
    const font = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, 'font')!;
    vi.spyOn(CanvasRenderingContext2D.prototype, 'font', 'set').mockImplementation(function (
      this: CanvasRenderingContext2D,
      value: string,
    ) {
      fonts.push(value);
      font.set!.call(this, value);
    });
    const measure = listTextMeasure();
    const texts = ['Bitcoin', '비트코인', 'BTC/KRW', '95,000,000'];
    const widths = Array.from({ length: 3 }, () =>
      texts.flatMap((text) => [measure(text, FONT_SIZE), measure(text, SMALL_SIZE)]),
    );
    expect(fonts).toEqual([LIST_FONTS.normal, LIST_FONTS.small]);
    vi.restoreAllMocks();
    const reference = document.createElement('canvas').getContext('2d')!;
    const expected = texts.flatMap((text) =>
      [LIST_FONTS.normal, LIST_FONTS.small].map((wanted) => {
        reference.font = wanted;
        return reference.measureText(text).width;
      }),
    );
    for (const round of widths) expect(round).toEqual(expected);
  });
});
