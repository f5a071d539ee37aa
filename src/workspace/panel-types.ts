/**
 * The panel type ids the workspace knows, without their components, so that pure modules (layout
 * schema, pop-out addresses) and Node tests can name panels without loading React.
 * panel-registry.ts maps each id to its component; the compiler keeps the two lists equal.
 */
export const PANEL_TYPES = ['chart', 'coin-list', 'live-price', 'connection'] as const;
export type PanelType = (typeof PANEL_TYPES)[number];

export function isPanelType(value: unknown): value is PanelType {
  return typeof value === 'string' && (PANEL_TYPES as readonly string[]).includes(value);
}

/** One panel instance in a layout: its id is unique within the layout and names its pop-out window. */
export interface PanelRef {
  id: string;
  type: PanelType;
}

/** Ids are short and URL-safe because they travel in pop-out addresses and window names. */
export const PANEL_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export function isPanelId(value: unknown): value is string {
  return typeof value === 'string' && PANEL_ID_PATTERN.test(value);
}

export interface PanelSize {
  /** Share of the default layout's row or column it sits in (Golden Layout size, percent). */
  share: `${number}%`;
  /** Size of the pop-out window, CSS pixels. */
  width: number;
  height: number;
}

export const PANEL_DEFAULT_SIZES = {
  chart: { share: '75%', width: 960, height: 600 },
  'coin-list': { share: '60%', width: 480, height: 720 },
  'live-price': { share: '28%', width: 420, height: 240 },
  connection: { share: '12%', width: 720, height: 140 },
} as const satisfies Record<PanelType, PanelSize>;
