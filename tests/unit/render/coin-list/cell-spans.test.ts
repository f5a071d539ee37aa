import { describe, expect, test } from 'vitest';
import { cellSpan, cellsToRewrite, SPAN_PAD } from '../../../../src/render/coin-list/cell-spans';
import { CELL_GAP, type CellPlacement } from '../../../../src/render/coin-list/coin-list-layout';

const placement = (share: number, offset: number, anchor: 0 | 1): CellPlacement => ({
  share,
  offset,
  anchor,
  y: 14,
  small: false,
});

describe('a cell’s span', () => {
  test.each([
    ['left-anchored at 28 px', placement(0, 28, 0), 300, 40, [28 - SPAN_PAD, 68 + SPAN_PAD]],
    ['right-anchored at 60 % of 300 px', placement(0.6, 0, 1), 300, 50, [130 - SPAN_PAD, 180 + SPAN_PAD]],
    ['right-anchored on a whole pixel', placement(0.5, 0.4, 1), 101, 10, [41 - SPAN_PAD, 51 + SPAN_PAD]],
    ['empty text: the pad alone', placement(0, 6, 0), 300, 0, [6 - SPAN_PAD, 6 + SPAN_PAD]],
  ] as const)('%s', (_, at, width, textWidth, span) => {
    expect(cellSpan(at, width, textWidth)).toEqual(span);
  });

  test('two columns CELL_GAP apart never meet', () => {
    expect(2 * SPAN_PAD).toBeLessThan(CELL_GAP);
  });
});

describe('the cells written again', () => {
  const N = Number.NaN;
  // Spans of five cells: 0 and 1 overlap, 2 touches nothing, 3 meets 4, 4 is not written.
  const lefts = [0, 8, 30, 60, 65];
  const rights = [10, 20, 40, 70, 80];
  test.each([
    ['nothing changed', 0, [0, 8, 30, 60, 65], [10, 20, 40, 70, 80], 0],
    ['a cell alone', 0b00100, lefts, rights, 0b00100],
    ['a cell takes the one it meets', 0b00001, lefts, rights, 0b00011],
    ['and the one that meets that', 0b00010, [0, 8, 18, 60, 65], [10, 20, 25, 70, 80], 0b00111],
    ['spans that only touch do not meet', 0b00100, [0, 8, 40, 60, 65], [10, 20, 50, 70, 80], 0b00100],
    ['a cell not written meets nothing', 0b01000, [0, 8, 30, 60, N], [10, 20, 40, 70, N], 0b01000],
    ['a changed cell not written yet', 0b10000, [0, 8, 30, 60, N], [10, 20, 40, 70, N], 0b10000],
  ])('%s', (_, changed, lefts, rights, rewritten) => {
    expect(cellsToRewrite(changed, lefts, rights)).toBe(rewritten);
  });
});
