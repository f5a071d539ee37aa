/**
 * bench id `chart-heap`, LONG (about 6 minutes; `npm run bench` skips it unless `--only chart-heap`): does
 * the chart keep memory it no longer needs? bench/pages/chart-render.html (5,000 one-minute candles at
 * 1280×720) takes the chart-render bench's live workload (a trade 60 times a second, a new bar every
 * second) for 30 s of warm-up, then 5 minutes with the JS heap sampled after a forced GC every 30 s, for
 * Tradedeck's chart (main thread and its chart worker) and for lightweight-charts, both pages at once in
 * one Chromium, from the production build, in fresh pages each round (--rounds; about 6 minutes each).
 * Reported: growth (last sample − first) and the least-squares slope, medians over the rounds.
 *
 * Target: no heap growth, taken as < 1 MB over the 5 minutes after GC. The workload's own data may grow the
 * heap a little: 300 new bars are ~15 KB of columns for ours (one step of a column's capacity doubling,
 * ~250 KB, would be legitimate too) and a few hundred KB of bar objects for lightweight-charts. A leak
 * that kept even ~60 bytes of each of the 18,000 updates would pass 1 MB, so 1 MB separates the two.
 */
import type { Page } from 'playwright-core';
import { startBrowser } from '../bench-browser';
import type { ChartRenderBench } from '../pages/chart-render';
import { benchRatio, recordsAgainst, type BenchSection } from '../report';
import { roundNotes, togetherRounds, type BenchOptions, type RoundStart } from '../rounds';
import { median } from '../stats';
import {
  heapUsageAfterGc,
  MB,
  openPage,
  slope,
  WorkerHeaps,
  type HeapUsage,
  type OpenedPage,
} from './browser';

const PEER = 'lightweight-charts 5';
const BARS = 5_000;
const WARM_UP_MS = 30_000;
const RUN_MS = 5 * 60_000;
const SAMPLE_MS = 30_000;
const GROWTH_TARGET_MB = 1;
/** A minute a day ahead, so that the controller never counts a live trade as covered (as chart-render). */
const END = (Math.floor(Date.now() / 60_000) + 24 * 60) * 60;

interface Sample {
  /** Seconds since the first sample. */
  at: number;
  /** MB, after GC: the JS heaps, and everything (JS + DOM heap + ArrayBuffers) of the page and its workers. */
  js: number;
  total: number;
}

interface Measured {
  samples: Sample[];
  workers: number;
  updates: number;
}

export async function runChartHeapBench(options: BenchOptions): Promise<BenchSection[]> {
  const bench = await startBrowser();
  try {
    const { runs, starts } = await togetherRounds('chart heap', options, async () => {
      const pages: OpenedPage[] = [];
      try {
        for (const impl of ['ours', 'peer'] as const)
          pages.push(
            await openPage(bench, `bench/pages/chart-render.html?impl=${impl}&bars=${BARS}&end=${END}`, {
              width: 1280,
              height: 720,
            }),
          );
        const [ours, peer] = await Promise.all(pages.map((opened) => sampleHeap(opened)));
        for (const [i, opened] of pages.entries())
          if (opened.errors.length > 0)
            throw new Error(`the ${i === 0 ? 'ours' : 'peer'} page failed: ${opened.errors.join('; ')}`);
        return { ours: ours!, peer: peer! };
      } finally {
        for (const opened of pages) await opened.close();
      }
    });
    return [section(runs, starts, bench.note)];
  } finally {
    await bench.close();
  }
}

/** Starts the chart-render page's live walk once its chart is ready; it runs until stop() (which says how many). */
function startLiveUpdates(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const bench = await new Promise<ChartRenderBench>((resolve) => {
      const poll = () => (window.__bench ? resolve(window.__bench) : setTimeout(poll, 5));
      poll();
    });
    await bench.ready;
    window.__live!.start();
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function sampleHeap({ page, cdp }: OpenedPage): Promise<Measured> {
  const workers = await WorkerHeaps.attach(cdp);
  await startLiveUpdates(page);
  await sleep(WARM_UP_MS);
  const samples: Sample[] = [];
  const started = Date.now();
  for (let next = started; next <= started + RUN_MS; next += SAMPLE_MS) {
    await sleep(Math.max(0, next - Date.now()));
    const at = (Date.now() - started) / 1000;
    const main: HeapUsage = await heapUsageAfterGc(cdp);
    const off: HeapUsage = await workers.usageAfterGc();
    samples.push({ at, js: (main.js + off.js) / MB, total: (main.total + off.total) / MB });
  }
  const updates = await page.evaluate(() => window.__live!.stop());
  return { samples, workers: workers.count, updates };
}

const against = recordsAgainst(PEER);

/** Lower is better; a ratio of two growths means nothing once one is zero or shrinks. */
function record(name: string, unit: string, values: number[], peerValues: number[], withTarget: boolean) {
  const value = median(values);
  const peerValue = median(peerValues);
  return against(name, unit, values, peerValues, 'lower', {
    ratio: value > 0 && peerValue > 0 ? benchRatio(value, peerValue, 'lower') : Number.NaN,
    ...(withTarget ? { target: { on: 'value' as const, value: GROWTH_TARGET_MB } } : {}),
  });
}

const total = (s: Sample) => s.total;
const js = (s: Sample) => s.js;
const growth = (m: Measured, pick: (s: Sample) => number) =>
  pick(m.samples[m.samples.length - 1]!) - pick(m.samples[0]!);
/** MB per minute. */
const trend = (m: Measured, pick: (s: Sample) => number) =>
  slope(
    m.samples.map((s) => s.at / 60),
    m.samples.map(pick),
  );

function series(m: Measured): string {
  return m.samples.map((s) => `${s.total.toFixed(2)} (${s.js.toFixed(2)})`).join(' ');
}

function section(
  runs: readonly { ours: Measured; peer: Measured }[],
  starts: RoundStart[],
  note: string,
): BenchSection {
  const minutes = RUN_MS / 60_000;
  const both = (figure: (m: Measured) => number, name: string, unit: string, withTarget = false) =>
    record(
      name,
      unit,
      runs.map((run) => figure(run.ours)),
      runs.map((run) => figure(run.peer)),
      withTarget,
    );
  const last = (m: Measured) => m.samples.at(-1)!;
  return {
    title: `Chart heap over ${minutes} min of live updates (60 trades/s, a new bar each second), ${BARS.toLocaleString('en-US')} candles at 1280×720, after forced GC every ${SAMPLE_MS / 1000} s`,
    peerName: PEER,
    records: [
      both((m) => growth(m, total), `heap growth over ${minutes} min, all`, 'MB', true),
      both((m) => growth(m, js), `heap growth over ${minutes} min, JS heaps only`, 'MB'),
      both((m) => trend(m, total), 'heap slope, all', 'MB/min'),
      both((m) => trend(m, js), 'heap slope, JS heaps only', 'MB/min'),
      both((m) => total(last(m)), 'heap at the end, all', 'MB'),
    ],
    notes: [
      note,
      ...roundNotes(starts),
      `Target: no growth, read as < ${GROWTH_TARGET_MB} MB over ${minutes} min after GC (see chart-heap-bench.ts for why 1 MB). ` +
        `Sampling starts after ${WARM_UP_MS / 1000} s of the workload (JIT, caches, the first capacity steps). ` +
        'One sample is noisy (the heap after GC still moves by a MB or two with caches): read growth with the slope.',
      "All: the page's and its workers' JS heaps, DOM heap and ArrayBuffer backing stores (Runtime.getHeapUsage " +
        "after HeapProfiler.collectGarbage), where Tradedeck's typed-array columns live; JS heaps only: usedSize.",
      'Both pages run at the same time in one Chromium (the machine is shared; heap after GC does not depend on speed). ' +
        'Ratios are n/a when a growth is zero or negative.',
      ...runs.flatMap(({ ours, peer }, round) => [
        `Round ${round + 1}, Tradedeck: ${ours.updates} updates, ${ours.workers} worker(s) sampled; MB all (JS) every ${SAMPLE_MS / 1000} s: ${series(ours)}`,
        `Round ${round + 1}, ${PEER}: ${peer.updates} updates, ${peer.workers} worker(s) sampled; MB all (JS) every ${SAMPLE_MS / 1000} s: ${series(peer)}`,
      ]),
    ],
    rounds: starts,
  };
}
