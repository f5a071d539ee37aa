import { describe, expect, test } from 'vitest';
import { valuesAtRanks } from '../../../../../workers/core/forecast/order-statistics';
import { mulberry32 } from '../../../../../src/lib/seeded-random';

const random = mulberry32(7);
const uniform = Float64Array.from({ length: 4969 }, () => random() * 10 - 5);
// Few distinct values: long runs of ties.
const ties = Float64Array.from({ length: 3001 }, () => Math.floor(random() * 5));
const ascending = Float64Array.from({ length: 2000 }, (_, i) => i / 7);
const descending = ascending.slice().reverse();

function bySort(values: Float64Array, ranks: readonly number[]): Float64Array {
  const sorted = values.slice().sort();
  return Float64Array.from(ranks, (rank) => sorted[rank]!);
}

describe('valuesAtRanks', () => {
  test.each([
    ['uniform', uniform],
    ['ties', ties],
    ['ascending', ascending],
    ['descending', descending],
  ])('gives what a sort puts at each rank (%s)', (_, values) => {
    const n = values.length;
    const deciles = Array.from({ length: 9 }, (_, b) => Math.floor(((b + 1) * n) / 10));
    for (const ranks of [[0], [n - 1], [0, n - 1], deciles, [3, 3, 3], [Math.floor(n / 2)]])
      expect(valuesAtRanks(values, ranks)).toEqual(bySort(values, ranks));
  });

  test('leaves its input as it was', () => {
    const before = uniform.slice();
    valuesAtRanks(uniform, [10, 2000, 4000]);
    expect(uniform).toEqual(before);
  });

  test('refuses ranks out of order or range', () => {
    expect(() => valuesAtRanks(uniform, [5, 4])).toThrow(RangeError);
    expect(() => valuesAtRanks(uniform, [uniform.length])).toThrow(RangeError);
  });
});
