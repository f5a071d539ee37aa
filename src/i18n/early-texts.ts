/**
 * Texts asked for before the app's code has loaded (the boot module, src/boot.ts): the chunks of a page's
 * first bundles in the page's language, so that they arrive beside the app's chunks instead of after the
 * app has run. The text loader's own import of each (text-loader.ts) then finds the module loaded; a
 * failed one is asked for again there, and fails or succeeds in the app's hands.
 */
import { isLanguage } from '../lib/languages';
import { TEXT_BUNDLES, type TextBundle } from './text-bundles';

/** Starts loading `bundles` (and `base`, which every page shows) in `language`; none for another language. */
export function startTexts(language: string, bundles: readonly TextBundle[]): void {
  if (!isLanguage(language)) return;
  for (const bundle of new Set<TextBundle>(['base', ...bundles]))
    TEXT_BUNDLES[bundle][language]().catch(() => undefined);
}
