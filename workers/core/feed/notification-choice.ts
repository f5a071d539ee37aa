/**
 * Which window shows a notification (ARCHITECTURE.md, "Notifications have one path": one toast in one
 * window, however many are open). Pure: the windows as the feed worker knows them in, one window out.
 *
 * 1. A focused window: the member is looking at it. When two claim focus (the first one's blur has not
 *    reached the worker yet when the second's focus does), the later claim wins: it is the newer fact.
 * 2. Else the most recently focused one: the window the member left last, where they will look first.
 * 3. Else the most recently opened one (no window was ever focused: opened in the background).
 *
 * A focused claim from a hidden window does not count as focused (a window cannot be looked at while
 * hidden; a blur lost on the way must not keep a minimised window first), but its time of focus stays.
 * Windows already tried for this notification (their answer never came: closed or frozen) are left out.
 * Times are the worker's clock when each report arrived, with `order` breaking ties of equal times.
 */

export interface WindowPresence<Id> {
  id: Id;
  /** The window has the focus (document.hasFocus()) as it last reported. */
  focused: boolean;
  /** The document is visible (visibilityState 'visible') as it last reported. */
  visible: boolean;
  /** When it last reported focus (worker clock), or null if never. */
  focusedAt: number | null;
  /** When it attached (worker clock). */
  openedAt: number;
  /** Arrival order of its last report (or attach), higher is later: breaks ties of equal times. */
  order: number;
}

/** The choice, and whether the chosen window is focused (false: no window of the app is). */
export interface WindowChoice<Id> {
  id: Id;
  focused: boolean;
}

const isFocused = (window: WindowPresence<unknown>) => window.focused && window.visible;

/** Later of two by `time`, then by `order`. */
function later<Id>(
  a: WindowPresence<Id>,
  b: WindowPresence<Id>,
  time: (window: WindowPresence<Id>) => number,
): WindowPresence<Id> {
  const ta = time(a);
  const tb = time(b);
  if (ta !== tb) return ta > tb ? a : b;
  return a.order >= b.order ? a : b;
}

function latest<Id>(
  windows: readonly WindowPresence<Id>[],
  time: (window: WindowPresence<Id>) => number,
): WindowPresence<Id> | undefined {
  let best: WindowPresence<Id> | undefined;
  for (const window of windows) best = best ? later(best, window, time) : window;
  return best;
}

/** The window to show a notification in, among `windows` less `excluded`; null when none is left. */
export function chooseWindow<Id>(
  windows: readonly WindowPresence<Id>[],
  excluded: ReadonlySet<Id> = new Set(),
): WindowChoice<Id> | null {
  const open = windows.filter((window) => !excluded.has(window.id));
  const focused = latest(open.filter(isFocused), (window) => window.focusedAt ?? -Infinity);
  if (focused) return { id: focused.id, focused: true };
  const wasFocused = latest(
    open.filter((window) => window.focusedAt !== null),
    (window) => window.focusedAt!,
  );
  if (wasFocused) return { id: wasFocused.id, focused: false };
  const newest = latest(open, (window) => window.openedAt);
  return newest ? { id: newest.id, focused: false } : null;
}
