/**
 * rendersInSoftware() asked before the shared renderer started (src/render/shared-renderer.ts), as the
 * coin list asks when it mounts first: on a GPU the renderer then starts on the probe's context, so the
 * page still opens one WebGL context. This machine has no GPU: the test names one. Alone in its file,
 * since the answer is kept for the page.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { rendersInSoftware } from '../../../src/render/software-probe';
import { softwareRecord, VERDICT_KEY } from '../../../src/render/software-verdict';
import { noRenderer } from './chart-harness';
import { expectRendererOnProbe, webglCanvases } from './webgl-canvases';

const UNMASKED_RENDERER_WEBGL = 0x9246;

afterEach(() => {
  vi.restoreAllMocks();
});

test('asked first on a GPU, it opens the one context the renderer later starts on', async () => {
  await noRenderer();
  for (const context of [WebGL2RenderingContext, WebGLRenderingContext]) {
    const getParameter = context.prototype.getParameter;
    vi.spyOn(context.prototype, 'getParameter').mockImplementation(function (
      this: WebGL2RenderingContext,
      name: number,
    ) {
      if (name === UNMASKED_RENDERER_WEBGL || name === this.RENDERER)
        return 'ANGLE (NVIDIA GeForce RTX 3060)';
      return getParameter.call(this, name) as unknown;
    });
  }
  // Another browser's answer, not trusted here; a GPU found lets go of it.
  localStorage.setItem(VERDICT_KEY, softwareRecord('another browser', Date.now()));
  const canvases = webglCanvases();
  expect(rendersInSoftware()).toBe(false);
  expect(localStorage.getItem(VERDICT_KEY)).toBeNull();
  expect(canvases.size).toBe(1);
  const [probed] = canvases;
  expect(probed!.getContext('webgl2')!.isContextLost()).toBe(false);

  await expectRendererOnProbe(canvases, probed!, false);
});
