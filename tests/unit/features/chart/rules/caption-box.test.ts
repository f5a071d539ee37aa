import { describe, expect, test } from 'vitest';
import { CAPTION_STEP_PX, captionBox } from '../../../../../src/features/chart/rules/caption-box';

describe('captionBox', () => {
  const origin = { left: 100, top: 50 };
  test.each<
    [string, { left: number; top: number; right: number; bottom: number }, ReturnType<typeof captionBox>]
  >([
    [
      'whole px, the right edge up to a step',
      { left: 110.4, top: 60.6, right: 200.2, bottom: 80.2 },
      { x: 10, y: 10, width: 102, height: 21 },
    ],
    [
      'a right edge on a step stays',
      { left: 100, top: 50, right: 100 + 6 * CAPTION_STEP_PX, bottom: 70 },
      { x: 0, y: 0, width: 96, height: 20 },
    ],
    [
      'a digit wider keeps the box',
      { left: 100, top: 50, right: 190, bottom: 70 },
      { x: 0, y: 0, width: 96, height: 20 },
    ],
  ])('%s', (_, rect, box) => {
    expect(captionBox(rect, origin)).toEqual(box);
  });
});
