/**
 * i18next set-up: ko and en resources from locales/*.json (every key in both; ko is the default), keys
 * typed from the English file, and the document language kept in step with the current language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ko from './locales/ko.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../lib/languages';

export const resources = {
  ko: { translation: ko },
  en: { translation: en },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Initialises the one i18next instance (synchronously: resources are bundled) or switches its language. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18next {
  if (i18next.isInitialized) {
    if (i18next.language !== language) void i18next.changeLanguage(language);
  } else {
    // The listener lives as long as the page: the one i18next instance is never torn down.
    i18next.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    });
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;
  return i18next;
}

export { i18next as i18n };
