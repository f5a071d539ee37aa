/**
 * bench/chart-render/: the chart's rendering in Chromium beside lightweight-charts (issue 5, Performance):
 * bench/pages/chart-render.html drawn by Tradedeck's chart and by lightweight-charts on the same seeded
 * 5,000 one-minute candles at 1280×720, driven through the same workloads — cold start to the first full
 * frame, live updates (the last candle 60 times a second, a new candle every second), continuous pan and
 * zoom (wheel and drags over the plot) — once with Chromium's default flags (WebGL on SwiftShader,
 * software compositing) and once with --use-angle=swiftshader (compositing on SwiftShader too).
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBenchChromium, startBenchVite } from '../bench-browser';
import { SLOW_FRAME_MS } from '../frame-monitor';
import { frameRecords, measureWorkload, type FrameWorkload } from '../frame-workload';
import type { ChartRenderBench } from '../pages/chart-render';
import { recordsAgainst, type BenchRecord, type BenchSection } from '../report';
import { FLAG_SETS } from '../flag-sets';

type Impl = 'ours' | 'peer';
const IMPLS: readonly Impl[] = ['ours', 'peer'];
const PEER = 'lightweight-charts 5';
const BARS = 5_000;
const WORKLOAD_MS = 10_000;

interface FrameWindow {
  __bench?: ChartRenderBench;
}

/** A workload's frames; sent: the updates or input events; after: the visible bars. */
type Workload = FrameWorkload<number, { from: number; to: number }>;

interface ImplRun {
  coldStart: number;
  live: Workload;
  panZoom: Workload;
  errors: string[];
}

export async function runChartRenderBench(): Promise<BenchSection[]> {
  const vite = await startBenchVite();
  try {
    const sections: BenchSection[] = [];
    for (const [i, flags] of FLAG_SETS.entries()) {
      const browser = await launchBenchChromium(flags.args);
      try {
        // The first set warms Vite's transforms, so that both cold starts read from its cache.
        if (i === 0)
          for (const impl of IMPLS) await openChart(browser, vite.base, impl).then((o) => o.close());
        const runs = {} as Record<Impl, ImplRun>;
        for (const impl of IMPLS) runs[impl] = await runImpl(browser, vite.base, impl);
        sections.push(section(flags.label, runs));
      } finally {
        await browser.close();
      }
    }
    return sections;
  } finally {
    await vite.close();
  }
}

/** The bars' end: a minute a day ahead, so that the controller never counts a live trade as covered. */
const END = (Math.floor(Date.now() / 60_000) + 24 * 60) * 60;

async function openChart(browser: Browser, base: string, impl: Impl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  // tsx compiles with keepNames: functions passed to page.evaluate call its __name helper, absent there.
  await context.addInitScript('globalThis.__name = (target) => target;');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}bench/pages/chart-render.html?impl=${impl}&bars=${BARS}&end=${END}`);
  const coldStart = await page.evaluate(async () => {
    const bench = await new Promise<ChartRenderBench>((resolve) => {
      const poll = () => {
        const found = (window as FrameWindow).__bench;
        if (found) resolve(found);
        else setTimeout(poll, 5);
      };
      poll();
    });
    await bench.ready;
    return performance.now();
  });
  return { page, errors, coldStart, close: () => context.close() };
}

async function runImpl(browser: Browser, base: string, impl: Impl): Promise<ImplRun> {
  const opened = await openChart(browser, base, impl);
  try {
    const { page } = opened;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const live = await measure(browser, page, cdp, () => liveUpdates(page));
    const panZoom = await measure(browser, page, cdp, () => panAndZoom(page));
    if (opened.errors.length > 0) throw new Error(`the ${impl} page failed: ${opened.errors.join('; ')}`);
    return { coldStart: opened.coldStart, live, panZoom, errors: opened.errors };
  } finally {
    await opened.close();
  }
}

function measure(browser: Browser, page: Page, cdp: CDPSession, workload: () => Promise<number>) {
  return measureWorkload(browser, page, cdp, workload, () =>
    page.evaluate(() => (window as FrameWindow).__bench!.visibleRange()),
  );
}

/** The page's live walk for WORKLOAD_MS; how many updates it sent. */
async function liveUpdates(page: Page): Promise<number> {
  await page.evaluate(() => window.__live!.start());
  await new Promise((resolve) => setTimeout(resolve, WORKLOAD_MS));
  return page.evaluate(() => window.__live!.stop());
}

/** Wheel zoom out and in around the plot's centre and drags right and left, for WORKLOAD_MS. */
async function panAndZoom(page: Page): Promise<number> {
  const rect = await page.evaluate(() => (window as FrameWindow).__bench!.plotRect());
  const x = rect.x + rect.width / 2;
  const y = rect.y + rect.height / 2;
  const deadline = Date.now() + WORKLOAD_MS;
  let inputs = 0;
  await page.mouse.move(x, y);
  for (let step = 0; Date.now() < deadline; step += 1) {
    const phase = step % 4;
    if (phase === 0 || phase === 2) {
      for (let k = 0; k < 6; k += 1) {
        await page.mouse.wheel(0, phase === 0 ? 100 : -100);
        inputs += 1;
      }
    } else {
      const direction = phase === 1 ? 1 : -1;
      await page.mouse.down();
      for (let k = 1; k <= 12; k += 1) {
        await page.mouse.move(x + direction * k * 15, y);
        inputs += 1;
      }
      await page.mouse.up();
      await page.mouse.move(x, y);
      inputs += 3;
    }
  }
  return inputs;
}

const record = recordsAgainst(PEER);

function workloadRecords(label: string, ours: Workload, peer: Workload, targetRatio: number): BenchRecord[] {
  return [
    ...frameRecords(label, ours, peer, record, { on: 'ratio', value: targetRatio }),
    record(`${label}: JS heap after`, 'MB', ours.heapAfter, peer.heapAfter, 'lower'),
  ];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function describe(label: string, impl: string, run: Workload): string {
  return (
    `${label}, ${impl}: ${run.frames} frames, ${run.sent} updates/inputs, long tasks ${sum(run.longTasks).toFixed(0)} ms, ` +
    `WebGL read-back ${(run.readback / Math.max(1, run.script.length)).toFixed(2)} ms/frame, ` +
    `heap ${run.heapBefore.toFixed(1)} → ${run.heapAfter.toFixed(1)} MB, visible bars ${run.after.from}–${run.after.to}`
  );
}

function section(flags: string, runs: Record<Impl, ImplRun>): BenchSection {
  const { ours, peer } = runs;
  return {
    title: `Chart render in Chromium, ${BARS.toLocaleString('en-US')} one-minute candles at 1280×720, ${flags}`,
    peerName: PEER,
    records: [
      record('cold start to first full frame', 'ms', ours.coldStart, peer.coldStart, 'lower'),
      ...workloadRecords(`live updates ${WORKLOAD_MS / 1000} s`, ours.live, peer.live, 2),
      ...workloadRecords(`pan and zoom ${WORKLOAD_MS / 1000} s`, ours.panZoom, peer.panZoom, 1),
    ],
    notes: [
      'Script per frame: union of script events on the page main thread between animation frames ' +
        "(trace, devtools.timeline); Tradedeck's chart worker runs off that thread and is not in it. " +
        'It includes WebGL read-backs (GLES2::ReadPixels) blocking inside the frame: per workload below.',
      `Frames over 16.7 ms: animation-frame intervals over ${SLOW_FRAME_MS} ms (a vsync missed). ` +
        'Heap: main-thread JS heap after a forced GC, before and after each workload.',
      'Cold start: navigation to the first full frame, modules served unbundled by the Vite dev server ' +
        '(Pixi in many chunks, lightweight-charts in one): a dev-server figure, not a production one.',
      describe('live', 'Tradedeck', ours.live),
      describe('live', PEER, peer.live),
      describe('pan/zoom', 'Tradedeck', ours.panZoom),
      describe('pan/zoom', PEER, peer.panZoom),
    ],
  };
}
