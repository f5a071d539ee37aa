import { describe, expect, test } from 'vitest';
import { autoplays, carouselMoves, keepSlide, stepSlide } from '../../../src/ui/carousel-rules';

describe('carousel steps', () => {
  test.each([
    // index, delta, count → index
    [0, 1, 3, 1],
    [1, 1, 3, 2],
    [2, 1, 3, 0], // loops from the last to the first
    [0, -1, 3, 2], // and back from the first to the last
    [1, -1, 3, 0],
    [0, 1, 2, 1],
    [1, 1, 2, 0],
    [0, 1, 1, 0], // one slide: nothing moves
    [0, -1, 1, 0],
    [0, 1, 0, 0], // no slide at all
    [5, 1, 3, 1], // an index past the end counts from the first
    [0, 4, 3, 1],
  ])('from %d by %d of %d → %d', (index, delta, count, expected) => {
    expect(stepSlide(index, delta, count)).toBe(expected);
  });

  test.each([
    [0, false],
    [1, false],
    [2, true],
    [10, true],
  ])('%d slides move and loop: %s', (count, expected) => {
    expect(carouselMoves(count)).toBe(expected);
  });

  test.each([
    [2, 3, 2],
    [3, 3, 0],
    [1, 0, 0],
    [-1, 3, 0],
    [0.5, 3, 0],
  ])('slide %d kept among %d → %d', (index, count, expected) => {
    expect(keepSlide(index, count)).toBe(expected);
  });

  test.each([-1, 1.5, Number.NaN])('a slide count of %d is refused', (count) => {
    expect(() => stepSlide(0, 1, count)).toThrow(RangeError);
  });

  test('a fractional step is refused', () => {
    expect(() => stepSlide(0, 0.5, 3)).toThrow(RangeError);
  });
});

describe('autoplay', () => {
  const running = { count: 3, delayMs: 2_000, hovered: false, focused: false, reducedMotion: false };
  test.each([
    [{}, true],
    [{ hovered: true }, false],
    [{ focused: true }, false],
    [{ reducedMotion: true }, false],
    [{ count: 1 }, false],
    [{ count: 0 }, false],
    [{ delayMs: 0 }, false],
    [{ count: 2 }, true],
  ])('%j → %s', (change, expected) => {
    expect(autoplays({ ...running, ...change })).toBe(expected);
  });
});
