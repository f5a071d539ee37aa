// The worker chart client's one message per frame: the updates taken and the whole bars set since the last.
import * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import { createRemoteChartClient } from '../../../src/api/chart-client';
import type { ChartWorkerApi } from '../../../workers/core/chart/chart-worker-api';

/** A worker that records what the client posts, a frame queue the test runs, and the client over them. */
function harness() {
  const posted: unknown[] = [];
  const worker = Object.assign(new EventTarget(), {
    // A structured clone, as postMessage makes: the client reuses its arrays.
    postMessage: (message: unknown) => posted.push(structuredClone(message)),
    terminate: vi.fn(),
  }) as unknown as Worker;
  const frames: (() => void)[] = [];
  const remote = { [Comlink.releaseProxy]: vi.fn() } as unknown as Comlink.Remote<ChartWorkerApi>;
  const client = createRemoteChartClient(remote, worker, (callback) => frames.push(callback));
  const runFrame = () => {
    for (const callback of frames.splice(0)) callback();
  };
  const updates = (ids: string[]) =>
    worker.dispatchEvent(
      new MessageEvent('message', {
        data: { chartUpdates: ids.map((id) => ({ id, tail: null, reset: false })) },
      }),
    );
  return { client, posted, frames, runFrame, updates };
}

const bar = (time: number, close: number) => ({ time, open: 1, high: 3, low: 1, close, volume: 0 });

describe('createRemoteChartClient', () => {
  it('sends the bars set in a frame together at the next frame, in order, with nothing before it', () => {
    const { client, posted, frames, runFrame } = harness();
    client.setBar('a', bar(60, 2));
    client.setBar('b', bar(60, 1));
    client.setBar('a', bar(120, 3));
    expect(posted).toEqual([]);
    expect(frames).toHaveLength(1);
    runFrame();
    expect(posted).toEqual([
      { updatesTaken: false, chartIds: ['a', 'b', 'a'], bars: [bar(60, 2), bar(60, 1), bar(120, 3)] },
    ]);
    runFrame();
    expect(posted).toHaveLength(1);
  });

  it('says at the next frame that it took the updates, with the bars set meanwhile in the same message', () => {
    const { client, posted, frames, runFrame, updates } = harness();
    const seen: string[] = [];
    client.onUpdate('a', (update) => seen.push(update.id));
    updates(['a']);
    expect(seen).toEqual(['a']);
    client.setBar('a', bar(60, 2));
    expect(frames).toHaveLength(1);
    runFrame();
    expect(posted).toEqual([{ updatesTaken: true, chartIds: ['a'], bars: [bar(60, 2)] }]);
    client.setBar('a', bar(60, 3));
    runFrame();
    expect(posted[1]).toEqual({ updatesTaken: false, chartIds: ['a'], bars: [bar(60, 3)] });
  });

  it('sends nothing once disposed', () => {
    const { client, posted, runFrame } = harness();
    client.setBar('a', bar(60, 2));
    client.dispose();
    runFrame();
    expect(posted).toEqual([]);
    expect(() => client.setBar('a', bar(60, 2))).toThrow('this chart client was disposed');
  });
});
