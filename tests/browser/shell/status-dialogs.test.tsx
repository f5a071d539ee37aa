import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiError } from '../../../src/api/api-error';
import { handleApiError, pageActions, toastState } from '../../../src/shell';
import { session } from '../../../src/state/session';
import { envelope, mountApp, stubApi } from './harness';

// The first call of every page is the session load (GET me): answering it with each failure shows
// what the shell does with that global status type.
describe('global status types', () => {
  test('Pause shows the maintenance notice, sanitised, with its line breaks', async () => {
    const pwned = vi.fn();
    Object.assign(window, { __pwned: pwned });
    stubApi({
      'GET /v1/members/me': () =>
        envelope(
          {
            title: '정기 점검 안내',
            text: '시스템 점검 중입니다.\\n잠시 후 이용해 주세요.<img src=x onerror="window.__pwned()">',
            subText: '<script>window.__pwned()</script>이용에 불편을 드려 죄송합니다.',
            infoTitle1: '점검 일시',
            infoText1: '02:00 ~ 04:00',
            url: 'https://notice.example/1',
          },
          503,
          'PAUSE',
          'maintenance',
        ),
    });
    mountApp('/insight');
    const dialog = page.getByRole('dialog', { name: '정기 점검 안내' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().textContent).toContain('시스템 점검 중입니다.잠시 후 이용해 주세요.');
    await expect.element(dialog.getByText('02:00 ~ 04:00')).toBeVisible();
    await expect
      .element(dialog.getByRole('link', { name: '공지 보기' }))
      .toHaveAttribute('href', 'https://notice.example/1');
    const element = dialog.element();
    expect(element.querySelector('script, img, [onerror]')).toBeNull();
    expect(element.querySelectorAll('br').length).toBeGreaterThan(0);
    expect(pwned).not.toHaveBeenCalled();
  });

  test('ServerError shows a toast', async () => {
    stubApi({ 'GET /v1/members/me': () => envelope(null, 500, 'SERVER_ERROR', 'boom') });
    mountApp('/insight');
    await expect
      .element(page.getByText('일시적인 서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'))
      .toBeVisible();
    expect(page.getByRole('dialog').query()).toBeNull();
  });

  test('toasts are throttled to one per 500 ms', () => {
    const error = new ApiError({ kind: 'http', httpStatus: 500, code: 'SERVER_ERROR', message: '' });
    mountApp('/insight');
    handleApiError(error);
    handleApiError(error);
    handleApiError(error);
    expect(toastState.toasts).toHaveLength(1);
  });

  test('Error shows the message split into title and body', async () => {
    stubApi({
      'GET /v1/members/me': () => envelope(null, 400, 'BAD_REQUEST', '요청 오류||입력값을 확인해 주세요.'),
    });
    mountApp('/insight');
    const dialog = page.getByRole('alertdialog', { name: '요청 오류' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('입력값을 확인해 주세요.')).toBeVisible();
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('Timeout shows the access-delay guide with a reload button', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    stubApi({ 'GET /v1/members/me': () => envelope(null, 504, 'TIMEOUT', 'timeout') });
    mountApp('/insight');
    const dialog = page.getByRole('alertdialog', { name: '접속 지연 안내' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog.getByText('이용자 급증으로 서비스가 일시적으로 지연되고 있습니다.', { exact: false }))
      .toBeVisible();
    await dialog.getByRole('button', { name: '새로고침' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  test('Requests shows the too-many-requests message', async () => {
    stubApi({ 'GET /v1/members/me': () => envelope(null, 429, 'TOO_MANY_REQUESTS', 'slow down') });
    mountApp('/insight');
    await expect.element(page.getByRole('alertdialog', { name: '요청 횟수 초과' })).toBeVisible();
  });

  test('Block shows the service-block dialog with the server title and body', async () => {
    stubApi({
      'GET /v1/members/me': () => envelope(null, 403, 'BLOCK', '이용 제한 안내||고객센터로 문의해 주세요.'),
    });
    mountApp('/insight');
    const dialog = page.getByRole('alertdialog', { name: '이용 제한 안내' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('고객센터로 문의해 주세요.')).toBeVisible();
  });

  test('401 shows no dialog: the visitor is a guest', async () => {
    stubApi();
    mountApp('/insight');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    expect(session.status).toBe('guest');
    expect(page.getByRole('dialog').query()).toBeNull();
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });
});
