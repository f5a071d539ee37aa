import { describe, expect, test } from 'vitest';
import {
  pan,
  resetScale,
  scrollToFirst,
  scrollToLatest,
  zoomAround,
  type TimeScale,
} from '../../../../../src/render/chart/chart-layout';
import { KEY_ZOOM, keyScale, timeFrameScale } from '../../../../../src/features/chart/rules/chart-view';
import type { KeyAction } from '../../../../../src/features/chart/rules/chart-gestures';

describe('keyScale', () => {
  // 800 px, 6 px a bar, the newest bar 40 px from the right edge: on screen at x = 760.
  const live: TimeScale = { width: 800, barSpacing: 6, rightOffset: 40, lastIndex: 999 };
  // Scrolled back: the newest bar far off the right edge, the anchor clamped to the plot's last px.
  const back: TimeScale = { ...live, rightOffset: -3000 };
  test.each<[string, Exclude<KeyAction, 'escape'>, TimeScale, TimeScale | 'reset']>([
    ['left pans back a tenth of the plot', 'pan-left', live, pan(live, 80)],
    ['right pans forward a tenth', 'pan-right', live, pan(live, -80)],
    ['a tenth is a bar at least', 'pan-left', { ...live, width: 40 }, pan({ ...live, width: 40 }, 6)],
    ['zoom in about the newest bar', 'zoom-in', live, zoomAround(live, 760, KEY_ZOOM)],
    ['zoom out about the newest bar', 'zoom-out', live, zoomAround(live, 760, 1 / KEY_ZOOM)],
    ['scrolled back: zoom about the right edge', 'zoom-in', back, zoomAround(back, 799, KEY_ZOOM)],
    ['Home: the first bar', 'first', live, scrollToFirst(live)],
    ['End: the newest bar', 'latest', back, scrollToLatest(back)],
    ['R: the default view', 'reset', live, 'reset'],
  ])('%s', (_, action, scale, expected) => {
    expect(keyScale(action, scale)).toEqual(expected);
  });
});

describe('timeFrameScale', () => {
  test('the span fills the plot, the newest bar at the default offset', () => {
    const scale = timeFrameScale('1d', 800, 1000, 1_700_000_000);
    const base = resetScale(800, 999);
    expect(scale).toMatchObject({ width: 800, lastIndex: 999, rightOffset: base.rightOffset });
    expect(scale.barSpacing).toBeGreaterThan(0);
  });

  test('no bars: the last index is 0', () => {
    expect(timeFrameScale('1d', 800, 0, 1_700_000_000).lastIndex).toBe(0);
  });
});
