/**
 * The installed app's update (the service worker's side of the build check; the spec's boot-time check,
 * version-check.ts, is apart and unchanged): a newer build's worker waits, the app offers "A new version
 * is ready — Reload" (UpdatePrompt.tsx), and a page reloads only when its trader asks, or when the new
 * build took over from another window and nothing is being entered here. What holds a reload: an order
 * panel with a typed value (useReloadHold, one line in the panel), and an open dialog (a confirm).
 */
import { useEffect } from 'react';
import { proxy } from 'valtio';
import { dialogState } from './dialog-store';

export const appUpdate = proxy({
  /** A newer build's worker is installed and waiting, or took over while a reload was held. */
  ready: false,
});

let holds = 0;

/** Holds automatic reloads until the answered function is called (once). */
export function holdReload(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
  };
}

/** Holds automatic reloads while `active` (an order being entered) and the component is mounted. */
export function useReloadHold(active: boolean): void {
  useEffect(() => (active ? holdReload() : undefined), [active]);
}

/** Whether an order is being entered: a held reload (typed order values) or an open dialog. */
export function orderInProgress(): boolean {
  return holds > 0 || dialogState.entries.length > 0;
}

export type TakeOverAction = 'reload' | 'offer';

/**
 * What a page does when a newer build's worker has taken over: reload when its trader asked here (the
 * prompt's Reload), or when nothing is being entered; otherwise keep offering the reload.
 */
export function afterTakeOver(askedHere: boolean, entering: boolean): TakeOverAction {
  return askedHere || !entering ? 'reload' : 'offer';
}

/** What this page does now that a newer build's worker has taken over (`askedHere`: its Reload was pressed). */
export function actionAfterTakeOver(askedHere: boolean): TakeOverAction {
  return afterTakeOver(askedHere, orderInProgress());
}
