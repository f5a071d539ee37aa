/**
 * index.html's loading indicator, shown until React's first render replaces it (src/i18n/README.md): in
 * #root, a status with its text in the language the app starts in, still under reduced motion, and at no
 * cost to the first frame (no resource beside the entry). Its one inline script is the one the built
 * page's policy allows by hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BOOT_SCRIPT_HASH } from '../../server/http/security-headers';
import { detectLanguage } from '../../src/lib/languages';
import { DEFAULT_SETTINGS, serializeSettings, SETTINGS_STORAGE_KEY } from '../../src/state/settings';

const HTML = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const INLINE_SCRIPTS = [...HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

/** Runs the inline script as the browser would, on a page with `stored` settings and `preferred` languages. */
function bootLanguage(preferred: readonly string[], stored: string | null) {
  const root = { lang: 'ko' };
  const text = { textContent: '' };
  const run = new Function('localStorage', 'navigator', 'document', INLINE_SCRIPTS[0]!);
  run(
    { getItem: (key: string) => (key === SETTINGS_STORAGE_KEY ? stored : null) },
    { languages: preferred },
    { documentElement: root, getElementById: (id: string) => (id === 'td-boot-text' ? text : null) },
  );
  return { lang: root.lang, text: text.textContent };
}

describe('the loading indicator', () => {
  test('is a status in #root, which React’s first render replaces', () => {
    expect(HTML).toMatch(
      /<div id="root">\s*<div class="td-boot" role="status"[^>]*>[\s\S]*?<span id="td-boot-text">불러오는 중…<\/span>/,
    );
  });

  test('stops turning under reduced motion', () => {
    expect(HTML).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.td-boot__ring \{\s*animation: none;/,
    );
  });

  test('loads nothing: the entry is the page’s one resource', () => {
    expect([...HTML.matchAll(/<script[^>]*\ssrc=/g)]).toHaveLength(1);
    expect(HTML).not.toMatch(/<link[^>]*rel="(stylesheet|preload|modulepreload)"/);
    expect(INLINE_SCRIPTS).toHaveLength(1);
  });

  test('its inline script is the one the built page’s policy allows', () => {
    const hash = createHash('sha256').update(INLINE_SCRIPTS[0]!).digest('base64');
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });

  test.each([
    [['en-US', 'en'], null, 'en', 'Loading…'],
    [['ko-KR', 'ko'], null, 'ko', '불러오는 중…'],
    [['ja-JP', 'ko-KR'], null, 'ko', '불러오는 중…'],
    [['ja-JP'], null, 'en', 'Loading…'],
    [[], null, 'ko', '불러오는 중…'],
    // A choice made before wins over the browser's preferences.
    [['en-US'], serializeSettings({ ...DEFAULT_SETTINGS, language: 'ko' }), 'ko', '불러오는 중…'],
    [['ko-KR'], serializeSettings({ ...DEFAULT_SETTINGS, language: 'en' }), 'en', 'Loading…'],
    [['ko-KR'], 'en', 'en', 'Loading…'],
  ] as const)('browser %j, stored %s: %s, “%s”', (preferred, stored, lang, text) => {
    expect(bootLanguage(preferred, stored)).toEqual({ lang, text });
    if (stored === null) expect(detectLanguage(preferred)).toBe(lang);
  });
});
