/**
 * Frame-to-main-thread latency in Chromium: the simulator streams at 5,000 trades/s, the production
 * build of a bench page runs the real feed client (SharedWorker, change set per animation frame) and a
 * naive main-thread WebSocket + JSON.parse side by side, and both record server time → main-thread apply
 * of ticker frames (the feed client's change sets carry no trades; the naive socket still parses them).
 * A fresh page per round; the percentiles are per round, then the median over rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCKET_PATH } from '../../contract';
import { freePort, startBrowser } from '../bench-browser';
import { formatNumber, recordsAgainst, type BenchSection } from '../report';
import { roundNotes, togetherRounds, type BenchOptions } from '../rounds';
import { percentile } from '../stats';
import { openPage } from '../workspace/browser';
import { loadSimulator } from './simulator';

interface PageSamples {
  feed: { latency: number[]; oldest: number[]; frames: number };
  naive: { latency: number[]; frames: number };
  connection: unknown;
}

const WARM_UP_MS = 4_000;
const TRADE_RATE = 5_000;
const SECONDS = 15;
const PEER = 'main-thread WebSocket + JSON.parse';

export async function runLatencyBench(options: BenchOptions): Promise<BenchSection[]> {
  const exchangeServer = await loadSimulator();
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-bench-'));
  const closers: (() => Promise<unknown>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    // The pages are served on a port chosen first: the simulator lets that origin open its socket.
    const pagePort = await freePort();
    const exchange = await exchangeServer.startServer({
      port: 0,
      allowedOrigins: [`http://127.0.0.1:${pagePort}`],
      dataDir,
      seed: 42,
      tradeRate: TRADE_RATE,
      testMode: true,
      serveApp: 'none',
    });
    closers.push(() => exchange.close());
    const socket = `${exchange.url.replace(/^http/, 'ws').replace(/\/$/, '')}${SOCKET_PATH}`;
    const bench = await startBrowser([], { port: pagePort });
    closers.push(bench.close);
    const { runs, starts } = await togetherRounds('feed latency', options, async () => {
      const opened = await openPage(
        bench,
        `bench/pages/feed-latency.html?socket=${encodeURIComponent(socket)}`,
        { width: 800, height: 600 },
      );
      try {
        const { page } = opened;
        await page.waitForFunction(() => 'feedLatencyBench' in window, null, { timeout: 60_000 });
        await page.waitForTimeout(WARM_UP_MS);
        await page.evaluate(() => window.feedLatencyBench.start());
        await page.waitForTimeout(SECONDS * 1000);
        const samples = (await page.evaluate(() => window.feedLatencyBench.stop())) as PageSamples;
        if (opened.errors.length > 0) throw new Error(`the bench page failed: ${opened.errors.join('; ')}`);
        if (samples.feed.frames === 0)
          throw new Error('the feed client applied no change set during the run');
        if (samples.naive.frames === 0) throw new Error('the naive socket received no frame during the run');
        return samples;
      } finally {
        await opened.close();
      }
    });
    const record = recordsAgainst(PEER);
    const row = (p: 50 | 95 | 99) =>
      record(
        `latency p${p}`,
        'ms',
        runs.map((samples) => percentile(samples.feed.latency, p)),
        runs.map((samples) => percentile(samples.naive.latency, p)),
        'lower',
      );
    const oldest = (p: number) =>
      runs.map((samples) => formatNumber(percentile(samples.feed.oldest, p), 1)).join(' / ');
    return [
      {
        title: `Frame → main thread latency in Chromium: ${formatNumber(TRADE_RATE)} trades/s for ${SECONDS} s per round`,
        peerName: PEER,
        records: [row(50), row(95), row(99)],
        notes: [
          bench.note,
          ...roundNotes(starts),
          `change sets / naive frames by round: ${runs.map((samples) => `${samples.feed.frames} / ${samples.naive.frames}`).join(', ')}`,
          `oldest frame folded into a change set, by round: p50 ${oldest(50)} ms, p95 ${oldest(95)} ms, p99 ${oldest(99)} ms`,
          `connection at the end of the last round: ${JSON.stringify(runs.at(-1)?.connection)}`,
        ],
        rounds: starts,
      },
    ];
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  }
}
