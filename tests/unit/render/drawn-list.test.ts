import { describe, expect, test } from 'vitest';
import { scrollRowIntoView } from '../../../src/render/drawn-list';

describe('scrollRowIntoView', () => {
  test.each<[string, number, number]>([
    ['a row in view leaves the scroll', 120, 100],
    ['a row above scrolls up to its top', 60, 60],
    ['a row below scrolls down to its bottom', 300, 120],
    ['a row cut at the bottom scrolls down just enough', 290, 110],
  ])('%s', (_name, top, scrollTop) => {
    const scroller = { scrollTop: 100, clientHeight: 200 };
    scrollRowIntoView(scroller, top, 20);
    expect(scroller.scrollTop).toBe(scrollTop);
  });
});
