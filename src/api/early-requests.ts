/**
 * Requests started before the app's code has loaded (the boot module, src/boot.ts), each taken once by
 * the app's call that is the same request — same method, address and language — instead of asking again
 * (transport.ts). An early request that failed is not taken: the call asks anew. One that no call takes
 * is let go (its fetch stopped, its body unread) once the call would have timed out anyway.
 * Zod-free and small: the boot module and the app share this one instance.
 */
import { Timeout } from '../lib/timers';
import { REQUEST_TIMEOUT_MS } from './config';
import { buildUrl, FETCH_MODE, jsonHeaders, sentUrl, type RequestQuery } from './http-request';

/** A GET the page will make at boot: its path and query, as the app's call passes them. */
export interface EarlyCall {
  path: string;
  query?: RequestQuery;
  /** The address carries the time (http-request.ts sentUrl): the version check. */
  uncached?: boolean;
}

/** An early request as its taker gets it. */
export interface EarlyAnswer {
  /** The response, or null when the request failed (no response: the taker asks anew). */
  response: Promise<Response | null>;
  /** Stops the request and the reading of its body (the taker's timeout or abort). */
  abort(): void;
}

interface Waiting {
  answer: EarlyAnswer;
  /** Lets the request go when no call took it in time; cancelled when one does. */
  letGo: Timeout;
}

const waiting = new Map<string, Waiting>();

const keyOf = (method: string, url: string, language: string) => `${method} ${url} ${language}`;

/** Starts `call` in `language` now, unless the same request is already waiting. */
export function startEarlyRequest(call: EarlyCall, language: string): void {
  const key = keyOf('GET', buildUrl(call.path, call.query), language);
  if (waiting.has(key)) return;
  const controller = new AbortController();
  const answer: EarlyAnswer = {
    response: fetch(sentUrl(call.path, call.query, call.uncached ?? false, Date.now()), {
      method: 'GET',
      headers: jsonHeaders(language),
      ...FETCH_MODE,
      signal: controller.signal,
    }).catch(() => null),
    abort: () => controller.abort(),
  };
  const letGo = new Timeout(() => {
    waiting.delete(key);
    answer.abort();
  });
  waiting.set(key, { answer, letGo });
  letGo.start(REQUEST_TIMEOUT_MS);
}

/** The early request that is this call, once; undefined when there is none (the call fetches). */
export function takeEarlyRequest(method: string, url: string, language: string): EarlyAnswer | undefined {
  const key = keyOf(method, url, language);
  const entry = waiting.get(key);
  if (!entry) return undefined;
  waiting.delete(key);
  entry.letGo.cancel();
  return entry.answer;
}
