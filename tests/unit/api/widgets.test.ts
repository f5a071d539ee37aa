/**
 * The nation list's cache (shell spec §7, §9 "nations 60 s"): observed through the real query object on
 * the app's query client with a fake clock, not by reading the constant back.
 */
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Nation } from '../../../contract';
import { configureApiClient } from '../../../src/api/transport';
import { createQueryClient } from '../../../src/api/query';
import { nationsQuery } from '../../../src/api/widgets';

const KOREA: Nation = {
  nationCode: 'KR',
  nationName: '대한민국',
  nationNameEn: 'Korea',
  intnlPhoneNo: '82',
  isBlocked: false,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ status: 200, code: 'OK', message: '', data: [KOREA] }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ language: () => 'en' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The nation picker opened: its list read (from the exchange or the cache); `close` closes it. */
async function openAndClose(client: ReturnType<typeof createQueryClient>) {
  const observer = new QueryObserver(client, nationsQuery);
  const stop = observer.subscribe(() => undefined);
  // Zero-delay steps only (vi.waitFor would move the fake clock while it waits).
  while (observer.getCurrentResult().data === undefined) await vi.advanceTimersByTimeAsync(0);
  expect(observer.getCurrentResult().data).toEqual([KOREA]);
  return { close: stop };
}

describe('the nation list is kept 60 s', () => {
  test('a picker opened again 59,999 ms after the last one closed makes no request', async () => {
    const client = createQueryClient();
    (await openAndClose(client)).close();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_999);
    (await openAndClose(client)).close();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('60,000 ms after the last one closed the list is gone: the next opening asks again', async () => {
    const client = createQueryClient();
    (await openAndClose(client)).close();
    vi.advanceTimersByTime(60_000);
    (await openAndClose(client)).close();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('while a picker is open the list is fresh for 59,999 ms: read then, it is not asked again; at 60,000 ms it is', async () => {
    const client = createQueryClient();
    const { close } = await openAndClose(client);
    vi.advanceTimersByTime(59_999);
    await client.fetchQuery(nationsQuery);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await client.fetchQuery(nationsQuery);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    close();
  });
});
