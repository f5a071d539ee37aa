/**
 * rendersInSoftware() (src/render/software-probe.ts) in a browser that said lately that it rasterises in
 * software: that answer, remembered (software-verdict.ts), is taken and no WebGL context opens for the
 * question. Alone in its file, since the answer is kept for the page.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { PROBE_MEASURE, rendersInSoftware } from '../../../src/render/software-probe';
import { softwareRecord, VERDICT_KEY } from '../../../src/render/software-verdict';
import { webglCanvases } from './webgl-canvases';

afterEach(() => {
  vi.restoreAllMocks();
});

test('a software answer this browser gave lately is taken: no context opens', () => {
  localStorage.setItem(VERDICT_KEY, softwareRecord(navigator.userAgent, Date.now() - 60_000));
  const canvases = webglCanvases();
  const measures = performance.getEntriesByName(PROBE_MEASURE).length;
  expect(rendersInSoftware()).toBe(true);
  expect(canvases.size).toBe(0);
  expect(performance.getEntriesByName(PROBE_MEASURE)).toHaveLength(measures);
});
