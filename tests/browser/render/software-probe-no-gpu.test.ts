/**
 * rendersInSoftware() (src/render/shared-renderer.ts) where WebGL rasterises on the CPU, as here: asked
 * first (the coin list mounting before a chart), its context is the one the renderer later starts on.
 * Alone in its file, since the answer is kept for the page.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { rendersInSoftware } from '../../../src/render/shared-renderer';
import { noRenderer } from './chart-harness';
import { expectRendererOnProbe, webglCanvases } from './webgl-canvases';

afterEach(() => {
  vi.restoreAllMocks();
});

test('asked first with no GPU, it opens the one context the renderer later starts on', async () => {
  await noRenderer();
  const canvases = webglCanvases();
  expect(rendersInSoftware()).toBe(true);
  expect(canvases.size).toBe(1);
  const [probed] = canvases;
  await expectRendererOnProbe(canvases, probed!, true);
});
