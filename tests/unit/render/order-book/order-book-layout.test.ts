import { describe, expect, test } from 'vitest';
import {
  barPixels,
  BOOK_ROW_HEIGHT,
  columnTextRight,
  flashWidth,
  longestBar,
  rowInView,
} from '../../../../src/render/order-book/order-book-layout';

describe('the order book’s layout', () => {
  test.each([
    // width, column, right edge of its text
    [420, 'price', 181],
    [420, 'quantity', 412],
    [301, 'price', 127],
  ] as const)('a %i px row ends its %s text at %i px', (width, column, right) => {
    expect(columnTextRight(width, column)).toBe(right);
  });

  test('the flash covers the price column, the longest bar 55 % of the row', () => {
    expect(flashWidth(420)).toBe(189);
    expect(longestBar(420)).toBe(231);
  });

  test.each([
    [0.5, 116],
    [1, 231],
    [1.5, 231],
    [-0.1, 0],
    [1 / 15, 15],
  ])('a bar of %d of the longest in a 420 px row is %i px', (share, pixels) => {
    expect(barPixels(420, share)).toBe(pixels);
  });

  test.each([
    // row, scroll, view height, shown
    [0, 0, 100, true],
    [4, 0, 100, true],
    [5, 0, 100, false],
    [0, BOOK_ROW_HEIGHT, 100, false],
    [0, BOOK_ROW_HEIGHT - 1, 100, true],
    [10, 150, 60, true],
    [7, 150, 60, true],
    [6, 150, 60, false],
  ])('row %i scrolled %i px in a %i px view shows: %s', (row, scroll, height, shown) => {
    expect(rowInView(row, scroll, height)).toBe(shown);
  });
});
