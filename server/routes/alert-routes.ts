/**
 * The member's alerts (contract/alert-calls.ts): list them (on every coin, or one coin's with `key`), create
 * or update one, delete one at its version; and their firing log (contract/notification-calls.ts), of a
 * coin's alerts or of one alert — another member's alert id is 404 ALERT_NOT_FOUND, as on every other call
 * on an alert (and as an id deleted with its log): an empty list would tell an id that is someone's apart
 * from one that never was no better, and the panel asking for a deleted alert's log learns it is gone. A PUT is judged in the order a member can act on: the alert's
 * own rules (ALERT_INVALID with the problem), the rest of the body (BAD_REQUEST), the coin (BAD_REQUEST
 * unknownCoin), then the store's versions, expiry, drawing and limit.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  ALERT_ERROR_CODES,
  alertDeleteQuery,
  alertFiringsQuery,
  alertIdSchema,
  alertProblem,
  alertPutRequest,
  coinKeySchema,
  type AlertPutRequest,
} from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { alertProblemKey, type Language } from '../errors/messages';
import { languageOf, ok, parseInput } from '../http/envelope';
import type { Catalogue } from '../market/listings';
import { listedCoin } from './listed-coin';

const idParams = z.object({ id: alertIdSchema });
/** GET API.alerts: every coin's, or `key`'s only. */
const alertsQuery = z.object({ key: coinKeySchema.optional() });

/** The PUT's body, or its refusal: an invalid alert, a bad body, an unknown coin. */
function putRequest(catalogue: Catalogue, body: unknown, language: Language): AlertPutRequest {
  const problem = alertProblem(body);
  if (problem)
    throw new ApiError(400, ALERT_ERROR_CODES.invalid, alertProblemKey(problem), undefined, { problem });
  const put = parseInput(alertPutRequest, body, language);
  listedCoin(catalogue, put.coin);
  return put;
}

export function registerAlertRoutes(app: FastifyInstance, context: ServerContext): void {
  const { alerts } = context;
  const idOf = (params: unknown, language: Language) => parseInput(idParams, params, language).id;

  app.get(API.alerts, async (request) => {
    const memNo = requireMember(context, request);
    const { key } = parseInput(alertsQuery, request.query, languageOf(request));
    return ok({
      alerts: alerts.list(memNo, key === undefined ? undefined : listedCoin(context.model.catalogue, key)),
    });
  });

  app.get(API.alertFirings, async (request) => {
    const memNo = requireMember(context, request);
    const query = parseInput(alertFiringsQuery, request.query, languageOf(request));
    const of =
      'key' in query ? { key: listedCoin(context.model.catalogue, query.key) } : { alertId: query.alertId };
    return ok({ firings: alerts.firings(memNo, of) });
  });

  app.put(API.alert(':id'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const id = idOf(request.params, language);
    return ok(alerts.put(memNo, id, putRequest(context.model.catalogue, request.body, language)));
  });

  app.delete(API.alert(':id'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const id = idOf(request.params, language);
    const { version } = parseInput(alertDeleteQuery, request.query, language);
    alerts.delete(memNo, id, version);
    return ok(null);
  });
}
