/**
 * The one SMS verification (SmsVerification over the "other SMS" calls, stubbed): send, the 500 ms
 * auto-check, the blur check, every code of chart spec §8 "SMS" and its dialog, the 60 s resend lock and
 * the 180 s expiry, in Korean and English, with fake timers.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ERROR_CODES, type SmsSendWork } from '../../../../contract';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import { MemberSmsVerification, SmsVerification } from '../../../../src/widgets/verification';
import type { Language } from '../../../../src/i18n';
import { DialogManager } from '../../../../src/shell';
import { callsTo, envelope, resetStores, stubApi, type Route } from '../../shell/harness';

registerAppDialogs();

const SENT = { smsSendWork: 'withdrawCoin', validSeconds: 180 };
const CONFIRMED = { smsSendWork: 'withdrawCoin', verified: true };

/** SmsVerification for withdrawCoin with the shell's dialogs, the calls answered by `confirm` and `send`. */
function mount(options: { confirm?: Route; send?: Route; language?: Language } = {}) {
  resetStores({ member: true, language: options.language ?? 'ko' });
  const api = stubApi({
    'GET /v1/sms/token': options.send ?? (() => envelope(SENT)),
    'POST /v1/sms/token': options.confirm ?? (() => envelope(CONFIRMED)),
  });
  const onVerified = vi.fn();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const work: SmsSendWork = 'withdrawCoin';
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <SmsVerification work={work} onVerified={onVerified} />
        <button type="button">elsewhere</button>
        <DialogManager />
      </MemoryRouter>,
    ),
  );
  onTestFinished(() => {
    root.unmount();
    host.remove();
  });
  return { api, onVerified };
}

/** Fakes the clock and the timers (the field's and the 500 ms check's) until the test ends. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const input = () => page.getByRole('textbox', { name: '인증번호' });
const requestButton = () => page.getByRole('button', { name: '인증요청' });
const rerequestButton = () => page.getByRole('button', { name: '재요청' });
const dialog = (name: string) => page.getByRole('alertdialog', { name });
const confirmBodies = (api: ReturnType<typeof stubApi>) =>
  callsTo(api, '/v1/sms/token')
    .filter((init) => init.method === 'POST')
    .map((init) => JSON.parse(String(init.body)) as unknown);

/** Requests a code and waits for the "sent" status. */
async function requestCode() {
  await requestButton().click();
  await expect.element(page.getByRole('status')).toHaveTextContent('인증번호가 발송되었습니다.');
}

describe('SmsVerification', () => {
  test('send success says so and focuses the input; 60 s resend lock; six digits checked 500 ms after the last', async () => {
    fakeClock();
    const { api, onVerified } = mount();
    await requestCode();
    await expect.element(input()).toHaveFocus();
    await expect.element(rerequestButton()).toBeDisabled();

    await userEvent.keyboard('12345');
    vi.advanceTimersByTime(1_000);
    await userEvent.keyboard('6');
    vi.advanceTimersByTime(499);
    expect(confirmBodies(api)).toEqual([]);
    vi.advanceTimersByTime(1);
    await expect.element(page.getByRole('status')).toHaveTextContent('올바른 인증번호입니다.');
    expect(confirmBodies(api)).toEqual([{ smsSendWork: 'withdrawCoin', numberOfCertification: '123456' }]);
    expect(onVerified).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(58_000);
    await expect.element(rerequestButton()).toBeEnabled();
  });

  test('leaving the field with fewer than six digits: "does not match", nothing sent', async () => {
    const { api } = mount();
    await requestCode();
    await userEvent.keyboard('123');
    await page.getByRole('button', { name: 'elsewhere' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('인증번호가 일치하지 않습니다.');
    await expect.element(input()).toHaveValue('123');
    await input().fill('1234');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(confirmBodies(api)).toEqual([]);
  });

  test('a wrong code: invalid, its message under the field, the input cleared and focused', async () => {
    fakeClock();
    const { onVerified } = mount({
      confirm: () =>
        envelope(
          { failures: 1, maxFailures: 5 },
          400,
          ERROR_CODES.smsCodeMismatch,
          '인증번호가 일치하지 않습니다.',
        ),
    });
    await requestCode();
    await userEvent.keyboard('999999');
    vi.advanceTimersByTime(500);
    await expect.element(page.getByRole('alert')).toHaveTextContent('인증번호가 일치하지 않습니다.');
    await expect.element(input()).toHaveValue('');
    await expect.element(input()).toHaveFocus();
    expect(onVerified).not.toHaveBeenCalled();
  });

  test('00085: the timeout dialog; after OK the field is expired and asks for a new code', async () => {
    fakeClock();
    mount({ confirm: () => envelope(null, 400, ERROR_CODES.smsCodeExpired, '인증 시간이 초과되었습니다.') });
    await requestCode();
    await userEvent.keyboard('123456');
    vi.advanceTimersByTime(500);
    const timeout = dialog('인증 시간이 초과되었습니다.');
    await expect.element(timeout).toHaveTextContent('다시 요청해 주세요.');
    await expect.element(input()).toBeEnabled();
    await timeout.getByRole('button', { name: '확인' }).click();
    await expect.element(input()).toBeDisabled();
    await expect.element(input()).toHaveValue('');
    // Expired: the resend lock no longer holds the button.
    await expect.element(rerequestButton()).toBeEnabled();
  });

  test('00086: expired at once, the server message, blocked after OK until the wait ends', async () => {
    fakeClock();
    const message = '인증번호를 여러 번 잘못 입력하여 인증이 제한되었습니다. 600초 후에 다시 시도해 주세요.';
    mount({ confirm: () => envelope({ retryAfterSec: 600 }, 423, ERROR_CODES.smsBlocked, message) });
    await requestCode();
    await userEvent.keyboard('123456');
    vi.advanceTimersByTime(500);
    const notice = dialog('인증 안내');
    await expect.element(notice).toHaveTextContent(message);
    await expect.element(input()).toBeDisabled();
    await expect.element(rerequestButton()).toBeEnabled();
    await notice.getByRole('button', { name: '확인' }).click();
    await expect.element(rerequestButton()).toBeDisabled();
    vi.advanceTimersByTime(599_000);
    await expect.element(rerequestButton()).toBeDisabled();
    vi.advanceTimersByTime(1_000);
    await expect.element(rerequestButton()).toBeEnabled();
  });

  test('00006: the server message in a dialog, nothing else changes', async () => {
    fakeClock();
    mount({ confirm: () => envelope(null, 400, ERROR_CODES.smsRefused, '인증번호를 먼저 요청해 주세요.') });
    await requestCode();
    await userEvent.keyboard('123456');
    vi.advanceTimersByTime(500);
    const notice = dialog('인증 안내');
    await expect.element(notice).toHaveTextContent('인증번호를 먼저 요청해 주세요.');
    await notice.getByRole('button', { name: '확인' }).click();
    await expect.element(input()).toBeEnabled();
    await expect.element(input()).toHaveValue('123456');
    await expect.element(rerequestButton()).toBeDisabled();
  });

  test('a refused send: its message in a dialog, the button stays "request"', async () => {
    mount({
      send: () =>
        envelope(null, 400, ERROR_CODES.smsRefused, '인증번호는 30초 후에 다시 요청할 수 있습니다.'),
    });
    await requestButton().click();
    const notice = dialog('인증 안내');
    await expect.element(notice).toHaveTextContent('인증번호는 30초 후에 다시 요청할 수 있습니다.');
    await notice.getByRole('button', { name: '확인' }).click();
    await expect.element(requestButton()).toBeEnabled();
    expect(page.getByRole('status').query()).toBeNull();
  });

  test('a send refused with 00086: the message, then blocked', async () => {
    mount({ send: () => envelope({ retryAfterSec: 300 }, 423, ERROR_CODES.smsBlocked, 'blocked for now') });
    await requestButton().click();
    await dialog('인증 안내').getByRole('button', { name: '확인' }).click();
    await expect.element(requestButton()).toBeDisabled();
    await expect.element(input()).toBeDisabled();
  });

  test('at 180 s the expiry modal; confirming it clears the field', async () => {
    fakeClock();
    mount();
    await requestCode();
    await userEvent.keyboard('12');
    vi.advanceTimersByTime(180_000);
    const expiry = dialog('인증 안내');
    await expect
      .element(expiry)
      .toHaveTextContent('인증번호 유효시간이 초과되었습니다. 다시 요청 후 진행해 주세요.');
    await expiry.getByRole('button', { name: '확인' }).click();
    await expect.element(input()).toHaveValue('');
    await expect.element(input()).toBeDisabled();
  });

  test('speaks English', async () => {
    fakeClock();
    mount({
      language: 'en',
      confirm: () => envelope(null, 400, ERROR_CODES.smsCodeExpired, 'Authentication timeout.'),
    });
    await page.getByRole('button', { name: 'Request', exact: true }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('The authentication number has been sent.');
    await userEvent.keyboard('12');
    await page.getByRole('button', { name: 'elsewhere' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The authentication number does not match.');
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    vi.advanceTimersByTime(500);
    const timeout = dialog('Authentication timeout.');
    await expect.element(timeout).toHaveTextContent('Please request again.');
    await timeout.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
  });

  test('a valid code in English', async () => {
    fakeClock();
    const { onVerified } = mount({ language: 'en' });
    await page.getByRole('button', { name: 'Request', exact: true }).click();
    await userEvent.keyboard('654321');
    vi.advanceTimersByTime(500);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('It is the correct authentication number.');
    expect(onVerified).toHaveBeenCalledOnce();
  });
});

describe('MemberSmsVerification (the older pages, v1)', () => {
  test('sends with the member number only and confirms the code for the logged-in member', async () => {
    resetStores({ member: true, language: 'en' });
    const api = stubApi({
      'POST /v1/members/sms/token': () => envelope({ validSeconds: 180 }),
      'POST /v1/members/sms/token/confirm': () => envelope({ verified: true, user: null }),
    });
    const onVerified = vi.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        <MemoryRouter>
          <MemberSmsVerification memNo={100_002} onVerified={onVerified} inputStyle="LINE" />
          <DialogManager />
        </MemoryRouter>,
      ),
    );
    onTestFinished(() => {
      root.unmount();
      host.remove();
    });
    await page.getByRole('button', { name: 'Request', exact: true }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('The authentication number has been sent.');
    await page.getByRole('textbox', { name: 'Verification code' }).fill('246810');
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('It is the correct authentication number.');
    expect(onVerified).toHaveBeenCalledOnce();
    const bodies = (path: string) =>
      callsTo(api, path).map((init) => JSON.parse(String(init.body)) as unknown);
    expect(bodies('/v1/members/sms/token')).toEqual([{ memNo: 100_002 }]);
    expect(bodies('/v1/members/sms/token/confirm')).toEqual([{ memNo: 100_002, authNo: '246810' }]);
  });
});
