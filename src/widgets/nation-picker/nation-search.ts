/**
 * Nation search (shell spec §5): blocked nations are left out; a query finds a nation by its Korean name,
 * its English name (Korean initial consonants and case-insensitive Latin, src/lib/korean-search.ts) or,
 * unless the view is country-only, its calling code typed with or without "+". Names are prepared once
 * per list, so a keystroke only walks the prepared texts.
 */
import type { Nation } from '../../../contract';
import { matchesSearch, toSearchable, toSearchQuery, type SearchableText } from '../../lib/korean-search';

export interface NationSearchEntry {
  readonly nation: Nation;
  readonly names: readonly [ko: SearchableText, en: SearchableText];
}

/** The nations a member may choose, in the exchange's order, prepared for search. */
export function nationSearchIndex(nations: readonly Nation[]): NationSearchEntry[] {
  return nations
    .filter((nation) => !nation.isBlocked)
    .map((nation) => ({
      nation,
      names: [toSearchable(nation.nationName), toSearchable(nation.nationNameEn)],
    }));
}

/** "+82" or "82" (spaces allowed): the digits of a calling code; null for any other query. */
export function phoneCodeQuery(query: string): string | null {
  const match = /^\+?\s*(\d+)$/.exec(query.trim());
  return match ? match[1]! : null;
}

/**
 * The nations a query finds. A calling code matches from its start ("8" finds +82 and +81, "82" does not
 * find +852); the country-only view shows no code, so it is not searched by one.
 */
export function searchNations(
  index: readonly NationSearchEntry[],
  query: string,
  options: { countryOnly: boolean },
): Nation[] {
  const prepared = toSearchQuery(query);
  if (prepared === null) return index.map((entry) => entry.nation);
  const code = options.countryOnly ? null : phoneCodeQuery(query);
  return index
    .filter(
      (entry) =>
        entry.names.some((name) => matchesSearch(name, prepared)) ||
        (code !== null && entry.nation.intnlPhoneNo.startsWith(code)),
    )
    .map((entry) => entry.nation);
}

/** A nation's name in the current language. */
export function nationName(nation: Nation, language: string): string {
  return language.startsWith('en') ? nation.nationNameEn : nation.nationName;
}

/** The calling code as shown: "+82". */
export function phoneCodeLabel(nation: Nation): string {
  return `+${nation.intnlPhoneNo}`;
}
