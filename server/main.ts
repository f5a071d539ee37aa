/**
 * `npm start`: parses the flags, makes sure the production build of the current sources is there (built
 * with a progress line on the first start and after a change, app-build/), starts the simulator with the
 * app, prints where it runs, and closes cleanly on SIGINT/SIGTERM; `--repair` first repairs the ledger
 * (db/repair.ts) and prints each change. `npm run dev` (`--dev`) serves Vite's dev middleware instead.
 * Bad flags print a message and exit with code 2; a database refused at start-up (db/integrity.ts) with
 * 3; any other start-up failure with 1 (startup-failure.ts).
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { MarketSourceKind } from '../contract/market-source';
import { fileURLToPath } from 'node:url';
import { startServer } from './app';
import { ensureAppBuild } from './app-build/ensure-build';
import { DATABASE_FILE, repairDatabase } from './db/database';
import { defaultDataDir, OptionsError, parseOptions, USAGE } from './options';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './seed/demo-members';
import { startupFailure } from './startup-failure';

/** The data folder before it moved to the user's data directory. */
const LEGACY_DATA_DIR = '.data';

async function main(): Promise<void> {
  let options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof OptionsError) {
      process.stderr.write(`tradedeck: ${error.message}\n`);
      process.exit(error.exitCode);
    }
    throw error;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  // The data folder was `.data` in the repository until the Vite middleware was found to serve it: say
  // where an older database stays, rather than start on a new one without a word.
  if (
    options.dataDir === defaultDataDir(process.platform, process.env, homedir()) &&
    existsSync(join(LEGACY_DATA_DIR, DATABASE_FILE))
  )
    process.stderr.write(
      `tradedeck: the database is kept in ${options.dataDir} now; the older one in ${LEGACY_DATA_DIR}/ is not used (--data ${LEGACY_DATA_DIR} uses it)\n`,
    );
  if (options.repair) {
    const changes = repairDatabase(
      { dataDir: options.dataDir, seed: options.seed, market: options.market.kind },
      Date.now(),
    );
    process.stdout.write(
      changes.length === 0
        ? 'tradedeck: the ledger was whole; --repair changed nothing\n'
        : `tradedeck: --repair changed, in one transaction:\n${changes.map((change) => `  - ${change}\n`).join('')}`,
    );
  }

  const distDir = options.build
    ? await ensureAppBuild({
        root: fileURLToPath(new URL('..', import.meta.url)),
        env: process.env,
        out: process.stdout,
        now: () => performance.now(),
      })
    : undefined;
  const server = await startServer({ ...options, distDir });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`tradedeck: error while closing after ${signal}: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  // Said once the signals are handled: whoever waits for this line may stop the server at once.
  const shownHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(options.host) ? 'localhost' : options.host;
  const demo = DEMO_MEMBERS[0]!.loginId;
  process.stdout.write(
    `Tradedeck is running at http://${shownHost}:${server.port}/trade/order/${server.firstCoin} (demo login: ${demo} / ${DEMO_PASSWORD})${SOURCE_NOTES[options.market.kind]}\n`,
  );
}

/** What the start line adds about the market source (nothing on the simulator). */
const SOURCE_NOTES: Record<MarketSourceKind, string> = {
  sim: '',
  upbit: " on Upbit's live market data: paper trading, no order reaches Upbit",
  bithumb: " on Bithumb's live market data: paper trading, no order reaches Bithumb",
  replay: ': a replay of recorded candles (practice orders fill on replayed prices)',
};

main().catch((error: unknown) => {
  const failure = startupFailure(error, process.env.DEBUG === '1');
  process.stderr.write(`tradedeck: ${failure.message}\n`);
  process.exit(failure.exitCode);
});
