import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ToastQueue } from '../../../src/ui/toast-queue';
import {
  decideToast,
  shouldShowToast,
  type ToastDecision,
  type ToastSituation,
} from '../../../src/ui/toast-rules';

describe('shouldShowToast', () => {
  test.each([
    [null, 0, true],
    [1_000, 1_200, false],
    [1_000, 1_499, false],
    [1_000, 1_500, true],
  ])('last %j, now %i → %s', (last, now, expected) => {
    expect(shouldShowToast(last, now)).toBe(expected);
  });
});

describe('decideToast', () => {
  const base: ToastSituation = { lastShownAt: null, now: 10_000, visibleCount: 0, suppressed: false };
  test.each<[Partial<ToastSituation>, ToastDecision]>([
    [{}, 'show'],
    [{ lastShownAt: 9_600 }, 'throttled'],
    [{ lastShownAt: 9_500 }, 'show'],
    [{ visibleCount: 2 }, 'show'],
    [{ visibleCount: 3 }, 'queue'],
    [{ visibleCount: 1, maxVisible: 1 }, 'queue'],
    [{ lastShownAt: 9_900, visibleCount: 3 }, 'throttled'],
    [{ suppressed: true }, 'suppressed'],
    [{ suppressed: true, lastShownAt: 9_900 }, 'suppressed'],
    [{ lastShownAt: 9_000, throttleMs: 2_000 }, 'throttled'],
  ])('%j → %s', (change, expected) => {
    expect(decideToast({ ...base, ...change })).toBe(expected);
  });
});

describe('ToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const messages = (queue: ToastQueue) => queue.visible.map((toast) => toast.message);

  test('the same message is shown once per 500 ms; a different one is not held back', () => {
    const queue = new ToastQueue();
    expect(queue.show('a')).toBe('show');
    expect(queue.show('a')).toBe('throttled');
    expect(queue.show('b')).toBe('show');
    vi.advanceTimersByTime(499);
    expect(queue.show('a')).toBe('throttled');
    vi.advanceTimersByTime(1);
    expect(queue.show('a')).toBe('show');
    expect(messages(queue)).toEqual(['a', 'b', 'a']);
    queue.clear();
  });

  test('toasts beyond the visible limit wait and show as others are dismissed', () => {
    const queue = new ToastQueue({ maxVisible: 2, durationMs: 1_000 });
    queue.show('1');
    queue.show('2');
    expect(queue.show('3')).toBe('queue');
    expect(messages(queue)).toEqual(['1', '2']);
    expect(queue.waitingCount).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(messages(queue)).toEqual(['3']);
    vi.advanceTimersByTime(1_000);
    expect(messages(queue)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('dismissing by id removes a visible or a waiting toast', () => {
    const queue = new ToastQueue({ maxVisible: 1 });
    queue.show('1');
    queue.show('2');
    const first = queue.visible[0]!;
    queue.dismiss(first.id);
    expect(messages(queue)).toEqual(['2']);
    queue.show('3');
    queue.dismiss(first.id + 2);
    expect(queue.waitingCount).toBe(0);
    queue.clear();
  });

  test('suppressed toasts are dropped until every suppression is released', () => {
    const queue = new ToastQueue();
    const releasePopup = queue.suppress();
    const releaseFullScreen = queue.suppress();
    expect(queue.show('x')).toBe('suppressed');
    releasePopup();
    expect(queue.show('x')).toBe('suppressed');
    releaseFullScreen();
    expect(queue.show('x')).toBe('show');
    expect(messages(queue)).toEqual(['x']);
    queue.clear();
  });

  test('a toast can be seen only while a list renders the queue and nothing suppresses it', () => {
    const queue = new ToastQueue();
    expect(queue.canShow).toBe(false);
    const detachFirst = queue.attachHost();
    const detachSecond = queue.attachHost();
    expect(queue.canShow).toBe(true);
    const release = queue.suppress();
    expect(queue.canShow).toBe(false);
    release();
    detachFirst();
    detachFirst();
    expect(queue.canShow).toBe(true);
    detachSecond();
    expect(queue.canShow).toBe(false);
  });

  test('subscribers hear every change; clear disposes every timer', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.show('a');
    queue.show('b');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(2);
    queue.clear();
    expect(vi.getTimerCount()).toBe(0);
    expect(queue.visible).toEqual([]);
    stop();
    queue.show('c');
    expect(listener).toHaveBeenCalledTimes(3);
    queue.clear();
  });
});
