/**
 * How wide a text draws in one font, without measureText per text: each character's advance is measured
 * once (by a 2D context, in the font the page really has) and a text's width is the sum of its characters'.
 * That leaves out kerning and shaping, so it is for boxes around a text (what to clear before it is written
 * again), not for placing it: a text is still written by fillText, which places its glyphs itself.
 */
export class GlyphAdvances {
  private readonly context: CanvasRenderingContext2D | null;
  private readonly advances = new Map<number, number>();

  constructor(readonly font: string) {
    this.context = document.createElement('canvas').getContext('2d');
    if (this.context) this.context.font = font;
  }

  /** The sum of `text`'s characters' advances, px (a character outside the BMP counts as its pair). */
  width(text: string): number {
    let width = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
      const key = pair ? code * 0x10000 + text.charCodeAt(i + 1) : code;
      let advance = this.advances.get(key);
      if (advance === undefined) {
        advance = this.measure(pair ? text.slice(i, i + 2) : text[i]!);
        this.advances.set(key, advance);
      }
      width += advance;
      if (pair) i += 1;
    }
    return width;
  }

  private measure(char: string): number {
    // With no 2D context nothing is drawn either; an em is a safe upper bound for a box.
    return this.context ? this.context.measureText(char).width : Number.parseFloat(this.font);
  }
}
