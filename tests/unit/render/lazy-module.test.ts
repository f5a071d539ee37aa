import { describe, expect, test, vi } from 'vitest';
import { LazyModule } from '../../../src/render/lazy-module';

/** An import the test resolves or rejects by hand. */
function pendingImport<T>() {
  let settle!: { resolve(module: T): void; reject(error: Error): void };
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle };
}

describe('LazyModule', () => {
  test('imports once, when first asked, and hands the module to every caller when it came', async () => {
    const { load, settle } = pendingImport<{ name: string }>();
    const lazy = new LazyModule(load);
    expect(load).not.toHaveBeenCalled();
    const got: string[] = [];
    lazy.whenLoaded((module) => got.push(`a:${module.name}`));
    lazy.whenLoaded((module) => got.push(`b:${module.name}`));
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.loaded).toBeNull();
    settle().resolve({ name: 'pixi' });
    await lazy.fetch();
    expect(got).toEqual(['a:pixi', 'b:pixi']);
    expect(lazy.loaded).toEqual({ name: 'pixi' });
  });

  test('once the module is in, a caller gets it at once, in the same task', async () => {
    const lazy = new LazyModule(async () => ({ name: 'pixi' }));
    await lazy.fetch();
    let got: string | null = null;
    lazy.whenLoaded((module) => (got = module.name));
    expect(got).toBe('pixi');
  });

  test('a call cancelled before the module came is never made', async () => {
    const { load, settle } = pendingImport<{ name: string }>();
    const lazy = new LazyModule(load);
    const cancelled = vi.fn();
    const kept = vi.fn();
    const cancel = lazy.whenLoaded(cancelled);
    lazy.whenLoaded(kept);
    cancel();
    settle().resolve({ name: 'pixi' });
    await lazy.fetch();
    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  test('a failed import is reported, nothing is called, and the next ask tries again', async () => {
    const { load, settle } = pendingImport<{ name: string }>();
    const lazy = new LazyModule(load);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = vi.fn();
    lazy.whenLoaded(first);
    settle().reject(new Error('offline'));
    await expect(lazy.fetch()).rejects.toThrow('offline');
    expect(first).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    lazy.whenLoaded(second);
    expect(load).toHaveBeenCalledTimes(2);
    settle().resolve({ name: 'pixi' });
    await lazy.fetch();
    expect(second).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
