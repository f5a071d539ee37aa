// Where the browser tests, the end-to-end tests and the bench find Chromium: CHROMIUM_PATH first, then
// Debian's package. One place, so every runner agrees on the same binary.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Chromium executable to drive, or undefined when none is on this machine. */
export function findChromium(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * Flags for headless Chromium on these machines: root needs --no-sandbox, and the background-networking
 * flags keep Chromium from dialling hosts a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
