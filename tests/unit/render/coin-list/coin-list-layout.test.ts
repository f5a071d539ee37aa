import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { en, ko } from '../../../fixtures/texts';
import {
  COIN_LIST_THEME,
  estimateTextWidth,
  fitText,
  NAME_X,
  placeCoinColumns,
  widestCoinTexts,
} from '../../../../src/render/coin-list/coin-list-layout';
import { PANEL_SIZES } from '../../../../src/workspace/panel-types';
import { paletteContrast } from '../../../fixtures/contrast';

describe('the coin list theme', () => {
  // The colours a row's text is written in: names, prices, the change and the volume.
  test.each(['text', 'muted', 'up', 'down'] as const)(
    'writes %s at 4.5:1 or more on the background',
    (key) => {
      const ratio = paletteContrast(COIN_LIST_THEME[key], COIN_LIST_THEME.background);
      expect(ratio, `${key}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('the coin columns', () => {
  const NO_HEADERS = { price: 0, change: 0, volume: 0 };
  const units = { ko: ko.coinList.unit.million, en: en.coinList.unit.million };
  // The workspace's least coin list, with and without a 15 px scroll bar, the default one at 1280×800,
  // the panel's own size and wide screens.
  const least = PANEL_SIZES['coin-list'].minWidth;
  const widths = [least - 15, least, 340, PANEL_SIZES['coin-list'].width, 1280, 1920];

  /** Each column's box as its widest text draws it, left to right: name, price, change, volume. */
  function boxes(width: number, unit: string): [number, number][] {
    const widest = widestCoinTexts(unit, estimateTextWidth);
    const columns = placeCoinColumns(width, widest, NO_HEADERS);
    return [
      [NAME_X, columns.nameRight],
      [columns.priceRight - widest.price, columns.priceRight],
      [columns.changeRight - widest.change, columns.changeRight],
      [columns.volumeRight - widest.volume, columns.volumeRight],
    ];
  }

  describe.each(Object.entries(units))('in %s', (_language, unit) => {
    test.each(widths)('at %d px no two cells come closer than 8 px, and the last ends 8 px in', (width) => {
      const cells = boxes(width, unit);
      for (let i = 1; i < cells.length; i++)
        expect(cells[i]![0] - cells[i - 1]![1], `column ${i}`).toBeGreaterThanOrEqual(8);
      expect(cells[3]![1]).toBe(width - 8);
      // The name keeps room for four Hangul syllables or "Bitcoi…" before it is cut.
      expect(cells[0]![1] - cells[0]![0]).toBeGreaterThanOrEqual(48);
    });
  });

  test('a header label wider than its values widens its column, while the name keeps 48 px', () => {
    const values = widestCoinTexts(units.en, estimateTextWidth);
    const wide = placeCoinColumns(400, values, { price: 0, change: 0, volume: 100 });
    expect(wide.volumeRight - wide.changeRight).toBe(108);
    // At the least width that label would leave the name less than 48 px: the values alone set the columns.
    const narrow = placeCoinColumns(least, values, { price: 0, change: 0, volume: 100 });
    expect(narrow).toEqual(placeCoinColumns(least, values, NO_HEADERS));
    expect(narrow.nameRight - NAME_X).toBeGreaterThanOrEqual(48);
  });

  test('a wide list ends the price at 60 % and the change at 80 % of the row', () => {
    const columns = placeCoinColumns(1920, widestCoinTexts(units.ko, estimateTextWidth), NO_HEADERS);
    expect(columns).toMatchObject({ priceRight: 1152, changeRight: 1536, volumeRight: 1912 });
  });

  test('the widest Korean volume, 1,234,567백만, draws 77.4 px at 12 px (digits and commas of Arial, Hangul an em)', () => {
    expect(estimateTextWidth('1,234,567백만', 12)).toBeCloseTo(77.376, 3);
  });

  test.each([
    ['Bitcoin Cash', 100, 'Bitcoin Cash'],
    ['Bitcoin Cash', 60, 'Bitcoi…'],
    ['비트코인캐시', 60, '비트코인…'],
    ['BCH/KRW  Staking', 60, 'BCH/K…'],
    ['Bitcoin', 10, ''],
  ])('%s in %d px reads %s', (text, room, cut) => {
    const fitted = fitText(text, room, 12, estimateTextWidth);
    expect(fitted).toBe(cut);
    expect(estimateTextWidth(fitted, 12)).toBeLessThanOrEqual(room);
  });

  test('the cut is the longest that fits, as trying every length from the longest finds it', () => {
    const longestThatFits = (text: string, room: number) => {
      if (estimateTextWidth(text, 12) <= room) return text;
      const chars = Array.from(text);
      for (let count = chars.length - 1; count > 0; count--) {
        const cut = `${chars.slice(0, count).join('').trimEnd()}…`;
        if (estimateTextWidth(cut, 12) <= room) return cut;
      }
      return '';
    };
    const char = fc.constantFrom(...'Bitcoin Cash 비트코인캐시 BCH/KRW  Ⅱ.');
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), fc.integer({ min: 0, max: 300 }), (chars, room) => {
        const text = chars.join('');
        expect(fitText(text, room, 12, estimateTextWidth)).toBe(longestThatFits(text, room));
      }),
    );
  });

  test('a long name is cut in a few measures, not one per character', () => {
    const measure = vi.fn(estimateTextWidth);
    fitText('가'.repeat(200), 60, 12, measure);
    expect(measure.mock.calls.length).toBeLessThanOrEqual(10);
  });
});
