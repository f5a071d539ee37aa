/**
 * The member's Open API keys (contract/open-api.ts; session only, never a key): list, issue, delete and
 * change the allowed addresses. Each change needs a code of its own SMS work confirmed just before (428
 * SMS_VERIFICATION_REQUIRED otherwise); the confirmation is used up only once the request is known to be
 * one that can succeed (a valid body, a key the member holds, room for another key), so a refusal of its
 * own does not cost the member another SMS.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  OPEN_API,
  OPEN_API_ACCESS_KEY,
  openApiAllowedIpsRequest,
  type SmsSendWork,
} from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok, parseInput } from '../http/envelope';
import type { Language } from '../errors/messages';

const keyParams = z.object({ accessKey: z.string().regex(OPEN_API_ACCESS_KEY) });

export function registerOpenApiRoutes(app: FastifyInstance, context: ServerContext): void {
  const { store } = context.openApiKeys;

  const useVerification = (memNo: number, work: SmsSendWork) => {
    if (!context.smsVerifications.consume(memNo, work))
      throw new ApiError(428, 'SMS_VERIFICATION_REQUIRED', 'smsVerificationRequired', work);
  };
  /** The member's key named by the path; another member's or no such key is a 404. */
  const ownKey = (memNo: number, params: unknown, language: Language) => {
    const { accessKey } = parseInput(keyParams, params, language);
    if (store.owner(accessKey)?.memNo !== memNo)
      throw new ApiError(404, 'OPEN_API_KEY_NOT_FOUND', 'openApi.keyNotFound', accessKey);
    return accessKey;
  };

  app.get(API.openApiKeys, async (request) => ok(store.list(requireMember(context, request))));

  app.post(API.openApiKeys, async (request) => {
    const memNo = requireMember(context, request);
    const { allowedIps } = parseInput(openApiAllowedIpsRequest, request.body, languageOf(request));
    if (store.list(memNo).length >= OPEN_API.maxKeys)
      throw new ApiError(409, 'OPEN_API_KEY_LIMIT', 'openApi.keyLimit');
    useVerification(memNo, 'issueOpenApiKey');
    return ok(store.issue(memNo, allowedIps));
  });

  app.delete(API.openApiKey(':accessKey'), async (request) => {
    const memNo = requireMember(context, request);
    const accessKey = ownKey(memNo, request.params, languageOf(request));
    useVerification(memNo, 'deleteOpenApiKey');
    store.delete(memNo, accessKey);
    return ok(null);
  });

  app.put(API.openApiKeyAllowedIps(':accessKey'), async (request) => {
    const memNo = requireMember(context, request);
    const accessKey = ownKey(memNo, request.params, languageOf(request));
    const { allowedIps } = parseInput(openApiAllowedIpsRequest, request.body, languageOf(request));
    useVerification(memNo, 'modifyOpenApiKeyAllowIp');
    return ok(store.setAllowedIps(memNo, accessKey, allowedIps));
  });
}
