/**
 * The indicators' texts against the library: every kind, line, parameter, price source, choice option and
 * parameter problem has its text in both languages (a missing one would show as its key).
 */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import {
  choiceName,
  kindName,
  kindShort,
  lineName,
  paramName,
  problemText,
  sourceName,
} from '../../../../src/render/chart/indicator-texts';
import { INDICATORS, PRICE_SOURCES } from '../../../../src/render/chart/chart-studies';
import { en, ko } from '../../../fixtures/texts';

const instance = i18next.createInstance();
await instance.init({
  resources: { en: { translation: en }, ko: { translation: ko } },
  lng: 'en',
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

const params = INDICATORS.flatMap((definition) => definition.params);

describe.each(['en', 'ko'] as const)('in %s', (language) => {
  const t = instance.getFixedT(language) as TFunction;
  /** What each builder gives for each name, with its key where the text is missing. */
  const shown = (texts: [string, string][]) => texts.filter(([, text]) => text.startsWith('chart.'));

  test('every kind has a name, a legend name and search words', () => {
    const texts = INDICATORS.flatMap(({ kind }): [string, string][] => [
      [kind, kindName(t, kind)],
      [kind, kindShort(t, kind)],
      [kind, t(`chart.indicators.kinds.${kind}.keywords`)],
    ]);
    expect(shown(texts)).toEqual([]);
  });

  test('every line, parameter, source and option of every definition has its text', () => {
    const texts: [string, string][] = [
      ...INDICATORS.flatMap((definition) =>
        definition.lines.map((line): [string, string] => [
          line.name,
          lineName(t, definition.kind, line.name),
        ]),
      ),
      ...params.map((spec): [string, string] => [spec.name, paramName(t, spec.name)]),
      ...PRICE_SOURCES.map((source): [string, string] => [source, sourceName(t, source)]),
      ...params.flatMap((spec) =>
        spec.type === 'choice'
          ? spec.options.map((option): [string, string] => [option, choiceName(t, spec.name, option)])
          : [],
      ),
    ];
    expect(shown(texts)).toEqual([]);
  });

  test('every parameter problem has its text, with its limits as a trader reads them', () => {
    const texts: [string, string][] = [
      ['missing', problemText(t, { param: 'length', problem: 'missing' })],
      ['unknown', problemText(t, { param: 'length', problem: 'unknown' })],
      ['choice', problemText(t, { param: 'source', problem: 'choice', options: PRICE_SOURCES })],
      ['time', problemText(t, { param: 'anchorTime', problem: 'time' })],
    ];
    expect(shown(texts)).toEqual([]);
    const whole = problemText(t, { param: 'length', problem: 'whole', min: 1, max: 2000 });
    const range = problemText(t, { param: 'mult', problem: 'range', min: 0.001, max: 50 });
    expect([whole, range]).toEqual(
      language === 'en'
        ? ['Enter a whole number from 1 to 2,000.', 'Enter a number from 0.001 to 50.']
        : ['1~2,000 사이의 정수를 입력해 주세요.', '0.001~50 사이의 숫자를 입력해 주세요.'],
    );
  });
});

test('the texts name what a trader expects', () => {
  const t = instance.getFixedT('ko') as TFunction;
  expect(kindName(t, 'rsi')).toBe('상대강도지수 (RSI)');
  expect(kindShort(t, 'ichimoku')).toBe('일목균형표');
  expect(sourceName(t, 'close')).toBe('종가');
  expect(sourceName(t, 'hl2')).toBe('(고+저)/2');
  const english = instance.getFixedT('en') as TFunction;
  expect(kindName(english, 'rsi')).toBe('Relative Strength Index');
  expect(kindShort(english, 'anchoredVwap')).toBe('Anchored VWAP');
  expect(choiceName(english, 'anchor', 'week')).toBe('Week');
});
