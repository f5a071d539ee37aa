/**
 * The fault switches at the door: every /v1 and /v2 call but health meets them (pause, the access queue,
 * block, timeout, 429, 500) before any route; the timeout fault's holds end early when the server closes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '../../contract';
import type { FaultSwitch } from '../faults';
import { ApiError } from '../errors/api-error';
import { languageOf, sendApiError } from '../http/envelope';
import { SERVICE_CHECK_NOTICE } from '../errors/messages';
import type { AccessQueue } from '../queue';

/** The calls the fault switches act on: /v1 and /v2, except health. */
function isFaultable(path: string): boolean {
  return /^\/v[12]\//.test(path) && path !== API.health;
}

/** Waits held by the timeout fault: `hold(ms)`, and `releaseAll` that ends them early (on close). */
export function faultHolds(): { hold: (ms: number) => Promise<void>; releaseAll: () => void } {
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
  const releaseAll = () => {
    for (const done of [...holds]) done();
  };
  return { hold, releaseAll };
}

/** The `onRequest` hook that answers for the switch that is on, if any. */
export function faultGate(
  faults: FaultSwitch,
  accessQueue: AccessQueue,
  hold: (ms: number) => Promise<void>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
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
  };
}
