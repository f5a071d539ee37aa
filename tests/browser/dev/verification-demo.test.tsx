import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, onTestFinished, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { API, ERROR_CODES } from '../../../contract';
import { closeAllDialogs, DialogManager } from '../../../src/shell';
import { VerificationDemo } from '../../../src/dev/VerificationDemo';
import { callsTo, envelope, stubApi } from '../shell/harness';
import { registerAppDialogs } from '../../../src/app/dialogs';

// The app's dialog map, as the app root registers it.
registerAppDialogs();

const MISMATCH = '인증번호가 일치하지 않습니다.';
const BLOCKED = '인증번호를 여러 번 잘못 입력하여 인증이 제한되었습니다. 잠시 후 다시 시도해 주세요.';

/** The simulator's SMS calls in miniature: code 123456, the third wrong code blocks. */
function stubSms() {
  let failures = 0;
  return stubApi({
    [`GET ${API.smsToken}`]: () => envelope({ smsSendWork: 'withdrawCoin', validSeconds: 180 }),
    [`POST ${API.smsToken}`]: ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { numberOfCertification: string };
      if (body.numberOfCertification === '123456')
        return envelope({ smsSendWork: 'withdrawCoin', verified: true });
      failures += 1;
      if (failures >= 3) return envelope(null, 423, ERROR_CODES.smsBlocked, BLOCKED);
      return envelope({ failures, maxFailures: 3 }, 400, ERROR_CODES.smsCodeMismatch, MISMATCH);
    },
  });
}

function mountDemo() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <VerificationDemo />
        <DialogManager />
      </MemoryRouter>,
    ),
  );
  onTestFinished(() => {
    root.unmount();
    closeAllDialogs();
  });
}

const input = () => page.getByRole('textbox', { name: '인증번호' });

describe('verification demo against the SMS calls', () => {
  test('sends, shows a wrong code under the input, confirms the right one, and blocks after too many', async () => {
    const fetchSpy = stubSms();
    mountDemo();
    expect(input().query()).toBeNull();
    await page.getByRole('button', { name: '입력창 열기' }).click();

    await page.getByRole('button', { name: '인증요청' }).click();
    await expect.element(page.getByText('인증번호가 발송되었습니다.')).toBeVisible();
    const sent = fetchSpy.mock.calls
      .map(([request]) => new URL(request instanceof Request ? request.url : String(request), location.href))
      .find((url) => url.pathname === API.smsToken);
    expect(sent?.searchParams.get('smsSendWork')).toBe('withdrawCoin');
    await expect.element(page.getByRole('button', { name: '재요청' })).toBeDisabled();
    await expect.element(input()).toHaveFocus();

    await userEvent.keyboard('111111');
    await expect.element(page.getByRole('alert')).toHaveTextContent(MISMATCH);
    await expect.element(input()).toHaveValue('');
    await expect.element(input()).toHaveFocus();

    await userEvent.keyboard('123456');
    await expect.element(page.getByText('올바른 인증번호입니다.')).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();

    await input().fill('222222');
    await expect.element(page.getByRole('alert')).toHaveTextContent(MISMATCH);
    await input().fill('333333');
    await expect.element(page.getByRole('alert')).toHaveTextContent(BLOCKED);
    await expect.element(input()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: '재요청' })).toBeDisabled();
    await expect.element(page.getByText('상태: BLOCKED')).toBeVisible();
    expect(callsTo(fetchSpy, API.smsToken).map((init) => init.method)).toEqual([
      'GET',
      'POST',
      'POST',
      'POST',
      'POST',
    ]);
  });
});
