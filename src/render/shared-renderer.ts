/**
 * src/render/: Pixi scenes and the one renderer they share.
 *
 * This file is the window's ONE WebGL renderer (browsers keep about 16 contexts and drop the oldest, so
 * panels never own one). Pixi v8 `multiView`: the renderer draws into its own offscreen canvas and copies
 * each view's frame into that view's canvas (a 2D canvas in the panel). It is created lazily with the first
 * view and destroyed a grace period after the last one leaves (so a React StrictMode remount or a quick
 * coin switch reuses it). One requestAnimationFrame loop, requested only when a view is invalidated,
 * renders the views that asked, none when nothing changed. Antialiasing is off: on SwiftShader MSAA nearly
 * halves the frame rate.
 *
 * Context loss: in multiView Pixi listens for loss/restore on the wrong canvas (its view canvas, not the
 * one holding the context), so this module listens on the context canvas, lets Pixi rebuild its GPU state
 * and redraws every view.
 */
import { getCanvasTexture, WebGLRenderer, type Container, type Texture } from 'pixi.js';

/** How long the renderer outlives its last view. */
export const RENDERER_GRACE_MS = 1_000;

export interface RenderViewSpec {
  canvas: HTMLCanvasElement;
  stage: Container;
  /** Opaque clear colour (0xRRGGBB): the frame is copied over the canvas, so it must cover it. */
  background: number;
  /** Brings the stage up to date in the frame; false when it had nothing to draw (no render then). */
  prepare(): boolean;
}

export interface RenderView {
  /** Asks for a frame; the view's prepare() runs in it. */
  invalidate(): void;
  /** The canvas' CSS size and device pixel ratio; the stage draws in CSS px. */
  resize(width: number, height: number, resolution: number): void;
  dispose(): void;
}

export interface RendererStats {
  /** Renderers (WebGL contexts) created and destroyed since the page loaded. */
  created: number;
  destroyed: number;
  views: number;
  /** Frames rendered into view canvases, and animation frames run. */
  renders: number;
  frames: number;
  contextLost: boolean;
}

interface ViewEntry {
  spec: RenderViewSpec;
  texture: Texture;
  dirty: boolean;
  /** Render even when prepare() says nothing changed (after a context restore). */
  force: boolean;
  width: number;
  height: number;
}

let renderer: WebGLRenderer | null = null;
let pending: Promise<WebGLRenderer> | null = null;
let removeContextListeners: (() => void) | null = null;
let contextLost = false;
let frameId = 0;
let graceTimer: ReturnType<typeof setTimeout> | undefined;
const views = new Set<ViewEntry>();
const stats = { created: 0, destroyed: 0, renders: 0, frames: 0 };

export function rendererStats(): RendererStats {
  return { ...stats, views: views.size, contextLost };
}

/** The live renderer, if any (tests simulate a context loss through it). */
export function currentRenderer(): WebGLRenderer | null {
  return renderer;
}

async function createRenderer(): Promise<WebGLRenderer> {
  const created = new WebGLRenderer();
  await created.init({
    multiView: true,
    antialias: false,
    width: 1,
    height: 1,
    resolution: 1,
    backgroundAlpha: 1,
    preferWebGLVersion: 2,
  });
  stats.created += 1;
  const canvas = created.context.canvas as HTMLCanvasElement;
  const onLost = (event: Event) => {
    event.preventDefault();
    contextLost = true;
  };
  const onRestored = () => {
    contextLost = false;
    // Pixi's own restore step (fresh extensions, then every system re-creates its GPU state); it is
    // protected because Pixi expects to call it from its listener, which multiView puts on the wrong canvas.
    (created.context as unknown as { handleContextRestored(): void }).handleContextRestored();
    for (const view of views) {
      view.force = true;
      view.dirty = true;
    }
    schedule();
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  removeContextListeners = () => {
    canvas.removeEventListener('webglcontextlost', onLost);
    canvas.removeEventListener('webglcontextrestored', onRestored);
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
  removeContextListeners?.();
  removeContextListeners = null;
  renderer.destroy();
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

function frame(): void {
  frameId = 0;
  const active = renderer;
  if (!active) return;
  stats.frames += 1;
  if (contextLost || active.context.isLost) return;
  for (const view of views) {
    if (!view.dirty) continue;
    view.dirty = false;
    if (view.width < 1 || view.height < 1) continue;
    try {
      const changed = view.spec.prepare();
      if (!changed && !view.force) continue;
      view.force = false;
      active.render({ container: view.spec.stage, target: view.texture, clearColor: view.spec.background });
      stats.renders += 1;
    } catch (error) {
      // One broken scene must not stop the other panels' frames.
      console.error('a view failed to render', error);
    }
  }
}

/** Registers a canvas to be drawn by the shared renderer. Nothing is drawn until resize() gives it a size. */
export function attachView(spec: RenderViewSpec): RenderView {
  const entry: ViewEntry = {
    spec,
    texture: getCanvasTexture(spec.canvas, { resolution: 1 }),
    dirty: true,
    force: true,
    width: 0,
    height: 0,
  };
  views.add(entry);
  ensureRenderer();
  let disposed = false;
  return {
    invalidate() {
      if (disposed) return;
      entry.dirty = true;
      schedule();
    },
    resize(width, height, resolution) {
      if (disposed) return;
      const w = Math.max(0, Math.floor(width));
      const h = Math.max(0, Math.floor(height));
      if (w === entry.width && h === entry.height && entry.texture.source.resolution === resolution) return;
      entry.width = w;
      entry.height = h;
      if (w > 0 && h > 0) entry.texture.source.resize(w, h, resolution);
      entry.force = true;
      entry.dirty = true;
      schedule();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      views.delete(entry);
      // Frees the render target Pixi keeps for the canvas, and its cache entry.
      entry.texture.destroy(true);
      if (views.size === 0) scheduleDestroy();
    },
  };
}
