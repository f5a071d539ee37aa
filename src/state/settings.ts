/**
 * App settings (language for now), persisted in localStorage as a versioned record and shared with the
 * app's other windows. Stored data from older versions is migrated; anything unreadable falls back to
 * the defaults instead of breaking the page.
 */
import { proxy } from 'valtio';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';
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
  fields: z.object({ language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE) }),
  migrate: migrateV0,
});

export const SETTINGS_STORAGE_KEY = settingsRecord.key;
export const SETTINGS_VERSION = settingsRecord.version;
export const parseStoredSettings = settingsRecord.parse;
export const serializeSettings = settingsRecord.serialize;

export const settings = proxy<Settings>(settingsRecord.read());

/** Sets the language here, stores it and tells the other windows (unless it came from one of them). */
export function setLanguage(language: Language, options: { broadcast?: boolean } = {}): void {
  if (settings.language === language) return;
  settings.language = language;
  // Not kept when storage is refused: the setting still applies to this window.
  settingsRecord.write(settings);
  if (options.broadcast ?? true) postSync({ type: 'language', language });
}

/** Re-reads the stored settings (tests, and a window that wants the latest stored state). */
export function reloadSettings(): void {
  Object.assign(settings, settingsRecord.read());
}
