/**
 * The app's languages: Korean (the default) and English. Here, below src/i18n, so that the stores
 * (src/state) can name a language without importing the i18next set-up.
 */
export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
