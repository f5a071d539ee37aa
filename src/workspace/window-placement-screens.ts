/**
 * The screens as the browser tells them, for window placement (window-placement.ts): the Window Management
 * API's (`window.getScreenDetails()`, Chromium; its permission "window-management") where it is offered,
 * else the current `window.screen` alone. Asking for the permission shows the browser's prompt, so only a
 * user's gesture asks (`ask`: the desk's restore); everything else reads the screens only once granted.
 */
import type { PlacementScreen } from '../../contract/workspace-layout';

/** One screen as the Window Management API describes it (ScreenDetailed): what placement reads of it. */
export interface DetailedScreen {
  label: string;
  availLeft: number;
  availTop: number;
  availWidth: number;
  availHeight: number;
}

/** The API's live list (ScreenDetails): it follows screens plugged in and the window moving between them. */
export interface ScreenDetailsLike {
  screens: readonly DetailedScreen[];
  currentScreen: DetailedScreen;
}

type WindowWithScreens = Window & { getScreenDetails?: () => Promise<ScreenDetailsLike> };

/** A screen as a placement keeps it: its label and available box. */
export function placementScreen(screen: DetailedScreen): PlacementScreen {
  return {
    label: typeof screen.label === 'string' ? screen.label : '',
    left: screen.availLeft,
    top: screen.availTop,
    width: screen.availWidth,
    height: screen.availHeight,
  };
}

/**
 * The window's current screen without the API: `window.screen`, whose availLeft/availTop Chromium and
 * Firefox give (0 elsewhere), unlabelled.
 */
export function plainScreen(win: Window = window): PlacementScreen {
  const screen = win.screen as Screen & Partial<Pick<DetailedScreen, 'availLeft' | 'availTop'>>;
  return placementScreen({
    label: '',
    availLeft: screen.availLeft ?? 0,
    availTop: screen.availTop ?? 0,
    availWidth: screen.availWidth,
    availHeight: screen.availHeight,
  });
}

/** True when the user granted the Window Management permission; never asks. */
async function granted(win: Window): Promise<boolean> {
  try {
    const status = await win.navigator.permissions.query({ name: 'window-management' as PermissionName });
    return status.state === 'granted';
  } catch {
    // A browser that does not know the permission's name.
    return false;
  }
}

/**
 * The API's screens: null where the browser has no such API or the user did not grant it. With `ask` (on a
 * user's gesture only) the browser asks the user when they have not decided yet.
 */
export async function screenDetails(ask: boolean, win: Window = window): Promise<ScreenDetailsLike | null> {
  const withScreens = win as WindowWithScreens;
  if (typeof withScreens.getScreenDetails !== 'function') return null;
  if (!ask && !(await granted(win))) return null;
  try {
    return await withScreens.getScreenDetails();
  } catch {
    // Refused, or no screens to tell (a frame without the permission policy).
    return null;
  }
}
