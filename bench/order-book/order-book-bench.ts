/**
 * The order book in Chromium (issue 12, Performance): ours (OrderBookController + Pixi scene through the
 * shared renderer) against the same book as DOM rows virtualised with @tanstack/react-virtual, both in
 * one production build of bench/pages/order-book.html (production React), same 420×860 panel, same
 * in-page feed: 2,000 depth deltas and 200 trades a second on the book's coin. Rounds alternate which
 * side goes first; figures are medians over the rounds, with their spread in the notes. Per round: CDP
 * ScriptDuration over the stream (per second and per frame), script per frame from a trace (p50, p95,
 * and the frames whose script alone passed 16.7 ms: frames the book work dropped), frame intervals over
 * 16.7 ms of any cause, frame rate and long tasks. Both flag sets.
 */
import type { Browser } from 'playwright-core';
import { FLAG_SETS } from '../flag-sets';
import { measureWorkload, type FrameWorkload } from '../frame-workload';
import { recordsAgainst, type BenchSection } from '../report';
import { median, percentiles } from '../stats';
import { openPage, type OpenedPage } from '../workspace/browser';
import type { OrderBookKind } from './page';
import { startProductionPage } from './production-page';

const RATES = { deltasPerSecond: 2_000, tradesPerSecond: 200 };
const STREAM_MS = 8_000;
const ROUNDS = 3;
const VSYNC_MS = 1000 / 60;
const PEER = 'DOM rows, @tanstack/react-virtual, production React';
const PAGE = 'bench/pages/order-book.html';

type Sent = { deltas: number; trades: number; books: number };
type Round = FrameWorkload<Sent, number>;

async function measureKind(browser: Browser, opened: OpenedPage, kind: OrderBookKind): Promise<Round> {
  const { page, cdp } = opened;
  await page.evaluate(`window.orderBookBench.mount(${JSON.stringify(kind)}, ${JSON.stringify(RATES)})`);
  const shown = (await page.evaluate('window.orderBookBench.rowsShown()')) as number;
  if (shown === 0) throw new Error(`the ${kind === 'ours' ? 'order book' : 'DOM peer'} shows no rows`);
  const measured = await measureWorkload<Sent, number>(
    browser,
    page,
    cdp,
    async () =>
      (await page.evaluate(`window.orderBookBench.stream(${JSON.stringify(RATES)}, ${STREAM_MS})`)) as Sent,
    async () => (await page.evaluate('window.orderBookBench.rowsShown()')) as number,
  );
  await page.evaluate('window.orderBookBench.unmount()');
  return measured;
}

interface Figures {
  scriptPerSecond: number;
  scriptPerFrame: number;
  p50: number;
  p95: number;
  bookDrops: number;
  slowFrames: number;
  fps: number;
  longTasks: number;
  readback: number;
}

function figures(round: Round): Figures {
  const p = percentiles(round.script);
  return {
    // The stream's own seconds: the trace and GC around it are not part of the workload.
    scriptPerSecond: round.scriptTotal / (round.frames / round.fps),
    scriptPerFrame: round.scriptTotal / round.frames,
    p50: p.p50,
    p95: p.p95,
    bookDrops: round.script.filter((ms) => ms > VSYNC_MS).length,
    slowFrames: round.slowFrames,
    fps: round.fps,
    longTasks: round.longTasks.length,
    readback: round.readback,
  };
}

function medianOf(rounds: Figures[], key: keyof Figures): number {
  return median(rounds.map((round) => round[key]));
}

function spread(rounds: Figures[], key: keyof Figures, digits: number): string {
  return rounds.map((round) => round[key].toFixed(digits)).join(' / ');
}

export async function runOrderBookBench(): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  for (const flags of FLAG_SETS) {
    const served = await startProductionPage(PAGE, flags.args);
    try {
      const opened = await openPage(served, PAGE, { width: 1280, height: 900 });
      try {
        await opened.page.waitForFunction('"orderBookBench" in window', undefined, { timeout: 60_000 });
        const ours: Figures[] = [];
        const peer: Figures[] = [];
        const sent: Sent[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          // Alternate which goes first, so that a busy stretch of the machine does not land on one side.
          const order: OrderBookKind[] = round % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
          for (const kind of order) {
            const measured = await measureKind(served.browser, opened, kind);
            (kind === 'ours' ? ours : peer).push(figures(measured));
            if (kind === 'ours') sent.push(measured.sent);
          }
        }
        if (opened.errors.length > 0) throw new Error(`the bench page failed: ${opened.errors.join('; ')}`);
        sections.push(section(ours, peer, sent, flags.label));
      } finally {
        await opened.close();
      }
    } finally {
      await served.close();
    }
  }
  return sections;
}

function section(ours: Figures[], peer: Figures[], sent: Sent[], flags: string): BenchSection {
  const record = recordsAgainst(PEER);
  const label = `${RATES.deltasPerSecond.toLocaleString('en-US')} depth deltas/s + ${RATES.tradesPerSecond} trades/s`;
  const row = (name: string, unit: string, key: keyof Figures, better: 'lower' | 'higher', extra = {}) =>
    record(`${label}: ${name}`, unit, medianOf(ours, key), medianOf(peer, key), better, extra);
  return {
    title: `Order book in Chromium: ${RATES.deltasPerSecond.toLocaleString('en-US')} depth deltas/s + ${RATES.tradesPerSecond} trades/s, 420×860 panel, 30 levels a side (Pixi scene vs DOM rows), production build, ${flags}`,
    peerName: PEER,
    records: [
      row('main-thread script per second', 'ms/s', 'scriptPerSecond', 'lower', {
        target: { on: 'ratio', value: 2 },
      }),
      row('script per frame, mean (CDP)', 'ms', 'scriptPerFrame', 'lower'),
      row('script per frame, p50 (trace)', 'ms', 'p50', 'lower'),
      row('script per frame, p95 (trace)', 'ms', 'p95', 'lower'),
      row("frames whose script passed 16.7 ms (dropped by the book's work)", 'frames', 'bookDrops', 'lower', {
        target: { on: 'value', value: 0 },
      }),
      row('frame intervals over 16.7 ms (> 25 ms, any cause)', 'frames', 'slowFrames', 'lower'),
      row('frame rate', 'fps', 'fps', 'higher'),
      row('long tasks (> 50 ms)', 'tasks', 'longTasks', 'lower'),
    ],
    notes: [
      `Medians of ${ROUNDS} rounds of ${STREAM_MS / 1000} s each per side, alternating which side goes first; each mount is warmed up 1.5 s under the same stream.`,
      `Spread over the rounds (ours | peer): script per second ${spread(ours, 'scriptPerSecond', 1)} | ${spread(peer, 'scriptPerSecond', 1)} ms/s; script per frame p95 ${spread(ours, 'p95', 2)} | ${spread(peer, 'p95', 2)} ms; frames dropped by script ${spread(ours, 'bookDrops', 0)} | ${spread(peer, 'bookDrops', 0)}; slow intervals ${spread(ours, 'slowFrames', 0)} | ${spread(peer, 'slowFrames', 0)}.`,
      `Delivered to ours per round: ${sent.map((s) => `${s.deltas} deltas, ${s.trades} trades, ${s.books} books`).join('; ')} (the feed hands over the whole book at most once per animation frame, as the real feed client does).`,
      `WebGL read-back blocking the main thread (ours, median): ${medianOf(ours, 'readback').toFixed(0)} ms per round. With default flags the compositor reads every changed WebGL frame back (software compositing); slow intervals of any cause include that wait, which a GPU does not have. "Dropped by the book's work" counts frames whose main-thread script alone (trace) passed a vsync.`,
      'Both sides run in the same production build (vite build, React production), served by Vite preview; the book is grouped and laid out by the same pure rules on both sides.',
    ],
  };
}
