/**
 * Starting a member's session: the session row and its httpOnly cookie, with the readable hint cookie
 * that tells the app a session may exist (SESSION_HINT_COOKIE). The login starts one after a right
 * password, or, for a member with SMS login on, the member SMS confirm after the right code. The logout
 * clears both; a 401 for a missing session clears the hint (the session it hinted at is gone).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../contract';
import type { ServerContext } from '../context';
import { SESSION_TTL_MS } from '../members/member-store';
import type { ApiError } from './api-error';

export function startSession(context: ServerContext, reply: FastifyReply, memNo: number): void {
  const sessionId = context.members.createSession(memNo);
  const cookie = { path: '/', sameSite: 'lax', maxAge: SESSION_TTL_MS / 1000 } as const;
  reply.setCookie(SESSION_COOKIE, sessionId, { ...cookie, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', cookie);
}

/** The session's cookies, both cleared (logout). */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/**
 * A 401 for a missing session (UNAUTHORIZED, not a wrong password's INVALID_CREDENTIALS) to a request that
 * carries the hint clears it: the app asks nothing more until a login.
 */
export function clearStaleSessionHint(request: FastifyRequest, reply: FastifyReply, error: ApiError): void {
  if (
    error.status === 401 &&
    error.code === 'UNAUTHORIZED' &&
    request.cookies?.[SESSION_HINT_COOKIE] !== undefined
  )
    reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
