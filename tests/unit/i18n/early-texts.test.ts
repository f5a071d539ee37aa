/**
 * Texts asked for by the boot module (src/i18n/early-texts.ts): `base` and the page's bundles, in the
 * page's language only, each once; a failed load is left for the app's own import to meet.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startTexts } from '../../../src/i18n/early-texts';
import { TEXT_BUNDLES } from '../../../src/i18n/text-bundles';

afterEach(() => vi.restoreAllMocks());

/** Every loader of every bundle and language, watched and answering without loading. */
function watchLoaders() {
  const loaders = Object.entries(TEXT_BUNDLES).flatMap(([bundle, languages]) =>
    Object.keys(languages).map((language) => ({
      id: `${bundle}/${language}`,
      spy: vi
        .spyOn(languages as Record<string, () => Promise<{ default: object }>>, language)
        .mockResolvedValue({ default: {} }),
    })),
  );
  return () =>
    loaders.filter(({ spy }) => spy.mock.calls.length > 0).map(({ id, spy }) => [id, spy.mock.calls.length]);
}

describe('startTexts', () => {
  test.each([
    ['a page with no texts of its own: base', 'ko', [], [['base/ko', 1]]],
    [
      'the chart popup in English',
      'en',
      ['chart'],
      [
        ['base/en', 1],
        ['chart/en', 1],
      ],
    ],
    [
      'the trade page in Korean',
      'ko',
      ['chart', 'trade'],
      [
        ['base/ko', 1],
        ['chart/ko', 1],
        ['trade/ko', 1],
      ],
    ],
    [
      'base named again: once',
      'en',
      ['base', 'chart'],
      [
        ['base/en', 1],
        ['chart/en', 1],
      ],
    ],
    ['a language the app does not have: none', 'fr', ['chart'], []],
    ['no language on the page: none', '', ['chart'], []],
  ] as const)('%s', (_case, language, bundles, loaded) => {
    const asked = watchLoaders();
    startTexts(language, bundles);
    expect(asked()).toEqual(loaded);
  });

  test('a load that fails is not an unhandled rejection (the app’s own import meets it)', async () => {
    watchLoaders();
    // A plain function, not a spy: a spy follows the promises it returns, which handles their rejection.
    const chart = TEXT_BUNDLES.chart as Record<string, () => Promise<unknown>>;
    const loader = chart.en!;
    let asked = 0;
    chart.en = () => {
      asked += 1;
      return Promise.reject(new Error('offline'));
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startTexts('en', ['chart']);
      expect(asked).toBe(1);
      // Node reports an unhandled rejection once the microtasks after it have run.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      chart.en = loader;
    }
  });
});
