/**
 * Login with SMS: a member with SMS login on gets the SMS step after a right password (name, masked
 * e-mail and phone; v2 send), and the session starts only when the member SMS confirm accepts the code.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ERROR_CODES, type SmsLoginChallenge } from '../../../../contract';
import { initI18n } from '../../../../src/i18n';
import { session } from '../../../../src/state/session';
import { setLanguage } from '../../../../src/state/settings';
import { callsTo, DEMO_USER, envelope, mountApp, stubApi } from '../../shell/harness';

const CHALLENGE: SmsLoginChallenge = {
  smsLoginRequired: true,
  memNo: DEMO_USER.memNo,
  name: '김데모',
  maskedEmail: 'de***@tradedeck.test',
  maskedPhoneNo: '010-****-1234',
};

function stubSmsLogin(confirmAnswer = () => envelope({ verified: true, user: DEMO_USER })) {
  return stubApi({
    'POST /v1/members/login': () => envelope(CHALLENGE),
    'POST /v2/members/sms/token': () => envelope({ validSeconds: 180 }),
    'POST /v1/members/sms/token/confirm': confirmAnswer,
    'GET /v1/coins': () => envelope([]),
  });
}

async function logIn(id: string, password: string, submit: string) {
  await page.getByLabelText(id, { exact: true }).fill('demo-sms');
  await page.getByLabelText(password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: submit, exact: true }).click();
}

describe('login with SMS', () => {
  test('the SMS step shows who logs in; v2 sends, the confirmed code starts the session and leaves the page', async () => {
    const api = stubSmsLogin();
    const { router } = mountApp('/assets/my');
    await logIn('아이디', '비밀번호', '로그인');

    const step = page.getByRole('region', { name: '휴대폰 인증' });
    await expect.element(step).toBeVisible();
    const member = step.getByRole('definition');
    await expect.element(member.nth(0)).toHaveTextContent('김데모');
    await expect.element(member.nth(1)).toHaveTextContent('de***@tradedeck.test');
    await expect.element(member.nth(2)).toHaveTextContent('010-****-1234');
    expect(session.status).toBe('guest');

    await step.getByRole('button', { name: '인증요청' }).click();
    await expect.element(step.getByRole('status')).toHaveTextContent('인증번호가 발송되었습니다.');
    expect(JSON.parse(String(callsTo(api, '/v2/members/sms/token')[0]?.body))).toEqual({
      memNo: CHALLENGE.memNo,
      name: '김데모',
      maskedEmail: 'de***@tradedeck.test',
      maskedPhoneNo: '010-****-1234',
    });
    await userEvent.keyboard('123456');

    await expect.element(page.getByRole('heading', { level: 1, name: '내 자산' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/assets/my');
    expect(session.status).toBe('member');
    expect(JSON.parse(String(callsTo(api, '/v1/members/sms/token/confirm')[0]?.body))).toEqual({
      memNo: CHALLENGE.memNo,
      authNo: '123456',
    });
  });

  test('a wrong code keeps the step, says so under the field; "log in again" returns to the form', async () => {
    stubSmsLogin(() =>
      envelope(
        { failures: 1, maxFailures: 5 },
        400,
        ERROR_CODES.smsCodeMismatch,
        'The authentication number does not match.',
      ),
    );
    mountApp('/login');
    setLanguage('en', { broadcast: false });
    initI18n('en');
    await logIn('ID', 'Password', 'Log in');
    const step = page.getByRole('region', { name: 'SMS verification' });
    await expect
      .element(step.getByText('Enter the 6-digit code sent to your phone to finish logging in.'))
      .toBeVisible();
    await step.getByRole('button', { name: 'Request', exact: true }).click();
    await expect
      .element(step.getByRole('status'))
      .toHaveTextContent('The authentication number has been sent.');
    await userEvent.keyboard('000000');
    await expect
      .element(step.getByRole('alert'))
      .toHaveTextContent('The authentication number does not match.');
    await expect.element(step.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    expect(session.status).toBe('guest');

    await step.getByRole('button', { name: 'Log in again' }).click();
    await expect.element(page.getByLabelText('ID', { exact: true })).toHaveValue('');
  });
});
