/** Build-version meta (a static-file shape, no envelope) and health. Neither is ever faulted. */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API, type HealthInfo, type MetaInfo } from '../../contract';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { kstIso } from '../market/kst-time';

const PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url));

export function registerMetaRoutes(app: FastifyInstance, context: ServerContext): void {
  // The date is when the version was last changed (package.json written), so it is stable across restarts.
  const meta: MetaInfo = { version: context.version, date: kstIso(statSync(PACKAGE_JSON).mtimeMs) };

  app.get(API.meta, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return meta;
  });

  app.get(API.health, async () => {
    const health: HealthInfo = {
      ok: true,
      version: context.version,
      uptimeSec: Math.round((context.now() - context.startedAt) / 1000),
      sockets: context.hub.socketCount,
      ...context.hub.stats,
    };
    return ok(health);
  });
}
