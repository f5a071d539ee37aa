/**
 * The rules of the carousel (shell spec §4, §9: banners autoplay, pause on hover and loop when there is
 * more than one slide): which slide a step lands on, what is left of the current slide when the slides
 * change, and whether autoplay runs now.
 */

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`slide count must be a whole number ≥ 0: ${count}`);
}

/** A carousel moves (and loops) only with more than one slide; one slide just stands there. */
export function carouselMoves(count: number): boolean {
  assertCount(count);
  return count > 1;
}

/**
 * The slide `delta` steps from `index` (−1 previous, +1 next): it wraps around both ends when the carousel
 * moves; with one slide or none it stays at 0.
 */
export function stepSlide(index: number, delta: number, count: number): number {
  if (!Number.isInteger(delta)) throw new RangeError(`a step must be a whole number: ${delta}`);
  if (!carouselMoves(count)) return 0;
  const from = keepSlide(index, count);
  return (((from + delta) % count) + count) % count;
}

/** The current slide kept in range when the slides change: past the end it goes back to the first. */
export function keepSlide(index: number, count: number): number {
  assertCount(count);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

export interface AutoplayState {
  count: number;
  /** Milliseconds per slide; 0 or less turns autoplay off. */
  delayMs: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** The keyboard focus is inside it. */
  focused: boolean;
  /** The user asked the system for reduced motion: nothing moves by itself. */
  reducedMotion: boolean;
}

/** Whether the carousel advances by itself now. */
export function autoplays(state: AutoplayState): boolean {
  return (
    carouselMoves(state.count) &&
    state.delayMs > 0 &&
    !state.hovered &&
    !state.focused &&
    !state.reducedMotion
  );
}
