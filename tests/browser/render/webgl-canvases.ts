import { vi } from 'vitest';

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
