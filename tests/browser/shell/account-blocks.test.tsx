// The exchange's member blocks in the app (chart spec §6): a refusal carrying a block type sends the
// member to the block's page (and keeps them there), or opens the type's dialog; in ko and en.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { BlockType } from '../../../contract';
import { ApiError } from '../../../src/api/api-error';
import { handleApiError } from '../../../src/shell';
import { accountBlock } from '../../../src/shell/account-blocks';
import { setLanguage } from '../../../src/state/settings';
import { initI18n } from '../../../src/i18n';
import { DEMO_USER, envelope, mountApp, stubApi } from './harness';

const refusal = (blockType: BlockType) => () =>
  envelope(
    { blockType },
    403,
    'BLOCK',
    '서비스 이용 제한||고객님의 계정은 현재 서비스 이용이 제한되어 있습니다.',
  );

function refuse(blockType: BlockType) {
  handleApiError(
    new ApiError(
      { kind: 'http', httpStatus: 403, code: 'BLOCK', message: '이용 제한||이용할 수 없습니다.' },
      { blockType },
    ),
  );
}

beforeEach(() => {
  Object.assign(accountBlock, { memNo: null, target: null });
});

/** The app for a member whose block-status check (asked on every path change) is refused with `blockType`. */
function mountBlocked(path: string, blockType: BlockType) {
  stubApi({
    'GET /v1/members/me': () => envelope(DEMO_USER),
    'GET /v1/members/block-status': refusal(blockType),
  });
  return mountApp(path);
}

describe('a block that sends the member to a page', () => {
  test.each<[BlockType, string, string]>([
    ['CUSTOMER_CONFIRM', '/block/kyc', '고객확인 필요'],
    ['EMAIL_TRANSFER', '/legacy/member_operation/trans_email_change', '로그인 이메일 변경'],
    ['CORPORATE_MEMBER', '/block/corporate', '법인 회원 안내'],
    ['SUB_ACCOUNT', '/block/sub-accounts-info', '서브 계정 안내'],
  ])('%s lands on %s', async (blockType, target, heading) => {
    const { router } = mountBlocked('/', blockType);
    await expect.element(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(router.state.location.pathname).toBe(target);
  });

  test('the member stays there: other pages lead back, the guides (and terms) stay open', async () => {
    const { router } = mountBlocked('/', 'CUSTOMER_CONFIRM');
    await expect.element(page.getByRole('heading', { level: 1, name: '고객확인 필요' })).toBeVisible();
    await router.navigate('/insight');
    await expect.element(page.getByRole('heading', { level: 1, name: '고객확인 필요' })).toBeVisible();
    await router.navigate('/info/guide');
    await expect.element(page.getByRole('heading', { level: 1, name: '이용 안내' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/info/guide');
  });

  test('in English', async () => {
    setLanguage('en', { broadcast: false });
    const { router } = mountBlocked('/', 'CORPORATE_MEMBER');
    initI18n('en');
    setLanguage('en', { broadcast: false });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Corporate member notice' }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/block/corporate');
  });
});

describe('a block that shows a dialog', () => {
  function mountMember(language: 'ko' | 'en') {
    stubApi({ 'GET /v1/members/me': () => envelope(DEMO_USER) });
    const app = mountApp('/insight');
    initI18n(language);
    setLanguage(language, { broadcast: false });
    return app;
  }

  test.each([
    ['ko', '본인 확인이 필요합니다', '앱 다운로드'],
    ['en', 'Identity verification needed', 'Download the app'],
  ] as const)(
    'check customer confirm (%s): the app download opens the download page',
    async (language, title, button) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { router } = mountMember(language);
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      refuse('CHECK_CUSTOMER_CONFIRM');
      const dialog = page.getByRole('alertdialog', { name: title });
      await dialog.getByRole('button', { name: button }).click();
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/\/ext\/app-download$/),
        '_blank',
        'noopener,noreferrer',
      );
      await expect.element(dialog).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/insight');
      open.mockRestore();
    },
  );

  test.each([
    ['ko', '계좌 확인이 필요합니다', '원화 입금하기'],
    ['en', 'Bank account confirmation needed', 'Deposit KRW'],
  ] as const)(
    'check account (%s): the button goes to the KRW deposit page',
    async (language, title, button) => {
      const { router } = mountMember(language);
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      refuse('CHECK_ACCOUNT');
      const dialog = page.getByRole('alertdialog', { name: title });
      await dialog.getByRole('button', { name: button }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.poll(() => router.state.location.pathname).toBe('/inout/deposit/KRW');
    },
  );

  test('check account: closing leaves the member where they are', async () => {
    const { router } = mountMember('en');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    refuse('CHECK_ACCOUNT');
    const dialog = page.getByRole('alertdialog', { name: 'Bank account confirmation needed' });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/insight');
  });

  test('service block: the service-block dialog with the message', async () => {
    const { router } = mountMember('ko');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    refuse('SERVICE_BLOCK');
    const dialog = page.getByRole('alertdialog', { name: '이용 제한' });
    await expect.element(dialog.getByText('이용할 수 없습니다.')).toBeVisible();
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  test('service block: the dialog shows no code, even when the message ends with one', async () => {
    mountMember('ko');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    handleApiError(
      new ApiError(
        {
          kind: 'http',
          httpStatus: 403,
          code: 'BLOCK',
          message: '서비스 이용 제한||고객센터로 문의해 주세요.: SERVICE_BLOCK',
        },
        { blockType: 'SERVICE_BLOCK' },
      ),
    );
    const dialog = page.getByRole('alertdialog', { name: '서비스 이용 제한' });
    await expect.element(dialog.getByText('고객센터로 문의해 주세요.', { exact: true })).toBeVisible();
    expect(dialog.element().textContent).not.toMatch(/SERVICE_BLOCK|BLOCK/);
  });

  test('a silent call refused for the block still moves the member', async () => {
    stubApi({
      'GET /v1/members/me': () => envelope(DEMO_USER),
      // The unseen-interest call beside the header is silent: a block still comes through.
      'GET /v1/assets/interest/unseen': refusal('SUB_ACCOUNT'),
    });
    const { router } = mountApp('/');
    await expect.element(page.getByRole('heading', { level: 1, name: '서브 계정 안내' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/block/sub-accounts-info');
  });
});
