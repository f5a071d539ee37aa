/**
 * What Pixi is told so that it serves as the window's one shared renderer: its uniform uploads without
 * `eval`, its shader precision probe answered without a throw-away WebGL context, and its system ticker
 * kept stopped (advanced only by the frames that draw) so that an idle window asks for no frame.
 */
import { DOMAdapter, getMaxFragmentPrecision, Ticker, type ICanvas } from 'pixi.js';
// Pixi compiles its uniform uploads with `new Function` unless this swaps in its eval-free versions: the
// server's Content-Security-Policy allows no 'unsafe-eval' (server/http/security-headers.ts).
import 'pixi.js/unsafe-eval';

/**
 * Pixi compiles its first shader only after asking a throw-away WebGL context for the best fragment
 * precision (getTestContext), a second context that then stays alive beside ours. Asked here once, from
 * no context: highp, which WebGL 2 requires in fragment shaders (Pixi's own shaders ask for mediump).
 * The stand-in then reports itself lost, so any later probe gets Pixi's real test context.
 */
export function answerPrecisionProbe(): void {
  const adapter = DOMAdapter.get();
  const probe = {
    FRAGMENT_SHADER: 0x8b30,
    HIGH_FLOAT: 0x8df2,
    isContextLost: () => true,
    getShaderPrecisionFormat: () => ({ precision: 23, rangeMin: 127, rangeMax: 127 }),
  };
  const canvas = { getContext: () => probe } as unknown as ICanvas;
  DOMAdapter.set({ ...adapter, createCanvas: () => canvas });
  try {
    getMaxFragmentPrecision();
  } finally {
    DOMAdapter.set(adapter);
  }
}

/**
 * Pixi's renderer schedules its texture and renderable GC on `Ticker.system`, which, once started, asks
 * for an animation frame every frame of the page's life: a main-thread task 60 times a second while
 * nothing is drawn, 15–20 % of the script of a pan/zoom workload. It is kept stopped here, and the
 * frames that draw advance it (`advanceScheduler`): the GC runs as Pixi means it to while views draw, and
 * an idle window asks for no frame at all.
 */
export function keepSystemTickerStopped(): void {
  Ticker.system.autoStart = false;
  Ticker.system.stop();
}

export function advanceScheduler(): void {
  Ticker.system.update();
}
