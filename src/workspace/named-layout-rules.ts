/**
 * The named layouts' pure rules on the app's side (the exchange's are contract/layout-names.ts and
 * layout-rules.ts): a new layout's id, an exported file's name, the name an imported layout takes, and
 * whether a guest's layout is an arrangement of their own (worth offering to keep at login) or the default.
 * Used by the menu's lazy chunk (named-layout-actions.ts).
 */
import { copyName, layoutNameKey, type LayoutSummary } from '../../contract/layout-names';
import type { Language } from '../../contract/texts';
import { type LayoutNode, type PanelState, type WorkspaceLayout } from '../../contract/workspace-layout';
import { COMPACT_BELOW, DEFAULT_BOX } from './default-layout';
import { defaultLayout } from './layout-schema';

/** A new layout's id (contract LAYOUT_ID: short, URL-safe), from `uuid` (crypto.randomUUID's form). */
export function newLayoutId(uuid: string = crypto.randomUUID()): string {
  return `l-${uuid.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)}`;
}

/** The suffix that tells an exported layout file from other JSON. */
export const LAYOUT_FILE_SUFFIX = '.tradedeck-layout.json';

/**
 * An exported file's name: `<name>.tradedeck-layout.json`, the characters Windows, macOS or Linux refuse in
 * a file name (and control characters) as `_`, and a name of only dots or spaces as "layout".
 */
export function layoutFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '_').trim();
  return `${/^[. ]*$/.test(safe) ? 'layout' : safe}${LAYOUT_FILE_SUFFIX}`;
}

/**
 * The name a layout takes among the member's `list`: `name` when no layout has it (whatever its case), else
 * the copy name rule's (contract copyName: "Copy of …" / "… 사본", then numbered).
 */
export function freeLayoutName(name: string, list: readonly LayoutSummary[], language: Language): string {
  const taken = new Set(list.map((layout) => layoutNameKey(layout.name)));
  return taken.has(layoutNameKey(name)) ? copyName(name, language, (key) => taken.has(key)) : name;
}

type Shape = null | string | Shape[];

function panelShape(panel: PanelState): Shape {
  return [panel.type, panel.link ?? '', panel.coin ?? '', JSON.stringify(panel.settings)];
}

/** A tree without its sizes: what a trader arranged, whatever the window it was measured in. */
function treeShape(node: LayoutNode | null): Shape {
  if (node === null) return null;
  if (node.kind === 'stack') return ['stack', String(node.active), node.panels.map(panelShape)];
  return [node.kind, node.children.map(treeShape)];
}

function arrangement(layout: WorkspaceLayout): string {
  return JSON.stringify([treeShape(layout.root), layout.popouts.map(panelShape)]);
}

/**
 * The default arrangements a guest may have been shown, one of each shape tradeArrangement makes: the
 * compact one (a workspace under COMPACT_BELOW high, as DEFAULT_BOX's 1440×900) and the regular one (from
 * COMPACT_BELOW up, e.g. 1920×1080).
 */
const DEFAULT_ARRANGEMENTS = () =>
  [DEFAULT_BOX, { width: DEFAULT_BOX.width, height: COMPACT_BELOW }].map((box) =>
    arrangement(defaultLayout(box)),
  );

/**
 * Whether `layout` is an arrangement of the trader's own: not one of the default arrangements, sizes aside
 * (a splitter dragged alone is not worth a dialog at login) and the recently closed list aside.
 */
export function isOwnArrangement(layout: WorkspaceLayout): boolean {
  return !DEFAULT_ARRANGEMENTS().includes(arrangement(layout));
}

/** A short fingerprint of a stored layout's text (FNV-1a, 32 bits): the guest layout offered at a login. */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
