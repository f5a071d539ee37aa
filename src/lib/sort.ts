/**
 * Sort rules of the sortable list headers (chart spec §3, §4): a sort option names a key, an optional
 * sub-key (a field inside the key's object) and a direction. Clicking another column sorts it descending
 * first; clicking the sorted column toggles between descending and ascending.
 */

export type SortDirection = 'asc' | 'desc';

export interface SortOption {
  key: string;
  subKey?: string;
  direction: SortDirection;
}

export function nextSort(current: SortOption | null, key: string, subKey?: string): SortOption {
  const same = current !== null && current.key === key && current.subKey === subKey;
  const direction: SortDirection = same && current.direction === 'desc' ? 'asc' : 'desc';
  return subKey === undefined ? { key, direction } : { key, subKey, direction };
}

/** The aria-sort value of a header under the current sort. */
export function ariaSortFor(
  current: SortOption | null,
  key: string,
  subKey?: string,
): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key || current.subKey !== subKey) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

function fieldOf(row: unknown, key: string, subKey?: string): unknown {
  if (row === null || typeof row !== 'object') return undefined;
  const value = (row as Record<string, unknown>)[key];
  if (subKey === undefined) return value;
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[subKey] : undefined;
}

const collator = new Intl.Collator(['ko', 'en'], { numeric: true, sensitivity: 'base' });

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '' || Number.isNaN(value);
}

/** Present values: numbers (and numeric strings) by value, other strings by a Korean/English collation. */
export function compareValues(a: unknown, b: unknown): number {
  const numberA = typeof a === 'number' ? a : Number(a);
  const numberB = typeof b === 'number' ? b : Number(b);
  if (Number.isFinite(numberA) && Number.isFinite(numberB)) return numberA - numberB;
  return collator.compare(String(a), String(b));
}

/** A sorted copy; stable (equal rows keep their order) and missing values last in either direction. */
export function sortRows<T>(rows: readonly T[], sort: SortOption | null): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: fieldOf(row, sort.key, sort.subKey) }))
    .sort((a, b) => {
      const missingA = isMissing(a.value);
      const missingB = isMissing(b.value);
      if (missingA || missingB) return missingA === missingB ? a.index - b.index : missingA ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
