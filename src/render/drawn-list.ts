/**
 * The plumbing a list drawn through the shared renderer needs around its scene (the coin list, the order
 * book): a transparent plot box sized to its scroller's client area, the scroller's scroll, resize and
 * click wiring, and keeping the keyboard's row in view. Its accessible DOM mirror is dom-mirror.ts.
 */

export interface DrawnListElements {
  /** The transparent box, the scroller's client area, that the shared renderer draws under. */
  plot: HTMLElement;
  scroller: HTMLElement;
  /** The element inside the scroller that holds the mirror rows and takes their clicks. */
  body: HTMLElement;
}

export interface DrawnListHandlers {
  resize(): void;
  scroll(): void;
  click(event: MouseEvent): void;
}

/** Listens to the scroller (resize, passive scroll) and the body (click); answers the undoing of it. */
export function wireDrawnList(elements: DrawnListElements, handlers: DrawnListHandlers): () => void {
  const { scroller, body } = elements;
  const resizeObserver = new ResizeObserver(() => handlers.resize());
  resizeObserver.observe(scroller);
  const onScroll = () => handlers.scroll();
  const onClick = (event: MouseEvent) => handlers.click(event);
  scroller.addEventListener('scroll', onScroll, { passive: true });
  body.addEventListener('click', onClick);
  return () => {
    scroller.removeEventListener('scroll', onScroll);
    body.removeEventListener('click', onClick);
    resizeObserver.disconnect();
  };
}

/** Sizes the plot box to the scroller's client area and answers that size, px. */
export function fitPlot(elements: Pick<DrawnListElements, 'plot' | 'scroller'>): {
  width: number;
  height: number;
} {
  const { scroller, plot } = elements;
  const width = scroller.clientWidth;
  const height = scroller.clientHeight;
  plot.style.width = `${width}px`;
  plot.style.height = `${height}px`;
  return { width, height };
}

/** Scrolls the least that shows the whole row at `top` (px, `height` high) in the scroller. */
export function scrollRowIntoView(
  scroller: Pick<HTMLElement, 'scrollTop' | 'clientHeight'>,
  top: number,
  height: number,
): void {
  if (top < scroller.scrollTop) scroller.scrollTop = top;
  else if (top + height > scroller.scrollTop + scroller.clientHeight)
    scroller.scrollTop = top + height - scroller.clientHeight;
}
