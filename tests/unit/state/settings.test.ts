import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  adoptBrowserLanguage,
  DEFAULT_SETTINGS,
  parseStoredSettings,
  serializeSettings,
  setLanguage,
  settings,
  SETTINGS_STORAGE_KEY,
  SETTINGS_VERSION,
} from '../../../src/state/settings';
import { parseSyncMessage } from '../../../src/state/sync';

describe('parseStoredSettings', () => {
  test.each([
    ['nothing stored', null, 'ko'],
    ['current version', JSON.stringify({ version: 1, language: 'en' }), 'en'],
    ['v0 bare code', 'en', 'en'],
    ['v0 JSON string', '"en"', 'en'],
    ['v0 upper case', 'EN', 'en'],
    ['v0 unknown code', 'fr', 'ko'],
    ['unknown language in v1', JSON.stringify({ version: 1, language: 'fr' }), 'ko'],
    ['future version', JSON.stringify({ version: 99, language: 'en' }), 'ko'],
    ['unversioned object', JSON.stringify({ language: 'en' }), 'ko'],
    ['broken JSON', '{"version": 1, "lang', 'ko'],
    ['JSON null', 'null', 'ko'],
    ['JSON number', '42', 'ko'],
    ['JSON array', '["en"]', 'ko'],
    ['empty string', '', 'ko'],
  ])('%s → %s', (_name, raw, language) => {
    expect(parseStoredSettings(raw)).toEqual({
      language,
      notificationSounds: DEFAULT_SETTINGS.notificationSounds,
    });
  });

  test('defaults are never shared by reference', () => {
    const first = parseStoredSettings(null);
    first.language = 'en';
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.language).toBe('ko');
  });

  test('what is written reads back, with the current version', () => {
    const sounds = { ...DEFAULT_SETTINGS.notificationSounds, order: true };
    const raw = serializeSettings({ language: 'en', notificationSounds: sounds });
    expect(JSON.parse(raw)).toEqual({
      version: SETTINGS_VERSION,
      language: 'en',
      notificationSounds: sounds,
    });
    expect(parseStoredSettings(raw)).toEqual({ language: 'en', notificationSounds: sounds });
  });

  test('every notification sound is off by default, and so in a record stored before there were any', () => {
    expect(Object.values(DEFAULT_SETTINGS.notificationSounds)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const old = JSON.stringify({ version: SETTINGS_VERSION, language: 'en' });
    expect(parseStoredSettings(old)).toEqual({
      language: 'en',
      notificationSounds: DEFAULT_SETTINGS.notificationSounds,
    });
    const bad = JSON.stringify({
      version: SETTINGS_VERSION,
      language: 'en',
      notificationSounds: { alert: 'loud' },
    });
    expect(parseStoredSettings(bad).notificationSounds.alert).toBe(false);
    // Stored before a kind was added (a TWAP's end): that kind's sound is off, the others as stored.
    const before = JSON.stringify({
      version: SETTINGS_VERSION,
      language: 'en',
      notificationSounds: {
        alert: true,
        order: true,
        plusBuyRisk: false,
        autoRepayment: false,
        loanExpiry: false,
        withdrawal: false,
      },
    });
    expect(parseStoredSettings(before).notificationSounds).toMatchObject({
      alert: true,
      order: true,
      algo: false,
    });
  });
});

describe('the language of a first visit, then of the choice made', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    settings.language = 'ko';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test.each([
    [['en-US', 'en'], 'en'],
    [['ko-KR', 'ko'], 'ko'],
  ] as const)('a browser preferring %j starts in %s, and nothing is stored', (preferred, language) => {
    adoptBrowserLanguage(preferred);
    expect(settings.language).toBe(language);
    expect(stored.size).toBe(0);
  });

  test('a choice is stored and wins over the browser’s preferences from then on', () => {
    adoptBrowserLanguage(['en-US']);
    setLanguage('ko', { broadcast: false });
    expect(JSON.parse(stored.get(SETTINGS_STORAGE_KEY)!)).toEqual({
      version: SETTINGS_VERSION,
      language: 'ko',
      notificationSounds: DEFAULT_SETTINGS.notificationSounds,
    });
    adoptBrowserLanguage(['en-US']);
    expect(settings.language).toBe('ko');
  });

  test('choosing the language already shown is a choice too', () => {
    adoptBrowserLanguage(['en-US']);
    setLanguage('en', { broadcast: false });
    expect(stored.has(SETTINGS_STORAGE_KEY)).toBe(true);
    settings.language = 'ko';
    adoptBrowserLanguage(['en-US']);
    expect(settings.language).toBe('ko');
  });
});

describe('parseSyncMessage', () => {
  test.each([
    [
      { type: 'language', language: 'en' },
      { type: 'language', language: 'en' },
    ],
    [
      { type: 'session', status: 'guest' },
      { type: 'session', status: 'guest' },
    ],
    [
      { type: 'session', status: 'member' },
      { type: 'session', status: 'member' },
    ],
    [{ type: 'language', language: 'fr' }, null],
    [{ type: 'session', status: 'unknown' }, null],
    [{ type: 'favorites' }, null],
    ['language', null],
    [null, null],
    [{}, null],
  ])('%j → %j', (data, expected) => {
    expect(parseSyncMessage(data)).toEqual(expected);
  });
});
