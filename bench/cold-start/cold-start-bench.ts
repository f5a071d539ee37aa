/**
 * Cold start and bytes (each page loads only its own code, bench/README.md): the app built for production as
 * `vite build` builds it, served by the simulator as `npm start -- --dist` serves it (compressed, cache
 * headers), against a lightweight-charts page built the same way and served by the same server, which fetches
 * the same coin's candles from the simulator's REST API and draws them with the same series (peer-page.ts).
 *
 * Per page, in a fresh browser context (empty cache) each round, at 1280×720: navigation start → two
 * frames after the chart is drawn (the app's chart sets data-drawn on its root in the frame that draws a
 * load's bars; the peer page sets it in the frame lightweight-charts paints), read as performance.now() in
 * the page; and the JavaScript the server sent for the page by one second after that (workers, the shared
 * feed worker included): the bodies as sent (brotli), the decoded size, and each script gzipped (level 9)
 * as the targets count it. `--rounds` rounds, each after the quiet wait (rounds.ts), the order of
 * the three pages rotating; medians with their min–max.
 * Both Chromium flag sets for the times; bytes do not depend on flags and are taken from the first.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../server/app';
import { HISTORY_BARS } from '../../src/features/chart/chart-services';
import { launchBenchChromium } from '../bench-browser';
import { REPO_ROOT } from '../feed/simulator';
import { FLAG_SETS } from '../flag-sets';
import { recordsAgainst, type BenchSection } from '../report';
import { roundNotes, togetherRounds, type BenchOptions, type RoundStart } from '../rounds';
import { median } from '../stats';

const COIN = 'BTC-KRW';
const VIEWPORT = { width: 1280, height: 720 };
/** JS fetched this long after the mark still counts (a chunk the page asks for right after drawing). */
const SETTLE_MS = 1_000;
const PEER = 'lightweight-charts 5 page (production build)';

const PAGES = [
  { id: 'popup', name: 'chart popup', path: `/trade/chart/${COIN}` },
  { id: 'trade', name: 'trade page', path: `/trade/order/${COIN}` },
  { id: 'peer', name: 'peer page', path: `/bench/cold-start/peer.html?key=${COIN}&bars=${HISTORY_BARS}` },
] as const;
type PageId = (typeof PAGES)[number]['id'];

interface Visit {
  /** Navigation start → two frames after drawn, ms. */
  ms: number;
  js: { transferred: number; decoded: number; gzip: number; files: number };
  /** Each script's gzip bytes by its name less the content hash (which chunk weighs what). */
  scripts: Map<string, number>;
}

// Installed before any script of the page: when an element says data-drawn="true", two frames later the
// time since navigation start is written to window.__coldStart.
const MARK_SCRIPT = `(() => {
  const observer = new MutationObserver((records) => {
    if (!records.some((record) => record.target.getAttribute('data-drawn') === 'true')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__coldStart = performance.now(); }));
  });
  observer.observe(document, { attributes: true, attributeFilter: ['data-drawn'], subtree: true });
})();`;

async function buildPages(outDir: string): Promise<void> {
  const configFile = join(REPO_ROOT, 'vite.config.ts');
  // The app exactly as `npm run build` builds it, then the peer page beside it (its own entry and chunks).
  await build({
    root: REPO_ROOT,
    configFile,
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  await build({
    root: REPO_ROOT,
    configFile,
    mode: 'production',
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      rollupOptions: { input: join(REPO_ROOT, 'bench', 'cold-start', 'peer.html') },
    },
  });
}

/** `/assets/chart-controller-ybVac5wP.js` → `chart-controller`. */
function chunkName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/(-[\w-]{8})?\.m?js$/, '');
}

/**
 * The scripts the server sends, counted at the server: Playwright's page events miss what a shared worker
 * (the feed) fetches. Visits run one at a time, so what is sent during one is that visit's. Transferred
 * is the body as sent (brotli where the build wrote it); decoded and gzip come from the built file.
 */
class ServedScripts {
  private current: { path: string; sent: number }[] | null = null;
  private readonly files = new Map<string, { decoded: number; gzip: number }>();

  constructor(
    server: Server,
    private readonly outDir: string,
  ) {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const path = (request.url ?? '').split('?', 1)[0]!;
      if (!/\.m?js$/.test(path)) return;
      response.on('finish', () => {
        if (response.statusCode === 200)
          this.current?.push({ path, sent: Number(response.getHeader('content-length') ?? 0) });
      });
    });
  }

  start(): void {
    this.current = [];
  }

  stop(): Pick<Visit, 'js' | 'scripts'> {
    const js = { transferred: 0, decoded: 0, gzip: 0, files: 0 };
    const scripts = new Map<string, number>();
    for (const { path, sent } of this.current ?? []) {
      const file = this.fileSizes(path);
      js.transferred += sent;
      js.decoded += file.decoded;
      js.gzip += file.gzip;
      js.files += 1;
      const name = chunkName(path);
      scripts.set(name, (scripts.get(name) ?? 0) + file.gzip);
    }
    this.current = null;
    return { js, scripts };
  }

  private fileSizes(path: string): { decoded: number; gzip: number } {
    let sizes = this.files.get(path);
    if (!sizes) {
      const body = readFileSync(join(this.outDir, path));
      sizes = { decoded: body.length, gzip: gzipSync(body, { level: 9 }).length };
      this.files.set(path, sizes);
    }
    return sizes;
  }
}

async function visit(browser: Browser, url: string, served: ServedScripts): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(MARK_SCRIPT);
    served.start();
    await page.goto(url);
    const ms = await page
      .waitForFunction(() => (window as { __coldStart?: number }).__coldStart, undefined, { timeout: 60_000 })
      .then((handle) => handle.jsonValue() as Promise<number>);
    await page.waitForTimeout(SETTLE_MS);
    return { ms, ...served.stop() };
  } finally {
    await context.close();
  }
}

/** Each page once, the order rotating with the round so that no page always goes first. */
async function round(
  browser: Browser,
  base: string,
  served: ServedScripts,
  index: number,
): Promise<Record<PageId, Visit>> {
  const order = PAGES.map((_, i) => PAGES[(i + index) % PAGES.length]!);
  const visits: Partial<Record<PageId, Visit>> = {};
  for (const page of index % 2 === 0 ? order : order.reverse())
    visits[page.id] = await visit(browser, base + page.path, served);
  return visits as Record<PageId, Visit>;
}

/** `index 197.3, chart-controller 196.1, …`, heaviest first. */
function chunkList(visit: Visit): string {
  return [...visit.scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, gzip]) => `${name} ${(gzip / 1000).toFixed(1)}`)
    .join(', ');
}

export async function runColdStartBench(options: BenchOptions): Promise<BenchSection[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'tradedeck-cold-start-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-cold-start-data-'));
  try {
    await buildPages(outDir);
    const server = await startServer({
      port: 0,
      dataDir,
      serveApp: 'dist',
      distDir: outDir,
      logLevel: 'error',
    });
    try {
      const served = new ServedScripts(server.app.server, outDir);
      const record = recordsAgainst(PEER);
      const sections: BenchSection[] = [];
      let bytes: Record<PageId, Visit[]> | undefined;
      for (const flags of FLAG_SETS) {
        const browser = await launchBenchChromium(flags.args);
        let measured: { runs: Record<PageId, Visit>[]; starts: RoundStart[] };
        try {
          measured = await togetherRounds(`cold start, ${flags.label}`, options, (index) =>
            round(browser, server.url, served, index),
          );
        } finally {
          await browser.close();
        }
        const visits = Object.fromEntries(
          PAGES.map((page) => [page.id, measured.runs.map((run) => run[page.id])]),
        ) as Record<PageId, Visit[]>;
        bytes ??= visits;
        const times = (id: PageId) => visits[id].map((v) => v.ms);
        sections.push({
          title: `Cold start, navigation → 2 frames after the chart is drawn, fresh context each, ${flags.label}`,
          peerName: PEER,
          records: [
            record('chart popup cold start', 'ms', times('popup'), times('peer'), 'lower', {
              target: { on: 'ratio', value: 0.7 },
            }),
            record('trade page cold start', 'ms', times('trade'), times('peer'), 'lower', {
              target: { on: 'ratio', value: 0.5 },
            }),
          ],
          notes: [
            'The three pages go in a rotating order each round (popup, trade page, peer; then the next first).',
            ...roundNotes(measured.starts),
          ],
          rounds: measured.starts,
        });
      }
      const js = (id: PageId, field: keyof Visit['js']) => median(bytes![id].map((v) => v.js[field]));
      const kB = (id: PageId, field: keyof Visit['js']) => js(id, field) / 1000;
      sections.push({
        title: `JavaScript per page, first visit with an empty cache (workers included), as served by --dist`,
        peerName: PEER,
        records: [
          record('JS popup, gzip', 'kB', kB('popup', 'gzip'), kB('peer', 'gzip'), 'lower', {
            target: { on: 'value', value: 200 },
          }),
          record('JS trade page, gzip', 'kB', kB('trade', 'gzip'), kB('peer', 'gzip'), 'lower', {
            target: { on: 'value', value: 320 },
          }),
          record(
            'JS popup, transferred',
            'kB',
            kB('popup', 'transferred'),
            kB('peer', 'transferred'),
            'lower',
          ),
          record(
            'JS trade page, transferred',
            'kB',
            kB('trade', 'transferred'),
            kB('peer', 'transferred'),
            'lower',
          ),
          record('JS popup, decoded', 'kB', kB('popup', 'decoded'), kB('peer', 'decoded'), 'lower'),
          record('JS trade page, decoded', 'kB', kB('trade', 'decoded'), kB('peer', 'decoded'), 'lower'),
        ],
        notes: [
          `script files: popup ${js('popup', 'files')}, trade page ${js('trade', 'files')}, peer ${js('peer', 'files')}`,
          ...PAGES.map(
            (page) => `${page.name}, gzip kB by chunk (first round): ${chunkList(bytes![page.id][0]!)}`,
          ),
          "counted at the server (shared workers included); gzip: each script gzipped at level 9 (the issue's targets); transferred: bodies as sent (brotli where the build wrote it)",
        ],
      });
      return sections;
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
