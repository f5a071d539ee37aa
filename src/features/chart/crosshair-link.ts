/**
 * A chart in a link group shares its crosshair time and, when its time is locked, its visible time range
 * with the group's other charts, in this window through the shell's intents and in the others through
 * the crosshair channel (crosshair-channel.ts). The controller tells once a frame (ChartLinkOutput); a
 * chart never takes its own.
 */
import type { LinkGroup } from '../../../contract/workspace-layout';
import { publishIntent, subscribeIntent } from '../../shell/intents';
import type { ChartController } from './chart-controller';
import { holdCrosshairChannel, WINDOW_SOURCE } from './crosshair-channel';
import type { CrosshairLink } from './rules/crosshair-link-settings';
import { scaleForSpan, timeSpanOf } from './rules/crosshair-sync';

/** What the link needs of a chart (the controller has it). */
export type LinkedChart = Pick<
  ChartController,
  'id' | 'setLinkOutput' | 'showLinkedTime' | 'timeView' | 'followScale'
>;

/** Links `chart` to `group` as `link` says until the returned function is called. */
export function linkChart(chart: LinkedChart, group: LinkGroup, link: CrosshairLink): () => void {
  if (!link.crosshair && !link.time) return () => undefined;
  const source = `${WINDOW_SOURCE}:${chart.id}`;
  const release = holdCrosshairChannel(group);
  const stops: (() => void)[] = [];
  /** The chart whose crosshair this one shows: only its leaving takes it away. */
  let shown: string | null = null;
  if (link.crosshair)
    stops.push(
      subscribeIntent('crosshairTime', (payload) => {
        if (payload.group !== group || payload.source === source) return false;
        if (payload.time === null && payload.source !== shown) return false;
        shown = payload.time === null ? null : payload.source;
        chart.showLinkedTime(payload.time);
        return true;
      }),
    );
  if (link.time)
    stops.push(
      subscribeIntent('chartTimeSpan', (payload) => {
        if (payload.group !== group || payload.source === source) return false;
        const view = chart.timeView();
        if (view.length > 0) chart.followScale(scaleForSpan(payload, view.scale, view));
        return true;
      }),
    );
  chart.setLinkOutput({
    crosshair: link.crosshair
      ? (time) => void publishIntent('crosshairTime', { group, time, source })
      : undefined,
    timeMoved: link.time
      ? () => {
          const view = chart.timeView();
          const span = timeSpanOf(view.scale, view);
          if (span) publishIntent('chartTimeSpan', { group, ...span, source });
        }
      : undefined,
  });
  return () => {
    for (const stop of stops) stop();
    chart.setLinkOutput(null);
    chart.showLinkedTime(null);
    release();
  };
}
