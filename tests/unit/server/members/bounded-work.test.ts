import { describe, expect, test } from 'vitest';
import { BoundedWork, BusyError } from '../../../../server/members/bounded-work';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('BoundedWork', () => {
  test('runs at most `concurrency` at once, in order, and refuses past the queue', async () => {
    const work = new BoundedWork(2, 3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 8 }, gate);
    const results = gates.map((g, i) =>
      work
        .run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(i);
          await g.opened;
          running -= 1;
          return i;
        })
        .then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
    );
    expect(work.load).toEqual({ running: 2, waiting: 3 });
    for (const g of gates) g.open();
    const settled = await Promise.all(results);
    expect(settled.slice(0, 5)).toEqual([0, 1, 2, 3, 4].map((value) => ({ value })));
    for (const refused of settled.slice(5))
      expect((refused as { error: unknown }).error).toBeInstanceOf(BusyError);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(work.load).toEqual({ running: 0, waiting: 0 });
  });

  test('a failing task frees its slot', async () => {
    const work = new BoundedWork(1, 1);
    await expect(work.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(work.run(() => Promise.resolve(7))).resolves.toBe(7);
    expect(work.load).toEqual({ running: 0, waiting: 0 });
  });
});
