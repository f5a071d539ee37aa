/**
 * The embedded exchange simulator: one Fastify server with the REST API, the socket feed, the SQLite
 * database, the seeded market model, the fault switches and (optionally) the app itself.
 *
 * Folder map: options.ts (flags), app.ts (wiring), main.ts (npm start), faults.ts, context.ts;
 * db/ (migrations, seed), seed/ (demo members), market/ (catalogue, random walk, history, live bars,
 * tickers), feed/ (socket hub, replay rings), members/, trading/ (ledger, order engine), http/
 * (envelope, messages, validation), routes/ (one module per area). See README.md.
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import {
  API,
  blockRefusesChannel,
  EXTERNAL_SITE_PATH,
  HEARTBEAT_MS,
  PLUS_BUY,
  SOCKET_PATH,
  TICKER_FLUSH_MS,
} from '../contract';
import { CaptchaRenderer } from './captcha/captcha-renderer';
import { CaptchaStore } from './captcha/captcha-store';
import { sessionIdOf, type ServerContext } from './context';
import { CreditClock } from './credit/credit-clock';
import { CreditEngine } from './credit/credit-engine';
import { CreditStore } from './credit/credit-store';
import { openDatabase } from './db/database';
import { ServerSecrets } from './server-key';
import { FaultSwitch } from './faults';
import { AccessQueue } from './queue';
import { FeedHub } from './feed/feed-hub';
import { MAX_CLIENT_MESSAGE_BYTES } from './feed/feed-limits';
import { SocketErrorLog } from './feed/socket-errors';
import { allowedHostNames, type HostRule } from './http/allowed-hosts';
import { ApiError } from './errors/api-error';
import { errorEnvelope, languageOf, sendApiError } from './http/envelope';
import { answerParserError, clientErrorAnswer, emptyErrorAnswer } from './http/framework-errors';
import { registerRequestGuards } from './http/request-guards';
import { COMMON_SECURITY_HEADERS, configuredExchangeSources } from './http/security-headers';
import { preloadLinkHeader, readRoutePreloads } from './http/route-preloads';
import { BENCH_CHART_FILE, BENCH_CHART_PATH, staticFileHeaders } from './http/static-headers';
import { SERVICE_CHECK_NOTICE } from './errors/messages';
import { restoreSessionHint } from './members/session-cookie';
import { INOUT_STEP_MS, InoutDesk } from './inout/inout-desk';
import { MarketModel } from './market/market-model';
import { FavoriteStore } from './members/favorite-store';
import { loginThrottles } from './members/login-throttle';
import { MemberBlocks } from './members/member-blocks';
import { MemberStore } from './members/member-store';
import { SmsCodes } from './members/sms-codes';
import { SmsLogins } from './members/sms-logins';
import { SmsVerifications } from './members/sms-verifications';
import { registerKeyAuthentication } from './open-api/key-authentication';
import { OpenApiKeyStore } from './open-api/key-store';
import { NonceStore } from './open-api/nonce-store';
import { DEFAULT_OPTIONS, type ServerOptions } from './options';
import { registerAdminRoutes } from './routes/admin-routes';
import { registerAssetRoutes } from './routes/asset-routes';
import { registerComnRoutes } from './routes/comn-routes';
import { registerCreditRoutes } from './routes/credit-routes';
import { registerFavoriteRoutes } from './routes/favorite-routes';
import { registerInoutRoutes } from './routes/inout-routes';
import { registerJoinRoutes } from './routes/join-routes';
import { registerMarketRoutes } from './routes/market-routes';
import { registerMemberRoutes } from './routes/member-routes';
import { registerMetaRoutes } from './routes/meta-routes';
import { registerOpenApiRoutes } from './routes/open-api-routes';
import { registerQueueRoutes } from './routes/queue-routes';
import { registerOrderRoutes } from './routes/order-routes';
import { registerShellRoutes } from './routes/shell-routes';
import { registerSiteRoutes } from './routes/site-routes';
import { registerSmsRoutes } from './routes/sms';
import { registerTermsRoutes } from './routes/terms-routes';
import { BANNER_IMAGE_PATH } from './shell/premium-banners';
import { ShellStore } from './shell/shell-store';
import { Books } from './trading/books';
import { Ledger } from './trading/ledger';
import { OrderEngine } from './trading/order-engine';
import { AttachmentStore } from './uploads/attachment-store';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  /** Base URL with the real port, e.g. http://127.0.0.1:8080. */
  url: string;
  port: number;
  app: FastifyInstance;
  faults: FaultSwitch;
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

/** Where the server answers itself, each with everything under it. */
const SERVER_PATHS = ['/v1', '/v2', '/__admin', SOCKET_PATH, EXTERNAL_SITE_PATH, BANNER_IMAGE_PATH];

/**
 * Paths the server answers itself: the API, the socket, the admin calls, and its own pages outside the
 * app (the external pages, the banner images). Never handed to the app's static files or Vite (whose SPA
 * fallback would answer them with the app's index.html).
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  return path === API.meta || SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The calls the fault switches act on: /v1 and /v2, except health. */
function isFaultable(path: string): boolean {
  return /^\/v[12]\//.test(path) && path !== API.health;
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
  const db = openDatabase({ dataDir: options.dataDir, reset: options.reset, seed: options.seed });
  const disposers: (() => void | Promise<void>)[] = [
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

async function wire(
  options: ServerOptions,
  db: ReturnType<typeof openDatabase>,
  secrets: ServerSecrets,
  startedAt: number,
  now: () => number,
  disposers: (() => void | Promise<void>)[],
): Promise<BuiltServer> {
  const faults = new FaultSwitch(options.faults);
  const accessQueue = new AccessQueue(faults, now);
  disposers.push(() => accessQueue.dispose());
  const model = new MarketModel({ seed: options.seed, tradeRate: options.tradeRate, startMs: startedAt });
  const members = new MemberStore(db, now, secrets);
  const favorites = new FavoriteStore(db, now);
  // Closed after the HTTP server (disposers run in reverse), so a captcha request in flight gets its picture.
  const captchaRenderer = new CaptchaRenderer();
  disposers.push(() => captchaRenderer.close());
  const app = Fastify({
    logger: options.logStream
      ? { level: options.logLevel, stream: options.logStream }
      : { level: options.logLevel },
    forceCloseConnections: true,
    // Errors raised before a request reaches the hooks (an address over the limit, a bad escape, a header
    // block the parser refuses) answer in the envelope too.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, 'request refused by the router');
      return sendApiError(
        request,
        reply,
        clientErrorAnswer(error) ?? new ApiError(400, 'BAD_REQUEST', 'badRequest'),
      );
    },
    clientErrorHandler: (error, socket) => answerParserError(error, socket, COMMON_SECURITY_HEADERS),
  });
  disposers.push(() => app.close());
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // The books are the feed's BookSource (depth snapshots and deltas); the engine fills them.
  const books = new Books(options.seed);
  // The hub asks the engine for a member's balances (snapshots); the engine tells the hub about changes.
  const memberBlocks = new MemberBlocks(db);
  const hub = new FeedHub({
    model,
    faults,
    memberAssets: (memNo) => engine.assetRows(memNo),
    memberCredit: (memNo) => credit.status(memNo),
    sessionLive: (sessionId) => members.sessionLive(sessionId),
    channelBlocked: (memNo, ch) => {
      const blockType = memberBlocks.blockType(memNo);
      return blockType !== null && blockRefusesChannel(blockType, ch);
    },
    now,
    seqBase: startedAt,
  });
  hub.setBookSource(books);
  disposers.push(() => hub.dispose());
  const creditStore = new CreditStore(db);
  const creditClock = new CreditClock(creditStore, now);
  const engine = new OrderEngine(
    new Ledger(db),
    model,
    books,
    (memNo, rows) => hub.publishAssetChange(memNo, rows),
    (memNo, events) => hub.publishOrderEvents(memNo, events),
    now,
    (error) => app.log.error({ err: error }, 'order settlement failed'),
    creditStore,
    () => creditClock.now(),
    (memNo) => credit.changed(memNo),
  );
  disposers.push(() => engine.dispose());
  const credit = new CreditEngine(
    engine,
    model,
    creditClock,
    (memNo, status) => hub.publishCredit(memNo, status),
    (error) => app.log.error({ err: error }, 'credit step failed'),
  );

  // Requests held by the timeout fault end early when the server closes.
  const holds = new Set<() => void>();
  const hold = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        holds.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      holds.add(done);
    });
  disposers.push(() => {
    for (const done of [...holds]) done();
  });

  const attachments = new AttachmentStore(db, now);
  const inout = new InoutDesk({
    db,
    model,
    openLoans: (memNo) => creditStore.memberOpenLoans(memNo),
    debt: (memNo) => creditStore.memberDebt(memNo),
    attachments,
    publish: (memNo, coinTypes) =>
      hub.publishAssetChange(
        memNo,
        engine.assetRows(memNo).filter((row) => coinTypes.includes(row.coinType)),
      ),
    now,
  });

  const context: ServerContext = {
    options,
    model,
    engine,
    credit,
    members,
    memberBlocks,
    loginThrottles: loginThrottles(now),
    favorites,
    shell: new ShellStore(db),
    hub,
    faults,
    captchas: new CaptchaStore(now),
    captchaRenderer,
    smsCodes: new SmsCodes(now),
    smsLogins: new SmsLogins(now),
    smsVerifications: new SmsVerifications(now),
    openApiKeys: { store: new OpenApiKeyStore(db, now, secrets), nonces: new NonceStore(db) },
    attachments,
    inout,
    version: readVersion(),
    startedAt,
    now,
    hold,
  };

  // One 'upgrade' listener routes Vite's HMR sockets to Vite and every other upgrade to the feed.
  const feedUpgrades = new EventEmitter();
  const viteUpgrades = new EventEmitter();
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const protocol = request.headers['sec-websocket-protocol'];
    const toVite = options.serveApp === 'vite' && (protocol === 'vite-hmr' || protocol === 'vite-ping');
    (toVite ? viteUpgrades : feedUpgrades).emit('upgrade', request, socket, head);
  });

  await app.register(fastifyCookie);
  const socketErrors = new SocketErrorLog(app.log, now);
  await app.register(fastifyWebsocket, {
    options: {
      server: feedUpgrades as unknown as Server,
      maxPayload: MAX_CLIENT_MESSAGE_BYTES,
      // Off, as ws's default, and said so: compression would hold a zlib context per socket outside the
      // JS heap (native memory the buffer budget cannot see) and compress each shared frame once per
      // socket instead of sending the same bytes to all.
      perMessageDeflate: false,
    },
    // A client's bad frame (too large, not UTF-8) is one line without a stack, rate-limited.
    errorHandler: (error, socket, request) => {
      socketErrors.report(error, request.socket.remoteAddress ?? '');
      socket.terminate();
    },
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) return sendApiError(request, reply, error);
    const answer = clientErrorAnswer(error);
    if (answer) {
      request.log.info({ err: error }, 'bad request');
      return sendApiError(request, reply, answer);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendApiError(request, reply, new ApiError(500, 'SERVER_ERROR', 'serverError'));
  });

  const routePreloads = options.serveApp === 'dist' ? readRoutePreloads(distRoot(options.distDir)) : [];
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    // SPA fallback for app routes; a missing file (a path with an extension) stays a 404.
    if (options.serveApp === 'dist' && request.method === 'GET' && !isApiPath(path) && !/\.\w+$/.test(path)) {
      const links = preloadLinkHeader(routePreloads, path);
      if (links) reply.header('Link', links);
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendApiError(
      request,
      reply,
      new ApiError(404, 'NOT_FOUND', 'notFound', `${request.method} ${path}`),
    );
  };
  app.setNotFoundHandler(notFound);

  // Every error answer is an envelope, also one a plugin sends empty.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.method === 'HEAD' || (payload !== undefined && payload !== ''))
      return payload;
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(errorEnvelope(emptyErrorAnswer(reply.statusCode), languageOf(request)));
  });

  // Before the fault switches, the app and the routes: a refused Host or Origin meets none of them.
  const hostNames = allowedHostNames(options.host, options.allowedHosts);
  let listeningPort: number | undefined;
  const hostRule = (): HostRule => {
    if (listeningPort === undefined) {
      const address = app.server.address();
      listeningPort = typeof address === 'object' && address ? address.port : undefined;
    }
    return { names: hostNames, port: listeningPort };
  };
  registerRequestGuards(app, {
    hostRule,
    allowedOrigins: new Set(options.allowedOrigins),
    isApiPath,
    appMode: options.serveApp,
    exchangeSources: configuredExchangeSources(process.env),
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (!isFaultable(path)) return;
    const current = faults.current;
    if (current.pause) {
      const notice = SERVICE_CHECK_NOTICE[languageOf(request)];
      return sendApiError(request, reply, new ApiError(503, 'PAUSE', 'paused', undefined, notice));
    }
    // Maintenance outranks the queue; every other fault waits behind it (the caller is not in yet).
    if (current.queue && path !== API.queueStatus) {
      const place = accessQueue.status();
      if (!place.admitted)
        return sendApiError(request, reply, new ApiError(503, 'QUEUE', 'queue', undefined, place));
    }
    if (current.block) return sendApiError(request, reply, new ApiError(403, 'BLOCK', 'blocked'));
    if (current.timeout) {
      await hold(current.timeoutDelayMs);
      return sendApiError(request, reply, new ApiError(504, 'TIMEOUT', 'timeout'));
    }
    if (current.tooManyRequests)
      return sendApiError(request, reply, new ApiError(429, 'TOO_MANY_REQUESTS', 'tooManyRequests'));
    if (current.serverError)
      return sendApiError(request, reply, new ApiError(500, 'SERVER_ERROR', 'serverError'));
  });

  app.addHook('onRequest', async (request, reply) => restoreSessionHint(context, request, reply));

  // Before every route: the calls keys may make read the member from a signature instead of the cookie.
  registerKeyAuthentication(app, context.openApiKeys, now);
  registerMetaRoutes(app, context);
  registerQueueRoutes(app, accessQueue);
  registerMarketRoutes(app, context);
  registerMemberRoutes(app, context);
  registerJoinRoutes(app, context);
  registerComnRoutes(app, context);
  registerAssetRoutes(app, context);
  registerFavoriteRoutes(app, context);
  registerOrderRoutes(app, context);
  registerCreditRoutes(app, context);
  registerSmsRoutes(app, context);
  registerOpenApiRoutes(app, context);
  registerShellRoutes(app, context);
  registerSiteRoutes(app, context);
  registerInoutRoutes(app, context);
  registerTermsRoutes(app, context);
  registerAdminRoutes(app, context);

  await app.register(async (feed) => {
    feed.addHook('preValidation', async (request, reply) => {
      if (faults.current.dropSocket)
        return sendApiError(
          request,
          reply,
          new ApiError(503, 'SERVER_ERROR', 'serverError', 'socket refused'),
        );
      // The socket caps answer before the upgrade, in the envelope; the hub checks again on attach. A
      // live session may take the places kept for members.
      const sessionId = sessionIdOf(request);
      const member = sessionId !== undefined && members.sessionLive(sessionId);
      const admission = hub.screen(request.socket.remoteAddress ?? '', member);
      if (admission === 'address')
        return sendApiError(request, reply, new ApiError(429, 'TOO_MANY_REQUESTS', 'tooManyRequests'));
      if (admission === 'total')
        return sendApiError(
          request,
          reply,
          new ApiError(503, 'SERVER_ERROR', 'serverError', 'socket capacity'),
        );
    });
    feed.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
      const sessionId = sessionIdOf(request);
      const memNo = members.sessionMember(sessionId);
      hub.attach(socket, {
        address: request.socket.remoteAddress ?? '',
        member: memNo === undefined || sessionId === undefined ? undefined : { memNo, sessionId },
      });
    });
  });

  const vite = await serveApp(app, options.serveApp, options.distDir, viteUpgrades, [...hostNames]);
  if (vite) disposers.push(() => vite.close());

  // The market's clock: trades and batched frames every flush, per-second channels, heartbeats.
  const guard = (work: () => void) => () => {
    try {
      work();
    } catch (error) {
      app.log.error({ err: error }, 'feed timer failed');
    }
  };
  const timers = [
    setInterval(
      guard(() => {
        model.advance(now());
        hub.flush();
      }),
      TICKER_FLUSH_MS,
    ),
    setInterval(
      guard(() => {
        model.sync(now());
        hub.everySecond();
      }),
      1000,
    ),
    setInterval(
      guard(() => hub.heartbeatAll()),
      HEARTBEAT_MS,
    ),
    setInterval(
      guard(() => credit.step()),
      PLUS_BUY.engineStepMs,
    ),
    setInterval(
      guard(() => inout.step()),
      INOUT_STEP_MS,
    ),
  ];
  disposers.push(() => {
    for (const timer of timers) clearInterval(timer);
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Timers and feed first, then the HTTP server (waits for in-flight requests), the database last.
      for (const dispose of [...disposers].reverse()) await dispose();
    })();
    return closing;
  };
  return { app, routes, context, faults, close };
}

/** The built app's folder: `distDir`, or the repository's dist/. */
function distRoot(distDir: string | undefined): string {
  return resolve(distDir ?? fileURLToPath(new URL('../dist', import.meta.url)));
}

async function serveApp(
  app: FastifyInstance,
  mode: ServerOptions['serveApp'],
  distDir: string | undefined,
  viteUpgrades: EventEmitter,
  allowedHosts: readonly string[],
): Promise<ViteDevServer | undefined> {
  if (mode === 'dist') {
    const { default: fastifyStatic } = await import('@fastify/static');
    const root = distRoot(distDir);
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // The build writes a .br and a .gz beside each text file (vite.config.ts); the one the request's
      // Accept-Encoding prefers is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      // Set per file below (send's default would be `public, max-age=0`).
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.headers(
          staticFileHeaders({
            relativePath: relative(root, path).split(sep).join('/'),
            fetchDest: reply.request.headers['sec-fetch-dest'] as string | undefined,
          }),
        );
      },
    });
    app.get(BENCH_CHART_PATH, (_request, reply) => reply.sendFile(BENCH_CHART_FILE));
    return undefined;
  }
  if (mode !== 'vite') return undefined;
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: REPO_ROOT,
    appType: 'spa',
    server: {
      middlewareMode: true,
      ws: { server: viteUpgrades as unknown as Server },
      // Vite checks the Host of its own answers and HMR socket: the same names as the server's.
      allowedHosts: allowedHosts.map((name) => name.replace(/^\[|\]$/g, '')),
    },
  });
  await app.register(middie);
  app.use((request, response, next) => {
    if (isApiPath(request.url ?? '/')) next();
    else vite.middlewares(request, response, next);
  });
  return vite;
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
  return { url: `http://${host}:${port}`, port, app: built.app, faults: built.faults, close: built.close };
}
