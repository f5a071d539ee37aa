// The login-security page of a member whose trade-password status is I, in the whole app (the page guard
// keeps them there): the SMS step, then the new trade password with its problems under the fields; once
// set, the session is asked again (status Y) and the member is home with a toast. In ko and en.
import { expect, onTestFinished, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { API, ERROR_CODES, type UserInfo } from '../../../../contract';
import { initI18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { callsTo, DEMO_USER, envelope, mountApp, stubApi, type Route } from '../../shell/harness';

const PATH = '/legacy/member_operation/login_security';

/** The member at status I on the page, the calls stubbed; `put` answers the trade password call. */
function mountPage(language: 'ko' | 'en', put?: Route) {
  let user: UserInfo = { ...DEMO_USER, useTradePasswordStatus: 'I' };
  const api = stubApi({
    'GET /v1/members/me': () => envelope(user),
    'POST /v1/members/sms/token': () => envelope({ validSeconds: 180 }),
    'POST /v1/members/sms/token/confirm': () => envelope({ verified: true, user: null }),
    [`PUT ${API.tradePassword}`]:
      put ??
      (() => {
        user = { ...user, useTradePasswordStatus: 'Y' };
        return envelope(user);
      }),
  });
  const app = mountApp(PATH);
  initI18n(language);
  setLanguage(language, { broadcast: false });
  return { api, ...app };
}

/** Fakes the clock for the SMS field's 500 ms check until the test ends. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const TEXTS = {
  ko: {
    sms: '1. 휴대폰 문자 인증',
    request: '인증요청',
    code: '인증번호',
    verified: '휴대폰 인증이 완료되었습니다.',
    form: '2. 새 거래 비밀번호 설정',
    password: '새 거래 비밀번호',
    confirmation: '거래 비밀번호 확인',
    submit: '거래 비밀번호 설정',
  },
  en: {
    sms: '1. Verify by SMS',
    request: 'Request',
    code: 'Verification code',
    verified: 'Your phone number is verified.',
    form: '2. Set a new trade password',
    password: 'New trade password',
    confirmation: 'Confirm the trade password',
    submit: 'Set the trade password',
  },
} as const;

async function verifyBySms(language: 'ko' | 'en') {
  const texts = TEXTS[language];
  const sms = page.getByRole('region', { name: texts.sms });
  await sms.getByRole('button', { name: texts.request, exact: true }).click();
  await sms.getByRole('textbox', { name: texts.code }).fill('246810');
  await vi.advanceTimersByTimeAsync(500);
  await expect.element(sms.getByRole('status')).toHaveTextContent(texts.verified);
}

test('ko: SMS first, then the new password; its problems under the fields; set, the member is home', async () => {
  fakeClock();
  const { api, router } = mountPage('ko');
  const texts = TEXTS.ko;
  await expect.element(page.getByRole('heading', { level: 1, name: '로그인 보안' })).toBeVisible();
  // No password form before the SMS step.
  expect(page.getByRole('form', { name: texts.form }).query()).toBeNull();
  await verifyBySms('ko');
  expect(callsTo(api, API.memberSmsToken).map((init) => JSON.parse(String(init.body)) as unknown)).toEqual([
    { memNo: DEMO_USER.memNo },
  ]);

  const form = page.getByRole('form', { name: texts.form });
  const password = form.getByLabelText(texts.password);
  const confirmation = form.getByLabelText(texts.confirmation);
  await password.fill('111111');
  await expect.element(password).toHaveAccessibleDescription('같은 숫자를 반복할 수 없습니다. (예: 111111)');
  await password.fill('123456');
  await expect
    .element(password)
    .toHaveAccessibleDescription('연속된 숫자는 사용할 수 없습니다. (예: 123456, 987654)');
  await password.fill('480159');
  await confirmation.fill('480158');
  await expect.element(confirmation).toHaveAccessibleDescription('입력한 두 비밀번호가 일치하지 않습니다.');
  expect(callsTo(api, API.tradePassword)).toEqual([]);

  await confirmation.fill('480159');
  await form.getByRole('button', { name: texts.submit }).click();
  await expect
    .element(page.getByRole('status', { name: '알림 메시지' }))
    .toHaveTextContent('거래 비밀번호가 설정되었습니다. 거래소를 다시 이용하실 수 있습니다.');
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  // Status Y now: the page guard no longer sends the member back.
  await expect.element(page.getByRole('heading', { level: 1, name: '로그인 보안' })).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(callsTo(api, API.tradePassword).map((init) => JSON.parse(String(init.body)) as unknown)).toEqual([
    { tradePassword: '480159' },
  ]);
});

test('en: pressing the button with entries short of six digits shows each problem and sends nothing', async () => {
  fakeClock();
  const { api } = mountPage('en');
  const texts = TEXTS.en;
  await verifyBySms('en');
  const form = page.getByRole('form', { name: texts.form });
  await form.getByLabelText(texts.password).fill('4801');
  await form.getByRole('button', { name: texts.submit }).click();
  await expect
    .element(form.getByLabelText(texts.password))
    .toHaveAccessibleDescription('Enter exactly six digits.');
  await expect
    .element(form.getByLabelText(texts.confirmation))
    .toHaveAccessibleDescription('The two entries do not match.');
  await form.getByLabelText(texts.password).fill('987654');
  await expect
    .element(form.getByLabelText(texts.password))
    .toHaveAccessibleDescription('Do not use consecutive digits (such as 123456 or 987654).');
  expect(callsTo(api, API.tradePassword)).toEqual([]);
});

test('en: the exchange no longer holds the SMS confirmation (428): back to the SMS step, saying so', async () => {
  fakeClock();
  mountPage('en', () =>
    envelope(null, 428, ERROR_CODES.smsVerificationRequired, 'SMS verification is required.'),
  );
  const texts = TEXTS.en;
  await verifyBySms('en');
  const form = page.getByRole('form', { name: texts.form });
  await form.getByLabelText(texts.password).fill('480159');
  await form.getByLabelText(texts.confirmation).fill('480159');
  await form.getByRole('button', { name: texts.submit }).click();
  const sms = page.getByRole('region', { name: texts.sms });
  await expect
    .element(sms.getByRole('alert'))
    .toHaveTextContent('The SMS verification has expired. Please verify by SMS again.');
  await expect.element(sms.getByRole('button', { name: texts.request, exact: true })).toBeVisible();
  expect(page.getByRole('form', { name: texts.form }).query()).toBeNull();
});
