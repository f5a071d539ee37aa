// The flood of socket-flood.test.ts against the simulator in a child process of its own, so that the RSS
// noted is the server's alone: with the server in the test's process the figure mixed in the test's own
// clients, which parse megabytes of frames once they read again. The child runs with --expose-gc and is
// asked for a full GC (POST /__admin/gc) before the start and the after readings; its RSS and its peak
// come from /proc/<pid>/status (VmRSS, VmHWM). The RSS is a figure, not an assertion (RSS is the
// allocator's); without /proc the note says it was not measured. The waits follow the server's health
// answer (its socket counts), never the clock.
import { rmSync } from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { rssReturn } from '../../../bench/stats';
import { API, type AdminGc, type Envelope, type HealthInfo } from '../../../contract';
import { processMemory, startChildServer, type ChildServer } from './child-server';
import { flood, FLOODERS, health, OPS_EACH, openFlooders, readToClose, whileHealthy } from './flood-sockets';
import { tempDataDir } from './helpers';

const dataDir = tempDataDir();
let server: ChildServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Asks the child for a full GC; answers whether it ran. */
async function collectGarbage(url: string): Promise<boolean> {
  const response = await fetch(`${url}${API.adminGc}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as Envelope<AdminGc>).data.ran;
}

test(`the server's own RSS before, at the peak of and after ${FLOODERS} sockets × ${OPS_EACH} snapshot requests`, async ({
  annotate,
}) => {
  server = await startChildServer(['--test-mode', '--data', dataDir, '--trade-rate', '0'], ['--expose-gc']);
  const { url } = server;
  const pid = server.child.pid!;
  const before = (await health(url)).body.data;
  expect(await collectGarbage(url)).toBe(true);
  const start = processMemory(pid);

  const sockets = await openFlooders(url);
  const closes = sockets.map(() => undefined as number | undefined);
  sockets.forEach((socket, i) => {
    socket.on('close', (code) => (closes[i] = code));
    flood(socket);
  });
  let last: HealthInfo = before;
  const calls = await whileHealthy(
    url,
    () => last.floodedSockets - before.floodedSockets === FLOODERS,
    (info) => (last = info),
  );
  expect(calls).toBeGreaterThan(0);

  // The test's own sockets closed in full, then the server holds none.
  await readToClose(sockets);
  for (const close of closes) expect([1008, 1006]).toContain(close);
  await whileHealthy(
    url,
    () => last.sockets === 0,
    (info) => (last = info),
  );
  expect(await collectGarbage(url)).toBe(true);
  const after = processMemory(pid);

  await annotate(
    start && after
      ? rssReturn({ start: start.rss, peak: after.peak, after: after.rss }).text
      : `RSS not measured: no /proc/${pid}/status on this platform`,
  );
});
