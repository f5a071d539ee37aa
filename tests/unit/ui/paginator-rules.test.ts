import { describe, expect, test } from 'vitest';
import { pageCount, pageWindow, type PageWindow } from '../../../src/ui/paginator-rules';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('pageWindow', () => {
  test.each<[number, number, number | undefined, PageWindow]>([
    [1, 23, undefined, { page: 1, pages: range(1, 10), hasPrevious: false, hasNext: true }],
    [10, 23, undefined, { page: 10, pages: range(1, 10), hasPrevious: true, hasNext: true }],
    [11, 23, undefined, { page: 11, pages: range(11, 20), hasPrevious: true, hasNext: true }],
    [23, 23, undefined, { page: 23, pages: range(21, 23), hasPrevious: true, hasNext: false }],
    [99, 23, undefined, { page: 23, pages: range(21, 23), hasPrevious: true, hasNext: false }],
    [0, 23, undefined, { page: 1, pages: range(1, 10), hasPrevious: false, hasNext: true }],
    [-5, 3, undefined, { page: 1, pages: [1, 2, 3], hasPrevious: false, hasNext: true }],
    [1, 1, undefined, { page: 1, pages: [1], hasPrevious: false, hasNext: false }],
    [2.7, 5, undefined, { page: 2, pages: range(1, 5), hasPrevious: true, hasNext: true }],
    [Number.NaN, 5, undefined, { page: 1, pages: range(1, 5), hasPrevious: false, hasNext: true }],
    [6, 12, 5, { page: 6, pages: range(6, 10), hasPrevious: true, hasNext: true }],
    [3, 12, 0, { page: 3, pages: [3], hasPrevious: true, hasNext: true }],
    [1, 0, undefined, { page: 0, pages: [], hasPrevious: false, hasNext: false }],
    [1, -3, undefined, { page: 0, pages: [], hasPrevious: false, hasNext: false }],
    [1, Number.NaN, undefined, { page: 0, pages: [], hasPrevious: false, hasNext: false }],
    [1, 10.9, undefined, { page: 1, pages: range(1, 10), hasPrevious: false, hasNext: true }],
  ])('page %d of %d (block %j)', (page, total, block, expected) => {
    expect(pageWindow(page, total, block)).toEqual(expected);
  });
});

describe('pageCount', () => {
  test.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [45, 20, 3],
    [10, 0, 0],
    [Number.NaN, 20, 0],
  ])('%d rows at %d a page: %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
