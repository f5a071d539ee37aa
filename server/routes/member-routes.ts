/** Login, logout and the logged-in member. */
import type { FastifyInstance } from 'fastify';
import { API, loginRequest, SESSION_COOKIE } from '../../contract';
import { requireMember, sessionIdOf, type ServerContext } from '../context';
import { ApiError } from '../http/api-error';
import { ok, parseInput } from '../http/envelope';
import { SESSION_TTL_MS } from '../members/member-store';

export function registerMemberRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post(API.login, async (request, reply) => {
    const credentials = parseInput(loginRequest, request.body);
    const user = await context.members.authenticate(credentials.loginId, credentials.password);
    if (!user) throw new ApiError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
    const sessionId = context.members.createSession(user.memNo);
    reply.setCookie(SESSION_COOKIE, sessionId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: SESSION_TTL_MS / 1000,
    });
    return ok(user);
  });

  app.post(API.logout, async (request, reply) => {
    const sessionId = sessionIdOf(request);
    if (sessionId) {
      context.members.endSession(sessionId);
      context.hub.forgetSession(sessionId);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null);
  });

  app.get(API.me, async (request) => {
    const memNo = requireMember(context, request);
    const user = context.members.userInfo(memNo);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
    return ok(user);
  });
}
