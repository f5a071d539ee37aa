/**
 * Feed decode throughput: decodeFrame + the columnar ticker table and trade buffer, against zod + a Map
 * of objects, over the same generated stream in the same process. Each side runs the whole stream
 * repeatedly for a fixed time; rounds alternate so that neither side always runs on a warmer machine.
 */
import { decodeFrame } from '../../workers/core/feed/frame-codec';
import { TickerTable, type SecondTickerRow } from '../../workers/core/feed/ticker-table';
import { TradeBuffer } from '../../workers/core/feed/trade-buffer';
import { generateFeedStream, type FeedStream, type StreamOptions } from './stream';
import { ZodMapFeed } from './zod-peer';

export interface ThroughputResult {
  framesPerSecond: number;
  rowsPerSecond: number;
}

export interface DecodeBenchResult {
  stream: StreamOptions & { frames: number; rows: number };
  ours: ThroughputResult;
  peer: ThroughputResult;
  /** ours / peer frames per second: the median of the per-round ratios. */
  ratio: number;
}

/** One pass over the stream with the feed core; returns frames dropped (must be 0). */
function runCore(stream: FeedStream): number {
  const table = new TickerTable();
  const trades = new TradeBuffer(1_000_000);
  let dropped = 0;
  for (const text of stream.frames) {
    const decoded = decodeFrame(text);
    if (!decoded.ok) {
      dropped += 1;
      continue;
    }
    const frame = decoded.frame;
    if (frame.ch === 'ticker') {
      if (frame.snapshot) table.applySnapshot(frame.rows);
      else table.applyDelta(frame.rows);
      table.takeDirty();
    } else if (frame.ch === 'trades') {
      for (const [key, time, price, quantity, side] of frame.rows)
        trades.push(table.ensureSlot(key), time, price, quantity, side);
      trades.take();
    } else if (frame.ch === 'secondTicker') {
      table.applyRates(frame.rows as SecondTickerRow[]);
      table.takeDirty();
    }
  }
  return dropped;
}

function runPeer(stream: FeedStream): number {
  const feed = new ZodMapFeed();
  for (const text of stream.frames) {
    feed.apply(text);
    feed.drain();
  }
  return feed.dropped;
}

/** Passes per second of `run` over at least `ms` of wall time. */
function measure(run: () => number, ms: number): number {
  const start = performance.now();
  let passes = 0;
  for (;;) {
    if (run() !== 0)
      throw new Error(
        'the bench stream has frames a decoder rejects: the generator and the decoders disagree',
      );
    passes += 1;
    const elapsed = performance.now() - start;
    if (elapsed >= ms) return passes / (elapsed / 1000);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function runDecodeBench(
  options: StreamOptions = { coins: 200, tradesPerSecond: 5_000, seconds: 10, seed: 7 },
): DecodeBenchResult {
  const stream = generateFeedStream(options);
  const frames = stream.frames.length;
  // Warm both paths up so the JIT has seen them before timing starts.
  measure(() => runCore(stream), 300);
  measure(() => runPeer(stream), 300);
  // Short rounds side by side, ratio taken per round: a busy machine slows both sides of a round alike.
  const ours: number[] = [];
  const peer: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < 8; round += 1) {
    const a = measure(() => runCore(stream), 400);
    const b = measure(() => runPeer(stream), 400);
    ours.push(a);
    peer.push(b);
    ratios.push(a / b);
  }
  const oursPasses = median(ours);
  const peerPasses = median(peer);
  return {
    stream: { ...options, frames, rows: stream.rows },
    ours: { framesPerSecond: oursPasses * frames, rowsPerSecond: oursPasses * stream.rows },
    peer: { framesPerSecond: peerPasses * frames, rowsPerSecond: peerPasses * stream.rows },
    ratio: median(ratios),
  };
}
