import { Container, Graphics } from 'pixi.js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  attachView,
  currentRenderer,
  readViewPixel,
  RENDERER_GRACE_MS,
  rendererStats,
  startRenderer,
} from '../../../src/render/shared-renderer';
import type { RenderView } from '../../../src/render/render-view';
import { frames, isColour, noRenderer, rendererQuiet } from './chart-harness';
import { webglCanvases } from './webgl-canvases';

const BACKGROUND = 0x123456;
const MARK = 0xd24f45;

interface TestView {
  host: HTMLElement;
  view: RenderView;
  /** prepare() calls, and what the next one answers (did the content change?). */
  prepared: number;
  changes: boolean;
}

let attached: TestView[] = [];

afterEach(() => {
  for (const { view } of attached) view.dispose();
  attached = [];
});

/** A host at a fixed place in the window with a stage holding a 10×10 mark at (20, 20). */
function addView(left: number, top: number, width: number, height: number): TestView {
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:${left}px;top:${top}px;width:${width}px;height:${height}px`;
  document.body.append(host);
  const stage = new Container();
  stage.addChild(new Graphics().rect(20, 20, 10, 10).fill(MARK));
  const entry: TestView = { host, view: null!, prepared: 0, changes: true };
  entry.view = attachView({
    host,
    stage,
    background: BACKGROUND,
    prepare: () => {
      entry.prepared += 1;
      return entry.changes;
    },
  });
  attached.push(entry);
  return entry;
}

const canvasElement = () => document.querySelector<HTMLCanvasElement>('canvas[data-td-renderer]');

describe('the shared renderer', () => {
  // First in the file: Pixi's precision probe runs once per page.
  test('opens one WebGL context and no throw-away one beside it', async () => {
    await noRenderer();
    const canvases = webglCanvases();
    addView(0, 0, 200, 100);
    await expect.poll(() => rendererStats().renders).toBeGreaterThan(0);
    expect(canvases.size).toBe(1);
    expect([...canvases][0]!.getContext('webgl2')).toBe(currentRenderer()!.gl);
  });

  test('knows it runs on a software rasteriser here (headless Chromium: SwiftShader)', async () => {
    addView(0, 0, 200, 100);
    await expect.poll(() => currentRenderer()).not.toBeNull();
    expect(rendererStats().software).toBe(true);
  });

  test('draws at 1× on a high-density screen with no GPU', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    addView(0, 0, 200, 100);
    await expect.poll(() => canvasElement()?.getBoundingClientRect().width).toBe(200);
    expect(currentRenderer()!.resolution).toBe(1);
    expect(canvasElement()!.width).toBe(200);
  });

  test('draws nothing and asks for no frame while nothing changes', async () => {
    const a = addView(0, 0, 200, 100);
    await rendererQuiet();
    const before = rendererStats();
    const prepared = a.prepared;
    await frames(10);
    expect(rendererStats().renders).toBe(before.renders);
    expect(rendererStats().frames).toBe(before.frames);
    expect(a.prepared).toBe(prepared);
  });

  test("nor does Pixi: its scheduler (the GC's clock) runs in the frames that draw, and asks for none", async () => {
    const a = addView(0, 0, 200, 100);
    await rendererQuiet();
    let ran = 0;
    const task = currentRenderer()!.scheduler.repeat(() => (ran += 1), 0, false);
    const requestFrame = window.requestAnimationFrame;
    let requested = 0;
    window.requestAnimationFrame = (callback) => {
      requested += 1;
      return requestFrame.call(window, callback);
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requested).toBe(0);
      expect(ran).toBe(0);
      a.view.invalidate();
      await rendererQuiet();
      expect(requested).toBeGreaterThan(0);
      expect(ran).toBeGreaterThan(0);
    } finally {
      window.requestAnimationFrame = requestFrame;
      currentRenderer()?.scheduler.cancel(task);
    }
  });

  test('a change prepares only the view that asked, then draws every visible view', async () => {
    const a = addView(0, 0, 200, 100);
    const b = addView(300, 0, 200, 100);
    await rendererQuiet();
    const renders = rendererStats().renders;
    const prepared = { a: a.prepared, b: b.prepared };
    a.view.invalidate();
    await expect.poll(() => rendererStats().renders).toBe(renders + 2);
    await frames(3);
    expect(rendererStats().renders).toBe(renders + 2);
    expect({ a: a.prepared, b: b.prepared }).toEqual({ a: prepared.a + 1, b: prepared.b });
  });

  test('a view whose content did not change draws nothing', async () => {
    const a = addView(0, 0, 200, 100);
    await rendererQuiet();
    const renders = rendererStats().renders;
    a.changes = false;
    const prepared = a.prepared;
    a.view.invalidate();
    await expect.poll(() => a.prepared).toBe(prepared + 1);
    await frames(3);
    expect(rendererStats().renders).toBe(renders);
  });

  test('a scroll re-reads the rectangles only when the scrolled element holds a host', async () => {
    const scroller = document.createElement('div');
    scroller.style.cssText = 'position:fixed;left:0;top:200px;width:200px;height:100px;overflow:auto';
    const tall = document.createElement('div');
    tall.style.height = '1000px';
    scroller.append(tall);
    document.body.append(scroller);
    try {
      addView(0, 0, 200, 100);
      await rendererQuiet();
      const idleFrames = rendererStats().frames;
      scroller.scrollTop = 50;
      scroller.dispatchEvent(new Event('scroll'));
      await frames(3);
      expect(rendererStats().frames).toBe(idleFrames);

      const inside = addView(0, 0, 50, 50);
      inside.host.style.position = 'relative';
      tall.prepend(inside.host);
      await rendererQuiet();
      const before = rendererStats().frames;
      scroller.scrollTop = 0;
      scroller.dispatchEvent(new Event('scroll'));
      await expect.poll(() => rendererStats().frames).toBeGreaterThan(before);
    } finally {
      scroller.remove();
    }
  });

  test('the canvas covers the union of the visible views, not the window', async () => {
    addView(10, 20, 100, 50);
    const b = addView(300, 200, 50, 40);
    await expect.poll(() => rendererStats().canvas).toEqual({ left: 10, top: 20, width: 340, height: 220 });
    const box = canvasElement()!.getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).toEqual([10, 20, 340, 220]);

    b.host.style.display = 'none';
    b.view.relayout();
    await expect.poll(() => rendererStats().canvas).toEqual({ left: 10, top: 20, width: 100, height: 50 });

    for (const { host, view } of attached) {
      host.style.display = 'none';
      view.relayout();
    }
    await expect.poll(() => canvasElement()?.style.display).toBe('none');
  });

  test('each view is drawn at its host, wherever the canvas starts', async () => {
    addView(10, 20, 100, 50);
    const b = addView(300, 200, 50, 40);
    await rendererQuiet();
    expect(isColour(readViewPixel(b.host, 25, 25), MARK)).toBe(true);
    expect(isColour(readViewPixel(b.host, 5, 5), BACKGROUND)).toBe(true);
    // Between the views the canvas stays transparent.
    expect(readViewPixel(b.host, -100, -100)[3]).toBe(0);
  });

  test('a view that leaves takes its drawing with it', async () => {
    const a = addView(0, 0, 100, 50);
    const b = addView(0, 100, 100, 50);
    await rendererQuiet();
    expect(isColour(readViewPixel(b.host, 5, 5), BACKGROUND)).toBe(true);
    b.view.dispose();
    attached = attached.filter((view) => view !== b);
    await expect.poll(() => rendererStats().canvas.height).toBe(50);
    await rendererQuiet();
    expect(isColour(readViewPixel(a.host, 5, 5), BACKGROUND)).toBe(true);
  });
});

describe('a renderer started ahead of its first view', () => {
  test('draws the warm-up stage once, off-screen, then lets it go; the view takes that renderer', async () => {
    await noRenderer();
    const created = rendererStats().created;
    const warmUps = rendererStats().warmUps;
    const stage = new Container();
    stage.addChild(new Graphics().rect(0, 0, 10, 10).fill(MARK));
    const destroy = vi.spyOn(stage, 'destroy');
    startRenderer(() => stage);
    await expect.poll(() => rendererStats().warmUps).toBe(warmUps + 1);
    expect(destroy).toHaveBeenCalledWith({ children: true });
    expect(rendererStats().created).toBe(created + 1);
    // Drawn into its own texture: the canvas shows nothing of it, and stays hidden with no view.
    expect(canvasElement()?.style.display).toBe('none');
    const view = addView(0, 0, 100, 50);
    await rendererQuiet();
    expect(rendererStats().created).toBe(created + 1);
    expect(isColour(readViewPixel(view.host, 5, 5), BACKGROUND)).toBe(true);
  });

  test('outlives the grace period while no view has come, and is let go a grace period after its view', async () => {
    await noRenderer();
    startRenderer(() => new Container());
    await expect.poll(() => rendererStats().created - rendererStats().destroyed).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, RENDERER_GRACE_MS + 500));
    expect(rendererStats().created - rendererStats().destroyed).toBe(1);
    const { view } = addView(0, 0, 50, 50);
    await rendererQuiet();
    view.dispose();
    attached = [];
    await noRenderer();
  });
});
