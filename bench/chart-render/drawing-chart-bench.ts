/**
 * The chart with 200 drawings in Chromium beside the same chart with none: bench/pages/chart-drawings.html
 * draws chart-render's seeded 5,000 one-minute candles at 1280×720 by Tradedeck's chart on both sides, one
 * with the drawings of bench/pages/chart/bench-drawings.ts (every tool, most over the bars shown at start),
 * driven through chart-render's workloads (runChartPage: cold start, 10 s of live updates, 10 s of pan and
 * zoom) with its machinery — the production build, a fresh page per side and round, the side going first
 * alternating, the quiet wait, both flag sets — and, in a second fresh page per side and round, 10 s of the
 * pointer moving over the plot with no button (each move hit-tests the drawings) and the drag check: a
 * drawing's handle and then a drawing's body pressed and dragged in DRAG_STEPS moves, the scene's layer
 * repaints counted around them (the plot and the axes must not repaint: a drawing is in the lines layer),
 * the drawings' anchors read before and after (the drag must have moved them). The side without drawings
 * gets the same presses and moves, which pan it.
 */
import type { Browser, Page } from 'playwright-core';
import { startBrowser } from '../bench-browser';
import { FLAG_SETS } from '../flag-sets';
import { FRAME_NOTE, frameRecords, measureWorkload } from '../frame-workload';
import { BENCH_DRAWINGS } from '../pages/chart/bench-drawings';
import type { DrawingGrip } from '../pages/chart/drawing-grip';
import { recordsAgainst, type BenchSection } from '../report';
import { rotateRounds, roundNotes, type BenchOptions, type RoundStart } from '../rounds';
import { spreadOf } from '../stats';
import {
  BARS,
  describeAllRuns,
  describeRuns,
  openChart,
  runChartPage,
  WORKLOAD_MS,
  type ImplRun,
  type Workload,
} from './chart-render-bench';

const SIDES = ['drawings', 'none'] as const;
type Side = (typeof SIDES)[number];
const PEER = 'the same chart with no drawings';
const NAMES: Record<Side, string> = {
  drawings: `Tradedeck, ${BENCH_DRAWINGS} drawings`,
  none: 'Tradedeck, none',
};
/** Pointer moves of a drag, and px per move (towards the plot's middle). */
const DRAG_STEPS = 20;
const DRAG_STEP_PX = 4;

type Rebuilds = ReturnType<NonNullable<Window['__drawingBench']>['rebuilds']>;

/** A press and its moves, page px: where it starts and each move's step. */
interface Gesture {
  part: 'handle' | 'body';
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/** One side's round: chart-render's workloads, then the pointer over the plot and the drags. */
interface SideRun extends ImplRun {
  hover: Workload;
  /** Layer repaints during the drags. */
  dragRepaints: Rebuilds;
  /** Drawings painted in the first full frame. */
  drawn: number;
  generationMs: number;
  /** What each drag took: a drawing's handle or body, or (with no drawings) the chart, which panned. */
  dragged: string[];
}

export async function runDrawingChartBench(options: BenchOptions): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  for (const flags of FLAG_SETS) {
    const bench = await startBrowser(flags.args);
    // The drags found on the page with drawings, which the page without them gets too.
    const gestures: Gesture[] = [];
    try {
      const rounds = await rotateRounds(flags.label, options, SIDES, async (side) => {
        const chart = await runChartPage(bench.browser, bench.base, 'chart-drawings', side);
        const more = await runDrawingPage(bench.browser, bench.base, side, gestures);
        return { ...chart, ...more };
      });
      sections.push(section(flags.label, rounds, bench.note));
    } finally {
      await bench.close();
    }
  }
  return sections;
}

/** Resolves after two animation frames: whatever the last input asked for is drawn. */
function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The pointer swept over the price pane with no button, row by row, for WORKLOAD_MS: how many moves. */
async function hover(page: Page): Promise<number> {
  const rect = await page.evaluate(() => window.__bench!.plotRect());
  const rows = 12;
  const columns = 40;
  const deadline = Date.now() + WORKLOAD_MS;
  let moves = 0;
  for (let row = 0; Date.now() < deadline; row += 1) {
    const y = rect.y + (rect.height * ((row % rows) + 0.5)) / rows;
    for (let k = 0; k <= columns && Date.now() < deadline; k += 1) {
      const along = row % 2 === 0 ? k / columns : 1 - k / columns;
      await page.mouse.move(rect.x + 8 + (rect.width - 16) * along, y);
      moves += 1;
    }
  }
  return moves;
}

/** Presses at the gesture's start, moves DRAG_STEPS steps and lets go; resolves once that is drawn. */
async function drag(page: Page, { x, y, dx, dy }: Gesture): Promise<void> {
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= DRAG_STEPS; step += 1) await page.mouse.move(x + step * dx, y + step * dy);
  await page.mouse.up();
  await framesDrawn(page);
}

/** A drag from `grip` towards the middle of the plot. */
async function gestureAt(page: Page, part: Gesture['part'], grip: DrawingGrip): Promise<Gesture> {
  const rect = await page.evaluate(() => window.__bench!.plotRect());
  const towards = (from: number, middle: number) => (from < middle ? DRAG_STEP_PX : -DRAG_STEP_PX);
  return {
    part,
    x: grip.x,
    y: grip.y,
    dx: towards(grip.x, rect.x + rect.width / 2),
    dy: towards(grip.y, rect.y + rect.height / 2),
  };
}

/** The drags on the page with drawings: a handle's, then a body's, each checked to have moved its drawing. */
async function dragDrawings(page: Page, gestures: Gesture[]): Promise<string[]> {
  await page.evaluate(() => window.__drawingBench!.allowDrags());
  gestures.length = 0;
  const dragged: string[] = [];
  for (const part of ['handle', 'body'] as const) {
    const grip = await page.evaluate((which) => window.__drawingBench!.grip(which), part);
    if (!grip) throw new Error(`no drawing's ${part} can be pressed on the page`);
    const before = await page.evaluate((id) => window.__drawingBench!.anchors(id), grip.id);
    const gesture = await gestureAt(page, part, grip);
    await drag(page, gesture);
    const after = await page.evaluate((id) => window.__drawingBench!.anchors(id), grip.id);
    const moved =
      grip.handle === null
        ? before!.every((anchor, i) => anchor.time !== after![i]!.time || anchor.price !== after![i]!.price)
        : JSON.stringify(before![grip.handle]) !== JSON.stringify(after![grip.handle]);
    if (!moved)
      throw new Error(
        `the drag of ${grip.id}'s ${part} did not move it: ${JSON.stringify({ before, after })}`,
      );
    gestures.push(gesture);
    dragged.push(`${grip.id} by its ${grip.handle === null ? 'body' : `handle ${grip.handle}`}`);
  }
  return dragged;
}

/** The same presses and moves on the page with no drawings: each pans the chart. */
async function dragChart(page: Page, gestures: readonly Gesture[]): Promise<string[]> {
  if (gestures.length === 0)
    throw new Error('the side with drawings runs first: its drags are not known yet');
  const dragged: string[] = [];
  for (const gesture of gestures) {
    const before = await page.evaluate(() => window.__bench!.visibleRange());
    await drag(page, gesture);
    const after = await page.evaluate(() => window.__bench!.visibleRange());
    if (after.from === before.from) throw new Error(`the ${gesture.part} drag did not pan the chart`);
    dragged.push(`the chart (bars ${before.from} → ${after.from})`);
  }
  return dragged;
}

/** Side `side` in a fresh page: what it drew, the pointer over the plot measured, then the drags counted. */
async function runDrawingPage(
  browser: Browser,
  base: string,
  side: Side,
  gestures: Gesture[],
): Promise<Omit<SideRun, keyof ImplRun>> {
  const opened = await openChart(browser, base, 'chart-drawings', side);
  try {
    const { page } = opened;
    const { drawn, generationMs } = await page.evaluate(() => ({
      drawn: window.__drawingBench!.drawingsDrawn(),
      generationMs: window.__drawingBench!.generationMs,
    }));
    if (side === 'drawings' && drawn === 0) throw new Error('the page shows none of its drawings');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const hovered = await measureWorkload(
      browser,
      page,
      cdp,
      () => hover(page),
      () => page.evaluate(() => window.__bench!.visibleRange()),
    );
    const before = await page.evaluate(() => window.__drawingBench!.rebuilds());
    const dragged =
      side === 'drawings' ? await dragDrawings(page, gestures) : await dragChart(page, gestures);
    const after = await page.evaluate(() => window.__drawingBench!.rebuilds());
    if (opened.errors.length > 0) throw new Error(`the ${side} page failed: ${opened.errors.join('; ')}`);
    return {
      hover: hovered,
      dragRepaints: {
        plot: after.plot - before.plot,
        axes: after.axes - before.axes,
        lines: after.lines - before.lines,
        cursor: after.cursor - before.cursor,
      },
      drawn,
      generationMs,
      dragged,
    };
  } finally {
    await opened.close();
  }
}

/**
 * The records against the chart with no drawings, with the targets: pan/zoom script per frame at p95 with
 * the drawings at most 1.25× without them (ratio ≥ 0.8), and no plot or axes repaint while a drawing is
 * dragged.
 */
function records(runs: Record<Side, SideRun[]>) {
  const record = recordsAgainst(PEER);
  const { drawings, none } = runs;
  const ratio = (value: number) => ({ on: 'ratio', value }) as const;
  const repaints = (layer: keyof Rebuilds, target?: number) =>
    record(
      `drag of a drawing's handle and body (${DRAG_STEPS} moves each): ${layer} layer repaints`,
      'repaints',
      drawings.map((run) => run.dragRepaints[layer]),
      none.map((run) => run.dragRepaints[layer]),
      'lower',
      // No ratio: the side without drawings pans under the same drags, which repaints every layer.
      { ratio: Number.NaN, ...(target === undefined ? {} : { target: { on: 'value', value: target } }) },
    );
  return [
    record(
      'cold start to first full frame',
      'ms',
      drawings.map((run) => run.coldStart),
      none.map((run) => run.coldStart),
      'lower',
    ),
    ...frameRecords(
      `live updates ${WORKLOAD_MS / 1000} s`,
      drawings.map((run) => run.live),
      none.map((run) => run.live),
      record,
    ),
    ...frameRecords(
      `pan and zoom ${WORKLOAD_MS / 1000} s`,
      drawings.map((run) => run.panZoom),
      none.map((run) => run.panZoom),
      record,
      { perFrameP95: ratio(0.8) },
    ),
    ...frameRecords(
      `pointer over the plot ${WORKLOAD_MS / 1000} s`,
      drawings.map((run) => run.hover),
      none.map((run) => run.hover),
      record,
    ),
    repaints('plot', 0),
    repaints('axes', 0),
    repaints('lines'),
  ];
}

function section(
  flags: string,
  { runs, starts }: { runs: Record<Side, SideRun[]>; starts: RoundStart[] },
  note: string,
): BenchSection {
  const { drawings } = runs;
  const median = (values: number[]) => spreadOf(values).median;
  return {
    title:
      `Chart with ${BENCH_DRAWINGS} drawings in Chromium, ${BARS.toLocaleString('en-US')} one-minute candles at ` +
      `1280×720, against the same chart with none, ${flags}`,
    peerName: PEER,
    records: records(runs),
    notes: [
      note,
      ...roundNotes(starts),
      `Target: pan and zoom script per frame at p95 with the ${BENCH_DRAWINGS} drawings at most 1.25× the ` +
        'same chart with none, i.e. a ratio (none ÷ drawings) of at least 0.8; and while a drawing is ' +
        'dragged by its handle or body, no repaint of the plot or the axes (the lines layer repaints; the ' +
        'side with no drawings pans under the same presses and moves, so its repaints are no comparison).',
      `Both sides are Tradedeck's chart on the same page and bars (last 240 shown at start); one is given ` +
        `${BENCH_DRAWINGS} drawings (bench/pages/chart/bench-drawings.ts: every one of the 17 tools, trend ` +
        'and horizontal lines most, 55 % starting over the bars shown at start, 35 % in the 500 before, ' +
        'where the pan/zoom view drifts, 10 % further back; all shown, none locked) through the ' +
        `controller's drawings (replace), made on the page before the chart mounts in ` +
        `${median(drawings.map((run) => run.generationMs)).toFixed(1)} ms (median; in its cold start). ` +
        `Drawings painted in the first full frame: ${drawings.map((run) => run.drawn).join(', ')} ` +
        "(each shown drawing's shapes are built when the view moves, kept while it does not, and not built " +
        'for one standing more than a plot width off a side: render/chart/drawing-shape-cache.ts).',
      "The pan/zoom workload is chart-render's, unchanged: it presses at the middle of the price pane to " +
        'pan. The drawings keep clear of that point in every view it reaches (bench/pages/chart/' +
        'press-floor.ts; a unit test checks it), and the page reports an error, failing the run, if a ' +
        'press takes a drawing there all the same, so both sides pan alike.',
      'Pointer over the plot: 12 rows of 41 moves across the price pane, back and forth, no button, for ' +
        `${WORKLOAD_MS / 1000} s; each move hit-tests the drawings (ChartModel.hitDrawing) and a move onto ` +
        'another drawing repaints the lines layer to show its handles. No target: a figure.',
      `Drags, per round: ${drawings.map((run) => run.dragged.join(' and ')).join(' | ')}; with no drawings ` +
        `the same presses pan: ${runs.none.map((run) => run.dragged.join(' and ')).join(' | ')}.`,
      'Script per frame: union of script events on the page main thread between animation frames ' +
        "(trace, devtools.timeline); the chart worker runs off that thread (its CPU is in the renderer's).",
      FRAME_NOTE,
      ...describeAllRuns(NAMES, runs),
      ...SIDES.map((side) =>
        describeRuns(
          'pointer over the plot',
          NAMES[side],
          runs[side].map((run) => run.hover),
        ),
      ),
    ],
    rounds: starts,
  };
}
