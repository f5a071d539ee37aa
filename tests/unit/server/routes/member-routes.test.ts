// Login throttling over the real route: per login ID and per remote address, a solved captcha asked for
// after CAPTCHA.loginFailuresBeforeCaptcha failures (400 CAPTCHA_REQUIRED / CAPTCHA_FAILED, no password
// check), then the lock (five tries per ID, a larger budget per address) answered 429 LOGIN_LOCKED.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, CAPTCHA, type Envelope } from '../../../../contract';
import { PER_ADDRESS, PER_LOGIN_ID } from '../../../../server/members/login-throttle';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
beforeAll(async () => {
  server = await injectServer();
});
afterAll(() => server.stop());

/** A captcha solved (as a person would through verify), ready for one form. */
function solvedKey(): string {
  const captchas = server.built.context.captchas;
  const key = captchas.issue('ABCDEF');
  expect(captchas.verify(key, 'abcdef')).toBe(true);
  return key;
}

async function loginAs(
  loginId: string,
  password: string,
  remoteAddress: string,
  options: { language?: string; captchaKey?: string } = {},
) {
  const result = await server.built.app.inject({
    method: 'POST',
    url: API.login,
    remoteAddress,
    headers: { 'accept-language': options.language ?? 'ko' },
    payload: {
      loginId,
      password,
      ...(options.captchaKey === undefined ? {} : { captchaKey: options.captchaKey }),
    },
  });
  return {
    status: result.statusCode,
    body: result.json<Envelope<unknown>>(),
    raw: result.body,
    retryAfter: result.headers['retry-after'],
  };
}

/** A login attempt with a solved captcha when the route asks for one. */
async function withCaptcha(loginId: string, password: string, remoteAddress: string, language = 'ko') {
  return loginAs(loginId, password, remoteAddress, { language, captchaKey: solvedKey() });
}

describe('the captcha after failed logins', () => {
  test('three wrong passwords: the fourth attempt needs a captcha, and neither refusal checks the password', async () => {
    for (let i = 1; i <= CAPTCHA.loginFailuresBeforeCaptcha; i++) {
      const wrong = await loginAs('demo-minor', 'wrong', `10.1.0.${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.body.data).toEqual({ captchaRequired: i >= CAPTCHA.loginFailuresBeforeCaptcha });
    }
    // Even the right password is refused without a captcha: the answer says nothing about it.
    const missing = await loginAs('demo-minor', 'demo1234', '10.1.0.9', { language: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      status: 400,
      code: 'CAPTCHA_REQUIRED',
      message: 'After several failed logins, please enter the security characters.',
      data: { captchaRequired: true },
    });
    const ko = await loginAs('demo-minor', 'demo1234', '10.1.0.9');
    expect(ko.body.message).toBe(
      '로그인 실패가 많아 보안 문자 확인이 필요합니다. 보안 문자를 입력해 주세요.',
    );

    // A key never solved, and a solved key used twice, fail the same way.
    const unsolved = server.built.context.captchas.issue('ABCDEF');
    const notSolved = await loginAs('demo-minor', 'demo1234', '10.1.0.9', { captchaKey: unsolved });
    expect(notSolved.status).toBe(400);
    expect(notSolved.body).toMatchObject({ code: 'CAPTCHA_FAILED', data: { captchaRequired: true } });
    const key = solvedKey();
    expect((await loginAs('demo-minor', 'demo1234', '10.1.0.9', { captchaKey: key })).status).toBe(200);
    // The success reset the ID: no captcha now; the used key is spent either way.
    expect((await loginAs('demo-minor', 'demo1234', '10.1.0.10')).status).toBe(200);
    for (let i = 0; i < CAPTCHA.loginFailuresBeforeCaptcha; i++)
      await loginAs('demo-minor', 'wrong', `10.1.1.${i}`);
    const reused = await loginAs('demo-minor', 'demo1234', '10.1.1.9', { captchaKey: key });
    expect(reused.body.code).toBe('CAPTCHA_FAILED');
    expect((await withCaptcha('demo-minor', 'demo1234', '10.1.1.9')).status).toBe(200);
  });

  test('three failures from one address over different IDs: the next login from it needs a captcha', async () => {
    for (let i = 0; i < CAPTCHA.loginFailuresBeforeCaptcha; i++)
      expect((await loginAs(`nobody-${i}`, 'wrong', '10.1.2.1')).status).toBe(401);
    expect((await loginAs('demo-premium', 'demo1234', '10.1.2.1')).body.code).toBe('CAPTCHA_REQUIRED');
    // The same member from another address is not asked.
    expect((await loginAs('demo-premium', 'demo1234', '10.1.2.2')).status).toBe(200);
    expect((await withCaptcha('demo-premium', 'demo1234', '10.1.2.1')).status).toBe(200);
  });

  test('a wrong ID and a wrong password answer the same bytes, failure after failure', async () => {
    const cases = [
      { language: 'ko', member: 'demo-empty', index: 1 },
      { language: 'en', member: 'demo-interest', index: 2 },
    ];
    for (const { language, member, index } of cases) {
      // The same history for both: an unknown ID from one address, a known one from another.
      for (let attempt = 1; attempt <= PER_LOGIN_ID.freeFailures; attempt++) {
        const captchaKey = attempt > CAPTCHA.loginFailuresBeforeCaptcha ? solvedKey() : undefined;
        const otherKey = captchaKey === undefined ? undefined : solvedKey();
        const unknownId = await loginAs(`ghost-${language}`, 'wrong', `10.1.3.${index}`, {
          language,
          captchaKey,
        });
        const wrongPassword = await loginAs(member, 'wrong', `10.1.4.${index}`, {
          language,
          captchaKey: otherKey,
        });
        expect(unknownId.status).toBe(401);
        expect(unknownId.body.data).toEqual({
          captchaRequired: attempt >= CAPTCHA.loginFailuresBeforeCaptcha,
        });
        expect(wrongPassword.raw).toBe(unknownId.raw);
      }
    }
  });
});

describe('the test-mode reset of failed logins', () => {
  test('DELETE /__admin/login-failures forgets the counts: no captcha asked after it; loopback only', async () => {
    for (let i = 0; i < CAPTCHA.loginFailuresBeforeCaptcha; i++)
      await loginAs('demo-plus', 'wrong', '10.1.5.1');
    expect((await loginAs('demo-plus', 'demo1234', '10.1.5.1')).body.code).toBe('CAPTCHA_REQUIRED');
    const clear = (remoteAddress: string) =>
      server.built.app.inject({ method: 'DELETE', url: API.adminLoginFailures, remoteAddress });
    expect((await clear('10.1.5.1')).statusCode).toBe(404);
    expect((await loginAs('demo-plus', 'demo1234', '10.1.5.1')).body.code).toBe('CAPTCHA_REQUIRED');
    const cleared = await clear('127.0.0.1');
    expect(cleared.statusCode).toBe(200);
    expect((await loginAs('demo-plus', 'demo1234', '10.1.5.1')).status).toBe(200);
  });
});

describe('login throttling', () => {
  test('after five wrong passwords even the right one is refused, with the wait in both languages', async () => {
    for (let i = 0; i < PER_LOGIN_ID.freeFailures; i++)
      expect((await withCaptcha('demo-business', 'wrong', '10.0.0.1')).status).toBe(401);
    const ko = await withCaptcha('demo-business', 'demo1234', '10.0.0.2');
    expect(ko.status).toBe(429);
    expect(ko.retryAfter).toBe('30');
    expect(ko.body).toEqual({
      status: 429,
      code: 'LOGIN_LOCKED',
      message: '로그인 실패가 많아 잠시 로그인할 수 없습니다. 30초 후에 다시 시도해 주세요.',
      data: { retryAfterSec: 30 },
    });
    const en = await withCaptcha('demo-business', 'demo1234', '10.0.0.3', 'en');
    expect(en.body.message).toBe('Too many failed logins. Please try again in 30 seconds.');
    // Another ID from an address under its captcha threshold is neither locked nor asked for a captcha.
    expect((await loginAs('demo-subaccount', 'demo1234', '10.0.0.3')).status).toBe(200);
  });

  test('a successful login resets the ID’s count', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_LOGIN_ID.freeFailures - 1; i++)
        expect((await withCaptcha('demo-dormant', 'wrong', `10.0.1.${round}`)).status).toBe(401);
      expect((await withCaptcha('demo-dormant', 'demo1234', `10.0.1.${round}`)).status).toBe(200);
    }
    expect((await loginAs('demo-dormant', 'demo1234', '10.0.1.7')).status).toBe(200);
  });

  test('one address guessing over many IDs is locked after its budget', async () => {
    for (let i = 0; i < PER_ADDRESS.freeFailures; i++)
      expect((await withCaptcha(`spray-${i}`, 'wrong', '10.0.2.1')).status).toBe(401);
    const locked = await withCaptcha('demo-limit', 'demo1234', '10.0.2.1');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');
    expect((await loginAs('demo-limit', 'demo1234', '10.0.2.2')).status).toBe(200);
  });

  test('parallel guesses on one ID: the captcha is asked from the fourth, not after the answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginAs('demo-voucher', 'wrong', `10.0.3.${i}`)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(CAPTCHA.loginFailuresBeforeCaptcha);
    expect(answers.filter((a) => a.body.code === 'CAPTCHA_REQUIRED')).toHaveLength(
      20 - CAPTCHA.loginFailuresBeforeCaptcha,
    );
  });

  test('parallel guesses with solved captchas: the lock holds from the fifth', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withCaptcha('demo-tradepw-i', 'wrong', `10.0.4.${i}`)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(PER_LOGIN_ID.freeFailures);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - PER_LOGIN_ID.freeFailures);
  });

  test('200 rapid wrong logins from one address: 3 passwords checked, the rest refused unchecked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => loginAs(`rapid-${i % 7}`, `guess-${i}`, '10.0.5.1')),
    );
    const count = (predicate: (a: (typeof answers)[number]) => boolean) => answers.filter(predicate).length;
    const checked = count((a) => a.status === 401);
    const refused = count((a) => a.status === 429 || a.body.code === 'CAPTCHA_REQUIRED');
    expect(checked).toBe(CAPTCHA.loginFailuresBeforeCaptcha);
    expect(refused).toBe(200 - CAPTCHA.loginFailuresBeforeCaptcha);
    // In sequence, one after the other, the same: nothing more is checked.
    let checkedInSequence = 0;
    for (let i = 0; i < 200; i++) {
      const answer = await loginAs(`serial-${i % 7}`, `guess-${i}`, '10.0.5.2');
      if (answer.status === 401) checkedInSequence += 1;
      else expect(answer.body.code).toBe('CAPTCHA_REQUIRED');
    }
    expect(checkedInSequence).toBe(CAPTCHA.loginFailuresBeforeCaptcha);
  });
});
