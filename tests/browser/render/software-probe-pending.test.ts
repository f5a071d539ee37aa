/**
 * rendersInSoftware() (src/render/software-probe.ts) asked while a renderer started ahead of its views
 * is still starting (the trade page: the chart's warm start, then the coin list mounting): the answer comes
 * from the renderer's own context, and no second one opens. Alone in its file, since the answer is kept
 * for the page.
 */
import { Container } from 'pixi.js';
import { afterEach, expect, test, vi } from 'vitest';
import { rendererStats, startRenderer } from '../../../src/render/shared-renderer';
import { rendersInSoftware } from '../../../src/render/software-probe';
import { noRenderer } from './chart-harness';
import { webglCanvases } from './webgl-canvases';

afterEach(() => {
  vi.restoreAllMocks();
});

test('asked while the renderer starts, it opens no second context', async () => {
  await noRenderer();
  const canvases = webglCanvases();
  startRenderer(() => new Container());
  expect(rendersInSoftware()).toBe(true);
  await expect.poll(() => rendererStats().warmUps).toBeGreaterThan(0);
  expect(canvases.size).toBe(1);
  expect(document.querySelector('canvas[data-td-renderer]')).toBe([...canvases][0]);
});
