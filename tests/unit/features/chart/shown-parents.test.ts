/** The member's parent orders as the chart shows them, in both languages: a split's range, a TWAP's limit. */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { shownLines, shownRanges } from '../../../../src/features/chart/shown-lines';
import { en, ko } from '../../../fixtures/texts';

const instance = i18next.createInstance();
await instance.init({
  resources: { en: { translation: en }, ko: { translation: ko } },
  lng: 'en',
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

describe('shownRanges', () => {
  test.each([
    ['en', 'Split 5 · buy', 'Split 3 · sell'],
    ['ko', '분할 5 · 매수', '분할 3 · 매도'],
  ] as const)('in %s a range is labelled %s, %s', (language, buy, sell) => {
    const t = instance.getFixedT(language) as TFunction;
    const ranges = shownRanges(
      [
        { side: 'buy', low: 94_000_000, high: 95_000_000, count: 5 },
        { side: 'sell', low: 96_000_000, high: 97_000_000, count: 3 },
      ],
      t,
    );
    expect(ranges).toEqual([
      { side: 'buy', low: 94_000_000, high: 95_000_000, label: buy },
      { side: 'sell', low: 96_000_000, high: 97_000_000, label: sell },
    ]);
  });
});

describe('shownLines: a TWAP’s limit', () => {
  test.each([
    ['en', 'TWAP limit'],
    ['ko', 'TWAP 한도'],
  ] as const)('in %s is a line of its side, tagged %s, neither moved nor cancelled', (language, tag) => {
    const t = instance.getFixedT(language) as TFunction;
    const lines = shownLines(
      {
        average: null,
        pending: null,
        limits: [
          { side: 'buy', price: 96_000_000 },
          { side: 'sell', price: 93_000_000 },
        ],
        coin: 'BTC-KRW',
        alerts: [],
      },
      t,
    );
    expect(lines).toEqual([
      { line: { kind: 'twapBuy', price: 96_000_000, tag }, orders: null },
      { line: { kind: 'twapSell', price: 93_000_000, tag }, orders: null },
    ]);
  });
});
