/**
 * Loads texts by bundle into an i18next instance, in the languages it has loaded only. Its backend reads,
 * for a language, every bundle asked for so far (those asked for while it reads included); a bundle asked
 * for later (`loadTexts`) is added to every language already read. So switching to a language loads its
 * texts of every part already loaded before the switch, and a language once read stays complete.
 */
import type { BackendModule, i18n } from 'i18next';
import { isLanguage, type Language } from '../lib/languages';

/**
 * A bundle's texts in one language: a section per top-level key. A section may be split between bundles
 * by its parts (`block.dialogs` in one, `block.pages` in another); a key lives in one bundle only.
 */
export type BundleLoader = () => Promise<{ default: Record<string, unknown> }>;

type TextTree = Record<string, unknown>;
const isTree = (value: unknown): value is TextTree => typeof value === 'object' && value !== null;

/**
 * A new tree with the keys of `into` and of `from` (`from` wins a key in both), the parts of a section
 * split between bundles joined; neither is changed, nor shares a part with the result that i18next may
 * extend later.
 */
export function mergeTexts(into: TextTree, from: TextTree): TextTree {
  const merged = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const held = merged[key];
    merged[key] = isTree(value) ? mergeTexts(isTree(held) ? held : {}, value) : value;
  }
  return merged;
}

export interface TextLoader<B extends string> {
  /** i18next's backend (`use` it before `init`). */
  backend: BackendModule;
  /** Loads `bundles` in every language already read; resolves once they are in. Before any, notes them. */
  loadTexts: (...bundles: B[]) => Promise<void>;
}

export function createTextLoader<B extends string>(
  instance: i18n,
  sources: Record<B, Record<Language, BundleLoader>>,
  first: NoInfer<B>,
): TextLoader<B> {
  const wanted = new Set<B>([first]);
  const readLanguages = new Set<Language>();
  const loads = new Map<string, Promise<TextTree>>();
  const added = new Map<string, Promise<void>>();

  /** One bundle's texts in one language, loaded once. */
  function bundleTexts(language: Language, bundle: B): Promise<TextTree> {
    const id = `${language}/${bundle}`;
    let load = loads.get(id);
    if (!load) {
      load = sources[bundle][language]().then((module) => module.default);
      loads.set(id, load);
    }
    return load;
  }

  /** Every wanted bundle's texts in `language`, those asked for while they load included. */
  async function wantedTexts(language: Language): Promise<TextTree> {
    const asked = [...wanted];
    const bundles = await Promise.all(asked.map((bundle) => bundleTexts(language, bundle)));
    if (wanted.size !== asked.length) return wantedTexts(language);
    return bundles.reduce(mergeTexts, {});
  }

  /** Puts one bundle's texts into the store for a language already read, once. */
  function addBundle(language: Language, bundle: B): Promise<void> {
    const id = `${language}/${bundle}`;
    let done = added.get(id);
    if (!done) {
      done = bundleTexts(language, bundle).then((texts) => {
        // Deep: a section split between bundles keeps the parts already in.
        instance.addResourceBundle(language, 'translation', texts, true, true);
      });
      added.set(id, done);
    }
    return done;
  }

  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      if (!isLanguage(language)) {
        callback(new Error(`No texts for the language "${language}"`), false);
        return;
      }
      readLanguages.add(language);
      wantedTexts(language).then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };

  async function loadTexts(...bundles: B[]): Promise<void> {
    for (const bundle of bundles) wanted.add(bundle);
    await Promise.all(
      [...readLanguages].flatMap((language) => bundles.map((bundle) => addBundle(language, bundle))),
    );
  }

  return { backend, loadTexts };
}
