/**
 * Text widths from advances measured once per character (src/render/coin-list/glyph-advances.ts), against
 * the 2D context's own measureText of the whole text, in the list's fonts.
 */
import { describe, expect, test, vi } from 'vitest';
import { SPAN_PAD } from '../../../../src/render/coin-list/cell-spans';
import { GlyphAdvances } from '../../../../src/render/coin-list/glyph-advances';
import { LIST_FONTS } from '../../../../src/render/coin-list/row-text-layer';

function measured(font: string, text: string): number {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = font;
  return context.measureText(text).width;
}

describe('glyph advances', () => {
  // Numbers, the texts that change with every price: no kerning among digits and signs.
  test.each([
    [LIST_FONTS.normal, '95,000,000'],
    [LIST_FONTS.normal, '0.00001234'],
    [LIST_FONTS.normal, '+12.33%'],
    [LIST_FONTS.normal, '-100.00%'],
    [LIST_FONTS.small, '+15,125,000'],
  ])('%s %s: the width measureText gives, within half a pixel', (font, text) => {
    expect(Math.abs(new GlyphAdvances(font).width(text) - measured(font, text))).toBeLessThan(0.5);
  });

  // Words, kerned by fillText: the sum of advances is a box's width, within the span's pad.
  test.each([
    [LIST_FONTS.small, 'BTC/KRW'],
    [LIST_FONTS.normal, 'Bitcoin'],
    [LIST_FONTS.normal, '1,234,567M'],
    [LIST_FONTS.normal, '비트코인'],
    [LIST_FONTS.normal, '★'],
  ])('%s %s: the width measureText gives, within SPAN_PAD', (font, text) => {
    expect(Math.abs(new GlyphAdvances(font).width(text) - measured(font, text))).toBeLessThan(SPAN_PAD);
  });

  test('each character is measured once, whatever the texts it is in', () => {
    const advances = new GlyphAdvances(LIST_FONTS.normal);
    const measure = vi.spyOn(CanvasRenderingContext2D.prototype, 'measureText');
    advances.width('95,000,000');
    advances.width('95,001,000');
    advances.width('0,1');
    expect(measure.mock.calls.map(([text]) => text).sort()).toEqual([',', '0', '1', '5', '9']);
    measure.mockRestore();
  });

  test('a character outside the BMP counts as one', () => {
    const advances = new GlyphAdvances(LIST_FONTS.normal);
    expect(advances.width('𝟘')).toBeCloseTo(measured(LIST_FONTS.normal, '𝟘'), 5);
  });

  test('fonts keep their own advances: the small font draws narrower', () => {
    expect(new GlyphAdvances(LIST_FONTS.small).width('95,000,000')).toBeLessThan(
      new GlyphAdvances(LIST_FONTS.normal).width('95,000,000'),
    );
  });
});
