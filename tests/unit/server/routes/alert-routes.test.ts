/**
 * The alert calls through the REST API (contract/alert-calls.ts): a guest is refused as on every member
 * call; a broken alert answers ALERT_INVALID with its problem in both languages, a bad body, id or version
 * BAD_REQUEST, an unknown coin unknownCoin; the limit per member; versions (a stale write refused with the
 * alert as it is, a create twice refused); member isolation (another member's id is not found, a list holds
 * only the member's own); a list of every coin or one. Every answer passes the contract's schemas.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ALERT_ERROR_CODES,
  ALERT_ERROR_MESSAGES,
  ALERT_MESSAGE_MAX,
  ALERT_PROBLEM_MESSAGES,
  ALERTS_PER_MEMBER_MAX,
  API,
  ERROR_CODES,
  RESPONSE_SCHEMAS,
  alertInvalidSchema,
  alertStaleSchema,
  type Alert,
  type AlertProblem,
  type AlertPutRequest,
} from '../../../../contract';
import { alertPut } from '../../../fixtures/alerts';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  server = await injectServer();
  alice = await server.login('demo-regular');
  bob = await server.login('demo-empty');
  carol = await server.login('demo-plus');
});
afterAll(() => server.stop());

type Method = 'GET' | 'PUT' | 'DELETE';
const as = (cookie: string, method: Method, url: string, body?: unknown, language = 'en') =>
  server.call(method, url, body, { cookie, 'accept-language': language });

const put = (cookie: string, id: string, body: unknown, language = 'en') =>
  as(cookie, 'PUT', API.alert(id), body, language);

async function created(cookie: string, id: string, body: AlertPutRequest = alertPut()): Promise<Alert> {
  const answer = await put(cookie, id, body);
  expect(answer.status, answer.body.message).toBe(200);
  return RESPONSE_SCHEMAS.putAlert.parse(answer.body.data);
}

async function list(cookie: string, coin?: string): Promise<Alert[]> {
  const answer = await as(cookie, 'GET', coin ? `${API.alerts}?key=${coin}` : API.alerts);
  expect(answer.status, answer.body.message).toBe(200);
  return RESPONSE_SCHEMAS.alerts.parse(answer.body.data).alerts;
}

test('a guest is refused every call as on every member call', async () => {
  for (const [method, url] of [
    ['GET', API.alerts],
    ['PUT', API.alert('g1')],
    ['DELETE', `${API.alert('g1')}?version=1`],
  ] as const) {
    const answer = await server.call(method, url, method === 'PUT' ? alertPut() : undefined);
    expect(answer, `${method} ${url}`).toMatchObject({
      status: 401,
      body: { code: ERROR_CODES.unauthorized },
    });
  }
});

describe('bad input', () => {
  /** A price alert with one thing changed, as the app might send it by mistake. */
  const broken: [AlertProblem, string, unknown][] = [
    ['value', 'a price of zero', alertPut({ condition: { kind: 'price', op: 'crossesUp', value: 0 } })],
    ['op', 'an unknown op', { ...alertPut(), condition: { kind: 'price', op: 'touches', value: 1 } }],
    ['kind', 'an unknown kind', { ...alertPut(), condition: { kind: 'volume' } }],
    [
      'minutes',
      'a move over no minutes',
      alertPut({ condition: { kind: 'move', direction: 'up', percent: 5, minutes: 0 } }),
    ],
    ['trigger', 'an unknown trigger', { ...alertPut(), trigger: 'always' }],
    [
      'message',
      `${ALERT_MESSAGE_MAX + 1} characters`,
      alertPut({ message: 'x'.repeat(ALERT_MESSAGE_MAX + 1) }),
    ],
    ['coin', 'a coin that is no coin key', { ...alertPut(), coin: 'bitcoin' }],
    ['shape', 'active as text', { ...alertPut(), active: 'yes' }],
    ['shape', 'no body', undefined],
    ['expiry', 'an expiry passed', alertPut({ expiresAt: 1 })],
    [
      'drawing',
      'a drawing the member has not',
      alertPut({ condition: { kind: 'drawing', drawingId: 'none', line: 0, op: 'crosses' } }),
    ],
  ];

  test.each(broken)(
    '%s: %s is ALERT_INVALID with its problem, in English and Korean',
    async (problem, _, body) => {
      for (const language of ['en', 'ko'] as const) {
        const answer = await put(alice, 'bad', body, language);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe(ALERT_ERROR_CODES.invalid);
        expect(alertInvalidSchema.parse(answer.body.data)).toEqual({ problem });
        expect(answer.body.message).toBe(ALERT_PROBLEM_MESSAGES[problem][language]);
      }
      expect((await list(alice)).map((alert) => alert.id)).not.toContain('bad');
    },
  );

  test('an unknown coin is BAD_REQUEST unknownCoin on a list and a write', async () => {
    for (const [method, url, body] of [
      ['GET', `${API.alerts}?key=NOPE-KRW`, undefined],
      ['PUT', API.alert('nope'), alertPut({ coin: 'NOPE-KRW' })],
    ] as const) {
      const answer = await as(alice, method, url, body);
      expect(answer, `${method} ${url}`).toMatchObject({
        status: 400,
        body: { code: ERROR_CODES.badRequest, message: 'No such coin' },
      });
    }
  });

  test('a bad id, key, version or base version is BAD_REQUEST', async () => {
    expect((await put(alice, 'a%20b', alertPut())).body.code).toBe(ERROR_CODES.badRequest);
    expect((await put(alice, 'x'.repeat(65), alertPut())).body.code).toBe(ERROR_CODES.badRequest);
    for (const baseVersion of [-1, 1.5])
      expect((await put(alice, 'nobase', alertPut({ baseVersion }))).body.code).toBe(ERROR_CODES.badRequest);
    expect((await as(alice, 'GET', `${API.alerts}?key=bitcoin`)).body.code).toBe(ERROR_CODES.badRequest);
    for (const version of ['', '0', '1e3', 'x'])
      expect((await as(alice, 'DELETE', `${API.alert('v')}?version=${version}`)).status).toBe(400);
  });
});

test(`${ALERTS_PER_MEMBER_MAX} alerts a member on all coins: the next is ALERT_LIMIT; another member still sets one`, async () => {
  for (let i = 0; i < ALERTS_PER_MEMBER_MAX; i += 1)
    await created(carol, `c-${i}`, alertPut({ coin: i % 2 ? 'XRP-KRW' : 'ETH-KRW' }));
  for (const language of ['en', 'ko'] as const)
    expect(await put(carol, 'c-more', alertPut({ coin: 'DOGE-KRW' }), language)).toMatchObject({
      status: 409,
      body: {
        code: ALERT_ERROR_CODES.tooMany,
        message: ALERT_ERROR_MESSAGES.tooMany[language],
        data: { max: ALERTS_PER_MEMBER_MAX },
      },
    });
  expect(await list(carol)).toHaveLength(ALERTS_PER_MEMBER_MAX);
  expect((await list(carol, 'XRP-KRW')).every((alert) => alert.coin === 'XRP-KRW')).toBe(true);
  await created(bob, 'c-more');
});

describe('versions', () => {
  test('create, update, a stale update and a create twice: refused with the alert as it is', async () => {
    const first = await created(alice, 'v1');
    expect(first).toMatchObject({ id: 'v1', version: 1, coin: 'BTC-KRW', active: true });
    const second = await created(alice, 'v1', alertPut({ active: false, baseVersion: 1 }));
    expect(second).toMatchObject({ version: 2, active: false, createdAt: first.createdAt });
    for (const [baseVersion, language] of [
      [1, 'en'],
      [0, 'ko'],
    ] as const) {
      const stale = await put(alice, 'v1', alertPut({ message: 'late', baseVersion }), language);
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: ALERT_ERROR_CODES.stale,
        message: ALERT_ERROR_MESSAGES.stale[language],
      });
      expect(alertStaleSchema.parse(stale.body.data)).toEqual({ current: second });
    }
    expect((await list(alice)).find((alert) => alert.id === 'v1')).toEqual(second);
  });

  test('delete: stale at another version, done at its own, then not found', async () => {
    const alert = await created(alice, 'del');
    expect(await as(alice, 'DELETE', `${API.alert('del')}?version=2`)).toMatchObject({
      status: 409,
      body: { code: ALERT_ERROR_CODES.stale, data: { current: alert } },
    });
    const done = await as(alice, 'DELETE', `${API.alert('del')}?version=1`);
    expect(done.status).toBe(200);
    expect(RESPONSE_SCHEMAS.deleteAlert.parse(done.body.data)).toBeNull();
    expect(await as(alice, 'DELETE', `${API.alert('del')}?version=1`, undefined, 'ko')).toMatchObject({
      status: 404,
      body: { code: ALERT_ERROR_CODES.notFound, message: ALERT_ERROR_MESSAGES.notFound.ko },
    });
  });

  test('an update of an alert never made is not found; an alert stays on its coin', async () => {
    expect((await put(alice, 'never', alertPut({ baseVersion: 1 }))).status).toBe(404);
    await created(alice, 'moving');
    expect(await put(alice, 'moving', alertPut({ coin: 'ETH-KRW', baseVersion: 1 }))).toMatchObject({
      status: 400,
      body: { code: ALERT_ERROR_CODES.invalid, data: { problem: 'coinChanged' } },
    });
  });
});

test("another member's alert id answers not found to every call, and a list holds one's own only", async () => {
  const alices = await created(alice, 'private', alertPut({ coin: 'SOL-KRW' }));
  const update = await put(bob, 'private', alertPut({ coin: 'SOL-KRW', baseVersion: 1 }));
  expect(update).toMatchObject({ status: 404, body: { code: ALERT_ERROR_CODES.notFound, data: null } });
  const removal = await as(bob, 'DELETE', `${API.alert('private')}?version=1`);
  expect(removal).toMatchObject({ status: 404, body: { code: ALERT_ERROR_CODES.notFound, data: null } });
  expect(await list(bob, 'SOL-KRW')).toEqual([]);
  // The same id is Bob's own alert: nothing of Alice's is touched.
  const bobs = await created(bob, 'private', alertPut({ coin: 'SOL-KRW', trigger: 'everyTime' }));
  expect(bobs).toMatchObject({ trigger: 'everyTime', version: 1 });
  expect(await list(alice, 'SOL-KRW')).toEqual([alices]);
  expect(await list(bob, 'SOL-KRW')).toEqual([bobs]);
});
