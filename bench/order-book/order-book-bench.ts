/**
 * The order book in Chromium (its performance target: ahead of a DOM book on the same feed): ours
 * (OrderBookController on the surface that costs least here, src/render/order-book/order-book-view.ts:
 * its own 2D canvas where WebGL rasterises on the CPU, as under both flag sets) against the same book as
 * DOM rows virtualised with @tanstack/react-virtual, both in the production build of
 * bench/pages/order-book.html
 * (production React), same 420×860 panel, same in-page feed: 2,000 depth deltas and 200 trades a second on
 * the book's coin. Each side runs in a fresh page per round, the side going first alternating
 * (bench/rounds.ts); figures are medians over the rounds with their spread. Per round: frame-workload.ts's
 * figures (CDP script per second and per frame, script per frame from a trace, frames, CPU per process kind,
 * heap) and the frames whose script alone passed 16.7 ms (frames the book work dropped). Both flag sets.
 */
import { startBrowser, type BenchBrowser } from '../bench-browser';
import { FLAG_SETS } from '../flag-sets';
import { FRAME_NOTE, frameRecords, measureWorkload, type FrameWorkload } from '../frame-workload';
import { recordsAgainst, type BenchSection } from '../report';
import { alternateRounds, roundNotes, type BenchOptions, type Rounds } from '../rounds';
import { median } from '../stats';
import { openPage } from '../workspace/browser';
import type { OrderBookKind } from './page';

const RATES = { deltasPerSecond: 2_000, tradesPerSecond: 200 };
const STREAM_MS = 8_000;
const VSYNC_MS = 1000 / 60;
const PEER = 'DOM rows, @tanstack/react-virtual, production React';
const PAGE = 'bench/pages/order-book.html';

type Sent = { deltas: number; trades: number; books: number };
type Round = FrameWorkload<Sent, number>;

/** One side in a fresh page: mounts it (warmed up under the stream), measures the stream. */
async function measureKind(bench: BenchBrowser, kind: OrderBookKind): Promise<Round> {
  const opened = await openPage(bench, PAGE, { width: 1280, height: 900 });
  try {
    const { page, cdp } = opened;
    await page.waitForFunction('"orderBookBench" in window', undefined, { timeout: 60_000 });
    await page.evaluate(`window.orderBookBench.mount(${JSON.stringify(kind)}, ${JSON.stringify(RATES)})`);
    const shown = (await page.evaluate('window.orderBookBench.rowsShown()')) as number;
    if (shown === 0) throw new Error(`the ${kind === 'ours' ? 'order book' : 'DOM peer'} shows no rows`);
    const measured = await measureWorkload<Sent, number>(
      bench.browser,
      page,
      cdp,
      async () =>
        (await page.evaluate(`window.orderBookBench.stream(${JSON.stringify(RATES)}, ${STREAM_MS})`)) as Sent,
      async () => (await page.evaluate('window.orderBookBench.rowsShown()')) as number,
    );
    await page.evaluate('window.orderBookBench.unmount()');
    if (opened.errors.length > 0) throw new Error(`the ${kind} page failed: ${opened.errors.join('; ')}`);
    return measured;
  } finally {
    await opened.close();
  }
}

export async function runOrderBookBench(options: BenchOptions): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  for (const flags of FLAG_SETS) {
    const bench = await startBrowser(flags.args);
    try {
      const rounds = await alternateRounds(flags.label, options, (kind) => measureKind(bench, kind));
      sections.push(section(rounds, flags.label, bench.note));
    } finally {
      await bench.close();
    }
  }
  return sections;
}

/** Frames whose main-thread script alone (trace) passed a vsync: frames the book's work dropped. */
const bookDrops = (round: Round) => round.script.filter((ms) => ms > VSYNC_MS).length;

function section({ ours, peer, starts }: Rounds<Round>, flags: string, note: string): BenchSection {
  const record = recordsAgainst(PEER);
  const label = `${RATES.deltasPerSecond.toLocaleString('en-US')} depth deltas/s + ${RATES.tradesPerSecond} trades/s`;
  return {
    title: `Order book in Chromium: ${RATES.deltasPerSecond.toLocaleString('en-US')} depth deltas/s + ${RATES.tradesPerSecond} trades/s, 420×860 panel, 30 levels a side (our drawn book vs DOM rows), ${flags}`,
    peerName: PEER,
    records: [
      ...frameRecords(label, ours, peer, record, { perSecond: { on: 'ratio', value: 2 } }),
      record(
        `${label}: frames whose script passed 16.7 ms (dropped by the book's work)`,
        'frames',
        ours.map(bookDrops),
        peer.map(bookDrops),
        'lower',
        { target: { on: 'value', value: 0 } },
      ),
    ],
    notes: [
      note,
      ...roundNotes(starts),
      `Rounds of ${STREAM_MS / 1000} s per side; each mount is warmed up 1.5 s under the same stream.`,
      FRAME_NOTE,
      `Delivered to ours per round: ${ours.map((s) => `${s.sent.deltas} deltas, ${s.sent.trades} trades, ${s.sent.books} books`).join('; ')} (the feed hands over the whole book at most once per animation frame, as the real feed client does).`,
      `WebGL read-back blocking the main thread (ours, median): ${median(ours.map((round) => round.readback)).toFixed(0)} ms per round. With default flags the compositor reads every changed WebGL frame back (software compositing); frames over 16.7 ms of any cause include that wait, which a GPU does not have. "Dropped by the book's work" counts frames whose main-thread script alone (trace) passed a vsync.`,
      'The book is grouped and laid out by the same pure rules on both sides.',
    ],
    rounds: starts,
  };
}
