/** What every drawing of the window shares, whatever it draws on: the font family and CSS colours of the themes' numbers. */

/** The font the scenes ask for, in Pixi's bitmap fonts and on 2D canvases; tests measure DOM text in it. */
export const FONT_FAMILY = 'Arial, Helvetica, sans-serif';

const cssColours = new Map<number, string>();

/** `colour` (0xrrggbb) as a CSS colour, made once per colour: a frame builds no colour string. */
export function cssColour(colour: number): string {
  let css = cssColours.get(colour);
  if (css === undefined) {
    css = `#${colour.toString(16).padStart(6, '0')}`;
    cssColours.set(colour, css);
  }
  return css;
}
