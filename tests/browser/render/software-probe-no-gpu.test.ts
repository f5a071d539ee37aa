/**
 * rendersInSoftware() (src/render/software-probe.ts) where WebGL rasterises on the CPU, as here: asked
 * first (the coin list mounting before a chart), its context is the one the renderer later starts on, and
 * its verdict is remembered for the next load.
 * Alone in its file, since the answer is kept for the page.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { PROBE_MEASURE, rendersInSoftware } from '../../../src/render/software-probe';
import { remembersSoftware, VERDICT_KEY } from '../../../src/render/software-verdict';
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
  // Measured, and remembered for the next load.
  expect(performance.getEntriesByName(PROBE_MEASURE)).toHaveLength(1);
  expect(remembersSoftware(localStorage.getItem(VERDICT_KEY), navigator.userAgent, Date.now())).toBe(true);
  const [probed] = canvases;
  await expectRendererOnProbe(canvases, probed!, true);
});
