/**
 * The socket flood at reduced scale, shared by socket-flood.test.ts (the server in the test's
 * process) and socket-flood-rss.test.ts (the server in a child process): raw sockets on loopback that
 * follow one channel, then ask for ticker snapshots hundreds of times each without reading; and
 * /v1/health, which must answer throughout.
 */
import { expect } from 'vitest';
import WebSocket from 'ws';
import { API, SOCKET_PATH, type Envelope, type HealthInfo } from '../../../contract';

export const FLOODERS = 24;
export const OPS_EACH = 400;

/** A raw socket to the server at `url` (http://host:port): opened, or refused with the upgrade's answer. */
export function connect(
  url: string,
): Promise<{ socket: WebSocket } | { status: number; body: Envelope<unknown> }> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${SOCKET_PATH}`);
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

/** Answers the close code once the socket is closed (-1 when it already was). */
export function closed(socket: WebSocket): Promise<number> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve(-1);
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

export async function health(url: string): Promise<{ status: number; body: Envelope<HealthInfo> }> {
  const response = await fetch(`${url}${API.health}`);
  return { status: response.status, body: (await response.json()) as Envelope<HealthInfo> };
}

/**
 * Polls `ready` between health calls (each must answer, and is passed to `onCall`) until it holds;
 * answers the number of calls.
 */
export async function whileHealthy(
  url: string,
  ready: () => boolean,
  onCall: (info: HealthInfo) => void = () => undefined,
): Promise<number> {
  let calls = 0;
  while (!ready()) {
    const answer = await health(url);
    expect(answer.status).toBe(200);
    expect(answer.body.data.ok).toBe(true);
    onCall(answer.body.data);
    calls++;
  }
  return calls;
}

/** FLOODERS sockets, all opened (a refusal throws). */
export async function openFlooders(url: string): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < FLOODERS; i++) {
    const result = await connect(url);
    if (!('socket' in result)) throw new Error(`refused: ${result.status}`);
    sockets.push(result.socket);
  }
  return sockets;
}

/** The flood of one socket: it stops reading, follows a channel, then asks for OPS_EACH ticker snapshots. */
export function flood(socket: WebSocket): void {
  // Not reading: the server's send buffers fill once the kernel's are full.
  socket.pause();
  // Following a channel, so that the flood, not the subscribe deadline, is what closes them.
  socket.send('{"op":"sub","ch":"intro"}');
  for (let op = 0; op < OPS_EACH; op++) socket.send('{"op":"snapshot","ch":"ticker"}');
}

/** The flooders read again, up to their close; answers once every one is closed. */
export async function readToClose(sockets: readonly WebSocket[]): Promise<void> {
  for (const socket of sockets) socket.resume();
  await Promise.all(sockets.map((socket) => closed(socket)));
}
