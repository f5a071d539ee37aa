import { describe, expect, test } from 'vitest';
import type { PlacementScreen, WindowPlacement } from '../../../contract/workspace-layout';
import { PANEL_SIZES } from '../../../src/workspace/panel-types';
import {
  featuresText,
  openFeatures,
  screenOf,
  type WindowFeatures,
} from '../../../src/workspace/window-placement';

/** A desk of three screens: the laptop's, a monitor to its right and one of the same model to its left. */
const LAPTOP: PlacementScreen = {
  label: 'Built-in Retina Display',
  left: 0,
  top: 25,
  width: 1512,
  height: 920,
};
const RIGHT: PlacementScreen = { label: 'DELL U2720Q', left: 1512, top: 0, width: 2560, height: 1400 };
const LEFT: PlacementScreen = { label: 'DELL U2720Q', left: -2560, top: 0, width: 2560, height: 1400 };
const CHART = PANEL_SIZES.chart;

const on = (screen: PlacementScreen | null, left: number, top: number, width = 960, height = 600) =>
  ({ left, top, width, height, screen }) satisfies WindowPlacement;

describe('screenOf: the screen a placement was on, among those present', () => {
  test.each<[string, WindowPlacement, PlacementScreen[], PlacementScreen | null]>([
    ['its label', on(RIGHT, 1600, 100), [LAPTOP, RIGHT], RIGHT],
    ['two of one model: the one nearest the kept box', on(LEFT, -2000, 100), [LAPTOP, RIGHT, LEFT], LEFT],
    [
      'the same model moved a little: still it',
      on({ ...RIGHT, left: 1440 }, 1600, 100),
      [LAPTOP, RIGHT],
      RIGHT,
    ],
    ['gone', on(RIGHT, 1600, 100), [LAPTOP], null],
    ['no screens known (no permission)', on(RIGHT, 1600, 100), [], null],
    ['unlabelled (the plain window.screen)', on({ ...LAPTOP, label: '' }, 10, 40), [LAPTOP], null],
    ['unknown', on(null, 10, 40), [LAPTOP, RIGHT], null],
  ])('%s', (_name, placement, screens, expected) => {
    expect(screenOf(placement, screens)).toEqual(expected);
  });
});

describe('openFeatures: where a pop-out opens', () => {
  test.each<[string, WindowPlacement | undefined, PlacementScreen[], PlacementScreen, WindowFeatures]>([
    // With the Window Management API, granted: the window's own screen.
    [
      'on its own screen, as it was',
      on(RIGHT, 1600, 100),
      [LAPTOP, RIGHT],
      LAPTOP,
      { left: 1600, top: 100, width: 960, height: 600 },
    ],
    [
      'on the left screen (negative x)',
      on(LEFT, -2400, 50),
      [LAPTOP, RIGHT, LEFT],
      LAPTOP,
      { left: -2400, top: 50, width: 960, height: 600 },
    ],
    [
      'its own screen, though not the current one, keeps it inside the screen',
      on(RIGHT, 3900, 1300),
      [LAPTOP, RIGHT],
      LAPTOP,
      { left: 1512 + 2560 - 960, top: 1400 - 600, width: 960, height: 600 },
    ],
    // Its screen gone (or no permission): fitted to the current screen at the same offset from the corner.
    [
      'its screen gone: the same offset on the current screen',
      on(RIGHT, 1612, 100, 800, 500),
      [LAPTOP],
      LAPTOP,
      { left: 100, top: 125, width: 800, height: 500 },
    ],
    [
      'no permission: the current screen',
      on(RIGHT, 1612, 100, 800, 500),
      [],
      LAPTOP,
      { left: 100, top: 125, width: 800, height: 500 },
    ],
    [
      'its screen gone, too large for the current one: the screen’s size, at its corner',
      on(RIGHT, 1512, 0, 2560, 1400),
      [LAPTOP],
      LAPTOP,
      { left: 0, top: 25, width: 1512, height: 920 },
    ],
    [
      'past the current screen’s edge: pulled back inside',
      on(RIGHT, 3000, 800),
      [],
      LAPTOP,
      { left: 1512 - 960, top: 25 + 920 - 600, width: 960, height: 600 },
    ],
    [
      'its screen unknown: its coordinates, kept inside the current screen',
      on(null, 300, 10),
      [LAPTOP],
      LAPTOP,
      { left: 300, top: 25, width: 960, height: 600 },
    ],
    [
      'smaller than the panel’s minimum: the minimum',
      on(LAPTOP, 100, 100, 120, 90),
      [LAPTOP],
      LAPTOP,
      { left: 100, top: 100, width: CHART.minWidth, height: CHART.minHeight },
    ],
    // No placement kept: the panel's window size, where the browser puts it.
    [
      'no placement: the panel’s size',
      undefined,
      [LAPTOP, RIGHT],
      LAPTOP,
      { width: CHART.width, height: CHART.height },
    ],
    [
      'no placement, a screen smaller than the panel’s size: the screen’s',
      undefined,
      [],
      { ...LAPTOP, width: 800, height: 500 },
      { width: 800, height: 500 },
    ],
  ])('%s', (_name, placement, screens, current, expected) => {
    expect(openFeatures(placement, screens, current, CHART)).toEqual(expected);
  });

  test('a screen smaller than the panel’s minimum: the screen, never past it', () => {
    const tiny: PlacementScreen = { label: '', left: 0, top: 0, width: 300, height: 200 };
    expect(openFeatures(on(null, 50, 50), [], tiny, CHART)).toEqual({
      left: 0,
      top: 0,
      width: 300,
      height: 200,
    });
  });
});

describe('featuresText', () => {
  test.each<[WindowFeatures, string]>([
    [{ left: -2400, top: 50, width: 960, height: 600 }, 'popup,left=-2400,top=50,width=960,height=600'],
    [{ width: 420, height: 240 }, 'popup,width=420,height=240'],
  ])('%j → %s', (features, text) => {
    expect(featuresText(features)).toBe(text);
  });
});
