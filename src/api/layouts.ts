/**
 * The named layouts' calls (contract/layout-calls.ts): list, get, save or create, rename, delete at a
 * version, the default, copy. Their answers' schemas are not in RESPONSE_SCHEMAS (contract/responses.ts),
 * which every window loads first: a layout's answer reads its document with the migrations, 2.5 kB that
 * no page needs at its first paint. This module brings them, and only the layout menu's lazy chunk
 * (src/workspace/named-layout-actions.ts) imports it, so the schemas load with the menu's first use.
 */
import { z } from 'zod';
import { API } from '../../contract';
import { lazySchema } from '../../contract/lazy-schema';
import {
  LAYOUT_ERROR_CODES,
  layoutCopyRequest,
  layoutDeleteQuery,
  layoutIdSchema,
  layoutInvalidSchema,
  layoutListSchema,
  layoutPutRequest,
  layoutRenameRequest,
  layoutStaleSchema,
  namedLayoutSchema,
  type LayoutList,
  type LayoutPutRequest,
  type NamedLayout,
} from '../../contract/layout-calls';
import type { LayoutProblem } from '../../contract/layout-rules';
import { ApiError } from './api-error';
import { requestChecked, type CallOptions } from './transport';

const nullSchema = lazySchema(() => z.null());
const path = (id: string) => layoutIdSchema.parse(id);

/** The member's layouts without their documents, oldest first. */
export function listLayouts(options: CallOptions = {}): Promise<LayoutList> {
  return requestChecked('layouts', layoutListSchema, API.layouts, options);
}

/** One layout with its document, migrated to the current version. */
export function getLayout(id: string, options: CallOptions = {}): Promise<NamedLayout> {
  return requestChecked('layout', namedLayoutSchema, API.layout(path(id)), options);
}

/**
 * Creates (`baseVersion` 0) or saves (`baseVersion` the version it was made on) the layout `id`; answers it
 * as stored. A save on another version than the stored one fails with LAYOUT_STALE, the layout as it is
 * now in `currentLayoutOf(error)`.
 */
export function putLayout(
  id: string,
  body: LayoutPutRequest,
  options: CallOptions = {},
): Promise<NamedLayout> {
  return requestChecked('putLayout', namedLayoutSchema, API.layout(path(id)), {
    ...options,
    method: 'PUT',
    body: layoutPutRequest.parse(body),
  });
}

/** Renames the layout `id` at `baseVersion`; answers it as stored. */
export function renameLayout(id: string, name: string, baseVersion: number, options: CallOptions = {}) {
  return requestChecked('renameLayout', namedLayoutSchema, API.layoutName(path(id)), {
    ...options,
    method: 'PUT',
    body: layoutRenameRequest.parse({ name, baseVersion }),
  });
}

/** Deletes the layout `id` at `version`. */
export function deleteLayout(id: string, version: number, options: CallOptions = {}): Promise<null> {
  return requestChecked('deleteLayout', nullSchema, API.layout(path(id)), {
    ...options,
    method: 'DELETE',
    query: layoutDeleteQuery.parse({ version }),
  });
}

/** Makes `id` the member's default (`on`), or leaves the member none; answers the list. */
export function setDefaultLayout(id: string, on: boolean, options: CallOptions = {}): Promise<LayoutList> {
  return requestChecked('layoutDefault', layoutListSchema, API.layoutDefault(path(id)), {
    ...options,
    method: on ? 'PUT' : 'DELETE',
  });
}

/** Copies the layout `id` under `copyId`, named by the exchange in the request's language; answers the copy. */
export function copyLayout(id: string, copyId: string, options: CallOptions = {}): Promise<NamedLayout> {
  return requestChecked('copyLayout', namedLayoutSchema, API.layoutCopy(path(id)), {
    ...options,
    method: 'POST',
    body: layoutCopyRequest.parse({ id: copyId }),
  });
}

/** The layout as the exchange keeps it now, when `error` is a write refused as stale; else undefined. */
export function currentLayoutOf(error: unknown): NamedLayout | undefined {
  if (!(error instanceof ApiError) || error.code !== LAYOUT_ERROR_CODES.stale) return undefined;
  const stale = layoutStaleSchema.safeParse(error.data);
  return stale.success ? stale.data.current : undefined;
}

/** The problem of a LAYOUT_INVALID refusal (a name or a document the exchange does not keep); else undefined. */
export function layoutProblemOf(error: unknown): LayoutProblem | undefined {
  if (!(error instanceof ApiError) || error.code !== LAYOUT_ERROR_CODES.invalid) return undefined;
  const invalid = layoutInvalidSchema.safeParse(error.data);
  return invalid.success ? invalid.data.problem : undefined;
}
