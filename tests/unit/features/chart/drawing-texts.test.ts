/** The drawings' measure words in both languages, as the date range and the info line write them. */
import i18next, { type TFunction } from 'i18next';
import { expect, test } from 'vitest';
import { drawingTexts } from '../../../../src/features/chart/drawing-texts';
import { spanText } from '../../../../src/render/chart/drawing-tools';
import { en, ko } from '../../../fixtures/texts';

const instance = i18next.createInstance();
await instance.init({
  resources: { en: { translation: en }, ko: { translation: ko } },
  lng: 'en',
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

test.each([
  ['en', '1,250 bars', '3d 4h', '2h 5m'],
  ['ko', '1,250봉', '3일 4시간', '2시간 5분'],
] as const)('in %s: %s, %s, %s', (language, bars, days, hours) => {
  const texts = drawingTexts(instance.getFixedT(language) as TFunction);
  expect(texts.bars(1250)).toBe(bars);
  expect(spanText(3 * 86_400 + 4 * 3600, texts)).toBe(days);
  expect(spanText(2 * 3600 + 5 * 60, texts)).toBe(hours);
});
