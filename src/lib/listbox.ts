/**
 * Pure keyboard rules of a listbox (the WAI-ARIA select-only combobox): which option a navigation key
 * makes active, and which option a type-ahead query finds.
 */

/** How long typed characters keep adding to one type-ahead query. */
export const TYPE_AHEAD_RESET_MS = 500;
/** Options PageUp/PageDown move by. */
export const PAGE_SIZE = 10;

export type ListboxKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

export function isListboxKey(key: string): key is ListboxKey {
  return ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'].includes(key);
}

/** The active index after a navigation key; -1 (nothing active) starts before the first option. Stops at the ends. */
export function listboxIndex(key: ListboxKey, current: number, count: number): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const moved = {
    ArrowDown: current + 1,
    ArrowUp: current < 0 ? last : current - 1,
    Home: 0,
    End: last,
    PageDown: current + PAGE_SIZE,
    PageUp: current - PAGE_SIZE,
  }[key];
  return Math.min(last, Math.max(0, moved));
}

/**
 * The option a type-ahead query finds: the first title starting with the query (case-insensitive),
 * searching after `current` first when the query is one repeated character (so pressing "b" again moves
 * from one "b…" option to the next); -1 when nothing matches.
 */
export function typeAheadIndex(titles: readonly string[], query: string, current: number): number {
  if (query === '' || titles.length === 0) return -1;
  const needle = query.toLocaleLowerCase();
  const chars = [...needle];
  const repeated = chars.every((char) => char === chars[0]);
  const search = repeated ? (chars[0] ?? needle) : needle;
  const start = repeated ? current + 1 : Math.max(0, current);
  for (let offset = 0; offset < titles.length; offset++) {
    const index = (start + offset) % titles.length;
    if ((titles[index] ?? '').toLocaleLowerCase().startsWith(search)) return index;
  }
  return -1;
}
