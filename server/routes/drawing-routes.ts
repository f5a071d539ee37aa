/**
 * The member's chart drawings (contract/drawing-calls.ts): list a coin's, create or update one, delete one
 * at its version, delete a coin's all. A PUT is judged in the order a member can act on: its size
 * (DRAWING_TOO_LARGE), the drawing's own rules (DRAWING_INVALID with the problem), the rest of the body
 * (BAD_REQUEST), the coin (BAD_REQUEST unknownCoin), then the store's versions and limit.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  DRAWING_ERROR_CODES,
  DRAWING_MAX_BYTES,
  jsonBytes,
  drawingDeleteQuery,
  drawingIdSchema,
  drawingProblem,
  drawingPutRequest,
  drawingsQuery,
  type DrawingPutRequest,
} from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { drawingProblemKey, type Language } from '../errors/messages';
import { languageOf, ok, parseInput } from '../http/envelope';
import type { Catalogue } from '../market/listings';
import { listedCoin } from './listed-coin';

const idParams = z.object({ id: drawingIdSchema });

/** The PUT's body, or its refusal: too large, an invalid drawing, a bad body, an unknown coin. */
function putRequest(catalogue: Catalogue, body: unknown, language: Language): DrawingPutRequest {
  if (jsonBytes(body) > DRAWING_MAX_BYTES)
    throw new ApiError(413, DRAWING_ERROR_CODES.tooLarge, 'drawing.tooLarge', undefined, {
      maxBytes: DRAWING_MAX_BYTES,
    });
  const problem = drawingProblem(body);
  if (problem)
    throw new ApiError(400, DRAWING_ERROR_CODES.invalid, drawingProblemKey(problem), undefined, { problem });
  const put = parseInput(drawingPutRequest, body, language);
  listedCoin(catalogue, put.coin);
  return put;
}

export function registerDrawingRoutes(app: FastifyInstance, context: ServerContext): void {
  const { drawings } = context;
  const idOf = (params: unknown, language: Language) => parseInput(idParams, params, language).id;

  app.get(API.drawings, async (request) => {
    const memNo = requireMember(context, request);
    const { key } = parseInput(drawingsQuery, request.query, languageOf(request));
    return ok({ drawings: drawings.list(memNo, listedCoin(context.model.catalogue, key)) });
  });

  app.put(API.drawing(':id'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const id = idOf(request.params, language);
    return ok(drawings.put(memNo, id, putRequest(context.model.catalogue, request.body, language)));
  });

  app.delete(API.drawing(':id'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const id = idOf(request.params, language);
    const { version } = parseInput(drawingDeleteQuery, request.query, language);
    drawings.delete(memNo, id, version);
    return ok(null);
  });

  app.delete(API.drawings, async (request) => {
    const memNo = requireMember(context, request);
    const { key } = parseInput(drawingsQuery, request.query, languageOf(request));
    return ok({ deleted: drawings.deleteAll(memNo, listedCoin(context.model.catalogue, key)) });
  });
}
