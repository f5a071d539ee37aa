/**
 * What the Chromium benches share once their browser is up: a fresh page in its own browser context (one
 * per side and round), the context counter, and the JS heap after a forced GC (the build, its server and
 * Chromium start in ../bench-browser.ts).
 */
import type { CDPSession, Page } from 'playwright-core';
import type { BenchBrowser } from '../bench-browser';

export const MB = 1024 * 1024;

/** Counts the WebGL and 2D contexts the page creates (one per canvas), in `window.__contexts`. */
const COUNT_CONTEXTS = `(() => {
  const counts = { webgl: 0, canvas2d: 0 };
  const seen = new WeakSet();
  globalThis.__contexts = counts;
  for (const proto of [HTMLCanvasElement.prototype, globalThis.OffscreenCanvas?.prototype]) {
    if (!proto) continue;
    const original = proto.getContext;
    proto.getContext = function (type, ...rest) {
      const context = original.call(this, type, ...rest);
      if (context && !seen.has(context)) {
        seen.add(context);
        if (String(type).startsWith('webgl')) counts.webgl += 1;
        else if (type === '2d') counts.canvas2d += 1;
      }
      return context;
    };
  }
})();`;

export interface OpenedPage {
  page: Page;
  cdp: CDPSession;
  errors: string[];
  /** What the page logged as errors (a chart whose history failed says why there): to explain a failure. */
  logged: string[];
  close(): Promise<void>;
}

/**
 * Opens `path` (relative to the repository) in a new browser context of `viewport`, CDP metrics on; a new
 * context has its own HTTP cache, so every page loads cold.
 */
export async function openPage(
  { browser, base }: BenchBrowser,
  path: string,
  viewport: { width: number; height: number },
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport });
  // tsx compiles with keepNames: functions passed to page.evaluate call its __name helper, absent there.
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.addInitScript(COUNT_CONTEXTS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto(`${base}${path}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp, errors, logged, close: () => context.close() };
}

export async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

/** The page's main-thread JS heap in bytes after a forced GC. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await metrics(cdp)).JSHeapUsedSize ?? Number.NaN;
}

/** Bytes after a forced GC: the JS heap alone, and with the DOM's heap and ArrayBuffer backing stores. */
export interface HeapUsage {
  js: number;
  total: number;
}

function heapUsageOf(result: Record<string, unknown>): HeapUsage {
  const field = (name: string) => Number(result[name] ?? 0);
  return {
    js: field('usedSize'),
    total: field('usedSize') + field('embedderHeapUsedSize') + field('backingStorageSize'),
  };
}

/** The page's main-thread heap after a forced GC (Runtime.getHeapUsage: typed arrays count too). */
export async function heapUsageAfterGc(cdp: CDPSession): Promise<HeapUsage> {
  // A second pass frees what the first only finalised (weak references, finalizers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return heapUsageOf(await cdp.send('Runtime.getHeapUsage'));
}

/** Ordinary least squares slope of `y` over `x`. */
export function slope(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    num += (x[i]! - mx) * (y[i]! - my);
    den += (x[i]! - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

interface TargetReply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/**
 * The heaps of the page's workers (the chart worker), reached through the page's CDP session: workers
 * attach as targets, and their protocol messages travel wrapped in Target.sendMessageToTarget.
 */
export class WorkerHeaps {
  private readonly sessions = new Set<string>();
  private readonly waiting = new Map<number, (reply: TargetReply) => void>();
  private nextId = 1;

  private constructor(private readonly cdp: CDPSession) {
    cdp.on('Target.detachedFromTarget', (event) => {
      if (event.sessionId) this.sessions.delete(event.sessionId);
    });
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      const reply = JSON.parse(event.message) as TargetReply;
      if (reply.id === undefined) return;
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  static async attach(cdp: CDPSession): Promise<WorkerHeaps> {
    const heaps = new WorkerHeaps(cdp);
    cdp.on('Target.attachedToTarget', (event) => {
      if (event.targetInfo.type === 'worker') heaps.sessions.add(event.sessionId);
    });
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    return heaps;
  }

  /**
   * The shared workers running in the browser (a SharedWorker belongs to no page: it is a target of the
   * browser's own CDP session). Waits up to `waitMs` for at least one to start.
   */
  static async attachShared(browserCdp: CDPSession, waitMs = 10_000): Promise<WorkerHeaps> {
    const heaps = new WorkerHeaps(browserCdp);
    for (const deadline = Date.now() + waitMs; heaps.count === 0 && Date.now() < deadline;) {
      const { targetInfos } = await browserCdp.send('Target.getTargets');
      for (const target of targetInfos.filter((info) => info.type === 'shared_worker')) {
        const { sessionId } = await browserCdp.send('Target.attachToTarget', {
          targetId: target.targetId,
          flatten: false,
        });
        heaps.sessions.add(sessionId);
      }
      if (heaps.count === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return heaps;
  }

  private async call(sessionId: string, method: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const reply = new Promise<TargetReply>((resolve) => this.waiting.set(id, resolve));
    await this.cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    const { result, error } = await reply;
    if (error) throw new Error(`${method} failed in a worker: ${error.message}`);
    return result ?? {};
  }

  get count(): number {
    return this.sessions.size;
  }

  /** Every worker's heap after a forced GC in each, summed. */
  async usageAfterGc(): Promise<HeapUsage> {
    const sum: HeapUsage = { js: 0, total: 0 };
    for (const sessionId of this.sessions) {
      await this.call(sessionId, 'HeapProfiler.collectGarbage');
      await this.call(sessionId, 'HeapProfiler.collectGarbage');
      const usage = heapUsageOf(await this.call(sessionId, 'Runtime.getHeapUsage'));
      sum.js += usage.js;
      sum.total += usage.total;
    }
    return sum;
  }
}
