/**
 * How a call travels (src/api/transport.ts) and how it fails (src/api/api-error.ts), through the client's
 * calls: the HTTP failures, timeouts and aborts as ApiErrors with their status types, and the count of
 * requests in flight.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { getMe, getMeta } from '../../../src/api/client';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/config';
import { onRequestsInFlight } from '../../../src/api/transport';
import { demoUser } from '../../fixtures/user';
import { json, stubFetch } from './fetch-stub';

const user = demoUser();
const fetchMock = stubFetch();

afterEach(() => {
  vi.useRealTimers();
});

describe('failures', () => {
  test.each([
    [503, { status: 503, code: 'PAUSE', message: 'maintenance', data: { title: 'T' } }, 'Pause', 'PAUSE'],
    [500, { status: 500, code: 'SERVER_ERROR', message: 'boom', data: null }, 'ServerError', 'SERVER_ERROR'],
    [
      429,
      { status: 429, code: 'TOO_MANY_REQUESTS', message: 'slow', data: null },
      'Requests',
      'TOO_MANY_REQUESTS',
    ],
    [403, { status: 403, code: 'BLOCK', message: 'a||b', data: null }, 'Block', 'BLOCK'],
    [401, { status: 401, code: 'UNAUTHORIZED', message: 'log in', data: null }, 'Session', 'UNAUTHORIZED'],
    [400, { status: 400, code: 'BAD_REQUEST', message: 'bad', data: null }, 'Error', 'BAD_REQUEST'],
  ])('HTTP %i → %s', async (httpStatus, body, statusType, code) => {
    fetchMock().mockResolvedValue(json(body, httpStatus));
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus,
      statusType,
      code,
      message: body.message,
      data: body.data,
      failure: 'http',
    });
  });

  test('a failure without an envelope still classifies by status', async () => {
    fetchMock().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(getMe()).rejects.toMatchObject({ httpStatus: 502, statusType: 'ServerError', code: '' });
  });

  test('a success without an envelope is an invalid response', async () => {
    fetchMock().mockResolvedValue(new Response('not json', { status: 200 }));
    await expect(getMe()).rejects.toMatchObject({ failure: 'invalid-response', statusType: 'ServerError' });
  });

  test('a network failure goes to connectivity', async () => {
    fetchMock().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getMe()).rejects.toMatchObject({
      failure: 'network',
      statusType: 'Connectivity',
      httpStatus: 0,
    });
  });

  test('the client timeout aborts the call and is a Timeout', async () => {
    vi.useFakeTimers();
    fetchMock().mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = getMe().catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ failure: 'timeout', statusType: 'Timeout' });
  });

  test('a caller abort is not a global failure', async () => {
    fetchMock().mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = getMe({ signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toMatchObject({ failure: 'aborted', statusType: 'None' });
  });
});

describe('requests in flight', () => {
  test('counts tracked calls; the version check is not tracked', async () => {
    const counts: number[] = [];
    const stop = onRequestsInFlight((count) => counts.push(count));
    fetchMock().mockImplementation(() =>
      Promise.resolve(json({ status: 200, code: 'OK', message: '', data: user })),
    );
    await Promise.all([getMe(), getMe()]);
    fetchMock().mockResolvedValue(json({ version: '0.1.0', date: '2025-01-01' }));
    await getMeta();
    stop();
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});
