/** The premium banner slides' images: small SVGs with the slide's title and caption, text escaped. */
import type { Language } from '../errors/messages';
import { escapeMarkup } from './markup';
import type { BannerSlide } from './premium-banners';

const WIDTH = 320;
const HEIGHT = 96;

/** Colours of each group's slides: [background from, background to]. */
const COLOURS: Record<BannerSlide['group'], readonly [string, string]> = {
  PREMIUM_BENEFIT: ['#1b1b1b', '#5a4a1f'],
  ALL_VOUCHER: ['#4b2bd6', '#7b4dff'],
};

export function bannerSvg(slide: BannerSlide, language: Language): string {
  const [from, to] = COLOURS[slide.group];
  const title = escapeMarkup(slide.title[language]);
  const caption = escapeMarkup(slide.caption[language]);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="8" fill="url(#bg)"/>`,
    `<text x="20" y="42" fill="#ffffff" font-family="sans-serif" font-size="18" font-weight="700">${title}</text>`,
    `<text x="20" y="68" fill="#e8e2ff" font-family="sans-serif" font-size="12">${caption}</text>`,
    '</svg>',
  ].join('');
}
