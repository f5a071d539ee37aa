/**
 * The indicator picker's rules: which indicators a search finds, by their names, legend names and search
 * words in both languages (Korean initials and half-typed syllables as the coin list finds coins, Latin
 * whatever its case), the sections they are listed in (the trader's favourites, then those drawn over
 * the price, then those drawn in a pane, each in the library's order). Starring one is a change to the
 * chart settings (chart-settings.ts, toggleFavourite).
 */
import { matchesSearch, toSearchable, toSearchQuery, type SearchableText } from '../../../lib/korean-search';
import { INDICATORS, indicatorDefinition, type IndicatorKind } from '../../../render/chart/chart-studies';

/** What a trader may type to find one indicator, in one language. */
export interface IndicatorWords {
  name: string;
  short: string;
  /** Extra search words, separated by spaces. */
  keywords: string;
}

/** Every kind's words in one language. */
export type IndicatorWordTable = Readonly<Record<IndicatorKind, IndicatorWords>>;

/** Each kind's texts to search, prepared once. */
export type IndicatorSearchIndex = ReadonlyMap<IndicatorKind, readonly SearchableText[]>;

/** The kinds in the library's order: the overlays, then the pane indicators. */
export const PICKER_KINDS: readonly IndicatorKind[] = INDICATORS.map((definition) => definition.kind);

/** The search over `tables` (one per language): a kind is found by any of its words in any of them. */
export function indicatorSearchIndex(tables: readonly IndicatorWordTable[]): IndicatorSearchIndex {
  return new Map(
    PICKER_KINDS.map((kind) => [
      kind,
      tables.flatMap((table) => {
        const words = table[kind];
        return [words.name, words.short, words.keywords].map(toSearchable);
      }),
    ]),
  );
}

/** The kinds `query` finds, in the library's order; every kind for a blank query. */
export function matchingKinds(index: IndicatorSearchIndex, query: string): IndicatorKind[] {
  const prepared = toSearchQuery(query);
  if (prepared === null) return [...PICKER_KINDS];
  return PICKER_KINDS.filter((kind) => (index.get(kind) ?? []).some((text) => matchesSearch(text, prepared)));
}

export type PickerSectionName = 'favourites' | 'overlay' | 'pane';

export interface PickerSection {
  name: PickerSectionName;
  kinds: IndicatorKind[];
}

/** One row of the list: a kind in a section (a favourite is listed twice: there and in its own section). */
export interface PickerRow {
  /** Unique in the list. */
  key: string;
  section: PickerSectionName;
  kind: IndicatorKind;
}

/** The sections of the kinds found, none empty: favourites first (in the library's order), then by placement. */
export function pickerSections(
  found: readonly IndicatorKind[],
  favourites: readonly IndicatorKind[],
): PickerSection[] {
  const sections: PickerSection[] = [
    { name: 'favourites', kinds: found.filter((kind) => favourites.includes(kind)) },
    { name: 'overlay', kinds: found.filter((kind) => indicatorDefinition(kind).placement === 'overlay') },
    { name: 'pane', kinds: found.filter((kind) => indicatorDefinition(kind).placement === 'pane') },
  ];
  return sections.filter((section) => section.kinds.length > 0);
}

/** The sections' rows in the order shown, which the arrow keys move through. */
export function pickerRows(sections: readonly PickerSection[]): PickerRow[] {
  return sections.flatMap((section) =>
    section.kinds.map((kind) => ({ key: `${section.name}-${kind}`, section: section.name, kind })),
  );
}
