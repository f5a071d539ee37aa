/** Shared helpers of the simulator tests: a server on a free port in a temp dir, login, a socket client. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../../../server/app';
import { API, SOCKET_PATH, type Envelope, type ServerFrame } from '../../../contract';
import type { ServerOptions } from '../../../server/options';
import { WAIT_GUARD_MS } from '../../hang-guard';

export interface TestServer {
  server: RunningServer;
  dataDir: string;
  /** Closes the server and removes its data directory. */
  stop(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'tradedeck-server-'));
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const server = await startServer({
    port: 0,
    dataDir,
    serveApp: 'none',
    testMode: true,
    tradeRate: 0,
    logLevel: 'silent',
    ...options,
  });
  return {
    server,
    dataDir,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export async function call<T = unknown>(
  server: RunningServer,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
}

/** Logs in and answers the session cookie ("td_session=…"). */
export async function login(server: RunningServer, loginId: string, password = 'demo1234'): Promise<string> {
  const result = await call(server, API.login, { method: 'POST', body: { loginId, password } });
  if (result.status !== 200) throw new Error(`login ${loginId} failed: ${result.status}`);
  const cookie = result.headers.get('set-cookie') ?? '';
  return cookie.split(';', 1)[0]!;
}

/** A socket client that keeps every frame and can wait for one. */
export class FeedClient {
  readonly frames: ServerFrame[] = [];
  closed: { code: number } | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', (code) => {
      this.closed = { code };
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(server: Pick<RunningServer, 'url'>, cookie?: string): Promise<FeedClient> {
    const socket = new WebSocket(server.url.replace('http', 'ws') + SOCKET_PATH, {
      headers: cookie ? { cookie } : {},
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new FeedClient(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`refused: ${response.statusCode}`)),
      );
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  of<C extends ServerFrame['ch']>(ch: C): Extract<ServerFrame, { ch: C }>[] {
    return this.frames.filter((frame): frame is Extract<ServerFrame, { ch: C }> => frame.ch === ch);
  }

  /** Waits until `ready` answers something other than undefined (re-checked on every frame). */
  async until<T>(ready: () => T | undefined, timeoutMs = WAIT_GUARD_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a frame');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
