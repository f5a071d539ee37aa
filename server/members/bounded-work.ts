/**
 * At most `concurrency` tasks at a time, at most `maxQueued` waiting; past that a task is refused at once
 * (BusyError). Password hashing runs on libuv's small thread pool (4 threads by default), which file and
 * other crypto work share: a burst of logins must wait its turn, not take every thread.
 */
export class BusyError extends Error {
  override readonly name = 'BusyError';
}

export class BoundedWork {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new BusyError('too much work waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running and waiting (for tests and health). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
