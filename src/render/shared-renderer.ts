/**
 * src/render/: Pixi scenes and the one renderer they share.
 *
 * This file is the window's ONE WebGL renderer (browsers keep about 16 contexts and drop the oldest, so
 * panels never own one). It draws every panel straight into one window-sized canvas fixed BEHIND the page
 * (z-index -1, no pointer events): each view names a host element, the view is drawn into the host's
 * rectangle (viewport and scissor), and the host and everything painted over it stay transparent so the
 * drawing shows through. Panels keep their DOM (toolbars, legends, menus, dialogs) above their drawing for
 * free. An earlier design gave each panel a 2D canvas and copied every WebGL frame into it (Pixi's
 * multiView); the copy is a synchronous GPU read-back that cost ~12 ms of main thread a frame on
 * SwiftShader, far more than the scenes themselves.
 *
 * The drawing buffer is preserved, so a frame redraws only the views that asked. When any view's rectangle
 * moved or resized (or the canvas did) the whole canvas is cleared and every view redrawn. Rectangles are
 * re-read only when something may have moved a host: its panel measured a new size (`view.relayout()`),
 * a window resize, a page or panel scroll, full screen, or a layout change someone reports with
 * `relayoutViews()` (Golden Layout moving panels). Not every frame: reading them forces a layout in the
 * middle of the frame whenever a panel has touched its DOM.
 *
 * The renderer is created lazily with the first view and destroyed a grace period after the last one
 * leaves (so a React StrictMode remount or a quick coin switch reuses it). One requestAnimationFrame loop,
 * requested only when something changed. Antialiasing is off: on SwiftShader MSAA nearly halves the frame
 * rate. In full screen the canvas moves into the full-screen element, the only subtree then shown.
 */
import { CLEAR, Matrix, Rectangle, Texture, WebGLRenderer, type Container } from 'pixi.js';
// Pixi compiles its uniform uploads with `new Function` unless this swaps in its eval-free versions: the
// server's Content-Security-Policy allows no 'unsafe-eval' (server/http/security-headers.ts).
import 'pixi.js/unsafe-eval';

/** How long the renderer outlives its last view. */
export const RENDERER_GRACE_MS = 1_000;

export interface RenderViewSpec {
  /**
   * The element the view is drawn under: its border box is the view's place in the window. It and every
   * element painted over it must have a transparent background.
   */
  host: HTMLElement;
  /** Draws in CSS pixels from the host's top-left corner. */
  stage: Container;
  /** Opaque clear colour (0xRRGGBB) of the view's rectangle. */
  background: number;
  /** Brings the stage up to date in the frame; false when it had nothing to draw (no render then). */
  prepare(): boolean;
}

export interface RenderView {
  /** Asks for a frame; the view's prepare() runs in it. */
  invalidate(): void;
  /** The host may have moved or resized (its panel measured a change): re-read its place, then draw. */
  relayout(): void;
  dispose(): void;
}

export interface RendererStats {
  /** Renderers (WebGL contexts) created and destroyed since the page loaded. */
  created: number;
  destroyed: number;
  views: number;
  /** Views rendered, animation frames run, and frames that cleared and redrew every view. */
  renders: number;
  frames: number;
  relayouts: number;
  contextLost: boolean;
}

/** A view's place on the canvas in device pixels, clipped to the canvas; empty when hidden. */
interface DeviceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface ViewEntry {
  spec: RenderViewSpec;
  /** Targets the window canvas with the view's rectangle as its frame. */
  target: Texture | null;
  transform: Matrix;
  dirty: boolean;
  /** Render even when prepare() says nothing changed (moved, cleared, or after a context restore). */
  force: boolean;
  /** Where it was last drawn (device px), to notice moves. */
  rect: DeviceRect;
  /** The host's unclipped top-left in CSS px, to offset the stage when the host is partly off-canvas. */
  left: number;
  top: number;
}

let renderer: WebGLRenderer | null = null;
let pending: Promise<WebGLRenderer> | null = null;
let removeWindowListeners: (() => void) | null = null;
let contextLost = false;
let frameId = 0;
let graceTimer: ReturnType<typeof setTimeout> | undefined;
/** The canvas was resized or restored, or a view left: clear it and redraw every view. */
let redrawAll = true;
/** Something may have moved a host: re-read the rectangles in the next frame. */
let layoutDirty = true;
const views = new Set<ViewEntry>();
const stats = { created: 0, destroyed: 0, renders: 0, frames: 0, relayouts: 0 };

export function rendererStats(): RendererStats {
  return { ...stats, views: views.size, contextLost };
}

/** The live renderer, if any (tests simulate a context loss through it). */
export function currentRenderer(): WebGLRenderer | null {
  return renderer;
}

/**
 * Says the layout may have moved views without invalidating them (Golden Layout re-arranged, a page
 * scrolled): a frame then re-reads the rectangles and redraws if one moved.
 */
export function relayoutViews(): void {
  layoutDirty = true;
  schedule();
}

function redrawEverything(): void {
  redrawAll = true;
  relayoutViews();
}

function canvasResolution(): number {
  return globalThis.devicePixelRatio || 1;
}

function styleCanvas(canvas: HTMLCanvasElement): void {
  canvas.dataset.tdRenderer = '';
  canvas.setAttribute('aria-hidden', 'true');
  const style = canvas.style;
  style.position = 'fixed';
  style.inset = '0';
  style.width = '100vw';
  style.height = '100vh';
  style.zIndex = '-1';
  style.pointerEvents = 'none';
  style.display = 'block';
}

/** The canvas lives under the full-screen element while there is one (nothing else is shown then). */
function placeCanvas(canvas: HTMLCanvasElement): void {
  const parent = document.fullscreenElement ?? document.body;
  if (canvas.parentElement !== parent) parent.prepend(canvas);
}

/** Keeps the canvas the window's size; true when it changed (a resized canvas is blank). */
function fitCanvas(active: WebGLRenderer): boolean {
  const width = Math.max(1, window.innerWidth);
  const height = Math.max(1, window.innerHeight);
  const resolution = canvasResolution();
  if (active.width === width && active.height === height && active.resolution === resolution) return false;
  active.resize(width, height, resolution);
  return true;
}

async function createRenderer(): Promise<WebGLRenderer> {
  const created = new WebGLRenderer();
  await created.init({
    antialias: false,
    width: Math.max(1, window.innerWidth),
    height: Math.max(1, window.innerHeight),
    resolution: canvasResolution(),
    autoDensity: false,
    backgroundAlpha: 0,
    // A frame redraws only the views that changed; the others must still be there.
    preserveDrawingBuffer: true,
    preferWebGLVersion: 2,
  });
  stats.created += 1;
  (created.limits as { maxBatchableTextures: number }).maxBatchableTextures = 4;
  const canvas = created.canvas;
  styleCanvas(canvas);
  placeCanvas(canvas);
  const onLost = () => {
    contextLost = true;
  };
  // Pixi's own listener (added first) rebuilds its GPU state; then every view is drawn again.
  const onRestored = () => {
    contextLost = false;
    redrawEverything();
  };
  const onResize = () => relayoutViews();
  const onFullscreen = () => {
    placeCanvas(canvas);
    redrawEverything();
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  window.addEventListener('resize', onResize);
  // Capture: a scroll of any element (a scrolled page or panel) can move hosts.
  document.addEventListener('scroll', onResize, { capture: true, passive: true });
  document.addEventListener('fullscreenchange', onFullscreen);
  removeWindowListeners = () => {
    canvas.removeEventListener('webglcontextlost', onLost);
    canvas.removeEventListener('webglcontextrestored', onRestored);
    window.removeEventListener('resize', onResize);
    document.removeEventListener('scroll', onResize, { capture: true });
    document.removeEventListener('fullscreenchange', onFullscreen);
  };
  return created;
}

function ensureRenderer(): void {
  clearTimeout(graceTimer);
  graceTimer = undefined;
  if (renderer || pending) return;
  const starting = createRenderer();
  pending = starting;
  starting.then(
    (created) => {
      pending = null;
      renderer = created;
      redrawAll = true;
      if (views.size === 0) scheduleDestroy();
      else schedule();
    },
    (error: unknown) => {
      pending = null;
      console.error('the shared WebGL renderer could not start', error);
    },
  );
}

function destroyRenderer(): void {
  graceTimer = undefined;
  if (!renderer || views.size > 0) return;
  cancelAnimationFrame(frameId);
  frameId = 0;
  removeWindowListeners?.();
  removeWindowListeners = null;
  const canvas = renderer.canvas;
  renderer.destroy();
  canvas.remove();
  renderer = null;
  contextLost = false;
  stats.destroyed += 1;
}

function scheduleDestroy(): void {
  clearTimeout(graceTimer);
  graceTimer = setTimeout(destroyRenderer, RENDERER_GRACE_MS);
}

function schedule(): void {
  if (frameId !== 0 || !renderer) return;
  frameId = requestAnimationFrame(frame);
}

/** The host's rectangle in device pixels, clipped to the canvas (Pixi rounds frames the same way). */
function measure(
  entry: ViewEntry,
  canvasWidth: number,
  canvasHeight: number,
  resolution: number,
): DeviceRect {
  const box = entry.spec.host.getBoundingClientRect();
  entry.left = box.left;
  entry.top = box.top;
  const x0 = Math.max(0, Math.round(box.left * resolution));
  const y0 = Math.max(0, Math.round(box.top * resolution));
  const x1 = Math.min(canvasWidth, Math.round(box.right * resolution));
  const y1 = Math.min(canvasHeight, Math.round(box.bottom * resolution));
  if (x1 <= x0 || y1 <= y0) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function sameRect(a: DeviceRect, b: DeviceRect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** Reads every view's rectangle; true when one moved (then the canvas must be cleared and all redrawn). */
function relayout(active: WebGLRenderer): boolean {
  const resized = fitCanvas(active);
  const resolution = active.resolution;
  const canvasWidth = active.canvas.width;
  const canvasHeight = active.canvas.height;
  let moved = false;
  for (const view of views) {
    const rect = measure(view, canvasWidth, canvasHeight, resolution);
    if (!sameRect(rect, view.rect)) moved = true;
    view.rect = rect;
  }
  return moved || resized;
}

function clearCanvas(active: WebGLRenderer): void {
  const gl = active.gl;
  gl.disable(gl.SCISSOR_TEST);
  active.renderTarget.bind({ target: active.view.renderTarget, clear: true, clearColor: [0, 0, 0, 0] });
  for (const view of views) {
    view.force = true;
    view.dirty = true;
  }
  stats.relayouts += 1;
}

function renderView(active: WebGLRenderer, view: ViewEntry): void {
  const { rect, spec } = view;
  const resolution = active.resolution;
  const source = active.view.texture.source;
  let target = view.target;
  if (!target || target.source !== source) {
    target = new Texture({ source, frame: new Rectangle() });
    view.target = target;
  }
  // The frame is in the canvas' CSS pixels; Pixi turns it into the viewport.
  const frame = target.frame;
  frame.x = rect.x / resolution;
  frame.y = rect.y / resolution;
  frame.width = rect.width / resolution;
  frame.height = rect.height / resolution;
  // A host partly off the canvas: shift the stage so it stays anchored at the host's corner.
  spec.stage.updateLocalTransform();
  view.transform.copyFrom(spec.stage.localTransform);
  view.transform.tx += view.left - frame.x;
  view.transform.ty += view.top - frame.y;
  const gl = active.gl;
  // gl.clear ignores the viewport; the scissor keeps the clear inside the view.
  gl.enable(gl.SCISSOR_TEST);
  gl.scissor(rect.x, active.canvas.height - rect.y - rect.height, rect.width, rect.height);
  try {
    active.render({
      container: spec.stage,
      target,
      transform: view.transform,
      clear: CLEAR.COLOR,
      clearColor: spec.background,
    });
  } finally {
    gl.disable(gl.SCISSOR_TEST);
  }
  stats.renders += 1;
}

function frame(): void {
  frameId = 0;
  const active = renderer;
  if (!active) return;
  stats.frames += 1;
  if (contextLost || active.context.isLost) return;
  // Someone took the canvas out of the page (a test clearing the body, a script replacing it): put it
  // back, or every view would draw where nobody sees it.
  if (!active.canvas.isConnected) {
    placeCanvas(active.canvas);
    redrawAll = true;
  }
  const everything = redrawAll;
  redrawAll = false;
  const moved = layoutDirty && relayout(active);
  layoutDirty = false;
  if (moved || everything) clearCanvas(active);
  for (const view of views) {
    if (!view.dirty) continue;
    view.dirty = false;
    if (view.rect.width < 1 || view.rect.height < 1) continue;
    try {
      const changed = view.spec.prepare();
      if (!changed && !view.force) continue;
      view.force = false;
      renderView(active, view);
    } catch (error) {
      // One broken scene must not stop the other panels' frames.
      console.error('a view failed to render', error);
    }
  }
}

/** Registers a host element to be drawn under by the shared renderer. */
export function attachView(spec: RenderViewSpec): RenderView {
  const entry: ViewEntry = {
    spec,
    target: null,
    transform: new Matrix(),
    dirty: true,
    force: true,
    rect: { x: 0, y: 0, width: 0, height: 0 },
    left: 0,
    top: 0,
  };
  views.add(entry);
  ensureRenderer();
  relayoutViews();
  let disposed = false;
  return {
    invalidate() {
      if (disposed) return;
      entry.dirty = true;
      schedule();
    },
    relayout() {
      if (disposed) return;
      entry.dirty = true;
      relayoutViews();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      views.delete(entry);
      entry.target?.destroy(false);
      // Its drawing must not stay behind on the canvas.
      redrawEverything();
      if (views.size === 0) scheduleDestroy();
    },
  };
}

/**
 * The colour drawn at a point of a view (CSS px from the host's corner), read back from the canvas. For
 * tests: a read-back stalls the GPU.
 */
export function readViewPixel(host: HTMLElement, x: number, y: number): [number, number, number, number] {
  const active = renderer;
  if (!active) throw new Error('no renderer is running');
  const resolution = active.resolution;
  const box = host.getBoundingClientRect();
  const px = Math.floor((box.left + x) * resolution);
  const py = Math.floor((box.top + y) * resolution);
  const gl = active.gl;
  const out = new Uint8Array(4);
  gl.readPixels(px, active.canvas.height - py - 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}
