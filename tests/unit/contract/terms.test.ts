import { describe, expect, test } from 'vitest';
import {
  parseTermsVersionRef,
  TERMS_TYPES,
  termsHistorySchema,
  versionInEffect,
  type TermsVersionRef,
} from '../../../contract';

describe('parseTermsVersionRef', () => {
  test.each<[string, TermsVersionRef | null]>([
    ['current', { kind: 'current' }],
    ['2024-07-19', { kind: 'date', date: '2024-07-19' }],
    ['2024-02-29', { kind: 'date', date: '2024-02-29' }],
    ['7', { kind: 'id', versionId: 7 }],
    ['123456789', { kind: 'id', versionId: 123_456_789 }],
    // No such day, not a day, not a positive id: none of the three.
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-7-19', null],
    ['0', null],
    ['07', null],
    ['-1', null],
    ['1.5', null],
    ['1234567890', null],
    ['CURRENT', null],
    ['', null],
    ['current ', null],
  ])('%j → %j', (segment, expected) => {
    expect(parseTermsVersionRef(segment)).toEqual(expected);
  });
});

describe('versionInEffect', () => {
  const versions = [
    { id: 'b', effectiveDate: '2024-07-19' },
    { id: 'c', effectiveDate: '2025-09-01' },
    { id: 'a', effectiveDate: '2023-03-01' },
  ];
  test.each([
    ['2022-12-31', null],
    ['2023-03-01', 'a'],
    ['2024-07-18', 'a'],
    ['2024-07-19', 'b'],
    ['2025-08-31', 'b'],
    ['2025-09-01', 'c'],
    ['2030-01-01', 'c'],
  ])('on %s the version in effect is %s (whatever the order given)', (date, expected) => {
    expect(versionInEffect(versions, date)?.id ?? null).toBe(expected);
  });

  test('no versions: none in effect', () => {
    expect(versionInEffect([], '2025-01-01')).toBeNull();
  });
});

test('the type list has no duplicates, and a history names a known type with at least one version', () => {
  expect(new Set(TERMS_TYPES).size).toBe(TERMS_TYPES.length);
  const summary = { versionId: 1, type: 'terms', effectiveDate: '2024-07-19', title: 'T' };
  expect(
    termsHistorySchema.safeParse({ type: 'terms', currentVersionId: 1, versions: [summary] }).success,
  ).toBe(true);
  expect(termsHistorySchema.safeParse({ type: 'terms', currentVersionId: 1, versions: [] }).success).toBe(
    false,
  );
  expect(
    termsHistorySchema.safeParse({ type: 'nope', currentVersionId: 1, versions: [summary] }).success,
  ).toBe(false);
});
