/**
 * The stored workspace layout as the app reads it: the document (contract/workspace-layout.ts: its
 * versioned shape and migrations, which the exchange keeps too) cleaned for this build, with the default
 * arrangement for the workspace's box when there is nothing to show. Whatever is in storage,
 * parseStoredLayout answers a usable layout: bad or unknown data falls back to the default and says why.
 */
import {
  isPanelType,
  LAYOUT_SCHEMA_VERSION,
  migrateLayout,
  panelsInTree,
  type LayoutDocument,
  type LayoutNode,
  type PanelState,
  type StoredNode,
  type StoredPanel,
  type WorkspaceLayout,
} from '../../contract/workspace-layout';
import { DEFAULT_BOX, defaultTree, type WorkspaceBox } from './default-layout';
import { normaliseLinks } from './link-groups';
import { revealCharts } from './layout-tree';

/** How many recently closed panels are kept to bring back. */
export const CLOSED_PANELS_KEPT = 12;

export type LayoutProblem =
  /** Nothing stored yet. */
  | 'missing'
  | 'not-json'
  | 'unknown-version'
  | 'bad-shape'
  /** Valid, but no known panel is left in it. */
  | 'no-panels';

export interface ParsedLayout {
  layout: WorkspaceLayout;
  /** Why the default was used instead of the stored layout; null when the stored one was used. */
  problem: LayoutProblem | null;
  /** Panel types that were dropped because this build does not know them. */
  droppedTypes: string[];
}

// ---------------------------------------------------------------------------------------------------
// Default, normalisation
// ---------------------------------------------------------------------------------------------------

/** The default trade arrangement of the registered panels for `box` (default-layout.ts), nothing out or closed. */
export function defaultLayout(box: WorkspaceBox = DEFAULT_BOX): WorkspaceLayout {
  return { version: LAYOUT_SCHEMA_VERSION, root: defaultTree(undefined, box), popouts: [], closed: [] };
}

class Normaliser {
  readonly seenIds = new Set<string>();
  readonly droppedTypes: string[] = [];

  panel(panel: StoredPanel): PanelState | undefined {
    if (!isPanelType(panel.type)) {
      this.droppedTypes.push(panel.type);
      return undefined;
    }
    if (this.seenIds.has(panel.id)) return undefined;
    this.seenIds.add(panel.id);
    const { id, type, link, coin, settings, placement } = panel;
    return placement ? { id, type, link, coin, settings, placement } : { id, type, link, coin, settings };
  }

  node(node: StoredNode): LayoutNode | undefined {
    if (node.kind === 'stack') {
      const panels = node.panels.map((p) => this.panel(p)).filter((p) => p !== undefined);
      if (panels.length === 0) return undefined;
      return { kind: 'stack', size: node.size, active: Math.min(node.active, panels.length - 1), panels };
    }
    const children = node.children.map((c) => this.node(c)).filter((c) => c !== undefined);
    if (children.length === 0) return undefined;
    // A split with one child adds nothing but a level: the child takes its place and size.
    if (children.length === 1) return { ...children[0]!, size: node.size };
    return { kind: node.kind, size: node.size, children };
  }
}

/** The tree with each panel replaced by the one `next` gives for its id. */
function mapPanels(node: LayoutNode, next: (panel: PanelState) => PanelState): LayoutNode {
  if (node.kind === 'stack') return { ...node, panels: node.panels.map(next) };
  return { ...node, children: node.children.map((child) => mapPanels(child, next)) };
}

/**
 * Drops what this build cannot show (unknown panel types, duplicate ids, empty stacks and splits) and
 * clamps the active tabs; a stack holding a chart shows it (no layout loads with the chart behind a tab,
 * where only a reset would find it again); the members of a colour group agree on its coin. Panels in the tree win over a
 * pop-out entry with the same id, and both over a closed one; at most CLOSED_PANELS_KEPT closed are kept.
 */
export function normaliseLayout(stored: LayoutDocument): { layout: WorkspaceLayout; droppedTypes: string[] } {
  const normaliser = new Normaliser();
  const root = stored.root === null ? null : (normaliser.node(stored.root) ?? null);
  const popouts = stored.popouts.map((p) => normaliser.panel(p)).filter((p) => p !== undefined);
  const closed = stored.closed
    .map((p) => normaliser.panel(p))
    .filter((p) => p !== undefined)
    .slice(0, CLOSED_PANELS_KEPT);
  const linked = new Map(normaliseLinks([...panelsInTree(root), ...popouts]).map((p) => [p.id, p]));
  const settled = (panel: PanelState) => linked.get(panel.id) ?? panel;
  return {
    layout: {
      version: LAYOUT_SCHEMA_VERSION,
      root: root === null ? null : revealCharts(mapPanels(root, settled)),
      popouts: popouts.map(settled),
      closed,
    },
    droppedTypes: normaliser.droppedTypes,
  };
}

export function serializeLayout(layout: WorkspaceLayout): string {
  return JSON.stringify(layout);
}

/**
 * Reads what storage holds (null when nothing): the stored layout, migrated and cleaned, or the default for
 * the workspace's `box`.
 */
export function parseStoredLayout(text: string | null, box: WorkspaceBox = DEFAULT_BOX): ParsedLayout {
  const fallback = (problem: LayoutProblem, droppedTypes: string[] = []): ParsedLayout => ({
    layout: defaultLayout(box),
    problem,
    droppedTypes,
  });
  if (text === null || text === '') return fallback('missing');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fallback('not-json');
  }
  const migrated = migrateLayout(data);
  if ('problem' in migrated) return fallback(migrated.problem);
  const { layout, droppedTypes } = normaliseLayout(migrated.layout);
  if (layout.root === null && layout.popouts.length === 0) return fallback('no-panels', droppedTypes);
  return { layout, problem: null, droppedTypes };
}

// ---------------------------------------------------------------------------------------------------
// Where layouts are kept
// ---------------------------------------------------------------------------------------------------

/** Whose workspace it is: a member ("m" + memNo) or the logged-out guest. */
export type WorkspaceOwner = 'guest' | `m${number}`;

const OWNER_PATTERN = /^(guest|m\d{1,15})$/;

export function workspaceOwner(memNo: number | null | undefined): WorkspaceOwner {
  return typeof memNo === 'number' && Number.isSafeInteger(memNo) && memNo >= 0 ? `m${memNo}` : 'guest';
}

export function isWorkspaceOwner(value: unknown): value is WorkspaceOwner {
  return typeof value === 'string' && OWNER_PATTERN.test(value);
}

export function layoutStorageKey(owner: WorkspaceOwner): string {
  return `tradedeck.workspace.layout.${owner}`;
}
