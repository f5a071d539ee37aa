/**
 * The texts' bundles: the locale sections grouped by the code that shows them, each bundle a chunk per
 * language (`locales/<bundle>/{ko,en}.json`, every key in both). A key lives in one bundle; a section
 * lives whole in one unless a part of it serves other code (`block.pages`, `ui.gallery`).
 *
 * - `base`: what every page may show: the shell (its dialogs, the account blocks, the queue), src/ui, the
 *   page table's titles (the document title), the side menu, home and not-found, the notifications (a
 *   notification's toast and its settings may show on any page, pop-outs included);
 * - `chart`: the chart feature (the popup's and the trade page's chart, its dialogs);
 * - `trade`: the workspace and its panels, the trade status page;
 * - `layouts`: the workspace's Layouts menu items and what they do (its dialogs and toasts), loaded with
 *   them (src/workspace/LayoutMenu.tsx), not with the page: the toolbar's button keeps its own in `trade`;
 * - `header`, `footer`: the header with the member's area, the footer;
 * - `plus-buy`: the Plus buy dialogs;
 * - `account`: login, join, verification and its widgets, terms, security, login security, the member
 *   notice pages (`block.pages`);
 * - `assets`: my assets, the inout pages and their history dialogs, point history;
 * - `gallery`: the development gallery's own texts (`ui.gallery`).
 */
import type { Language } from '../lib/languages';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

export const TEXT_BUNDLES = {
  base: { ko: () => import('./locales/base/ko.json'), en: () => import('./locales/base/en.json') },
  chart: { ko: () => import('./locales/chart/ko.json'), en: () => import('./locales/chart/en.json') },
  trade: { ko: () => import('./locales/trade/ko.json'), en: () => import('./locales/trade/en.json') },
  layouts: {
    ko: () => import('./locales/layouts/ko.json'),
    en: () => import('./locales/layouts/en.json'),
  },
  header: { ko: () => import('./locales/header/ko.json'), en: () => import('./locales/header/en.json') },
  footer: { ko: () => import('./locales/footer/ko.json'), en: () => import('./locales/footer/en.json') },
  'plus-buy': {
    ko: () => import('./locales/plus-buy/ko.json'),
    en: () => import('./locales/plus-buy/en.json'),
  },
  account: { ko: () => import('./locales/account/ko.json'), en: () => import('./locales/account/en.json') },
  assets: { ko: () => import('./locales/assets/ko.json'), en: () => import('./locales/assets/en.json') },
  gallery: { ko: () => import('./locales/gallery/ko.json'), en: () => import('./locales/gallery/en.json') },
} satisfies Record<string, Record<Language, Loader>>;

export type TextBundle = keyof typeof TEXT_BUNDLES;

export const TEXT_BUNDLE_NAMES = Object.keys(TEXT_BUNDLES) as TextBundle[];

type EnglishOf<B extends TextBundle> = Awaited<ReturnType<(typeof TEXT_BUNDLES)[B]['en']>>['default'];
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/**
 * A bundle's texts in one language, read apart from i18next (which holds the page's language only), typed
 * from the English file: every key is in both. For what reads both languages at once, as the indicator
 * picker searches the names of either.
 */
export async function bundleTextsIn<B extends TextBundle>(
  bundle: B,
  language: Language,
): Promise<EnglishOf<B>> {
  return (await TEXT_BUNDLES[bundle][language]()).default as EnglishOf<B>;
}

/** Every text of every bundle, typed from the English files (the keys `t` accepts). */
export type Texts = Intersection<{ [B in TextBundle]: EnglishOf<B> }[TextBundle]>;
