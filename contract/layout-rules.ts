/**
 * The rule a named layout's document is kept by (layout-calls.ts): its bounds (LAYOUT_MAX_BYTES as JSON,
 * LAYOUT_TREE_DEPTH_MAX splits deep) and `readLayoutDocument`, the one reading of a document that the
 * exchange stores and the app imports from a file. Each problem, the name's (layout-names.ts) too, has its
 * message in both languages.
 */
import { groupDigits } from './digit-groups';
import { LAYOUT_NAME_PROBLEM_MESSAGES, LAYOUT_NAME_PROBLEMS } from './layout-names';
import { jsonBytes } from './json-bytes';
import type { Texts } from './texts';
import {
  isPanelType,
  migrateLayout,
  type LayoutDocument,
  type StoredNode,
  type StoredPanel,
} from './workspace-layout';

/** The most a layout document weighs, as compact UTF-8 JSON: a desk of many charts with their settings. */
export const LAYOUT_MAX_BYTES = 256 * 1024;
/** How deep splits may nest: Golden Layout desks are a few levels deep; this bounds the readers' recursion. */
export const LAYOUT_TREE_DEPTH_MAX = 16;

/** Why a document cannot be kept. */
export const LAYOUT_DOCUMENT_PROBLEMS = [
  'too-large',
  'too-deep',
  'unknown-version',
  'bad-shape',
  'no-panels',
] as const;
export type LayoutDocumentProblem = (typeof LAYOUT_DOCUMENT_PROBLEMS)[number];

/** Why a layout cannot be kept: its document's problem or its name's (layout-names.ts). */
export const LAYOUT_PROBLEMS = [...LAYOUT_DOCUMENT_PROBLEMS, ...LAYOUT_NAME_PROBLEMS] as const;
export type LayoutProblem = (typeof LAYOUT_PROBLEMS)[number];

export const LAYOUT_PROBLEM_MESSAGES: Record<LayoutProblem, Texts> = {
  'too-large': {
    ko: `레이아웃 하나의 정보는 ${groupDigits(LAYOUT_MAX_BYTES)}바이트를 넘을 수 없습니다. 패널을 줄여 주세요.`,
    en: `A layout may take at most ${groupDigits(LAYOUT_MAX_BYTES)} bytes. Remove some panels.`,
  },
  'too-deep': {
    ko: `레이아웃의 분할은 ${LAYOUT_TREE_DEPTH_MAX}단계까지 겹칠 수 있습니다.`,
    en: `A layout's splits may nest at most ${LAYOUT_TREE_DEPTH_MAX} deep.`,
  },
  'unknown-version': {
    ko: '이 레이아웃은 알 수 없는 버전입니다. 새 버전의 앱에서 만든 레이아웃일 수 있습니다.',
    en: 'This layout has a version this app does not know. It may come from a newer app.',
  },
  'bad-shape': {
    ko: '레이아웃의 형식이 올바르지 않습니다.',
    en: 'The layout is not in a valid form.',
  },
  'no-panels': {
    ko: '레이아웃에 이 앱이 보여 줄 수 있는 패널이 없습니다.',
    en: 'The layout has no panel this app can show.',
  },
  ...LAYOUT_NAME_PROBLEM_MESSAGES,
};

// ---------------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------------

/**
 * True when no split in `value`'s tree (from `root`, through `children`) is deeper than
 * LAYOUT_TREE_DEPTH_MAX. Walked with a list rather than recursion, so a hostile tree costs no stack.
 */
function shallowEnough(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const pending: [unknown, number][] = [[(value as { root?: unknown }).root, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > LAYOUT_TREE_DEPTH_MAX) return false;
    const children =
      typeof node === 'object' && node !== null ? (node as { children?: unknown }).children : null;
    if (Array.isArray(children)) for (const child of children as unknown[]) pending.push([child, depth + 1]);
  }
  return true;
}

function knownPanel(panels: readonly StoredPanel[]): boolean {
  return panels.some((panel) => isPanelType(panel.type));
}

function treeHasKnownPanel(node: StoredNode | null): boolean {
  if (node === null) return false;
  if (node.kind === 'stack') return knownPanel(node.panels);
  return node.children.some(treeHasKnownPanel);
}

export type ReadLayoutDocument =
  { ok: true; layout: LayoutDocument } | { ok: false; problem: LayoutDocumentProblem };

/**
 * `value` (parsed JSON, of any version) as a layout document of the current version, migrated; or why it
 * is none: nested too deep, no version we know, not the version's shape, no panel of a known type in the
 * tree or out (a layout that would open empty), or over LAYOUT_MAX_BYTES once migrated. Never throws and
 * never answers part of a layout: what it answers is the whole document, or nothing.
 */
export function readLayoutDocument(value: unknown): ReadLayoutDocument {
  if (!shallowEnough(value)) return { ok: false, problem: 'too-deep' };
  const migrated = migrateLayout(value);
  if ('problem' in migrated) return { ok: false, problem: migrated.problem };
  const { layout } = migrated;
  if (!treeHasKnownPanel(layout.root) && !knownPanel(layout.popouts))
    return { ok: false, problem: 'no-panels' };
  if (jsonBytes(layout) > LAYOUT_MAX_BYTES) return { ok: false, problem: 'too-large' };
  return { ok: true, layout };
}
