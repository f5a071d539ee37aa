/**
 * Main-thread script time per frame from a Chromium trace (category devtools.timeline): frames start at
 * each burst of FireAnimationFrame events on the page's main thread; a frame's script time is the union
 * of the script events (calls, timers, animation frames, events, microtasks) between its start and the
 * next frame's, so nested events count once and input handled between frames counts to the frame after it.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
]);

/** Animation-frame callbacks closer than this (µs) belong to the same frame. */
const SAME_FRAME_US = 4_000;

/** WebGL's synchronous read-back of a frame to the CPU (category gpu), which blocks the script calling it. */
const READBACK_EVENT = 'GLES2::ReadPixels';

export interface FrameScript {
  /** Script ms of each whole frame in the trace (the last, unfinished one left out). */
  perFrame: number[];
  /** Ms of that script spent blocked in WebGL read-backs, over the whole trace. */
  readback: number;
}

export function scriptPerFrame(traceJson: string): FrameScript {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  // The page's main thread: the renderer main thread that ran the most animation frames.
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const rafCount = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'FireAnimationFrame' && mains.has(key)) rafCount.set(key, (rafCount.get(key) ?? 0) + 1);
  }
  const main = [...rafCount].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('the trace has no animation frame on a renderer main thread');
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const frameStarts: number[] = [];
  for (const e of onMain.filter((e) => e.name === 'FireAnimationFrame').sort((a, b) => a.ts - b.ts)) {
    const previous = frameStarts[frameStarts.length - 1];
    if (previous === undefined || e.ts - previous > SAME_FRAME_US) frameStarts.push(e.ts);
  }
  const intervals = mergeIntervals(
    onMain
      .filter((e) => SCRIPT_EVENTS.has(e.name) && (e.dur ?? 0) > 0)
      .map((e) => [e.ts, e.ts + e.dur!] as [number, number]),
  );
  const perFrame: number[] = [];
  let cursor = 0;
  for (let f = 0; f + 1 < frameStarts.length; f += 1) {
    const from = frameStarts[f]!;
    const to = frameStarts[f + 1]!;
    let total = 0;
    while (cursor < intervals.length && intervals[cursor]![1] <= from) cursor += 1;
    for (let i = cursor; i < intervals.length && intervals[i]![0] < to; i += 1) {
      const [start, end] = intervals[i]!;
      total += Math.min(end, to) - Math.max(start, from);
    }
    perFrame.push(total / 1000);
  }
  const readback = onMain.filter((e) => e.name === READBACK_EVENT).reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return { perFrame, readback: readback / 1000 };
}

function mergeIntervals(intervals: [number, number][]): [number, number][] {
  const sorted = intervals.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
