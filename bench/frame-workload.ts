/**
 * One frame-timed workload in a Chromium bench page, as the chart-render, workspace and order-book benches
 * measure it: heap after GC before and after, the in-page frame monitor and a trace around the workload
 * (script per frame, WebGL read-backs), CDP ScriptDuration and every Chromium process's CPU time over it;
 * and the records every such workload reports, over rounds.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { processCpu } from './bench-browser';
import { scriptPerFrame } from './chart-render/frame-trace';
import { SLOW_FRAME_MS, startFrameMonitor, stopFrameMonitor } from './frame-monitor';
import type { BenchRecord, BenchTarget, PeerRecord } from './report';
import { cpuPerSecond, percentile, PROCESS_KINDS, type ProcessKind } from './stats';
import { heapAfterGc, MB, metrics } from './workspace/browser';

export interface FrameWorkload<Sent, After> {
  /** Script ms per frame, from the trace. */
  script: number[];
  /** Ms the main thread was blocked in WebGL read-backs (GLES2::ReadPixels, in script or in commits). */
  readback: number;
  /** CDP ScriptDuration over the workload, ms. */
  scriptTotal: number;
  /** Wall time of the workload, s. */
  seconds: number;
  /** CPU ms per second of the workload, by Chromium process kind (workers run in the renderer). */
  cpu: Record<ProcessKind, number>;
  frames: number;
  slowFrames: number;
  fps: number;
  /** Durations of the long tasks, ms. */
  longTasks: number[];
  /** MB of main-thread JS heap after a forced GC. */
  heapBefore: number;
  heapAfter: number;
  /** What the workload returned: what it sent the page (updates, trades, input events). */
  sent: Sent;
  /** What `readAfter` read once the frames stopped, before the heap after. */
  after: After;
}

/** Runs `workload` in the page with frames, trace and script time measured around it. */
export async function measureWorkload<Sent, After>(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  workload: () => Promise<Sent>,
  readAfter: () => Promise<After>,
): Promise<FrameWorkload<Sent, After>> {
  const heapBefore = await heapAfterGc(cdp);
  await startFrameMonitor(page);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'gpu'] });
  const scriptStart = (await metrics(cdp)).ScriptDuration ?? Number.NaN;
  const cpuStart = await processCpu(browser);
  const started = Date.now();
  const sent = await workload();
  const seconds = (Date.now() - started) / 1000;
  const cpuEnd = await processCpu(browser);
  const scriptEnd = (await metrics(cdp)).ScriptDuration ?? Number.NaN;
  const trace = await browser.stopTracing();
  const frames = await stopFrameMonitor(page);
  const after = await readAfter();
  const heapAfter = await heapAfterGc(cdp);
  const { perFrame, readback } = scriptPerFrame(trace.toString('utf8'));
  return {
    script: perFrame,
    readback,
    scriptTotal: (scriptEnd - scriptStart) * 1000,
    seconds,
    cpu: cpuPerSecond(cpuStart, cpuEnd, seconds),
    frames: frames.deltas.length,
    slowFrames: frames.deltas.filter((d) => d > SLOW_FRAME_MS).length,
    fps: frames.deltas.length / seconds,
    longTasks: frames.longTasks,
    heapBefore: heapBefore / MB,
    heapAfter: heapAfter / MB,
    sent,
    after,
  };
}

type Frames = Pick<
  FrameWorkload<unknown, unknown>,
  'script' | 'scriptTotal' | 'seconds' | 'cpu' | 'frames' | 'fps' | 'slowFrames' | 'longTasks' | 'heapAfter'
>;

const PROCESS_NAMES: Record<ProcessKind, string> = {
  browser: 'browser process',
  renderer: 'renderer processes (pages and their workers)',
  gpu: 'GPU process',
  utility: 'utility processes (network, storage, …)',
};

/**
 * The records every frame workload reports, each over the rounds of both sides: main-thread script per
 * frame (trace p50 and p95, CDP mean) and per second, frames, frame rate, frames over 16.7 ms, long tasks,
 * CPU per second by process kind and in all, and the JS heap after.
 */
export function frameRecords(
  label: string,
  ours: readonly Frames[],
  peer: readonly Frames[],
  record: PeerRecord,
  /**
   * `perFrame` on the two script-per-frame percentiles (`perFrameP95` on the p95 alone, over `perFrame`),
   * `perSecond` on script per second, `cpu` on the CPU of all processes.
   */
  targets: {
    perFrame?: BenchTarget;
    perFrameP95?: BenchTarget;
    perSecond?: BenchTarget;
    cpu?: BenchTarget;
  } = {},
): BenchRecord[] {
  const targeted = targets.perFrame ? { target: targets.perFrame } : {};
  const p95 = targets.perFrameP95 ?? targets.perFrame;
  const row = (
    name: string,
    unit: string,
    pick: (frames: Frames) => number,
    better: BenchRecord['better'],
    extra = {},
  ) => record(`${label}: ${name}`, unit, ours.map(pick), peer.map(pick), better, extra);
  return [
    row('script per frame, p50 (trace)', 'ms', (f) => percentile(f.script, 50), 'lower', targeted),
    row(
      'script per frame, p95 (trace)',
      'ms',
      (f) => percentile(f.script, 95),
      'lower',
      p95 ? { target: p95 } : {},
    ),
    row('script per frame, mean (CDP)', 'ms', (f) => f.scriptTotal / f.frames, 'lower'),
    row(
      'main-thread script per second (CDP)',
      'ms/s',
      (f) => f.scriptTotal / f.seconds,
      'lower',
      targets.perSecond ? { target: targets.perSecond } : {},
    ),
    row('frames', 'frames', (f) => f.frames, 'higher'),
    row('frame rate', 'fps', (f) => f.fps, 'higher'),
    row('frames over 16.7 ms', 'frames', (f) => f.slowFrames, 'lower'),
    row('long tasks', 'tasks', (f) => f.longTasks.length, 'lower'),
    ...cpuRecords(
      label,
      ours.map((f) => f.cpu),
      peer.map((f) => f.cpu),
      record,
      targets.cpu,
    ),
    row('JS heap after (after GC)', 'MB', (f) => f.heapAfter, 'lower'),
  ];
}

/** The section note that says how cpuRecords' figures are taken. */
export const CPU_NOTE =
  "CPU: each Chromium process's CPU time (browser-level CDP SystemInfo.getProcessInfo) over the workload, " +
  'summed by process kind, per second of the workload (1,000 ms/s = one core busy).';

/**
 * CPU ms per second of a workload by Chromium process kind and in all (with `totalTarget`), over the
 * rounds of both sides.
 */
export function cpuRecords(
  label: string,
  ours: readonly Record<ProcessKind, number>[],
  peer: readonly Record<ProcessKind, number>[],
  record: PeerRecord,
  totalTarget?: BenchTarget,
): BenchRecord[] {
  const total = (cpu: Record<ProcessKind, number>) => PROCESS_KINDS.reduce((sum, kind) => sum + cpu[kind], 0);
  return [
    ...PROCESS_KINDS.map((kind) =>
      record(
        `${label}: CPU, ${PROCESS_NAMES[kind]}`,
        'ms/s',
        ours.map((cpu) => cpu[kind]),
        peer.map((cpu) => cpu[kind]),
        'lower',
      ),
    ),
    record(
      `${label}: CPU, all processes`,
      'ms/s',
      ours.map(total),
      peer.map(total),
      'lower',
      totalTarget ? { target: totalTarget } : {},
    ),
  ];
}

/** The section note that says how frameRecords' figures are taken. */
export const FRAME_NOTE =
  `Frames over 16.7 ms: animation-frame intervals over ${SLOW_FRAME_MS} ms (a vsync missed). ${CPU_NOTE} ` +
  'Here it includes the trace recording the frames (it costs more for the side with more script events). ' +
  'Heap: main-thread JS heap after a forced GC.';
