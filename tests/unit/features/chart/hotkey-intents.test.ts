import { describe, expect, test } from 'vitest';
import type { CandleInterval } from '../../../../contract/intervals';
import { steppedInterval } from '../../../../src/features/chart/hotkey-intents';

describe("a hotkey's interval step", () => {
  test.each<[CandleInterval, 1 | -1, CandleInterval]>([
    ['1', 1, '3'],
    ['15', -1, '10'],
    ['720', 1, '1D'],
    ['1D', 1, '1D'],
    ['1', -1, '1'],
  ])('from %s by %d: %s', (current, step, next) => {
    expect(steppedInterval(current, step)).toBe(next);
  });
});
