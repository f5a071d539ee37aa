/**
 * The captcha's picture (shell spec §9: 197×54, at most 6 characters): svg-captcha draws the characters
 * as distorted paths with noise lines (no font to install), @resvg/resvg-js renders them to a PNG. The
 * answer is drawn from CAPTCHA.alphabet with node:crypto, not with svg-captcha's own Math.random text
 * (predictable, and its rounding gives the first and last characters of the alphabet half the chance).
 */
import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA } from '../../contract';

/** The simulator's answers have exactly the contract's maximum length. */
export const ANSWER_LENGTH = CAPTCHA.answerMaxLength;

/** svg-captcha's main export, `svgCaptcha(text, options)` (its README), which its types leave out. */
type DrawText = (text: string, options: Parameters<typeof svgCaptcha.create>[0]) => string;
const drawText = svgCaptcha as unknown as DrawText;

/** Three noise lines and 44 px characters: readable to a person at 197×54, not to a plain OCR pass. */
const DRAWING = {
  width: CAPTCHA.width,
  height: CAPTCHA.height,
  noise: 3,
  fontSize: 44,
  color: true,
  background: '#f4f6f8',
};

export function randomAnswer(): string {
  return Array.from(
    { length: ANSWER_LENGTH },
    () => CAPTCHA.alphabet[randomInt(CAPTCHA.alphabet.length)],
  ).join('');
}

/** The PNG of `answer`, CAPTCHA.width × CAPTCHA.height. */
export function captchaPng(answer: string): Buffer {
  const svg = drawText(answer, DRAWING);
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}
