import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { initI18n } from '../../../../src/i18n';
import { session } from '../../../../src/state/session';
import { setLanguage } from '../../../../src/state/settings';
import { callsTo, DEMO_USER, envelope, mountApp, stubApi, type Route } from '../../shell/harness';
import {
  captchaInfoRoute,
  captchaKey,
  INFO_PATH,
  VERIFY_PATH,
  verifyRoute,
} from '../../widgets/captcha/captcha-form';

const LOGIN = '/v1/members/login';
const wrongPassword = (captchaRequired: boolean) =>
  envelope({ captchaRequired }, 401, 'INVALID_CREDENTIALS', 'wrong');

/** Answers the login calls in turn with `answers` (the last one repeats). */
function loginAnswers(...answers: (() => Response)[]): Route {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
}

const loginBodies = (api: ReturnType<typeof stubApi>) =>
  callsTo(api, LOGIN).map((init) => JSON.parse(String(init.body)) as Record<string, unknown>);

describe('login page: the captcha once the simulator asks', () => {
  test('after the third wrong password (ko): tick, solve, and the next attempt carries the key', async () => {
    const api = stubApi({
      [`POST ${LOGIN}`]: loginAnswers(
        () => wrongPassword(false),
        () => wrongPassword(false),
        () => wrongPassword(true),
        () => envelope(DEMO_USER),
      ),
      [INFO_PATH]: captchaInfoRoute(),
      [VERIFY_PATH]: verifyRoute('AB3CD4'),
      // Home after logging in names the coins of the catalogue.
      'GET /v1/coins': () => envelope([]),
    });
    mountApp('/login');
    const box = page.getByRole('checkbox', { name: '로봇이 아닙니다' });
    const loginButton = page.getByRole('button', { name: '로그인', exact: true });
    await page.getByLabelText('아이디').fill('demo');
    await page.getByLabelText('비밀번호').fill('wrong');

    for (let attempt = 1; attempt <= 2; attempt++) {
      await loginButton.click();
      await expect.poll(() => callsTo(api, LOGIN)).toHaveLength(attempt);
      await expect
        .element(page.getByRole('alert'))
        .toHaveTextContent('아이디 또는 비밀번호가 일치하지 않습니다.');
      expect(box.query()).toBeNull();
    }
    await loginButton.click();
    await expect.element(box).toBeVisible();
    await expect.element(box).not.toBeChecked();
    await expect
      .element(page.getByText('아이디 또는 비밀번호가 일치하지 않습니다.'))
      .toHaveAttribute('role', 'alert');

    // Not ticked: the widget says so and nothing is sent.
    await page.getByLabelText('비밀번호').fill('demo1234');
    await loginButton.click();
    await expect.element(page.getByText("'로봇이 아닙니다'에 체크해 주세요.")).toBeVisible();
    await expect.element(box).toHaveFocus();
    expect(callsTo(api, LOGIN)).toHaveLength(3);

    await box.click();
    await expect.element(page.getByRole('img', { name: '보안문자' })).toBeVisible();
    await page.getByRole('textbox', { name: '보안문자 입력' }).fill('ab3cd4');
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect.element(page.getByText('인증되었습니다. 계속 진행하세요.')).toBeVisible();
    await loginButton.click();

    await expect.poll(() => session.status).toBe('member');
    expect(loginBodies(api)[3]).toEqual({ loginId: 'demo', password: 'demo1234', captchaKey: captchaKey(1) });
    expect(
      loginBodies(api)
        .slice(0, 3)
        .every((body) => !('captchaKey' in body)),
    ).toBe(true);
  });

  test('a CAPTCHA_REQUIRED refusal (en) shows the check; a failed attempt spends the key', async () => {
    const api = stubApi({
      [`POST ${LOGIN}`]: loginAnswers(
        () => envelope({ captchaRequired: true }, 400, 'CAPTCHA_REQUIRED', 'Solve the captcha'),
        () => wrongPassword(true),
        () => envelope({ captchaRequired: true }, 400, 'CAPTCHA_FAILED', 'Bad captcha'),
      ),
      [INFO_PATH]: captchaInfoRoute(),
      [VERIFY_PATH]: verifyRoute('AB3CD4'),
    });
    mountApp('/login');
    setLanguage('en', { broadcast: false });
    initI18n('en');
    const box = page.getByRole('checkbox', { name: 'I am not a robot' });
    const loginButton = page.getByRole('button', { name: 'Log in', exact: true });
    const solve = async () => {
      await box.click();
      await page.getByRole('textbox', { name: 'Characters in the image' }).fill('AB3CD4');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect.element(page.getByText('Verified. You may continue.')).toBeVisible();
    };

    await page.getByLabelText('ID', { exact: true }).fill('demo');
    await page.getByLabelText('Password', { exact: true }).fill('nope');
    await loginButton.click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('For your security, complete the check below to log in.');
    await expect.element(box).not.toBeChecked();

    // Ticked, no characters entered.
    await box.click();
    await expect.element(page.getByRole('img', { name: 'Security characters' })).toBeVisible();
    await loginButton.click();
    await expect.element(page.getByText('Enter the security characters.')).toBeVisible();
    expect(callsTo(api, LOGIN)).toHaveLength(1);
    // Unticking drops that captcha (the first); solving ticks the box again.
    await box.click();

    await solve();
    await loginButton.click();
    await expect.element(page.getByText('The ID or password is incorrect.')).toBeVisible();
    // The attempt spent the key: the widget starts over.
    await expect.element(box).not.toBeChecked();
    expect(loginBodies(api)[1]).toMatchObject({ captchaKey: captchaKey(2) });

    await solve();
    await loginButton.click();
    await expect
      .element(page.getByText('For your security, complete the check below to log in.'))
      .toBeVisible();
    await expect.element(box).not.toBeChecked();
    expect(loginBodies(api)[2]).toMatchObject({ captchaKey: captchaKey(3) });
    expect(session.status).toBe('guest');
  });
});
