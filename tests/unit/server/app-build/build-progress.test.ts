// The build's lines on the terminal, and when the progress line is written again.
import { describe, expect, test } from 'vitest';
import {
  builtLine,
  progressLine,
  REPAINT_MS,
  reusedLine,
  shouldRepaint,
  type BuildProgress,
  type BuildStep,
  type Painted,
} from '../../../../server/app-build/build-progress';

describe('progressLine', () => {
  test.each<[BuildProgress, number, string]>([
    [
      { step: 'load', modules: 0 },
      0,
      'building the app: step 1/4, no build of these sources yet; loading Vite and the configuration, 0.0 s',
    ],
    [{ step: 'transform', modules: 0 }, 120, 'building the app: step 2/4, transforming modules, 0.1 s'],
    [
      { step: 'transform', modules: 812 },
      1_449,
      'building the app: step 2/4, transforming modules; 812 modules, 1.4 s',
    ],
    [
      { step: 'render', modules: 2_427 },
      2_300,
      'building the app: step 3/4, rendering chunks; 2427 modules, 2.3 s',
    ],
    [
      { step: 'compress', modules: 2_427 },
      61_000,
      'building the app: step 4/4, writing the files and their brotli and gzip copies; 2427 modules, 61.0 s',
    ],
  ])('%j after %i ms', (progress, elapsed, expected) => {
    expect(progressLine(progress, elapsed)).toBe(expected);
  });
});

test('builtLine and reusedLine say how long, where, and when it is built again', () => {
  expect(builtLine(6_049, 2_427, 'node_modules/.cache/tradedeck/build-ab')).toBe(
    'built the app in 6.0 s (2427 modules) into node_modules/.cache/tradedeck/build-ab; later starts serve it until the sources change',
  );
  expect(reusedLine(83.4, 'node_modules/.cache/tradedeck/build-ab')).toBe(
    'serving the app built from these sources before (node_modules/.cache/tradedeck/build-ab; sources checked in 83 ms)',
  );
});

describe('shouldRepaint', () => {
  const at = (step: BuildStep, time: number): Painted => ({ step, at: time });
  test.each<[string, Painted | undefined, BuildStep, number, boolean, boolean]>([
    ['the first line, terminal', undefined, 'transform', 0, true, true],
    ['the first line, log', undefined, 'transform', 0, false, true],
    ['a new step, log', at('transform', 0), 'render', 10, false, true],
    ['the same step soon after, terminal', at('transform', 0), 'transform', REPAINT_MS - 1, true, false],
    [
      'the same step after the repaint interval, terminal',
      at('transform', 0),
      'transform',
      REPAINT_MS,
      true,
      true,
    ],
    ['the same step however late, log', at('transform', 0), 'transform', 60_000, false, false],
  ])('%s', (_name, last, step, now, tty, expected) => {
    expect(shouldRepaint(last, step, now, tty)).toBe(expected);
  });
});
