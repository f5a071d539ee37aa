// The seeded terms: every type of the contract has a published version in Korean and English, the four
// /terms pages' types have dated versions that differ, ids are unique, and the lookups answer by reference.
import { describe, expect, test } from 'vitest';
import { TERMS_TYPES, termsHistorySchema, termsVersionSchema, type TermsType } from '../../../../contract';
import { amend } from '../../../../server/terms/articles';
import { TERMS_LIBRARY, termsHistory, termsVersion } from '../../../../server/terms/terms-library';

const TODAY = '2026-11-26';
const PAGE_TYPES: TermsType[] = ['terms', 'api', 'customer', 'image_information'];
// The tags the app's sanitiser keeps (src/lib/sanitize.ts); the seed uses no other.
const ALLOWED_TAG = /^<\/?(p|strong|b|em|br|ul|ol|li)>$/;

describe('the seeded library', () => {
  test.each(TERMS_TYPES)('%s has a published version with a title and body in ko and en', (type) => {
    const versions = TERMS_LIBRARY.get(type) ?? [];
    expect(versions.length).toBeGreaterThanOrEqual(1);
    for (const version of versions)
      for (const language of ['ko', 'en'] as const) {
        expect(version.title[language].trim()).not.toBe('');
        expect(version.body[language].length).toBeGreaterThan(80);
        for (const tag of version.body[language].match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED_TAG);
      }
    // Korean is Korean, English is not.
    expect(versions[0]!.body.ko).toMatch(/[가-힣]/);
    expect(versions[0]!.body.en).not.toMatch(/[가-힣]/);
  });

  test.each(PAGE_TYPES)('%s (a /terms page) has at least two dated versions that differ', (type) => {
    const versions = TERMS_LIBRARY.get(type)!;
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(new Set(versions.map((version) => version.effectiveDate)).size).toBe(versions.length);
    expect(new Set(versions.map((version) => version.body.ko)).size).toBe(versions.length);
    expect(new Set(versions.map((version) => version.body.en)).size).toBe(versions.length);
  });

  test('version ids are unique over every type', () => {
    const ids = [...TERMS_LIBRARY.values()].flat().map((version) => version.versionId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('an amendment of an article the base lacks is refused', () => {
    const article = { heading: { ko: '목적', en: 'Purpose' }, lines: { ko: ['가'], en: ['a'] } };
    expect(amend([article], { 1: article })).toHaveLength(1);
    expect(() => amend([article], { 2: article })).toThrow(/No article 2/);
  });
});

describe('lookups', () => {
  test('history: newest first, the newest published is current, titles in the language asked for', () => {
    const history = termsHistorySchema.parse(termsHistory('terms', 'en', TODAY));
    expect(history.versions.map((version) => version.effectiveDate)).toEqual([
      '2025-09-01',
      '2024-07-19',
      '2023-03-01',
    ]);
    expect(history.currentVersionId).toBe(history.versions[0]!.versionId);
    expect(history.versions[0]!.title).toBe('Tradedeck Terms of Service');
    expect(termsHistory('terms', 'ko', TODAY)!.versions[0]!.title).toBe('트레이드덱 서비스 이용약관');
  });

  test('a version not yet in effect is not published: on 2025-08-31 the 2024 version is current', () => {
    const history = termsHistory('terms', 'ko', '2025-08-31')!;
    expect(history.versions.map((version) => version.effectiveDate)).toEqual(['2024-07-19', '2023-03-01']);
    const current = termsVersion('terms', { kind: 'current' }, 'ko', '2025-08-31')!;
    expect(current).toMatchObject({ effectiveDate: '2024-07-19', isCurrent: true });
    const future = TERMS_LIBRARY.get('terms')!.at(-1)!;
    expect(termsVersion('terms', { kind: 'id', versionId: future.versionId }, 'ko', '2025-08-31')).toBeNull();
    expect(termsHistory('terms', 'ko', '2020-01-01')).toBeNull();
  });

  test.each([
    [{ kind: 'current' } as const, '2025-09-01', true],
    [{ kind: 'date', date: '2025-09-01' } as const, '2025-09-01', true],
    [{ kind: 'date', date: '2025-08-31' } as const, '2024-07-19', false],
    [{ kind: 'date', date: '2023-03-01' } as const, '2023-03-01', false],
  ])('%j answers the version of %s (current: %s)', (ref, effectiveDate, isCurrent) => {
    const version = termsVersionSchema.parse(termsVersion('terms', ref, 'ko', TODAY));
    expect(version).toMatchObject({ type: 'terms', effectiveDate, isCurrent });
  });

  test('by id, only within its own type; before the first version, none', () => {
    const [first] = TERMS_LIBRARY.get('api')!;
    expect(termsVersion('api', { kind: 'id', versionId: first!.versionId }, 'en', TODAY)).toMatchObject({
      effectiveDate: '2023-06-01',
      isCurrent: false,
    });
    expect(termsVersion('terms', { kind: 'id', versionId: first!.versionId }, 'en', TODAY)).toBeNull();
    expect(termsVersion('api', { kind: 'date', date: '2023-05-31' }, 'en', TODAY)).toBeNull();
  });
});
