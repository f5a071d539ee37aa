/**
 * Browser storage that never throws, for the versioned records the app keeps: localStorage (settings,
 * chart settings, coin-list preferences, workspace layouts) by default, sessionStorage for what belongs
 * to one tab (the order panel's kept orders). A browser that refuses storage (privacy mode, quota) only
 * means nothing is kept: reads give null, so each record's parser falls back to its defaults.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

/** The stored text under `key`, or null when there is none or storage is refused. */
export function readStoredText(key: string, area: StorageArea = 'localStorage'): string | null {
  try {
    return globalThis[area]?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `text` under `key`; when storage refuses, `onRefused` hears why (default: nothing is said). */
export function writeStoredText(
  key: string,
  text: string,
  onRefused?: (error: unknown) => void,
  area: StorageArea = 'localStorage',
): void {
  try {
    globalThis[area]?.setItem(key, text);
  } catch (error) {
    onRefused?.(error);
  }
}
