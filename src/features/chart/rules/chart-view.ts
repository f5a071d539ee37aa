/**
 * What the view commands do to the time scale. A key (chart §9): pan by a tenth of the plot (a bar at
 * least), zoom by KEY_ZOOM around the newest bar while it is on screen (so a live view stays live), jump
 * to the first or the newest bar, or reset the view; Escape is the order-line drag's, not the scale's. A
 * time-frame shortcut: the span fills the plot, newest bar at the right offset.
 */
import {
  MAX_BAR_SPACING,
  MIN_BAR_SPACING,
  resetScale,
  indexToX,
  pan,
  scrollToFirst,
  scrollToLatest,
  zoomAround,
  type TimeScale,
} from '../../../render/chart/chart-layout';
import { timeFrameRange, type TimeFrameId } from '../../../../contract/intervals';
import type { KeyAction } from './chart-gestures';

export const KEY_ZOOM = 1.25;

/** The scale after `action`, or 'reset' for the default view. */
export function keyScale(action: Exclude<KeyAction, 'escape'>, scale: TimeScale): TimeScale | 'reset' {
  const step = Math.max(scale.barSpacing, scale.width / 10);
  // Keys zoom around the newest bar while it is on screen, so a live view stays live.
  const anchor = Math.min(scale.width - 1, Math.max(0, indexToX(scale, scale.lastIndex)));
  switch (action) {
    case 'pan-left':
      return pan(scale, step);
    case 'pan-right':
      return pan(scale, -step);
    case 'zoom-in':
      return zoomAround(scale, anchor, KEY_ZOOM);
    case 'zoom-out':
      return zoomAround(scale, anchor, 1 / KEY_ZOOM);
    case 'first':
      return scrollToFirst(scale);
    case 'latest':
      return scrollToLatest(scale);
    case 'reset':
      return 'reset';
  }
}

/** The scale that shows time frame `frame` at `nowSec` over `length` bars on a plot `plotWidth` px wide. */
export function timeFrameScale(
  frame: TimeFrameId,
  plotWidth: number,
  length: number,
  nowSec: number,
): TimeScale {
  const { bars } = timeFrameRange(frame, nowSec);
  const base = resetScale(plotWidth, Math.max(0, length - 1));
  const usable = Math.max(1, base.width - base.rightOffset);
  return {
    ...base,
    barSpacing: Math.max(MIN_BAR_SPACING, Math.min(MAX_BAR_SPACING, usable / Math.max(1, bars))),
  };
}
