import { describe, expect, test } from 'vitest';
import {
  indicatorSearchIndex,
  matchingKinds,
  PICKER_KINDS,
  pickerRows,
  pickerSections,
  type IndicatorWordTable,
} from '../../../../../src/features/chart/rules/indicator-picker';
import { toggleFavourite } from '../../../../../src/features/chart/rules/chart-settings';
import { INDICATORS, type IndicatorKind } from '../../../../../src/render/chart/chart-studies';
import { en, ko } from '../../../../fixtures/texts';

// The picker searches the words of both languages, whichever the page shows.
const index = indicatorSearchIndex([en.chart.indicators.kinds, ko.chart.indicators.kinds]);
const MOVING_AVERAGES: IndicatorKind[] = ['sma', 'ema', 'wma', 'macd'];

describe('the indicator search', () => {
  test.each<[string, string, IndicatorKind[]]>([
    ['Korean initials of a name', 'ㅅㄷㄱㄷ', ['rsi']],
    ['the initials of a word in several names', 'ㅇㄷㅍㄱ', MOVING_AVERAGES],
    ['initials of a whole name', 'ㅇㅁㄱㅎㅍ', ['ichimoku']],
    ['a Korean word', '이동평균', MOVING_AVERAGES],
    ['a Korean name begun', '볼린', ['bollinger']],
    ['a half-typed syllable', '스토캐', ['stochastic', 'stochRsi']],
    ['a Korean search word', '밴드', ['bollinger', 'keltner']],
    ['a legend name, lower case', 'rsi', ['rsi', 'stochRsi']],
    ['a legend name, upper case', 'RSI', ['rsi', 'stochRsi']],
    ['a legend name unlike the name', 'bb', ['bollinger']],
    ['the other legend name of the same kind', 'dmi', ['adx']],
    ['an English name begun', 'relative strength', ['rsi']],
    ['English search words', 'moving average', MOVING_AVERAGES],
    ['an English search word', 'volatility', ['bollinger', 'keltner', 'atr']],
    ['mixed case', 'StOcH', ['stochastic', 'stochRsi']],
    ['surrounding spaces', '  macd  ', ['macd']],
    ['nothing it names', 'supertrend', []],
  ])('%s: %j finds %j', (_name, query, expected) => {
    expect(matchingKinds(index, query)).toEqual(expected);
  });

  test('a blank query lists every kind, in the library order', () => {
    expect(matchingKinds(index, '')).toEqual(INDICATORS.map((definition) => definition.kind));
    expect(matchingKinds(index, '   ')).toEqual(PICKER_KINDS);
  });

  test('each language is searched: a word of only one of them finds its kind', () => {
    const only = (table: IndicatorWordTable) => indicatorSearchIndex([table]);
    expect(matchingKinds(only(en.chart.indicators.kinds), '상대강도')).toEqual([]);
    expect(matchingKinds(only(ko.chart.indicators.kinds), '상대강도')).toEqual(['rsi']);
    expect(matchingKinds(only(ko.chart.indicators.kinds), 'relative')).toEqual([]);
    expect(matchingKinds(only(en.chart.indicators.kinds), 'relative')).toEqual(['rsi']);
  });
});

describe('the sections', () => {
  test('favourites first, then over the price, then in a pane, each in the library order', () => {
    const sections = pickerSections(PICKER_KINDS, ['rsi', 'sma']);
    expect(sections.map((section) => section.name)).toEqual(['favourites', 'overlay', 'pane']);
    expect(sections[0]!.kinds).toEqual(['sma', 'rsi']);
    expect(sections[1]!.kinds).toEqual([
      'sma',
      'ema',
      'wma',
      'bollinger',
      'vwap',
      'anchoredVwap',
      'keltner',
      'ichimoku',
      'psar',
    ]);
    expect(sections[2]!.kinds).toEqual([
      'rsi',
      'macd',
      'stochastic',
      'stochRsi',
      'atr',
      'obv',
      'cci',
      'mfi',
      'adx',
      'volume',
    ]);
  });

  test('a section with nothing found is left out', () => {
    expect(pickerSections(['rsi', 'stochRsi'], ['sma'])).toEqual([
      { name: 'pane', kinds: ['rsi', 'stochRsi'] },
    ]);
    expect(pickerSections([], ['sma'])).toEqual([]);
  });

  test('rows: a favourite twice, each row with its own key', () => {
    const rows = pickerRows(pickerSections(['sma', 'rsi'], ['rsi']));
    expect(rows).toEqual([
      { key: 'favourites-rsi', section: 'favourites', kind: 'rsi' },
      { key: 'overlay-sma', section: 'overlay', kind: 'sma' },
      { key: 'pane-rsi', section: 'pane', kind: 'rsi' },
    ]);
  });

  test('starring adds a kind last, starring it again removes it', () => {
    expect(toggleFavourite([], 'rsi')).toEqual(['rsi']);
    expect(toggleFavourite(['rsi'], 'macd')).toEqual(['rsi', 'macd']);
    expect(toggleFavourite(['rsi', 'macd'], 'rsi')).toEqual(['macd']);
  });
});
