import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { versionedRecord } from '../../../src/state/versioned-record';

interface Prefs {
  size: number;
  theme: 'dark' | 'light';
}

const record = versionedRecord<Prefs>({
  key: 'test.prefs',
  version: 2,
  defaults: { size: 10, theme: 'dark' },
  fields: z.object({ size: z.number().int().catch(10), theme: z.enum(['dark', 'light']).catch('dark') }),
  // Version 1 stored the size alone, as a bare number.
  migrate: (stored) => (typeof stored === 'number' ? { size: stored, theme: 'dark' } : null),
});

describe('a versioned record in localStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  test.each([
    ['nothing stored', null, { size: 10, theme: 'dark' }],
    ['the current version', '{"version":2,"size":14,"theme":"light"}', { size: 14, theme: 'light' }],
    [
      'one bad field keeps the others',
      '{"version":2,"size":"big","theme":"light"}',
      { size: 10, theme: 'light' },
    ],
    ['an older version, migrated', '12', { size: 12, theme: 'dark' }],
    ['an unknown version', '{"version":3,"size":14,"theme":"light"}', { size: 10, theme: 'dark' }],
    ['not JSON', '{oops', { size: 10, theme: 'dark' }],
    ['JSON of another shape', '[1,2]', { size: 10, theme: 'dark' }],
  ])('%s', (_name, raw, expected) => {
    expect(record.parse(raw)).toEqual(expected);
  });

  test('is stored with its version first, extra fields dropped', () => {
    const value = { size: 16, theme: 'light', stray: true } as Prefs;
    expect(record.serialize(value)).toBe('{"version":2,"size":16,"theme":"light"}');
    expect(record.parse(record.serialize(value))).toEqual({ size: 16, theme: 'light' });
  });

  test('reads and writes under its key; storage that refuses keeps nothing and breaks nothing', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, text: string) => void store.set(key, text),
    });
    record.write({ size: 20, theme: 'light' });
    expect(store.get('test.prefs')).toBe('{"version":2,"size":20,"theme":"light"}');
    expect(record.read()).toEqual({ size: 20, theme: 'light' });
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => record.write({ size: 1, theme: 'dark' })).not.toThrow();
    expect(record.read()).toEqual({ size: 10, theme: 'dark' });
  });
});
