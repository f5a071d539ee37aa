import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Nation } from '../../../../contract';
import { validJoinForm } from '../../../fixtures/join';
import { initI18n, type Language } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { callsTo, DEMO_USER, envelope, mountApp, stubApi, type Route } from '../../shell/harness';
import { agreeInTermsDialog, termsRoutes } from '../terms/terms-harness';
import {
  captchaInfoRoute,
  captchaKey,
  INFO_PATH,
  VERIFY_PATH,
  verifyRoute,
} from '../../widgets/captcha/captcha-form';

const JOIN = '/v1/members/join';

const NATIONS: Nation[] = [
  {
    nationCode: 'KR',
    nationName: '대한민국',
    nationNameEn: 'Korea, Republic of',
    intnlPhoneNo: '82',
    isBlocked: false,
  },
  { nationCode: 'JP', nationName: '일본', nationNameEn: 'Japan', intnlPhoneNo: '81', isBlocked: false },
];

const KO = {
  loginId: '아이디',
  password: '비밀번호',
  passwordConfirm: '비밀번호 확인',
  name: '이름',
  companyName: '법인명',
  email: '이메일',
  phone: '휴대폰 번호',
  nation: '국가 국가 선택',
  korea: '대한민국 +82',
  chosenKorea: '국가 대한민국 +82',
  all: '전체 동의',
  terms: '서비스 이용약관에 동의합니다 (필수)',
  privacy: '개인정보 수집 및 이용에 동의합니다 (필수)',
  marketing: '마케팅 정보 수신에 동의합니다 (선택)',
  box: '로봇이 아닙니다',
  answer: '보안문자 입력',
  verify: '확인',
  solved: '인증되었습니다. 계속 진행하세요.',
  submit: '가입하기',
  corporate: '법인',
  corporateType: '법인 유형',
  guide: '내 법인 유형은?',
  required: {
    loginId: '아이디를 입력하세요.',
    password: '비밀번호를 입력하세요.',
    passwordConfirm: '비밀번호를 한 번 더 입력하세요.',
    name: '이름을 입력하세요.',
    email: '이메일 주소를 입력하세요.',
    nation: '국가를 선택하세요.',
    phone: '휴대폰 번호를 입력하세요.',
    terms: '가입하려면 서비스 이용약관에 동의해 주세요.',
    privacy: '가입하려면 개인정보 수집 및 이용에 동의해 주세요.',
    captcha: '보안문자 확인을 마쳐 주세요.',
    corporateType: '법인 유형을 선택하세요.',
  },
  rules: {
    loginId: '아이디는 4~20자로 입력하세요.',
    password: '비밀번호에 영문, 숫자, 기호(!#$%&()*+,-./:;<=>?@[]^_{}~)를 각각 하나 이상 넣으세요.',
    passwordConfirm: '두 비밀번호가 일치하지 않습니다.',
    name: "이름에는 한글, 영문, 숫자, 공백과 ( ) . , ' - & 만 쓸 수 있고 한글이나 영문으로 시작해야 합니다.",
    email: 'name@example.com과 같은 형식의 이메일 주소를 입력하세요.',
    phone: '휴대폰 번호는 국가 번호를 빼고 7~15자리 숫자여야 합니다.',
  },
  stripped:
    '허용되지 않는 문자를 뺐습니다. 비밀번호에는 영문, 숫자와 기호 !#$%&()*+,-./:;<=>?@[]^_{}~만 쓸 수 있습니다.',
  welcome: '환영합니다, new-trader1님',
  logIn: '로그인',
  loginHeading: '로그인',
  taken: '이미 사용 중인 아이디입니다. 다른 아이디를 입력하세요.',
  captchaFailed: '보안문자 확인이 틀렸거나 만료되었습니다. 새 보안문자를 입력해 주세요.',
  tooMany: '가입 시도가 너무 많습니다. 42초 후 다시 시도해 주세요.',
};

type Ui = typeof KO;

const EN: Ui = {
  loginId: 'ID',
  password: 'Password',
  passwordConfirm: 'Confirm password',
  name: 'Name',
  companyName: 'Company name',
  email: 'E-mail',
  phone: 'Mobile number',
  nation: 'Country Select a nation',
  korea: 'Korea, Republic of +82',
  chosenKorea: 'Country Korea, Republic of +82',
  all: 'Agree to all',
  terms: 'I agree to the terms of service (required)',
  privacy: 'I agree to the collection and use of personal information (required)',
  marketing: 'I agree to receive marketing information (optional)',
  box: 'I am not a robot',
  answer: 'Characters in the image',
  verify: 'Verify',
  solved: 'Verified. You may continue.',
  submit: 'Sign up',
  corporate: 'Corporate',
  corporateType: 'Corporate type',
  guide: 'What type am I?',
  required: {
    loginId: 'Enter an ID.',
    password: 'Enter a password.',
    passwordConfirm: 'Enter the password again.',
    name: 'Enter the name.',
    email: 'Enter your e-mail address.',
    nation: 'Choose your country.',
    phone: 'Enter your mobile number.',
    terms: 'Agree to the terms of service to sign up.',
    privacy: 'Agree to the collection and use of personal information to sign up.',
    captcha: 'Complete the security check.',
    corporateType: 'Choose the type of your corporation.',
  },
  rules: {
    loginId: 'The ID must be 4 to 20 characters long.',
    password:
      'The password needs at least one letter, one digit and one symbol (!#$%&()*+,-./:;<=>?@[]^_{}~).',
    passwordConfirm: 'The two passwords do not match.',
    name: "The name can only have Hangul or Latin letters, digits, spaces and ( ) . , ' - &, and must start with a letter.",
    email: 'Enter an e-mail address such as name@example.com.',
    phone: 'The mobile number must have 7 to 15 digits, without the country code.',
  },
  stripped:
    'Characters that are not allowed were removed: a password takes Latin letters, digits and the symbols !#$%&()*+,-./:;<=>?@[]^_{}~ only.',
  welcome: 'Welcome, new-trader1',
  logIn: 'Log in',
  loginHeading: 'Log in',
  taken: 'This ID is already in use. Choose another one.',
  captchaFailed: 'The security check was not accepted (wrong or expired). Solve the new one.',
  tooMany: 'Too many sign-up attempts. Please try again in 42 s.',
};

const UI: Record<Language, Ui> = { ko: KO, en: EN };

/** The sign-up page in `language`, with the nations, the captcha (answer AB3CD4) and `join` answered. */
function mountJoin(
  language: Language,
  join: Route = () => envelope({ memNo: 901, loginId: 'new-trader1' }),
  more: Record<string, Route> = {},
) {
  const api = stubApi({
    'GET /v1/comn/nations': () => envelope(NATIONS),
    [INFO_PATH]: captchaInfoRoute(),
    [VERIFY_PATH]: verifyRoute('AB3CD4'),
    [`POST ${JOIN}`]: join,
    ...more,
  });
  const app = mountApp('/member/join');
  if (language === 'en') {
    setLanguage('en', { broadcast: false });
    initI18n('en');
  }
  return { api, ...app };
}

const field = (label: string) => page.getByLabelText(label, { exact: true });
const submitButton = (ui: Ui) => page.getByRole('button', { name: ui.submit, exact: true });
const joinBodies = (api: ReturnType<typeof stubApi>) =>
  callsTo(api, JOIN).map((init) => JSON.parse(String(init.body)) as Record<string, unknown>);

async function chooseKorea(ui: Ui) {
  await page.getByRole('button', { name: ui.nation }).click();
  await page.getByRole('option', { name: ui.korea }).click();
  await expect.element(page.getByRole('button', { name: ui.chosenKorea })).toBeVisible();
}

async function solveCaptcha(ui: Ui) {
  await page.getByRole('checkbox', { name: ui.box }).click();
  await page.getByRole('textbox', { name: ui.answer }).fill('AB3CD4');
  await page.getByRole('button', { name: ui.verify, exact: true }).click();
  await expect.element(page.getByText(ui.solved)).toBeVisible();
}

/** Fills every field with what the rules accept, agrees to all and solves the captcha. */
async function fillValidForm(ui: Ui, loginId = 'new-trader1') {
  await field(ui.loginId).fill(loginId);
  await field(ui.password).fill('Secret#2024');
  await field(ui.passwordConfirm).fill('Secret#2024');
  await field(ui.name).fill('홍길동');
  await field(ui.email).fill('trader@example.com');
  await chooseKorea(ui);
  await field(ui.phone).fill('10-1234-5678');
  await page.getByRole('checkbox', { name: ui.all }).click();
  await solveCaptcha(ui);
}

describe.each(['ko', 'en'] as const)('sign-up page (%s)', (language) => {
  const ui = UI[language];

  test('an empty form: every required field says so under it, the focus goes to the first, nothing is sent', async () => {
    const { api } = mountJoin(language);
    await submitButton(ui).click();

    const described: [ReturnType<typeof field>, string][] = [
      [field(ui.loginId), ui.required.loginId],
      [field(ui.password), ui.required.password],
      [field(ui.passwordConfirm), ui.required.passwordConfirm],
      [field(ui.name), ui.required.name],
      [field(ui.email), ui.required.email],
      [page.getByRole('button', { name: ui.nation }), ui.required.nation],
      [field(ui.phone), ui.required.phone],
      [page.getByRole('checkbox', { name: ui.terms }), ui.required.terms],
      [page.getByRole('checkbox', { name: ui.privacy }), ui.required.privacy],
    ];
    for (const [control, message] of described) {
      await expect.element(control).toHaveAttribute('aria-invalid', 'true');
      await expect.element(control).toHaveAccessibleDescription(message);
    }
    await expect
      .element(page.getByRole('checkbox', { name: ui.marketing }))
      .not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByRole('alert').getByText(ui.required.captcha)).toBeVisible();
    await expect.element(field(ui.loginId)).toHaveFocus();
    expect(callsTo(api, JOIN)).toHaveLength(0);

    // Changing a field takes its message away; the others stay.
    await field(ui.loginId).fill('new-trader1');
    await expect.element(field(ui.loginId)).toHaveAttribute('aria-invalid', 'false');
    await expect.element(field(ui.email)).toHaveAccessibleDescription(ui.required.email);
  });

  test('every broken rule is said under its field, on leaving it and on submit', async () => {
    const { api } = mountJoin(language);
    await field(ui.loginId).fill('Ab');
    await userEvent.tab();
    await expect.element(field(ui.loginId)).toHaveAccessibleDescription(ui.rules.loginId);

    await field(ui.password).fill('abcdefgh');
    await field(ui.passwordConfirm).fill('abcdefgi');
    await field(ui.name).fill('#hong');
    await field(ui.email).fill('trader@');
    await chooseKorea(ui);
    await field(ui.phone).fill('123');
    await page.getByRole('checkbox', { name: ui.all }).click();
    await solveCaptcha(ui);
    await submitButton(ui).click();

    for (const [label, message] of [
      [ui.loginId, ui.rules.loginId],
      [ui.password, ui.rules.password],
      [ui.passwordConfirm, ui.rules.passwordConfirm],
      [ui.name, ui.rules.name],
      [ui.email, ui.rules.email],
      [ui.phone, ui.rules.phone],
    ] as const) {
      await expect.element(field(label)).toHaveAttribute('aria-invalid', 'true');
      await expect.element(field(label)).toHaveAccessibleDescription(message);
    }
    await expect.element(field(ui.loginId)).toHaveFocus();
    expect(callsTo(api, JOIN)).toHaveLength(0);
  });

  test('the password field reports the characters it stripped', async () => {
    mountJoin(language);
    await field(ui.password).fill('Pass"word|1!');
    await expect.element(field(ui.password)).toHaveValue('Password1!');
    await expect.element(field(ui.password)).toHaveAccessibleDescription(ui.stripped);
    await expect.element(page.getByText(ui.stripped)).toBeVisible();
    // A quote typed alone is refused, and said again.
    await field(ui.passwordConfirm).click();
    await userEvent.keyboard("'");
    await expect.element(field(ui.passwordConfirm)).toHaveValue('');
    await expect.element(field(ui.passwordConfirm)).toHaveAccessibleDescription(ui.stripped);
  });

  test('a complete form creates the member: the welcome names the ID and leads to the login page', async () => {
    const { api, router } = mountJoin(language);
    await fillValidForm(ui);
    // The chosen nation's calling code stands before the number.
    expect(field(ui.phone).element().closest('.td-input__box')?.textContent).toBe('+82');
    await submitButton(ui).click();

    const welcome = page.getByRole('heading', { level: 2, name: ui.welcome });
    await expect.element(welcome).toBeVisible();
    await expect.element(welcome).toHaveFocus();
    expect(joinBodies(api)).toEqual([
      { ...validJoinForm({ agreeMarketing: true }), captchaKey: captchaKey(1), attachmentIds: [] },
    ]);

    await page.getByRole('main').getByRole('link', { name: ui.logIn }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: ui.loginHeading })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('sign-up page: the exchange refuses', () => {
  test('a taken ID (en): said under the ID, which takes the focus; the spent captcha starts again', async () => {
    const { api } = mountJoin('en', () =>
      envelope({ fields: { loginId: 'taken' } }, 409, 'LOGIN_ID_TAKEN', 'taken'),
    );
    await fillValidForm(EN, 'demo-regular');
    await submitButton(EN).click();

    await expect.element(field(EN.loginId)).toHaveAccessibleDescription(EN.taken);
    await expect.element(field(EN.loginId)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field(EN.loginId)).toHaveFocus();
    await expect.element(page.getByRole('checkbox', { name: EN.box })).not.toBeChecked();
    expect(joinBodies(api)).toHaveLength(1);

    await field(EN.loginId).fill('demo-regular-2');
    await expect.element(field(EN.loginId)).toHaveAttribute('aria-invalid', 'false');
  });

  test('fields the exchange refused (ko) are said under them; the captcha, not yet used, stays solved', async () => {
    mountJoin('ko', () =>
      envelope({ fields: { email: 'format', phone: 'length' } }, 400, 'JOIN_INVALID', 'invalid'),
    );
    await fillValidForm(KO);
    await submitButton(KO).click();

    await expect.element(field(KO.email)).toHaveAccessibleDescription(KO.rules.email);
    await expect.element(field(KO.phone)).toHaveAccessibleDescription(KO.rules.phone);
    await expect.element(field(KO.email)).toHaveFocus();
    await expect.element(page.getByText(KO.solved)).toBeVisible();
  });

  test('a captcha the exchange did not accept (en): a new one to solve, said under it', async () => {
    const { api } = mountJoin('en', () => envelope(null, 400, 'CAPTCHA_FAILED', 'bad captcha'));
    await fillValidForm(EN);
    await submitButton(EN).click();

    const box = page.getByRole('checkbox', { name: EN.box });
    await expect.element(page.getByRole('alert').getByText(EN.captchaFailed)).toBeVisible();
    await expect.element(box).not.toBeChecked();
    await expect.element(box).toHaveFocus();
    await solveCaptcha(EN);
    await expect.element(page.getByText(EN.captchaFailed)).not.toBeInTheDocument();
    await submitButton(EN).click();
    await expect
      .poll(() => joinBodies(api).map((body) => body.captchaKey))
      .toEqual([captchaKey(1), captchaKey(2)]);
  });

  test('too many sign-ups (ko): says when to try again', async () => {
    mountJoin('ko', () => envelope({ retryAfterSec: 42 }, 429, 'TOO_MANY_REQUESTS', 'too many'));
    await fillValidForm(KO);
    await submitButton(KO).click();
    await expect.element(page.getByRole('alert').getByText(KO.tooMany)).toBeVisible();
  });
});

describe('sign-up page: a corporate account', () => {
  test('asks the corporate type (en), with the guide to the types, and sends it with the papers', async () => {
    const papers = {
      attachmentId: 'att-0123456789abcdef',
      fileName: 'register.png',
      size: 68,
      mediaType: 'image/png',
    };
    const { api } = mountJoin('en', () => envelope({ memNo: 902, loginId: 'new-trader1' }), {
      'POST /v1/comn/attachments': () => envelope(papers),
    });
    await page.getByRole('radio', { name: EN.corporate }).click();
    // A guest's documents go with the solved captcha: until then the upload says so and takes nothing.
    await expect
      .element(page.getByText('Complete the security check above to attach documents.'))
      .toBeVisible();
    await expect.element(page.getByLabelText('Attach images')).toBeDisabled();
    const types = page.getByRole('radiogroup', { name: EN.corporateType });
    await expect.element(types).toBeVisible();
    await expect.element(field(EN.companyName)).toBeVisible();

    await page.getByRole('button', { name: EN.guide }).click();
    const guide = page.getByRole('alertdialog', { name: 'Corporate types' });
    await expect.element(guide).toBeVisible();
    await guide.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(guide).not.toBeInTheDocument();

    await fillValidForm({ ...EN, name: EN.companyName });
    await submitButton(EN).click();
    await expect.element(types).toHaveAttribute('aria-invalid', 'true');
    await expect.element(types).toHaveAccessibleDescription(EN.required.corporateType);
    await expect.element(types.getByRole('radio').first()).toHaveFocus();
    expect(callsTo(api, JOIN)).toHaveLength(0);

    await types.getByRole('radio', { name: 'Listed corporation' }).click();
    await expect.element(types).not.toHaveAttribute('aria-invalid');
    await userEvent.upload(
      page.getByLabelText('Attach images'),
      new File([new Uint8Array(68)], 'register.png', { type: 'image/png' }),
    );
    await expect.element(page.getByText('register.png')).toBeVisible();
    await submitButton(EN).click();
    await expect.element(page.getByRole('heading', { level: 2, name: EN.welcome })).toBeVisible();
    expect(joinBodies(api)[0]).toMatchObject({
      accountType: 'corporate',
      corporateType: 'listed',
      name: '홍길동',
      attachmentIds: [papers.attachmentId],
    });
    const [sent] = callsTo(api, '/v1/comn/attachments');
    expect(sent?.headers).toMatchObject({ 'x-captcha-key': captchaKey(1) });
  });
});

describe('sign-up page: each agreement reads its document in the terms dialog', () => {
  /** The join page with the terms of the documents it consents to answered as the simulator does. */
  const withTerms = (language: Language) =>
    mountJoin(language, undefined, {
      ...Object.fromEntries(
        ['terms', 'policy_c', 'policy_c_corp', 'event'].map((type) => [
          `GET /v1/terms/${type}/current`,
          termsRoutes(),
        ]),
      ),
    });

  test.each([
    ['ko', '서비스 이용약관 보기', '트레이드덱 서비스 이용약관', KO.terms],
    ['ko', '개인정보 수집·이용 동의 보기', '개인정보 수집·이용 동의 (개인 회원, 필수)', KO.privacy],
    [
      'en',
      'View the consent to events and marketing',
      'Consent to personal information for events and marketing (optional)',
      EN.marketing,
    ],
  ] as const)('%s: "%s" shows "%s"; agreeing there ticks its box', async (language, view, title, box) => {
    withTerms(language);
    await agreeInTermsDialog(language, view, title, box);
  });

  test("a corporate account reads the corporate members' consent; closing the dialog ticks nothing", async () => {
    withTerms('en');
    await page.getByRole('radio', { name: EN.corporate }).click();
    await page
      .getByRole('button', { name: 'View the consent to collecting and using personal information' })
      .click();
    const title = 'Consent to collecting and using personal information (corporate members, required)';
    const dialog = page.getByRole('dialog', { name: title });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: EN.privacy })).not.toBeChecked();
  });
});

describe('sign-up page: who sees it', () => {
  test('a member opening it goes home; a guest stays', async () => {
    stubApi({ 'GET /v1/members/me': () => envelope(DEMO_USER), 'GET /v1/coins': () => envelope([]) });
    const { router } = mountApp('/member/join');
    await expect.element(page.getByText('김데모님')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(page.getByRole('button', { name: KO.submit, exact: true }).query()).toBeNull();
  });
});
