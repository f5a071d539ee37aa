/**
 * A small record kept in localStorage (or the tab's sessionStorage) as `{version, ...fields}` (habit 8: persisted state is versioned).
 * Read back through its schema, older forms migrated, anything else the defaults: bad stored data never
 * breaks the page. Storage that refuses (local-storage.ts) only means nothing is kept.
 */
import type { z } from 'zod';
import { readStoredText, writeStoredText, type StorageArea } from './local-storage';

export interface VersionedRecordOptions<T extends object> {
  key: string;
  version: number;
  defaults: T;
  /** The record's fields (an object schema; give fields a `.catch` so one bad value keeps the others). */
  fields: z.ZodType<T>;
  /** What an older version stored (its JSON, or the raw text when it was not JSON), or null. */
  migrate?: (stored: unknown) => T | null;
  /** Where it is kept: localStorage unless it belongs to the tab. */
  area?: StorageArea;
}

export interface VersionedRecord<T extends object> {
  readonly key: string;
  readonly version: number;
  /** Stored text (null: none) → the record. */
  parse(raw: string | null): T;
  serialize(value: T): string;
  read(): T;
  write(value: T): void;
}

export function versionedRecord<T extends object>(options: VersionedRecordOptions<T>): VersionedRecord<T> {
  const { key, version, defaults, fields, migrate, area = 'localStorage' } = options;
  const fallback = (stored: unknown): T => migrate?.(stored) ?? { ...defaults };
  const parse = (raw: string | null): T => {
    if (raw === null) return { ...defaults };
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fallback(raw);
    }
    const current =
      typeof json === 'object' && json !== null && 'version' in json && json.version === version;
    const parsed = current ? fields.safeParse(json) : null;
    return parsed?.success ? parsed.data : fallback(json);
  };
  const serialize = (value: T): string => JSON.stringify({ version, ...fields.parse(value) });
  return {
    key,
    version,
    parse,
    serialize,
    read: () => parse(readStoredText(key, area)),
    write: (value) => writeStoredText(key, serialize(value), undefined, area),
  };
}
