/**
 * Command-line flags and environment variables of the simulator. Flags win over the environment, the
 * environment over the defaults. Bad input throws an OptionsError that main.ts prints (exit code 2).
 */
import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';
import { faultsRequest, type Faults } from '../contract';
import { isMarketSourceKind, MARKET_SOURCE_KINDS, type MarketSourceKind } from '../contract/market-source';
import { normalizeOrigin } from './http/allowed-hosts';

export interface ServerOptions {
  port: number;
  host: string;
  dataDir: string;
  seed: number;
  /** Simulated trades per second over all coins. */
  tradeRate: number;
  /** Where the market's prices come from (server/sources): the simulator, a real exchange, or a replay. */
  market: MarketChoice;
  /** Enables the admin calls (fault switches, market state, forced trades), on loopback only. */
  testMode: boolean;
  /** Wipe the database and seed it again. */
  reset: boolean;
  /** Fault switches on from the start. */
  faults: Partial<Faults>;
  serveApp: 'vite' | 'dist' | 'none';
  /** The built app that `serveApp: 'dist'` serves (default: the repository's dist/); `npm start` serves its cached build (app-build/), benches and tests build elsewhere. */
  distDir?: string;
  /** The server log's level (LOG_LEVEL), in every serving mode; tests pass 'silent'. */
  logLevel: LogLevel;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** Host names answered besides loopback and `host` (DNS-rebinding guard), e.g. a LAN name. */
  allowedHosts: string[];
  /** Origins besides the server's own whose pages may change state and open the socket (normalised). */
  allowedOrigins: string[];
}

/**
 * The market source `--market` chose: `sim` (the default), `upbit` or `bithumb` (their public market data;
 * `exchangeUrls` overrides where to reach them, for a local fake exchange), `replay` (`path`: a candle file or
 * a folder of them; without one, the sample the repository ships).
 */
export type MarketChoice =
  | { kind: 'sim' }
  | { kind: 'upbit' | 'bithumb'; exchangeUrls: { api?: string; socket?: string } }
  | { kind: 'replay'; path?: string };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The data folder's name under the user's data directory. */
export const DATA_FOLDER_NAME = 'tradedeck';

/**
 * Where the database lives when no `--data` is given: the user's data directory, never the repository
 * (whose files the Vite middleware serves): `$XDG_DATA_HOME/tradedeck` or `~/.local/share/tradedeck` on
 * Linux and other Unixes, `~/Library/Application Support/tradedeck` on macOS, `%LOCALAPPDATA%\tradedeck` on
 * Windows. A relative XDG_DATA_HOME or LOCALAPPDATA is ignored, as the XDG specification says.
 */
export function defaultDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') {
    const local = env.LOCALAPPDATA;
    return local && win32.isAbsolute(local)
      ? win32.join(local, DATA_FOLDER_NAME)
      : win32.join(home, 'AppData', 'Local', DATA_FOLDER_NAME);
  }
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', DATA_FOLDER_NAME);
  const xdg = env.XDG_DATA_HOME;
  return xdg && posix.isAbsolute(xdg)
    ? posix.join(xdg, DATA_FOLDER_NAME)
    : posix.join(home, '.local', 'share', DATA_FOLDER_NAME);
}

export const DEFAULT_OPTIONS: ServerOptions = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: defaultDataDir(process.platform, process.env, homedir()),
  seed: 42,
  tradeRate: 300,
  market: { kind: 'sim' },
  testMode: false,
  reset: false,
  faults: {},
  serveApp: 'dist',
  logLevel: 'warn',
  allowedHosts: [],
  allowedOrigins: [],
};

export const MAX_TRADE_RATE = 100_000;

/** Boolean fault switches that `--faults a,b` may name. */
const SWITCH_NAMES = [
  'pause',
  'block',
  'timeout',
  'tooManyRequests',
  'serverError',
  'dropSocket',
  'favoritesBlocked',
  'queue',
] as const;

/** Numeric fault settings that `--faults name=n` may give, with their upper bounds. */
const NUMBER_LIMITS = {
  skipTickerFrameEvery: 1000,
  timeoutDelayMs: 120_000,
  queueLength: 100_000,
  queueAdmitPerSecond: 1000,
} as const;

function isNumberSetting(name: string): name is keyof typeof NUMBER_LIMITS {
  return Object.hasOwn(NUMBER_LIMITS, name);
}

export class OptionsError extends Error {
  override readonly name = 'OptionsError';
  readonly exitCode = 2;
}

export const USAGE = `Usage: npm start -- [options]
  --port <n>          port to listen on (PORT, default 8080; 0 = any free port)
  --host <name>       interface to listen on (HOST, default 127.0.0.1)
  --data <dir>        data directory of the SQLite database and its key (DATA_DIR, default
                      ${DEFAULT_OPTIONS.dataDir})
  --seed <n>          seed of the market model (SEED, default 42)
  --trade-rate <n>    simulated trades per second over all coins (TRADE_RATE, default 300)
  --market <source>   where prices come from (MARKET, default sim): sim, the simulated market;
                      upbit or bithumb, that exchange's public market data with paper trading (no keys,
                      no real orders; UPBIT_API_URL, UPBIT_SOCKET_URL, BITHUMB_API_URL, BITHUMB_SOCKET_URL
                      point elsewhere); replay or replay:<file.csv|folder>, recorded 1-minute candles
                      played as trades (default: the shipped sample)
  --reset             wipe the database and seed it again
  --repair            make an inconsistent ledger whole (prints each change), then start
  --test-mode         enable the admin calls on loopback (TEST_MODE=1)
  --faults <list>     fault switches on at start: ${SWITCH_NAMES.join(',')},
                      skipTickerFrameEvery=<n>, timeoutDelayMs=<ms>, queueLength=<n>,
                      queueAdmitPerSecond=<n> (FAULTS)
  --allow-host <list> host names answered besides localhost, 127.0.0.1, [::1] and --host, comma
                      separated, e.g. mybox.local,192.168.0.5 (ALLOWED_HOSTS)
  --allow-origin <list> origins besides the server's own whose pages may open the socket and change
                      state, e.g. http://localhost:5173 (ALLOWED_ORIGINS)
  (no app flag)       serve the production build, built on the first start and again when the
                      sources change, kept in node_modules/.cache/tradedeck/
  --dist              serve the built dist/ (npm run build) as it is
  --dev               serve the app through Vite's dev middleware (npm run dev)
  --no-app            serve no app (API and socket only)
  --help              print this text
Exit codes: 2 bad options, 3 a database refused by the start-up checks, 1 any other failure to start
(a failed build included).`;

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(raw.trim())) throw new OptionsError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new OptionsError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flagBoolean(name: string, raw: string): boolean {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off|)$/i.test(raw)) return false;
  throw new OptionsError(`${name} must be 1 or 0, got "${raw}"`);
}

/** `pause,block,skipTickerFrameEvery=5` → fault switches, validated by the contract's schema. */
export function parseFaultList(raw: string): Partial<Faults> {
  const faults: Record<string, boolean | number> = {};
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', value] = item.split('=', 2);
    if ((SWITCH_NAMES as readonly string[]).includes(name)) {
      faults[name] = value === undefined ? true : flagBoolean(`fault ${name}`, value);
    } else if (isNumberSetting(name)) {
      if (value === undefined) throw new OptionsError(`fault ${name} needs a value, e.g. ${name}=5`);
      faults[name] = integer(`fault ${name}`, value, 0, NUMBER_LIMITS[name]);
    } else {
      throw new OptionsError(
        `unknown fault "${name}"; known: ${[...SWITCH_NAMES, ...Object.keys(NUMBER_LIMITS)].join(', ')}`,
      );
    }
  }
  const parsed = faultsRequest.safeParse(faults);
  if (!parsed.success)
    throw new OptionsError(`bad faults "${raw}": ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** An exchange's base URL from the environment: absolute, of the schemes given, nothing after the path. */
function exchangeUrl(env: NodeJS.ProcessEnv, name: string, schemes: readonly string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OptionsError(`${name} must be a URL, got "${raw}"`);
  }
  if (!schemes.includes(url.protocol) || url.search !== '' || url.hash !== '')
    throw new OptionsError(`${name} must be a ${schemes.join(' or ')} URL without a query, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** `sim`, `upbit`, `bithumb`, `replay` or `replay:<path>` → the market source to start. */
export function parseMarketChoice(name: string, raw: string, env: NodeJS.ProcessEnv): MarketChoice {
  const [kind = '', ...rest] = raw.trim().split(':');
  const path = rest.join(':');
  if (!isMarketSourceKind(kind))
    throw new OptionsError(
      `${name} must be one of ${MARKET_SOURCE_KINDS.join(', ')} (replay:<path>), got "${raw}"`,
    );
  if (path !== '' && kind !== 'replay')
    throw new OptionsError(`${name}: only replay takes a path, got "${raw}"`);
  return marketChoiceOf(kind, path, env);
}

function marketChoiceOf(kind: MarketSourceKind, path: string, env: NodeJS.ProcessEnv): MarketChoice {
  if (kind === 'sim') return { kind };
  if (kind === 'replay') return path === '' ? { kind } : { kind, path };
  const prefix = kind.toUpperCase();
  const api = exchangeUrl(env, `${prefix}_API_URL`, ['http:', 'https:']);
  const socket = exchangeUrl(env, `${prefix}_SOCKET_URL`, ['ws:', 'wss:']);
  return { kind, exchangeUrls: { ...(api && { api }), ...(socket && { socket }) } };
}

/** `a.example,192.168.0.5,[::1]` → names; a port, a path or a wildcard is refused. */
export function parseHostList(name: string, raw: string): string[] {
  const hosts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const host of hosts)
    if (!/^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\]|[0-9A-Fa-f]*:[0-9A-Fa-f:.]+)$/.test(host))
      throw new OptionsError(`${name}: "${host}" is not a host name or address (no port, no wildcard)`);
  if (hosts.length === 0) throw new OptionsError(`${name} needs at least one host name`);
  return hosts;
}

/** `http://localhost:5173,https://app.example` → origins; a path, a wildcard or another scheme is refused. */
export function parseOriginList(name: string, raw: string): string[] {
  const origins = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => {
      const origin = normalizeOrigin(text);
      if (!origin)
        throw new OptionsError(
          `${name}: "${text}" is not an origin (http(s)://host[:port], nothing after it)`,
        );
      return origin;
    });
  if (origins.length === 0) throw new OptionsError(`${name} needs at least one origin`);
  return origins;
}

const VALUE_FLAGS = [
  '--port',
  '--host',
  '--data',
  '--seed',
  '--trade-rate',
  '--market',
  '--faults',
  '--allow-host',
  '--allow-origin',
] as const;
const SWITCH_FLAGS = ['--reset', '--repair', '--test-mode', '--dist', '--dev', '--no-app', '--help'] as const;

/** The flags that choose how the app is served; without one, the cached production build. */
const APP_FLAGS = ['--dist', '--dev', '--no-app'] as const;

/** Parses argv (without node and script) and the environment. Throws OptionsError on bad input. */
export function parseOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): ServerOptions & { help: boolean; repair: boolean; build: boolean } {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if ((VALUE_FLAGS as readonly string[]).includes(flag)) {
      const value = eq > 0 && arg.startsWith('--') ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '') throw new OptionsError(`${flag} needs a value`);
      values.set(flag, value);
    } else if ((SWITCH_FLAGS as readonly string[]).includes(arg)) {
      switches.add(arg);
    } else {
      throw new OptionsError(`unknown option "${arg}"\n${USAGE}`);
    }
  }
  const appFlags = APP_FLAGS.filter((flag) => switches.has(flag));
  if (appFlags.length > 1) throw new OptionsError(`${appFlags.join(' and ')} exclude each other`);
  if (switches.has('--reset') && switches.has('--repair'))
    throw new OptionsError('--reset and --repair exclude each other');

  const pick = (flag: string, envName: string): [string, string] | undefined => {
    const fromFlag = values.get(flag);
    if (fromFlag !== undefined) return [flag, fromFlag];
    const fromEnv = env[envName];
    return fromEnv !== undefined && fromEnv !== '' ? [envName, fromEnv] : undefined;
  };
  const port = pick('--port', 'PORT');
  const host = pick('--host', 'HOST');
  const data = pick('--data', 'DATA_DIR');
  const seed = pick('--seed', 'SEED');
  const rate = pick('--trade-rate', 'TRADE_RATE');
  const faults = pick('--faults', 'FAULTS');
  const market = pick('--market', 'MARKET');
  const allowHost = pick('--allow-host', 'ALLOWED_HOSTS');
  const allowOrigin = pick('--allow-origin', 'ALLOWED_ORIGINS');
  const testModeEnv = env.TEST_MODE;
  const logLevel = env.LOG_LEVEL;
  if (logLevel !== undefined && logLevel !== '' && !(LOG_LEVELS as readonly string[]).includes(logLevel))
    throw new OptionsError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);

  if (host && !/^[A-Za-z0-9.:-]+$/.test(host[1]))
    throw new OptionsError(`${host[0]} is not a host name: "${host[1]}"`);
  return {
    port: port ? integer(port[0], port[1], 0, 65_535) : DEFAULT_OPTIONS.port,
    host: host ? host[1] : DEFAULT_OPTIONS.host,
    dataDir: data ? data[1] : defaultDataDir(process.platform, env, homedir()),
    seed: seed ? integer(seed[0], seed[1], 0, 2 ** 32 - 1) : DEFAULT_OPTIONS.seed,
    tradeRate: rate ? integer(rate[0], rate[1], 0, MAX_TRADE_RATE) : DEFAULT_OPTIONS.tradeRate,
    market: market ? parseMarketChoice(market[0], market[1], env) : DEFAULT_OPTIONS.market,
    testMode:
      switches.has('--test-mode') || (testModeEnv !== undefined && flagBoolean('TEST_MODE', testModeEnv)),
    reset: switches.has('--reset'),
    faults: faults ? parseFaultList(faults[1]) : {},
    serveApp: switches.has('--no-app') ? 'none' : switches.has('--dev') ? 'vite' : 'dist',
    logLevel: logLevel ? (logLevel as LogLevel) : DEFAULT_OPTIONS.logLevel,
    allowedHosts: allowHost ? parseHostList(allowHost[0], allowHost[1]) : [],
    allowedOrigins: allowOrigin ? parseOriginList(allowOrigin[0], allowOrigin[1]) : [],
    help: switches.has('--help'),
    repair: switches.has('--repair'),
    build: appFlags.length === 0,
  };
}
