/**
 * The HTTP server and what every request meets before a route: errors answered in the envelope (also
 * those raised before the hooks and those a plugin sends empty), the SPA fallback, the Host and Origin
 * guards.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { allowedHostNames, type HostRule } from '../http/allowed-hosts';
import { ApiError } from '../errors/api-error';
import { errorEnvelope, languageOf, sendApiError } from '../http/envelope';
import { answerParserError, clientErrorAnswer, emptyErrorAnswer } from '../http/framework-errors';
import { registerRequestGuards } from '../http/request-guards';
import { preloadLinkHeader, readRoutePreloads } from '../http/route-preloads';
import { COMMON_SECURITY_HEADERS, configuredExchangeSources } from '../http/security-headers';
import type { ServerOptions } from '../options';
import { distRoot, isApiPath } from './serve-app';

export function createHttpServer(options: ServerOptions): FastifyInstance {
  return Fastify({
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
}

/** Thrown errors, unknown paths (the SPA fallback in dist mode) and empty error answers: all envelopes. */
export function registerErrorAnswers(app: FastifyInstance, options: ServerOptions): void {
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
  app.setNotFoundHandler(notFoundHandler(options));
  // Every error answer is an envelope, also one a plugin sends empty.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.method === 'HEAD' || (payload !== undefined && payload !== ''))
      return payload;
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(errorEnvelope(emptyErrorAnswer(reply.statusCode), languageOf(request)));
  });
}

function notFoundHandler(options: ServerOptions) {
  const routePreloads = options.serveApp === 'dist' ? readRoutePreloads(distRoot(options.distDir)) : [];
  return (request: FastifyRequest, reply: FastifyReply) => {
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
}

/**
 * The Host and Origin guards (before the fault switches, the app and the routes: a refused Host or Origin
 * meets none of them); the host names they allow, which Vite allows too.
 */
export function registerHostGuards(app: FastifyInstance, options: ServerOptions): readonly string[] {
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
  return [...hostNames];
}
