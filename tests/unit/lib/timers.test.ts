// Owned timers: a start replaces the pending run, a frame is asked for once, and nothing runs once cancelled.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FrameRequest, Timeout } from '../../../src/lib/timers';

const FRAME_MS = 16;

// Node has no animation frames: a frame here is a fake timer of FRAME_MS that passes the time it ran.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) =>
    setTimeout(() => callback(Date.now()), FRAME_MS),
  );
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Timeout', () => {
  test('runs once after its delay; a second start replaces the first', () => {
    const callback = vi.fn();
    const timeout = new Timeout(callback);
    timeout.start(100);
    vi.advanceTimersByTime(50);
    timeout.start(100);
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    expect(timeout.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    expect(timeout.pending).toBe(false);
  });

  test('a negative delay runs at the next turn; a cancelled run never comes', () => {
    const callback = vi.fn();
    const timeout = new Timeout(callback);
    timeout.start(-20);
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledOnce();
    timeout.start(10);
    timeout.cancel();
    timeout.cancel();
    vi.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledOnce();
    expect(timeout.pending).toBe(false);
  });

  test('the callback may start it again', () => {
    let runs = 0;
    const timeout: Timeout = new Timeout(() => {
      runs += 1;
      if (runs < 3) timeout.start(10);
    });
    timeout.start(10);
    vi.advanceTimersByTime(100);
    expect(runs).toBe(3);
  });
});

describe('FrameRequest', () => {
  test('asked for twice before the frame, it runs once, with the frame time', () => {
    const callback = vi.fn();
    const frame = new FrameRequest(callback);
    frame.request();
    frame.request();
    expect(frame.pending).toBe(true);
    vi.advanceTimersByTime(FRAME_MS);
    expect(callback).toHaveBeenCalledOnce();
    expect(typeof callback.mock.calls[0]![0]).toBe('number');
    expect(frame.pending).toBe(false);
  });

  test('a cancelled frame never runs; asking again after a frame asks for the next', () => {
    const callback = vi.fn();
    const frame = new FrameRequest(callback);
    frame.request();
    frame.cancel();
    vi.advanceTimersByTime(FRAME_MS);
    expect(callback).not.toHaveBeenCalled();
    frame.request();
    vi.advanceTimersByTime(FRAME_MS);
    frame.request();
    vi.advanceTimersByTime(FRAME_MS);
    expect(callback).toHaveBeenCalledTimes(2);
  });
});
