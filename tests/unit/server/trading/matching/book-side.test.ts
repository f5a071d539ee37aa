import { expect, test } from 'vitest';
import { floorQuantity } from '../../../../../server/trading/matching/book-side';

test.each([
  // A model trade's size in powers of two of a coin: cut to whole 1e-8, never rounded up.
  [2 / 1024, 0.00195312],
  [28_219 / 512, 55.11523437],
  [18_519 / 1024, 18.08496093],
  [2 ** -30, 0],
  // Sizes already in whole 1e-8 stay as they are, binary noise below the decimal included.
  [4.35, 4.35],
  [0.1 + 0.2, 0.3],
  [12_345.67, 12_345.67],
  [1e-8, 1e-8],
])('floorQuantity(%d) is %d', (value, floored) => {
  expect(floorQuantity(value)).toBe(floored);
});
