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

  describe('a toast with an action', () => {
    const undo = (outcome: string | null = 'cancelled') => ({
      label: 'Undo',
      run: vi.fn(() => outcome ?? undefined),
    });

    test('carries its button; one without an action is exactly as before', () => {
      const queue = new ToastQueue();
      queue.show('plain');
      queue.show('placed', undo());
      expect(queue.visible.map(({ message, action }) => ({ message, action }))).toEqual([
        { message: 'plain', action: undefined },
        { message: 'placed', action: { label: 'Undo', running: false } },
      ]);
      expect('action' in queue.visible[0]!).toBe(false);
      queue.clear();
    });

    test('is throttled, queued and suppressed as any toast', () => {
      const queue = new ToastQueue({ maxVisible: 1 });
      expect(queue.show('placed', undo())).toBe('show');
      expect(queue.show('placed', undo())).toBe('throttled');
      expect(queue.show('other', undo())).toBe('queue');
      const release = queue.suppress();
      expect(queue.show('third', undo())).toBe('suppressed');
      release();
      queue.dismiss(queue.visible[0]!.id);
      expect(queue.visible.map((toast) => toast.message)).toEqual(['other']);
      expect(queue.visible[0]!.action?.label).toBe('Undo');
      queue.clear();
    });

    test('stays while pointed at or focused, and goes a full duration after both end', () => {
      const queue = new ToastQueue({ durationMs: 1_000 });
      queue.show('placed', undo());
      const { id } = queue.visible[0]!;
      vi.advanceTimersByTime(900);
      queue.hold(id, 'pointer');
      queue.hold(id, 'focus');
      vi.advanceTimersByTime(5_000);
      queue.release(id, 'pointer');
      vi.advanceTimersByTime(5_000);
      expect(queue.visible).toHaveLength(1);
      queue.release(id, 'focus');
      vi.advanceTimersByTime(999);
      expect(queue.visible).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(queue.visible).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    });

    test('a release with no hold, or of a toast gone, changes nothing', () => {
      const queue = new ToastQueue({ durationMs: 1_000 });
      queue.show('placed', undo());
      const { id } = queue.visible[0]!;
      queue.release(id, 'focus');
      vi.advanceTimersByTime(1_000);
      expect(queue.visible).toEqual([]);
      queue.hold(id, 'pointer');
      queue.release(id, 'pointer');
      expect(vi.getTimerCount()).toBe(0);
    });

    test('runs once, then says the outcome for a full duration', async () => {
      const queue = new ToastQueue({ durationMs: 1_000 });
      const action = undo('BTC/KRW order cancelled');
      queue.show('placed', action);
      const { id } = queue.visible[0]!;
      vi.advanceTimersByTime(900);
      const acting = queue.act(id);
      expect(queue.visible[0]!.action).toEqual({ label: 'Undo', running: true });
      await acting;
      await queue.act(id);
      expect(action.run).toHaveBeenCalledTimes(1);
      expect(queue.visible).toEqual([{ id, message: 'BTC/KRW order cancelled' }]);
      vi.advanceTimersByTime(999);
      expect(queue.visible).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(queue.visible).toEqual([]);
    });

    test('stays while its action runs, however long', async () => {
      const queue = new ToastQueue({ durationMs: 1_000 });
      let answer: (outcome: string) => void = () => undefined;
      queue.show('placed', {
        label: 'Undo',
        run: () => new Promise<string>((resolve) => (answer = resolve)),
      });
      const { id } = queue.visible[0]!;
      const acting = queue.act(id);
      vi.advanceTimersByTime(10_000);
      expect(queue.visible[0]!.action?.running).toBe(true);
      answer('done');
      await acting;
      expect(queue.visible[0]!.message).toBe('done');
      queue.clear();
    });

    test('closes when the action answers no outcome or throws; the next waiting toast shows', async () => {
      const queue = new ToastQueue({ maxVisible: 1 });
      queue.show('first', undo(null));
      queue.show('second', {
        label: 'Undo',
        run: () => {
          throw new Error('refused');
        },
      });
      await queue.act(queue.visible[0]!.id);
      expect(queue.visible.map((toast) => toast.message)).toEqual(['second']);
      await queue.act(queue.visible[0]!.id);
      expect(queue.visible).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    });

    test('an action dismissed before its outcome does not come back; clear drops every action', async () => {
      const queue = new ToastQueue();
      let answer: (outcome: string) => void = () => undefined;
      queue.show('placed', {
        label: 'Undo',
        run: () => new Promise<string>((resolve) => (answer = resolve)),
      });
      const { id } = queue.visible[0]!;
      const acting = queue.act(id);
      queue.dismiss(id);
      answer('late');
      await acting;
      expect(queue.visible).toEqual([]);
      const action = undo();
      queue.show('again', action);
      const again = queue.visible[0]!.id;
      queue.clear();
      await queue.act(again);
      expect(action.run).not.toHaveBeenCalled();
    });
  });
});
