import { describe, expect, test } from 'vitest';
import type { Estimate } from '../../../../../src/api/chart-client';
import {
  decileFigures,
  formatSkill,
  skillReading,
} from '../../../../../src/features/chart/rules/forecast-guide';
import { HAND_FIGURES, handScoredRecord } from '../../../../fixtures/forecast-record';

describe('formatSkill: signed, 3 decimals, ± two standard errors', () => {
  test.each<[Estimate, string]>([
    [{ value: 0.2134, standardError: 0.0091 }, '+0.213 ± 0.018'],
    [{ value: -0.0504, standardError: 0.01 }, '-0.050 ± 0.020'],
    [{ value: 0.0002, standardError: 0.004 }, '0.000 ± 0.008'],
    [{ value: 0.2134, standardError: Number.NaN }, '+0.213'],
    [{ value: Number.NaN, standardError: Number.NaN }, '—'],
  ])('%j → %s', (estimate, text) => {
    expect(formatSkill(estimate)).toBe(text);
  });
});

describe('the hand-checked record (tests/fixtures/forecast-record.ts)', () => {
  const record = handScoredRecord();

  test.each(['up', 'down'] as const)('%s: its skill and deciles as worked out by hand', (side) => {
    const score = record[side];
    const hand = HAND_FIGURES[side];
    expect(formatSkill(score.skill)).toBe(hand.skill);
    expect(score.calibration.map((bin) => decileFigures(bin))).toEqual(
      hand.forecast.map((forecast, i) => ({ forecast, observed: hand.observed[i], count: 2 })),
    );
  });

  test('up reads as better than the base rate, down as no better', () => {
    expect(skillReading(record.up)).toBe('forecast.measured.better');
    expect(skillReading(record.down)).toBe('forecast.measured.noBetter');
  });
});
