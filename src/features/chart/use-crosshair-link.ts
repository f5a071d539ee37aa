/**
 * A workspace chart's link to its group's charts (crosshair-link.ts, loaded with the first chart in a
 * group: a chart outside the workspace never needs it) while it is in one, as its panel's settings say
 * (rules/crosshair-link-settings.ts: the crosshair linked by default, the time not), and the setting the settings
 * layer shows. A chart in no group, or outside the workspace (the popup), is linked to none.
 */
import { useEffect, useMemo } from 'react';
import type { LinkGroup } from '../../../contract/workspace-layout';
import type { ChartController } from './chart-controller';
import type { CrosshairLinkSetting } from './ChartSettingsMenu';
import { crosshairLinkOf, withCrosshairLink } from './rules/crosshair-link-settings';
import type { PanelSettingsBinding } from './use-chart-setup';

export function useCrosshairLink(
  controller: ChartController | null,
  group: LinkGroup | null,
  panel: PanelSettingsBinding | undefined,
): CrosshairLinkSetting | undefined {
  const stored = panel?.settings;
  const { crosshair, time } = useMemo(() => crosshairLinkOf(stored), [stored]);
  useEffect(() => {
    if (!controller || group === null || (!crosshair && !time)) return;
    let unlink: (() => void) | null = null;
    let gone = false;
    import('./crosshair-link').then(
      ({ linkChart }) => {
        if (!gone) unlink = linkChart(controller, group, { crosshair, time });
      },
      (error: unknown) => {
        // The chunk did not come (offline): the chart works unlinked; a later change of the link asks again.
        console.error('chart: the crosshair link failed to load', error);
      },
    );
    return () => {
      gone = true;
      unlink?.();
    };
  }, [controller, group, crosshair, time]);
  return useMemo(() => {
    if (!panel || group === null) return undefined;
    return {
      value: { crosshair, time },
      set: (next) => panel.onSettings(withCrosshairLink(panel.settings, next)),
    };
  }, [panel, group, crosshair, time]);
}
