/** The access queue's own call (contract/queue.ts): never queued, so a waiting app can ask its place. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../contract';
import { ok } from '../http/envelope';
import type { AccessQueue } from '../queue';

export function registerQueueRoutes(app: FastifyInstance, queue: AccessQueue): void {
  app.get(API.queueStatus, async () => ok(queue.status()));
}
