/**
 * The simulator in a process of its own for the soak bench, so that its RSS and event-loop delay are the
 * server's alone. Serves the production build (dist/) with the trade rate it is given; answers `sample`
 * over IPC with its memory after a forced GC (run with --expose-gc) and the event-loop delay since the
 * last sample, and `stop` by closing.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../../server/app';

export interface ServerSample {
  kind: 'sample';
  rss: number;
  /** The highest RSS the process has had (the kernel's high-water mark), bytes. */
  peakRss: number;
  heapUsed: number;
  /** Memory outside the JS heap that V8 knows of: Buffers and typed arrays (frames, columns). */
  external: number;
  /** Event-loop delay since the previous sample, ms. */
  delayP99: number;
  delayMax: number;
}
export type ServerMessage = { kind: 'ready'; url: string } | ServerSample;

const [dataDir, rate] = process.argv.slice(2);
if (!dataDir || !rate || !process.send) throw new Error('usage: forked with <data dir> <trade rate>');
const send = (message: ServerMessage) => process.send!(message);

const server = await startServer({
  port: 0,
  dataDir,
  reset: true,
  serveApp: 'dist',
  tradeRate: Number(rate),
});
// 10 ms resolution: the histogram measures how late a 10 ms timer fires, which is the delay a request sees.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
send({ kind: 'ready', url: server.url });

process.on('message', (message) => {
  if (message === 'sample') {
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    send({
      kind: 'sample',
      rss: memory.rss,
      peakRss: process.resourceUsage().maxRSS * 1024,
      heapUsed: memory.heapUsed,
      external: memory.external,
      delayP99: delay.percentile(99) / 1e6,
      delayMax: delay.max / 1e6,
    });
    delay.reset();
  } else if (message === 'stop') {
    void server.close().then(() => process.exit(0));
  }
});
