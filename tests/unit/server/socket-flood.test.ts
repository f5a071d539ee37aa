// The flood at reduced scale, against the whole server on loopback: sockets that ask for ticker
// snapshots hundreds of times each and never read. The server keeps answering /v1/health, serialises the
// snapshot once per seq, drops the excess messages, closes the flooders, and its send buffers stay within
// the budget; after it every per-socket structure is empty. The server's RSS around the same flood is noted
// by socket-flood-rss.test.ts, with the server in a process of its own (here the process's RSS would mix in
// the test's clients). Also the socket caps, which answer before the upgrade in the JSON envelope.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type WebSocket from 'ws';
import { rmSync } from 'node:fs';
import { buildServer, type BuiltServer } from '../../../server/app';
import {
  BUFFER_BUDGET_BYTES,
  FLOOD_ALLOWANCE,
  MAX_SOCKETS_PER_ADDRESS,
  OP_BURST,
  OP_RATE_PER_SECOND,
  SNAPSHOT_MAX_AGE_MS,
} from '../../../server/feed/feed-limits';
import {
  closed,
  connect,
  flood,
  FLOODERS,
  OPS_EACH,
  openFlooders,
  readToClose,
  whileHealthy,
} from './flood-sockets';
import { tempDataDir } from './helpers';

let built: BuiltServer;
let dataDir: string;
let url: string;
beforeAll(async () => {
  dataDir = tempDataDir();
  built = await buildServer({ dataDir, serveApp: 'none', testMode: true, tradeRate: 0 });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const hub = () => built.context.hub;

describe('socket caps', () => {
  test(`the ${MAX_SOCKETS_PER_ADDRESS + 1}th socket of one address is refused with 429 in the envelope, before the upgrade`, async () => {
    const sockets: WebSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i++) {
      const result = await connect(url);
      expect('socket' in result).toBe(true);
      if ('socket' in result) sockets.push(result.socket);
    }
    const refusedBefore = hub().stats.refusedSockets;
    const refused = await connect(url);
    expect(refused).toMatchObject({ status: 429, body: { status: 429, code: 'TOO_MANY_REQUESTS' } });
    expect('body' in refused && refused.body.message).toBeTruthy();
    expect(hub().stats.refusedSockets).toBe(refusedBefore + 1);

    // A place that frees up is taken again.
    sockets[0]!.close();
    await closed(sockets[0]!);
    const again = await connect(url);
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
  test(`${FLOODERS} sockets × ${OPS_EACH} snapshot requests, never reading: health answers, the flooders are closed, buffers stay in budget`, async () => {
    const stats = { ...hub().stats };
    const buildsBefore = hub().snapshotBuilds;
    const started = Date.now();
    const sockets = await openFlooders(url);
    const received = sockets.map(() => ({ tickers: 0, close: undefined as number | undefined }));
    sockets.forEach((socket, i) => {
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { ch: string }).ch === 'ticker') received[i]!.tickers++;
      });
      socket.on('close', (code) => (received[i]!.close = code));
      flood(socket);
    });

    let peakBuffered = 0;
    const calls = await whileHealthy(
      url,
      () => hub().stats.floodedSockets - stats.floodedSockets === FLOODERS,
      () => (peakBuffered = Math.max(peakBuffered, hub().bufferedBytes)),
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
    await readToClose(sockets);
    for (const { tickers, close } of received) {
      expect(tickers).toBeLessThanOrEqual(OP_BURST + refill);
      // The policy code, unless the close frame sat behind a full buffer and the socket was cut.
      expect([1008, 1006]).toContain(close);
    }
    await whileHealthy(url, () => hub().socketCount === 0);
    expect(hub().bufferedBytes).toBe(0);
    // Every place is given back once the sockets are really closed.
    await whileHealthy(url, () => hub().heldPlaces === 0);
  });
});
