/**
 * bench id `soak`, LONG (about 13 minutes; `npm run bench` skips it unless `--only soak`): does anything
 * grow or slow down over ten minutes of a busy exchange? The simulator runs in its own process
 * (soak-server.ts) at 5,000 trades/s serving the production build; 20 Node sockets follow the ticker,
 * trades, second ticker, market price and one coin's order book each, reading everything; one Chromium
 * context shows 8 chart windows (/trade/chart/<coin>, 8 coins) that share the app's feed worker.
 * After a minute of warm-up, every 30 s: the server's RSS and JS heap after a forced GC and its event-loop
 * delay (p99 and max of that window), and the app's heaps after a forced GC (each page, its chart workers,
 * the shared feed worker).
 *
 * Around the load, the server's RSS before the clients come (START_SETTLE_MS after it serves), its peak
 * (the kernel's high-water mark) and SETTLE_MS after the sockets and the browser have gone, each after a
 * forced GC: the report says whether RSS came back within RSS_RETURN_TOLERANCE of the start (the model's
 * own history grows with the minutes of trading, so a long soak leaves some of that on top).
 *
 * A soak has no outside peer: its question is whether the end differs from the start. Each record puts
 * the last sample beside the first one of the same run ("peer" = the start), and the targets are on
 * growth: the server's JS heap < 5 MB and RSS < 20 MB over the 10 minutes (RSS moves with the allocator's
 * arenas, so it gets more room), the app's heaps < 2 MB (eight charts' share of the chart-heap bench's
 * 1 MB each is far less than that when nothing leaks), and the event-loop delay p99 of the last window no
 * higher than the first window's.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { build } from 'vite';
import WebSocket from 'ws';
import { SOCKET_PATH } from '../../contract';
import { launchBenchChromium } from '../bench-browser';
import { REPO_ROOT } from '../feed/simulator';
import { recordsAgainst, type BenchSection } from '../report';
import { rssReturn, RSS_RETURN_TOLERANCE } from '../stats';
import { heapUsageAfterGc, MB, slope, WorkerHeaps, type HeapUsage } from '../workspace/browser';
import type { ServerMessage, ServerSample } from './soak-server';

const TRADE_RATE = 5_000;
const SOCKETS = 20;
const CHARTS = 8;
const WARM_UP_MS = 60_000;
/** SOAK_MINUTES shortens the run to try the bench out; the figures server/README.md quotes are from 10. */
const RUN_MS = Number(process.env.SOAK_MINUTES ?? 10) * 60_000;
const SAMPLE_MS = 30_000;
/** The server's own start (seed, first trades) before its RSS counts as the start. */
const START_SETTLE_MS = 10_000;
/** After the clients have gone, before the RSS that should be back near the start. */
const SETTLE_MS = 30_000;
const TARGET_MB = { serverHeap: 5, serverRss: 20, appHeap: 2 };
const PEER = 'the first sample of the same soak';

interface Sample {
  /** Minutes since the first sample. */
  at: number;
  serverRss: number;
  serverHeap: number;
  /** MB of Buffers and typed arrays (frames in flight and in the rings, history columns). */
  serverExternal: number;
  delayP99: number;
  delayMax: number;
  /** MB: every page, chart worker and the shared worker, JS heaps with DOM and ArrayBuffers. */
  appHeap: number;
  /** Frames the 20 sockets read since the previous sample. */
  frames: number;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The simulator's process; `request` asks it for a sample. */
class ServerProcess {
  private readonly waiting: ((sample: ServerSample) => void)[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.on('message', (message: ServerMessage) => {
      if (message.kind === 'sample') this.waiting.shift()?.(message);
    });
  }

  static start(dataDir: string): Promise<ServerProcess> {
    const child = fork(join(REPO_ROOT, 'bench', 'soak', 'soak-server.ts'), [dataDir, String(TRADE_RATE)], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the soak server exited with code ${code}`)));
      child.once('message', (message: ServerMessage) => {
        if (message.kind === 'ready') resolve(new ServerProcess(child, message.url));
      });
    });
  }

  sample(): Promise<ServerSample> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.send('sample');
    });
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      this.child.send('stop');
    });
  }
}

/** A feed reader like an outside client: follows the broadcast channels and one coin's book. */
function openReader(url: string, key: string, counter: { frames: number }): Promise<WebSocket> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + SOCKET_PATH);
  socket.on('message', () => {
    counter.frames += 1;
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      for (const ch of ['ticker', 'trades', 'secondTicker', 'marketPrice'])
        socket.send(JSON.stringify({ op: 'sub', ch }));
      socket.send(JSON.stringify({ op: 'sub', ch: 'orderbook', key }));
      resolve(socket);
    });
  });
}

/** The coin keys of the ticker snapshot, most traded first as the server lists them. */
async function coinKeys(url: string): Promise<string[]> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + SOCKET_PATH);
  try {
    return await new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ op: 'sub', ch: 'ticker' })));
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { ch: string; rows?: [string][] };
        if (frame.ch === 'ticker' && frame.rows) resolve(frame.rows.map((row) => row[0]));
      });
    });
  } finally {
    socket.close();
  }
}

/** The heaps of every page and its workers, and of the shared feed worker (a browser-level target). */
class AppHeaps {
  private constructor(
    private readonly pages: { cdp: CDPSession; workers: WorkerHeaps }[],
    private readonly shared: WorkerHeaps,
  ) {}

  static async open(browser: Browser, base: string, keys: readonly string[]): Promise<AppHeaps> {
    const context = await browser.newContext({ viewport: { width: 800, height: 450 } });
    const pages = [];
    for (const key of keys) {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`soak: chart ${key}: ${error.message}`));
      const cdp = await context.newCDPSession(page);
      const workers = await WorkerHeaps.attach(cdp);
      await page.goto(`${base}/trade/chart/${key}`);
      pages.push({ cdp, workers });
    }
    const shared = await WorkerHeaps.attachShared(await browser.newBrowserCDPSession());
    if (shared.count === 0) throw new Error('the app opened no shared feed worker');
    return new AppHeaps(pages, shared);
  }

  async usageAfterGc(): Promise<HeapUsage> {
    const sum: HeapUsage = { js: 0, total: 0 };
    const add = (usage: HeapUsage) => {
      sum.js += usage.js;
      sum.total += usage.total;
    };
    for (const { cdp, workers } of this.pages) {
      add(await heapUsageAfterGc(cdp));
      add(await workers.usageAfterGc());
    }
    add(await this.shared.usageAfterGc());
    return sum;
  }
}

export async function runSoakBench(): Promise<BenchSection[]> {
  await build({ root: REPO_ROOT, configFile: join(REPO_ROOT, 'vite.config.ts'), logLevel: 'error' });
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-soak-'));
  const closers: (() => Promise<unknown>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    const server = await ServerProcess.start(dataDir);
    closers.push(() => server.stop());
    await sleep(START_SETTLE_MS);
    const before = await server.sample();
    const keys = await coinKeys(server.url);
    const counter = { frames: 0 };
    const sockets: WebSocket[] = [];
    for (let i = 0; i < SOCKETS; i += 1) {
      const socket = await openReader(server.url, keys[i % keys.length]!, counter);
      sockets.push(socket);
      closers.push(async () => socket.terminate());
    }
    const browser = await launchBenchChromium();
    closers.push(() => browser.close());
    const app = await AppHeaps.open(browser, server.url, keys.slice(0, CHARTS));

    await sleep(WARM_UP_MS);
    // Starts the first window: every sample describes the SAMPLE_MS before it.
    await server.sample();
    counter.frames = 0;
    const samples: Sample[] = [];
    const started = Date.now();
    for (let next = started + SAMPLE_MS; next <= started + SAMPLE_MS + RUN_MS; next += SAMPLE_MS) {
      await sleep(Math.max(0, next - Date.now()));
      const at = (Date.now() - started - SAMPLE_MS) / 60_000;
      const fromServer = await server.sample();
      const heap = await app.usageAfterGc();
      samples.push({
        at,
        serverRss: fromServer.rss / MB,
        serverHeap: fromServer.heapUsed / MB,
        serverExternal: fromServer.external / MB,
        delayP99: fromServer.delayP99,
        delayMax: fromServer.delayMax,
        appHeap: heap.total / MB,
        frames: counter.frames,
      });
      counter.frames = 0;
    }
    // The load ends: the clients go, the exchange keeps trading.
    for (const socket of sockets) socket.terminate();
    await browser.close();
    await sleep(SETTLE_MS);
    const after = await server.sample();
    const rss = rssReturn({ start: before.rss, peak: after.peakRss, after: after.rss });
    console.log(`soak: ${rss.text}`);
    return [section(samples, rss.text)];
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  }
}

const against = recordsAgainst(PEER);

function section(samples: readonly Sample[], rssAfterLoad: string): BenchSection {
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const minutes = Math.round(last.at);
  const at = samples.map((s) => s.at);
  const trend = (pick: (s: Sample) => number) => slope(at, samples.map(pick));
  const growthRecord = (name: string, pick: (s: Sample) => number, target: number) =>
    against(`${name} at the end (growth target < ${target} MB)`, 'MB', pick(last), pick(first), 'lower', {
      target: { on: 'value', value: pick(first) + target },
    });
  const series = (pick: (s: Sample) => number, digits = 1) =>
    samples.map((s) => pick(s).toFixed(digits)).join(' ');
  return {
    title: `Soak: ${minutes} min of ${TRADE_RATE.toLocaleString('en-US')} trades/s, ${SOCKETS} sockets, ${CHARTS} chart windows (production build), sampled every ${SAMPLE_MS / 1000} s after ${WARM_UP_MS / 1000} s of warm-up`,
    peerName: PEER,
    records: [
      growthRecord('server JS heap after GC', (s) => s.serverHeap, TARGET_MB.serverHeap),
      growthRecord('server RSS', (s) => s.serverRss, TARGET_MB.serverRss),
      growthRecord("app's heaps after GC (8 pages, workers)", (s) => s.appHeap, TARGET_MB.appHeap),
      against('server event-loop delay p99, last window', 'ms', last.delayP99, first.delayP99, 'lower', {
        target: { on: 'ratio', value: 1 },
      }),
      against(
        'server event-loop delay p99, worst window',
        'ms',
        Math.max(...samples.map((s) => s.delayP99)),
        first.delayP99,
        'lower',
      ),
    ],
    notes: [
      'Peer: the first sample of this run. Growth = last − first; targets are on growth (see soak-bench.ts for the numbers and why).',
      `Server, before the clients came / at its peak / ${SETTLE_MS / 1000} s after they left (target: back within ${RSS_RETURN_TOLERANCE * 100} %): ${rssAfterLoad}.`,
      `Slopes, MB/min: server heap ${trend((s) => s.serverHeap).toFixed(3)}, server RSS ${trend((s) => s.serverRss).toFixed(3)}, app heaps ${trend((s) => s.appHeap).toFixed(3)}.`,
      `Server JS heap MB: ${series((s) => s.serverHeap)}`,
      `Server RSS MB: ${series((s) => s.serverRss)}`,
      `Server external (Buffers, typed arrays) MB: ${series((s) => s.serverExternal)}`,
      `App heaps MB: ${series((s) => s.appHeap)}`,
      `Event-loop delay p99 ms: ${series((s) => s.delayP99)}; max ms: ${series((s) => s.delayMax, 0)}`,
      `Frames read by the ${SOCKETS} sockets per window: ${samples.map((s) => s.frames).join(' ')}`,
      'Everything runs on the same 2 cores (server, sockets, Chromium in software GL): delays are this machine’s, growth carries over.',
    ],
  };
}
