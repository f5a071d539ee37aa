import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  API,
  ERROR_CODES,
  SMS_BLOCK_SECONDS,
  SMS_CODE_VALID_SECONDS,
  SMS_DAILY_SENDS,
  SMS_LOGIN_STEP_SECONDS,
  SMS_MAX_FAILURES,
  SMS_RESEND_SECONDS,
  SESSION_COOKIE,
  type AdminSmsCode,
  type MemberSmsConfirmResponse,
  type SmsLoginChallenge,
  type SmsSendWork,
  type UserInfo,
} from '../../../contract';
import { call, login, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
let cookie: string;
let memNo: number;
beforeAll(async () => {
  test$ = await startTestServer();
  cookie = await login(test$.server, 'demo-regular');
  memNo = (await call<UserInfo>(test$.server, API.me, { cookie })).body.data.memNo;
});
afterAll(() => test$.stop());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock (Date) forward by `seconds`. */
function advance(seconds: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
}

const send = (smsSendWork: string, session = cookie, headers: Record<string, string> = {}) =>
  call(test$.server, `${API.smsToken}?smsSendWork=${smsSendWork}`, { cookie: session, headers });

const confirm = (smsSendWork: string, numberOfCertification: string, headers: Record<string, string> = {}) =>
  call(test$.server, API.smsToken, {
    method: 'POST',
    cookie,
    headers,
    body: { smsSendWork, numberOfCertification },
  });

/** The code the simulator "sent", read as a test reads it: the test-mode admin call. */
async function codeOf(loginId: string, work: SmsSendWork): Promise<string> {
  const answer = await call<AdminSmsCode>(
    test$.server,
    `${API.adminSmsCode}?loginId=${loginId}&work=${work}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.code;
}

/** A six-digit code that is not `code`. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('other SMS send and confirm', () => {
  test('a guest must log in', async () => {
    const { status, body } = await call(test$.server, `${API.smsToken}?smsSendWork=login`);
    expect(status).toBe(401);
    expect(body.code).toBe(ERROR_CODES.unauthorized);
  });

  test('send answers the validity; the code sent (6 digits) confirms once', async () => {
    const sent = await send('withdrawCoin');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ smsSendWork: 'withdrawCoin', validSeconds: SMS_CODE_VALID_SECONDS });
    const code = await codeOf('demo-regular', 'withdrawCoin');
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await confirm('withdrawCoin', code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ smsSendWork: 'withdrawCoin', verified: true });

    // A used code is gone: confirming again is the message-only refusal ("request first").
    const again = await confirm('withdrawCoin', code, { 'accept-language': 'en' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: ERROR_CODES.smsRefused,
      message: 'Please request an authentication number first.',
    });
  });

  test('a code for one work does not confirm another', async () => {
    await send('depositKrw');
    const code = await codeOf('demo-regular', 'depositKrw');
    expect((await confirm('withdrawKrw', code)).body.code).toBe(ERROR_CODES.smsRefused);
    expect((await confirm('depositKrw', code)).status).toBe(200);
  });

  test('a wrong code is a mismatch with the tries so far, in the request language', async () => {
    await send('bankAccountDelete');
    const code = await codeOf('demo-regular', 'bankAccountDelete');
    const mismatch = await confirm('bankAccountDelete', wrong(code), { 'accept-language': 'en' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      code: ERROR_CODES.smsCodeMismatch,
      message: 'The authentication number does not match.',
      data: { failures: 1, maxFailures: SMS_MAX_FAILURES },
    });
    const korean = await confirm('bankAccountDelete', wrong(code));
    expect(korean.body.message).toBe('인증번호가 일치하지 않습니다.');
    // The right code resets the count.
    expect((await confirm('bankAccountDelete', code)).status).toBe(200);
  });

  test('a send within the resend lock is refused (00006) with the wait; after it, a new code', async () => {
    await send('changeSecondChannel');
    const first = await codeOf('demo-regular', 'changeSecondChannel');
    advance(SMS_RESEND_SECONDS - 1);
    const locked = await send('changeSecondChannel', cookie);
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ code: ERROR_CODES.smsRefused, data: { retryAfterSec: 1 } });
    expect(locked.body.message).toBe('인증번호는 1초 후에 다시 요청할 수 있습니다.');
    expect(await codeOf('demo-regular', 'changeSecondChannel')).toBe(first);
    advance(1);
    expect((await send('changeSecondChannel')).status).toBe(200);
  });

  test('resending never resets the failure count: the brute-force loop ends blocked', async () => {
    const work = 'issueOpenApiKey';
    let answer = await send(work);
    let tries = 0;
    // Four wrong codes, a resend, four more… as long as the server lets it.
    while (answer.body.code !== ERROR_CODES.smsBlocked && tries < 100) {
      const code = await codeOf('demo-regular', work);
      for (let i = 0; i < SMS_MAX_FAILURES - 1 && answer.body.code !== ERROR_CODES.smsBlocked; i++) {
        answer = await confirm(work, wrong(code));
        tries += 1;
      }
      advance(SMS_RESEND_SECONDS);
      if (answer.body.code !== ERROR_CODES.smsBlocked) answer = await send(work);
    }
    expect(tries).toBe(SMS_MAX_FAILURES);
    expect(answer.status).toBe(423);
    expect(answer.body).toMatchObject({
      code: ERROR_CODES.smsBlocked,
      data: { retryAfterSec: SMS_BLOCK_SECONDS },
    });

    // Blocked: sending and confirming that work, not another work.
    expect((await send(work)).body.code).toBe(ERROR_CODES.smsBlocked);
    expect((await confirm(work, '123456')).body.code).toBe(ERROR_CODES.smsBlocked);
    expect((await send('deleteOpenApiKey')).status).toBe(200);

    advance(SMS_BLOCK_SECONDS);
    expect((await send(work)).status).toBe(200);
    expect((await confirm(work, await codeOf('demo-regular', work))).status).toBe(200);
  });

  test('a code older than its validity is expired (00085), in the request language', async () => {
    await send('modifyOpenApiKeyAllowIp');
    const code = await codeOf('demo-regular', 'modifyOpenApiKeyAllowIp');
    advance(SMS_CODE_VALID_SECONDS);
    const late = await confirm('modifyOpenApiKeyAllowIp', code, { 'accept-language': 'en' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: ERROR_CODES.smsCodeExpired,
      message: 'Authentication timeout. Please request again.',
    });
  });

  test(`at most ${SMS_DAILY_SENDS} codes a day per work (00006)`, async () => {
    const session = await login(test$.server, 'demo-empty');
    for (let i = 0; i < SMS_DAILY_SENDS; i++) {
      expect((await send('withdrawKrw', session)).status).toBe(200);
      advance(SMS_RESEND_SECONDS);
    }
    const refused = await send('withdrawKrw', session);
    expect(refused.body).toMatchObject({ status: 400, code: ERROR_CODES.smsRefused });
    // The first send leaves the 24 hours (the session, touched by each send, is still alive).
    advance(24 * 3600 - SMS_DAILY_SENDS * SMS_RESEND_SECONDS);
    expect((await send('withdrawKrw', session)).status).toBe(200);
  });

  test('bad input is a 400 BAD_REQUEST', async () => {
    expect((await send('unknownWork')).body.code).toBe(ERROR_CODES.badRequest);
    expect((await confirm('login', '12ab56')).body.code).toBe(ERROR_CODES.badRequest);
    expect((await confirm('login', '1234567')).body.code).toBe(ERROR_CODES.badRequest);
  });

  test('the admin call answers 404 when no code is on its way', async () => {
    const answer = await call(test$.server, `${API.adminSmsCode}?loginId=demo-regular&work=withdrawCoin`);
    expect(answer.status).toBe(404);
  });
});

describe("the send from a page of another site (GET, the spec's method: request-guards STATE_CHANGING_GETS)", () => {
  /** What a browser sends on a top-level navigation from another site (a link, window.open, a redirect). */
  const NAVIGATION = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
  };
  /** What the app's REST client (src/api/client.ts) sends from the server's own page. */
  const APP = {
    accept: 'application/json',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
  };

  test(`${SMS_DAILY_SENDS} cross-site navigations a minute apart send no code and spend none of the day's sends`, async () => {
    const session = await login(test$.server, 'demo-inout');
    for (let i = 0; i < SMS_DAILY_SENDS; i++) {
      const refused = await send('withdrawCoin', session, NAVIGATION);
      expect(refused.body).toMatchObject({ status: 403, code: ERROR_CODES.originNotAllowed });
      advance(SMS_RESEND_SECONDS);
    }
    const code = await call(test$.server, `${API.adminSmsCode}?loginId=demo-inout&work=withdrawCoin`);
    expect(code.status).toBe(404);
    // Every one of the day's sends is still the member's.
    for (let i = 0; i < SMS_DAILY_SENDS; i++) {
      expect((await send('withdrawCoin', session, APP)).status).toBe(200);
      advance(SMS_RESEND_SECONDS);
    }
  });

  test.each([
    ['a navigation from a browser that sends no Sec-Fetch headers', { accept: 'text/html,*/*;q=0.8' }],
    ['a user typing the address', { ...NAVIGATION, 'sec-fetch-site': 'none' }],
    [
      'a fetch from another origin',
      {
        accept: '*/*',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'cors',
      },
    ],
    [
      'a no-cors request from another port of this site',
      {
        accept: '*/*',
        'sec-fetch-site': 'same-site',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'image',
      },
    ],
  ])('%s is refused and sends nothing', async (_name, headers) => {
    const session = await login(test$.server, 'demo-business');
    const refused = await send('withdrawKrw', session, headers);
    expect(refused.body).toMatchObject({ status: 403, code: ERROR_CODES.originNotAllowed });
    // HEAD runs the GET handler: held to the same.
    const head = await test$.server.app.inject({
      method: 'HEAD',
      url: `${API.smsToken}?smsSendWork=withdrawKrw`,
      headers: { host: new URL(test$.server.url).host, cookie: session, ...headers },
    });
    expect(head.statusCode).toBe(403);
    const code = await call(test$.server, `${API.adminSmsCode}?loginId=demo-business&work=withdrawKrw`);
    expect(code.status).toBe(404);
  });
});

/** Logs in as demo-sms: the SMS step's cookie and the challenge. */
async function smsLoginStep(): Promise<{ stepCookie: string; challenge: SmsLoginChallenge }> {
  const answer = await call<SmsLoginChallenge>(test$.server, API.login, {
    method: 'POST',
    body: { loginId: 'demo-sms', password: 'demo1234' },
  });
  expect(answer.status).toBe(200);
  const cookies = answer.headers.getSetCookie();
  expect(cookies.some((value) => value.startsWith('td_session='))).toBe(false);
  const stepCookie = cookies.find((value) => value.startsWith('td_sms_login='))!.split(';', 1)[0]!;
  return { stepCookie, challenge: answer.body.data };
}

type V2Body = Omit<SmsLoginChallenge, 'smsLoginRequired'>;
const v2 = (challenge: SmsLoginChallenge, session?: string, body: Partial<V2Body> = {}) => {
  const { smsLoginRequired: _flag, ...member } = challenge;
  return call(test$.server, API.memberSmsTokenV2, {
    method: 'POST',
    cookie: session,
    body: { ...member, ...body },
  });
};
const v1 = (target: number, session?: string) =>
  call(test$.server, API.memberSmsToken, { method: 'POST', cookie: session, body: { memNo: target } });
const memberConfirm = (target: number, authNo: string, session?: string) =>
  call<MemberSmsConfirmResponse>(test$.server, API.memberSmsConfirm, {
    method: 'POST',
    cookie: session,
    body: { memNo: target, authNo },
  });

describe('SMS login: member SMS calls', () => {
  test('a right password gives the SMS step, not a session: name, masked e-mail and phone', async () => {
    const { stepCookie, challenge } = await smsLoginStep();
    expect(challenge).toEqual({
      smsLoginRequired: true,
      memNo: expect.any(Number),
      name: '문자인',
      maskedEmail: 'sm***@tradedeck.test',
      maskedPhoneNo: '010-****-5678',
    });
    expect((await call(test$.server, API.me, { cookie: stepCookie })).status).toBe(401);
  });

  test('v2 sends, a wrong code is a mismatch, the right one starts the session', async () => {
    const { stepCookie, challenge } = await smsLoginStep();
    const sent = await v2(challenge, stepCookie);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ validSeconds: SMS_CODE_VALID_SECONDS });
    const code = await codeOf('demo-sms', 'login');

    const mismatch = await memberConfirm(challenge.memNo, wrong(code), stepCookie);
    expect(mismatch.body).toMatchObject({ code: ERROR_CODES.smsCodeMismatch, data: { failures: 1 } });

    const confirmed = await call<MemberSmsConfirmResponse>(test$.server, API.memberSmsConfirm, {
      method: 'POST',
      cookie: stepCookie,
      body: { memNo: challenge.memNo, authNo: code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ verified: true, user: { loginId: 'demo-sms' } });
    const session = confirmed.headers
      .getSetCookie()
      .find((value) => value.startsWith('td_session='))!
      .split(';', 1)[0]!;
    const me = await call<UserInfo>(test$.server, API.me, { cookie: session });
    expect(me.body.data.loginId).toBe('demo-sms');
    // The step is over: its cookie names nothing any more.
    expect((await v1(challenge.memNo, stepCookie)).status).toBe(403);
  });

  test('v1 sends with the member number only, for the login waiting in this browser', async () => {
    const { stepCookie, challenge } = await smsLoginStep();
    expect((await v1(challenge.memNo, stepCookie)).status).toBe(200);
    const code = await codeOf('demo-sms', 'login');
    expect((await memberConfirm(challenge.memNo, code, stepCookie)).body.data.user?.loginId).toBe('demo-sms');
  });

  test('anyone else gets one refusal that reveals nothing', async () => {
    const { stepCookie, challenge } = await smsLoginStep();
    const refusals = [
      await v1(challenge.memNo),
      await v1(challenge.memNo + 1, stepCookie),
      await v1(999_999_999, stepCookie),
      await v1(challenge.memNo, cookie),
      await v2(challenge),
      await v2(challenge, stepCookie, { name: 'someone' }),
      await v2(challenge, stepCookie, { maskedPhoneNo: '010-****-0000' }),
      await memberConfirm(challenge.memNo, '123456'),
      await memberConfirm(memNo, '123456', stepCookie),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body).toEqual(refusals[0]!.body);
    }
    expect(refusals[0]!.body.code).toBe(ERROR_CODES.forbidden);
  });

  test(`the SMS step waits ${SMS_LOGIN_STEP_SECONDS} s, then the calls are refused`, async () => {
    const { stepCookie, challenge } = await smsLoginStep();
    advance(SMS_LOGIN_STEP_SECONDS);
    expect((await v2(challenge, stepCookie)).status).toBe(403);
  });

  test('the member calls share the code store: resending never resets the count, the loop ends blocked', async () => {
    const { stepCookie, challenge } = await smsLoginStep();
    let answer = await v2(challenge, stepCookie);
    let tries = 0;
    while (answer.body.code !== ERROR_CODES.smsBlocked && tries < 100) {
      const code = await codeOf('demo-sms', 'login');
      for (let i = 0; i < SMS_MAX_FAILURES - 1 && answer.body.code !== ERROR_CODES.smsBlocked; i++) {
        answer = await memberConfirm(challenge.memNo, wrong(code), stepCookie);
        tries += 1;
      }
      advance(SMS_RESEND_SECONDS);
      if (answer.body.code !== ERROR_CODES.smsBlocked) answer = await v1(challenge.memNo, stepCookie);
    }
    expect(tries).toBe(SMS_MAX_FAILURES);
    expect(answer.body.code).toBe(ERROR_CODES.smsBlocked);
    expect((await v2(challenge, stepCookie)).body.code).toBe(ERROR_CODES.smsBlocked);
    advance(SMS_BLOCK_SECONDS);
  });

  test('the logged-in member confirms for themself: the login work then turns SMS login on (else 428)', async () => {
    const put = (enabled: boolean) =>
      call(test$.server, API.smsLogin, { method: 'PUT', cookie, body: { enabled } });
    expect((await call(test$.server, API.smsLogin, { cookie })).body.data).toEqual({ enabled: false });
    const refused = await put(true);
    expect(refused.status).toBe(428);
    expect(refused.body.code).toBe(ERROR_CODES.smsVerificationRequired);

    expect((await v1(memNo, cookie)).status).toBe(200);
    const confirmed = await memberConfirm(memNo, await codeOf('demo-regular', 'login'), cookie);
    expect(confirmed.body.data).toEqual({ verified: true, user: null });
    // No new session for a member who has one.
    expect(confirmed.headers.getSetCookie().filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toEqual(
      [],
    );
    expect((await put(true)).body.data).toEqual({ enabled: true });
    expect((await call(test$.server, API.smsLogin, { cookie })).body.data).toEqual({ enabled: true });
    // Used up: turning it off again needs a new code (the other SMS call works as well).
    expect((await put(false)).status).toBe(428);
    advance(SMS_RESEND_SECONDS);
    await send('login');
    await confirm('login', await codeOf('demo-regular', 'login'));
    expect((await put(false)).body.data).toEqual({ enabled: false });
  });

  test('SMS login switch calls need a session', async () => {
    expect((await call(test$.server, API.smsLogin)).status).toBe(401);
    expect((await call(test$.server, API.smsLogin, { method: 'PUT', body: { enabled: true } })).status).toBe(
      401,
    );
  });
});
