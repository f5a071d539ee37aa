/**
 * bench/crosshair/: the linked charts' crosshair across windows — what a pointer move costs each window's
 * main thread when four windows each show a chart of one link group. Four pages of bench/pages/crosshair.html
 * in one browser context (so that their BroadcastChannels meet), 1280×720 each, the chart-render bench's
 * seeded 5,000 one-minute candles on the last 240 bars; the pointer crosses the first page's plot in MOVES
 * moves, one per animation frame of that page, after WARM_UP moves; then the runner waits until every other
 * page shows the last move's time. Main-thread script of each page over the moves (CDP Performance
 * ScriptDuration) divided by the moves: the hovered window's and the others'. Ours (the app's chart and its
 * crosshair link: intents, the crosshair channel, a frame-coalesced send) beside lightweight-charts'
 * documented sync and uPlot's cursor sync, each carried between windows on a BroadcastChannel, in the same
 * run, under both flag sets; each side in a fresh context per round, the order rotating (bench/rounds.ts),
 * from the production build.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { startBrowser, type BenchBrowser } from '../bench-browser';
import { FLAG_SETS } from '../flag-sets';
import { recordsAgainst, withOtherPeers, type BenchSection } from '../report';
import { rotateRounds, roundNotes, type BenchOptions, type RoundStart } from '../rounds';
import { CROSSHAIR_IMPLS, type CrosshairImpl } from './page-api';

const WINDOWS = 4;
const MOVES = 200;
const WARM_UP = 20;
const BARS = 5_000;
const NAMES: Record<CrosshairImpl, string> = {
  ours: 'Tradedeck',
  'lightweight-charts': 'lightweight-charts 5 (subscribeCrosshairMove → setCrosshairPosition)',
  uplot: 'uPlot 1.6 (cursor.sync)',
};
/** The bars' end, on a whole minute (as the chart-render bench's). */
const END = (Math.floor(Date.now() / 60_000) + 24 * 60) * 60;

/** One side's round: script per move in the hovered window and in each of the others, ms. */
interface CrosshairRun {
  hovered: number;
  others: number[];
}

export async function runCrosshairBench(options: BenchOptions): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  for (const flags of FLAG_SETS) {
    const bench = await startBrowser(flags.args);
    try {
      const rounds = await rotateRounds(flags.label, options, CROSSHAIR_IMPLS, (impl) =>
        runImpl(bench, impl),
      );
      sections.push(section(flags.label, rounds.runs, rounds.starts, bench.note));
    } finally {
      await bench.close();
    }
  }
  return sections;
}

interface Window {
  page: Page;
  cdp: CDPSession;
}

async function openWindows(context: BrowserContext, base: string, impl: CrosshairImpl): Promise<Window[]> {
  const windows: Window[] = [];
  for (let i = 0; i < WINDOWS; i += 1) {
    const page = await context.newPage();
    await page.goto(`${base}bench/pages/crosshair.html?impl=${impl}&bars=${BARS}&end=${END}`);
    await page.waitForFunction(() => window.crosshairBench !== undefined, null, { timeout: 60_000 });
    await page.evaluate(() => window.crosshairBench!.ready);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    windows.push({ page, cdp });
  }
  return windows;
}

async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const script = metrics.find((metric) => metric.name === 'ScriptDuration')?.value;
  if (script === undefined) throw new Error('CDP gave no ScriptDuration');
  return script * 1000;
}

/** Moves the pointer across the plot in `moves` steps from `from` (share of its width), one a frame. */
async function crossPlot(page: Page, moves: number, from: number, to: number): Promise<void> {
  const plot = await page.evaluate(() => window.crosshairBench!.plot());
  const y = plot.y + plot.height * 0.4;
  for (let i = 0; i < moves; i += 1) {
    const x = plot.x + plot.width * (from + ((to - from) * i) / Math.max(1, moves - 1));
    await page.mouse.move(x, y);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
}

/** Waits until every window shows the hovered window's crosshair time. */
async function delivered(windows: readonly Window[]): Promise<void> {
  const time = await windows[0]!.page.evaluate(() => window.crosshairBench!.shown());
  if (time === null) throw new Error('the hovered chart shows no crosshair after the moves');
  for (const { page } of windows.slice(1))
    await page.waitForFunction((at) => window.crosshairBench!.shown() === at, time, {
      polling: 'raf',
      timeout: 30_000,
    });
}

async function runImpl(bench: BenchBrowser, impl: CrosshairImpl): Promise<CrosshairRun> {
  const context = await bench.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const errors: string[] = [];
  try {
    // tsx compiles with keepNames: functions passed to page.evaluate call its __name helper, absent there.
    await context.addInitScript('globalThis.__name = (target) => target;');
    context.on('page', (page) => page.on('pageerror', (error) => errors.push(error.message)));
    const windows = await openWindows(context, bench.base, impl);
    const hovered = windows[0]!.page;
    await hovered.bringToFront();
    await crossPlot(hovered, WARM_UP, 0.05, 0.1);
    await delivered(windows);
    const before = await Promise.all(windows.map(({ cdp }) => scriptMs(cdp)));
    await crossPlot(hovered, MOVES, 0.1, 0.8);
    await delivered(windows);
    const after = await Promise.all(windows.map(({ cdp }) => scriptMs(cdp)));
    if (errors.length > 0) throw new Error(`the ${impl} pages failed: ${errors.join('; ')}`);
    const perMove = after.map((end, i) => (end - before[i]!) / MOVES);
    return { hovered: perMove[0]!, others: perMove.slice(1) };
  } finally {
    await context.close();
  }
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function recordsFor(runs: Record<CrosshairImpl, CrosshairRun[]>, peer: 'lightweight-charts' | 'uplot') {
  const record = recordsAgainst(NAMES[peer]);
  const row = (name: string, pick: (run: CrosshairRun) => number) =>
    record(name, 'ms', runs.ours.map(pick), runs[peer].map(pick), 'lower');
  return [
    row('script per move, the hovered window', (run) => run.hovered),
    row('script per move, each other window (mean of 3)', (run) => mean(run.others)),
    row('script per move, the busiest other window', (run) => Math.max(...run.others)),
    row('script per move, all 4 windows', (run) => run.hovered + run.others.reduce((a, b) => a + b, 0)),
  ];
}

function section(
  flags: string,
  runs: Record<CrosshairImpl, CrosshairRun[]>,
  starts: RoundStart[],
  note: string,
): BenchSection {
  const byRound = (impl: CrosshairImpl) =>
    `${NAMES[impl]}, by round (hovered | others, ms a move): ` +
    runs[impl]
      .map((run) => `${run.hovered.toFixed(3)} | ${run.others.map((v) => v.toFixed(3)).join(' ')}`)
      .join('; ');
  return {
    title: `Crosshair sync across ${WINDOWS} windows: main-thread script per pointer move (${MOVES} moves, one a frame), ${flags}`,
    peerName: NAMES['lightweight-charts'],
    records: withOtherPeers(recordsFor(runs, 'lightweight-charts'), [recordsFor(runs, 'uplot')]),
    notes: [
      note,
      ...roundNotes(starts),
      `${WINDOWS} pages of one browser context, 1280×720 each, 5,000 seeded one-minute candles, the last 240 shown; ` +
        `the pointer crosses the first page's plot from 10 % to 80 % of its width (the newest bar is left of the right offset) in ${MOVES} moves (CDP Input), ` +
        "waiting for that page's next animation frame after each, after " +
        `${WARM_UP} warm-up moves; then the runner waits (polling by animation frame) until every page shows ` +
        "the last move's time. Script: CDP Performance ScriptDuration of each page over the moves and the wait, " +
        'divided by the moves (the runner’s own evaluate calls are in it, the same for every side).',
      'Ours: the app’s chart (ChartController) linked to group red as a workspace chart is ' +
        '(crosshair-link.ts: the window’s intents; crosshair-channel.ts: one BroadcastChannel, each chart’s ' +
        'latest time once a frame); a move within the same bar tells nothing. lightweight-charts: its documented ' +
        'sync (subscribeCrosshairMove → setCrosshairPosition with the series’ close at that time), each move ' +
        'posted to the other windows as it comes. uPlot: cursor.sync on one uPlot.sync group per window, whose ' +
        'publications a member of the group posts to the other windows, where they are published to the group ' +
        'with the source’s x value (uPlot.sync is one window’s; the channel is the bench’s bridge).',
      byRound('ours'),
      byRound('lightweight-charts'),
      byRound('uplot'),
    ],
    rounds: starts,
  };
}
