/**
 * rendersInSoftware() (src/render/shared-renderer.ts) where WebGL rasterises on the CPU, as here: asked
 * first (the coin list mounting before a chart), its context is the one the renderer later starts on.
 * Alone in its file, since the answer is kept for the page.
 */
import { Container } from 'pixi.js';
import { afterEach, expect, test, vi } from 'vitest';
import { attachView, rendererStats, rendersInSoftware } from '../../../src/render/shared-renderer';
import { noRenderer } from './chart-harness';
import { webglCanvases } from './webgl-canvases';

afterEach(() => {
  vi.restoreAllMocks();
});

test('asked first with no GPU, it opens the one context the renderer later starts on', async () => {
  await noRenderer();
  const canvases = webglCanvases();
  expect(rendersInSoftware()).toBe(true);
  expect(canvases.size).toBe(1);
  const [probed] = canvases;

  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:0;top:0;width:100px;height:50px';
  document.body.append(host);
  const view = attachView({ host, stage: new Container(), background: 0x131722, prepare: () => true });
  try {
    await expect.poll(() => rendererStats().renders).toBeGreaterThan(0);
    expect(canvases.size).toBe(1);
    expect(document.querySelector('canvas[data-td-renderer]')).toBe(probed);
    expect(rendererStats().software).toBe(true);
  } finally {
    view.dispose();
    host.remove();
  }
});
