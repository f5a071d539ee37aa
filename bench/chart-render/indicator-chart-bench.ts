/**
 * The chart with indicators in Chromium beside lightweight-charts 5 in panes: bench/pages/chart-indicators.html
 * draws chart-render's seeded 5,000 one-minute candles at 1280×720 with Bollinger bands (20, 2), EMA 20
 * and the session VWAP over the price and volume, RSI 14 and MACD 12/26/9 in three panes below it — ours
 * with the chart worker computing the indicators per tick, the peer with trading-signals computing them
 * on the page (bench/pages/chart/peer-indicators.ts) — driven through chart-render's workloads (cold start
 * to the first full frame, 10 s of live updates, 10 s of pan and zoom) with its machinery: the production
 * build, a fresh page per side and round, the side going first alternating, the quiet wait, both flag
 * sets, trace and CDP script time, CPU by process kind, heap after GC. uPlot, chart-render's second peer,
 * is not run here: it has no panes.
 */
import { startBrowser } from '../bench-browser';
import { FLAG_SETS } from '../flag-sets';
import { FRAME_NOTE, frameRecords } from '../frame-workload';
import { recordsAgainst, type BenchSection } from '../report';
import { rotateRounds, roundNotes, type BenchOptions, type RoundStart } from '../rounds';
import { BARS, describeAllRuns, runChartPage, WORKLOAD_MS, type ImplRun } from './chart-render-bench';

const IMPLS = ['ours', 'peer'] as const;
type Impl = (typeof IMPLS)[number];
const PEER = 'lightweight-charts 5 panes + trading-signals 8';
const NAMES: Record<Impl, string> = { ours: 'Tradedeck', peer: PEER };

export async function runIndicatorChartBench(options: BenchOptions): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  for (const flags of FLAG_SETS) {
    const bench = await startBrowser(flags.args);
    try {
      const rounds = await rotateRounds(flags.label, options, IMPLS, (impl) =>
        runChartPage(bench.browser, bench.base, 'chart-indicators', impl),
      );
      sections.push(section(flags.label, rounds, bench.note));
    } finally {
      await bench.close();
    }
  }
  return sections;
}

/**
 * The records against the peer, with the targets: live script per second ≥ 3× the peer's, pan/zoom
 * script per frame at p95 ≥ 1.5×.
 */
function records(runs: Record<Impl, ImplRun[]>) {
  const record = recordsAgainst(PEER);
  const { ours, peer } = runs;
  const ratio = (value: number) => ({ on: 'ratio', value }) as const;
  return [
    record(
      'cold start to first full frame',
      'ms',
      ours.map((run) => run.coldStart),
      peer.map((run) => run.coldStart),
      'lower',
    ),
    ...frameRecords(
      `live updates ${WORKLOAD_MS / 1000} s`,
      ours.map((run) => run.live),
      peer.map((run) => run.live),
      record,
      { perSecond: ratio(3) },
    ),
    ...frameRecords(
      `pan and zoom ${WORKLOAD_MS / 1000} s`,
      ours.map((run) => run.panZoom),
      peer.map((run) => run.panZoom),
      record,
      { perFrameP95: ratio(1.5) },
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
    title:
      `Chart with indicators in Chromium, ${BARS.toLocaleString('en-US')} one-minute candles at 1280×720 ` +
      `(Bollinger 20/2, EMA 20, session VWAP; volume, RSI 14, MACD 12/26/9 panes), ${flags}`,
    peerName: PEER,
    records: records(runs),
    notes: [
      note,
      ...roundNotes(starts),
      'Both sides draw the same: candles, Bollinger upper, basis and lower with the band filled, EMA 20 and ' +
        'VWAP (hlc3, from 00:00 KST each day) over the price; volume columns and their SMA 20, RSI 14 on ' +
        '0–100 with levels 70 and 30, and MACD, signal and histogram with level 0 in three panes weighted ' +
        '3 : 1 : 1 : 1; the last 240 bars at start. Same bars, same parameters (bench/pages/chart/' +
        "indicator-set.ts); the peer's values match the library's within 1e-9 (tests/unit/bench/pages/chart/).",
      'Per tick, ours: the page sets the bar whole in the chart worker (ChartClient.setBar), which re-steps ' +
        'the live bar of each of the six indicators from its kept state (a new bar commits the one before) ' +
        'and sends the bars and the changed indicator values with its next update, merged and drawn once ' +
        "per frame on the main thread. The chart's own volume histogram and MA 15/60 are off (appearance), " +
        'so volume is drawn once, in its pane.',
      'Per tick, the peer: on the main thread, each trading-signals indicator takes the bar with ' +
        '`update(value, replace)` (an update of the last candle replaces its last input, a new candle adds ' +
        'one; a new VWAP at each KST day) and each of the 12 series gets its last point with `series.update` ' +
        '(replaced, or appended on a new candle); lightweight-charts draws on its next animation frame.',
      "uPlot, chart-render's second peer, is not run: it has no panes (one plot area per chart).",
      'Script per frame: union of script events on the page main thread between animation frames ' +
        "(trace, devtools.timeline); Tradedeck's chart worker runs off that thread and is not in it (its CPU " +
        'is in the renderer processes).',
      FRAME_NOTE,
      'Cold start: navigation (a new browser context, so an empty HTTP cache) to the first full frame ' +
        '(indicators and panes drawn), from the production build served locally.',
      ...notes,
    ],
    rounds: starts,
  };
}
