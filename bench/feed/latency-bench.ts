/**
 * Frame-to-main-thread latency in Chromium: the simulator streams at 5,000 trades/s, a bench page served
 * by Vite runs the real feed client (SharedWorker, change set per animation frame) and a naive
 * main-thread WebSocket + JSON.parse side by side, and both record server time → main-thread apply.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { SOCKET_PATH } from '../../src/api/contract';
import { percentiles, type Percentiles } from '../stats';
import { loadSimulator, REPO_ROOT, type Simulator } from './simulator';

export interface LatencyBenchResult {
  tradeRate: number;
  seconds: number;
  feed: { newest: Percentiles; oldest: Percentiles; changeSets: number };
  naive: { latency: Percentiles; frames: number };
  connection: unknown;
}

interface PageSamples {
  feed: { latency: number[]; oldest: number[]; frames: number };
  naive: { latency: number[]; frames: number };
  connection: unknown;
}

const WARM_UP_MS = 4_000;

export async function runLatencyBench(
  options = { tradeRate: 5_000, seconds: 15 },
  simulator?: Simulator,
): Promise<LatencyBenchResult> {
  const exchangeServer = simulator ?? (await loadSimulator());
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.');
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-bench-'));
  const closers: (() => Promise<unknown>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    const exchange = await exchangeServer.startServer({
      port: 0,
      dataDir,
      seed: 42,
      tradeRate: options.tradeRate,
      testMode: true,
      serveApp: 'none',
    });
    closers.push(() => exchange.close());
    const socket = `${exchange.url.replace(/^http/, 'ws').replace(/\/$/, '')}${SOCKET_PATH}`;

    const vite = await createServer({
      root: REPO_ROOT,
      configFile: join(REPO_ROOT, 'vite.config.ts'),
      logLevel: 'error',
      clearScreen: false,
      server: { host: '127.0.0.1', port: 0, hmr: false },
      // Pre-bundled up front, so that discovering them on first load cannot reload the page mid-run.
      optimizeDeps: { include: ['comlink', 'vite-plugin-comlink/symbol'] },
    });
    closers.push(() => vite.close());
    await vite.listen();
    const base = vite.resolvedUrls?.local[0];
    if (!base) throw new Error('Vite did not report the address of the bench page');

    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    closers.push(() => browser.close());
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}bench/pages/feed-latency.html?socket=${encodeURIComponent(socket)}`);
    await page.waitForFunction(() => 'feedLatencyBench' in window, undefined, { timeout: 30_000 });
    await page.waitForTimeout(WARM_UP_MS);
    await page.evaluate(() => window.feedLatencyBench.start());
    await page.waitForTimeout(options.seconds * 1000);
    const samples = (await page.evaluate(() => window.feedLatencyBench.stop())) as PageSamples;
    if (errors.length > 0) throw new Error(`the bench page failed: ${errors.join('; ')}`);
    if (samples.feed.frames === 0) throw new Error('the feed client applied no change set during the run');
    if (samples.naive.frames === 0) throw new Error('the naive socket received no frame during the run');
    return {
      ...options,
      feed: {
        newest: percentiles(samples.feed.latency),
        oldest: percentiles(samples.feed.oldest),
        changeSets: samples.feed.frames,
      },
      naive: { latency: percentiles(samples.naive.latency), frames: samples.naive.frames },
      connection: samples.connection,
    };
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  }
}
