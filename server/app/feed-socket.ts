/**
 * The socket feed's way in: one 'upgrade' listener that sends Vite's HMR sockets to Vite and every other
 * upgrade to the feed, the WebSocket plugin, and the feed's route (the caps answer before the upgrade).
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { SOCKET_PATH } from '../../contract';
import { sessionIdOf, type ServerContext } from '../context';
import { MAX_CLIENT_MESSAGE_BYTES } from '../feed/feed-limits';
import { SocketErrorLog } from '../feed/socket-errors';
import { ApiError } from '../errors/api-error';
import { sendApiError } from '../http/envelope';
import type { ServerOptions } from '../options';

/** Routes each upgrade to the feed's emitter or (HMR, in Vite mode) to Vite's. */
export function splitUpgrades(
  app: FastifyInstance,
  mode: ServerOptions['serveApp'],
): { feedUpgrades: EventEmitter; viteUpgrades: EventEmitter } {
  const feedUpgrades = new EventEmitter();
  const viteUpgrades = new EventEmitter();
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const protocol = request.headers['sec-websocket-protocol'];
    const toVite = mode === 'vite' && (protocol === 'vite-hmr' || protocol === 'vite-ping');
    (toVite ? viteUpgrades : feedUpgrades).emit('upgrade', request, socket, head);
  });
  return { feedUpgrades, viteUpgrades };
}

/** The WebSocket plugin on the feed's upgrades. */
export async function registerSocketPlugin(
  app: FastifyInstance,
  feedUpgrades: EventEmitter,
  now: () => number,
): Promise<void> {
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
}

/** The feed's route: refused in the envelope before the upgrade (drop fault, caps), then the hub's. */
export async function registerFeedRoute(
  app: FastifyInstance,
  { faults, members, hub }: ServerContext,
): Promise<void> {
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
}
