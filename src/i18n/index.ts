/**
 * i18next set-up: ko and en texts from locales/*.json (every key in both; ko is the default), keys typed
 * from the English file, and the document language kept in step with the current language.
 *
 * Each language's texts are a chunk of their own, read through i18next's backend: a page loads the
 * current language only, and a switch loads the other before it changes (no text shows as its key).
 * Once a language is loaded, switching to it is synchronous.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../lib/languages';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../lib/languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const LOCALES: Record<Language, () => Promise<{ default: typeof en }>> = {
  ko: () => import('./locales/ko.json'),
  en: () => import('./locales/en.json'),
};

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No texts for the language "${language}"`), false);
      return;
    }
    LOCALES[language]().then(
      (texts) => callback(null, texts.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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
      .use(localeBackend)
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

/** Loads every language's texts ahead, so that tests can switch language synchronously. */
export async function loadAllLanguages(): Promise<void> {
  if (!i18next.isInitialized && !i18next.isInitializing) await initI18n();
  await i18next.loadLanguages([...LANGUAGES]);
}

export { i18next as i18n };
