/**
 * The Web Locks election of the window that shows notifications where each window has its own feed worker
 * (show-election.ts), over a fake lock manager with the spec's queue and `steal`: the focused window holds
 * the lock, a window gaining focus takes it, and when the holder's page closes the browser hands it on.
 */
import { describe, expect, it } from 'vitest';
import { lockElection, SHOW_LOCK, type ShowLocks } from '../../../src/api/show-election';

interface Request {
  page: number;
  callback: () => Promise<void>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** One origin's lock manager for one lock name: a holder and a queue; pages close. */
class FakeLockManager {
  private holder: Request | null = null;
  private queue: Request[] = [];

  /** The locks as page `page` sees them. */
  forPage(page: number): ShowLocks {
    return {
      request: (name, options, callback) => {
        expect(name).toBe(SHOW_LOCK);
        return new Promise((resolve, reject) => {
          const request: Request = { page, callback, resolve, reject };
          if (options.steal) {
            const stolen = this.holder;
            this.holder = null;
            stolen?.reject(new DOMException('stolen', 'AbortError'));
            this.grant(request);
            return;
          }
          options.signal?.addEventListener('abort', () => {
            if (!this.queue.includes(request)) return;
            this.queue = this.queue.filter((queued) => queued !== request);
            reject(new DOMException('aborted', 'AbortError'));
          });
          this.queue.push(request);
          this.next();
        });
      },
    };
  }

  get holderPage(): number | null {
    return this.holder?.page ?? null;
  }

  /** The page closes: its lock is released, its requests dropped. */
  close(page: number): void {
    this.queue = this.queue.filter((request) => request.page !== page);
    if (this.holder?.page === page) {
      this.holder = null;
      this.next();
    }
  }

  private next(): void {
    if (this.holder) return;
    const request = this.queue.shift();
    if (request) this.grant(request);
  }

  private grant(request: Request): void {
    this.holder = request;
    void request.callback().then(() => {
      if (this.holder !== request) return;
      this.holder = null;
      request.resolve(undefined);
      this.next();
    });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lockElection', () => {
  it('elects one window: the first, until another gains focus; the holder closing hands it on', async () => {
    const locks = new FakeLockManager();
    const a = lockElection(locks.forPage(1), false);
    const b = lockElection(locks.forPage(2), false);
    const c = lockElection(locks.forPage(3), false);
    await settle();
    expect([a.elected, b.elected, c.elected]).toEqual([true, false, false]);
    c.claim();
    await settle();
    expect([a.elected, b.elected, c.elected]).toEqual([false, false, true]);
    expect(locks.holderPage).toBe(3);
    // c's page closes (no goodbye): the browser gives the lock to the next in line.
    locks.close(3);
    await settle();
    expect([a.elected, b.elected].filter(Boolean)).toHaveLength(1);
  });

  it('a window that starts focused takes the lock at once', async () => {
    const locks = new FakeLockManager();
    const a = lockElection(locks.forPage(1), false);
    await settle();
    const b = lockElection(locks.forPage(2), true);
    await settle();
    expect([a.elected, b.elected]).toEqual([false, true]);
  });

  it('claiming while elected changes nothing; dispose lets the next window take it', async () => {
    const locks = new FakeLockManager();
    const a = lockElection(locks.forPage(1), true);
    const b = lockElection(locks.forPage(2), false);
    await settle();
    a.claim();
    await settle();
    expect([a.elected, b.elected]).toEqual([true, false]);
    a.dispose();
    await settle();
    expect([a.elected, b.elected]).toEqual([false, true]);
  });
});
