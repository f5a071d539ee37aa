/**
 * Bench page: frame-to-main-thread latency of the real feed client (SharedWorker, change sets applied
 * once per animation frame) and, in the same page and run, of a naive main-thread WebSocket that
 * JSON.parses every frame and writes it into a Map. Latency is sampled on ticker frames on both sides: the
 * feed client's change sets carry tickers only (trades go to the charts and panels that asked for a coin's
 * trade route), while the naive socket still parses and keeps every trades frame. The socket URL comes in
 * `?socket=`. The runner reads `window.feedLatencyBench` once the run is over.
 */
import { createFeedClient } from '../../src/api/feed-client';
import { workerFeedTransport } from '../../src/api/feed-transport';

interface Samples {
  /** ms from a frame's server time to its arrival on the main thread. */
  latency: number[];
  /** The same for the oldest frame folded into a change set (the feed client only). */
  oldest: number[];
  frames: number;
}

const socket = new URLSearchParams(location.search).get('socket');
if (!socket) throw new Error('feed-latency.html needs ?socket=ws://…');

const now = () => performance.timeOrigin + performance.now();
const feed: Samples = { latency: [], oldest: [], frames: 0 };
const naive: Samples = { latency: [], oldest: [], frames: 0 };
let recording = false;

const client = createFeedClient(workerFeedTransport({ url: socket }, 'shared'));
client.onChanges((changes) => {
  const timing = changes.timing;
  if (!recording || !timing) return;
  feed.latency.push(timing.appliedAt - timing.serverTime);
  feed.oldest.push(timing.appliedAt - timing.oldestServerTime);
  feed.frames += 1;
});

const tickers = new Map<string, Record<string, number>>();
const trades: object[] = [];
const ws = new WebSocket(socket);
ws.onopen = () => {
  for (const ch of ['ticker', 'trades']) ws.send(JSON.stringify({ op: 'sub', ch }));
};
ws.onmessage = (event: MessageEvent<string>) => {
  const frame = JSON.parse(event.data) as { ch: string; t: number; rows?: unknown[][] };
  if (frame.ch === 'ticker') {
    for (const row of frame.rows ?? [])
      tickers.set(row[0] as string, { closePrice: row[1] as number, chgRate: row[4] as number });
  } else {
    if (frame.ch === 'trades') {
      for (const row of frame.rows ?? [])
        trades.push({ key: row[0], time: row[1], price: row[2], quantity: row[3], side: row[4] });
      if (trades.length > 10_000) trades.length = 0;
    }
    return;
  }
  if (!recording) return;
  naive.latency.push(now() - frame.t);
  naive.frames += 1;
};

declare global {
  interface Window {
    feedLatencyBench: { start(): void; stop(): { feed: Samples; naive: Samples; connection: unknown } };
  }
}

window.feedLatencyBench = {
  start() {
    recording = true;
  },
  stop() {
    recording = false;
    const connection = client.connection();
    client.dispose();
    ws.close();
    return { feed, naive, connection };
  },
};
