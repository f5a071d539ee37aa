/**
 * A named layout's name and its place in the member's list (layout-calls.ts), written without zod so that
 * the feed worker checks the layouts channel with it: the name trimmed, 1–LAYOUT_NAME_MAX characters,
 * without control characters, unique per member whatever its case; a copy's name; how many a member keeps;
 * the app-chosen id; and a summary as the channel carries it.
 */
import type { Language, Texts } from './texts';

/** The longest name, in characters (code points) after trimming. */
export const LAYOUT_NAME_MAX = 40;
/** Named layouts a member keeps: a desk per strategy and screen set, with room to spare. */
export const LAYOUTS_PER_MEMBER_MAX = 30;
/** A layout's id, chosen by the app (as a drawing's): short and URL-safe. */
export const LAYOUT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A named layout without its document: what the list and the `layouts` channel carry. */
export interface LayoutSummary {
  id: string;
  /** Trimmed, 1–LAYOUT_NAME_MAX characters, unique among the member's whatever its case. */
  name: string;
  /** 1 when created, + 1 at each save or rename. */
  version: number;
  /** The member's default layout: at most one of theirs is. */
  isDefault: boolean;
  /** Unix milliseconds of the last save or rename. */
  updatedAt: number;
}

export const LAYOUT_NAME_PROBLEMS = ['name-empty', 'name-too-long', 'name-control'] as const;
export type LayoutNameProblem = (typeof LAYOUT_NAME_PROBLEMS)[number];

export const LAYOUT_NAME_PROBLEM_MESSAGES: Record<LayoutNameProblem, Texts> = {
  'name-empty': { ko: '레이아웃 이름을 입력해 주세요.', en: 'Enter a name for the layout.' },
  'name-too-long': {
    ko: `레이아웃 이름은 ${LAYOUT_NAME_MAX}자까지 쓸 수 있습니다.`,
    en: `A layout name may be at most ${LAYOUT_NAME_MAX} characters.`,
  },
  'name-control': {
    ko: '레이아웃 이름에 줄바꿈이나 제어 문자를 쓸 수 없습니다.',
    en: 'A layout name may not hold line breaks or control characters.',
  },
};

// Line and paragraph separators break a menu's row as a newline does.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A name as kept: trimmed and in one Unicode form (NFC), so that equal-looking names compare equal. */
export function cleanLayoutName(name: string): string {
  return name.normalize('NFC').trim();
}

/** Why a (cleaned) name cannot be kept, or null. */
export function layoutNameProblem(name: string): LayoutNameProblem | null {
  if (name.length === 0) return 'name-empty';
  if (CONTROL.test(name)) return 'name-control';
  if ([...name].length > LAYOUT_NAME_MAX) return 'name-too-long';
  return null;
}

/** What two names compare by: a member's names are unique whatever their case ("Scalping" = "scalping"). */
export function layoutNameKey(name: string): string {
  return cleanLayoutName(name).toLowerCase();
}

/** The first `count` characters (code points) of `text`, a surrogate pair never split. */
function firstChars(text: string, count: number): string {
  return [...text].slice(0, count).join('');
}

/**
 * The name of a copy of the layout named `name`: "Copy of …" in English, "… 사본" in Korean (the language
 * of the request that made it, as Windows' Explorer names copies), then " (2)", " (3)"… until no name of
 * the member's (`taken`, by layoutNameKey) has it; `name` is shortened so that the whole fits
 * LAYOUT_NAME_MAX. A member has at most LAYOUTS_PER_MEMBER_MAX names, so a free one is always found.
 */
export function copyName(name: string, language: Language, taken: (key: string) => boolean): string {
  const compose = (base: string, suffix: string) =>
    language === 'ko' ? `${base} 사본${suffix}` : `Copy of ${base}${suffix}`;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const room = LAYOUT_NAME_MAX - [...compose('', suffix)].length;
    const candidate = cleanLayoutName(compose(firstChars(name, room).trim(), suffix));
    if (!taken(layoutNameKey(candidate))) return candidate;
  }
}

/**
 * A layout summary as the exchange sends it: an id, a name it would keep, a version from 1, a default flag
 * and a time. The layouts channel's frames are checked with it (workers/core/feed/frame-codec.ts).
 */
export function isLayoutSummary(value: unknown): value is LayoutSummary {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.id === 'string' &&
    LAYOUT_ID.test(row.id) &&
    typeof row.name === 'string' &&
    cleanLayoutName(row.name) === row.name &&
    layoutNameProblem(row.name) === null &&
    typeof row.version === 'number' &&
    Number.isSafeInteger(row.version) &&
    row.version >= 1 &&
    typeof row.isDefault === 'boolean' &&
    typeof row.updatedAt === 'number' &&
    Number.isFinite(row.updatedAt)
  );
}
