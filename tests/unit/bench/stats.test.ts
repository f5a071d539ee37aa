import { describe, expect, test } from 'vitest';
import {
  cpuPerSecond,
  processKind,
  QUIET_LOAD_PER_CORE,
  quietStep,
  roundOrder,
  BENCH_SIDES,
  rssReturn,
  spreadOf,
  type ProcessCpu,
} from '../../../bench/stats';

describe('spreadOf', () => {
  test.each([
    { rounds: [5], median: 5, min: 5, max: 5 },
    { rounds: [3, 1, 2], median: 2, min: 1, max: 3 },
    // Nearest rank: the lower middle for an even count (a real sample, never an average of two).
    { rounds: [4, 1, 3, 2], median: 2, min: 1, max: 4 },
    { rounds: [2, 2, 9], median: 2, min: 2, max: 9 },
  ])('$rounds → median $median in [$min, $max]', ({ rounds, median, min, max }) => {
    expect(spreadOf(rounds)).toEqual({ median, min, max, rounds: rounds.length });
  });

  test('no rounds is NaN throughout, not Infinity', () => {
    expect(spreadOf([])).toEqual({ median: NaN, min: NaN, max: NaN, rounds: 0 });
  });
});

describe('roundOrder', () => {
  test('ours goes first in rounds 1, 3, … and the peer in rounds 2, 4, …', () => {
    expect([0, 1, 2, 3].map((round) => roundOrder(BENCH_SIDES, round))).toEqual([
      ['ours', 'peer'],
      ['peer', 'ours'],
      ['ours', 'peer'],
      ['peer', 'ours'],
    ]);
  });

  test('three sides rotate: each goes first, second and third once in three rounds', () => {
    const sides = ['ours', 'lightweight-charts', 'uPlot'];
    expect([0, 1, 2, 3].map((round) => roundOrder(sides, round))).toEqual([
      ['ours', 'lightweight-charts', 'uPlot'],
      ['lightweight-charts', 'uPlot', 'ours'],
      ['uPlot', 'ours', 'lightweight-charts'],
      ['ours', 'lightweight-charts', 'uPlot'],
    ]);
  });

  test('each side goes first in half of an even number of rounds', () => {
    const firsts = Array.from({ length: 6 }, (_, round) => roundOrder(BENCH_SIDES, round)[0]);
    expect(firsts.filter((side) => side === 'ours')).toHaveLength(3);
  });
});

describe('quietStep', () => {
  const cores = 2;
  const threshold = cores * QUIET_LOAD_PER_CORE;
  test.each([
    { load: 0.2, waited: 0, step: 'quiet' },
    { load: threshold - 0.01, waited: 10_000, step: 'quiet' },
    // At the threshold the machine is not quiet yet.
    { load: threshold, waited: 0, step: 'wait' },
    { load: 3, waited: 59_999, step: 'wait' },
    { load: 3, waited: 60_000, step: 'busy' },
    // A quiet machine is quiet even after the wait ran out.
    { load: 0.5, waited: 90_000, step: 'quiet' },
  ])('load $load after $waited ms of a 60 s wait → $step', ({ load, waited, step }) => {
    expect(quietStep(load, cores, waited, 60_000)).toBe(step);
  });

  test('with no wait allowed a busy machine goes on at once', () => {
    expect(quietStep(5, cores, 0, 0)).toBe('busy');
  });

  test('the threshold scales with the cores', () => {
    expect(quietStep(3, 8, 0, 1_000)).toBe('quiet');
    expect(quietStep(3, 4, 0, 1_000)).toBe('wait');
  });
});

describe('processKind', () => {
  test.each([
    ['browser', 'browser'],
    ['renderer', 'renderer'],
    ['GPU', 'gpu'],
    ['network.mojom.NetworkService', 'utility'],
    ['storage.mojom.StorageService', 'utility'],
  ])('%s → %s', (type, kind) => {
    expect(processKind(type)).toBe(kind);
  });
});

describe('cpuPerSecond', () => {
  const process = (type: string, id: number, cpuTime: number): ProcessCpu => ({ type, id, cpuTime });

  test('CPU seconds gained over the workload, per second of it, summed by kind', () => {
    const before = [
      process('browser', 1, 1),
      process('renderer', 2, 4),
      process('renderer', 3, 0.5),
      process('GPU', 4, 2),
      process('network.mojom.NetworkService', 5, 0.1),
    ];
    const after = [
      process('browser', 1, 1.5),
      process('renderer', 2, 9),
      process('renderer', 3, 1),
      process('GPU', 4, 4),
      process('network.mojom.NetworkService', 5, 0.2),
    ];
    const perSecond = cpuPerSecond(before, after, 10);
    expect(perSecond.browser).toBeCloseTo(50);
    expect(perSecond.renderer).toBeCloseTo(550);
    expect(perSecond.gpu).toBeCloseTo(200);
    expect(perSecond.utility).toBeCloseTo(10);
  });

  test('a process started during the workload counts from zero; one that ended is not counted', () => {
    const perSecond = cpuPerSecond([process('renderer', 7, 3)], [process('renderer', 8, 2)], 2);
    expect(perSecond).toEqual({ browser: 0, renderer: 1000, gpu: 0, utility: 0 });
  });

  test('a process id reused with a smaller CPU time never counts negative', () => {
    expect(cpuPerSecond([process('GPU', 4, 5)], [process('GPU', 4, 1)], 1).gpu).toBe(0);
  });
});

describe('rssReturn', () => {
  const MB = 1024 * 1024;
  test.each([
    // start, peak, after (MB) → back, text
    [
      200,
      400,
      200,
      true,
      'RSS start 200.0 MB, peak 400.0 MB, after 200.0 MB (+0.0 %): back within 10 % of the start',
    ],
    [
      200,
      400,
      220,
      true,
      'RSS start 200.0 MB, peak 400.0 MB, after 220.0 MB (+10.0 %): back within 10 % of the start',
    ],
    [
      200,
      400,
      221,
      false,
      'RSS start 200.0 MB, peak 400.0 MB, after 221.0 MB (+10.5 %): not back within 10 % of the start',
    ],
    [
      200,
      250,
      190,
      true,
      'RSS start 200.0 MB, peak 250.0 MB, after 190.0 MB (−5.0 %): back within 10 % of the start',
    ],
  ])('%d → %d → %d MB: back %s', (start, peak, after, back, text) => {
    expect(rssReturn({ start: start * MB, peak: peak * MB, after: after * MB })).toEqual({ back, text });
  });
});
