/**
 * App settings (language for now), persisted in localStorage as a versioned record and shared with the
 * app's other windows. Stored data from older versions is migrated; anything unreadable falls back to
 * the defaults instead of breaking the page.
 */
import { proxy } from 'valtio';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';
import { readStoredText, writeStoredText } from './local-storage';
import { postSync } from './sync';

export interface Settings {
  language: Language;
}

export const SETTINGS_STORAGE_KEY = 'tradedeck.settings';
export const SETTINGS_VERSION = 1;
export const DEFAULT_SETTINGS: Settings = { language: DEFAULT_LANGUAGE };

const storedV1 = z.object({
  version: z.literal(1),
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
});

/**
 * Version 0 is what the site stored before settings were versioned: the bare language code under the
 * same key (`ko`, `en`, or JSON-quoted).
 */
function migrateV0(raw: string): Settings | null {
  const code = raw.replace(/^"|"$/g, '').trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? { language: code as Language } : null;
}

export function parseStoredSettings(raw: string | null): Settings {
  if (raw === null) return { ...DEFAULT_SETTINGS };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return migrateV0(raw) ?? { ...DEFAULT_SETTINGS };
  }
  if (typeof json === 'string') return migrateV0(json) ?? { ...DEFAULT_SETTINGS };
  const v1 = storedV1.safeParse(json);
  if (v1.success) return { language: v1.data.language };
  return { ...DEFAULT_SETTINGS };
}

export function serializeSettings(value: Settings): string {
  return JSON.stringify({ version: SETTINGS_VERSION, language: value.language });
}

function readStorage(): string | null {
  return readStoredText(SETTINGS_STORAGE_KEY);
}

function writeStorage(value: Settings): void {
  // Not kept when storage is refused: the setting still applies to this window.
  writeStoredText(SETTINGS_STORAGE_KEY, serializeSettings(value));
}

export const settings = proxy<Settings>(parseStoredSettings(readStorage()));

/** Sets the language here, stores it and tells the other windows (unless it came from one of them). */
export function setLanguage(language: Language, options: { broadcast?: boolean } = {}): void {
  if (settings.language === language) return;
  settings.language = language;
  writeStorage(settings);
  if (options.broadcast ?? true) postSync({ type: 'language', language });
}

/** Re-reads the stored settings (tests, and a window that wants the latest stored state). */
export function reloadSettings(): void {
  Object.assign(settings, parseStoredSettings(readStorage()));
}
