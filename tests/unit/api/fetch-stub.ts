/**
 * The REST client's tests answer its calls themselves: fetch is stubbed with a fresh mock before each test
 * of the file (the client asking in English) and given back after it. `json` and `ok` build the answers.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '../../../src/api/transport';

export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A 200 envelope around `data`. */
export const ok = (data: unknown) => json({ status: 200, code: 'OK', message: '', data });

/** Stubs fetch around each test of the calling file; the function answers the current test's mock. */
export function stubFetch(): () => FetchMock {
  let mock: FetchMock;
  beforeEach(() => {
    mock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', mock);
    configureApiClient({ language: () => 'en' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return () => mock;
}
