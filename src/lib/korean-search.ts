/**
 * Korean-aware text search (shell spec §5: Korean search matches consonant-only input, Latin search is
 * case-insensitive). Used by the coin list and fit for the nation picker. A query matches a text when it
 * occurs in it position by position, where each query character
 * - that is a lone initial consonant (ㅂ) matches a syllable starting with it (비) or that consonant;
 * - that is the last one typed and a complete syllable matches a syllable it is the start of, or a
 *   syllable plus the next one's initial, because an IME shows half-typed syllables (비 on the way to 빗,
 *   빝 on the way to 비트);
 * - else matches the same character, ignoring case.
 * So ㅂㅌ, 비ㅌ, 비트 and 빝 all find 비트코인, and "btc" finds BTC.
 */
import { canBeChoseong, disassemble, getChoseong } from 'es-hangul';

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;

function isSyllable(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= FIRST_SYLLABLE && code <= LAST_SYLLABLE;
}

/** A text prepared once for many queries: its characters lower-cased, each syllable's initial and jamo. */
export interface SearchableText {
  readonly chars: readonly string[];
  /** The initial consonant of each syllable; '' for other characters. */
  readonly initials: readonly string[];
  /** The jamo of each syllable; '' for other characters. */
  readonly jamo: readonly string[];
}

export function toSearchable(text: string): SearchableText {
  const chars = [...text.toLowerCase()];
  return {
    chars,
    initials: chars.map((char) => (isSyllable(char) ? getChoseong(char) : '')),
    jamo: chars.map((char) => (isSyllable(char) ? disassemble(char) : '')),
  };
}

/** A query prepared once for many texts. */
export interface SearchQuery {
  readonly chars: readonly string[];
  /** The last character's jamo, for half-typed syllables; '' when the last character is not a syllable. */
  readonly lastJamo: string;
}

/** The query without surrounding spaces, lower-cased; null when nothing is left to search for. */
export function toSearchQuery(query: string): SearchQuery | null {
  const chars = [...query.trim().toLowerCase()];
  const last = chars[chars.length - 1];
  if (last === undefined) return null;
  return { chars, lastJamo: isSyllable(last) ? disassemble(last) : '' };
}

function charMatches(query: SearchQuery, index: number, text: SearchableText, at: number): boolean {
  const wanted = query.chars[index]!;
  const char = text.chars[at]!;
  if (wanted === char) return true;
  if (canBeChoseong(wanted) && text.initials[at] === wanted) return true;
  const jamo = text.jamo[at]!;
  if (index !== query.chars.length - 1 || query.lastJamo === '' || jamo === '') return false;
  return `${jamo}${text.initials[at + 1] ?? ''}`.startsWith(query.lastJamo);
}

export function matchesSearch(text: SearchableText, query: SearchQuery): boolean {
  const last = text.chars.length - query.chars.length;
  for (let start = 0; start <= last; start++) {
    let index = 0;
    while (index < query.chars.length && charMatches(query, index, text, start + index)) index++;
    if (index === query.chars.length) return true;
  }
  return false;
}

/** One-off form of matchesSearch; an empty query matches everything. */
export function koreanIncludes(text: string, query: string): boolean {
  const prepared = toSearchQuery(query);
  return prepared === null || matchesSearch(toSearchable(text), prepared);
}
