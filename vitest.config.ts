import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { comlink } from 'vite-plugin-comlink';
import { playwright } from '@vitest/browser-playwright';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium-path.mjs';

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
          // The machines are shared: a poll gives the browser and its workers time before it gives up.
          expect: { poll: { timeout: 10_000 } },
          // A hang guard, not a speed claim. Late in a full run interactions get far slower than alone
          // (the date picker's file: 1.3 s alone, 25 s after some 500 other tests), so a long scenario
          // could pass the 15 s default without anything being wrong.
          testTimeout: 60_000,
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/browser/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
    ],
  },
});
