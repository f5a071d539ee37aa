import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { callsTo, envelope } from '../../shell/harness';
import {
  captchaInfoRoute,
  captchaKey,
  fakeClock,
  INFO_PATH,
  mountCaptchaForm,
  PNG_A,
  PNG_B,
  VERIFY_PATH,
  verifyRoute,
} from './captcha-form';

const KO = {
  box: () => page.getByRole('checkbox', { name: '로봇이 아닙니다' }),
  image: () => page.getByRole('img', { name: '보안문자' }),
  refresh: () => page.getByRole('button', { name: '새로고침' }),
  answer: () => page.getByRole('textbox', { name: '보안문자 입력' }),
  verify: () => page.getByRole('button', { name: '확인', exact: true }),
  tickBox: "'로봇이 아닙니다'에 체크해 주세요.",
  expired: '인증 시간이 만료되었습니다. 새로고침 후 다시 입력해 주세요.',
  enterAnswer: '보안문자를 입력해 주세요.',
  failed: '인증에 실패했습니다. 새 보안문자를 입력해 주세요.',
  solved: '인증되었습니다. 계속 진행하세요.',
};

const EN = {
  box: () => page.getByRole('checkbox', { name: 'I am not a robot' }),
  image: () => page.getByRole('img', { name: 'Security characters' }),
  refresh: () => page.getByRole('button', { name: 'Refresh' }),
  answer: () => page.getByRole('textbox', { name: 'Characters in the image' }),
  verify: () => page.getByRole('button', { name: 'Verify', exact: true }),
  tickBox: "Tick the 'I am not a robot' box.",
  expired: 'The verification expired. Refresh and enter the characters again.',
  enterAnswer: 'Enter the security characters.',
  failed: 'The verification failed. Enter the new security characters.',
  solved: 'Verified. You may continue.',
};

const submit = () => page.getByRole('button', { name: 'submit' });
const alert = () => page.getByRole('alert');
const sentKey = () => page.getByTestId('sent-key');
const imageSource = (png: string) => `data:image/png;base64,${png}`;
const verifyBodies = (api: ReturnType<typeof mountCaptchaForm>['api']) =>
  callsTo(api, '/v1/comn/captcha/verify').map((init) => JSON.parse(String(init.body)) as unknown);

describe.each([
  ['ko', KO],
  ['en', EN],
] as const)('captcha widget (%s)', (language, ui) => {
  test('ticking the box loads the 197×54 image; refresh loads a new one', async () => {
    const info = captchaInfoRoute();
    const { api } = mountCaptchaForm({ [INFO_PATH]: info }, language);
    await expect.element(ui.box()).not.toBeChecked();
    expect(ui.image().query()).toBeNull();
    expect(callsTo(api, '/v1/comn/captcha')).toHaveLength(0);

    await ui.box().click();
    await expect.element(ui.box()).toBeChecked();
    await expect.element(ui.image()).toHaveAttribute('src', imageSource(PNG_A));
    await expect.element(ui.image()).toHaveAttribute('width', '197');
    await expect.element(ui.image()).toHaveAttribute('height', '54');
    await expect.element(ui.answer()).toHaveAttribute('maxlength', '6');
    // The member ticked the box: the next thing to do is to type the characters.
    await expect.element(ui.answer()).toHaveFocus();

    await ui.answer().click();
    await userEvent.keyboard('AB3CD4XY');
    await expect.element(ui.answer()).toHaveValue('AB3CD4');
    await ui.refresh().click();
    await expect.element(ui.image()).toHaveAttribute('src', imageSource(PNG_B));
    await expect.element(ui.answer()).toHaveValue('');
    expect(info.served()).toBe(2);
  });

  test('the three messages: tick the box, enter the characters, expired (after expireSeconds)', async () => {
    fakeClock();
    mountCaptchaForm({ [INFO_PATH]: captchaInfoRoute(180) }, language);

    await submit().click();
    await expect.element(alert()).toHaveTextContent(ui.tickBox);
    await expect.element(ui.box()).toHaveFocus();
    await expect.element(ui.box()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(ui.box()).toHaveAccessibleDescription(ui.tickBox);
    await expect.element(sentKey()).toHaveTextContent('none');

    await ui.box().click();
    await expect.element(ui.image()).toBeVisible();
    await expect.element(alert()).not.toBeInTheDocument();
    await submit().click();
    await expect.element(alert()).toHaveTextContent(ui.enterAnswer);
    await expect.element(ui.answer()).toHaveFocus();
    await expect.element(ui.answer()).toHaveAccessibleDescription(ui.enterAnswer);
    // The verify button says the same with an empty answer, and sends nothing.
    await ui.answer().fill('x');
    await expect.element(alert()).not.toBeInTheDocument();
    await ui.answer().fill('   ');
    await ui.verify().click();
    await expect.element(alert()).toHaveTextContent(ui.enterAnswer);

    vi.advanceTimersByTime(179_999);
    await expect.element(ui.image()).toBeVisible();
    vi.advanceTimersByTime(1);
    await expect.element(alert()).toHaveTextContent(ui.expired);
    await expect.element(ui.image()).not.toBeInTheDocument();
    await expect.element(ui.answer()).not.toBeInTheDocument();
    await submit().click();
    await expect.element(ui.refresh()).toHaveFocus();
    await expect.element(alert()).toHaveTextContent(ui.expired);

    await ui.refresh().click();
    await expect.element(ui.image()).toHaveAttribute('src', imageSource(PNG_B));
    await expect.element(alert()).not.toBeInTheDocument();
  });

  test('verify passes: "verified", and the form gets the key', async () => {
    const { api } = mountCaptchaForm(
      { [INFO_PATH]: captchaInfoRoute(), [VERIFY_PATH]: verifyRoute('AB3CD4') },
      language,
    );
    await ui.box().click();
    await ui.answer().fill('ab3cd4');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(ui.solved)).toBeVisible();
    await expect.element(page.getByText(ui.solved)).toHaveAttribute('role', 'status');
    await expect.element(ui.image()).not.toBeInTheDocument();
    // Enter verified the answer without sending the form around the widget.
    await expect.element(sentKey()).toHaveTextContent('');
    expect(verifyBodies(api)).toEqual([{ captchaKey: captchaKey(1), captchaAnswer: 'ab3cd4' }]);

    await submit().click();
    await expect.element(sentKey()).toHaveTextContent(captchaKey(1));
    await expect.element(alert()).not.toBeInTheDocument();

    // The form spent the key: the widget starts over.
    await page.getByRole('button', { name: 'reset' }).click();
    await expect.element(ui.box()).not.toBeChecked();
    await expect.element(page.getByTestId('solved-key')).toHaveTextContent('');
  });

  test('a wrong answer or a verify error is a failure: a new captcha and the message', async () => {
    let verifyAnswers = 0;
    const { api } = mountCaptchaForm(
      {
        [INFO_PATH]: captchaInfoRoute(),
        [VERIFY_PATH]: (request) => {
          verifyAnswers += 1;
          if (verifyAnswers === 2) throw new TypeError('Failed to fetch');
          return verifyRoute('AB3CD4')(request);
        },
      },
      language,
    );
    await ui.box().click();
    await ui.answer().fill('WRONG1');
    await ui.verify().click();
    await expect.element(alert()).toHaveTextContent(ui.failed);
    await expect.element(ui.image()).toHaveAttribute('src', imageSource(PNG_B));
    await expect.element(ui.answer()).toHaveValue('');
    await expect.element(ui.answer()).toHaveAttribute('aria-invalid', 'true');

    // No answer at all (the network): the same.
    await ui.answer().fill('AB3CD4');
    await ui.verify().click();
    await expect.element(ui.image()).toHaveAttribute('src', imageSource(PNG_A));
    await expect.element(alert()).toHaveTextContent(ui.failed);

    await ui.answer().fill('ab3cd4');
    await expect.element(alert()).not.toBeInTheDocument();
    await ui.verify().click();
    await expect.element(page.getByText(ui.solved)).toBeVisible();
    expect(verifyBodies(api)).toEqual([
      { captchaKey: captchaKey(1), captchaAnswer: 'WRONG1' },
      { captchaKey: captchaKey(2), captchaAnswer: 'AB3CD4' },
      { captchaKey: captchaKey(3), captchaAnswer: 'ab3cd4' },
    ]);
  });
});

describe('captcha widget timing', () => {
  test('a failed info fetch is retried after 1 s, then 2 s, then 4 s, and says so', async () => {
    fakeClock();
    const info = captchaInfoRoute();
    let asked = 0;
    mountCaptchaForm(
      {
        [INFO_PATH]: (request) => {
          asked += 1;
          return asked <= 3 ? envelope(null, 500, 'SERVER_ERROR', 'down') : info(request);
        },
      },
      'en',
    );
    const retrying = (seconds: number) =>
      page.getByRole('status').filter({
        hasText: `Could not load the security characters. Trying again in ${seconds} s.`,
      });

    await EN.box().click();
    await expect.element(retrying(1)).toBeVisible();
    vi.advanceTimersByTime(999);
    expect(asked).toBe(1);
    vi.advanceTimersByTime(1);
    await expect.element(retrying(2)).toBeVisible();
    expect(asked).toBe(2);
    vi.advanceTimersByTime(1_999);
    expect(asked).toBe(2);
    vi.advanceTimersByTime(1);
    await expect.element(retrying(4)).toBeVisible();
    expect(asked).toBe(3);
    vi.advanceTimersByTime(4_000);
    await expect.element(EN.image()).toHaveAttribute('src', imageSource(PNG_A));
    expect(asked).toBe(4);
  });

  test('"try again now" cuts the wait short (ko)', async () => {
    fakeClock();
    let asked = 0;
    const info = captchaInfoRoute();
    mountCaptchaForm({
      [INFO_PATH]: (request) => {
        asked += 1;
        return asked === 1 ? envelope(null, 503, 'PAUSE', 'later') : info(request);
      },
    });
    await KO.box().click();
    await expect
      .element(page.getByText('보안문자를 불러오지 못했습니다. 1초 후 다시 시도합니다.'))
      .toBeVisible();
    await page.getByRole('button', { name: '지금 다시 시도' }).click();
    await expect.element(KO.image()).toBeVisible();
    expect(asked).toBe(2);
  });

  test('an unused solved key expires with the captcha', async () => {
    fakeClock();
    mountCaptchaForm({ [INFO_PATH]: captchaInfoRoute(60), [VERIFY_PATH]: verifyRoute('AB3CD4') }, 'en');
    await EN.box().click();
    await EN.answer().fill('AB3CD4');
    await EN.verify().click();
    await expect.element(page.getByText(EN.solved)).toBeVisible();
    vi.advanceTimersByTime(59_999);
    await expect.element(page.getByTestId('solved-key')).toHaveTextContent(captchaKey(1));
    vi.advanceTimersByTime(1);
    await expect.element(alert()).toHaveTextContent(EN.expired);
    await expect.element(page.getByTestId('solved-key')).toHaveTextContent('');
    await submit().click();
    await expect.element(sentKey()).toHaveTextContent('none');
  });

  test('unmounting cancels the retry timer: no fetch after the form is gone', async () => {
    fakeClock();
    let asked = 0;
    const { unmount } = mountCaptchaForm({
      [INFO_PATH]: () => {
        asked += 1;
        return envelope(null, 500, 'SERVER_ERROR', 'down');
      },
    });
    await KO.box().click();
    await expect.element(page.getByText(/1초 후 다시 시도합니다/)).toBeVisible();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(asked).toBe(1);
  });
});
