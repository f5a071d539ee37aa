// PUT API.tradePassword over the real route: the session, then the rule of contract/trade-password.ts
// (400, leaving the SMS confirmation unused), then a 'login' SMS code confirmed just before (428), and
// success stores the hash and turns the member's trade-password status from I to Y, as /me shows.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API, type UserInfo } from '../../../../contract';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let cookie: string;
beforeAll(async () => {
  server = await injectServer();
  cookie = await server.login('demo-tradepw-i');
});
afterAll(() => server.stop());

const put = (tradePassword: unknown, headers: Record<string, string> = { cookie }) =>
  server.call('PUT', API.tradePassword, { tradePassword }, headers);

test('a guest is refused with 401', async () => {
  expect((await put('480159', {})).status).toBe(401);
});

test('without a confirmed SMS code: 428 SMS_VERIFICATION_REQUIRED, and the status stays I', async () => {
  const refused = await put('480159');
  expect(refused.status).toBe(428);
  expect(refused.body.code).toBe('SMS_VERIFICATION_REQUIRED');
  const me = await server.call('GET', API.me, undefined, { cookie });
  expect((me.body.data as UserInfo).useTradePasswordStatus).toBe('I');
});

test.each([
  ['12345', 'notSixDigits'],
  ['1234567', 'notSixDigits'],
  ['12a456', 'notSixDigits'],
  [480159, undefined],
  ['777777', 'repeated'],
  ['345678', 'sequential'],
  ['987654', 'sequential'],
])('%j is refused with 400 and the SMS confirmation stays for the next try', async (password, problem) => {
  server.smsVerified(cookie, 'login');
  const refused = await put(password);
  expect(refused.status).toBe(400);
  expect(refused.body.code).toBe('BAD_REQUEST');
  if (problem) expect(refused.body.message).toContain(problem);
  // Not used up: the member corrects the entry without another SMS.
  expect(server.built.context.smsVerifications.consume(0, 'login')).toBe(false);
  const memNo = server.built.context.members.sessionMember(cookie.split('=')[1]);
  expect(server.built.context.smsVerifications.consume(memNo!, 'login')).toBe(true);
});

test('after the SMS step a valid password is stored, status I turns Y, and the code is used up', async () => {
  server.smsVerified(cookie, 'login');
  const done = await put('480159');
  expect(done.status).toBe(200);
  const user = done.body.data as UserInfo;
  expect(user.useTradePasswordStatus).toBe('Y');
  const me = await server.call('GET', API.me, undefined, { cookie });
  expect(me.body.data).toEqual(user);
  // The confirmation went with it: a second change needs a new SMS code.
  expect((await put('480160')).status).toBe(428);
});
