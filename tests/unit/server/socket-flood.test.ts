// The flood at reduced scale, against the whole server on loopback: sockets that ask for ticker
// snapshots hundreds of times each and never read. The server keeps answering /v1/health, serialises the
// snapshot once per seq, drops the excess messages, closes the flooders, and its send buffers stay within
// the budget; after it every per-socket structure is empty, and the test notes the process's RSS before,
// at the peak and after (a figure, not an assertion: RSS is the allocator's). Also the socket caps, which
// answer before the upgrade in the JSON envelope.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { rmSync } from 'node:fs';
import { rssReturn } from '../../../bench/stats';
import { API, SOCKET_PATH, type Envelope, type HealthInfo } from '../../../contract';
import { buildServer, type BuiltServer } from '../../../server/app';
import {
  BUFFER_BUDGET_BYTES,
  FLOOD_ALLOWANCE,
  MAX_SOCKETS_PER_ADDRESS,
  OP_BURST,
  OP_RATE_PER_SECOND,
  SNAPSHOT_MAX_AGE_MS,
} from '../../../server/feed/feed-limits';
import { tempDataDir } from './helpers';

const FLOODERS = 24;
const OPS_EACH = 400;

let built: BuiltServer;
let dataDir: string;
let base: string;
beforeAll(async () => {
  dataDir = tempDataDir();
  built = await buildServer({ dataDir, serveApp: 'none', testMode: true, tradeRate: 0 });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const hub = () => built.context.hub;

const gc = (globalThis as { gc?: () => void }).gc;
/** The process's RSS, after a full GC when the test runs with --expose-gc. */
function settledRss(): number {
  gc?.();
  return process.memoryUsage.rss();
}

/** A raw socket: opened, or refused with the HTTP answer to the upgrade. */
function connect(): Promise<{ socket: WebSocket } | { status: number; body: Envelope<unknown> }> {
  const socket = new WebSocket(`ws://${base}${SOCKET_PATH}`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += String(chunk)));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Envelope<unknown> }),
      );
    });
    socket.once('error', reject);
  });
}

function closed(socket: WebSocket): Promise<number> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve(-1);
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

async function health(): Promise<{ status: number; body: Envelope<HealthInfo> }> {
  const response = await fetch(`http://${base}${API.health}`);
  return { status: response.status, body: (await response.json()) as Envelope<HealthInfo> };
}

/** Polls `ready` between health calls (each must answer) until it holds. */
async function whileHealthy(ready: () => boolean, onCall: () => void = () => undefined): Promise<number> {
  let calls = 0;
  while (!ready()) {
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body.data.ok).toBe(true);
    onCall();
    calls++;
  }
  return calls;
}

describe('socket caps', () => {
  test(`the ${MAX_SOCKETS_PER_ADDRESS + 1}th socket of one address is refused with 429 in the envelope, before the upgrade`, async () => {
    const sockets: WebSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i++) {
      const result = await connect();
      expect('socket' in result).toBe(true);
      if ('socket' in result) sockets.push(result.socket);
    }
    const refusedBefore = hub().stats.refusedSockets;
    const refused = await connect();
    expect(refused).toMatchObject({ status: 429, body: { status: 429, code: 'TOO_MANY_REQUESTS' } });
    expect('body' in refused && refused.body.message).toBeTruthy();
    expect(hub().stats.refusedSockets).toBe(refusedBefore + 1);

    // A place that frees up is taken again.
    sockets[0]!.close();
    await closed(sockets[0]!);
    const again = await connect();
    expect('socket' in again).toBe(true);
    if ('socket' in again) sockets[0] = again.socket;
    await Promise.all(
      sockets.map((socket) => {
        const done = closed(socket);
        socket.close();
        return done;
      }),
    );
  });
});

describe('flood', () => {
  test(`${FLOODERS} sockets × ${OPS_EACH} snapshot requests, never reading: health answers, the flooders are closed, buffers stay in budget`, async ({
    annotate,
  }) => {
    const rss = { start: settledRss(), peak: 0, after: 0 };
    rss.peak = rss.start;
    const stats = { ...hub().stats };
    const buildsBefore = hub().snapshotBuilds;
    const started = Date.now();
    const sockets: WebSocket[] = [];
    for (let i = 0; i < FLOODERS; i++) {
      const result = await connect();
      if (!('socket' in result)) throw new Error(`refused: ${result.status}`);
      sockets.push(result.socket);
    }
    const received = sockets.map(() => ({ tickers: 0, close: undefined as number | undefined }));
    sockets.forEach((socket, i) => {
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { ch: string }).ch === 'ticker') received[i]!.tickers++;
      });
      socket.on('close', (code) => (received[i]!.close = code));
      // Not reading: the server's send buffers fill once the kernel's are full.
      socket.pause();
      // Following a channel, so that the flood, not the subscribe deadline, is what closes them.
      socket.send('{"op":"sub","ch":"intro"}');
      for (let op = 0; op < OPS_EACH; op++) socket.send('{"op":"snapshot","ch":"ticker"}');
    });

    let peakBuffered = 0;
    const calls = await whileHealthy(
      () => hub().stats.floodedSockets - stats.floodedSockets === FLOODERS,
      () => {
        peakBuffered = Math.max(peakBuffered, hub().bufferedBytes);
        rss.peak = Math.max(rss.peak, process.memoryUsage.rss());
      },
    );
    expect(calls).toBeGreaterThan(0);
    expect(peakBuffered).toBeLessThanOrEqual(BUFFER_BUDGET_BYTES);
    // Every flooder had its burst served and at least its allowance dropped before it was closed (the
    // buckets refill a little while the messages are read, hence the refill terms).
    const elapsed = Date.now() - started;
    const refill = Math.ceil((elapsed / 1000) * OP_RATE_PER_SECOND);
    expect(hub().stats.rateLimitedMessages - stats.rateLimitedMessages).toBeGreaterThanOrEqual(
      FLOODERS * FLOOD_ALLOWANCE,
    );
    // One ticker table for all of them: rebuilt only as it ages (the seq stands still with no trades).
    expect(hub().snapshotBuilds - buildsBefore).toBeLessThanOrEqual(
      1 + Math.ceil(elapsed / SNAPSHOT_MAX_AGE_MS),
    );

    // Reading again, each gets at most the burst it was served, then its close.
    for (const socket of sockets) socket.resume();
    await Promise.all(sockets.map((socket) => closed(socket)));
    for (const { tickers, close } of received) {
      expect(tickers).toBeLessThanOrEqual(OP_BURST + refill);
      // The policy code, unless the close frame sat behind a full buffer and the socket was cut.
      expect([1008, 1006]).toContain(close);
    }
    await whileHealthy(() => hub().socketCount === 0);
    expect(hub().bufferedBytes).toBe(0);
    // Every place is given back once the sockets are really closed.
    await whileHealthy(() => hub().heldPlaces === 0);
    rss.after = settledRss();
    await annotate(`${rssReturn(rss).text}${gc ? '' : ' (no GC exposed: garbage not yet collected counts)'}`);
  });
});
