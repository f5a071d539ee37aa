/**
 * Bitmap fonts of the Pixi scenes, installed once per name for the window. Glyphs not listed here are added
 * to the font the first time they are drawn (Pixi builds them on demand), so Korean names cost nothing up
 * front.
 */
import { BitmapFontManager, type BitmapFont } from 'pixi.js';

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
    style: { fontFamily: 'Arial, Helvetica, sans-serif', fontSize, fill: 0xffffff },
    chars: [...BASE_CHARS.map((range) => [...range]), extraChars],
    resolution: Math.max(1, Math.min(2, globalThis.devicePixelRatio || 1)),
  });
  installed.set(name, font);
  return font;
}
