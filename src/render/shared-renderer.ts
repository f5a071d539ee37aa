/**
 * src/render/: Pixi scenes and the one renderer they share.
 *
 * This file is the window's ONE WebGL renderer (browsers keep about 16 contexts and drop the oldest, so
 * panels never own one). It draws every panel straight into one canvas fixed BEHIND the page (z-index -1,
 * no pointer events): each view names a host element, the view is drawn into the host's rectangle
 * (viewport and scissor), and the host and everything painted over it stay transparent so the drawing
 * shows through. Panels keep their DOM (toolbars, legends, menus, dialogs) above their drawing for free.
 * An earlier design gave each panel a 2D canvas and copied every WebGL frame into it (Pixi's multiView);
 * the copy is a synchronous GPU read-back that cost ~12 ms of main thread a frame on SwiftShader, far more
 * than the scenes themselves.
 *
 * The canvas covers only the union of the visible views' rectangles, not the window: with no GPU
 * (software compositing) Chromium rasterises and reads back the whole canvas on every frame it draws, so
 * the DOM panels between the drawn ones (order form, histories, header) cost nothing. The drawing buffer
 * is not preserved (the browser may swap instead of copying it), so a frame that draws redraws every
 * visible view, and a frame draws only when a view's content changed, a view moved, appeared or left, or
 * the context came back: nothing at all while idle (no animation-frame loop, one frame requested per
 * change). Rectangles are re-read only when something may have moved a host: its panel measured a new
 * size (`view.relayout()`), a window resize, a page or panel scroll, full screen, or a layout change
 * someone reports with `relayoutViews()` (Golden Layout moving panels). Not every frame: reading them
 * forces a layout in the middle of the frame whenever a panel has touched its DOM.
 *
 * The renderer is created lazily with the first view and destroyed a grace period after the last one
 * leaves (so a React StrictMode remount or a quick coin switch reuses it). It is the page's only WebGL
 * context: Pixi's shader precision probe, which would open a throw-away one, is answered beforehand.
 * Antialiasing is off: on SwiftShader MSAA nearly halves the frame rate. In full screen the canvas moves
 * into the full-screen element, the only subtree then shown.
 */
import { CLEAR, Matrix, Rectangle, RenderTexture, Texture, WebGLRenderer, type Container } from 'pixi.js';
import { FrameRequest, Timeout } from '../lib/timers';
import { advanceScheduler, answerPrecisionProbe, keepSystemTickerStopped } from './pixi-setup';
import {
  CanvasPlacement,
  EMPTY_RECT,
  placeCanvas,
  styleCanvas,
  visible,
  type PlacedView,
} from './renderer-canvas';
import { onRelayoutViews, WARM_HOLD_MS, type RenderView } from './render-view';
import { CONTEXT_ATTRIBUTES, learnSoftware, rendersInSoftware, takeProbedCanvas } from './software-probe';
import { isSoftwareRenderer, webglRendererName } from './software-renderer';

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
  /** Brings the stage up to date in the frame; false when nothing in it changed. */
  prepare(): boolean;
  /** Lets go of what the view owns (its scene), once it left. */
  release?(): void;
}

export interface RendererStats {
  /** Renderers (WebGL contexts) created and destroyed since the page loaded. */
  created: number;
  destroyed: number;
  views: number;
  /** Views rendered, animation frames run, and frames in which a view had moved (the canvas re-fitted). */
  renders: number;
  frames: number;
  relayouts: number;
  /** Stages drawn ahead of the first view (startRenderer). */
  warmUps: number;
  contextLost: boolean;
  /** The context rasterises on the CPU (SwiftShader, llvmpipe…): no GPU. */
  software: boolean;
  /** The canvas' place in the window, CSS px: the union of the visible views. */
  canvas: { left: number; top: number; width: number; height: number };
}

interface ViewEntry extends PlacedView {
  spec: RenderViewSpec;
  /** Targets the window canvas with the view's rectangle as its frame. */
  target: Texture | null;
  transform: Matrix;
  /** Its content may have changed: prepare() runs in the next frame it is visible in. */
  dirty: boolean;
}

let renderer: WebGLRenderer | null = null;
let pending: Promise<WebGLRenderer> | null = null;
let removeWindowListeners: (() => void) | null = null;
let contextLost = false;
let software = false;
const nextFrame = new FrameRequest(frame);
/** Destroys a renderer left with no view, after its grace (scheduleDestroy). */
const grace = new Timeout(destroyRenderer);
/** performance.now() until which a renderer with no view is kept (startRenderer). */
let holdUntil = 0;
const placement = new CanvasPlacement();
/** A view left or the context came back: draw even if no view's content changed. */
let redrawAll = true;
/** Something may have moved a host: re-read the rectangles in the next frame. */
let layoutDirty = true;
const views = new Set<ViewEntry>();
const stats = { created: 0, destroyed: 0, renders: 0, frames: 0, relayouts: 0, warmUps: 0 };

export function rendererStats(): RendererStats {
  const resolution = renderer?.resolution ?? 1;
  return {
    ...stats,
    views: views.size,
    contextLost,
    software,
    canvas: {
      left: placement.rect.x / resolution,
      top: placement.rect.y / resolution,
      width: placement.rect.width / resolution,
      height: placement.rect.height / resolution,
    },
  };
}

/** The live renderer, if any (tests simulate a context loss through it). */
export function currentRenderer(): WebGLRenderer | null {
  return renderer;
}

/** What relayoutViews() (render-view.ts) does once this code is in: the next frame re-reads the rectangles. */
function relayoutViews(): void {
  layoutDirty = true;
  schedule();
}
onRelayoutViews(relayoutViews);

/**
 * A scrolled element moves only the hosts inside it: a drawn list's own scroller (its plot is beside it,
 * not in it) scrolls on every wheel notch and must not re-measure every view each time.
 */
function scrollMayMoveHosts(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  for (const view of views) if (target.contains(view.spec.host)) return true;
  return false;
}

function redrawEverything(): void {
  redrawAll = true;
  relayoutViews();
}

/**
 * Device pixels per CSS pixel. With no GPU every pixel is rasterised and read back on the CPU, so the
 * canvas stays at 1× on a high-density screen: a quarter of the pixels at 2×.
 */
function canvasResolution(): number {
  return software ? 1 : globalThis.devicePixelRatio || 1;
}

async function createRenderer(): Promise<WebGLRenderer> {
  answerPrecisionProbe();
  keepSystemTickerStopped();
  // Known before the context is: a panel asking while the renderer starts must not open a second one.
  rendersInSoftware();
  const created = new WebGLRenderer();
  await created.init({
    canvas: takeProbedCanvas() ?? undefined,
    antialias: CONTEXT_ATTRIBUTES.antialias,
    preserveDrawingBuffer: CONTEXT_ATTRIBUTES.preserveDrawingBuffer,
    width: 1,
    height: 1,
    resolution: canvasResolution(),
    autoDensity: false,
    backgroundAlpha: 0,
    preferWebGLVersion: 2,
    // Pixi's browser extensions (its event and accessibility systems, DOM containers, filters: a chunk of
    // 16 kB gzip loaded when a renderer starts) serve nothing here: panels take pointer input from their
    // own DOM, the mirrors are the accessible side, and nothing is filtered or masked.
    skipExtensionImports: true,
  });
  stats.created += 1;
  software = isSoftwareRenderer(webglRendererName(created.gl));
  learnSoftware(software);
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
  const onScroll = (event: Event) => {
    if (scrollMayMoveHosts(event.target)) relayoutViews();
  };
  const onFullscreen = () => {
    placeCanvas(canvas);
    redrawEverything();
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  window.addEventListener('resize', onResize);
  // Capture: a scroll of any element (a scrolled page or panel) can move hosts.
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  document.addEventListener('fullscreenchange', onFullscreen);
  removeWindowListeners = () => {
    canvas.removeEventListener('webglcontextlost', onLost);
    canvas.removeEventListener('webglcontextrestored', onRestored);
    window.removeEventListener('resize', onResize);
    document.removeEventListener('scroll', onScroll, { capture: true });
    document.removeEventListener('fullscreenchange', onFullscreen);
  };
  return created;
}

function ensureRenderer(): void {
  grace.cancel();
  if (renderer || pending) return;
  const starting = createRenderer();
  pending = starting;
  starting.then(
    (created) => {
      pending = null;
      renderer = created;
      placement.reset();
      if (views.size === 0) scheduleDestroy();
      else redrawEverything();
    },
    (error: unknown) => {
      pending = null;
      console.error('the shared WebGL renderer could not start', error);
    },
  );
}

function destroyRenderer(): void {
  if (!renderer || views.size > 0) return;
  nextFrame.cancel();
  removeWindowListeners?.();
  removeWindowListeners = null;
  const canvas = renderer.canvas;
  renderer.destroy();
  canvas.remove();
  renderer = null;
  contextLost = false;
  placement.reset();
  stats.destroyed += 1;
}

function scheduleDestroy(): void {
  grace.start(Math.max(RENDERER_GRACE_MS, holdUntil - performance.now()));
}

/**
 * Starts the renderer ahead of its first view, for a page that knows it will draw (the chart popup), and
 * draws `warmUp()` once into a 1×1 texture: the context, and the shaders and glyphs that stage needs, are
 * made while the page still waits for its code and data, not in its first frame. With no GPU, compiling
 * shaders runs on the CPU and is the costliest part of that frame. Kept WARM_HOLD_MS for a view to come.
 */
export function startRenderer(warmUp: () => Container): void {
  holdUntil = performance.now() + WARM_HOLD_MS;
  if (renderer) return;
  ensureRenderer();
  pending?.then(
    (active) => drawWarmUp(active, warmUp()),
    () => undefined,
  );
}

function drawWarmUp(active: WebGLRenderer, stage: Container): void {
  const target = RenderTexture.create({ width: 1, height: 1 });
  try {
    if (active === renderer && !active.context.isLost) active.render({ container: stage, target });
  } finally {
    target.destroy(true);
    stage.destroy({ children: true });
  }
  stats.warmUps += 1;
}

function schedule(): void {
  if (renderer) nextFrame.request();
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
  // Canvas coordinates: the canvas starts at the union's corner.
  const x = rect.x - placement.rect.x;
  const y = rect.y - placement.rect.y;
  // The frame is in the canvas' CSS pixels; Pixi turns it into the viewport.
  const frame = target.frame;
  frame.x = x / resolution;
  frame.y = y / resolution;
  frame.width = rect.width / resolution;
  frame.height = rect.height / resolution;
  // Anchor the stage at the host's corner, wherever the host's visible part starts.
  spec.stage.updateLocalTransform();
  view.transform.copyFrom(spec.stage.localTransform);
  view.transform.tx += view.left - rect.x / resolution;
  view.transform.ty += view.top - rect.y / resolution;
  const gl = active.gl;
  // gl.clear ignores the viewport; the scissor keeps the clear inside the view.
  gl.enable(gl.SCISSOR_TEST);
  gl.scissor(x, active.canvas.height - y - rect.height, rect.width, rect.height);
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

/**
 * Brings the visible views up to date and, when one changed (or `force`), draws them all: the buffer
 * the browser composited last is gone, so a drawn frame holds only what is drawn in it.
 */
function draw(active: WebGLRenderer, force: boolean): void {
  if (layoutDirty) {
    layoutDirty = false;
    if (placement.relayout(active, views, canvasResolution())) {
      stats.relayouts += 1;
      force = true;
    }
  }
  let changed = force;
  for (const view of views) {
    // A hidden view stays dirty: it is brought up to date when it shows again.
    if (!view.dirty || !visible(view.rect)) continue;
    view.dirty = false;
    try {
      if (view.spec.prepare()) changed = true;
    } catch (error) {
      // One broken scene must not stop the other panels' frames.
      console.error('a view failed to prepare', error);
    }
  }
  if (!changed) return;
  for (const view of views) {
    if (!visible(view.rect)) continue;
    try {
      renderView(active, view);
    } catch (error) {
      console.error('a view failed to render', error);
    }
  }
  advanceScheduler();
}

function frame(): void {
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
  draw(active, everything);
}

/** Registers a host element to be drawn under by the shared renderer. */
export function attachView(spec: RenderViewSpec): RenderView {
  const entry: ViewEntry = {
    spec,
    target: null,
    transform: new Matrix(),
    dirty: true,
    rect: EMPTY_RECT,
    left: 0,
    top: 0,
  };
  views.add(entry);
  // The view a warm start held the renderer for has come: from its leaving on, the grace period applies.
  holdUntil = 0;
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
      spec.release?.();
    },
  };
}

/**
 * The colour drawn at a point of a view (CSS px from the host's corner). For tests: the views are drawn
 * again and read back at once (the buffer the browser composited is gone), and a read-back stalls the GPU.
 */
export function readViewPixel(host: HTMLElement, x: number, y: number): [number, number, number, number] {
  const active = renderer;
  if (!active) throw new Error('no renderer is running');
  draw(active, true);
  const resolution = active.resolution;
  const box = host.getBoundingClientRect();
  const px = Math.floor((box.left + x) * resolution) - placement.rect.x;
  const py = Math.floor((box.top + y) * resolution) - placement.rect.y;
  const gl = active.gl;
  const out = new Uint8Array(4);
  gl.readPixels(px, active.canvas.height - py - 1, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, out);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}
