/**
 * bench/chart-render/: the chart's rendering in Chromium beside lightweight-charts and uPlot (the chart's
 * performance target: faster than both on the same work): bench/pages/chart-render.html drawn by
 * Tradedeck's chart, by lightweight-charts and by uPlot on the same seeded 5,000 one-minute candles at
 * 1280×720, driven through the same
 * workloads — cold start to the first full frame, live updates (the last candle 60 times a second, a new
 * candle every second), continuous pan and zoom (wheel and drags over the plot) — once with Chromium's
 * default flags (WebGL on SwiftShader, software compositing) and once with --use-angle=swiftshader
 * (compositing on SwiftShader too). Each side runs in a fresh page per round, the order rotating by round
 * (bench/rounds.ts), from the production build (bench-browser.ts). Every figure prints ours beside both
 * peers, each with its ratio.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { startBrowser } from '../bench-browser';
import { FLAG_SETS } from '../flag-sets';
import { FRAME_NOTE, frameRecords, measureWorkload, type FrameWorkload } from '../frame-workload';
import type { ChartRenderBench } from '../pages/chart-render';
import { recordsAgainst, withOtherPeers, type BenchSection } from '../report';
import { rotateRounds, roundNotes, type BenchOptions, type RoundStart } from '../rounds';

/** The page's `impl`: ours, lightweight-charts (`peer`) and uPlot. */
const IMPLS = ['ours', 'peer', 'uplot'] as const;
type Impl = (typeof IMPLS)[number];
const PEER = 'lightweight-charts 5';
const UPLOT = 'uPlot 1.6';
/** Bars on the chart pages, and how long each workload runs (the chart-indicators bench's too). */
export const BARS = 5_000;
export const WORKLOAD_MS = 10_000;

interface FrameWindow {
  __bench?: ChartRenderBench;
}

/** A workload's frames; sent: the updates or input events; after: the visible bars. */
export type Workload = FrameWorkload<number, { from: number; to: number }>;

/** One side's round on a chart page: its cold start and both workloads. */
export interface ImplRun {
  coldStart: number;
  live: Workload;
  panZoom: Workload;
  errors: string[];
}

export async function runChartRenderBench(options: BenchOptions): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  for (const flags of FLAG_SETS) {
    const bench = await startBrowser(flags.args);
    try {
      const rounds = await rotateRounds(flags.label, options, IMPLS, (impl) =>
        runChartPage(bench.browser, bench.base, 'chart-render', impl),
      );
      sections.push(section(flags.label, rounds, bench.note));
    } finally {
      await bench.close();
    }
  }
  return sections;
}

/** The bars' end, on a whole minute (a day ahead: any minute would do, the live updates are whole bars). */
const END = (Math.floor(Date.now() / 60_000) + 24 * 60) * 60;

/**
 * Side `impl` of bench/pages/<pageName>.html in a fresh context at 1280×720, with its errors collected:
 * the page and its cold start (navigation to `__bench.ready`). runChartPage's, and a bench's own runs of a
 * page that exposes more than `__bench`.
 */
export async function openChart(browser: Browser, base: string, pageName: string, impl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  // tsx compiles with keepNames: functions passed to page.evaluate call its __name helper, absent there.
  await context.addInitScript('globalThis.__name = (target) => target;');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}bench/pages/${pageName}.html?impl=${impl}&bars=${BARS}&end=${END}`);
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

/**
 * Side `impl` of bench/pages/<pageName>.html (a page exposing `__bench` and `__live` as chart-render's
 * does) in a fresh context: its cold start, then live updates and pan/zoom, each measured.
 */
export async function runChartPage(
  browser: Browser,
  base: string,
  pageName: string,
  impl: string,
): Promise<ImplRun> {
  const opened = await openChart(browser, base, pageName, impl);
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

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A note with what each round of a workload did: frames, updates or inputs, long tasks, heap, bars shown. */
export function describeRuns(label: string, impl: string, runs: readonly Workload[]): string {
  const one = (run: Workload) =>
    `${run.frames} frames, ${run.sent} updates/inputs, long tasks ${sum(run.longTasks).toFixed(0)} ms, ` +
    `WebGL read-back ${(run.readback / Math.max(1, run.script.length)).toFixed(2)} ms/frame, ` +
    `heap ${run.heapBefore.toFixed(1)} → ${run.heapAfter.toFixed(1)} MB, visible bars ${run.after.from}–${run.after.to}`;
  return `${label}, ${impl}, by round: ${runs.map(one).join(' | ')}`;
}

/** Each side's live and pan/zoom rounds described, side by side (`names`: how each side is named). */
export function describeAllRuns<Side extends string>(
  names: Readonly<Record<Side, string>>,
  runs: Readonly<Record<Side, readonly ImplRun[]>>,
): string[] {
  return (Object.keys(names) as Side[]).flatMap((side) =>
    (['live', 'panZoom'] as const).map((workload) =>
      describeRuns(
        workload === 'live' ? 'live' : 'pan/zoom',
        names[side],
        runs[side].map((run) => run[workload]),
      ),
    ),
  );
}

const NAMES: Record<Impl, string> = { ours: 'Tradedeck', peer: PEER, uplot: UPLOT };

/**
 * The section's records against one peer, with the targets against it: live script per second ≥ 5×
 * lightweight-charts' and ≥ 1.5× uPlot's, CPU of all processes ≥ 1.2× both; script per frame p50/p95 ≥ 2×
 * lightweight-charts' live, ≥ 1× on pan and zoom.
 */
function recordsAgainstPeer(runs: Record<Impl, ImplRun[]>, peer: 'peer' | 'uplot') {
  const record = recordsAgainst(NAMES[peer]);
  const { ours } = runs;
  const theirs = runs[peer];
  const ratio = (value: number) => ({ on: 'ratio', value }) as const;
  const lwc = peer === 'peer';
  return [
    record(
      'cold start to first full frame',
      'ms',
      ours.map((run) => run.coldStart),
      theirs.map((run) => run.coldStart),
      'lower',
    ),
    ...frameRecords(
      `live updates ${WORKLOAD_MS / 1000} s`,
      ours.map((run) => run.live),
      theirs.map((run) => run.live),
      record,
      {
        ...(lwc ? { perFrame: ratio(2) } : {}),
        perSecond: ratio(lwc ? 5 : 1.5),
        cpu: ratio(1.2),
      },
    ),
    ...frameRecords(
      `pan and zoom ${WORKLOAD_MS / 1000} s`,
      ours.map((run) => run.panZoom),
      theirs.map((run) => run.panZoom),
      record,
      lwc ? { perFrame: ratio(1) } : {},
    ),
  ];
}

function section(
  flags: string,
  { runs, starts }: { runs: Record<Impl, ImplRun[]>; starts: RoundStart[] },
  note: string,
): BenchSection {
  const notes = describeAllRuns(NAMES, runs);
  return {
    title: `Chart render in Chromium, ${BARS.toLocaleString('en-US')} one-minute candles at 1280×720, ${flags}`,
    peerName: PEER,
    records: withOtherPeers(recordsAgainstPeer(runs, 'peer'), [recordsAgainstPeer(runs, 'uplot')]),
    notes: [
      note,
      ...roundNotes(starts),
      'Script per frame: union of script events on the page main thread between animation frames ' +
        "(trace, devtools.timeline); Tradedeck's chart worker runs off that thread and is not in it (its CPU " +
        'is in the renderer processes). It includes WebGL read-backs (GLES2::ReadPixels) blocking inside the ' +
        'frame: per workload below.',
      FRAME_NOTE,
      'Cold start: navigation (a new browser context, so an empty HTTP cache) to the first full frame, from ' +
        'the production build served locally.',
      ...notes,
    ],
    rounds: starts,
  };
}
