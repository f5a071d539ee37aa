import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MirrorTimer, scrollRowIntoView } from '../../../src/render/drawn-list';

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

describe('MirrorTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('runs once after the shortest delay asked for; a later ask changes nothing', () => {
    const run = vi.fn();
    const timer = new MirrorTimer(run);
    timer.request(500);
    timer.request(800);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a sooner ask brings the run forward, and after a run a new ask counts again', () => {
    const run = vi.fn();
    const timer = new MirrorTimer(run);
    timer.request(500);
    timer.request(0);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
    timer.request(500);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });

  test('cancel forgets the pending run', () => {
    const run = vi.fn();
    const timer = new MirrorTimer(run);
    timer.request(100);
    timer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});
