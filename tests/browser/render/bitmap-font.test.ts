import { Container } from 'pixi.js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ensureBitmapFont } from '../../../src/render/bitmap-font';
import { FONT_FAMILY } from '../../../src/render/drawing-style';
import { GlyphLine, measureText } from '../../../src/render/glyph-line';

const SIZE = 12;
const EXTRA = ' .,:-+/%()';
let fonts = 0;
let measured: string[] = [];

beforeEach(() => {
  measured = [];
  const original = CanvasRenderingContext2D.prototype.measureText;
  vi.spyOn(CanvasRenderingContext2D.prototype, 'measureText').mockImplementation(function (
    this: CanvasRenderingContext2D,
    text: string,
  ) {
    measured.push(text);
    return original.call(this, text);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A font no earlier test installed (fonts are installed once per name for the window). */
const freshFont = () => ensureBitmapFont(`td-test-${++fonts}`, SIZE, EXTRA);

/** The strings measured that are two glyphs (a kerning pair), not one glyph or the font's metrics probe. */
const pairs = () => measured.filter((text) => [...text].length === 2);

/** What the browser's own text layout gives for the string in the same font. */
function browserWidth(text: string): number {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${SIZE}px ${FONT_FAMILY}`;
  return context.measureText(text).width;
}

describe('bitmap fonts', () => {
  test('installing a font measures each glyph, never a pair of glyphs', () => {
    const font = freshFont();
    expect(font.chars['7']).toBeDefined();
    expect(font.chars['%']).toBeDefined();
    expect(measured.length).toBeGreaterThan(0);
    expect(pairs()).toEqual([]);
  });

  test('Korean glyphs are built when first drawn, again with no pair measured', () => {
    const font = freshFont();
    expect(font.chars['비']).toBeUndefined();
    measured = [];
    const width = measureText(font, '비트코인', SIZE);
    expect(font.chars['비']).toBeDefined();
    expect(width).toBeGreaterThan(0);
    expect(pairs()).toEqual([]);
  });

  test.each(['1,234,567.89', '-12.34%', '+0.05', '2025-01-02 13:45', '(0.00012345)'])(
    'numbers are as wide as the browser lays them out: %s',
    (text) => {
      const font = freshFont();
      expect(Math.abs(measureText(font, text, SIZE) - browserWidth(text))).toBeLessThan(0.5);
    },
  );

  test('a glyph line is laid out as wide as measureText says', () => {
    const font = freshFont();
    const line = new GlyphLine(font, SIZE);
    line.text = '95,123,000';
    line.setAnchor(1);
    // The pivot sits at the right end of the laid-out line, in font units scaled by the view.
    expect(line.view.pivot.x * line.view.scale.x).toBeCloseTo(measureText(font, '95,123,000', SIZE), 5);
  });

  test("a shorter or longer text leaves the render group's instructions as they were", () => {
    const group = new Container({ isRenderGroup: true });
    const line = new GlyphLine(freshFont(), SIZE);
    group.addChild(line.view);
    line.text = '95,123,000';
    const renderGroup = group.renderGroup!;
    renderGroup.structureDidChange = false;
    line.text = '9.5';
    line.text = '1,234,567';
    expect(renderGroup.structureDidChange).toBe(false);
    // Glyphs past the text's end draw nothing.
    const drawn = line.view.children.filter((sprite) => sprite.scale.x !== 0);
    expect(drawn).toHaveLength('1,234,567'.length);
  });
});
