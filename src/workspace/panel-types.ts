/**
 * The panel type ids the workspace knows, without their components, so that pure modules (layout
 * schema, pop-out addresses) and Node tests can name panels without loading React.
 * panel-registry.ts maps each id to its component; the compiler keeps the two lists equal.
 *
 * Adding a panel type: its id in PANEL_TYPES, its sizes in PANEL_SIZES and its entry in PANEL_REGISTRY;
 * the default trade arrangement (default-layout.ts) places the types it names.
 */
import type { CoinKey } from '../../contract/markets';
import type { PanelSettings } from './panel-settings';

/** The types this build can show: each has an entry in PANEL_REGISTRY and in PANEL_SIZES. */
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

/**
 * Types the default trade arrangement leaves out: added from the panel menu when wanted. The
 * notifications' list is the header bell's popover on every page,
 * so a panel of it is a choice; the alerts panel and the depth chart (the order book shows the same levels)
 * are not needed to trade; the replay's controls serve a replay only (the connection strip plays and pauses it).
 */
export const ON_DEMAND_PANEL_TYPES: readonly PanelType[] = [
  'notifications',
  'alerts',
  'depth-chart',
  'replay',
];
/** The types the default trade arrangement places. */
export const ARRANGED_PANEL_TYPES: readonly PanelType[] = PANEL_TYPES.filter(
  (type) => !ON_DEMAND_PANEL_TYPES.includes(type),
);

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
 * the panel keeps of its own (panel-settings.ts: a JSON object only its feature reads; null: none yet).
 */
export interface PanelState extends PanelRef {
  link: LinkGroup | null;
  coin: CoinKey | null;
  settings: PanelSettings | null;
}

/** Ids are short and URL-safe because they travel in pop-out addresses and window names. */
export const PANEL_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export function isPanelId(value: unknown): value is string {
  return typeof value === 'string' && PANEL_ID_PATTERN.test(value);
}

export interface PanelSize {
  /** Size of the pop-out window, CSS pixels. */
  width: number;
  height: number;
  /** The least content box (below its tab header) the panel is usable in, CSS pixels. */
  minWidth: number;
  minHeight: number;
}

/**
 * Minimum content boxes measured in the app (tests/e2e/layout-fit.spec.ts looks at them in ko and en, as a
 * guest and a member): the order panel's side tabs, fields and Buy/Sell button together; ten coins under the
 * coin list's tabs, search and column header (40 px rows); the live price with its whole mini chart; the
 * connection's rows wrapped in a narrow panel; open orders up to the cancel column; the Plus buy loans; the
 * chart's plot under its toolbar wrapped to three rows (what a 1280×800 window leaves it beside the order book,
 * the order panel and the coin list).
 */
export const PANEL_SIZES = {
  chart: { width: 960, height: 600, minWidth: 390, minHeight: 280 },
  'coin-list': { width: 480, height: 720, minWidth: 330, minHeight: 524 },
  'live-price': { width: 420, height: 240, minWidth: 225, minHeight: 225 },
  connection: { width: 720, height: 140, minWidth: 215, minHeight: 102 },
  'order-book': { width: 360, height: 640, minWidth: 260, minHeight: 140 },
  'depth-chart': { width: 560, height: 360, minWidth: 260, minHeight: 160 },
  'order-panel': { width: 360, height: 560, minWidth: 260, minHeight: 508 },
  'recent-trades': { width: 360, height: 480, minWidth: 220, minHeight: 100 },
  'open-orders': { width: 720, height: 360, minWidth: 420, minHeight: 150 },
  'credit-status': { width: 420, height: 560, minWidth: 260, minHeight: 120 },
  notifications: { width: 360, height: 480, minWidth: 240, minHeight: 160 },
  alerts: { width: 720, height: 360, minWidth: 360, minHeight: 120 },
  replay: { width: 420, height: 200, minWidth: 240, minHeight: 120 },
} as const satisfies Record<PanelType, PanelSize>;
