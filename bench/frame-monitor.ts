/**
 * Animation-frame intervals and long tasks, counted inside a bench page between start and stop. The two
 * page functions are passed to page.evaluate, so each is self-contained (no imports, no outer names).
 */
import type { Page } from 'playwright-core';

export interface FrameRecord {
  /** Intervals between animation frames, ms. */
  deltas: number[];
  /** Durations of the long tasks (> 50 ms) seen, ms. */
  longTasks: number[];
}

/** A frame interval past one and a half vsyncs missed at least one 16.7 ms frame. */
export const SLOW_FRAME_MS = 25;

interface MonitorWindow {
  __frameMonitor?: FrameRecord & { stop(): void };
}

function startInPage(): void {
  const monitor = { deltas: [] as number[], longTasks: [] as number[], stop: () => undefined as void };
  let last = -1;
  let frame = 0;
  const tick = (now: number) => {
    if (last >= 0) monitor.deltas.push(now - last);
    last = now;
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) monitor.longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  monitor.stop = () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
  };
  (window as MonitorWindow).__frameMonitor = monitor;
}

function stopInPage(): FrameRecord {
  const monitor = (window as MonitorWindow).__frameMonitor;
  if (!monitor) throw new Error('the frame monitor was not started');
  monitor.stop();
  return { deltas: monitor.deltas, longTasks: monitor.longTasks };
}

export async function startFrameMonitor(page: Page): Promise<void> {
  await page.evaluate(startInPage);
}

export async function stopFrameMonitor(page: Page): Promise<FrameRecord> {
  return page.evaluate(stopInPage);
}
