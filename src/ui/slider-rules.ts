/**
 * Rules of the percentage slider (chart spec §5): 0 to 100 in steps of 1, every value clamped.
 */

export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;
export const PERCENT_PAGE_STEP = 10;
export const DEFAULT_PRESETS: readonly number[] = [0, 25, 50, 75, 100];

/** Any number to a whole percentage in range; not-a-number counts as the minimum. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return PERCENT_MIN;
  return Math.min(PERCENT_MAX, Math.max(PERCENT_MIN, Math.round(value)));
}

/** The percentage at a pointer position over a track of the given left edge and width. */
export function percentAtPosition(x: number, left: number, width: number): number {
  if (!(width > 0)) return PERCENT_MIN;
  return clampPercent(((x - left) / width) * PERCENT_MAX);
}

/** The value after a key of the slider keyboard, or null for keys the slider does not use. */
export function percentAfterKey(value: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(value + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(value - 1);
    case 'PageUp':
      return clampPercent(value + PERCENT_PAGE_STEP);
    case 'PageDown':
      return clampPercent(value - PERCENT_PAGE_STEP);
    case 'Home':
      return PERCENT_MIN;
    case 'End':
      return PERCENT_MAX;
    default:
      return null;
  }
}
