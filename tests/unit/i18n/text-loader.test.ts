/**
 * The texts' loader by bundle (src/i18n/text-loader.ts) on a fresh i18next instance, with bundles that
 * record what was loaded: a page loads the first bundle and those its code asks for, in its language
 * only; a bundle asked for later joins every language already read; a switch loads the other language's
 * bundles of every part already loaded before it changes.
 */
import i18next, { type i18n } from 'i18next';
import { describe, expect, test } from 'vitest';
import { createTextLoader, mergeTexts, type BundleLoader } from '../../../src/i18n/text-loader';
import type { Language } from '../../../src/lib/languages';

type Bundle = 'base' | 'chart' | 'trade' | 'notices';
const SECTION: Record<Bundle, string> = {
  base: 'common',
  chart: 'chart',
  trade: 'coinList',
  notices: 'common',
};

/** An instance with a loader over three one-section bundles; `loaded` lists each load, as `ko/chart`. */
async function setUp(language: Language, askedFirst: Bundle[] = []) {
  const loaded: string[] = [];
  const bundle = (name: Bundle, lang: Language): BundleLoader => {
    return async () => {
      loaded.push(`${lang}/${name}`);
      // `notices` holds a part of base's section: common.notice beside common.title.
      const texts = name === 'notices' ? { notice: `notices in ${lang}` } : { title: `${name} in ${lang}` };
      return { default: { [SECTION[name]]: texts } };
    };
  };
  const sources = Object.fromEntries(
    (['base', 'chart', 'trade', 'notices'] as const).map((name) => [
      name,
      { ko: bundle(name, 'ko'), en: bundle(name, 'en') },
    ]),
  ) as Record<Bundle, Record<Language, BundleLoader>>;
  const instance: i18n = i18next.createInstance();
  const loader = createTextLoader(instance, sources, 'base');
  const early = loader.loadTexts(...askedFirst);
  await instance.use(loader.backend).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['ko', 'en'],
    load: 'currentOnly',
    initAsync: false,
  });
  await early;
  /** A section's title in the current language, or its key where i18next has none (as `t` shows it). */
  const title = (section: string) =>
    (instance.getResource(instance.language, 'translation', `${section}.title`) as string | undefined) ??
    `${section}.title`;
  return { instance, loader, loaded, title };
}

describe('texts loaded by bundle', () => {
  test('a page starts with the first bundle in its language only', async () => {
    const { loaded, title } = await setUp('en');
    expect(loaded).toEqual(['en/base']);
    expect(title('common')).toBe('base in en');
    expect(title('chart')).toBe('chart.title');
  });

  test('bundles asked for before i18next starts are read with the first', async () => {
    const { loaded, title } = await setUp('ko', ['chart']);
    expect(loaded.sort()).toEqual(['ko/base', 'ko/chart']);
    expect(title('chart')).toBe('chart in ko');
  });

  test('a bundle asked for later is in once loadTexts resolves, in the current language only', async () => {
    const { loader, loaded, title } = await setUp('ko');
    const asked = loader.loadTexts('trade');
    expect(title('coinList')).toBe('coinList.title');
    await asked;
    expect(title('coinList')).toBe('trade in ko');
    expect(loaded).toEqual(['ko/base', 'ko/trade']);
  });

  test('asking again for a loaded bundle loads nothing', async () => {
    const { loader, loaded } = await setUp('ko', ['chart']);
    await loader.loadTexts('chart', 'base');
    expect(loaded.sort()).toEqual(['ko/base', 'ko/chart']);
  });

  test('a switch loads the other language of every bundle loaded before it changes', async () => {
    const { instance, loader, loaded, title } = await setUp('ko');
    await loader.loadTexts('chart');
    await instance.changeLanguage('en');
    expect(title('common')).toBe('base in en');
    expect(title('chart')).toBe('chart in en');
    expect(loaded.filter((id) => id.startsWith('en/')).sort()).toEqual(['en/base', 'en/chart']);
  });

  test('a bundle asked for once both languages are read joins both: switching back is synchronous', async () => {
    const { instance, loader, loaded, title } = await setUp('ko');
    await instance.changeLanguage('en');
    await loader.loadTexts('trade');
    expect(loaded.filter((id) => id.endsWith('/trade')).sort()).toEqual(['en/trade', 'ko/trade']);
    void instance.changeLanguage('ko');
    expect(instance.language).toBe('ko');
    expect(title('coinList')).toBe('trade in ko');
  });

  test('a bundle asked for while a language is read is part of it', async () => {
    const { instance, loader, title } = await setUp('ko');
    const switching = instance.changeLanguage('en');
    const asked = loader.loadTexts('chart');
    await Promise.all([switching, asked]);
    expect(title('chart')).toBe('chart in en');
  });

  test('a section split between bundles keeps both parts, read together or added later', async () => {
    const { instance, loader } = await setUp('ko');
    await loader.loadTexts('notices');
    const shown = () => [instance.t('common.title' as never), instance.t('common.notice' as never)];
    expect(shown()).toEqual(['base in ko', 'notices in ko']);
    await instance.changeLanguage('en');
    expect(shown()).toEqual(['base in en', 'notices in en']);
  });

  test('a language without texts is refused', async () => {
    const { loader } = await setUp('ko');
    const answers: unknown[] = [];
    loader.backend.read('fr', 'translation', (error) => answers.push(error));
    expect(answers).toEqual([new Error('No texts for the language "fr"')]);
  });
});

describe('merging bundles', () => {
  test.each([
    ['disjoint sections', { a: { x: '1' } }, { b: { y: '2' } }, { a: { x: '1' }, b: { y: '2' } }],
    ['parts of one section', { a: { x: '1' } }, { a: { y: '2' } }, { a: { x: '1', y: '2' } }],
    [
      'deeper parts',
      { a: { p: { x: '1' } } },
      { a: { p: { y: '2' }, q: '3' } },
      { a: { p: { x: '1', y: '2' }, q: '3' } },
    ],
    ['into nothing', {}, { a: { x: '1' } }, { a: { x: '1' } }],
  ])('%s', (_case, into, from, merged) => {
    expect(mergeTexts(into, from)).toEqual(merged);
  });

  test('changes neither tree and shares no part with them', () => {
    const into = { a: { x: '1' } };
    const from = { a: { y: '2' }, b: { z: '3' } };
    const merged = mergeTexts(into, from) as { a: object; b: object };
    expect(into).toEqual({ a: { x: '1' } });
    expect(from).toEqual({ a: { y: '2' }, b: { z: '3' } });
    expect(merged.a).not.toBe(into.a);
    expect(merged.b).not.toBe(from.b);
  });
});
