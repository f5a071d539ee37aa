import { describe, expect, test } from 'vitest';
import { detectLanguage, languageOf } from '../../../src/lib/languages';

describe('detectLanguage: a first visit’s language from the browser’s preferences', () => {
  test.each([
    [['en-US'], 'en'],
    [['en-US', 'en'], 'en'],
    [['ko-KR'], 'ko'],
    [['ko'], 'ko'],
    [['KO-kr', 'en-US'], 'ko'],
    [['en-GB', 'ko-KR'], 'en'],
    // The first of Korean or English decides, after languages the app does not have.
    [['ja-JP', 'ko-KR'], 'ko'],
    [['fr-FR', 'en'], 'en'],
    // Other languages only: English.
    [['ja-JP'], 'en'],
    [['zh-Hans-CN', 'de'], 'en'],
    // No preferences at all: the exchange's default.
    [[], 'ko'],
  ] as const)('%j → %s', (preferred, language) => {
    expect(detectLanguage(preferred)).toBe(language);
  });
});

test.each([
  ['ko', 'ko'],
  ['en', 'en'],
  ['en-US', 'ko'],
  ['', 'ko'],
])('i18next language %s → %s', (code, language) => {
  expect(languageOf(code)).toBe(language);
});
