/**
 * A pop-out window watching where it is (contract/workspace-layout.ts WindowPlacement): its outer position
 * (screenX/screenY), its content size (innerWidth/innerHeight: window.open's width and height set the
 * content box, so keeping the outer size would grow the window by its frame at each restore) and its
 * screen (the Window Management API's when the user granted it, else `window.screen`). Told once the
 * screens are known, then again when it has settled after a change. Browsers fire `resize` but have no
 * move event, so the position is compared every PLACEMENT_CHECK_MS while the window is open: a few numbers
 * read once a second, which costs nothing beside the panel; a change is told PLACEMENT_SETTLE_MS after the
 * last one seen, so a drag across the screen is one message. Every timer is this watcher's and ends with it.
 */
import type { WindowPlacement } from '../../contract/workspace-layout';
import {
  placementScreen,
  plainScreen,
  screenDetails,
  type ScreenDetailsLike,
} from './window-placement-screens';

/** How often the window's position is compared with the last told (there is no move event). */
export const PLACEMENT_CHECK_MS = 1_000;
/** How long a change must hold before it is told. */
export const PLACEMENT_SETTLE_MS = 500;

/** Where `win` is now, on the API's current screen when `details` are known. */
export function readPlacement(win: Window, details: ScreenDetailsLike | null): WindowPlacement {
  return {
    left: Math.round(win.screenX),
    top: Math.round(win.screenY),
    width: Math.max(1, Math.round(win.innerWidth)),
    height: Math.max(1, Math.round(win.innerHeight)),
    screen: details ? placementScreen(details.currentScreen) : plainScreen(win),
  };
}

/** One-shot timers, injected so that tests drive the watcher with fake time. */
export interface PlacementTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const browserTimers: PlacementTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
};

const samePlacement = (a: WindowPlacement, b: WindowPlacement) => JSON.stringify(a) === JSON.stringify(b);

export interface PlacementWatchOptions {
  /** Told the window's placement: on open, and after each settled change. */
  report(placement: WindowPlacement): void;
  win?: Window;
  timers?: PlacementTimers;
  /** The screens (defaults to the API's when granted; never asks). */
  screens?(): Promise<ScreenDetailsLike | null>;
}

export interface PlacementWatch {
  dispose(): void;
}

export function watchPlacement({
  report,
  win = window,
  timers = browserTimers,
  screens = () => screenDetails(false, win),
}: PlacementWatchOptions): PlacementWatch {
  let details: ScreenDetailsLike | null = null;
  let told: WindowPlacement | null = null;
  let checkTimer: unknown;
  let settleTimer: unknown;
  let disposed = false;

  const tell = () => {
    settleTimer = undefined;
    const now = readPlacement(win, details);
    if (told !== null && samePlacement(told, now)) return;
    told = now;
    report(now);
  };
  const settle = () => {
    if (settleTimer !== undefined) timers.clearTimeout(settleTimer);
    settleTimer = timers.setTimeout(tell, PLACEMENT_SETTLE_MS);
  };
  const check = () => {
    checkTimer = timers.setTimeout(check, PLACEMENT_CHECK_MS);
    // A change already waiting to settle is not put off by the check (a resize puts it off).
    if (settleTimer === undefined && told !== null && !samePlacement(told, readPlacement(win, details)))
      settle();
  };
  const onResize = () => settle();

  const start = (known: ScreenDetailsLike | null) => {
    if (disposed) return;
    details = known;
    tell();
    check();
  };
  void screens().then(start, () => start(null));
  win.addEventListener('resize', onResize);
  return {
    dispose() {
      disposed = true;
      win.removeEventListener('resize', onResize);
      if (checkTimer !== undefined) timers.clearTimeout(checkTimer);
      if (settleTimer !== undefined) timers.clearTimeout(settleTimer);
      checkTimer = undefined;
      settleTimer = undefined;
    },
  };
}
