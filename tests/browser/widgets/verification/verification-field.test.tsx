import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { closeAllDialogs, DialogManager } from '../../../../src/shell';
import {
  VerificationField,
  type VerificationFieldProps,
  type VerificationRequestOutcome,
} from '../../../../src/widgets/verification/VerificationField';
import { registerAppDialogs } from '../../../../src/app/dialogs';

// The app's dialog map, as the app root registers it.
registerAppDialogs();

type HarnessProps = Partial<Omit<VerificationFieldProps, 'value' | 'onChange'>>;

/**
 * The field with a parent that owns the code, and the shell's dialog manager (inside a router, as in the
 * app) for the expiry modal.
 */
function mountField(props: HarnessProps = {}) {
  const onChange = vi.fn<(code: string) => void>();
  const onRequest = vi.fn<() => Promise<VerificationRequestOutcome>>(() => Promise.resolve('ok'));
  function Harness(harness: HarnessProps) {
    const [code, setCode] = useState('');
    return (
      <>
        <VerificationField
          value={code}
          onChange={(next) => {
            onChange(next);
            setCode(next);
          }}
          onRequest={onRequest}
          {...harness}
        />
        <button type="button">elsewhere</button>
        <DialogManager />
      </>
    );
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const render = (next: HarnessProps) =>
    flushSync(() =>
      root.render(
        <MemoryRouter>
          <Harness {...next} />
        </MemoryRouter>,
      ),
    );
  render(props);
  onTestFinished(() => {
    root.unmount();
    closeAllDialogs();
  });
  return {
    onChange,
    onRequest,
    rerender: (next: HarnessProps) => render({ ...props, ...next }),
    unmount: () => root.unmount(),
  };
}

/** Fakes the clock, the timers and the intervals the field owns, until the test ends. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const input = () => page.getByRole('textbox', { name: '인증번호' });
const timer = () => page.getByRole('timer');
const requestButton = () => page.getByRole('button', { name: '인증요청' });
const rerequestButton = () => page.getByRole('button', { name: '재요청' });
const expiryModal = () => page.getByRole('alertdialog', { name: '인증 안내' });
const EXPIRY_TEXT = '인증번호 유효시간이 초과되었습니다. 다시 요청 후 진행해 주세요.';

describe('VerificationField', () => {
  test('takes the focus 300 ms after mounting', async () => {
    fakeClock();
    mountField();
    await expect.element(input()).toBeVisible();
    vi.advanceTimersByTime(299);
    expect(document.activeElement).not.toBe(input().element());
    vi.advanceTimersByTime(1);
    await expect.element(input()).toHaveFocus();
  });

  test('accepts digits only, at most 6 (typed or pasted), and lets go of the focus at 6', async () => {
    const field = mountField();
    await expect.element(input()).toHaveAttribute('placeholder', '6자리 숫자 입력');
    await input().click();
    await userEvent.keyboard('1a2-b3');
    await expect.element(input()).toHaveValue('123');
    await expect.element(input()).toHaveFocus();
    await userEvent.keyboard('4567');
    await expect.element(input()).toHaveValue('123456');
    await expect.element(input()).not.toHaveFocus();
    expect(field.onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\D|\d{7}/));

    await input().fill('98 76-54 32');
    await expect.element(input()).toHaveValue('987654');
  });

  test('request → IN_REQ with the request timer; 60 s → BEFORE_REREQ with the input timer; 180 s → EXPIRED and the modal; confirming resets', async () => {
    fakeClock();
    const onExpired = vi.fn();
    const field = mountField({ onExpired });
    await expect.element(requestButton()).toBeEnabled();
    expect(timer().query()).toBeNull();

    await requestButton().click();
    expect(field.onRequest).toHaveBeenCalledOnce();
    await expect.element(rerequestButton()).toBeDisabled();
    await expect.element(timer()).toHaveTextContent('1:00');
    await expect.element(timer()).toHaveAccessibleName('남은 시간 1:00');

    await input().fill('12');
    vi.advanceTimersByTime(1_000);
    await expect.element(timer()).toHaveTextContent('0:59');
    vi.advanceTimersByTime(58_000);
    await expect.element(timer()).toHaveTextContent('0:01');
    await expect.element(rerequestButton()).toBeDisabled();

    vi.advanceTimersByTime(1_000);
    await expect.element(rerequestButton()).toBeEnabled();
    await expect.element(timer()).toHaveTextContent('2:00');
    await expect.element(input()).toBeEnabled();

    vi.advanceTimersByTime(119_000);
    await expect.element(timer()).toHaveTextContent('0:01');
    expect(expiryModal().query()).toBeNull();

    vi.advanceTimersByTime(1_000);
    await expect.element(expiryModal()).toHaveTextContent(EXPIRY_TEXT);
    await expect.element(input()).toBeDisabled();
    await expect.element(timer()).toHaveTextContent('0:00');
    expect(onExpired).not.toHaveBeenCalled();

    await expiryModal().getByRole('button', { name: '확인' }).click();
    await expect.element(expiryModal()).not.toBeInTheDocument();
    await expect.element(input()).toHaveValue('');
    expect(onExpired).toHaveBeenCalledOnce();
    await expect.element(rerequestButton()).toBeEnabled();

    // Re-requesting starts both timers again.
    await rerequestButton().click();
    await expect.element(rerequestButton()).toBeDisabled();
    await expect.element(input()).toBeEnabled();
    await expect.element(timer()).toHaveTextContent('1:00');
  });

  test('the button is off while a request is in flight and stays "request" when it fails', async () => {
    let finish: (outcome: VerificationRequestOutcome) => void = () => {};
    const field = mountField();
    field.onRequest.mockImplementation(
      () => new Promise<VerificationRequestOutcome>((resolve) => (finish = resolve)),
    );
    await requestButton().click();
    await expect.element(requestButton()).toBeDisabled();
    finish('error');
    await expect.element(requestButton()).toBeEnabled();
    expect(timer().query()).toBeNull();
  });

  test('starts in IN_REQ when a request was already made', async () => {
    fakeClock();
    mountField({ initiallyRequested: true, requestSeconds: 30, inputSeconds: 90 });
    await expect.element(rerequestButton()).toBeDisabled();
    await expect.element(timer()).toHaveTextContent('0:30');
    vi.advanceTimersByTime(30_000);
    await expect.element(rerequestButton()).toBeEnabled();
    await expect.element(timer()).toHaveTextContent('1:00');
  });

  test('an arriving error is shown under the input, clears the code and takes the focus; typing hides it', async () => {
    const onErrorClear = vi.fn();
    const field = mountField({ onErrorClear });
    await input().fill('123456');
    await page.getByRole('button', { name: 'elsewhere' }).click();

    field.rerender({ onErrorClear, errorMessage: '인증번호가 일치하지 않습니다.' });
    const error = page.getByRole('alert');
    await expect.element(error).toHaveTextContent('인증번호가 일치하지 않습니다.');
    await expect.element(input()).toHaveValue('');
    await expect.element(input()).toHaveFocus();
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('인증번호가 일치하지 않습니다.');

    await userEvent.keyboard('7');
    await expect.element(error).not.toBeInTheDocument();
    await expect.element(input()).toHaveValue('7');
    expect(onErrorClear).toHaveBeenCalledOnce();

    // The next error shows again, and clears the code again.
    field.rerender({ onErrorClear, errorMessage: '인증 시간이 초과되었습니다. 다시 요청해 주세요.' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('인증 시간이 초과되었습니다.');
    await expect.element(input()).toHaveValue('');
  });

  test('blocked: input and button are off and the timers stop', async () => {
    fakeClock();
    const field = mountField({ initiallyRequested: true });
    await expect.element(timer()).toBeVisible();
    field.rerender({ initiallyRequested: true, forcedState: 'BLOCKED' });
    await expect.element(rerequestButton()).toBeDisabled();
    await expect.element(input()).toBeDisabled();
    expect(timer().query()).toBeNull();
    vi.advanceTimersByTime(200_000);
    expect(expiryModal().query()).toBeNull();
    await expect.element(rerequestButton()).toBeDisabled();
  });

  test('forced EXPIRED (the server said so): input off, no modal, re-request on; null lifts a block', async () => {
    fakeClock();
    const field = mountField({ initiallyRequested: true });
    vi.advanceTimersByTime(60_000);
    field.rerender({ initiallyRequested: true, forcedState: 'EXPIRED' });
    await expect.element(input()).toBeDisabled();
    await expect.element(rerequestButton()).toBeEnabled();
    vi.advanceTimersByTime(200_000);
    expect(expiryModal().query()).toBeNull();
    field.rerender({ initiallyRequested: true, forcedState: 'BLOCKED' });
    await expect.element(rerequestButton()).toBeDisabled();
    field.rerender({ initiallyRequested: true, forcedState: null });
    await expect.element(rerequestButton()).toBeEnabled();
  });

  test('a hint shows under the input (status, or alert for an error) without clearing the code', async () => {
    const field = mountField();
    await input().fill('123');
    field.rerender({ hint: { text: '인증번호가 발송되었습니다.', tone: 'info' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('인증번호가 발송되었습니다.');
    await expect.element(input()).toHaveValue('123');
    field.rerender({ hint: { text: '인증번호가 일치하지 않습니다.', tone: 'error' } });
    await expect.element(page.getByRole('alert')).toHaveTextContent('인증번호가 일치하지 않습니다.');
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('인증번호가 일치하지 않습니다.');
  });

  test('input style BOX (default) or LINE', async () => {
    const field = mountField();
    const root = () => input().element().closest('.td-verification');
    expect(root()?.classList.contains('td-verification--box')).toBe(true);
    field.rerender({ inputStyle: 'LINE' });
    expect(root()?.classList.contains('td-verification--line')).toBe(true);
  });

  test('unmounting closes its expiry modal and stops its timers', async () => {
    fakeClock();
    const field = mountField({ initiallyRequested: true });
    vi.advanceTimersByTime(180_000);
    await expect.element(expiryModal()).toBeVisible();
    field.unmount();
    await expect.element(expiryModal()).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('speaks English', async () => {
    const { i18n } = await import('../../../../src/i18n');
    await i18n.changeLanguage('en');
    mountField();
    await expect
      .element(page.getByRole('textbox', { name: 'Verification code' }))
      .toHaveAttribute('placeholder', 'Enter 6 digits');
    await expect.element(page.getByRole('button', { name: 'Request', exact: true })).toBeEnabled();
  });
});
