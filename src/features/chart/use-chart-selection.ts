/**
 * What the chart shows: the interval and the time-frame shortcut chosen in the toolbar, kept in the chart
 * settings (the window's last, and this workspace panel's own), back to the default on a reset, and a
 * request again on a retry. Each request is a new selection, so choosing the same thing again reloads.
 */
import { useState } from 'react';
import type { CandleInterval, TimeFrameId } from '../../../contract/intervals';
import { chartSettings } from './chart-settings-store';
import { DEFAULT_CHART_INTERVAL } from './rules/chart-opening';
import { openingInterval, withPanelResolution } from './rules/chart-settings';

/** What the toolbar asked for: an interval, and the shortcut that chose it if one did. */
export interface ChartSelection {
  interval: CandleInterval;
  frame?: TimeFrameId;
  /** Bumps on each request, so that choosing the same thing again (or retrying) reloads. */
  nonce: number;
}

export function useChartSelection(panelId: string | undefined): {
  selection: ChartSelection;
  choose(interval: CandleInterval, frame?: TimeFrameId): void;
  /** The default interval (the settings were reset). */
  reset(): void;
  /** The same again (after a failed load). */
  retry(): void;
} {
  const [selection, setSelection] = useState<ChartSelection>(() => ({
    interval: openingInterval(chartSettings, panelId),
    nonce: 0,
  }));
  return {
    selection,
    choose: (interval, frame) => {
      chartSettings.lastResolution = interval;
      if (panelId !== undefined)
        chartSettings.panelResolutions = withPanelResolution(
          chartSettings.panelResolutions,
          panelId,
          interval,
        );
      setSelection((s) => ({ interval, frame, nonce: s.nonce + 1 }));
    },
    reset: () => setSelection((s) => ({ interval: DEFAULT_CHART_INTERVAL, nonce: s.nonce + 1 })),
    retry: () => setSelection((s) => ({ ...s, nonce: s.nonce + 1 })),
  };
}
