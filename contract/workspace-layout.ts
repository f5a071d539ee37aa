/**
 * The workspace layout as a document: the versioned JSON shape the app keeps in storage, the exchange keeps
 * as a member's named layouts (layout-calls.ts) and a layout file carries (layout-file.ts), with the panel
 * types and ids it names and its migrations from every earlier version. Our own schema, not Golden Layout's
 * config (whose shape changes between its releases). The app reads a document further (src/workspace/
 * layout-schema.ts: unknown panel types dropped, links agreed, the default arrangement for its screen); the
 * exchange keeps exactly what this module reads, so the two cannot drift.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { coinKey, isMarketSymbol, parseCoinKey, type CoinKey } from './markets';
import { readPanelSettings, type PanelSettings } from './panel-settings';

// ---------------------------------------------------------------------------------------------------
// Panels
// ---------------------------------------------------------------------------------------------------

/**
 * The panel types the app can show: each has an entry in the app's panel registry and sizes
 * (src/workspace/panel-registry.ts, panel-types.ts), which the compiler keeps equal to this list.
 */
export const PANEL_TYPES = [
  'chart',
  'coin-list',
  'live-price',
  'connection',
  'order-book',
  'depth-chart',
  'order-panel',
  'recent-trades',
  'open-orders',
  'credit-status',
  'notifications',
  'alerts',
  'replay',
] as const;
export type PanelType = (typeof PANEL_TYPES)[number];

export function isPanelType(value: unknown): value is PanelType {
  return typeof value === 'string' && (PANEL_TYPES as readonly string[]).includes(value);
}

/**
 * Colour link groups (TradingView's symbol linking): picking a coin in a panel of a group moves every
 * panel of the group. `page` is the default group, whose coin is the address's (/trade/order/:coin).
 */
export const LINK_GROUPS = ['page', 'red', 'green', 'blue', 'yellow', 'purple'] as const;
export type LinkGroup = (typeof LINK_GROUPS)[number];

export function isLinkGroup(value: unknown): value is LinkGroup {
  return typeof value === 'string' && (LINK_GROUPS as readonly string[]).includes(value);
}

/** One panel instance in a layout: its id is unique within the layout and names its pop-out window. */
export interface PanelRef {
  id: string;
  type: PanelType;
}

/**
 * A panel with its own settings, as the layout keeps it (in the tree, popped out or recently closed).
 * `link` is its colour link group (null: none); `coin` the coin it shows when it is in no group or in a
 * colour group — null until it had one of its own (it shows the page's coin meanwhile); `settings` what
 * the panel keeps of its own (panel-settings.ts: a JSON object only its feature reads; null: none yet);
 * `placement` its window's (WindowPlacement; left out when none is known).
 */
export interface PanelState extends PanelRef {
  link: LinkGroup | null;
  coin: CoinKey | null;
  settings: PanelSettings | null;
  placement?: WindowPlacement;
}

// ---------------------------------------------------------------------------------------------------
// Windows across screens
// ---------------------------------------------------------------------------------------------------

/** A box in the screens' coordinate space (CSS pixels; a screen left of the primary one has negative x). */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The screen a window was on: its `label` as the Window Management API names it (ScreenDetailed.label; ''
 * where the API did not say, as with the plain `window.screen`) and its available box
 * (availLeft/availTop/availWidth/availHeight), so a placement can be fitted to another screen when this one
 * is gone, and told apart from another screen of the same model.
 */
export interface PlacementScreen extends ScreenBox {
  label: string;
}

/**
 * Where a pop-out's window was: its outer position (screenX/screenY) and its content size (innerWidth/
 * innerHeight, what window.open's width and height features set), on `screen` (null: not known). Kept on
 * the panel while it lives in its window and after the window went away without giving the panel back
 * (closed, or the browser quit), so that the desk's restore reopens it there; giving it back (the window's
 * "return to layout") forgets it.
 */
export interface WindowPlacement extends ScreenBox {
  screen: PlacementScreen | null;
}

/** The farthest a coordinate reaches, and the largest side: far beyond any desk of screens. */
export const PLACEMENT_COORDINATE_MAX = 100_000;
/** The longest screen label kept (ScreenDetailed.label is a display's model name). */
export const SCREEN_LABEL_MAX = 128;

const coordinate = lazySchema(() =>
  z
    .number()
    .finite()
    .min(-PLACEMENT_COORDINATE_MAX)
    .max(PLACEMENT_COORDINATE_MAX)
    .transform((value) => Math.round(value)),
);
const side = lazySchema(() =>
  z
    .number()
    .finite()
    .min(1)
    .max(PLACEMENT_COORDINATE_MAX)
    .transform((value) => Math.round(value)),
);
const boxShape = () => ({ left: coordinate, top: coordinate, width: side, height: side });

/** A window's placement as the document, a layout file and the pop-out messages carry it. */
export const windowPlacementSchema = lazySchema((): z.ZodType<WindowPlacement> =>
  z.object({
    ...boxShape(),
    screen: z.object({ ...boxShape(), label: z.string().max(SCREEN_LABEL_MAX) }).nullable(),
  }),
);

/** Ids are short and URL-safe because they travel in pop-out addresses and window names. */
export const PANEL_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export function isPanelId(value: unknown): value is string {
  return typeof value === 'string' && PANEL_ID_PATTERN.test(value);
}

// ---------------------------------------------------------------------------------------------------
// The tree
// ---------------------------------------------------------------------------------------------------

/** A group of panels shown as tabs; `active` is the index of the visible one. */
export interface StackNode {
  kind: 'stack';
  size: string;
  active: number;
  panels: PanelState[];
}

/** Children side by side (row) or one above the other (column). */
export interface SplitNode {
  kind: 'row' | 'column';
  size: string;
  children: LayoutNode[];
}

export type LayoutNode = StackNode | SplitNode;

/** Every panel of the tree, in document order. */
export function panelsInTree(node: LayoutNode | null): PanelState[] {
  if (node === null) return [];
  if (node.kind === 'stack') return [...node.panels];
  return node.children.flatMap((child) => panelsInTree(child));
}

export const LAYOUT_SCHEMA_VERSION = 5;

/** A layout as the app shows it: the current version, every panel of a known type. */
export interface WorkspaceLayout {
  version: typeof LAYOUT_SCHEMA_VERSION;
  root: LayoutNode | null;
  /** Panels that live in their own windows; they return to `root` when their window closes. */
  popouts: PanelState[];
  /** Panels the user closed, most recent first, with their settings, to bring back from the panel menu. */
  closed: PanelState[];
}

// ---------------------------------------------------------------------------------------------------
// Shapes as stored (panel types are plain strings here: a later build's types are dropped by the app
// that does not know them, not fatal)
// ---------------------------------------------------------------------------------------------------

/** Golden Layout sizes we keep: a percentage or a fraction of the free space. */
const SIZE_PATTERN = /^\d{1,4}(\.\d{1,6})?(%|fr)$/;
/** The most panels a stack, and children a split, hold; and the most panels out or closed. */
export const LAYOUT_LIST_MAX = 64;

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
        panels: z.array(panel).max(LAYOUT_LIST_MAX),
      }),
      z.object({
        kind: z.enum(['row', 'column']),
        size,
        children: z.array(node).max(LAYOUT_LIST_MAX),
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

const storedPanelV4 = lazySchema(() =>
  storedPanelV3.extend({
    // Opaque to the layout (panel-settings.ts): a panel may have none, and settings that are no JSON
    // object or are over the size cap read as none rather than cost the rest of the layout.
    settings: z.unknown().optional().transform(readPanelSettings),
  }),
);
type StoredPanelV4 = z.infer<typeof storedPanelV4>;

/** A panel as the current version stores it: its type a plain string, its placement left out when unknown. */
export type StoredPanel = StoredPanelV4 & { placement?: WindowPlacement };

const storedPanel = lazySchema((): z.ZodType<StoredPanel> =>
  storedPanelV4
    .extend({
      // Null reads as unknown; one out of bounds is forgotten (the window opens at its panel's size), not fatal.
      placement: windowPlacementSchema.nullable().optional().catch(undefined),
    })
    .transform(({ placement, ...panel }) => (placement ? { ...panel, placement } : panel)),
);
export type StoredNode = StoredNodeOf<StoredPanel>;

const storedV5 = lazySchema(() =>
  z.object({
    version: z.literal(5),
    root: storedNodeOf(storedPanel).nullable(),
    popouts: z.array(storedPanel).max(LAYOUT_LIST_MAX),
    closed: z.array(storedPanel).max(LAYOUT_LIST_MAX),
  }),
);
/** A layout document of the current version, as kept: what migrateLayout answers and the exchange stores. */
export type LayoutDocument = z.infer<typeof storedV5>;

/** Version 4: panels with their own settings, without their windows' placements. */
const storedV4 = lazySchema(() =>
  z.object({
    version: z.literal(4),
    root: storedNodeOf(storedPanelV4).nullable(),
    popouts: z.array(storedPanelV4).max(LAYOUT_LIST_MAX),
    closed: z.array(storedPanelV4).max(LAYOUT_LIST_MAX),
  }),
);
export type LayoutV4 = z.infer<typeof storedV4>;

/** Version 3: panels with their link group and coin, without settings of their own. */
const storedV3 = lazySchema(() =>
  z.object({
    version: z.literal(3),
    root: storedNodeOf(storedPanelV3).nullable(),
    popouts: z.array(storedPanelV3).max(LAYOUT_LIST_MAX),
    closed: z.array(storedPanelV3).max(LAYOUT_LIST_MAX),
  }),
);
export type LayoutV3 = z.infer<typeof storedV3>;

/** Version 2: the tree and the pop-outs, panels without settings (every panel showed the page's coin). */
const storedV2 = lazySchema(() =>
  z.object({
    version: z.literal(2),
    root: storedNodeOf(storedPanelV2).nullable(),
    popouts: z.array(storedPanelV2).max(LAYOUT_LIST_MAX),
  }),
);
export type LayoutV2 = z.infer<typeof storedV2>;

/** Version 1, the first schema: panel types side by side in one row, without sizes or ids. */
const storedV1 = lazySchema(() =>
  z.object({
    version: z.literal(1),
    panels: z.array(z.string()).max(LAYOUT_LIST_MAX),
  }),
);
export type LayoutV1 = z.infer<typeof storedV1>;

// ---------------------------------------------------------------------------------------------------
// Migrations
// ---------------------------------------------------------------------------------------------------

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
export function migrateV3(v3: LayoutV3): LayoutV4 {
  const withSettings = (panel: StoredPanelV3): StoredPanelV4 => ({ ...panel, settings: null });
  const node = (n: StoredNodeOf<StoredPanelV3>): StoredNodeOf<StoredPanelV4> =>
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

/**
 * v4 → v5: no window's placement is known yet, which a panel says by leaving `placement` out. Everything
 * else is kept as it is.
 */
export function migrateV4(v4: LayoutV4): LayoutDocument {
  return { ...v4, version: 5 };
}

/** Brings any stored version up to the current one; a problem when the data is no layout we know. */
export function migrateLayout(
  data: unknown,
): { layout: LayoutDocument } | { problem: 'unknown-version' | 'bad-shape' } {
  const version =
    typeof data === 'object' && data !== null ? (data as { version?: unknown }).version : undefined;
  const parsed = (schema: z.ZodType, up: (valid: never) => LayoutDocument) => {
    const result = schema.safeParse(data);
    return result.success ? { layout: up(result.data as never) } : { problem: 'bad-shape' as const };
  };
  if (version === 1)
    return parsed(storedV1, (v1: LayoutV1) => migrateV4(migrateV3(migrateV2(migrateV1(v1)))));
  if (version === 2) return parsed(storedV2, (v2: LayoutV2) => migrateV4(migrateV3(migrateV2(v2))));
  if (version === 3) return parsed(storedV3, (v3: LayoutV3) => migrateV4(migrateV3(v3)));
  if (version === 4) return parsed(storedV4, migrateV4);
  if (version === LAYOUT_SCHEMA_VERSION) return parsed(storedV5, (v5: LayoutDocument) => v5);
  return { problem: 'unknown-version' };
}
