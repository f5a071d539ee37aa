import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { ExchangeUnavailable } from '../../../../../server/sources/exchange/exchange-events';
import { RateLimiter } from '../../../../../server/sources/exchange/rate-limiter';
import { RestClient, parseRemainingReq } from '../../../../../server/sources/exchange/rest-client';
import { waitOn } from '../../../../../server/sources/exchange/transport-timers';
import { VirtualTime } from './virtual-time';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A local HTTP server on a free port; every request it gets is kept. */
async function serve(handler: Handler) {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

function clientFor(baseUrl: string, time = new VirtualTime()) {
  const limiter = new RateLimiter({ perSecond: 10, now: () => time.now(), wait: waitOn(time) });
  const client = new RestClient({ exchange: 'upbit', baseUrl, limiter, timers: time, timeoutMs: 5000 });
  return { client, limiter, time };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
};

/** The ExchangeUnavailable a call fails with. */
async function failure(call: Promise<unknown>): Promise<ExchangeUnavailable> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ExchangeUnavailable);
  return error as ExchangeUnavailable;
}

const TICKER = { group: 'ticker', path: '/ticker', query: { markets: 'KRW-BTC,KRW-ETH' } };

describe('RestClient', () => {
  test('GETs the path under the base URL with its query, asks for JSON, sends no Origin, parses the body', async () => {
    const { baseUrl, requests } = await serve(json(200, [{ market: 'KRW-BTC', trade_price: 1 }]));
    const { client } = clientFor(baseUrl);
    await expect(client.get(TICKER)).resolves.toEqual([{ market: 'KRW-BTC', trade_price: 1 }]);
    expect(requests[0]!.url).toBe('/v1/ticker?markets=KRW-BTC%2CKRW-ETH');
    expect(requests[0]!.headers.accept).toBe('application/json');
    expect(requests[0]!.headers.origin).toBeUndefined();
  });

  test("the exchange's Remaining-Req sec=0 holds the next call of that group until the second is over", async () => {
    const { baseUrl, requests } = await serve(
      json(200, [], { 'Remaining-Req': 'group=ticker; min=1800; sec=0' }),
    );
    const { client, time } = clientFor(baseUrl);
    await client.get(TICKER);
    const second = client.get(TICKER);
    await time.advance(999);
    expect(requests).toHaveLength(1);
    await time.advance(1);
    await second;
    expect(requests).toHaveLength(2);
  });

  test('429 → throttled, the limiter pauses the exchange and says for how long', async () => {
    const { baseUrl } = await serve(
      json(429, { error: { name: 'too_many_requests', message: 'slow down' } }),
    );
    const { client, limiter } = clientFor(baseUrl);
    const error = await failure(client.get(TICKER));
    expect(error.reason).toBe('throttled');
    expect(error.retryAfterMs).toBe(1000);
    expect(error.message).toContain('too_many_requests: slow down');
    expect(limiter.pausedForMs()).toBe(1000);
  });

  test("418 → throttled for the answer's block time", async () => {
    const { baseUrl } = await serve(
      json(418, { error: { name: 'blocked', message: '' } }, { 'Retry-After': '30' }),
    );
    const { client, limiter } = clientFor(baseUrl);
    const error = await failure(client.get(TICKER));
    expect(error.reason).toBe('throttled');
    expect(error.retryAfterMs).toBe(30_000);
    expect(limiter.pausedForMs()).toBe(30_000);
  });

  test("another non-2xx → refused, with the exchange's error name and message", async () => {
    const { baseUrl } = await serve(
      json(404, { error: { name: 'Code not found', message: 'Code not found' } }),
    );
    const error = await failure(clientFor(baseUrl).client.get(TICKER));
    expect(error.reason).toBe('refused');
    expect(error.message).toBe('GET /ticker: HTTP 404 Code not found: Code not found');
  });

  test('a 5xx with a body that is not the error shape → refused, by its status', async () => {
    const { baseUrl } = await serve((_request, response) => {
      response.writeHead(503);
      response.end('<html>maintenance</html>');
    });
    const error = await failure(clientFor(baseUrl).client.get(TICKER));
    expect([error.reason, error.message]).toEqual(['refused', 'GET /ticker: HTTP 503']);
  });

  test('a 2xx that is not JSON → malformed', async () => {
    const { baseUrl } = await serve((_request, response) => {
      response.writeHead(200);
      response.end('[{"market":');
    });
    const error = await failure(clientFor(baseUrl).client.get(TICKER));
    expect(error.reason).toBe('malformed');
  });

  test('nobody listening → network', async () => {
    const { baseUrl } = await serve(json(200, []));
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
    const error = await failure(clientFor(baseUrl).client.get(TICKER));
    expect(error.reason).toBe('network');
  });

  test('no answer within the timeout → network, and the request is abandoned', async () => {
    const held: ServerResponse[] = [];
    const { baseUrl, requests } = await serve((_request, response) => void held.push(response));
    const { client, time } = clientFor(baseUrl);
    const call = failure(client.get(TICKER));
    await expect.poll(() => requests.length).toBe(1);
    await time.advance(5000);
    const error = await call;
    expect([error.reason, error.message]).toEqual(['network', 'GET /ticker: no answer within 5000 ms']);
    expect(time.pending).toBe(0);
  });

  test('the timeout timer is cancelled when the answer comes', async () => {
    const { baseUrl } = await serve(json(200, {}));
    const { client, time } = clientFor(baseUrl);
    await client.get(TICKER);
    expect(time.pending).toBe(0);
  });
});

describe('parseRemainingReq', () => {
  test.each([
    ['group=default; min=1800; sec=29', { group: 'default', sec: 29 }],
    ['group=candle;min=599;sec=0', { group: 'candle', sec: 0 }],
    ['group=ticker; min=1800', undefined],
    ['garbage', undefined],
    [null, undefined],
  ])('%s', (header, expected) => {
    expect(parseRemainingReq(header)).toEqual(expected);
  });
});
