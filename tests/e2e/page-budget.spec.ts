/**
 * The JS byte budget of the chart pages (scripts/page-budgets.ts): a first visit with an empty cache to
 * the popup and to the trade page, on the production build served as `npm start` serves it,
 * loads no more JavaScript than its budget, workers included. Counted at the server (a shared worker's
 * requests reach no page event), so the simulator runs in this process. Bytes, not time: the same build
 * gives the same figure on any machine. And nothing it is told to preload goes unused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_BUDGETS, type PageBudget } from '../../scripts/page-budgets';
import { chunkList, ScriptSizes, ServedRequests } from '../../scripts/page-requests';
import { startServer, type RunningServer } from '../../server/app';
import { ensureAppBuild } from '../../server/app-build/ensure-build';
import { expect, test } from './fixtures';

let server: RunningServer;
let served: ServedRequests;
let sizes: ScriptSizes;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-budget-'));
  // The build `npm start` serves, which the run's web server made (reused here, not built again).
  const distDir = await ensureAppBuild({
    root: join(import.meta.dirname, '../..'),
    env: process.env,
    out: { write: () => undefined },
    now: () => performance.now(),
  });
  server = await startServer({ port: 0, dataDir, serveApp: 'dist', distDir, logLevel: 'error' });
  served = new ServedRequests(server.app.server);
  sizes = new ScriptSizes(distDir);
});

test.afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

for (const page of Object.values(PAGE_BUDGETS) as PageBudget[]) {
  test(`the ${page.name} loads at most ${page.budget / 1000} kB of gzip JS (target ${page.target / 1000} kB)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const tab = await context.newPage();
      const warnings: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      served.start();
      await tab.goto(server.url + page.path);
      await expect(tab.getByTestId('chart-surface').first()).toHaveAttribute('data-drawn', 'true');
      // What the page asks for as it settles counts too: until its main thread has been idle twice (a
      // chunk asked for after the draw has loaded and run by then). Not a time: a page that polls
      // something never reaches 'networkidle'.
      await tab.evaluate(async () => {
        for (let i = 0; i < 2; i++) await new Promise((done) => requestIdleCallback(() => done(null)));
      });
      const scripts = sizes.of(served.stop());
      // What the page's Link header preloads is what it then asks for, in the same credentials mode.
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      expect(scripts.files).toBeGreaterThan(0);
      expect(
        scripts.gzip,
        `${page.name}: ${(scripts.gzip / 1000).toFixed(1)} kB gzip in ${scripts.files} files, by chunk: ${chunkList(scripts)}`,
      ).toBeLessThanOrEqual(page.budget);
    } finally {
      await context.close();
    }
  });
}
