import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  API,
  ERROR_CODES,
  SMS_BLOCK_SECONDS,
  SMS_CODE_VALID_SECONDS,
  SMS_MAX_FAILURES,
  type SmsConfirmResponse,
  type SmsMismatchData,
  type SmsSendResponse,
} from '../../../contract';
import { TEST_MODE_SMS_CODE } from '../../../server/routes/sms';
import { call, login, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
let cookie: string;
beforeAll(async () => {
  test$ = await startTestServer();
  cookie = await login(test$.server, 'demo-regular');
});
afterAll(() => test$.stop());
afterEach(() => {
  vi.useRealTimers();
});

const send = (smsSendWork: string, session = cookie) =>
  call<SmsSendResponse>(test$.server, `${API.smsToken}?smsSendWork=${smsSendWork}`, { cookie: session });

const confirm = (smsSendWork: string, numberOfCertification: string, headers: Record<string, string> = {}) =>
  call<SmsConfirmResponse | SmsMismatchData | null>(test$.server, API.smsToken, {
    method: 'POST',
    cookie,
    headers,
    body: { smsSendWork, numberOfCertification },
  });

describe('other SMS send and confirm', () => {
  test('a guest must log in', async () => {
    const { status, body } = await call(test$.server, `${API.smsToken}?smsSendWork=login`);
    expect(status).toBe(401);
    expect(body.code).toBe(ERROR_CODES.unauthorized);
  });

  test('send answers the validity; the test-mode code confirms once', async () => {
    const sent = await send('withdrawCoin');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ smsSendWork: 'withdrawCoin', validSeconds: SMS_CODE_VALID_SECONDS });

    const confirmed = await confirm('withdrawCoin', TEST_MODE_SMS_CODE);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ smsSendWork: 'withdrawCoin', verified: true });

    // A used code is gone: confirming again is the expired answer.
    const again = await confirm('withdrawCoin', TEST_MODE_SMS_CODE);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(ERROR_CODES.smsCodeExpired);
  });

  test('a code for one work does not confirm another', async () => {
    await send('depositKrw');
    const other = await confirm('withdrawKrw', TEST_MODE_SMS_CODE);
    expect(other.body.code).toBe(ERROR_CODES.smsCodeExpired);
    expect((await confirm('depositKrw', TEST_MODE_SMS_CODE)).status).toBe(200);
  });

  test('a wrong code is a mismatch with the tries so far, in the request language', async () => {
    await send('login');
    const wrong = await confirm('login', '000000', { 'accept-language': 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: ERROR_CODES.smsCodeMismatch,
      message: 'The authentication number does not match.',
      data: { failures: 1, maxFailures: SMS_MAX_FAILURES },
    });
    const korean = await confirm('login', '000000');
    expect(korean.body.message).toBe('인증번호가 일치하지 않습니다.');
    // A new code starts the count again.
    await send('login');
    expect((await confirm('login', '000000')).body.data).toEqual({
      failures: 1,
      maxFailures: SMS_MAX_FAILURES,
    });
  });

  test(`the ${SMS_MAX_FAILURES}th wrong code blocks sending and confirming until the block ends`, async () => {
    await send('issueOpenApiKey');
    for (let i = 1; i < SMS_MAX_FAILURES; i++)
      expect((await confirm('issueOpenApiKey', '999999')).body.code).toBe(ERROR_CODES.smsCodeMismatch);
    const blocked = await confirm('issueOpenApiKey', '999999');
    expect(blocked.status).toBe(423);
    expect(blocked.body.code).toBe(ERROR_CODES.smsBlocked);
    expect((await send('issueOpenApiKey')).body.code).toBe(ERROR_CODES.smsBlocked);
    expect((await confirm('issueOpenApiKey', TEST_MODE_SMS_CODE)).body.code).toBe(ERROR_CODES.smsBlocked);
    // Other work is not blocked.
    expect((await send('deleteOpenApiKey')).status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SMS_BLOCK_SECONDS * 1000);
    expect((await send('issueOpenApiKey')).status).toBe(200);
    expect((await confirm('issueOpenApiKey', TEST_MODE_SMS_CODE)).status).toBe(200);
  });

  test('a code older than its validity is expired', async () => {
    await send('changeSecondChannel');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SMS_CODE_VALID_SECONDS * 1000);
    const late = await confirm('changeSecondChannel', TEST_MODE_SMS_CODE, { 'accept-language': 'en' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: ERROR_CODES.smsCodeExpired,
      message: 'Authentication timeout. Please request again.',
    });
  });

  test('bad input is a 400 BAD_REQUEST', async () => {
    expect((await send('unknownWork')).body.code).toBe(ERROR_CODES.badRequest);
    expect((await confirm('login', '12ab56')).body.code).toBe(ERROR_CODES.badRequest);
    expect((await confirm('login', '1234567')).body.code).toBe(ERROR_CODES.badRequest);
  });
});
