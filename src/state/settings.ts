/**
 * App settings (language for now), persisted in localStorage as a versioned record and shared with the
 * app's other windows. Stored data from older versions is migrated; anything unreadable falls back to
 * the defaults instead of breaking the page. The language's order of precedence is in src/i18n/README.md.
 */
import { proxy } from 'valtio';
import { z } from 'zod';
import { lazySchema } from '../../contract/lazy-schema';
import { DEFAULT_LANGUAGE, detectLanguage, LANGUAGES, type Language } from '../lib/languages';
import { readStoredText } from './local-storage';
import { versionedRecord } from './versioned-record';
import { postSync } from './sync';

export interface Settings {
  language: Language;
}

/**
 * Version 0 is what the site stored before settings were versioned: the bare language code under the
 * same key (`ko`, `en`, or JSON-quoted).
 */
function migrateV0(stored: unknown): Settings | null {
  if (typeof stored !== 'string') return null;
  const code = stored.replace(/^"|"$/g, '').trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? { language: code as Language } : null;
}

export const DEFAULT_SETTINGS: Settings = { language: DEFAULT_LANGUAGE };

const settingsRecord = versionedRecord<Settings>({
  key: 'tradedeck.settings',
  version: 1,
  defaults: DEFAULT_SETTINGS,
  fields: lazySchema(() => z.object({ language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE) })),
  migrate: migrateV0,
});

export const SETTINGS_STORAGE_KEY = settingsRecord.key;
export const SETTINGS_VERSION = settingsRecord.version;
export const parseStoredSettings = settingsRecord.parse;
export const serializeSettings = settingsRecord.serialize;

export const settings = proxy<Settings>(settingsRecord.read());

/**
 * Sets the language here, stores it (a choice, kept over the detected language even when it picks the
 * one already shown) and tells the other windows of a change (unless it came from one of them).
 */
export function setLanguage(language: Language, options: { broadcast?: boolean } = {}): void {
  const changed = settings.language !== language;
  settings.language = language;
  // Not kept when storage is refused: the setting still applies to this window.
  settingsRecord.write(settings);
  if (changed && (options.broadcast ?? true)) postSync({ type: 'language', language });
}

/**
 * A browser that has made no choice yet (nothing stored) starts in the language its preferences name
 * (detectLanguage); nothing is stored, so only a choice made with setLanguage is remembered, and it wins
 * over the detection from then on. The entry calls it once, before the first render.
 */
export function adoptBrowserLanguage(preferred: readonly string[]): void {
  if (readStoredText(settingsRecord.key) !== null) return;
  settings.language = detectLanguage(preferred);
}

/** Re-reads the stored settings (tests, and a window that wants the latest stored state). */
export function reloadSettings(): void {
  Object.assign(settings, settingsRecord.read());
}
