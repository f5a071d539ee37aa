/**
 * One frame-timed workload in a Chromium bench page, as the chart-render and workspace benches measure it:
 * heap after GC before and after, the in-page frame monitor and a trace around the workload (script per
 * frame, WebGL read-backs), CDP ScriptDuration over it; and the records every such workload reports.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { scriptPerFrame } from './chart-render/frame-trace';
import { SLOW_FRAME_MS, startFrameMonitor, stopFrameMonitor } from './frame-monitor';
import type { BenchRecord, BenchTarget, PeerRecord } from './report';
import { percentiles } from './stats';
import { heapAfterGc, MB, metrics } from './workspace/browser';

export interface FrameWorkload<Sent, After> {
  /** Script ms per frame, from the trace. */
  script: number[];
  /** Ms the main thread was blocked in WebGL read-backs (GLES2::ReadPixels, in script or in commits). */
  readback: number;
  /** CDP ScriptDuration over the workload, ms. */
  scriptTotal: number;
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
  const started = Date.now();
  const scriptStart = (await metrics(cdp)).ScriptDuration ?? Number.NaN;
  const sent = await workload();
  const scriptEnd = (await metrics(cdp)).ScriptDuration ?? Number.NaN;
  const seconds = (Date.now() - started) / 1000;
  const trace = await browser.stopTracing();
  const frames = await stopFrameMonitor(page);
  const after = await readAfter();
  const heapAfter = await heapAfterGc(cdp);
  const { perFrame, readback } = scriptPerFrame(trace.toString('utf8'));
  return {
    script: perFrame,
    readback,
    scriptTotal: (scriptEnd - scriptStart) * 1000,
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
  'script' | 'scriptTotal' | 'frames' | 'fps' | 'slowFrames' | 'longTasks'
>;

/**
 * The records every frame workload reports: script per frame (trace p50 and p95, CDP mean), frame rate,
 * frames over 16.7 ms, long tasks.
 */
export function frameRecords(
  label: string,
  ours: Frames,
  peer: Frames,
  record: PeerRecord,
  /** On the two script-per-frame percentiles. */
  target?: BenchTarget,
): BenchRecord[] {
  const targeted = target ? { target } : {};
  const a = percentiles(ours.script);
  const b = percentiles(peer.script);
  return [
    record(`${label}: script per frame, p50`, 'ms', a.p50, b.p50, 'lower', targeted),
    record(`${label}: script per frame, p95`, 'ms', a.p95, b.p95, 'lower', targeted),
    record(
      `${label}: script per frame, mean (CDP)`,
      'ms',
      ours.scriptTotal / ours.frames,
      peer.scriptTotal / peer.frames,
      'lower',
    ),
    record(`${label}: frame rate`, 'fps', ours.fps, peer.fps, 'higher'),
    record(`${label}: frames over 16.7 ms`, 'frames', ours.slowFrames, peer.slowFrames, 'lower'),
    record(`${label}: long tasks`, 'tasks', ours.longTasks.length, peer.longTasks.length, 'lower'),
  ];
}
