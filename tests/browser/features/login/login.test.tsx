import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { session } from '../../../../src/state/session';
import { callsTo, DEMO_USER, envelope, guest, mountApp, stubApi } from '../../shell/harness';

describe('login page', () => {
  test('says which fields are missing, and clears a field message when it is typed in', async () => {
    const api = stubApi();
    mountApp('/login');
    await expect.element(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect
      .element(page.getByText('데모: 아이디 demo-regular, 비밀번호 demo1234(으)로 로그인하세요.'))
      .toBeVisible();
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.element(page.getByText('아이디를 입력하세요.')).toBeVisible();
    await expect.element(page.getByText('비밀번호를 입력하세요.')).toBeVisible();
    await expect.element(page.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByLabelText('아이디')).toHaveAccessibleDescription('아이디를 입력하세요.');

    await page.getByLabelText('아이디').fill('demo');
    await expect.element(page.getByText('아이디를 입력하세요.')).not.toBeInTheDocument();
    await expect.element(page.getByText('비밀번호를 입력하세요.')).toBeVisible();
    expect(callsTo(api, '/v1/members/login')).toHaveLength(0);
  });

  test('too long an ID is refused before sending', async () => {
    const api = stubApi();
    mountApp('/login');
    await page.getByLabelText('아이디').fill('x'.repeat(65));
    await page.getByLabelText('비밀번호').fill('secret');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.element(page.getByText('아이디는 최대 64자까지 입력할 수 있습니다.')).toBeVisible();
    expect(callsTo(api, '/v1/members/login')).toHaveLength(0);
  });

  test('a wrong password is said under the form', async () => {
    stubApi({ 'POST /v1/members/login': () => envelope(null, 401, 'INVALID_CREDENTIALS', 'wrong') });
    mountApp('/login');
    await page.getByLabelText('아이디').fill('demo');
    await page.getByLabelText('비밀번호').fill('nope');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(session.status).toBe('guest');
  });

  test('a guest sent to login from a member page returns there after logging in', async () => {
    // Once logged in, the server knows the member (the page asks again on the way back).
    let loggedIn = false;
    const api = stubApi({
      'POST /v1/members/login': () => {
        loggedIn = true;
        return envelope(DEMO_USER);
      },
      'GET /v1/members/me': () => (loggedIn ? envelope(DEMO_USER) : guest()),
    });
    const { router, feed } = mountApp('/assets/my');
    await expect.element(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');

    await page.getByLabelText('아이디').fill(' demo ');
    await page.getByLabelText('비밀번호').fill('demo1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    await expect.element(page.getByRole('heading', { level: 1, name: '내 자산' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/assets/my');
    await expect.element(page.getByText('김데모님')).toBeVisible();
    await expect.element(page.getByText('오렌지 등급')).toBeVisible();
    expect(JSON.parse(String(callsTo(api, '/v1/members/login')[0]?.body))).toEqual({
      loginId: 'demo',
      password: 'demo1234',
    });
    expect(feed.renewSession).toHaveBeenCalledOnce();
  });

  test('a member opening the login page goes home; logging out shows the login link again', async () => {
    stubApi({
      'GET /v1/members/me': () => envelope(DEMO_USER),
      'POST /v1/members/logout': () => envelope(null),
      // The user panel names the newly supported coins from the catalogue.
      'GET /v1/coins': () => envelope([]),
    });
    const { router } = mountApp('/login');
    await expect.element(page.getByText('김데모님')).toBeVisible();
    // The header shows the member as soon as the session is in; the login page sends them home after.
    await expect.poll(() => router.state.location.pathname).toBe('/');
    // Logout lives in the member's user panel, opened from the header's member button.
    await page.getByRole('button', { name: /김데모/ }).click();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    expect(session).toMatchObject({ status: 'guest', user: null });
  });
});
