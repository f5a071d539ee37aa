// The member-notice pages by role and name in ko and en: what happened, why, the steps, the buttons,
// and the slot a page's own form mounts in.
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import { MemberNoticePage } from '../../../../src/features/member-notices';
import { initI18n } from '../../../../src/i18n';
import { configureApiClient } from '../../../../src/api/transport';
import { setLanguage, settings } from '../../../../src/state/settings';
import { termsRoutes } from '../terms/terms-harness';
import { DEMO_USER, envelope, mountApp, stubApi } from '../../shell/harness';

function mountMember(path: string, language: 'ko' | 'en') {
  stubApi({
    'GET /v1/members/me': () => envelope(DEMO_USER),
    'GET /v1/terms/customer_confirm_policy/current': termsRoutes(),
  });
  const app = mountApp(path);
  initI18n(language);
  setLanguage(language, { broadcast: false });
  return app;
}

describe('the KYC block page', () => {
  test('in Korean', async () => {
    mountMember('/block/kyc', 'ko');
    await expect.element(page.getByRole('heading', { level: 1, name: '고객확인 필요' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: '무슨 일인가요' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: '이유' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: '이렇게 해 주세요' })).toBeVisible();
    await expect
      .element(page.getByRole('main').getByRole('listitem').first())
      .toHaveTextContent('Tradedeck 앱을 내려받아');
    await expect
      .element(page.getByRole('link', { name: '앱 다운로드' }).last())
      .toHaveAttribute('href', expect.stringMatching(/\/ext\/app-download$/));
    await expect
      .element(page.getByRole('link', { name: '고객센터 채팅 상담' }))
      .toHaveAttribute('target', '_blank');
    await expect.element(page.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  test('its button opens the re-authentication guide (ko, then en)', async () => {
    mountMember('/block/kyc', 'ko');
    await page.getByRole('button', { name: '본인인증 재진행 안내' }).click();
    const ko = page.getByRole('alertdialog', { name: '본인인증 재진행 안내' });
    await expect.element(ko.getByText('NICE평가정보 고객센터: 1600-1522')).toBeVisible();
    await ko.getByRole('button', { name: '확인' }).click();
    await expect.element(ko).not.toBeInTheDocument();

    setLanguage('en', { broadcast: false });
    initI18n('en');
    await page.getByRole('button', { name: 'Identity re-verification guide' }).click();
    await expect.element(page.getByRole('alertdialog', { name: 'Verify your identity again' })).toBeVisible();
  });

  test('its policy button opens the KYC policy in the terms dialog (en)', async () => {
    mountMember('/block/kyc', 'en');
    configureApiClient({ language: () => settings.language });
    await page.getByRole('button', { name: 'Customer due diligence (KYC) policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer Due Diligence (KYC) Policy' });
    await expect
      .element(dialog.getByRole('document', { name: 'Customer Due Diligence (KYC) Policy' }))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('in English', async () => {
    mountMember('/block/kyc', 'en');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Customer verification required' }))
      .toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'What to do' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Chat with customer support' })).toBeVisible();
  });
});

test.each([
  ['/block/corporate', 'Corporate member notice', 'Corporate member guide'],
  ['/block/sub-accounts-info', 'Sub-account notice', 'Chat with customer support'],
  ['/legacy/member_operation/trans_email_change', 'Change login e-mail', 'User manual'],
  ['/member/personal-information-protection', 'Protect your personal information', 'Change my password'],
])('%s says what to do (en)', async (path, heading, button) => {
  mountMember(path, 'en');
  await expect.element(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect.element(page.getByRole('heading', { name: 'What happened' })).toBeVisible();
  await expect.element(page.getByRole('link', { name: button })).toBeVisible();
});

test('login security has a slot for its own form', async () => {
  initI18n('ko');
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <MemberNoticePage id="loginSecurity">
          <form aria-label="SMS 인증" />
        </MemberNoticePage>
      ),
    },
  ]);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<RouterProvider router={router} />);
  onTestFinished(() => {
    root.unmount();
    container.remove();
  });
  await expect.element(page.getByRole('heading', { level: 1, name: '로그인 보안' })).toBeVisible();
  await expect.element(page.getByRole('form', { name: 'SMS 인증' })).toBeInTheDocument();
});
