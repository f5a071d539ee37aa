// Login throttling over the real route: per login ID (five tries, then a lock that a success would have
// reset), per remote address (a larger budget over every ID), answered 429 LOGIN_LOCKED with the wait.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, type Envelope } from '../../../../contract';
import { PER_ADDRESS, PER_LOGIN_ID } from '../../../../server/members/login-throttle';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
beforeAll(async () => {
  server = await injectServer();
});
afterAll(() => server.stop());

async function loginAs(loginId: string, password: string, remoteAddress: string, language = 'ko') {
  const result = await server.built.app.inject({
    method: 'POST',
    url: API.login,
    remoteAddress,
    headers: { 'accept-language': language },
    payload: { loginId, password },
  });
  return {
    status: result.statusCode,
    body: result.json<Envelope<unknown>>(),
    retryAfter: result.headers['retry-after'],
  };
}

describe('login throttling', () => {
  test('after five wrong passwords even the right one is refused, with the wait in both languages', async () => {
    for (let i = 0; i < PER_LOGIN_ID.freeFailures; i++)
      expect((await loginAs('demo-business', 'wrong', '10.0.0.1')).status).toBe(401);
    const ko = await loginAs('demo-business', 'demo1234', '10.0.0.2');
    expect(ko.status).toBe(429);
    expect(ko.retryAfter).toBe('30');
    expect(ko.body).toEqual({
      status: 429,
      code: 'LOGIN_LOCKED',
      message: '로그인 실패가 많아 잠시 로그인할 수 없습니다. 30초 후에 다시 시도해 주세요.',
      data: { retryAfterSec: 30 },
    });
    const en = await loginAs('demo-business', 'demo1234', '10.0.0.3', 'en');
    expect(en.body.message).toBe('Too many failed logins. Please try again in 30 seconds.');
    // Another ID from the same addresses is not locked.
    expect((await loginAs('demo-minor', 'demo1234', '10.0.0.1')).status).toBe(200);
  });

  test('a successful login resets the ID’s count', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_LOGIN_ID.freeFailures - 1; i++)
        expect((await loginAs('demo-dormant', 'wrong', '10.0.1.1')).status).toBe(401);
      expect((await loginAs('demo-dormant', 'demo1234', '10.0.1.1')).status).toBe(200);
    }
  });

  test('one address guessing over many IDs is locked after its budget', async () => {
    for (let i = 0; i < PER_ADDRESS.freeFailures; i++)
      expect((await loginAs(`spray-${i}`, 'wrong', '10.0.2.1')).status).toBe(401);
    const locked = await loginAs('demo-limit', 'demo1234', '10.0.2.1');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');
    expect((await loginAs('demo-limit', 'demo1234', '10.0.2.2')).status).toBe(200);
  });

  test('parallel guesses on one ID: the lock holds from the fifth, not after the answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginAs('demo-voucher', 'wrong', `10.0.3.${i}`)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(PER_LOGIN_ID.freeFailures);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - PER_LOGIN_ID.freeFailures);
  });
});
