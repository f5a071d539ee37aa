/**
 * What the crosshair bench's page (page.ts) and its runner (crosshair-bench.ts) share: the sides and the
 * page's interface. Apart from the page so that the runner, in Node, loads none of the page's code.
 */
export const CROSSHAIR_IMPLS = ['ours', 'lightweight-charts', 'uplot'] as const;
export type CrosshairImpl = (typeof CROSSHAIR_IMPLS)[number];

export interface CrosshairPage {
  ready: Promise<void>;
  /** The plot's box in the page's CSS px. */
  plot(): { x: number; y: number; width: number; height: number };
  /**
   * The crosshair time this page shows (unix s), its own or another window's; null for none. The
   * peers' is the last time they set or were given.
   */
  shown(): number | null;
}

declare global {
  interface Window {
    crosshairBench?: CrosshairPage;
  }
}
