import { Container } from 'pixi.js';
import { expect, vi } from 'vitest';
import { attachView, rendererStats } from '../../../src/render/shared-renderer';

/** The canvases a WebGL context is asked of from now on (until the test's mocks are restored). */
export function webglCanvases(): Set<HTMLCanvasElement> {
  const canvases = new Set<HTMLCanvasElement>();
  const getContext = HTMLCanvasElement.prototype.getContext;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
    ...args: Parameters<typeof getContext>
  ) {
    if (String(args[0]).startsWith('webgl')) canvases.add(this);
    return getContext.apply(this, args);
  } as typeof getContext);
  return canvases;
}

/**
 * Attaches a view and waits for it to be drawn: the renderer it starts must draw on `probed`, the one
 * canvas of `canvases`, and know whether it rasterises in `software`.
 */
export async function expectRendererOnProbe(
  canvases: Set<HTMLCanvasElement>,
  probed: HTMLCanvasElement,
  software: boolean,
): Promise<void> {
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:0;top:0;width:100px;height:50px';
  document.body.append(host);
  const view = attachView({ host, stage: new Container(), background: 0x131722, prepare: () => true });
  try {
    await expect.poll(() => rendererStats().renders).toBeGreaterThan(0);
    expect(canvases.size).toBe(1);
    expect(document.querySelector('canvas[data-td-renderer]')).toBe(probed);
    expect(rendererStats().software).toBe(software);
  } finally {
    view.dispose();
    host.remove();
  }
}
