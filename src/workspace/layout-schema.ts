/**
 * The stored workspace layout: our own versioned schema (not Golden Layout's config, whose shape changes
 * between its releases), with parsing, migration and normalisation as pure functions. Whatever is in
 * storage, parseStoredLayout answers a usable layout: bad or unknown data falls back to the default and
 * says why.
 */
import { z } from 'zod';
import {
  isPanelType,
  PANEL_DEFAULT_SIZES,
  PANEL_ID_PATTERN,
  type PanelRef,
  type PanelType,
} from './panel-types';

export const LAYOUT_SCHEMA_VERSION = 2;

/** Golden Layout sizes we keep: a percentage or a fraction of the free space. */
const SIZE_PATTERN = /^\d{1,4}(\.\d{1,6})?(%|fr)$/;

/** A group of panels shown as tabs; `active` is the index of the visible one. */
export interface StackNode {
  kind: 'stack';
  size: string;
  active: number;
  panels: PanelRef[];
}

/** Children side by side (row) or one above the other (column). */
export interface SplitNode {
  kind: 'row' | 'column';
  size: string;
  children: LayoutNode[];
}

export type LayoutNode = StackNode | SplitNode;

export interface WorkspaceLayout {
  version: typeof LAYOUT_SCHEMA_VERSION;
  root: LayoutNode | null;
  /** Panels that live in their own windows; they return to `root` when their window closes. */
  popouts: PanelRef[];
}

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
// Shapes as stored (panel types are plain strings here: unknown ones are dropped, not fatal)
// ---------------------------------------------------------------------------------------------------

const storedPanel = z.object({ id: z.string().regex(PANEL_ID_PATTERN), type: z.string() });
type StoredPanel = z.infer<typeof storedPanel>;
const size = z.string().regex(SIZE_PATTERN);

type StoredNode =
  | { kind: 'stack'; size: string; active: number; panels: StoredPanel[] }
  | { kind: 'row' | 'column'; size: string; children: StoredNode[] };

const storedNode: z.ZodType<StoredNode> = z.lazy(() =>
  z.union([
    z.object({
      kind: z.literal('stack'),
      size,
      active: z.number().int().min(0),
      panels: z.array(storedPanel).max(64),
    }),
    z.object({
      kind: z.enum(['row', 'column']),
      size,
      children: z.array(storedNode).max(64),
    }),
  ]),
);

const storedV2 = z.object({
  version: z.literal(2),
  root: storedNode.nullable(),
  popouts: z.array(storedPanel).max(64),
});

/** Version 1, the first schema: panel types side by side in one row, without sizes or ids. */
const storedV1 = z.object({
  version: z.literal(1),
  panels: z.array(z.string()).max(64),
});
export type LayoutV1 = z.infer<typeof storedV1>;

type StoredV2 = z.infer<typeof storedV2>;

// ---------------------------------------------------------------------------------------------------
// Default, migration, normalisation
// ---------------------------------------------------------------------------------------------------

function singlePanelStack(type: PanelType, id: string, share: string): StackNode {
  return { kind: 'stack', size: share, active: 0, panels: [{ id, type }] };
}

/**
 * The chart large on the left; beside it the coin list above the live price and the connection strip.
 * Ids are fixed so two loads of the default agree.
 */
export function defaultLayout(): WorkspaceLayout {
  return {
    version: LAYOUT_SCHEMA_VERSION,
    root: {
      kind: 'row',
      size: '100%',
      children: [
        singlePanelStack('chart', 'chart-1', PANEL_DEFAULT_SIZES.chart.share),
        {
          kind: 'column',
          size: '25%',
          children: [
            singlePanelStack('coin-list', 'coin-list-1', PANEL_DEFAULT_SIZES['coin-list'].share),
            singlePanelStack('live-price', 'live-price-1', PANEL_DEFAULT_SIZES['live-price'].share),
            singlePanelStack('connection', 'connection-1', PANEL_DEFAULT_SIZES.connection.share),
          ],
        },
      ],
    },
    popouts: [],
  };
}

/** v1 → v2: each listed type becomes a stack of its own in one row, with ids numbered per type. */
export function migrateV1(v1: LayoutV1): StoredV2 {
  const seen = new Map<string, number>();
  const children: StoredNode[] = v1.panels.map((type) => {
    const n = (seen.get(type) ?? 0) + 1;
    seen.set(type, n);
    const id = `${type.toLowerCase().replace(/[^a-z0-9-]/g, '')}-${n}`;
    return { kind: 'stack', size: '1fr', active: 0, panels: [{ id, type }] };
  });
  return { version: 2, root: { kind: 'row', size: '100%', children }, popouts: [] };
}

/** Brings any stored version up to the current one; undefined when the data is no layout we know. */
export function migrateLayout(
  data: unknown,
): { layout: StoredV2 } | { problem: 'unknown-version' | 'bad-shape' } {
  const version =
    typeof data === 'object' && data !== null ? (data as { version?: unknown }).version : undefined;
  if (version === 1) {
    const v1 = storedV1.safeParse(data);
    return v1.success ? { layout: migrateV1(v1.data) } : { problem: 'bad-shape' };
  }
  if (version === LAYOUT_SCHEMA_VERSION) {
    const v2 = storedV2.safeParse(data);
    return v2.success ? { layout: v2.data } : { problem: 'bad-shape' };
  }
  return { problem: 'unknown-version' };
}

class Normaliser {
  readonly seenIds = new Set<string>();
  readonly droppedTypes: string[] = [];

  panel(panel: StoredPanel): PanelRef | undefined {
    if (!isPanelType(panel.type)) {
      this.droppedTypes.push(panel.type);
      return undefined;
    }
    if (this.seenIds.has(panel.id)) return undefined;
    this.seenIds.add(panel.id);
    return { id: panel.id, type: panel.type };
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

/**
 * Drops what this build cannot show (unknown panel types, duplicate ids, empty stacks and splits) and
 * clamps the active tabs. Panels in the tree win over a pop-out entry with the same id.
 */
export function normaliseLayout(stored: StoredV2): { layout: WorkspaceLayout; droppedTypes: string[] } {
  const normaliser = new Normaliser();
  const root = stored.root === null ? null : (normaliser.node(stored.root) ?? null);
  const popouts = stored.popouts.map((p) => normaliser.panel(p)).filter((p) => p !== undefined);
  return {
    layout: { version: LAYOUT_SCHEMA_VERSION, root, popouts },
    droppedTypes: normaliser.droppedTypes,
  };
}

/** Every panel of the tree, in document order. */
export function panelsInTree(node: LayoutNode | null): PanelRef[] {
  if (node === null) return [];
  if (node.kind === 'stack') return [...node.panels];
  return node.children.flatMap((child) => panelsInTree(child));
}

export function serializeLayout(layout: WorkspaceLayout): string {
  return JSON.stringify(layout);
}

/** Reads what storage holds (null when nothing): the stored layout, migrated and cleaned, or the default. */
export function parseStoredLayout(text: string | null): ParsedLayout {
  const fallback = (problem: LayoutProblem, droppedTypes: string[] = []): ParsedLayout => ({
    layout: defaultLayout(),
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
