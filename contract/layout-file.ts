/**
 * A layout as a file (export and import): `{"format": LAYOUT_FILE_FORMAT, "name": …, "layout": …}`, the
 * layout a document of any version (workspace-layout.ts), read with the exchange's own rule
 * (layout-rules.ts readLayoutDocument), so an imported layout is one the exchange keeps as it is. A bad
 * file answers one problem with its message and nothing else: never a throw, never part of a layout.
 */
import { utf8Bytes } from './json-bytes';
import { cleanLayoutName, layoutNameProblem } from './layout-names';
import {
  LAYOUT_MAX_BYTES,
  LAYOUT_PROBLEM_MESSAGES,
  readLayoutDocument,
  type LayoutProblem,
} from './layout-rules';
import type { Texts } from './texts';
import type { LayoutDocument } from './workspace-layout';

/** What a layout file says it is, so that another JSON file is told apart from a broken layout. */
export const LAYOUT_FILE_FORMAT = 'tradedeck-layout';
/** The largest file read: a document at its bound, indented as exported, with room for its name. */
export const LAYOUT_FILE_MAX_BYTES = 4 * LAYOUT_MAX_BYTES;

export type LayoutFileProblem = LayoutProblem | 'not-json' | 'not-layout-file';

export const LAYOUT_FILE_PROBLEM_MESSAGES: Record<LayoutFileProblem, Texts> = {
  ...LAYOUT_PROBLEM_MESSAGES,
  'not-json': {
    ko: '파일을 읽을 수 없습니다. 내보낸 레이아웃 파일(JSON)을 골라 주세요.',
    en: 'The file cannot be read. Choose an exported layout file (JSON).',
  },
  'not-layout-file': {
    ko: '레이아웃 파일이 아닙니다. 이 앱에서 내보낸 파일을 골라 주세요.',
    en: 'This is not a layout file. Choose a file exported from this app.',
  },
};

export type ParsedLayoutFile =
  { ok: true; name: string; layout: LayoutDocument } | { ok: false; problem: LayoutFileProblem };

/** The text of a layout file for `layout` named `name` (indented, for a person who opens it). */
export function layoutFileText(name: string, layout: LayoutDocument): string {
  return `${JSON.stringify({ format: LAYOUT_FILE_FORMAT, name, layout }, null, 2)}\n`;
}

/**
 * A layout file's name and its layout migrated to the current version; or its one problem: too large,
 * not JSON, not a layout file, a name that cannot be kept, or a document readLayoutDocument refuses.
 */
export function parseLayoutFile(text: string): ParsedLayoutFile {
  if (typeof text !== 'string') return { ok: false, problem: 'not-json' };
  // Each UTF-16 unit is 1 to 3 bytes of UTF-8: the text's length settles most cases without encoding it.
  if (text.length > LAYOUT_FILE_MAX_BYTES || utf8Bytes(text) > LAYOUT_FILE_MAX_BYTES)
    return { ok: false, problem: 'too-large' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON, or nested past the engine's stack.
    return { ok: false, problem: 'not-json' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, problem: 'not-layout-file' };
  const file = data as { format?: unknown; name?: unknown; layout?: unknown };
  if (!Object.hasOwn(file, 'format') || file.format !== LAYOUT_FILE_FORMAT)
    return { ok: false, problem: 'not-layout-file' };
  const name = typeof file.name === 'string' ? cleanLayoutName(file.name) : '';
  const nameProblem = layoutNameProblem(name);
  if (nameProblem) return { ok: false, problem: nameProblem };
  const read = readLayoutDocument(Object.hasOwn(file, 'layout') ? file.layout : undefined);
  return read.ok ? { ok: true, name, layout: read.layout } : read;
}
