/**
 * GET API.alertFirings through the REST API (contract/notification-calls.ts): the firing log of the
 * member's alerts on a coin, or of one alert, newest first, as the server's own evaluator wrote it (each
 * firing also in the member's notifications). A guest is refused; a query with neither or both of key and alertId, or an unknown coin, is a bad
 * request; another member's alert id, or one deleted with its log, is 404 ALERT_NOT_FOUND like an id that
 * never was, and another member's coin log holds none of the member's firings.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ALERT_ERROR_CODES, API, ERROR_CODES, RESPONSE_SCHEMAS } from '../../../../contract';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import { alertPut } from '../../../fixtures/alerts';
import { injectServer, type InjectServer } from '../routes/inject';

const BTC = SIM_CATALOGUE.listing('BTC-KRW')!;

let server: InjectServer;
let alice: string;
let bob: string;

beforeAll(async () => {
  server = await injectServer();
  alice = await server.login('demo-regular');
  bob = await server.login('demo-empty');
});
afterAll(async () => {
  await server.stop();
});

const as = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  server.call(method, url, body, { cookie, 'accept-language': 'en' });

async function firings(cookie: string, query: string) {
  const answer = await as(cookie, 'GET', `${API.alertFirings}?${query}`);
  expect(answer.status, answer.body.message).toBe(200);
  return RESPONSE_SCHEMAS.alertFirings.parse(answer.body.data).firings;
}

/** A trade of BTC-KRW at its price now (the test-mode trade switch's way in). */
function trade(): { at: number; price: number } {
  const { context } = server.built;
  const at = context.now();
  expect(context.model.forceTrade!(BTC, context.model.price(BTC), at)).toBeUndefined();
  return { at, price: context.model.price(BTC) };
}

test("the member's firings by coin and by alert, newest first; another member's alert is 404", async () => {
  const value = server.built.context.model.price(BTC) / 2;
  const condition = { kind: 'price' as const, op: 'greaterThan' as const, value };
  for (const id of ['f1', 'f2'])
    expect(
      (await as(alice, 'PUT', API.alert(id), alertPut({ condition, trigger: 'everyTime' }))).status,
    ).toBe(200);
  const first = trade();
  const second = trade();
  const told = await as(alice, 'GET', API.notifications);
  const notices = RESPONSE_SCHEMAS.notifications.parse(told.body.data).notifications;
  expect(notices.filter((notice) => notice.subject.kind === 'alert')).toHaveLength(4);
  const f1 = [second, first].map(({ at, price }) => ({ alertId: 'f1', coin: 'BTC-KRW', at, price }));
  expect(await firings(alice, 'alertId=f1')).toEqual(f1);
  const byCoin = await firings(alice, 'key=BTC-KRW');
  expect(byCoin).toHaveLength(4);
  expect(byCoin.filter((firing) => firing.alertId === 'f1')).toEqual(f1);
  expect(await firings(alice, 'key=ETH-KRW')).toEqual([]);

  expect(await firings(bob, 'key=BTC-KRW')).toEqual([]);
  const foreign = await as(bob, 'GET', `${API.alertFirings}?alertId=f1`);
  expect(foreign).toMatchObject({ status: 404, body: { code: ALERT_ERROR_CODES.notFound } });

  expect((await as(alice, 'DELETE', `${API.alert('f1')}?version=1`)).status).toBe(200);
  const gone = await as(alice, 'GET', `${API.alertFirings}?alertId=f1`);
  expect(gone).toMatchObject({ status: 404, body: { code: ALERT_ERROR_CODES.notFound } });
  expect((await firings(alice, 'key=BTC-KRW')).map((firing) => firing.alertId)).toEqual(['f2', 'f2']);
});

test('a guest is refused; neither or both of key and alertId, or an unknown coin, is a bad request', async () => {
  const guest = await server.call('GET', `${API.alertFirings}?key=BTC-KRW`);
  expect(guest).toMatchObject({ status: 401, body: { code: ERROR_CODES.unauthorized } });
  for (const query of ['', 'key=BTC-KRW&alertId=f2', 'key=NOPE-KRW', 'alertId=bad%20id'])
    expect((await as(alice, 'GET', `${API.alertFirings}?${query}`)).status, query).toBe(400);
});
