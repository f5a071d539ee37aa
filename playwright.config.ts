import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';
import { HANG_GUARD_MS, WAIT_GUARD_MS } from './tests/hang-guard.ts';

// End-to-end tests drive the app as `npm start` serves it — the production build, built on the first start
// and reused while the sources stay the same (server/app-build/) — on a free port, with a fresh temporary data
// folder and the test-mode fault switches on. The build is what ships, and a page opens on it in about a
// second where the dev server took 5-8 s (its modules one by one): on a quiet machine here the run took
// 260 s against 464 s. The specs that start a simulator of their own (own-simulator.ts) serve the same
// cached build; dev-server.spec.ts opens the app through the dev server, as `npm run dev` serves it. The
// port and folder are chosen once, here, and handed to the tests through the environment so that
// Playwright's workers agree on them.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tradedeck-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Hang guards sized for a busy machine (tests/hang-guard.ts), not speed claims.
  timeout: HANG_GUARD_MS,
  expect: { timeout: WAIT_GUARD_MS },
  // test-all.mjs asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to count the tests.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The production build registers a service worker (src/shell/sw-registration.ts): blocked here so that
    // no spec is answered by a worker; offline.spec.ts allows it for its own fresh contexts.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npm start -- --port ${port} --data ${process.env.E2E_DATA_DIR} --test-mode`,
    url: `${baseURL}/v1/health`,
    timeout: HANG_GUARD_MS,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
