import { describe, expect, test } from 'vitest';
import { COIN_LIST_THEME } from '../../../../src/render/coin-list/coin-list-layout';
import { paletteContrast } from '../../../fixtures/contrast';

describe('the coin list theme', () => {
  // The colours a row's text is written in: names, prices, the change and the volume.
  test.each(['text', 'muted', 'up', 'down'] as const)(
    'writes %s at 4.5:1 or more on the background',
    (key) => {
      const ratio = paletteContrast(COIN_LIST_THEME[key], COIN_LIST_THEME.background);
      expect(ratio, `${key}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    },
  );
});
