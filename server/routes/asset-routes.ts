/** The member's balances. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { ok } from '../http/envelope';

export function registerAssetRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(API.assets, async (request) => ok(context.engine.assets(requireMember(context, request))));
}
