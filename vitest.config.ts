import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { comlink } from 'vite-plugin-comlink';
import { playwright } from '@vitest/browser-playwright';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium-path.mjs';
import { HANG_GUARD_MS, WAIT_GUARD_MS } from './tests/hang-guard.ts';

/** Every browser test file, in path order. */
const BROWSER_TEST_FILES = readdirSync(join(import.meta.dirname, 'tests/browser'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/browser/${file.replaceAll('\\', '/')}`)
  .sort();

/**
 * The browser test files as `sessions` lists, alternating in path order so that each list has files of
 * every folder. Each list is one browser instance (a session of its own), and vitest runs the instances
 * side by side, one per core: a session waits much of its time on frames, timers and the page (about half
 * the machine was idle with one). On a quiet machine here the browser suite took 323 s in one session and
 * 208-220 s in two side by side.
 */
function browserSessions(sessions: number): string[][] {
  return Array.from({ length: sessions }, (_, session) =>
    BROWSER_TEST_FILES.filter((_, index) => index % sessions === session),
  );
}

// Two projects: `unit` runs in Node (pure cores, the simulator), `browser` in real Chromium through
// Playwright (components, workers, WebGL). Browser tests drive Debian's Chromium; Playwright's own
// browser download is not used (scripts/ensure-chromium.mjs finds or installs it).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // A fork per core (vitest's default leaves one core to its main process, which idles): many files
          // wait on sockets, timers and child processes. Twelve server and worker files on 2 cores at load
          // 6-10: one fork 37-45 s, two 32-36 s, three 58 s.
          maxWorkers: availableParallelism(),
          // Hang guards sized for a busy machine (tests/hang-guard.ts), not speed claims.
          testTimeout: HANG_GUARD_MS,
          hookTimeout: HANG_GUARD_MS,
          expect: { poll: { timeout: WAIT_GUARD_MS } },
        },
      },
      {
        plugins: [comlink(), react()],
        worker: { format: 'es', plugins: () => [comlink()] },
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'technicalindicators',
            'comlink',
            'pixi.js',
          ],
        },
        test: {
          name: 'browser',
          // Hang guards sized for a busy machine (tests/hang-guard.ts), not speed claims: the browser and
          // its workers share the machine with everything else.
          testTimeout: HANG_GUARD_MS,
          hookTimeout: HANG_GUARD_MS,
          expect: { poll: { timeout: WAIT_GUARD_MS } },
          // The files the instances below split; Vite's dependency scan starts from these.
          include: BROWSER_TEST_FILES,
          setupFiles: ['tests/browser/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
            }),
            instances: browserSessions(availableParallelism()).map((include, session) => ({
              browser: 'chromium' as const,
              name: `chromium ${session + 1}`,
              include,
            })),
            viewport: { width: 1280, height: 800 },
          },
        },
      },
    ],
  },
});
