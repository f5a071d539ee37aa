import { afterEach, expect, test, vi } from 'vitest';
import { defaultChartServices } from '../../../../src/features/chart/chart-services';
import { warmStartChart } from '../../../../src/features/chart/warm-start';
import { preferChartSurface } from '../../../../src/render/chart/chart-view';
import { WARM_HOLD_MS } from '../../../../src/render/render-view';
import { rendererStats } from '../../../../src/render/shared-renderer';
import { noRenderer } from '../../render/chart-harness';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  preferChartSurface(null);
});

test('draws a chart scene off-screen and starts the one chart worker the chart then takes', async () => {
  await noRenderer();
  preferChartSurface('webgl');
  const warmUps = rendererStats().warmUps;
  const errors = vi.spyOn(console, 'error');
  const RealWorker = globalThis.Worker;
  const Worker = vi.spyOn(globalThis, 'Worker').mockImplementation(function (
    ...args: ConstructorParameters<typeof RealWorker>
  ) {
    return new RealWorker(...args);
  } as unknown as typeof RealWorker);
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  warmStartChart();
  expect(Worker).toHaveBeenCalledTimes(1);
  await expect.poll(() => rendererStats().warmUps).toBe(warmUps + 1);
  expect(errors).not.toHaveBeenCalled();

  // The chart mounting now gets the worker already started, not a second one.
  const client = defaultChartServices.acquireClient();
  expect(Worker).toHaveBeenCalledTimes(1);
  const dispose = vi.spyOn(client, 'dispose');
  // The warm start lets go of its hold; the chart still holds the worker.
  vi.advanceTimersByTime(WARM_HOLD_MS);
  expect(dispose).not.toHaveBeenCalled();
  defaultChartServices.releaseClient(client);
  expect(dispose).toHaveBeenCalledTimes(1);
});

test('for a chart drawn in 2D, starts only the chart worker: no renderer, nothing to warm', async () => {
  await noRenderer();
  preferChartSurface('canvas');
  const { created, warmUps } = rendererStats();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  warmStartChart();
  const client = defaultChartServices.acquireClient();
  vi.advanceTimersByTime(WARM_HOLD_MS);
  expect(rendererStats()).toMatchObject({ created, warmUps });
  defaultChartServices.releaseClient(client);
});
