/**
 * localStorage that never throws, for the versioned records the app keeps (settings, chart settings,
 * coin-list preferences, workspace layouts). A browser that refuses storage (privacy mode, quota) only
 * means nothing is kept: reads give null, so each record's parser falls back to its defaults.
 */

/** The stored text under `key`, or null when there is none or storage is refused. */
export function readStoredText(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `text` under `key`; when storage refuses, `onRefused` hears why (default: nothing is said). */
export function writeStoredText(key: string, text: string, onRefused?: (error: unknown) => void): void {
  try {
    globalThis.localStorage?.setItem(key, text);
  } catch (error) {
    onRefused?.(error);
  }
}
