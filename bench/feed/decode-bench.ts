/**
 * Feed decode throughput: decodeFrame + the columnar ticker table and trade buffer, against zod + a Map
 * of objects, on the same frames in the same process. Two streams: a realistic mix (ticker, trades and
 * second-ticker frames at 5,000 trades/s), and small ticker frames (1–3 coins each), the frame the
 * ≥ 300,000 frames/s target is about.
 */
import { decodeFrame } from '../../workers/core/feed/frame-codec';
import type { TickerTuple } from '../../contract/socket';
import { TickerTable, type SecondTickerRow } from '../../workers/core/feed/ticker-table';
import { TradeBuffer } from '../../workers/core/feed/trade-buffer';
import { benchRecord, formatNumber, type BenchSection } from '../report';
import { compare } from '../timing';
import { mulberry32 } from '../../src/lib/seeded-random';
import { generateFeedStream, type FeedStream, type StreamOptions } from './stream';
import { ZodMapFeed } from './zod-peer';

/** One pass over the frames with the feed core; returns the rows taken (the frames must all decode). */
function runCore(frames: readonly string[], table = new TickerTable()): number {
  const trades = new TradeBuffer(1_000_000);
  let taken = 0;
  for (const text of frames) {
    const decoded = decodeFrame(text);
    if (!decoded.ok)
      throw new Error(
        `the bench stream has a frame the decoder rejects (${decoded.reason}): fix the generator`,
      );
    const frame = decoded.frame;
    if (frame.ch === 'ticker') {
      if (frame.snapshot) table.applySnapshot(frame.rows);
      else table.applyDelta(frame.rows);
      taken += table.takeDirty().length;
    } else if (frame.ch === 'trades') {
      for (const [key, time, price, quantity, side] of frame.rows)
        trades.push(table.ensureSlot(key), time, price, quantity, side);
      taken += trades.take().trades?.time.length ?? 0;
    } else if (frame.ch === 'secondTicker') {
      table.applyRates(frame.rows as SecondTickerRow[]);
      taken += table.takeDirty().length;
    }
  }
  return taken;
}

function runPeer(frames: readonly string[], feed = new ZodMapFeed()): number {
  let taken = 0;
  for (const text of frames) {
    feed.apply(text);
    taken += feed.drain();
  }
  if (feed.dropped > 0) throw new Error('the bench stream has frames zod rejects: fix the generator');
  return taken + feed.tickers.size;
}

/** Ticker delta frames of 1–3 coins each, as a quiet market sends them. */
function smallTickerFrames(stream: FeedStream, count: number): string[] {
  const random = mulberry32(99);
  const frames: string[] = [];
  for (let seq = 2; seq < count + 2; seq += 1) {
    const rows: TickerTuple[] = [];
    for (let k = 1 + Math.floor(random() * 3); k > 0; k -= 1) {
      const key = stream.keys[Math.floor(random() * stream.keys.length)]!;
      const price = 1000 + Math.round(random() * 1_000_000);
      rows.push([key, price, price, 12, 0.4, 1e9, 0, price + 10, price - 10, 1234.5, price - 12]);
    }
    frames.push(
      JSON.stringify({ ch: 'ticker', seq, t: 1_700_000_000_000 + seq * 100, snapshot: false, rows }),
    );
  }
  return frames;
}

export async function runDecodeBench(
  options: StreamOptions = { coins: 200, tradesPerSecond: 5_000, seconds: 10, seed: 7 },
): Promise<BenchSection[]> {
  const stream = generateFeedStream(options);
  const frames = stream.frames.length;
  const mixed = compare(
    { body: () => runCore(stream.frames), ops: frames },
    { body: () => runPeer(stream.frames), ops: frames },
    { rounds: 8, roundMs: 300, warmMs: 300 },
  );
  const small = smallTickerFrames(stream, 20_000);
  // Both sides start from the snapshot (the first frame of the stream), so that deltas hit known coins.
  const snapshot = stream.frames[0]!;
  const coreTable = new TickerTable();
  runCore([snapshot], coreTable);
  const peerFeed = new ZodMapFeed();
  runPeer([snapshot], peerFeed);
  const tiny = compare(
    { body: () => runCore(small, coreTable), ops: small.length },
    { body: () => runPeer(small, peerFeed), ops: small.length },
    { rounds: 8, roundMs: 200 },
  );
  const perSecond = (ns: number) => 1e9 / ns;
  const peer = 'zod + Map of objects';
  return [
    {
      title:
        `Feed decode: ${options.coins} coins, ${formatNumber(options.tradesPerSecond)} trades/s stream ` +
        `(${frames} frames, ${formatNumber(stream.rows)} rows), and ${formatNumber(small.length)} small ticker frames`,
      peerName: peer,
      records: [
        benchRecord({
          name: 'mixed stream, frames',
          unit: 'frames/s',
          value: perSecond(mixed.ours),
          peer,
          peerValue: perSecond(mixed.peer),
          ratio: mixed.speedup,
          better: 'higher',
        }),
        benchRecord({
          name: 'mixed stream, rows',
          unit: 'rows/s',
          value: (perSecond(mixed.ours) * stream.rows) / frames,
          peer,
          peerValue: (perSecond(mixed.peer) * stream.rows) / frames,
          ratio: mixed.speedup,
          better: 'higher',
        }),
        benchRecord({
          name: 'small ticker frames (1–3 coins)',
          unit: 'frames/s',
          value: perSecond(tiny.ours),
          peer,
          peerValue: perSecond(tiny.peer),
          ratio: tiny.speedup,
          better: 'higher',
          target: { on: 'value', value: 300_000 },
        }),
      ],
    },
  ];
}
