/**
 * The terms documents (chart spec §3 "Terms document types"; contract/terms.ts): a type's dated versions
 * and one version, public, in the request's language. An unknown type or version is a 404 saying which.
 */
import type { FastifyInstance } from 'fastify';
import { API, isTermsType, kstDay, parseTermsVersionRef, type TermsType } from '../../contract';
import type { ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok } from '../http/envelope';
import { termsHistory, termsVersion } from '../terms/terms-library';

function termsTypeOf(type: string): TermsType {
  if (!isTermsType(type)) throw new ApiError(404, 'NOT_FOUND', 'termsTypeNotFound', undefined, { type });
  return type;
}

function versionNotFound(version: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', 'termsVersionNotFound', undefined, { version });
}

export function registerTermsRoutes(app: FastifyInstance, context: ServerContext): void {
  const today = () => kstDay(context.now());

  app.get<{ Params: { type: string } }>(API.termsHistory(':type'), async (request) => {
    const language = languageOf(request);
    const { type } = request.params;
    const history = termsHistory(termsTypeOf(type), language, today());
    if (!history) throw new ApiError(404, 'NOT_FOUND', 'termsTypeNotFound', undefined, { type });
    return ok(history);
  });

  app.get<{ Params: { type: string; version: string } }>(
    API.termsVersion(':type', ':version'),
    async (request) => {
      const language = languageOf(request);
      const { type, version } = request.params;
      const termsType = termsTypeOf(type);
      const ref = parseTermsVersionRef(version);
      if (!ref) throw versionNotFound(version);
      const found = termsVersion(termsType, ref, language, today());
      if (!found) throw versionNotFound(version);
      return ok(found);
    },
  );
}
