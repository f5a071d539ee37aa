/**
 * The recently run commands (their ids, most recent first), kept in localStorage: pure rules to read the
 * stored text (anything unreadable is no history) and to add a run.
 */

/** How many recent commands are kept. */
export const RECENT_KEPT = 8;

/** The storage key; its version changes with the stored shape. */
export const RECENT_STORAGE_KEY = 'tradedeck.commandPalette.recent.v1';

/** The ids a stored text holds; null or a damaged text is an empty history. */
export function parseRecent(text: string | null): string[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is string => typeof id === 'string').slice(0, RECENT_KEPT);
  } catch {
    return [];
  }
}

/** The history after running `id`: it comes first, once, and the oldest beyond RECENT_KEPT go. */
export function withRecent(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((other) => other !== id)].slice(0, RECENT_KEPT);
}
