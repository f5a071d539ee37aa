/**
 * Bitmap fonts of the Pixi scenes, installed once per name for the window. Glyphs not listed here are added
 * to the font the first time they are drawn (Pixi builds them on demand), so Korean names cost nothing up
 * front.
 */
import { BitmapFont } from 'pixi.js';

const installed = new Set<string>();
const BASE_CHARS = [
  ['0', '9'],
  ['A', 'Z'],
  ['a', 'z'],
] as const;

export function ensureBitmapFont(name: string, fontSize: number, extraChars: string): void {
  if (installed.has(name)) return;
  installed.add(name);
  BitmapFont.install({
    name,
    style: { fontFamily: 'Arial, Helvetica, sans-serif', fontSize, fill: 0xffffff },
    chars: [...BASE_CHARS.map((range) => [...range]), extraChars],
    resolution: Math.max(1, Math.min(2, globalThis.devicePixelRatio || 1)),
  });
}
