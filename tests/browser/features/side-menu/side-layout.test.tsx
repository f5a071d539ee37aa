// The side layout through the app's routes (chart spec §2): titled groups, the current link by pattern,
// hidden items, no menu on the auto-trading history, the scroll reset; by role and name in ko and en.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { initI18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { demoUser } from '../../../fixtures/user';
import { envelope, mountApp, stubApi } from '../../shell/harness';
import { mountInout } from '../inout/inout-harness';

function mountAs(path: string, options: { member: boolean; language: 'ko' | 'en'; limitAccount?: boolean }) {
  stubApi(
    options.member
      ? { 'GET /v1/members/me': () => envelope(demoUser({ isLimitAccount: options.limitAccount ?? false })) }
      : {},
  );
  const app = mountApp(path);
  initI18n(options.language);
  setLanguage(options.language, { broadcast: false });
  return app;
}

describe('the menu', () => {
  test('a guest on a terms page (ko): the guides and terms, the current page marked', async () => {
    mountAs('/terms/info-terms', { member: false, language: 'ko' });
    const menu = page.getByRole('navigation', { name: '사이드 메뉴' });
    await expect.element(menu.getByRole('heading', { name: '이용 안내' })).toBeVisible();
    await expect.element(menu.getByRole('heading', { name: '약관 및 정책' })).toBeVisible();
    await expect.element(menu.getByRole('heading', { name: '입출금' })).not.toBeInTheDocument();
    await expect
      .element(menu.getByRole('link', { name: '이용약관', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(menu.getByRole('link', { name: 'Open API 이용약관' }))
      .not.toHaveAttribute('aria-current');
    await expect.element(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  });

  test('a member (en): every group; the deposit link is current on any coin; links move the page', async () => {
    const { router } = mountAs('/member/my-page', { member: true, language: 'en' });
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await expect.element(menu.getByRole('heading', { name: 'Deposit/withdrawal' })).toBeVisible();
    await expect.element(menu.getByRole('heading', { name: 'My page' })).toBeVisible();
    await expect.element(menu.getByRole('link', { name: 'My page' })).toHaveAttribute('aria-current', 'page');
    // No limit account, no limit raise.
    await expect.element(menu.getByRole('link', { name: 'Limit raise request' })).not.toBeInTheDocument();
    await menu.getByRole('link', { name: 'Trading fees' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Trading fees' })).toBeVisible();
    await expect
      .element(menu.getByRole('link', { name: 'Trading fees' }))
      .toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe('/info/fee/trade');
  });

  test('a limit account sees limit raise', async () => {
    mountAs('/inout/limit-raise', { member: true, language: 'ko', limitAccount: true });
    const menu = page.getByRole('navigation', { name: '사이드 메뉴' });
    await expect
      .element(menu.getByRole('link', { name: '한도 상향 신청' }))
      .toHaveAttribute('aria-current', 'page');
  });

  test('the deposit link is current on /inout/deposit/BTC', async () => {
    mountInout('/inout/deposit/BTC');
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await expect
      .element(menu.getByRole('link', { name: 'Deposit', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(menu.getByRole('link', { name: 'Deposit', exact: true }))
      .toHaveAttribute('href', '/inout/deposit/KRW');
  });

  test('no menu on the auto-trading history; its page takes the place', async () => {
    mountAs('/history/auto-trading', { member: true, language: 'en' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Auto trading history' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  test('pages outside the sections have no side menu', async () => {
    mountAs('/insight', { member: true, language: 'en' });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });
});

describe('the scroll', () => {
  test('goes to the top when the page changes, not when only the coin does', async () => {
    const { router } = mountInout('/inout/deposit/BTC');
    // Room to scroll whatever the page's own height; no scroll anchoring moving it as the content changes.
    document.body.style.minHeight = '6000px';
    document.documentElement.style.overflowAnchor = 'none';
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await expect.element(menu).toBeVisible();
    window.scrollTo(0, 800);
    expect(window.scrollY).toBe(800);
    await router.navigate('/inout/deposit/ETH');
    await expect.poll(() => router.state.location.pathname).toBe('/inout/deposit/ETH');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    // Not sent to the top (the new coin's content may move it by a few pixels).
    expect(window.scrollY).toBeGreaterThan(700);
    await router.navigate('/inout/withdraw/ETH');
    await expect.poll(() => window.scrollY).toBe(0);
    document.body.style.minHeight = '';
    document.documentElement.style.overflowAnchor = '';
  });
});
