import { describe, expect, test } from 'vitest';
import { bandColour, NO_BAND_COLOUR, RISK_BAND_COLOURS } from '../../../src/lib/risk-band-colours';

describe('band colours', () => {
  test.each([
    ['low', '#26a69a'],
    ['medium', '#f0b90b'],
    ['high', '#f57c00'],
    ['veryHigh', '#e15241'],
    [null, NO_BAND_COLOUR],
  ] as const)('%s: %s', (band, colour) => {
    expect(bandColour(band)).toBe(colour);
  });

  test('each band has its own colour', () => {
    expect(new Set(Object.values(RISK_BAND_COLOURS)).size).toBe(4);
  });
});
