/**
 * The member's named layouts (contract/layout-calls.ts): list, get, save or create, rename, delete at a
 * version, the default, copy. A PUT is judged in the order a member can act on: the document's size
 * (LAYOUT_TOO_LARGE), the body's shape (BAD_REQUEST), the document's rule (LAYOUT_INVALID with the problem,
 * layout-rules.ts readLayoutDocument: what the exchange keeps is the document migrated to the current
 * version), then the store's name rule, versions, limit and names.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '../../contract';
import {
  LAYOUT_ERROR_CODES,
  layoutCopyRequest,
  layoutDeleteQuery,
  layoutIdSchema,
  layoutPutRequest,
  layoutRenameRequest,
  type LayoutInvalid,
} from '../../contract/layout-calls';
import { jsonBytes } from '../../contract/json-bytes';
import { LAYOUT_MAX_BYTES, readLayoutDocument } from '../../contract/layout-rules';
import { type LayoutDocument } from '../../contract/workspace-layout';
import { requireMember, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { layoutProblemKey, type Language } from '../errors/messages';
import { languageOf, ok, parseInput } from '../http/envelope';

const idParams = z.object({ id: layoutIdSchema });

const tooLarge = () =>
  new ApiError(413, LAYOUT_ERROR_CODES.tooLarge, 'layout.tooLarge', undefined, {
    maxBytes: LAYOUT_MAX_BYTES,
  });

/** The document of a PUT, migrated to the current version; or its refusal. */
function document(value: unknown): LayoutDocument {
  const read = readLayoutDocument(value);
  if (read.ok) return read.layout;
  if (read.problem === 'too-large') throw tooLarge();
  throw new ApiError(400, LAYOUT_ERROR_CODES.invalid, layoutProblemKey(read.problem), undefined, {
    problem: read.problem,
  } satisfies LayoutInvalid);
}

export function registerLayoutRoutes(app: FastifyInstance, context: ServerContext): void {
  const { layouts } = context;
  const idOf = (params: unknown, language: Language) => parseInput(idParams, params, language).id;

  app.get(API.layouts, async (request) => {
    const memNo = requireMember(context, request);
    return ok({ layouts: layouts.list(memNo) });
  });

  app.get(API.layout(':id'), async (request) => {
    const memNo = requireMember(context, request);
    return ok(layouts.get(memNo, idOf(request.params, languageOf(request))));
  });

  app.put(API.layout(':id'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const id = idOf(request.params, language);
    const body: unknown = request.body;
    if (
      typeof body === 'object' &&
      body !== null &&
      jsonBytes((body as { layout?: unknown }).layout) > LAYOUT_MAX_BYTES
    )
      throw tooLarge();
    const put = parseInput(layoutPutRequest, body, language);
    return ok(layouts.put(memNo, id, put.name, document(put.layout), put.baseVersion));
  });

  app.put(API.layoutName(':id'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const id = idOf(request.params, language);
    const { name, baseVersion } = parseInput(layoutRenameRequest, request.body, language);
    return ok(layouts.rename(memNo, id, name, baseVersion));
  });

  app.delete(API.layout(':id'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const id = idOf(request.params, language);
    const { version } = parseInput(layoutDeleteQuery, request.query, language);
    layouts.delete(memNo, id, version);
    return ok(null);
  });

  app.put(API.layoutDefault(':id'), async (request) => {
    const memNo = requireMember(context, request);
    return ok({ layouts: layouts.setDefault(memNo, idOf(request.params, languageOf(request))) });
  });

  app.delete(API.layoutDefault(':id'), async (request) => {
    const memNo = requireMember(context, request);
    return ok({ layouts: layouts.clearDefault(memNo, idOf(request.params, languageOf(request))) });
  });

  app.post(API.layoutCopy(':id'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const id = idOf(request.params, language);
    const { id: copyId } = parseInput(layoutCopyRequest, request.body, language);
    return ok(layouts.copy(memNo, id, copyId, language));
  });
}
