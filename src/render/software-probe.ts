/**
 * Whether this window's WebGL rasterises on the CPU (or there is none), for a panel that would rather
 * draw in 2D then, asked before any Pixi is loaded: a page drawn in 2D never loads it. The question opens
 * one WebGL context with the shared renderer's attributes, which that renderer later starts on (it asks
 * here first too): the page opens one context whoever asks first. A probe's context no renderer takes
 * within WARM_HOLD_MS (a page that only draws in 2D) is let go. A software answer is remembered between
 * loads (software-verdict.ts), so such a browser opens no context for it on its next loads.
 */
import { Timeout } from '../lib/timers';
import { WARM_HOLD_MS } from './render-view';
import { isSoftwareRenderer, webglRendererName } from './software-renderer';
import { remembersSoftware, softwareRecord, VERDICT_KEY } from './software-verdict';

/** What the shared renderer asks of its context, as it starts it: a context opened early must match. */
export const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  premultipliedAlpha: true,
  antialias: false,
  stencil: true,
  preserveDrawingBuffer: false,
  powerPreference: 'default',
};

/** The user timing measure a probe that opened a context leaves (cold-start profiles read it). */
export const PROBE_MEASURE = 'td:software-probe';

/** Once known for the page: from the store, a probe, or the renderer's own context. */
let softwareKnown: boolean | null = null;
/** The canvas whose context a probe opened, for the renderer to start on (no second context). */
let probedCanvas: HTMLCanvasElement | null = null;
/** Lets go of a probe's context no renderer took within WARM_HOLD_MS. */
let probeRelease: Timeout | undefined;

export function rendersInSoftware(): boolean {
  if (softwareKnown !== null) return softwareKnown;
  if (remembersSoftware(readStored(), navigator.userAgent, Date.now())) {
    softwareKnown = true;
    return true;
  }
  const started = performance.now();
  const canvas = document.createElement('canvas');
  const gl =
    canvas.getContext('webgl2', CONTEXT_ATTRIBUTES) ?? canvas.getContext('webgl', CONTEXT_ATTRIBUTES);
  const software = gl === null || isSoftwareRenderer(webglRendererName(gl));
  if (gl) {
    probedCanvas = canvas;
    probeRelease = new Timeout(() => {
      if (probedCanvas !== canvas) return;
      probedCanvas = null;
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    });
    probeRelease.start(WARM_HOLD_MS);
  }
  performance.measure(PROBE_MEASURE, { start: started });
  learnSoftware(software);
  return software;
}

/** For the renderer as it starts: the canvas a probe opened its context on, if it is still held. */
export function takeProbedCanvas(): HTMLCanvasElement | null {
  probeRelease?.cancel();
  const canvas = probedCanvas;
  probedCanvas = null;
  return canvas;
}

/** For the renderer once it started: what its own context says, for the page and the next loads. */
export function learnSoftware(software: boolean): void {
  softwareKnown = software;
  try {
    if (software) localStorage.setItem(VERDICT_KEY, softwareRecord(navigator.userAgent, Date.now()));
    else localStorage.removeItem(VERDICT_KEY);
  } catch {
    // Storage refused (full, or denied to this document): the next load asks again.
  }
}

function readStored(): string | null {
  try {
    return localStorage.getItem(VERDICT_KEY);
  } catch {
    return null;
  }
}
