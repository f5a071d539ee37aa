import { describe, expect, test } from 'vitest';
import type { WindowPlacement } from '../../../contract/workspace-layout';
import {
  PLACEMENT_CHECK_MS,
  PLACEMENT_SETTLE_MS,
  watchPlacement,
  type PlacementTimers,
} from '../../../src/workspace/popout-placement';
import type { ScreenDetailsLike } from '../../../src/workspace/window-placement-screens';

/** One-shot timers on a clock the test moves. */
class FakeTimers implements PlacementTimers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();

  setTimeout(callback: () => void, ms: number): number {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  }

  clearTimeout(id: unknown): void {
    this.pending.delete(id as number);
  }

  get count(): number {
    return this.pending.size;
  }

  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.pending].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = end;
  }
}

/** A window as the watcher reads it: position, content size, its screen, resize events. */
class FakeWindow extends EventTarget {
  screenX = 100;
  screenY = 80;
  innerWidth = 420;
  innerHeight = 240;
  screen = { availLeft: 0, availTop: 25, availWidth: 1512, availHeight: 920 };
}

const MONITOR = { label: 'DELL U2720Q', availLeft: 1512, availTop: 0, availWidth: 2560, availHeight: 1400 };

function watch(details: ScreenDetailsLike | null = null) {
  const win = new FakeWindow();
  const timers = new FakeTimers();
  const told: WindowPlacement[] = [];
  let screensAsked = 0;
  const watcher = watchPlacement({
    report: (placement) => told.push(placement),
    win: win as unknown as Window,
    timers,
    screens: () => {
      screensAsked += 1;
      return Promise.resolve(details);
    },
  });
  return { win, timers, told, watcher, screensAsked: () => screensAsked };
}

/** Lets the screens' promise settle. */
const screensKnown = () => Promise.resolve();

describe('watchPlacement: a pop-out telling where its window is', () => {
  test('told once on open, with the plain screen when the API is not granted', async () => {
    const { told, timers, screensAsked } = watch();
    await screensKnown();
    expect(screensAsked()).toBe(1);
    expect(told).toEqual([
      {
        left: 100,
        top: 80,
        width: 420,
        height: 240,
        screen: { label: '', left: 0, top: 25, width: 1512, height: 920 },
      },
    ]);
    timers.advance(10 * PLACEMENT_CHECK_MS);
    expect(told).toHaveLength(1);
  });

  test('with the API granted: the screen it is on, by its label', async () => {
    const { told } = watch({ screens: [MONITOR], currentScreen: MONITOR });
    await screensKnown();
    expect(told[0]?.screen).toEqual({ label: 'DELL U2720Q', left: 1512, top: 0, width: 2560, height: 1400 });
  });

  test('a resize is told once it settles, as one message however many events', async () => {
    const { win, told, timers } = watch();
    await screensKnown();
    for (const width of [500, 600, 700]) {
      win.innerWidth = width;
      win.dispatchEvent(new Event('resize'));
      timers.advance(PLACEMENT_SETTLE_MS / 2);
    }
    expect(told).toHaveLength(1);
    timers.advance(PLACEMENT_SETTLE_MS);
    expect(told).toHaveLength(2);
    expect(told[1]).toMatchObject({ width: 700, height: 240 });
  });

  test('a move (no event) is found by the check and told once settled', async () => {
    const { win, told, timers } = watch();
    await screensKnown();
    win.screenX = 2000;
    win.screenY = 40;
    timers.advance(PLACEMENT_CHECK_MS);
    expect(told).toHaveLength(1);
    timers.advance(PLACEMENT_SETTLE_MS);
    expect(told.map((p) => [p.left, p.top])).toEqual([
      [100, 80],
      [2000, 40],
    ]);
    timers.advance(5 * PLACEMENT_CHECK_MS);
    expect(told).toHaveLength(2);
  });

  test('a change undone before it settles is not told', async () => {
    const { win, told, timers } = watch();
    await screensKnown();
    win.innerHeight = 300;
    win.dispatchEvent(new Event('resize'));
    win.innerHeight = 240;
    timers.advance(PLACEMENT_SETTLE_MS);
    expect(told).toHaveLength(1);
  });

  test('dispose ends its timers and its listener: nothing more is told', async () => {
    const { win, told, timers, watcher } = watch();
    await screensKnown();
    win.dispatchEvent(new Event('resize'));
    expect(timers.count).toBe(2);
    watcher.dispose();
    expect(timers.count).toBe(0);
    win.innerWidth = 999;
    win.dispatchEvent(new Event('resize'));
    timers.advance(10 * PLACEMENT_CHECK_MS);
    expect(told).toHaveLength(1);
    expect(timers.count).toBe(0);
  });

  test('disposed before the screens are known: never tells, starts no timer', async () => {
    const { told, timers, watcher } = watch();
    watcher.dispose();
    await screensKnown();
    expect(told).toEqual([]);
    expect(timers.count).toBe(0);
  });
});
