/** The answer envelope `{status, code, message, data}` and input validation with the contract's schemas. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestRuleText, SESSION_HINT_COOKIE, type Envelope } from '../../contract';
import { ApiError } from '../errors/api-error';
import { preferredLanguage } from './language';
import { message, type Language } from '../errors/messages';

export function ok<T>(data: T): Envelope<T> {
  return { status: 200, code: 'OK', message: '', data };
}

export function languageOf(request: FastifyRequest): Language {
  return preferredLanguage(request.headers['accept-language']);
}

/** The envelope of an error answer, its message in `language`. */
export function errorEnvelope(error: ApiError, language: Language): Envelope<unknown> {
  return {
    status: error.status,
    code: error.code,
    message: message(error.messageKey, language, error.detail, error.data),
    data: error.data,
  };
}

/**
 * A 401 for a missing session (UNAUTHORIZED, not a wrong password's INVALID_CREDENTIALS) to a request that
 * carries the hint clears it: the app asks nothing more until a login.
 */
function clearStaleSessionHint(request: FastifyRequest, reply: FastifyReply, error: ApiError): void {
  if (
    error.status === 401 &&
    error.code === 'UNAUTHORIZED' &&
    request.cookies?.[SESSION_HINT_COOKIE] !== undefined
  )
    reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  clearStaleSessionHint(request, reply, error);
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(error, languageOf(request)));
}

/** "path: problem; path: problem" from zod issues, the schemas' own rules said in `language`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], language: Language): string {
  return issues
    .map((issue) => {
      const text = requestRuleText(issue.message, language);
      return issue.path.length > 0 ? `${issue.path.join('.')}: ${text}` : text;
    })
    .join('; ');
}

/** zod's own Korean texts for its checks (a number too big, a wrong type…); its default texts are English. */
const KOREAN_ISSUES = z.locales.ko().localeError;

/** The parsed value, or a 400 BAD_REQUEST ApiError saying what is wrong in the member's `language`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, language: Language): z.output<S> {
  const parsed = schema.safeParse(value, language === 'ko' ? { error: KOREAN_ISSUES } : undefined);
  if (!parsed.success)
    throw new ApiError(400, 'BAD_REQUEST', 'badRequest', describeIssues(parsed.error.issues, language));
  return parsed.data;
}
