/**
 * One line of text drawn as a sprite per glyph from an installed bitmap font's atlas. Changing the text
 * re-points the sprites (texture and x) and nothing else; a BitmapText throws its geometry away and
 * rebuilds it on every change, which is most of the coin list's frame when a busy feed rewrites a hundred
 * cells a frame. Glyphs are placed as BitmapText places them (same offsets and baseline; the fonts have no
 * kerning, bitmap-font.ts), so the two read the same.
 */
import { Container, Sprite, Texture, type BitmapFont } from 'pixi.js';

/** The installed fonts add missing glyphs (Korean names) on first use; Pixi types that only loosely. */
interface GlyphFont {
  readonly chars: BitmapFont['chars'];
  readonly lineHeight: number;
  readonly baseLineOffset: number;
  readonly baseMeasurementFontSize: number;
  readonly fontMetrics: { fontSize: number };
  ensureCharacters?(chars: string): void;
}

/**
 * Width in px of `text` drawn at `fontSize` (the glyphs' advances, as GlyphLine lays it out). Glyphs the
 * font has not built yet are built first, so the width is that of what will be drawn.
 */
export function measureText(bitmapFont: BitmapFont, text: string, fontSize: number): number {
  const font = bitmapFont as unknown as GlyphFont;
  ensureGlyphs(font, text);
  let x = 0;
  for (const char of text) x += font.chars[char]?.xAdvance ?? 0;
  return (x * fontSize) / font.baseMeasurementFontSize;
}

/** Asking the font for glyphs it has is not free (it re-splits the text): ask only for missing ones. */
function ensureGlyphs(font: GlyphFont, text: string): void {
  for (const char of text) {
    if (font.chars[char] === undefined) {
      font.ensureCharacters?.(text);
      return;
    }
  }
}

export class GlyphLine {
  readonly view = new Container();
  private readonly sprites: Sprite[] = [];
  private readonly font: GlyphFont;
  private current = '';
  /** Laid-out width in font units, before scaling. */
  private width = 0;
  private anchorX = 0;
  private anchorY = 0.5;
  private size: number;

  constructor(font: BitmapFont, fontSize: number) {
    this.font = font as unknown as GlyphFont;
    this.size = fontSize;
    this.applyScale();
  }

  get text(): string {
    return this.current;
  }

  set text(value: string) {
    if (value === this.current) return;
    this.current = value;
    this.layout();
  }

  /**
   * Where the view's position sits on the line, as BitmapText's anchor: x 0 the left edge, 1 the right;
   * y 0 the top of the line box, 1 its bottom.
   */
  setAnchor(x: number, y = 0.5): void {
    if (x === this.anchorX && y === this.anchorY) return;
    this.anchorX = x;
    this.anchorY = y;
    this.applyPivot();
  }

  setFontSize(fontSize: number): void {
    if (fontSize === this.size) return;
    this.size = fontSize;
    this.applyScale();
  }

  set tint(value: number) {
    if (this.view.tint !== value) this.view.tint = value;
  }

  get tint(): number {
    return this.view.tint;
  }

  private applyScale(): void {
    this.view.scale.set(this.size / this.font.baseMeasurementFontSize);
  }

  private applyPivot(): void {
    // BitmapText anchors on its layout box: one line high plus the baseline offset.
    const { lineHeight, baseLineOffset } = this.font;
    this.view.pivot.set(this.anchorX * this.width, this.anchorY * (lineHeight + baseLineOffset));
  }

  private layout(): void {
    const font = this.font;
    const text = this.current;
    ensureGlyphs(font, text);
    // BitmapText's vertical placement: centred in the line height unless that would cross the baseline.
    let shift = (font.lineHeight - font.fontMetrics.fontSize) / 2;
    if (shift < font.baseLineOffset) shift = 0;
    const top = font.baseLineOffset + shift;
    let x = 0;
    let used = 0;
    for (const char of text) {
      const data = font.chars[char];
      if (!data) continue;
      if (data.texture && data.texture !== Texture.EMPTY) {
        const sprite = this.sprite(used++);
        if (sprite.texture !== data.texture) sprite.texture = data.texture;
        sprite.x = Math.round(x + data.xOffset);
        sprite.y = Math.round(top + data.yOffset);
      }
      x += data.xAdvance;
    }
    // Spare sprites shrink to nothing rather than turn invisible: a visibility change makes Pixi rebuild
    // the render group's instructions, and a list cell's glyph count changes on every scrolled-in row.
    for (let i = used; i < this.sprites.length; i++) {
      const sprite = this.sprites[i]!;
      if (sprite.scale.x !== 0) sprite.scale.set(0);
    }
    this.width = x;
    this.applyPivot();
  }

  private sprite(index: number): Sprite {
    let sprite = this.sprites[index];
    if (!sprite) {
      sprite = new Sprite();
      this.sprites.push(sprite);
      this.view.addChild(sprite);
    } else if (sprite.scale.x === 0) sprite.scale.set(1);
    return sprite;
  }
}
