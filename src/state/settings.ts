/**
 * App settings (the language; a sound per notification kind, off by default), persisted in localStorage as a versioned record and shared with the
 * app's other windows. Stored data from older versions is migrated; anything unreadable falls back to
 * the defaults instead of breaking the page. The language's order of precedence is in src/i18n/README.md.
 */
import { proxy } from 'valtio';
import { z } from 'zod';
import { lazySchema } from '../../contract/lazy-schema';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../contract/notifications';
import { DEFAULT_LANGUAGE, detectLanguage, LANGUAGES, type Language } from '../lib/languages';
import { readStoredText } from './local-storage';
import { versionedRecord } from './versioned-record';
import { postSync } from './sync';

/** Whether a notification of each kind plays a sound in the window that shows it. */
export type NotificationSounds = Record<NotificationKind, boolean>;

export interface Settings {
  language: Language;
  notificationSounds: NotificationSounds;
}

/** Every kind silent: a sound is the member's choice. */
export const DEFAULT_NOTIFICATION_SOUNDS = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, false]),
) as NotificationSounds;

/**
 * Version 0 is what the site stored before settings were versioned: the bare language code under the
 * same key (`ko`, `en`, or JSON-quoted).
 */
function migrateV0(stored: unknown): Settings | null {
  if (typeof stored !== 'string') return null;
  const code = stored.replace(/^"|"$/g, '').trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code)
    ? { language: code as Language, notificationSounds: DEFAULT_NOTIFICATION_SOUNDS }
    : null;
}

export const DEFAULT_SETTINGS: Settings = {
  language: DEFAULT_LANGUAGE,
  notificationSounds: DEFAULT_NOTIFICATION_SOUNDS,
};

const soundsSchema = () =>
  z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().catch(false)])) as Record<
      NotificationKind,
      z.ZodCatch<z.ZodBoolean>
    >,
  );

const settingsRecord = versionedRecord<Settings>({
  key: 'tradedeck.settings',
  version: 1,
  defaults: DEFAULT_SETTINGS,
  fields: lazySchema(() =>
    z.object({
      language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
      // Stored before sounds were settings: none (every kind silent).
      notificationSounds: soundsSchema().catch(DEFAULT_NOTIFICATION_SOUNDS),
    }),
  ),
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
 * Turns a kind's sound on or off here and stores it. Other windows read the stored sounds when they play
 * one (storedNotificationSounds), so the window that shows a notification plays what was chosen in any.
 */
export function setNotificationSound(kind: NotificationKind, on: boolean): void {
  settings.notificationSounds = { ...settings.notificationSounds, [kind]: on };
  settingsRecord.write(settings);
}

/** The sounds as stored now (another window may have changed them since this one read its settings). */
export function storedNotificationSounds(): NotificationSounds {
  return settingsRecord.read().notificationSounds;
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
