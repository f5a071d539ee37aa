/**
 * The security page (/member/my-page) through the real app router and shell as a member, REST stubbed
 * (the SMS-login call's server side is tested with the server): the SMS-login switch, issuing a key with
 * its allowed IPs and the secret shown once, changing the IPs, deleting after a confirm, the key limit;
 * each change only after the SMS step of its own work. In English and Korean.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { OPEN_API, type IssuedOpenApiKey, type OpenApiKey } from '../../../../contract';
import { configureApiClient } from '../../../../src/api/transport';
import { getQueryClient } from '../../../../src/api/query';
import { settings } from '../../../../src/state/settings';
import { clearToasts, closeAllDialogs, toastState } from '../../../../src/shell';
import type { Language } from '../../../../src/i18n';
import { demoUser } from '../../../fixtures/user';
import { envelope, mountAppWithFeed, resetStores, stubApi } from '../../shell/harness';
import { FakeFeed } from '../../workspace/harness';
import { termsRoutes } from '../terms/terms-harness';

const KEYS = '/v1/members/open-api/keys';
const SMS_LOGIN = '/v1/members/security/sms-login';
const SMS_TOKEN = '/v1/sms/token';

afterEach(() => {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
});

const key = (digit: string, change: Partial<OpenApiKey> = {}): OpenApiKey => ({
  accessKey: digit.repeat(40),
  allowedIps: [],
  createdAt: '2026-11-26T12:00:00+09:00',
  lastUsedAt: null,
  ...change,
});

const ISSUED: IssuedOpenApiKey = { ...key('a', { allowedIps: ['1.2.3.4'] }), secretKey: 'S'.repeat(64) };

/** The page as a member, with `keys` held by a stateful stub of the key calls; `smsLogin` null: its read fails. */
function mountSecurity(
  options: { keys?: OpenApiKey[]; smsLogin?: boolean | null; language?: Language } = {},
) {
  resetStores({ member: true, language: options.language ?? 'en' });
  let keys = [...(options.keys ?? [])];
  let smsLogin = options.smsLogin === undefined ? false : options.smsLogin;
  const stub = stubApi({
    'GET /v1/members/me': () => envelope(demoUser()),
    'GET /v1/coins': () => envelope([]),
    [`GET ${SMS_LOGIN}`]: () =>
      smsLogin === null
        ? envelope(null, 404, 'NOT_FOUND', 'No such address')
        : envelope({ enabled: smsLogin }),
    [`PUT ${SMS_LOGIN}`]: ({ init }) => {
      smsLogin = (JSON.parse(String(init?.body)) as { enabled: boolean }).enabled;
      return envelope({ enabled: smsLogin });
    },
    [`GET ${SMS_TOKEN}`]: ({ url }) =>
      envelope({ smsSendWork: url.searchParams.get('smsSendWork'), validSeconds: 180 }),
    [`POST ${SMS_TOKEN}`]: ({ init }) =>
      envelope({ ...(JSON.parse(String(init?.body)) as object), verified: true }),
    [`GET ${KEYS}`]: () => envelope(keys),
    'GET /v1/terms/api/current': termsRoutes(),
    [`POST ${KEYS}`]: () => {
      keys = [...keys, ISSUED];
      return envelope(ISSUED);
    },
    ...Object.fromEntries(
      ['1', '2', 'a'].flatMap((digit) => {
        const accessKey = digit.repeat(40);
        return [
          [
            `DELETE ${KEYS}/${accessKey}`,
            () => {
              keys = keys.filter((row) => row.accessKey !== accessKey);
              return envelope(null);
            },
          ],
          [
            `PUT ${KEYS}/${accessKey}/allowed-ips`,
            ({ init }: { init: RequestInit | undefined }) => {
              const { allowedIps } = JSON.parse(String(init?.body)) as { allowedIps: string[] };
              keys = keys.map((row) => (row.accessKey === accessKey ? { ...row, allowedIps } : row));
              return envelope(keys.find((row) => row.accessKey === accessKey));
            },
          ],
        ];
      }),
    ),
  });
  mountAppWithFeed('/member/my-page', new FakeFeed(), () => stub.mockRestore());
  return stub;
}

/** Passes the SMS step inside `group` as a member would: request a code, type it. */
async function passSms(group: ReturnType<typeof page.getByRole>, request: string, code: string) {
  await group.getByRole('button', { name: request }).click();
  const field = group.getByRole('textbox', { name: code });
  await expect.element(field).toBeEnabled();
  await field.fill('123456');
}

/** The JSON bodies the page sent to `path` with `method`, in order. */
const bodiesTo = (stub: ReturnType<typeof stubApi>, method: string, path: string): unknown[] =>
  stub.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(input instanceof Request ? input.url : String(input), location.href).pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

/** The SMS works the page confirmed a code for, in order. */
const smsWorks = (stub: ReturnType<typeof stubApi>) =>
  bodiesTo(stub, 'POST', SMS_TOKEN).map((body) => (body as { smsSendWork: string }).smsSendWork);

describe('the security page, en', () => {
  test('SMS login: the switch asks for an SMS code first, then turns it on', async () => {
    const stub = mountSecurity();
    await expect.element(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'SMS login' });
    await expect.element(toggle).not.toBeChecked();
    await toggle.click();
    expect(bodiesTo(stub, 'PUT', SMS_LOGIN)).toEqual([]);
    const step = page.getByRole('group', { name: 'Verify with an SMS code to turn SMS login on.' });
    await passSms(step, 'Request', 'Verification code');
    await expect.element(toggle).toBeChecked();
    expect(bodiesTo(stub, 'PUT', SMS_LOGIN)).toEqual([{ enabled: true }]);
    expect(smsWorks(stub)).toEqual(['login']);
    await expect.poll(() => toastState.toasts.at(-1)?.message).toBe('SMS login is on.');
    await expect.element(step).not.toBeInTheDocument();
  });

  test('SMS login: cancelling the step changes nothing', async () => {
    const stub = mountSecurity({ smsLogin: true });
    const toggle = page.getByRole('switch', { name: 'SMS login' });
    await expect.element(toggle).toBeChecked();
    await toggle.click();
    const step = page.getByRole('group', { name: 'Verify with an SMS code to turn SMS login off.' });
    await step.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(step).not.toBeInTheDocument();
    await expect.element(toggle).toBeChecked();
    expect(bodiesTo(stub, 'PUT', SMS_LOGIN)).toEqual([]);
  });

  test('issue: the IPs are checked, then the SMS step, then the secret once with copy and a warning', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const stub = mountSecurity();
    await expect.element(page.getByText('No API keys yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Issue a key' }).click();
    const ips = page.getByRole('textbox', { name: 'Allowed IP addresses' });
    await ips.fill('1.2.3\n1.2.3.4\n1.2.3.4');
    await page.getByRole('button', { name: 'Next' }).click();
    const problems = page.getByRole('alert');
    await expect.element(problems.getByText('1.2.3 is not an IPv4 or IPv6 address.')).toBeVisible();
    await expect.element(problems.getByText('1.2.3.4 is listed twice.')).toBeVisible();
    await ips.fill('1.2.3.4');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(bodiesTo(stub, 'POST', KEYS)).toEqual([]);
    await passSms(
      page.getByRole('group', { name: 'Verify with an SMS code to issue the key.' }),
      'Request',
      'Verification code',
    );
    const issued = page.getByRole('region', { name: 'New API key' });
    await expect.element(issued.getByText(ISSUED.secretKey)).toBeVisible();
    await expect.element(issued.getByText(ISSUED.accessKey)).toBeVisible();
    await expect.element(issued.getByRole('note')).toHaveTextContent(/shown only now/);
    expect(bodiesTo(stub, 'POST', KEYS)).toEqual([{ allowedIps: ['1.2.3.4'] }]);
    expect(smsWorks(stub)).toEqual(['issueOpenApiKey']);
    await issued.getByRole('button', { name: 'Copy the secret key' }).click();
    expect(writeText).toHaveBeenLastCalledWith(ISSUED.secretKey);
    await expect.poll(() => toastState.toasts.at(-1)?.message).toBe('The secret key was copied.');
    await issued.getByRole('button', { name: 'I have stored it' }).click();
    await expect.element(issued).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(ISSUED.secretKey);
    const table = page.getByRole('table', { name: 'Open API keys' });
    await expect.element(table.getByText(ISSUED.accessKey)).toBeVisible();
    await expect.element(table.getByText('1.2.3.4', { exact: true })).toBeVisible();
    writeText.mockRestore();
  });

  test('allowed IPs: the editor starts with the key’s, the change is sent after the SMS step', async () => {
    const stub = mountSecurity({ keys: [key('1', { allowedIps: ['10.0.0.1'] })] });
    await page.getByRole('button', { name: 'Change allowed IPs of 11111111…' }).click();
    const ips = page.getByRole('textbox', { name: 'Allowed IP addresses' });
    await expect.element(ips).toHaveValue('10.0.0.1');
    await ips.fill('10.0.0.1\n2001:db8::1');
    await page.getByRole('button', { name: 'Next' }).click();
    await passSms(
      page.getByRole('group', {
        name: 'Verify with an SMS code to change the allowed IPs of 11111111….',
      }),
      'Request',
      'Verification code',
    );
    await expect
      .poll(() => toastState.toasts.at(-1)?.message)
      .toBe('The allowed IPs of 11111111… were changed.');
    expect(bodiesTo(stub, 'PUT', `${KEYS}/${'1'.repeat(40)}/allowed-ips`)).toEqual([
      { allowedIps: ['10.0.0.1', '2001:db8::1'] },
    ]);
    expect(smsWorks(stub)).toEqual(['modifyOpenApiKeyAllowIp']);
    await expect
      .element(page.getByRole('table', { name: 'Open API keys' }).getByText('10.0.0.1, 2001:db8::1'))
      .toBeVisible();
  });

  test('delete: a confirm, then the SMS step, then the key is gone', async () => {
    const stub = mountSecurity({ keys: [key('1'), key('2')] });
    await page.getByRole('button', { name: 'Delete 22222222…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete API key' });
    await expect.element(dialog).toHaveTextContent(/Delete the key 22222222…\?/);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect(stub.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await passSms(
      page.getByRole('group', { name: 'Verify with an SMS code to delete 22222222….' }),
      'Request',
      'Verification code',
    );
    await expect.poll(() => toastState.toasts.at(-1)?.message).toBe('The key 22222222… was deleted.');
    expect(smsWorks(stub)).toEqual(['deleteOpenApiKey']);
    const table = page.getByRole('table', { name: 'Open API keys' });
    await expect.element(table.getByText('2'.repeat(40))).not.toBeInTheDocument();
    await expect.element(table.getByText('1'.repeat(40))).toBeVisible();
  });

  test('a setting that cannot be read says so in its section, not in a dialog; the keys still show', async () => {
    mountSecurity({ keys: [key('1')], smsLogin: null });
    await expect
      .element(page.getByText('The SMS login setting could not be loaded.'))
      .toHaveAttribute('role', 'alert');
    await expect.element(page.getByRole('switch', { name: 'SMS login' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('table', { name: 'Open API keys' }).getByText('1'.repeat(40)))
      .toBeVisible();
  });

  test('the keys section opens the Open API terms in the terms dialog', async () => {
    mountSecurity();
    // The calls name the app's language, as the app root configures them (the terms come in it).
    configureApiClient({ language: () => settings.language });
    await page.getByRole('button', { name: 'View the Open API terms of use' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tradedeck Open API Terms of Use' });
    await expect
      .element(dialog.getByRole('document', { name: 'Tradedeck Open API Terms of Use' }))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test(`at ${OPEN_API.maxKeys} keys there is no issue button, and the page says why`, async () => {
    mountSecurity({ keys: ['1', '2', '3', '4', '5'].map((digit) => key(digit)) });
    await expect
      .element(page.getByText('You hold 5 keys, the most allowed. Delete one to issue another.'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Issue a key' })).not.toBeInTheDocument();
  });
});

describe('the security page, ko', () => {
  test('the switch, the table and the issue flow in Korean', async () => {
    const stub = mountSecurity({ language: 'ko', keys: [key('1', { lastUsedAt: '2026-11-26T03:04:00Z' })] });
    await expect.element(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'SMS 로그인' })).not.toBeChecked();
    const table = page.getByRole('table', { name: 'Open API 키' });
    await expect.element(table.getByText('모든 IP')).toBeVisible();
    await expect.element(table.getByText('2026-11-26 12:04')).toBeVisible();
    await page.getByRole('button', { name: 'API 키 발급' }).click();
    const ips = page.getByRole('textbox', { name: '허용 IP 주소' });
    await ips.fill('localhost');
    await page.getByRole('button', { name: '다음' }).click();
    await expect
      .element(page.getByRole('alert').getByText('localhost은(는) 올바른 IPv4 또는 IPv6 주소가 아닙니다.'))
      .toBeVisible();
    await ips.fill('');
    await page.getByRole('button', { name: '다음' }).click();
    await passSms(
      page.getByRole('group', { name: 'API 키를 발급하려면 휴대폰 인증을 진행해 주세요.' }),
      '인증요청',
      '인증번호',
    );
    const issued = page.getByRole('region', { name: '새 API 키' });
    await expect.element(issued.getByRole('note')).toHaveTextContent(/한 번만 표시됩니다/);
    await expect.element(issued.getByRole('button', { name: '시크릿 키 복사' })).toBeVisible();
    expect(bodiesTo(stub, 'POST', KEYS)).toEqual([{ allowedIps: [] }]);
    await issued.getByRole('button', { name: '보관했습니다' }).click();
    await expect.element(issued).not.toBeInTheDocument();
  });

  test('delete confirm in Korean', async () => {
    mountSecurity({ language: 'ko', keys: [key('1')] });
    await page.getByRole('button', { name: '11111111… 삭제' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'API 키 삭제' });
    await expect.element(dialog).toHaveTextContent(/11111111… 키를 삭제하시겠습니까\?/);
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('group', { name: /휴대폰 인증/ })).not.toBeInTheDocument();
  });
});
