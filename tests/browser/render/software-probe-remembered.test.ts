/**
 * rendersInSoftware() (src/render/software-probe.ts) in a browser that answered lately: the verdict it
 * remembered (software-verdict.ts) is taken and no WebGL context opens for the question. Alone in its
 * file, since the answer is kept for the page.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { PROBE_MEASURE, rendersInSoftware } from '../../../src/render/software-probe';
import { VERDICT_KEY, verdictRecord } from '../../../src/render/software-verdict';
import { webglCanvases } from './webgl-canvases';

afterEach(() => {
  vi.restoreAllMocks();
});

test('a verdict this browser gave lately is taken: no context opens', () => {
  // A GPU, as this machine (no GPU) would never say: the answer is the stored one, not a probe's.
  localStorage.setItem(VERDICT_KEY, verdictRecord(false, navigator.userAgent, Date.now() - 60_000));
  const canvases = webglCanvases();
  const measures = performance.getEntriesByName(PROBE_MEASURE).length;
  expect(rendersInSoftware()).toBe(false);
  expect(canvases.size).toBe(0);
  expect(performance.getEntriesByName(PROBE_MEASURE)).toHaveLength(measures);
});
