/**
 * A module of drawing code fetched by a dynamic import() only when something is about to draw with it
 * (Pixi's surfaces: a page drawn in 2D never loads them), and known once it came: a caller then gets it
 * at once, in the same task, as if it had been imported statically.
 */
export class LazyModule<T> {
  private module: T | null = null;
  private loading: Promise<T> | null = null;

  constructor(private readonly load: () => Promise<T>) {}

  /** The module, once it came. */
  get loaded(): T | null {
    return this.module;
  }

  /** Starts the import if nothing started it yet; a failed one is tried again by the next call. */
  fetch(): Promise<T> {
    this.loading ??= this.load().then(
      (module) => (this.module = module),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * Runs `then` with the module: at once when it is in, else when it comes. The returned function cancels
   * a call not made yet (its owner was disposed while the module was on its way).
   */
  whenLoaded(then: (module: T) => void): () => void {
    if (this.module) {
      then(this.module);
      return () => undefined;
    }
    let cancelled = false;
    this.fetch().then(
      (module) => {
        if (!cancelled) then(module);
      },
      (error: unknown) => console.error('drawing code could not be loaded', error),
    );
    return () => {
      cancelled = true;
    };
  }
}
