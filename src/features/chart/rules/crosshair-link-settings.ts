/**
 * What a chart panel keeps of its link to its group's charts in its settings (crosshair-link.ts): its
 * crosshair linked (default on) and its visible time (default off). Apart from the link's other rules
 * (crosshair-sync.ts), which come with the link's code only.
 */

/** What a chart shares with its link group: its crosshair (default on), its visible time (default off). */
export interface CrosshairLink {
  crosshair: boolean;
  time: boolean;
}

export const DEFAULT_CROSSHAIR_LINK: CrosshairLink = { crosshair: true, time: false };

/** The link as a chart panel's settings keep it (`crosshairLink`, `timeLink`); anything else: the default. */
export function crosshairLinkOf(
  settings: Readonly<Record<string, unknown>> | null | undefined,
): CrosshairLink {
  const crosshair = settings?.crosshairLink;
  const time = settings?.timeLink;
  return {
    crosshair: typeof crosshair === 'boolean' ? crosshair : DEFAULT_CROSSHAIR_LINK.crosshair,
    time: typeof time === 'boolean' ? time : DEFAULT_CROSSHAIR_LINK.time,
  };
}

/** The panel's settings with `link` in them. */
export function withCrosshairLink(
  settings: Readonly<Record<string, unknown>> | null | undefined,
  link: CrosshairLink,
): Record<string, unknown> {
  return { ...settings, crosshairLink: link.crosshair, timeLink: link.time };
}
