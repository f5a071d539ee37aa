import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LinkState, SocketLink } from '../../../../../server/sources/exchange/exchange-events';
import { reconnectDelay, socketClient } from '../../../../../server/sources/exchange/socket-client';
import { VirtualTime } from './virtual-time';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A local ws server on a free port: what each connection was sent, and the live connections. */
async function exchange({ autoPong = true } = {}) {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, autoPong });
  const received: string[] = [];
  const sockets: WebSocket[] = [];
  let connections = 0;
  let pings = 0;
  wss.on('connection', (socket) => {
    connections += 1;
    socket.on('ping', () => (pings += 1));
    sockets.push(socket);
    socket.on('message', (data) => received.push(data.toString()));
    socket.on('close', () => sockets.splice(sockets.indexOf(socket), 1));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  cleanups.push(() => stop(http, wss));
  return {
    url: `ws://127.0.0.1:${port}/websocket/v1`,
    received,
    sockets,
    connections: () => connections,
    pings: () => pings,
    http,
    wss,
  };
}

async function stop(http: Server, wss?: WebSocketServer) {
  for (const client of wss?.clients ?? []) client.terminate();
  wss?.close();
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
}

/** Opens a link with a plan that records frames and states. */
function link(url: string, time: VirtualTime, plan: { ping?: { text: string; everyMs: number } } = {}) {
  const texts: string[] = [];
  const states: LinkState[] = [];
  const open = socketClient({
    timers: time,
    random: () => 0.5,
    idleMs: 30_000,
    backoffBaseMs: 500,
    backoffCapMs: 8000,
    refusedBackoffMs: 60_000,
    offlineAfter: 3,
  });
  const socket: SocketLink = open(url, {
    subscribe: () => ['[{"ticket":"t"},{"type":"trade","codes":["KRW-BTC"]}]'],
    ping: plan.ping,
    onText: (text) => texts.push(text),
    onState: (state) => states.push(state),
  });
  cleanups.push(() => socket.close());
  return { socket, texts, states };
}

const SUBSCRIPTION = '[{"ticket":"t"},{"type":"trade","codes":["KRW-BTC"]}]';

describe('socket client', () => {
  test('connects, subscribes on open, reports live, decodes binary and text frames as UTF-8', async () => {
    const server = await exchange();
    const time = new VirtualTime();
    const { texts, states } = link(server.url, time);
    await expect.poll(() => server.received).toEqual([SUBSCRIPTION]);
    expect(states).toEqual(['connecting', 'live']);
    server.sockets[0]!.send(Buffer.from('{"type":"trade","code":"KRW-BTC","trade_price":1000}', 'utf8'), {
      binary: true,
    });
    server.sockets[0]!.send('{"status":"UP"}');
    await expect
      .poll(() => texts)
      .toEqual(['{"type":"trade","code":"KRW-BTC","trade_price":1000}', '{"status":"UP"}']);
  });

  test('after a server-side drop it retries after the backoff and subscribes again', async () => {
    const server = await exchange();
    const time = new VirtualTime();
    const { states } = link(server.url, time);
    await expect.poll(() => server.received.length).toBe(1);
    server.sockets[0]!.send('{}');
    await expect.poll(() => server.sockets.length).toBe(1);
    server.sockets[0]!.close();
    await expect.poll(() => states.at(-1)).toBe('retrying');
    // The socket had delivered a frame: the first attempt waits base × ¾ (random 0.5 → factor 0.75).
    expect(time.pendingDelays()).toEqual([375]);
    await time.advance(375);
    await expect.poll(() => server.received).toEqual([SUBSCRIPTION, SUBSCRIPTION]);
    expect(states).toEqual(['connecting', 'live', 'retrying', 'live']);
  });

  test('resubscribe() sends the subscription again on the open socket', async () => {
    const server = await exchange();
    const { socket } = link(server.url, new VirtualTime());
    await expect.poll(() => server.received.length).toBe(1);
    socket.resubscribe();
    await expect.poll(() => server.received).toEqual([SUBSCRIPTION, SUBSCRIPTION]);
  });

  test("sends the plan's ping on its interval while open", async () => {
    const server = await exchange();
    const time = new VirtualTime();
    link(server.url, time, { ping: { text: 'PING', everyMs: 10_000 } });
    await expect.poll(() => server.received.length).toBe(1);
    await time.advance(10_000);
    await expect.poll(() => server.received).toEqual([SUBSCRIPTION, 'PING']);
    await time.advance(10_000);
    await expect.poll(() => server.received).toEqual([SUBSCRIPTION, 'PING', 'PING']);
  });

  test('silence: a protocol ping at half the idle deadline, and a socket that does not answer is reopened at the deadline', async () => {
    const server = await exchange({ autoPong: false });
    const time = new VirtualTime();
    const { states } = link(server.url, time);
    await expect.poll(() => server.received.length).toBe(1);
    await time.advance(10_000);
    server.sockets[0]!.send('{}');
    await expect.poll(() => time.pendingDelays()).toEqual([5000]);
    // 15 s after that frame: a ping, unanswered …
    await time.advance(15_000);
    await expect.poll(() => server.pings()).toBe(1);
    expect(states).toEqual(['connecting', 'live']);
    await time.advance(14_999);
    expect(server.connections()).toBe(1);
    // … at 30 s of silence the socket is dropped (no failure: it had delivered a frame) and reopened.
    await time.advance(1);
    expect(states.at(-1)).toBe('retrying');
    await time.advance(375);
    await expect.poll(() => server.connections()).toBe(2);
    await expect.poll(() => states.at(-1)).toBe('live');
  });

  test('a quiet market keeps its socket while the server answers the pings', async () => {
    const server = await exchange();
    const time = new VirtualTime();
    const { states } = link(server.url, time);
    await expect.poll(() => server.received.length).toBe(1);
    for (let second = 0; second < 120; second += 15) {
      await time.advance(15_000);
      await expect.poll(() => server.pings()).toBe(second / 15 + 1);
      // Let the pong arrive before the clock moves on.
      await expect.poll(() => time.pendingDelays()).toEqual([15_000]);
    }
    expect(states).toEqual(['connecting', 'live']);
    expect(server.connections()).toBe(1);
  });

  test('failed attempts back off exponentially with jitter and go offline after 3 in a row', async () => {
    const server = await exchange();
    await stop(server.http, server.wss);
    const time = new VirtualTime();
    const { states } = link(server.url, time);
    const delays: number[] = [];
    // Once an attempt has failed, the only timer left is the next attempt's.
    const nextAttempt = () => {
      const pending = time.pendingDelays();
      return pending.length === 1 && states.length > 1 && pending[0] !== 30_000 ? pending[0] : undefined;
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect.poll(nextAttempt).toBeDefined();
      delays.push(nextAttempt()!);
      await time.advance(delays.at(-1)!);
    }
    expect(delays).toEqual([375, 750, 1500, 3000, 6000]);
    expect(states).toEqual(['connecting', 'retrying', 'offline']);
    expect(states.at(-1)).toBe('offline');
  });

  test('an upgrade answered 429 is reported refused and waits the long backoff', async () => {
    const http = createServer();
    http.on('upgrade', (_request, socket) => {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => stop(http));
    const time = new VirtualTime();
    const { states } = link(`ws://127.0.0.1:${(http.address() as AddressInfo).port}/websocket/v1`, time);
    await expect.poll(() => states).toEqual(['connecting', 'refused']);
    expect(time.pendingDelays()).toEqual([60_000]);
  });

  test('an attempt that neither opens nor fails is given up at the idle deadline', async () => {
    // A TCP server that accepts and never answers the upgrade.
    const held: Socket[] = [];
    let closed = 0;
    const tcp = createTcpServer((socket) => {
      held.push(socket);
      socket.resume();
      socket.on('close', () => (closed += 1));
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => tcp.close(resolve));
    });
    const time = new VirtualTime();
    const { states } = link(`ws://127.0.0.1:${(tcp.address() as AddressInfo).port}/websocket/v1`, time);
    await expect.poll(() => held.length).toBe(1);
    await time.advance(29_999);
    expect(states).toEqual(['connecting']);
    await time.advance(1);
    expect(states).toEqual(['connecting', 'retrying']);
    // The abandoned attempt's connection is closed, not left open.
    await expect.poll(() => closed).toBe(1);
  });

  test('close() stops everything: the socket, the ping, the idle check, any reconnect', async () => {
    const server = await exchange();
    const time = new VirtualTime();
    const { socket, states } = link(server.url, time, { ping: { text: 'PING', everyMs: 10_000 } });
    await expect.poll(() => server.sockets.length).toBe(1);
    expect(time.pending).toBe(2);
    socket.close();
    expect(time.pending).toBe(0);
    await expect.poll(() => server.sockets.length).toBe(0);
    await time.advance(120_000);
    expect(server.connections()).toBe(1);
    expect(states).toEqual(['connecting', 'live']);
  });
});

describe('reconnectDelay', () => {
  test.each([
    [0, 0, 250],
    [0, 0.999, 500],
    [3, 0.5, 3000],
    [10, 0.5, 6000],
  ])('attempt %i, random %f → %i ms (base 500, cap 8000)', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, 500, 8000, random)).toBe(expected);
  });
});
