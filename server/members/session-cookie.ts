/**
 * Starting a member's session: the session row and its httpOnly cookie, with the readable hint cookie
 * that tells the app a session may exist (SESSION_HINT_COOKIE). The login starts one after a right
 * password, or, for a member with SMS login on, the member SMS confirm after the right code. The logout
 * clears both; a live session that comes without its hint (started before the hint existed) gets it back
 * on its next request. (A 401 for a missing session clears the hint: http/envelope.ts, with every error.)
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../contract';
import { SESSION_TTL_MS, type MemberStore } from './member-store';

/** Where the sessions live (the server's context has them). */
interface Sessions {
  readonly members: Pick<MemberStore, 'createSession' | 'sessionLive'>;
}

const SESSION_COOKIE_OPTIONS = { path: '/', sameSite: 'lax', maxAge: SESSION_TTL_MS / 1000 } as const;

export function startSession(context: Sessions, reply: FastifyReply, memNo: number): void {
  const sessionId = context.members.createSession(memNo);
  reply.setCookie(SESSION_COOKIE, sessionId, { ...SESSION_COOKIE_OPTIONS, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', SESSION_COOKIE_OPTIONS);
}

/**
 * Any request carrying a live session but not its hint (a session started before the hint existed, or a
 * hint the browser dropped) sets the hint again, so the member's next page asks for the session instead of
 * showing a guest. Checked without sliding the session's expiry; nothing is asked when the hint is there.
 */
export function restoreSessionHint(context: Sessions, request: FastifyRequest, reply: FastifyReply): void {
  const cookies = request.cookies ?? {};
  const sessionId = cookies[SESSION_COOKIE];
  if (sessionId === undefined || cookies[SESSION_HINT_COOKIE] !== undefined) return;
  if (context.members.sessionLive(sessionId))
    reply.setCookie(SESSION_HINT_COOKIE, '1', SESSION_COOKIE_OPTIONS);
}

/** The session's cookies, both cleared (logout). */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
