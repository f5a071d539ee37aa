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

/** The language i18next reports (the app sets it to one of ours), as ours; the default for any other. */
export function languageOf(code: string): Language {
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * The language a browser that has made no choice starts in, from its preferred languages (most preferred
 * first, as `navigator.languages`): the first that is Korean or English decides; a browser naming other
 * languages only gets English; none at all (no browser) the default.
 */
export function detectLanguage(preferred: readonly string[]): Language {
  if (preferred.length === 0) return DEFAULT_LANGUAGE;
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
