/**
 * Loads the exchange simulator for the end-to-end benches. The bench runs against the real server;
 * without it (server/app.ts missing or not exporting startServer) it stops with a message saying so.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as ServerApp from '../../server/app';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the benches use of server/app.ts; loaded at run time so that its absence gets a clear message. */
export type Simulator = Pick<typeof ServerApp, 'startServer'>;

export class MissingSimulatorError extends Error {
  override readonly name = 'MissingSimulatorError';
}

export async function loadSimulator(): Promise<Simulator> {
  const path = join(REPO_ROOT, 'server', 'app.ts');
  if (!existsSync(path)) {
    throw new MissingSimulatorError(
      `The end-to-end feed bench needs the exchange simulator, but ${path} does not exist. ` +
        'It must export startServer(options) from server/app.ts.',
    );
  }
  const module = (await import(pathToFileURL(path).href)) as Partial<Simulator>;
  if (typeof module.startServer !== 'function') {
    throw new MissingSimulatorError(
      `${path} does not export startServer(options): the bench cannot start the exchange.`,
    );
  }
  return module as Simulator;
}
