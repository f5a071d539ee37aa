// Fuzz of the socket's client messages (fast-check, fixed seed): 10,000 generated frames — valid ops with
// odd values, invalid JSON, huge and odd numbers, unknown channels, binary frames, deep nesting, strings up
// to the largest message — against a live hub over real sockets, on the hub's own clock (moved between
// batches so that the rate limit lets every frame through to the parser). Nothing throws, no socket is
// lost, every malformed frame is counted, and the hub still answers a ping and serves a new subscriber.
// Then a burst of the same frames against the whole server, whose /v1/health answers and counts them.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { API, CHANNELS, SOCKET_PATH, type HealthInfo } from '../../../contract';
import { parseClientMessage } from '../../../server/feed/client-message';
import { MAX_CLIENT_MESSAGE_BYTES, OP_BURST } from '../../../server/feed/feed-limits';
import { call, FeedClient, startTestServer } from './helpers';
import { startHubServer, type HubServer } from './hub-server';

const SEED = 20261125;
const FRAMES = 10_000;
/** Frames per socket between pings: with the ping, within one burst of the rate limit. */
const BATCH = OP_BURST - 5;
const SOCKETS = 4;

type Fuzzed = { text: string } | { binary: Uint8Array };

const sinceArb = fc.oneof(
  fc.constantFrom(
    0,
    1,
    999,
    1000,
    1001,
    1_000_000,
    Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
    1e308,
    -1,
    0.5,
    1e-300,
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.constant(null),
);
const keyArb = fc.oneof(
  fc.constantFrom('BTC-KRW', 'ETH-KRW', 'NOPE-KRW', 'btc-krw', 'BTC', '', '-', 'BTC-KRW-KRW', '__proto__'),
  fc.stringMatching(/^[A-Z0-9]{1,12}-[A-Z]{2,6}$/),
  fc.string({ maxLength: 16 }),
  fc.integer(),
);
const channelArb = fc.oneof(
  fc.constantFrom(...CHANNELS),
  fc.constantFrom('heartbeat', '__proto__', 'constructor', 'TICKER', ''),
  fc.string({ maxLength: 12 }),
);
/** Messages shaped like the protocol's, with odd values in every field. */
const opArb = fc
  .record(
    {
      op: fc.constantFrom('sub', 'unsub', 'snapshot', 'ping', 'PING', 'pong', ''),
      ch: channelArb,
      since: sinceArb,
      key: keyArb,
      extra: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: ['op'] },
  )
  .map((message) => ({ text: JSON.stringify(message) }));
/** Numbers JSON.stringify never writes: out of double range, hex, leading zeros, long digit strings. */
const rawNumberArb = fc
  .tuple(
    fc.constantFrom('sub', 'snapshot'),
    fc.constantFrom('ticker', 'orderbook', 'trades', 'assetChange'),
    fc.constantFrom(
      '1e999',
      '-1e999',
      '123456789012345678901234567890',
      '0x10',
      '01',
      '-0',
      '1.0',
      '1E3',
      'NaN',
    ),
  )
  .map(([op, ch, raw]) => ({ text: `{"op":"${op}","ch":"${ch}","since":${raw},"key":"BTC-KRW"}` }));
const deepArb = fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.boolean()).map(([depth, inOp]) => ({
  text: inOp
    ? `{"op":"sub","ch":"ticker","x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`,
}));
const longArb = fc.oneof(
  fc
    .integer({ min: 1_000, max: MAX_CLIENT_MESSAGE_BYTES - 20 })
    .map((length) => ({ text: `{"op":"sub","ch":"${'x'.repeat(length)}"}` })),
  // A valid ping padded to exactly the largest message.
  fc.constant({ text: `{"op":"ping"}${' '.repeat(MAX_CLIENT_MESSAGE_BYTES - 13)}` }),
);
const fuzzArb: fc.Arbitrary<Fuzzed> = fc.oneof(
  { weight: 8, arbitrary: opArb },
  { weight: 2, arbitrary: rawNumberArb },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ text })) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }).map((text) => ({ text })) },
  {
    weight: 2,
    arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ text: JSON.stringify(value) ?? '' })),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 256 }).map((binary) => ({ binary })) },
  { weight: 1, arbitrary: deepArb },
  { weight: 1, arbitrary: longArb },
);

/** Whether the hub counts a frame as malformed: binary, or text (as it arrives, UTF-8) it cannot parse. */
function isMalformed(frame: Fuzzed): boolean {
  return 'binary' in frame || parseClientMessage(Buffer.from(frame.text).toString()) === undefined;
}

/** A socket that only counts what it gets (most of it is snapshots), and its heartbeats. */
class FuzzSocket {
  heartbeats = 0;
  bytes = 0;
  closed: number | undefined;
  private wake: (() => void) | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.bytes += data.length;
      if (data.length < 100 && String(data).startsWith('{"ch":"heartbeat"')) this.heartbeats++;
      this.wake?.();
    });
    socket.on('close', (code) => {
      this.closed = code;
      this.wake?.();
    });
  }

  static open(url: string, cookie?: string): Promise<FuzzSocket> {
    const socket = new WebSocket(url.replace('http', 'ws') + SOCKET_PATH, {
      headers: cookie ? { cookie } : {},
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new FuzzSocket(socket)));
      socket.once('error', reject);
    });
  }

  /**
   * Sends the frames and a ping, and waits until the ping's heartbeat came back: every frame before it
   * has been handled. Pings among the frames are answered too, so their heartbeats are counted in.
   */
  async sendAndSettle(batch: readonly Fuzzed[]): Promise<void> {
    let target = this.heartbeats + 1;
    for (const frame of batch) {
      if ('binary' in frame) this.socket.send(frame.binary, { binary: true });
      else {
        this.socket.send(frame.text);
        if (parseClientMessage(Buffer.from(frame.text).toString())?.op === 'ping') target++;
      }
    }
    this.socket.send('{"op":"ping"}');
    while (this.heartbeats < target && this.closed === undefined)
      await new Promise<void>((resolve) => (this.wake = resolve));
    if (this.closed !== undefined) throw new Error(`socket closed with ${this.closed}`);
  }

  close(): void {
    this.socket.close();
  }
}

const frames = fc.sample(fuzzArb, { seed: SEED, numRuns: FRAMES });

describe('socket client frames, fuzzed', () => {
  let server: HubServer;
  beforeAll(async () => {
    server = await startHubServer();
    server.source.seed('BTC-KRW', 1000, 40);
    server.source.seed('ETH-KRW', 500, 10);
  });
  afterAll(() => server.stop());

  test(`${FRAMES} frames over ${SOCKETS} sockets: no throw, no socket lost, every malformed one counted`, async () => {
    expect(frames).toHaveLength(FRAMES);
    const before = { ...server.hub.stats };
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS }, (_, i) =>
        FuzzSocket.open(server.url, i === 0 ? 'mem=7; session=s7' : undefined),
      ),
    );
    for (let start = 0; start < frames.length; start += BATCH * SOCKETS) {
      // A fresh burst for every socket.
      server.clock.now += 10_000;
      await Promise.all(
        sockets.map((socket, i) => {
          const from = start + i * BATCH;
          return socket.sendAndSettle(frames.slice(from, from + BATCH)).catch((error: unknown) => {
            throw new Error(`frames ${from}…${from + BATCH} (seed ${SEED}): ${String(error)}`);
          });
        }),
      );
    }
    const stats = server.hub.stats;
    expect(stats.malformedMessages - before.malformedMessages).toBe(frames.filter(isMalformed).length);
    expect(stats.rateLimitedMessages - before.rateLimitedMessages).toBe(0);
    expect(stats.floodedSockets - before.floodedSockets).toBe(0);
    for (const socket of sockets) expect(socket.closed).toBeUndefined();
    expect(server.hub.socketCount).toBe(SOCKETS);

    // Still serving: the old sockets answer, a new one gets its snapshot.
    server.clock.now += 10_000;
    await Promise.all(sockets.map((socket) => socket.sendAndSettle([])));
    const fresh = await FeedClient.open(server);
    fresh.send({ op: 'sub', ch: 'ticker' });
    const snapshot = await fresh.until(() => fresh.of('ticker')[0]);
    expect(snapshot.snapshot).toBe(true);
    await fresh.close();
    for (const socket of sockets) socket.close();
  });

  test('the whole server: a burst of the same kind of frames per socket, /v1/health answering and counting', async () => {
    const test$ = await startTestServer({ tradeRate: 300 });
    try {
      const burst = fc.sample(fuzzArb, { seed: SEED + 1, numRuns: 20 * BATCH });
      const health = async () => (await call<HealthInfo>(test$.server, API.health)).body.data;
      const before = (await health()).malformedMessages;
      const sockets = await Promise.all(Array.from({ length: 20 }, () => FuzzSocket.open(test$.server.url)));
      await Promise.all(
        sockets.map((socket, i) => socket.sendAndSettle(burst.slice(i * BATCH, (i + 1) * BATCH))),
      );
      // The server's own heartbeats (every HEARTBEAT_MS) may have come first: health answers until the
      // last frames are counted.
      const malformed = burst.filter(isMalformed).length;
      let after = await health();
      while (after.malformedMessages - before < malformed) after = await health();
      expect(after.ok).toBe(true);
      expect(after.malformedMessages - before).toBe(malformed);
      expect(after.sockets).toBe(20);
      for (const socket of sockets) socket.close();
    } finally {
      await test$.stop();
    }
  });
});
