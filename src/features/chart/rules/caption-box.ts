/**
 * The box a caption over the plot (the legend, the forecast's line) keeps the chart's labels out of, in
 * plot px: whole px, the right edge up to a multiple of CAPTION_STEP_PX, so a legend a digit wider or
 * narrower under the pointer mostly keeps its box and the lines are not repainted for it.
 */

/** The boxes of what the page shows over the plot end on a multiple of this many px. */
export const CAPTION_STEP_PX = 16;

type Edges = Pick<DOMRectReadOnly, 'left' | 'top' | 'right' | 'bottom'>;

/** `rect` (client px) as a box of the plot whose client rect is `origin`. */
export function captionBox(
  rect: Edges,
  origin: Pick<DOMRectReadOnly, 'left' | 'top'>,
): { x: number; y: number; width: number; height: number } {
  const x = Math.floor(rect.left - origin.left);
  const y = Math.floor(rect.top - origin.top);
  const right = Math.ceil((rect.right - origin.left) / CAPTION_STEP_PX) * CAPTION_STEP_PX;
  return { x, y, width: right - x, height: Math.ceil(rect.bottom - origin.top) - y };
}
