import { describe, expect, test } from 'vitest';
import {
  CHART_LIGHT_THEME,
  CHART_THEME,
  TEXT_GROUNDS,
  type ChartPalette,
  type ChartTextColour,
} from '../../../../src/render/chart/chart-palette';
import { paletteContrast as contrast } from '../../../fixtures/contrast';

describe('WCAG contrast as the formula gives it', () => {
  test.each([
    [0x000000, 0xffffff, 21],
    [0xffffff, 0xffffff, 1],
    // The forecast line's old colour on the light popup.
    [0xf0c419, 0xffffff, 1.66],
    [0xe15241, 0xffffff, 3.83],
  ])('%s on %s is %s:1', (a, b, ratio) => expect(contrast(a, b)).toBeCloseTo(ratio, 2));
});

const THEMES: [string, ChartPalette][] = [
  ['dark', CHART_THEME],
  ['light', CHART_LIGHT_THEME],
];

/** Every text colour of a palette: each key whose name ends in Text, so that a new one is included. */
const textColours = (palette: ChartPalette) =>
  Object.keys(palette).filter((key): key is ChartTextColour => key.endsWith('Text'));

describe.each(THEMES)('the %s palette', (_, palette) => {
  test('has every text colour drawn at 4.5:1 or more on each ground it is drawn on', () => {
    const texts = textColours(palette);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const grounds = TEXT_GROUNDS[text];
      expect(grounds, `${text} says what it is drawn on`).toBeDefined();
      for (const ground of grounds) {
        const ratio = contrast(palette[text], palette[ground]);
        expect(ratio, `${text} on ${ground}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test("keeps chart §9's high and low colours for the markers", () => {
    expect(palette.high).toBe(0xe15241);
    expect(palette.low).toBe(0x4880ee);
  });
});
