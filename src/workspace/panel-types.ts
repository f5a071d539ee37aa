/**
 * What the app knows of each panel type beside the layout document's list of them
 * (contract/workspace-layout.ts PANEL_TYPES, with the link groups and panel ids): which the default
 * arrangement places, and their sizes, without their components, so that pure modules and Node tests can
 * use them without loading React. panel-registry.ts maps each id to its component; the compiler keeps the
 * lists equal.
 *
 * Adding a panel type: its id in the contract's PANEL_TYPES, its sizes in PANEL_SIZES and its entry in PANEL_REGISTRY;
 * the default trade arrangement (default-layout.ts) places the types it names.
 */
import { PANEL_TYPES, type PanelType } from '../../contract/workspace-layout';

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
