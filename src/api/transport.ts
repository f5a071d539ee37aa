/**
 * How a REST call travels: the session cookie and the current language on every call, one timeout
 * (REQUEST_TIMEOUT_MS) over the call and its body, the count of requests in flight (the shell's loading
 * overlay), the envelope read and the answer's `data` checked against the call's schema
 * (contract/responses.ts). The typed calls (client.ts, inout-client.ts) are each a line over `request`.
 */
import { z } from 'zod';
import { RESPONSE_SCHEMAS, UPLOAD, type ResponseCall, type ResponseData } from '../../contract';
import { lazySchema } from '../../contract/lazy-schema';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS } from './config';
import { takeEarlyRequest } from './early-requests';
import { buildUrl, FETCH_MODE, jsonHeaders, sentUrl, type RequestQuery } from './http-request';
import type { Failure } from './status';

// ---------------------------------------------------------------------------------------------------
// Configuration and requests in flight
// ---------------------------------------------------------------------------------------------------

let currentLanguage: () => string = () => 'ko';

/** The app tells the client where the current language lives (src/api sits below the stores). */
export function configureApiClient(options: { language: () => string }): void {
  currentLanguage = options.language;
}

let inFlight = 0;
const inFlightListeners = new Set<(count: number) => void>();

function setInFlight(count: number) {
  inFlight = count;
  for (const listener of inFlightListeners) listener(count);
}

export function requestsInFlight(): number {
  return inFlight;
}

/** Called with the number of tracked requests whenever it changes (the shell's loading overlay). */
export function onRequestsInFlight(listener: (count: number) => void): () => void {
  inFlightListeners.add(listener);
  return () => inFlightListeners.delete(listener);
}

// ---------------------------------------------------------------------------------------------------
// The request core
// ---------------------------------------------------------------------------------------------------

export interface CallOptions {
  /** Cancels the call (TanStack Query passes its signal here). */
  signal?: AbortSignal;
}

interface RequestOptions extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: RequestQuery;
  /** The address carries the time, past any cache (http-request.ts sentUrl): the version check. */
  uncached?: boolean;
  body?: unknown;
  /** A file sent as its bytes (application/octet-stream) with its name in UPLOAD.fileNameHeader; not with `body`. */
  file?: File;
  /** Headers of this call besides the usual ones. */
  headers?: Record<string, string>;
  /** Background calls (the version check) do not count for the loading overlay. */
  track?: boolean;
}

const envelopeSchema = lazySchema(() =>
  z.object({
    status: z.number(),
    code: z.string(),
    message: z.string(),
    data: z.unknown(),
  }),
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one call and reads its whole body under one timeout; answers the parsed JSON or throws ApiError. */
export async function send(
  path: string,
  options: RequestOptions,
): Promise<{ response: Response; body: unknown }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const track = options.track ?? true;
  if (track) setInFlight(inFlight + 1);
  try {
    if (options.signal?.aborted) throw new ApiError({ kind: 'aborted' });
    const method = options.method ?? 'GET';
    const language = currentLanguage();
    const headers: Record<string, string> = { ...options.headers, ...jsonHeaders(language) };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.file) {
      headers['Content-Type'] = 'application/octet-stream';
      headers[UPLOAD.fileNameHeader] = encodeURIComponent(options.file.name);
    }
    // The same request started early (src/boot.ts) is taken instead, under this call's timeout and abort.
    const early =
      options.headers === undefined && options.body === undefined && options.file === undefined
        ? takeEarlyRequest(method, buildUrl(path, options.query), language)
        : undefined;
    const fetchHere = () =>
      fetch(sentUrl(path, options.query, options.uncached ?? false, Date.now()), {
        method,
        headers,
        body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        ...FETCH_MODE,
        signal: controller.signal,
      });
    let response: Response;
    if (early) {
      controller.signal.addEventListener('abort', early.abort, { once: true });
      const adopted = await early.response;
      // Stopped by this call's timeout or abort, it fails as a fetch would; failed by itself, it is asked anew.
      if (!adopted) controller.signal.throwIfAborted();
      response = adopted ?? (await fetchHere());
    } else response = await fetchHere();
    const body = parseJson(await response.text());
    return { response, body };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError({ kind: 'timeout' });
    if (options.signal?.aborted) throw new ApiError({ kind: 'aborted' });
    throw new ApiError({ kind: 'network' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
    if (track) setInFlight(inFlight - 1);
  }
}

/**
 * One call of the contract: its envelope, and its `data` checked against the call's schema
 * (contract/responses.ts). What breaks the contract is a `contract` failure, never data passed along.
 */
export async function request<Call extends ResponseCall>(
  call: Call,
  path: string,
  options: RequestOptions = {},
): Promise<ResponseData[Call]> {
  return (await requestChecked(call, RESPONSE_SCHEMAS[call], path, options)) as ResponseData[Call];
}

/**
 * One call whose answer's schema is not in RESPONSE_SCHEMAS, which is in every window's first bytes: the
 * caller's module brings it (the named layouts' calls, layouts.ts, load with the layout menu's chunk).
 */
export async function requestChecked<Schema extends z.ZodType>(
  call: string,
  schema: Schema,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const { response, body } = await send(path, options);
  const envelope = envelopeSchema.safeParse(body);
  if (!response.ok) {
    const failure: Failure = {
      kind: 'http',
      httpStatus: response.status,
      code: envelope.success ? envelope.data.code : '',
      message: envelope.success ? envelope.data.message : '',
    };
    throw new ApiError(failure, envelope.success ? envelope.data.data : null);
  }
  if (!envelope.success) throw new ApiError({ kind: 'invalid-response', httpStatus: response.status });
  const data = schema.safeParse(envelope.data.data);
  if (!data.success)
    throw new ApiError({
      kind: 'contract',
      httpStatus: response.status,
      call,
      issues: z.prettifyError(data.error),
    });
  return data.data;
}
