/**
 * The palette's actions that go through the window's intents (src/shell/intent-rules.ts): the charts'
 * interval, and the order panel's prefill. A prefill that no panel takes (the layout has none: going to
 * the order panel adds one) is asked again on the next frames, until the new panel takes it.
 */
import type { CandleInterval } from '../../../contract/intervals';
import { publishIntent } from '../../shell';
import type { OrderPrefill } from '../../shell/intent-rules';

/** A panel added now mounts within a few frames (the workspace's F9 rule waits as long). */
const PREFILL_FRAMES = 30;

export function setChartIntervalByIntent(interval: CandleInterval): void {
  publishIntent('setChartInterval', { interval });
}

export function fillOrderPanelByIntent(prefill: OrderPrefill, goToOrderPanel: () => void): void {
  const filled = publishIntent('prefillOrderPanel', prefill);
  goToOrderPanel();
  if (filled) return;
  let frames = 0;
  const retry = () => {
    if (!publishIntent('prefillOrderPanel', prefill) && ++frames < PREFILL_FRAMES)
      requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}
