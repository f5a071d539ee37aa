import { describe, expect, test } from 'vitest';
import { TEXT_BUNDLE_NAMES } from '../../../src/i18n/text-bundles';
import { hangulWords, latinWords } from '../../fixtures/foreign-words';
import { BUNDLES, en, ko } from '../../fixtures/texts';

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  }
  return out;
}

const koLeaves = leaves(ko);
const enLeaves = leaves(en);

function variables(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!).sort()
    : [];
}

describe('locales', () => {
  // Per bundle: a page loads one language's bundles, so a key in the other bundle would show as its key.
  test.each(TEXT_BUNDLE_NAMES)('the %s bundle has exactly the same keys in ko and en', (bundle) => {
    const koKeys = [...leaves(BUNDLES.ko[bundle]).keys()];
    const enKeys = [...leaves(BUNDLES.en[bundle]).keys()];
    const missingInEn = koKeys.filter((key) => !enKeys.includes(key));
    const missingInKo = enKeys.filter((key) => !koKeys.includes(key));
    expect({ missingInEn, missingInKo }).toEqual({ missingInEn: [], missingInKo: [] });
  });

  // Bundles are merged key by key: a key in two bundles would show one bundle's text or the other's.
  test('each key lives in one bundle only', () => {
    const keys = TEXT_BUNDLE_NAMES.flatMap((bundle) => [...leaves(BUNDLES.en[bundle]).keys()]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  test('every text is a non-empty string', () => {
    const bad = [...koLeaves, ...enLeaves].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  test('both languages use the same interpolation variables', () => {
    const mismatched = [...enLeaves.keys()].filter(
      (key) => variables(enLeaves.get(key)).join() !== variables(koLeaves.get(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  // The rendered views are scanned too (tests/browser/i18n), with the exchange's answers in them.
  test('each language reads in itself: no Latin word in a Korean text, no Hangul in an English one', () => {
    /** A text as shown: its placeholders, markup, nested keys and date-format letters are not words of it. */
    const shown = (text: unknown) =>
      String(text)
        .replace(/{{[^}]*}}|<[^>]*>|\$t\([^)]*\)|\\n/g, ' ')
        .replace(/\b[yMdHms]+\b/g, ' ');
    const foreign = (texts: Map<string, unknown>, words: (text: string) => string[]) =>
      [...texts].flatMap(([key, text]) => words(shown(text)).map((word) => `${key}: ${word}`));
    expect(foreign(koLeaves, latinWords)).toEqual([]);
    expect(foreign(enLeaves, (text) => hangulWords(text))).toEqual([]);
  });
});
