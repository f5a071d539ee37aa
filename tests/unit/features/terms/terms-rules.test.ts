import { describe, expect, test } from 'vitest';
import type { TermsHistory } from '../../../../contract';
import {
  dateParamFor,
  isScrolledToEnd,
  termsConfirm,
  termsDateOptions,
  termsRefOfDateParam,
  termsTypeOfPage,
  type TermsGate,
} from '../../../../src/features/terms/terms-rules';

describe('termsTypeOfPage', () => {
  test.each([
    ['termsService', 'terms'],
    ['termsApi', 'api'],
    ['termsPrivacy', 'customer'],
    ['termsVideoDevice', 'image_information'],
    ['home', null],
  ] as const)('%s shows %s', (page, type) => {
    expect(termsTypeOfPage(page)).toBe(type);
  });
});

describe('termsRefOfDateParam', () => {
  test.each([
    [null, 'current'],
    ['2024-07-19', '2024-07-19'],
    ['2024-02-30', 'current'],
    ['yesterday', 'current'],
    ['', 'current'],
    ['12', 'current'],
  ])('date=%j asks for %s', (param, ref) => {
    expect(termsRefOfDateParam(param)).toBe(ref);
  });
});

describe('termsDateOptions', () => {
  const summary = (versionId: number, effectiveDate: string) => ({
    versionId,
    type: 'terms' as const,
    effectiveDate,
    title: 'Terms',
  });
  const history: TermsHistory = {
    type: 'terms',
    currentVersionId: 3,
    // Out of order on purpose: the options are newest first whatever the answer's order.
    versions: [summary(1, '2023-03-01'), summary(3, '2025-09-01'), summary(2, '2024-07-19')],
  };

  test('newest first, the current one marked', () => {
    expect(termsDateOptions(history)).toEqual([
      { date: '2025-09-01', current: true },
      { date: '2024-07-19', current: false },
      { date: '2023-03-01', current: false },
    ]);
  });

  test('choosing the current version drops the date from the address; another day keeps it', () => {
    expect(dateParamFor({ date: '2025-09-01', current: true })).toBeNull();
    expect(dateParamFor({ date: '2024-07-19', current: false })).toBe('2024-07-19');
  });
});

describe('termsConfirm (the scroll gate and the agree checkbox)', () => {
  const gate = (change: Partial<TermsGate>): TermsGate => ({
    loaded: true,
    agreeRequired: false,
    agreed: false,
    scrollRequired: false,
    reachedEnd: false,
    ...change,
  });
  test.each<[string, Partial<TermsGate>, { enabled: boolean; press: 'scrollToEnd' | 'confirm' }]>([
    ['plain document', {}, { enabled: true, press: 'confirm' }],
    ['still loading', { loaded: false }, { enabled: false, press: 'confirm' }],
    ['agree box unchecked', { agreeRequired: true }, { enabled: false, press: 'confirm' }],
    ['agree box checked', { agreeRequired: true, agreed: true }, { enabled: true, press: 'confirm' }],
    ['scroll required, not at the end', { scrollRequired: true }, { enabled: true, press: 'scrollToEnd' }],
    [
      'scroll required, at the end',
      { scrollRequired: true, reachedEnd: true },
      { enabled: true, press: 'confirm' },
    ],
    [
      'both, unchecked, not at the end',
      { agreeRequired: true, scrollRequired: true },
      { enabled: false, press: 'scrollToEnd' },
    ],
    [
      'both, checked, not at the end',
      { agreeRequired: true, agreed: true, scrollRequired: true },
      { enabled: true, press: 'scrollToEnd' },
    ],
    [
      'both, checked, at the end',
      { agreeRequired: true, agreed: true, scrollRequired: true, reachedEnd: true },
      { enabled: true, press: 'confirm' },
    ],
    ['the end reached without scroll required', { reachedEnd: true }, { enabled: true, press: 'confirm' }],
  ])('%s', (_name, change, expected) => {
    expect(termsConfirm(gate(change))).toEqual(expected);
  });
});

describe('isScrolledToEnd', () => {
  test.each([
    [{ scrollTop: 0, clientHeight: 300, scrollHeight: 300 }, true],
    [{ scrollTop: 0, clientHeight: 300, scrollHeight: 1000 }, false],
    [{ scrollTop: 700, clientHeight: 300, scrollHeight: 1000 }, true],
    [{ scrollTop: 698.5, clientHeight: 300, scrollHeight: 1000 }, true],
    [{ scrollTop: 697, clientHeight: 300, scrollHeight: 1000 }, false],
  ])('%j → %s', (box, expected) => {
    expect(isScrolledToEnd(box)).toBe(expected);
  });
});
