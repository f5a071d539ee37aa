import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MirrorTimer } from '../../../src/render/dom-mirror';

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
