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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { PAGE_BUDGETS } from '../../scripts/page-budgets';
import { chunkList, ScriptSizes, ServedRequests, type PageScripts } from '../../scripts/page-requests';
import { startServer } from '../../server/app';
import { HISTORY_BARS } from '../../src/features/chart/rules/chart-opening';
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
/** Cold start against the peer page: the popup at least as fast, the trade page, with its panels, at 0.7×. */
const POPUP_START_RATIO = 1.0;
const TRADE_START_RATIO = 0.7;

const PAGES = [
  { id: 'popup', ...PAGE_BUDGETS.popup },
  { id: 'trade', ...PAGE_BUDGETS.trade },
  { id: 'peer', name: 'peer page', path: `/bench/cold-start/peer.html?key=${COIN}&bars=${HISTORY_BARS}` },
] as const;
type PageId = (typeof PAGES)[number]['id'];

interface Visit {
  /** Navigation start → two frames after drawn, ms. */
  ms: number;
  /** Requests the server answered before that mark (the page's, its workers', its data's). */
  requests: number;
  js: PageScripts;
}

// Installed before any script of the page: when an element says data-drawn="true", two frames later the
// time since navigation start is written to window.__coldStart (and the same instant on the server's clock,
// ms since the epoch, to window.__coldStartEpoch).
const MARK_SCRIPT = `(() => {
  const observer = new MutationObserver((records) => {
    if (!records.some((record) => record.target.getAttribute('data-drawn') === 'true')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      window.__coldStartEpoch = performance.timeOrigin + performance.now();
      window.__coldStart = performance.now();
    }));
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

interface Served {
  requests: ServedRequests;
  sizes: ScriptSizes;
}

async function visit(browser: Browser, url: string, served: Served): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(MARK_SCRIPT);
    served.requests.start();
    await page.goto(url);
    await page.waitForFunction(() => (window as { __coldStart?: number }).__coldStart, undefined, {
      timeout: 60_000,
    });
    const mark = await page.evaluate(() => {
      const marked = window as { __coldStart?: number; __coldStartEpoch?: number };
      return { ms: marked.__coldStart!, epoch: marked.__coldStartEpoch! };
    });
    await page.waitForTimeout(SETTLE_MS);
    const requests = served.requests.stop();
    return {
      ms: mark.ms,
      requests: requests.filter((request) => request.at <= mark.epoch).length,
      js: served.sizes.of(requests),
    };
  } finally {
    await context.close();
  }
}

/** Each page once, the order rotating with the round so that no page always goes first. */
async function round(
  browser: Browser,
  base: string,
  served: Served,
  index: number,
): Promise<Record<PageId, Visit>> {
  const order = PAGES.map((_, i) => PAGES[(i + index) % PAGES.length]!);
  const visits: Partial<Record<PageId, Visit>> = {};
  for (const page of index % 2 === 0 ? order : order.reverse())
    visits[page.id] = await visit(browser, base + page.path, served);
  return visits as Record<PageId, Visit>;
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
      const served = { requests: new ServedRequests(server.app.server), sizes: new ScriptSizes(outDir) };
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
        const requests = (id: PageId) => visits[id].map((v) => v.requests);
        sections.push({
          title: `Cold start, navigation → 2 frames after the chart is drawn, fresh context each, ${flags.label}`,
          peerName: PEER,
          records: [
            record('chart popup cold start', 'ms', times('popup'), times('peer'), 'lower', {
              target: { on: 'ratio', value: POPUP_START_RATIO },
            }),
            record('trade page cold start', 'ms', times('trade'), times('peer'), 'lower', {
              target: { on: 'ratio', value: TRADE_START_RATIO },
            }),
            record(
              'requests before the popup is drawn',
              'requests',
              requests('popup'),
              requests('peer'),
              'lower',
            ),
            record(
              'requests before the trade page is drawn',
              '',
              requests('trade'),
              requests('peer'),
              'lower',
            ),
          ],
          notes: [
            'The three pages go in a rotating order each round (popup, trade page, peer; then the next first).',
            ...roundNotes(measured.starts),
          ],
          rounds: measured.starts,
        });
      }
      type Size = 'gzip' | 'sent' | 'decoded';
      const kB = (id: PageId, size: Size) => median(bytes![id].map((v) => v.js[size])) / 1000;
      const files = (id: PageId) => median(bytes![id].map((v) => v.js.files));
      const SIZES: [Size, string][] = [
        ['gzip', 'gzip'],
        ['sent', 'brotli, as sent'],
        ['decoded', 'decoded'],
      ];
      sections.push({
        title: `JavaScript per page, first visit with an empty cache (workers included), as served by --dist`,
        peerName: PEER,
        records: SIZES.flatMap(([size, label]) =>
          PAGES.filter((page) => page.id !== 'peer').map((page) =>
            record(`JS ${page.name}, ${label}`, 'kB', kB(page.id, size), kB('peer', size), 'lower', {
              ...(size === 'gzip' && { target: { on: 'value', value: page.target / 1000 } }),
            }),
          ),
        ),
        notes: [
          `script files: popup ${files('popup')}, trade page ${files('trade')}, peer ${files('peer')}`,
          ...PAGES.map(
            (page) => `${page.name}, gzip kB by chunk (first round): ${chunkList(bytes![page.id][0]!.js)}`,
          ),
          "counted at the server (shared workers included); gzip: each built script gzipped at level 9, as the targets and `npm test`'s budget (scripts/page-budgets.ts) count it; brotli: the bodies as sent",
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
