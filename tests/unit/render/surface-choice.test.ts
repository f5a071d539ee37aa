// A panel's surface (src/render/surface-choice.ts): a preferred one wins whatever the machine, and the
// attach hand-over is at once for 2D, through Pixi's module once it came, and cancellable before that.
import { describe, expect, test, vi } from 'vitest';
import { LazyModule } from '../../../src/render/lazy-module';
import { SurfaceChoice, withSurface } from '../../../src/render/surface-choice';

vi.mock('../../../src/render/software-probe', () => ({ rendersInSoftware: () => true }));

describe('SurfaceChoice', () => {
  test('the one that costs least here until one is preferred, and again once the preference is cleared', () => {
    const choice = new SurfaceChoice();
    expect(choice.current()).toBe('canvas');
    choice.prefer('webgl');
    expect(choice.current()).toBe('webgl');
    choice.prefer(null);
    expect(choice.current()).toBe('canvas');
  });
});

describe('withSurface', () => {
  const pixiModule = { name: 'pixi' };

  test('2D: the canvas attach is handed over at once, and Pixi is never asked for', () => {
    const load = vi.fn(async () => pixiModule);
    const handed: string[] = [];
    withSurface(
      'canvas',
      'canvas-attach',
      new LazyModule(load),
      () => 'pixi-attach',
      (a) => handed.push(a),
    );
    expect(handed).toEqual(['canvas-attach']);
    expect(load).not.toHaveBeenCalled();
  });

  test('Pixi: handed over once its module came, built from that module', async () => {
    const pixi = new LazyModule(async () => pixiModule);
    const handed: string[] = [];
    withSurface(
      'webgl',
      'canvas-attach',
      pixi,
      (module) => `attach from ${module.name}`,
      (a) => handed.push(a),
    );
    expect(handed).toEqual([]);
    await pixi.fetch();
    expect(handed).toEqual(['attach from pixi']);
    // Once in, a second panel gets it in the same task.
    withSurface(
      'webgl',
      'canvas-attach',
      pixi,
      (module) => `again from ${module.name}`,
      (a) => handed.push(a),
    );
    expect(handed).toEqual(['attach from pixi', 'again from pixi']);
  });

  test('Pixi: a panel gone before its module came is handed nothing', async () => {
    const pixi = new LazyModule(async () => pixiModule);
    const handed: string[] = [];
    const cancel = withSurface(
      'webgl',
      'canvas-attach',
      pixi,
      () => 'pixi-attach',
      (a) => handed.push(a),
    );
    cancel();
    await pixi.fetch();
    expect(handed).toEqual([]);
  });
});
