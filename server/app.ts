/**
 * The embedded exchange simulator: one Fastify server with the REST API, the socket feed, the SQLite
 * database, the seeded market model, the fault switches and (optionally) the app itself.
 *
 * Folder map: options.ts (flags), app.ts (the composition root; its steps in app/), main.ts (npm start),
 * faults.ts, context.ts; db/ (migrations, seed), seed/ (demo members), market/ (catalogue, random walk,
 * history, live bars, tickers), feed/ (socket hub, replay rings), members/, trading/ (ledger, order
 * engine), http/ (envelope, messages, validation), routes/ (one module per area). See README.md.
 */
import { readFileSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerFeedRoute, registerSocketPlugin, splitUpgrades } from './app/feed-socket';
import { faultGate, faultHolds } from './app/fault-gate';
import { createHttpServer, registerErrorAnswers, registerHostGuards } from './app/http-pipeline';
import { startMarketClock } from './app/market-clock';
import { registerRoutes } from './app/route-table';
import { serveApp } from './app/serve-app';
import { registerAnswerCompression } from './http/compress-answers';
import { createContext } from './app/stores-and-engines';
import { startMarketSource } from './sources/start-source';
import { CaptchaRenderer } from './captcha/captcha-renderer';
import type { ServerContext } from './context';
import { openDatabase } from './db/database';
import { ServerSecrets } from './server-key';
import { FaultSwitch } from './faults';
import { restoreSessionHint } from './members/session-cookie';
import { DEFAULT_OPTIONS, type ServerOptions } from './options';
import { AccessQueue } from './queue';

export interface RunningServer {
  /** Base URL with the real port, e.g. http://127.0.0.1:8080. */
  url: string;
  port: number;
  app: FastifyInstance;
  faults: FaultSwitch;
  /** The coin the start line opens: BTC-KRW where the market source lists it, else its first coin. */
  firstCoin: string;
  /** Stops every timer, socket and the database. */
  close(): Promise<void>;
}

/** One method and path the server answers (as registered, with `:param`s). */
export interface RouteEntry {
  method: string;
  url: string;
}

/** A server with everything wired but not listening (for `app.inject` tests). */
export interface BuiltServer {
  app: FastifyInstance;
  /** Every route registered, so that tests (the REST fuzz) reach a new route without being told. */
  routes: readonly RouteEntry[];
  context: ServerContext;
  faults: FaultSwitch;
  close(): Promise<void>;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

function resolveOptions(partial: Partial<ServerOptions> = {}): ServerOptions {
  return { ...DEFAULT_OPTIONS, ...partial, faults: { ...partial.faults } };
}

export async function buildServer(partial?: Partial<ServerOptions>): Promise<BuiltServer> {
  const options = resolveOptions(partial);
  const now = () => Date.now();
  const startedAt = now();
  const db = openDatabase({
    dataDir: options.dataDir,
    reset: options.reset,
    seed: options.seed,
    market: options.market.kind,
  });
  const disposers: Dispose[] = [
    () => {
      db.close();
    },
  ];
  try {
    return await wire(options, db, ServerSecrets.of(options.dataDir), startedAt, now, disposers);
  } catch (error) {
    for (const dispose of disposers.reverse()) await dispose();
    throw error;
  }
}

type Dispose = () => void | Promise<void>;

/**
 * The composition root, one row a step: the switches and what outlives the HTTP server; the server; the
 * stores and engines; the HTTP pipeline in the order a request meets it; the app; the market's clock.
 * Each step owns what it starts in `disposers`, which run in reverse: timers and feed first, then the HTTP
 * server (it waits for requests in flight), the database last.
 */
async function wire(
  options: ServerOptions,
  db: ReturnType<typeof openDatabase>,
  secrets: ServerSecrets,
  startedAt: number,
  now: () => number,
  disposers: Dispose[],
): Promise<BuiltServer> {
  const own = (dispose: Dispose) => void disposers.push(dispose);
  // The switches, and what must outlive the HTTP server.
  const faults = new FaultSwitch(options.faults);
  const accessQueue = new AccessQueue(faults, now);
  own(() => accessQueue.dispose());
  // Closed after the HTTP server (disposers run in reverse), so a captcha request in flight gets its picture.
  const captchaRenderer = new CaptchaRenderer();
  own(() => captchaRenderer.close());
  const app = createHttpServer(options);
  own(() => app.close());
  const routes = recordRoutes(app);

  // The stores and engines. Requests held by the timeout fault end early when the server closes.
  const { hold, releaseAll } = faultHolds();
  const market = await startMarketSource(options.market, {
    seed: options.seed,
    tradeRate: options.tradeRate,
    startedAt,
    now,
    log: app.log,
  });
  const context = createContext(
    {
      options,
      market,
      db,
      secrets,
      faults,
      captchaRenderer,
      log: app.log,
      version: readVersion(),
      startedAt,
      now,
      hold,
    },
    own,
  );
  own(releaseAll);

  // The HTTP pipeline, in the order a request meets it.
  const { feedUpgrades, viteUpgrades } = splitUpgrades(app, options.serveApp);
  await app.register(fastifyCookie);
  await registerSocketPlugin(app, feedUpgrades, now);
  registerErrorAnswers(app, options);
  registerAnswerCompression(app);
  const hostNames = registerHostGuards(app, options);
  app.addHook('onRequest', faultGate(faults, accessQueue, hold));
  app.addHook('onRequest', async (request, reply) => restoreSessionHint(context, request, reply));
  registerRoutes(app, context, accessQueue);
  await registerFeedRoute(app, context);

  // The app beside the API, then the market's clock.
  const vite = await serveApp(app, options.serveApp, options.distDir, viteUpgrades, hostNames);
  if (vite) own(() => vite.close());
  own(startMarketClock(context, app.log));
  return { app, routes, context, faults, close: closeOnce(disposers) };
}

/** Every route as it registers, so that tests (the REST fuzz) reach a new route without being told. */
function recordRoutes(app: FastifyInstance): readonly RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  return routes;
}

/** Runs the disposers once, in reverse; a second call waits for the first. */
function closeOnce(disposers: readonly Dispose[]): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      for (const dispose of [...disposers].reverse()) await dispose();
    })();
    return closing;
  };
}

export async function startServer(options?: Partial<ServerOptions>): Promise<RunningServer> {
  const resolved = resolveOptions(options);
  const built = await buildServer(resolved);
  try {
    await built.app.listen({ port: resolved.port, host: resolved.host });
  } catch (error) {
    await built.close();
    throw error;
  }
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : resolved.port;
  const host = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;
  const { catalogue } = built.context.model;
  const firstCoin = catalogue.listing('BTC-KRW')?.key ?? catalogue.all[0]?.key ?? 'BTC-KRW';
  return {
    url: `http://${host}:${port}`,
    port,
    app: built.app,
    faults: built.faults,
    firstCoin,
    close: built.close,
  };
}
