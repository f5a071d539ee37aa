/**
 * Frame-to-main-thread latency in Chromium: the simulator streams at 5,000 trades/s, a bench page served
 * by Vite runs the real feed client (SharedWorker, change set per animation frame) and a naive
 * main-thread WebSocket + JSON.parse side by side, and both record server time → main-thread apply.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCKET_PATH } from '../../contract';
import { freePort } from '../bench-browser';
import { openBenchPage } from '../browser-page';
import { benchRecord, formatNumber, type BenchSection } from '../report';
import { percentiles } from '../stats';
import { loadSimulator, type Simulator } from './simulator';

interface PageSamples {
  feed: { latency: number[]; oldest: number[]; frames: number };
  naive: { latency: number[]; frames: number };
  connection: unknown;
}

const WARM_UP_MS = 4_000;

export async function runLatencyBench(
  options = { tradeRate: 5_000, seconds: 15 },
  simulator?: Simulator,
): Promise<BenchSection[]> {
  const exchangeServer = simulator ?? (await loadSimulator());
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-bench-'));
  const closers: (() => Promise<unknown>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    // The page comes from Vite on its own port: the simulator lets that origin open its socket.
    const pagePort = await freePort();
    const exchange = await exchangeServer.startServer({
      port: 0,
      allowedOrigins: [`http://127.0.0.1:${pagePort}`],
      dataDir,
      seed: 42,
      tradeRate: options.tradeRate,
      testMode: true,
      serveApp: 'none',
    });
    closers.push(() => exchange.close());
    const socket = `${exchange.url.replace(/^http/, 'ws').replace(/\/$/, '')}${SOCKET_PATH}`;
    const bench = await openBenchPage(
      `bench/pages/feed-latency.html?socket=${encodeURIComponent(socket)}`,
      'feedLatencyBench',
      { port: pagePort },
    );
    closers.push(bench.close);
    const { page } = bench;
    await page.waitForTimeout(WARM_UP_MS);
    await page.evaluate(() => window.feedLatencyBench.start());
    await page.waitForTimeout(options.seconds * 1000);
    const samples = (await page.evaluate(() => window.feedLatencyBench.stop())) as PageSamples;
    if (bench.errors.length > 0) throw new Error(`the bench page failed: ${bench.errors.join('; ')}`);
    if (samples.feed.frames === 0) throw new Error('the feed client applied no change set during the run');
    if (samples.naive.frames === 0) throw new Error('the naive socket received no frame during the run');
    const feed = percentiles(samples.feed.latency);
    const oldest = percentiles(samples.feed.oldest);
    const naive = percentiles(samples.naive.latency);
    const peer = 'main-thread WebSocket + JSON.parse';
    const record = (name: 'p50' | 'p95' | 'p99') =>
      benchRecord({
        name: `latency ${name}`,
        unit: 'ms',
        value: feed[name],
        peer,
        peerValue: naive[name],
        better: 'lower',
      });
    return [
      {
        title:
          `Frame → main thread latency in Chromium: ${formatNumber(options.tradeRate)} trades/s for ${options.seconds} s ` +
          `(${samples.feed.frames} change sets, ${samples.naive.frames} naive frames)`,
        peerName: peer,
        records: [record('p50'), record('p95'), record('p99')],
        notes: [
          `oldest frame folded into a change set: p50 ${formatNumber(oldest.p50, 1)} ms, p95 ${formatNumber(oldest.p95, 1)} ms, p99 ${formatNumber(oldest.p99, 1)} ms`,
          `connection at the end: ${JSON.stringify(samples.connection)}`,
        ],
      },
    ];
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  }
}
