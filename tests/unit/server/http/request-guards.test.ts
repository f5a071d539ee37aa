// Host, Origin and body type on a running server (inject goes through the same hooks, with the listening
// port known), the socket upgrade over a real connection, and the security headers of every answer.
import { connect } from 'node:net';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, SOCKET_PATH, type Envelope } from '../../../../contract';
import { allowedHostNames } from '../../../../server/http/allowed-hosts';
import {
  isCrossSiteRequest,
  isStateChangingGet,
  registerRequestGuards,
} from '../../../../server/http/request-guards';
import { API_CSP, BOOT_SCRIPT_HASH } from '../../../../server/http/security-headers';
import { login, startTestServer, type TestServer } from '../helpers';

let test$: TestServer;
let host: string;
let cookie: string;
beforeAll(async () => {
  test$ = await startTestServer({
    allowedHosts: ['lan.example'],
    allowedOrigins: ['http://localhost:5173'],
  });
  host = new URL(test$.server.url).host;
  cookie = await login(test$.server, 'demo-regular');
});
afterAll(() => test$.stop());

function inject(options: {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}) {
  return test$.server.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: { host, ...options.headers },
    payload: options.payload,
  });
}

describe('Host', () => {
  test.each([API.health, API.me, API.adminFaults, SOCKET_PATH])(
    '%s refuses a foreign Host with 421',
    async (url) => {
      const result = await inject({ url, headers: { host: `rebind.evil.example:${test$.server.port}` } });
      expect(result.statusCode).toBe(421);
      expect(result.json()).toEqual({
        status: 421,
        code: 'HOST_NOT_ALLOWED',
        message: expect.stringContaining('--allow-host'),
        data: null,
      });
    },
  );

  test('the message follows Accept-Language', async () => {
    const headers = { host: 'evil.example' };
    const ko = await inject({ url: API.health, headers });
    const en = await inject({ url: API.health, headers: { ...headers, 'accept-language': 'en' } });
    expect(ko.json<Envelope<null>>().message).toMatch(/허용되지 않은 호스트/);
    expect(en.json<Envelope<null>>().message).toMatch(/host name is not allowed/);
  });

  test.each([
    ['another port', (port: number) => `localhost:${port + 1}`, 421],
    ['localhost', (port: number) => `localhost:${port}`, 200],
    ['[::1]', (port: number) => `[::1]:${port}`, 200],
    ['no port', () => '127.0.0.1', 200],
    ['an --allow-host name', (port: number) => `lan.example:${port}`, 200],
  ])('%s', async (_name, hostOf, status) => {
    const result = await inject({ url: API.health, headers: { host: hostOf(test$.server.port) } });
    expect(result.statusCode).toBe(status);
  });
});

describe('Origin and body type of state-changing calls', () => {
  test('a cross-origin logout (the CSRF of a same-site page on another port) is refused, the session lives', async () => {
    const result = await inject({
      method: 'POST',
      url: API.logout,
      headers: { cookie, origin: `http://localhost:${test$.server.port + 1}`, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(result.statusCode).toBe(403);
    expect(result.json()).toMatchObject({ status: 403, code: 'ORIGIN_NOT_ALLOWED', data: null });
    expect((await inject({ url: API.me, headers: { cookie } })).statusCode).toBe(200);
  });

  test.each(['null', 'http://evil.example', `https://${'localhost'}`])(
    'Origin %s is refused',
    async (origin) => {
      const result = await inject({
        method: 'DELETE',
        url: API.favorite('BTC-KRW'),
        headers: { cookie, origin },
      });
      expect(result.statusCode).toBe(403);
    },
  );

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'a %s body is 415 in the envelope',
    async (type) => {
      const result = await inject({
        method: 'POST',
        url: API.favorites,
        headers: { cookie, 'content-type': type, 'accept-language': 'en' },
        payload: '{"key":"BTC-KRW"}',
      });
      expect(result.statusCode).toBe(415);
      expect(result.json()).toEqual({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The request body must be JSON (application/json)',
        data: null,
      });
    },
  );

  test('the own origin with a JSON body, and a body-less call without Origin, go through', async () => {
    const own = await inject({
      method: 'POST',
      url: API.favorites,
      headers: { cookie, origin: `http://${host}`, 'content-type': 'application/json' },
      payload: '{"key":"BTC-KRW"}',
    });
    expect(own.statusCode).toBe(200);
    const bodyless = await inject({ method: 'DELETE', url: API.favorite('BTC-KRW'), headers: { cookie } });
    expect(bodyless.statusCode).toBe(200);
  });
});

describe('socket upgrade', () => {
  function open(origin: string | undefined): Promise<number> {
    const socket = new WebSocket(test$.server.url.replace('http', 'ws') + SOCKET_PATH, {
      headers: { cookie },
      ...(origin === undefined ? {} : { origin }),
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  test.each([
    ['a page of another port', (port: number) => `http://127.0.0.1:${port + 1}`, 403],
    ['another site', () => 'http://evil.example', 403],
    ['the own origin', (port: number) => `http://127.0.0.1:${port}`, 101],
    ['no Origin (not a browser)', () => undefined, 101],
    ['an origin allowed with --allow-origin', () => 'http://localhost:5173', 101],
    ['a neighbour of the allowed origin', () => 'http://localhost:5174', 403],
  ])('from %s: %s', async (_name, originOf, status) => {
    expect(await open(originOf(test$.server.port))).toBe(status);
  });
});

describe('errors before the routes, in the envelope', () => {
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(test$.server.port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(request);
    });
  }

  test('headers over the limit: 431 in the envelope', async () => {
    const answer = await raw(
      `GET ${API.health} HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Envelope<null>;
    expect(body).toEqual({
      status: 431,
      code: 'REQUEST_TOO_LARGE',
      message: '요청 헤더가 너무 큽니다',
      data: null,
    });
    expect(answer).toMatch(/X-Content-Type-Options: nosniff/i);
  });

  test('a malformed request line: 400 in the envelope', async () => {
    const answer = await raw('GARBAGE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  test('a path parameter over the limit: 414 in the envelope', async () => {
    const result = await inject({
      method: 'DELETE',
      url: `${API.orders}/${'9'.repeat(500)}`,
      headers: { cookie },
    });
    expect(result.statusCode).toBe(414);
    expect(result.json()).toEqual({
      status: 414,
      code: 'REQUEST_TOO_LARGE',
      message: '요청 주소가 너무 깁니다',
      data: null,
    });
  });

  test('a bad escape in the path: 400 in the envelope', async () => {
    const result = await inject({ method: 'DELETE', url: '/v1/favorites/%zz', headers: { cookie } });
    expect(result.statusCode).toBe(400);
    expect(result.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
  });

  test.each([
    ['ko', '요청 본문이 올바른 JSON이 아닙니다'],
    ['en', 'The request body is not valid JSON'],
  ])('malformed JSON: the %s message has no framework text', async (language, text) => {
    const result = await inject({
      method: 'POST',
      url: API.login,
      headers: { 'content-type': 'application/json', 'accept-language': language },
      payload: '{"loginId":',
    });
    expect(result.statusCode).toBe(400);
    expect(result.json()).toEqual({ status: 400, code: 'BAD_REQUEST', message: text, data: null });
  });

  test('a plain GET of the socket path (answered empty by the websocket plugin): 404 in the envelope', async () => {
    const result = await inject({ url: SOCKET_PATH, headers: { 'accept-language': 'en' } });
    expect(result.statusCode).toBe(404);
    expect(result.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'No such address', data: null });
  });

  test('a body over the limit: 413 in the envelope', async () => {
    const result = await inject({
      method: 'POST',
      url: API.login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ loginId: 'x'.repeat(2_000_000), password: 'x' }),
    });
    expect(result.statusCode).toBe(413);
    expect(result.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE', message: '요청 본문이 너무 큽니다' });
  });
});

describe('an answer before the body closes the connection, so the rest is never read', () => {
  /** 200 MB declared, 16 bytes sent: answers what the server sent until it closed the connection. */
  function declaredHuge(path: string, contentType: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(test$.server.port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      // Resolves only because the server closes: the other 199.99 MB are never sent.
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${contentType}\r\n` +
          `Content-Length: ${200 * 1024 * 1024}\r\nAccept-Language: en\r\n\r\n${'-'.repeat(16)}`,
      );
    });
  }
  const statusLine = (answer: string) => answer.slice(0, answer.indexOf('\r\n'));
  const envelope = (answer: string) =>
    JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Envelope<unknown>;

  test('a 200 MB multipart body on a JSON call: 415 from its headers', async () => {
    const answer = await declaredHuge(API.join, 'multipart/form-data; boundary=x');
    expect(statusLine(answer)).toBe('HTTP/1.1 415 Unsupported Media Type');
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(envelope(answer)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  test('a 200 MB multipart upload: 415; a 200 MB file: refused as too large, both from the headers', async () => {
    const multipart = await declaredHuge(API.attachments, 'multipart/form-data; boundary=x');
    expect(statusLine(multipart)).toBe('HTTP/1.1 415 Unsupported Media Type');
    expect(envelope(multipart)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const octets = await declaredHuge(API.attachments, 'application/octet-stream');
    expect(statusLine(octets)).toBe('HTTP/1.1 400 Bad Request');
    expect(octets).toMatch(/\r\nconnection: close\r\n/i);
    expect(envelope(octets)).toMatchObject({ code: 'ATTACHMENT_REFUSED', data: { problem: 'tooLarge' } });
  });
});

describe('security headers', () => {
  test('API answers: nosniff, no framing, no referrer, a policy that loads nothing', async () => {
    for (const result of [await inject({ url: API.health }), await inject({ url: '/nope' })]) {
      expect(result.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'content-security-policy': API_CSP,
      });
    }
  });

  test.each([
    ['dist', `script-src 'self' ${BOOT_SCRIPT_HASH};`],
    ['vite', "script-src 'self' 'unsafe-inline';"],
  ] as const)(
    'app pages (%s) carry the app policy, written before anything answers',
    async (appMode, scripts) => {
      const app = Fastify();
      registerRequestGuards(app, {
        hostRule: () => ({ names: allowedHostNames('127.0.0.1', []), port: undefined }),
        allowedOrigins: new Set(),
        isApiPath: (path) => path.startsWith('/v1/'),
        appMode,
        exchangeSources: [],
      });
      // Like the Vite middleware: writes the raw answer itself.
      app.get('/trade/order/BTC-KRW', (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/html' });
        reply.raw.end('<!doctype html>');
      });
      const page = await app.inject({ url: '/trade/order/BTC-KRW', headers: { host: 'localhost:8080' } });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain(scripts);
      expect(policy).toContain("connect-src 'self' ws://localhost:8080 wss://localhost:8080;");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      await app.close();
    },
  );
});

describe('isCrossSiteRequest (the GETs that change state)', () => {
  const allowed = new Set(['http://localhost:5173']);
  test.each([
    [
      'the app: same-origin fetch',
      { accept: 'application/json', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      false,
    ],
    ['a client that is no browser', { accept: '*/*' }, false],
    ['no headers at all', {}, false],
    [
      'the app on an allowed origin',
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
      false,
    ],
    [
      "the server's own origin named",
      { origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin' },
      false,
    ],
    [
      'a cross-site navigation',
      { accept: 'text/html', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      true,
    ],
    ['a navigation without Sec-Fetch headers', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, true],
    [
      'a same-origin navigation (a link of the app is no fetch)',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      true,
    ],
    [
      'a foreign origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      true,
    ],
    ['another port of this site', { origin: 'http://127.0.0.1:8081', 'sec-fetch-site': 'same-site' }, true],
    [
      'a no-cors request from another site',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      true,
    ],
    ['an origin that is no URL', { origin: 'null' }, true],
  ])('%s: %s → %s', (_name, headers, crossSite) => {
    expect(isCrossSiteRequest(headers, 'http', '127.0.0.1:8080', allowed)).toBe(crossSite);
  });

  test('GET and HEAD of the declared paths only', () => {
    expect(isStateChangingGet('GET', API.smsToken)).toBe(true);
    expect(isStateChangingGet('HEAD', API.smsToken)).toBe(true);
    expect(isStateChangingGet('POST', API.smsToken)).toBe(false);
    expect(isStateChangingGet('GET', API.assets)).toBe(false);
  });
});
