/**
 * The stored workspace layout: our own versioned schema (not Golden Layout's config, whose shape changes
 * between its releases), with parsing, migration and normalisation as pure functions. Whatever is in
 * storage, parseStoredLayout answers a usable layout: bad or unknown data falls back to the default and
 * says why.
 */
import { z } from 'zod';
import { lazySchema } from '../../contract/lazy-schema';
import { coinKey, isMarketSymbol, parseCoinKey, type CoinKey } from '../../contract/markets';
import { DEFAULT_BOX, defaultTree, type WorkspaceBox } from './default-layout';
import { normaliseLinks } from './link-groups';
import { panelsInTree, revealCharts, type LayoutNode } from './layout-tree';
import { readPanelSettings } from './panel-settings';
import { isPanelType, LINK_GROUPS, PANEL_ID_PATTERN, type PanelState } from './panel-types';

export type { LayoutNode, SplitNode, StackNode } from './layout-tree';
export { panelsInTree } from './layout-tree';

export const LAYOUT_SCHEMA_VERSION = 4;

/** How many recently closed panels are kept to bring back. */
export const CLOSED_PANELS_KEPT = 12;

/** Golden Layout sizes we keep: a percentage or a fraction of the free space. */
const SIZE_PATTERN = /^\d{1,4}(\.\d{1,6})?(%|fr)$/;

export interface WorkspaceLayout {
  version: typeof LAYOUT_SCHEMA_VERSION;
  root: LayoutNode | null;
  /** Panels that live in their own windows; they return to `root` when their window closes. */
  popouts: PanelState[];
  /** Panels the user closed, most recent first, with their settings, to bring back from the panel menu. */
  closed: PanelState[];
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

const size = lazySchema(() => z.string().regex(SIZE_PATTERN));

type StoredNodeOf<P> =
  | { kind: 'stack'; size: string; active: number; panels: P[] }
  | { kind: 'row' | 'column'; size: string; children: StoredNodeOf<P>[] };

function storedNodeOf<P>(panel: z.ZodType<P>): z.ZodType<StoredNodeOf<P>> {
  const node: z.ZodType<StoredNodeOf<P>> = z.lazy(() =>
    z.union([
      z.object({
        kind: z.literal('stack'),
        size,
        active: z.number().int().min(0),
        panels: z.array(panel).max(64),
      }),
      z.object({
        kind: z.enum(['row', 'column']),
        size,
        children: z.array(node).max(64),
      }),
    ]),
  );
  return node;
}

/** A coin key in canonical form, or null; anything else is forgotten rather than fatal. */
function canonicalCoin(value: string): CoinKey | null {
  const parsed = parseCoinKey(value);
  if (!parsed || !isMarketSymbol(parsed.marketSymbol)) return null;
  const key = coinKey(parsed.symbol, parsed.marketSymbol);
  return key === value ? key : null;
}

const storedPanelV2 = lazySchema(() =>
  z.object({ id: z.string().regex(PANEL_ID_PATTERN), type: z.string() }),
);
type StoredPanelV2 = z.infer<typeof storedPanelV2>;

const storedPanelV3 = lazySchema(() =>
  storedPanelV2.extend({
    // A group this build does not know (a later build's colour) follows the page rather than break the layout.
    link: z.enum(LINK_GROUPS).nullable().catch('page'),
    coin: z.string().transform(canonicalCoin).nullable().catch(null),
  }),
);
type StoredPanelV3 = z.infer<typeof storedPanelV3>;

const storedPanel = lazySchema(() =>
  storedPanelV3.extend({
    // Opaque to the workspace (panel-settings.ts): a panel may have none, and settings that are no JSON
    // object or are over the size cap read as none rather than cost the rest of the layout.
    settings: z.unknown().optional().transform(readPanelSettings),
  }),
);
type StoredPanel = z.infer<typeof storedPanel>;
type StoredNode = StoredNodeOf<StoredPanel>;

const storedV4 = lazySchema(() =>
  z.object({
    version: z.literal(4),
    root: storedNodeOf(storedPanel).nullable(),
    popouts: z.array(storedPanel).max(64),
    closed: z.array(storedPanel).max(64),
  }),
);
type StoredV4 = z.infer<typeof storedV4>;

/** Version 3: panels with their link group and coin, without settings of their own. */
const storedV3 = lazySchema(() =>
  z.object({
    version: z.literal(3),
    root: storedNodeOf(storedPanelV3).nullable(),
    popouts: z.array(storedPanelV3).max(64),
    closed: z.array(storedPanelV3).max(64),
  }),
);
export type LayoutV3 = z.infer<typeof storedV3>;

/** Version 2: the tree and the pop-outs, panels without settings (every panel showed the page's coin). */
const storedV2 = lazySchema(() =>
  z.object({
    version: z.literal(2),
    root: storedNodeOf(storedPanelV2).nullable(),
    popouts: z.array(storedPanelV2).max(64),
  }),
);
export type LayoutV2 = z.infer<typeof storedV2>;

/** Version 1, the first schema: panel types side by side in one row, without sizes or ids. */
const storedV1 = lazySchema(() =>
  z.object({
    version: z.literal(1),
    panels: z.array(z.string()).max(64),
  }),
);
export type LayoutV1 = z.infer<typeof storedV1>;

// ---------------------------------------------------------------------------------------------------
// Default, migration, normalisation
// ---------------------------------------------------------------------------------------------------

/** The default trade arrangement of the registered panels for `box` (default-layout.ts), nothing out or closed. */
export function defaultLayout(box: WorkspaceBox = DEFAULT_BOX): WorkspaceLayout {
  return { version: LAYOUT_SCHEMA_VERSION, root: defaultTree(undefined, box), popouts: [], closed: [] };
}

/** v1 → v2: each listed type becomes a stack of its own in one row, with ids numbered per type. */
export function migrateV1(v1: LayoutV1): LayoutV2 {
  const seen = new Map<string, number>();
  const children: StoredNodeOf<StoredPanelV2>[] = v1.panels.map((type) => {
    const n = (seen.get(type) ?? 0) + 1;
    seen.set(type, n);
    const id = `${type.toLowerCase().replace(/[^a-z0-9-]/g, '')}-${n}`;
    return { kind: 'stack', size: '1fr', active: 0, panels: [{ id, type }] };
  });
  return { version: 2, root: { kind: 'row', size: '100%', children }, popouts: [] };
}

/**
 * v2 → v3: every panel joins the page group (it showed the page's coin, and still does) with no coin of
 * its own; nothing was closed yet. The arrangement is kept as it is.
 */
export function migrateV2(v2: LayoutV2): LayoutV3 {
  const withSettings = (panel: StoredPanelV2): StoredPanelV3 => ({ ...panel, link: 'page', coin: null });
  const node = (n: StoredNodeOf<StoredPanelV2>): StoredNodeOf<StoredPanelV3> =>
    n.kind === 'stack'
      ? { ...n, panels: n.panels.map(withSettings) }
      : { kind: n.kind, size: n.size, children: n.children.map(node) };
  return {
    version: 3,
    root: v2.root === null ? null : node(v2.root),
    popouts: v2.popouts.map(withSettings),
    closed: [],
  };
}

/** v3 → v4: no panel has settings of its own yet. Everything else is kept as it is. */
export function migrateV3(v3: LayoutV3): StoredV4 {
  const withSettings = (panel: StoredPanelV3): StoredPanel => ({ ...panel, settings: null });
  const node = (n: StoredNodeOf<StoredPanelV3>): StoredNode =>
    n.kind === 'stack'
      ? { ...n, panels: n.panels.map(withSettings) }
      : { kind: n.kind, size: n.size, children: n.children.map(node) };
  return {
    version: 4,
    root: v3.root === null ? null : node(v3.root),
    popouts: v3.popouts.map(withSettings),
    closed: v3.closed.map(withSettings),
  };
}

/** Brings any stored version up to the current one; a problem when the data is no layout we know. */
export function migrateLayout(
  data: unknown,
): { layout: StoredV4 } | { problem: 'unknown-version' | 'bad-shape' } {
  const version =
    typeof data === 'object' && data !== null ? (data as { version?: unknown }).version : undefined;
  const parsed = (schema: z.ZodType, up: (valid: never) => StoredV4) => {
    const result = schema.safeParse(data);
    return result.success ? { layout: up(result.data as never) } : { problem: 'bad-shape' as const };
  };
  if (version === 1) return parsed(storedV1, (v1: LayoutV1) => migrateV3(migrateV2(migrateV1(v1))));
  if (version === 2) return parsed(storedV2, (v2: LayoutV2) => migrateV3(migrateV2(v2)));
  if (version === 3) return parsed(storedV3, migrateV3);
  if (version === LAYOUT_SCHEMA_VERSION) return parsed(storedV4, (v4: StoredV4) => v4);
  return { problem: 'unknown-version' };
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
    return { id: panel.id, type: panel.type, link: panel.link, coin: panel.coin, settings: panel.settings };
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
export function normaliseLayout(stored: StoredV4): { layout: WorkspaceLayout; droppedTypes: string[] } {
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
