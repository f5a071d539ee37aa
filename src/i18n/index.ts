/**
 * i18next set-up: ko and en texts in bundles (text-bundles.ts; every key in both; ko is the default), keys
 * typed from the English files, and the document language kept in step with the current language.
 *
 * A page loads the texts it shows, in the current language only: `base` with the entry (`initI18n`), the
 * others with the code that shows them (`withTexts` beside a lazy import, or `loadTexts`), through
 * text-loader.ts: a switch loads the other language's texts of every part already loaded before it
 * changes (no text shows as its key), and once a language is loaded, switching to it is synchronous.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';
import { createTextLoader } from './text-loader';
import { TEXT_BUNDLE_NAMES, TEXT_BUNDLES, type TextBundle, type Texts } from './text-bundles';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../lib/languages';
export { bundleTextsIn, TEXT_BUNDLE_NAMES, type TextBundle } from './text-bundles';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}

const loader = createTextLoader(i18next, TEXT_BUNDLES, 'base');

/**
 * Loads the texts of `bundles` in every language already loaded; resolves once they are in. Before
 * i18next starts it only notes them: `initI18n` then loads them with `base`.
 */
export const loadTexts = loader.loadTexts;

/**
 * A lazy import that brings the texts its code shows: both are asked for at once, and it resolves once
 * both are in (for a route's `lazy`, a `React.lazy`), so nothing renders before its texts.
 */
export function withTexts<T>(bundles: readonly TextBundle[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadTexts(...bundles)]))[0];
}

/**
 * Initialises the one i18next instance in `language`, or switches its language; resolves once its texts
 * are loaded (at once when they already are).
 */
export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (i18next.isInitialized || i18next.isInitializing) {
    if (i18next.language !== language) await i18next.changeLanguage(language);
  } else {
    // The listener lives as long as the page: the one i18next instance is never torn down.
    i18next.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    });
    await i18next
      .use(loader.backend)
      .use(initReactI18next)
      .init({
        lng: language,
        // Every key is in both languages: no fallback, so that a page never loads the other one.
        fallbackLng: false,
        supportedLngs: LANGUAGES,
        load: 'currentOnly',
        initAsync: false,
        interpolation: { escapeValue: false },
      });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;
}

/** Loads every bundle in every language ahead, so that tests can switch language synchronously. */
export async function loadAllLanguages(): Promise<void> {
  await loadTexts(...TEXT_BUNDLE_NAMES);
  if (!i18next.isInitialized && !i18next.isInitializing) await initI18n();
  await i18next.loadLanguages([...LANGUAGES]);
}

export { i18next as i18n };
