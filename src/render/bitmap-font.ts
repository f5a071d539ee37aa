/**
 * Bitmap fonts of the Pixi scenes, installed once per name for the window. Glyphs not listed here are added
 * to the font the first time they are drawn (Pixi builds them on demand), so Korean names cost nothing up
 * front.
 *
 * No kerning: Pixi measures it by calling measureText for every pair of glyphs (twice), which cost 35 ms
 * in the chart popup and 103 ms on the trade page at start, and again for every Korean glyph added later
 * against every glyph already built. Digits and punctuation — prices, quantities, percentages, times — have
 * no kerning pair in the fonts we ask for (measured in Chromium: not one pair among our glyphs), so
 * numbers are drawn exactly as before. Latin pairs lose up to about 2 px at 12 px ("F.", "TA"), as DOM
 * text with `font-kerning: none`; Pixi's table applied each measured pair in both orders anyway.
 */
import { BitmapFontManager, type BitmapFont } from 'pixi.js';
import { FONT_FAMILY } from './drawing-style';

const installed = new Map<string, BitmapFont>();
const BASE_CHARS = [
  ['0', '9'],
  ['A', 'Z'],
  ['a', 'z'],
] as const;

/** Installs the font on first use; returns it either way. */
export function ensureBitmapFont(name: string, fontSize: number, extraChars: string): BitmapFont {
  const existing = installed.get(name);
  if (existing) return existing;
  const font = BitmapFontManager.install({
    name,
    style: { fontFamily: FONT_FAMILY, fontSize, fill: 0xffffff },
    chars: [...BASE_CHARS.map((range) => [...range]), extraChars],
    resolution: Math.max(1, Math.min(2, globalThis.devicePixelRatio || 1)),
    skipKerning: true,
  });
  installed.set(name, font);
  return font;
}
