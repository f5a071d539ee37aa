/**
 * What a page's visit gets from the simulator serving a production build (`npm start -- --dist`), counted
 * at the server: Playwright's page events miss what a shared worker (the feed) fetches, the server sees
 * every request. Visits run one at a time, so what is asked for during one is that visit's.
 *
 * For the JS byte budget (page-budgets.ts; `npm test` holds it, `npm run bench` reports it beside the
 * lightweight-charts page) and for the bench's count of requests before the chart's first frame. A
 * script's gzip size is its built file gzipped at level 9 (deterministic, what the budgets count); brotli
 * is the body as sent (the build's precompressed `.br`).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One request the server answered during a visit. */
export interface ServedRequest {
  /** The path, without the query. */
  path: string;
  /** When it arrived, ms since the epoch (the page's `performance.timeOrigin + now()` is on the same clock). */
  at: number;
  status: number;
  /** Bytes of the body as sent (compressed where it was), from its Content-Length header as set (0 without). */
  sent: number;
}

export interface PageScripts {
  /** Scripts (workers included) answered 200. */
  files: number;
  /** Each built file gzipped at level 9, summed. */
  gzip: number;
  /** The bodies as sent (brotli where the build wrote it). */
  sent: number;
  /** The built files as they are. */
  decoded: number;
  /** gzip bytes by chunk name (`/assets/chart-view-Ab12cd34.js` → `chart-view`). */
  byChunk: Map<string, number>;
}

const SCRIPT = /\.m?js$/;

/** `/assets/chart-controller-ybVac5wP.js` → `chart-controller`. */
export function chunkName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/(-[\w-]{8})?\.m?js$/, '');
}

/** Records the requests the server answers between start() and stop(). */
export class ServedRequests {
  private current: ServedRequest[] | null = null;

  constructor(server: Server) {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const path = (request.url ?? '').split('?', 1)[0]!;
      const at = Date.now();
      response.on('finish', () => {
        this.current?.push({
          path,
          at,
          status: response.statusCode,
          sent: Number(response.getHeader('content-length') ?? 0),
        });
      });
    });
  }

  start(): void {
    this.current = [];
  }

  stop(): ServedRequest[] {
    const requests = this.current ?? [];
    this.current = null;
    return requests;
  }
}

/** The scripts among `requests`, sized from the build in `distDir`. */
export class ScriptSizes {
  private readonly files = new Map<string, { decoded: number; gzip: number }>();

  constructor(private readonly distDir: string) {}

  of(requests: readonly ServedRequest[]): PageScripts {
    const scripts: PageScripts = { files: 0, gzip: 0, sent: 0, decoded: 0, byChunk: new Map() };
    for (const { path, status, sent } of requests) {
      if (status !== 200 || !SCRIPT.test(path)) continue;
      const file = this.file(path);
      scripts.files += 1;
      scripts.gzip += file.gzip;
      scripts.sent += sent;
      scripts.decoded += file.decoded;
      const name = chunkName(path);
      scripts.byChunk.set(name, (scripts.byChunk.get(name) ?? 0) + file.gzip);
    }
    return scripts;
  }

  private file(path: string): { decoded: number; gzip: number } {
    let sizes = this.files.get(path);
    if (!sizes) {
      const body = readFileSync(join(this.distDir, path));
      sizes = { decoded: body.length, gzip: gzipSync(body, { level: 9 }).length };
      this.files.set(path, sizes);
    }
    return sizes;
  }
}

/** `index 72.9, chart-view 11.2, …` (gzip kB), heaviest first. */
export function chunkList(scripts: PageScripts): string {
  return [...scripts.byChunk]
    .sort((a, b) => b[1] - a[1])
    .map(([name, gzip]) => `${name} ${(gzip / 1000).toFixed(1)}`)
    .join(', ');
}
