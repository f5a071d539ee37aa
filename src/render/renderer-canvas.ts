/**
 * Where the shared renderer's one canvas sits: fixed behind the page (z-index -1, no pointer events,
 * hidden from assistive technology), under the full-screen element while there is one, and covering only
 * the union of the visible views' rectangles (with no GPU Chromium rasterises and reads back the whole
 * canvas on every frame it draws, so the DOM panels between the drawn ones cost nothing). A view's
 * rectangle is its host's border box in device pixels, clipped to the window.
 */
import type { WebGLRenderer } from 'pixi.js';

/** A rectangle in device pixels: a view's place in the window, clipped to it; empty when hidden. */
export interface DeviceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const EMPTY_RECT: DeviceRect = { x: 0, y: 0, width: 0, height: 0 };

export const visible = (rect: DeviceRect) => rect.width > 0 && rect.height > 0;

/** A view as the canvas places it. */
export interface PlacedView {
  readonly spec: { readonly host: HTMLElement };
  /** Where it was last measured (device px, window coordinates), to notice moves. */
  rect: DeviceRect;
  /** The host's unclipped top-left in CSS px, to offset the stage when the host is partly off-screen. */
  left: number;
  top: number;
}

export function styleCanvas(canvas: HTMLCanvasElement): void {
  canvas.dataset.tdRenderer = '';
  canvas.setAttribute('aria-hidden', 'true');
  const style = canvas.style;
  style.position = 'fixed';
  style.zIndex = '-1';
  style.pointerEvents = 'none';
  style.display = 'none';
}

/** The canvas lives under the full-screen element while there is one (nothing else is shown then). */
export function placeCanvas(canvas: HTMLCanvasElement): void {
  const parent = document.fullscreenElement ?? document.body;
  if (canvas.parentElement !== parent) parent.prepend(canvas);
}

/** The host's rectangle in device pixels, clipped to the window (Pixi rounds frames the same way). */
function measure(
  view: PlacedView,
  windowWidth: number,
  windowHeight: number,
  resolution: number,
): DeviceRect {
  const box = view.spec.host.getBoundingClientRect();
  view.left = box.left;
  view.top = box.top;
  const x0 = Math.max(0, Math.round(box.left * resolution));
  const y0 = Math.max(0, Math.round(box.top * resolution));
  const x1 = Math.min(windowWidth, Math.round(box.right * resolution));
  const y1 = Math.min(windowHeight, Math.round(box.bottom * resolution));
  if (x1 <= x0 || y1 <= y0) return EMPTY_RECT;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function sameRect(a: DeviceRect, b: DeviceRect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** The smallest rectangle holding every non-empty one; empty when none is. */
function unionRect(rects: Iterable<DeviceRect>): DeviceRect {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const rect of rects) {
    if (!visible(rect)) continue;
    x0 = Math.min(x0, rect.x);
    y0 = Math.min(y0, rect.y);
    x1 = Math.max(x1, rect.x + rect.width);
    y1 = Math.max(y1, rect.y + rect.height);
  }
  return x1 > x0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : EMPTY_RECT;
}

/** The canvas' place in the window (device px): the union of the visible views. */
export class CanvasPlacement {
  rect: DeviceRect = EMPTY_RECT;

  /** Forgets the place (a new or destroyed renderer's canvas is fitted anew). */
  reset(): void {
    this.rect = EMPTY_RECT;
  }

  /**
   * Reads every view's rectangle at `resolution` and fits the canvas to them; true when one moved (then
   * all redraw).
   */
  relayout(active: WebGLRenderer, views: Iterable<PlacedView>, resolution: number): boolean {
    const windowWidth = Math.round(Math.max(1, window.innerWidth) * resolution);
    const windowHeight = Math.round(Math.max(1, window.innerHeight) * resolution);
    let moved = resolution !== active.resolution;
    const rects: DeviceRect[] = [];
    for (const view of views) {
      const rect = measure(view, windowWidth, windowHeight, resolution);
      if (!sameRect(rect, view.rect)) moved = true;
      view.rect = rect;
      rects.push(rect);
    }
    // A view that left shrinks the union without any rectangle moving.
    const union = unionRect(rects);
    const refit = !sameRect(union, this.rect) || resolution !== active.resolution;
    if (refit) this.fit(active, union, resolution);
    return moved || refit;
  }

  /** Sizes and places the canvas over `rect` (a resized canvas is blank); hidden when nothing is visible. */
  private fit(active: WebGLRenderer, rect: DeviceRect, resolution: number): void {
    this.rect = rect;
    const style = active.canvas.style;
    if (!visible(rect)) {
      style.display = 'none';
      return;
    }
    active.resize(rect.width / resolution, rect.height / resolution, resolution);
    style.left = `${rect.x / resolution}px`;
    style.top = `${rect.y / resolution}px`;
    style.width = `${rect.width / resolution}px`;
    style.height = `${rect.height / resolution}px`;
    style.display = 'block';
  }
}
