// The feed session against the real exchange simulator over a real socket (the `ws` package): a socket
// dropped by the fault switch mid-stream comes back with no duplicated and no lost ticker or trades
// frame, and skipped ticker frames are detected as gaps and healed by a snapshot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SOCKET_PATH, type Faults } from '../../../../../contract';
import { startServer, type RunningServer } from '../../../../../server/app';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { webSocketFactory, type WebSocketConstructor } from '../../../../../workers/core/feed/feed-socket';
import type { ServerFrame } from '../../../../../contract/socket';
import type { CoinKey } from '../../../../../contract/markets';
import type { SequenceVerdict } from '../../../../../workers/core/feed/sequencer';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-feed-'));
  server = await startServer({
    port: 0,
    dataDir,
    seed: 11,
    tradeRate: 2_000,
    testMode: true,
    serveApp: 'none',
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function setFaults(faults: Partial<Faults>): Promise<void> {
  const response = await fetch(`${server.url}${API.adminFaults}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  expect(response.status).toBe(200);
}

interface Seen {
  frame: ServerFrame;
  verdict: SequenceVerdict;
}

/** Every coin the simulator lists (its seeded catalogue). */
async function coinKeys(): Promise<CoinKey[]> {
  const response = await fetch(`${server.url}${API.coins}`);
  const body = (await response.json()) as { data: { key: CoinKey }[] };
  return body.data.map((coin) => coin.key);
}

function feed(keys: readonly CoinKey[] = []) {
  const seen: Seen[] = [];
  const url = `${server.url.replace(/^http/, 'ws')}${SOCKET_PATH}`;
  const session = new FeedSession({
    socketFactory: webSocketFactory(url, WebSocket as unknown as WebSocketConstructor),
    onFrame: (frame, verdict) => seen.push({ frame, verdict }),
  });
  const consumer = session.attach(() => undefined);
  // A route per coin of `keys`, as windows open them for the coins they show.
  const routed = { trades: 0, resets: 0 };
  keys.forEach((key, id) =>
    session.openTrades(consumer, id, key, {
      post: (batch) => {
        routed.trades += batch.time.length;
        if (batch.reset) routed.resets += 1;
      },
      close: () => undefined,
    }),
  );
  session.start();
  return { session, consumer, seen, routed };
}

/** Sequence numbers the session accepted on a channel, in arrival order. */
function accepted(seen: Seen[], ch: 'ticker' | 'trades'): number[] {
  return seen.filter((s) => s.frame.ch === ch && s.verdict !== 'duplicate').map((s) => s.frame.seq);
}

function expectContiguous(seqs: number[]): void {
  expect(seqs.length).toBeGreaterThan(10);
  const first = seqs[0]!;
  expect(seqs).toEqual(seqs.map((_, i) => first + i));
}

describe('feed session against the simulator', () => {
  // The drop, the refused attempts and the reconnect each wait on the real server's timers and sockets:
  // the test takes as long as its polls allow, not the default 5 s, on a busy machine.
  it('comes back from a dropped socket without duplicated or lost ticker and trades frames', async () => {
    const { session, consumer, seen, routed } = feed(await coinKeys());
    try {
      await expect.poll(() => accepted(seen, 'trades').length).toBeGreaterThan(10);
      await setFaults({ dropSocket: true });
      await expect.poll(() => session.connection().status).not.toBe('open');
      const beforeDrop = accepted(seen, 'trades').at(-1)!;
      // Refused for a while: the server keeps trading and the feed keeps trying.
      await expect.poll(() => session.connection().attempt).toBeGreaterThan(0);
      await setFaults({ dropSocket: false });
      await expect.poll(() => session.connection().reconnects).toBe(1);
      await expect
        .poll(() => accepted(seen, 'trades').filter((seq) => seq > beforeDrop + 10).length)
        .toBeGreaterThan(5);

      const trades = accepted(seen, 'trades');
      expectContiguous(trades);
      expect(seen.filter((s) => s.frame.ch === 'trades' && s.verdict === 'resync')).toHaveLength(0);
      // The ticker starts with the snapshot of the subscription, then every delta in order.
      const ticker = accepted(seen, 'ticker');
      expect(seen.find((s) => s.frame.ch === 'ticker')).toMatchObject({
        verdict: 'resync',
        frame: { snapshot: true },
      });
      expectContiguous(ticker.slice(1));
      expect(ticker[1]).toBe(ticker[0]! + 1);
      expect(session.connection()).toMatchObject({ status: 'open', gaps: 0, droppedFrames: 0 });

      // Every trade of every accepted frame reached its coin's route exactly once.
      const rows = seen
        .filter((s) => s.frame.ch === 'trades' && s.verdict !== 'duplicate')
        .reduce((sum, s) => sum + (s.frame.ch === 'trades' ? s.frame.rows.length : 0), 0);
      expect(routed).toEqual({ trades: rows, resets: 0 });
      expect(consumer.drain().reconnected).toBe(true);
    } finally {
      session.dispose();
    }
  });

  it('detects skipped ticker frames as gaps and heals them with a snapshot', async () => {
    const { session, seen } = feed();
    try {
      await expect.poll(() => accepted(seen, 'ticker').length).toBeGreaterThan(3);
      await setFaults({ skipTickerFrameEvery: 5 });
      await expect.poll(() => session.connection().gaps).toBeGreaterThan(0);
      const firstGap = seen.findIndex((s) => s.frame.ch === 'ticker' && s.verdict === 'gap');
      await expect
        .poll(() => seen.slice(firstGap + 1).some((s) => s.frame.ch === 'ticker' && s.verdict === 'resync'))
        .toBe(true);
      await setFaults({ skipTickerFrameEvery: 0 });
      const healed = seen.slice(firstGap + 1).find((s) => s.frame.ch === 'ticker' && s.verdict === 'resync')!;
      expect(healed.frame).toMatchObject({ ch: 'ticker', snapshot: true });
      expect(healed.frame.ch === 'ticker' && healed.frame.rows.length).toBe(session.table.size);
    } finally {
      session.dispose();
    }
  });
});
