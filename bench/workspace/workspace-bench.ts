/**
 * bench/workspace/: a whole window under load (the chart's performance target with many charts open):
 * bench/pages/workspace.html at 1600×1000 with 8 chart panels (different coins and intervals, each taking the
 * chart-render bench's live workload: a trade 60 times a second, a new bar every second) and the coin list
 * under 5,000 ticker updates a second, for 10 s, after a 1.5 s warm-up. Ours (the app's panels on the one
 * shared renderer, fed through one FeedChangeSet per frame) beside 8 lightweight-charts chart objects and the
 * coin-list bench's DOM list, in the same run, under both of the chart-render bench's flag sets. Each side
 * runs in a fresh page per round (bench/rounds.ts), from the production build.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { startBrowser, type BenchBrowser } from '../bench-browser';
import { FLAG_SETS } from '../flag-sets';
import { FRAME_NOTE, frameRecords, measureWorkload, type FrameWorkload } from '../frame-workload';
import { recordsAgainst, type BenchSection } from '../report';
import { alternateRounds, roundNotes, type BenchOptions, type Rounds } from '../rounds';
import { openPage } from './browser';
import type { WorkspaceImpl, WorkspaceInfo, WorkspaceRun } from './page';

const PEER = 'lightweight-charts 5 ×8 + DOM list';
const VIEWPORT = { width: 1600, height: 1000 };
const RATE = 5_000;
const WARM_UP_MS = 1_500;
const WORKLOAD_MS = 10_000;

/** The workload's frames; sent: trades and ticker updates; after: the page's contexts and renderers. */
type Measured = FrameWorkload<WorkspaceRun, WorkspaceInfo>;

export async function runWorkspaceBench(options: BenchOptions): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  for (const flags of FLAG_SETS) {
    const bench = await startBrowser(flags.args);
    try {
      const rounds = await alternateRounds(flags.label, options, (impl) => runImpl(bench, impl));
      sections.push(section(flags.label, rounds, bench.note));
    } finally {
      await bench.close();
    }
  }
  return sections;
}

async function openWorkspace(bench: BenchBrowser, impl: WorkspaceImpl) {
  const opened = await openPage(bench, `bench/pages/workspace.html?impl=${impl}`, VIEWPORT);
  await opened.page.waitForFunction(() => window.workspaceBench !== undefined, null, { timeout: 60_000 });
  try {
    await opened.page.evaluate(() => window.workspaceBench!.ready);
  } catch (error) {
    throw new Error(`${String(error)}; the page logged: ${opened.logged.join(' | ') || 'nothing'}`, {
      cause: error,
    });
  }
  return opened;
}

async function runImpl(bench: BenchBrowser, impl: WorkspaceImpl): Promise<Measured> {
  const opened = await openWorkspace(bench, impl);
  try {
    await opened.page.evaluate(([rate, ms]) => window.workspaceBench!.run(rate!, ms!), [RATE, WARM_UP_MS]);
    const measured = await measure(bench.browser, opened.page, opened.cdp);
    if (opened.errors.length > 0) throw new Error(`the ${impl} page failed: ${opened.errors.join('; ')}`);
    return measured;
  } finally {
    await opened.close();
  }
}

function measure(browser: Browser, page: Page, cdp: CDPSession): Promise<Measured> {
  return measureWorkload(
    browser,
    page,
    cdp,
    () => page.evaluate(([rate, ms]) => window.workspaceBench!.run(rate!, ms!), [RATE, WORKLOAD_MS]),
    () => page.evaluate(() => window.workspaceBench!.info()),
  );
}

const record = recordsAgainst(PEER);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function describe(impl: string, rounds: readonly Measured[]): string {
  const one = (m: Measured) =>
    `${m.frames} frames, ${m.sent.trades} chart trades and ${m.sent.tickerUpdates} ticker updates sent, ` +
    `long tasks ${m.longTasks.length} (${sum(m.longTasks).toFixed(0)} ms), ` +
    `WebGL read-back ${(m.readback / Math.max(1, m.frames)).toFixed(1)} ms/frame, ` +
    `heap ${m.heapBefore.toFixed(1)} → ${m.heapAfter.toFixed(1)} MB, ` +
    `contexts: ${m.after.webglContexts} WebGL, ${m.after.canvas2dContexts} 2D` +
    (m.after.impl === 'ours'
      ? `; shared renderers created ${m.after.renderersCreated}, context lost ${m.after.contextLost}`
      : '');
  return `${impl}, by round: ${rounds.map(one).join(' | ')}`;
}

function section(flags: string, { ours, peer, starts }: Rounds<Measured>, note: string): BenchSection {
  const label = `${WORKLOAD_MS / 1000} s`;
  const row = (name: string, unit: string, pick: (m: Measured) => number) =>
    record(name, unit, ours.map(pick), peer.map(pick), 'lower');
  return {
    title:
      'Workspace in Chromium at 1600×1000: 8 chart panels (live trades 60/s each) + the coin list ' +
      `(${RATE.toLocaleString('en-US')} updates/s), ${flags}`,
    peerName: PEER,
    records: [
      ...frameRecords(label, ours, peer, record),
      row(`${label}: long task time`, 'ms', (m) => sum(m.longTasks)),
      row('JS heap before (after GC)', 'MB', (m) => m.heapBefore),
      row('WebGL contexts created', 'contexts', (m) => m.after.webglContexts),
      row('canvas 2D contexts created', 'contexts', (m) => m.after.canvas2dContexts),
    ],
    notes: [
      note,
      ...roundNotes(starts),
      'Script per frame: union of script events on the page main thread between animation frames ' +
        "(trace, devtools.timeline), as in the chart-render bench; Tradedeck's chart worker runs off that " +
        'thread and is not in it (its CPU is in the renderer processes). Mean (CDP): ScriptDuration over the ' +
        'workload / frames.',
      FRAME_NOTE,
      'Ours: ChartPanel ×8 (toolbar, legend, production React) and CoinListController, one WebGL ' +
        'context for all; the trades go from a worker standing in for the feed worker straight into each ' +
        "chart's port in the chart worker, which sends the page one tail per chart per frame at most " +
        "(the controller's live path: trade port → worker → tail → scene). The peer: one lightweight-charts object per cell " +
        '(canvas 2D, no toolbars) given the bars directly, and the DOM list (@tanstack/react-virtual). ' +
        'Both show the last 60 bars. Contexts: counted by an init script wrapping getContext (one per canvas); ' +
        "ours' WebGL count is the shared renderer's one context (pixi.js's shader-precision probe is " +
        'answered before it opens its own).',
      describe('Tradedeck', ours),
      describe(PEER, peer),
    ],
    rounds: starts,
  };
}
