/**
 * Starting a member's session: the session row and its httpOnly cookie. The login starts one after a
 * right password, or, for a member with SMS login on, the member SMS confirm after the right code.
 */
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../contract';
import type { ServerContext } from '../context';
import { SESSION_TTL_MS } from '../members/member-store';

export function startSession(context: ServerContext, reply: FastifyReply, memNo: number): void {
  const sessionId = context.members.createSession(memNo);
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: SESSION_TTL_MS / 1000,
  });
}
