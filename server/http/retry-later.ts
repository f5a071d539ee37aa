import type { FastifyReply } from 'fastify';
import { ApiError } from '../errors/api-error';
import type { MessageKey } from '../errors/messages';

/** A 429 that says when to come back: Retry-After and `data.retryAfterSec` agree. */
export function retryLater(
  reply: FastifyReply,
  waitMs: number,
  code: 'LOGIN_LOCKED' | 'TOO_MANY_REQUESTS',
  key: MessageKey,
): ApiError {
  const retryAfterSec = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('Retry-After', String(retryAfterSec));
  return new ApiError(429, code, key, undefined, { retryAfterSec });
}
