import { describe, expect, test } from 'vitest';
import {
  crosshairLinkOf,
  withCrosshairLink,
} from '../../../../../src/features/chart/rules/crosshair-link-settings';

describe('crosshairLinkOf', () => {
  test.each<[string, Record<string, unknown> | null | undefined, { crosshair: boolean; time: boolean }]>([
    ['no settings: the crosshair linked, the time not', null, { crosshair: true, time: false }],
    ['settings without the link: the same', { chartType: 'line' }, { crosshair: true, time: false }],
    ['both kept', { crosshairLink: false, timeLink: true }, { crosshair: false, time: true }],
    [
      'values that are no booleans: the defaults',
      { crosshairLink: 'no', timeLink: 1 },
      { crosshair: true, time: false },
    ],
  ])('%s', (_name, settings, link) => {
    expect(crosshairLinkOf(settings)).toEqual(link);
  });

  test('withCrosshairLink keeps the rest of the settings and reads back', () => {
    const settings = withCrosshairLink({ chartType: 'line' }, { crosshair: false, time: true });
    expect(settings).toEqual({ chartType: 'line', crosshairLink: false, timeLink: true });
    expect(crosshairLinkOf(settings)).toEqual({ crosshair: false, time: true });
  });
});
