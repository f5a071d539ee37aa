import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { NetworkDelayPage } from '../../../../src/features/network-delay';
import { initI18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { mountApp, stubApi } from '../../shell/harness';
import { mount } from '../../ui/mount';

describe('network-delay page', () => {
  test('the route shows the access-delay guide with a link home (ko, then en)', async () => {
    stubApi();
    const { router } = mountApp('/network-delay');
    await expect.element(page.getByRole('heading', { level: 1, name: '접속 지연 안내' })).toBeVisible();
    await expect
      .element(
        page.getByText('이용자 급증으로 서비스가 일시적으로 지연되고 있습니다. 잠시 후 다시 시도해 주세요.'),
      )
      .toBeVisible();
    expect(page.getByRole('button', { name: '확인' }).query()).toBeNull();
    await expect.poll(() => document.title).toMatch(/^접속 지연 안내/);

    setLanguage('en', { broadcast: false });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Access delay guide' })).toBeVisible();
    await expect
      .element(
        page.getByText(
          'The service is temporarily delayed due to a surge in usage. Please try again shortly.',
        ),
      )
      .toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  test('ko: the link home', async () => {
    stubApi();
    const { router } = mountApp('/network-delay');
    await page.getByRole('link', { name: '홈으로' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  test.each([
    ['ko', '접속 지연 안내', '확인'],
    ['en', 'Access delay guide', 'Confirm'],
  ] as const)(
    '%s: with a callback, a confirm button runs it and there is no link',
    async (language, title, confirm) => {
      initI18n(language);
      const onConfirm = vi.fn();
      mount(
        <MemoryRouter>
          <NetworkDelayPage onConfirm={onConfirm} />
        </MemoryRouter>,
      );
      await expect.element(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(page.getByRole('link').query()).toBeNull();
      await page.getByRole('button', { name: confirm }).click();
      await page.getByRole('button', { name: confirm }).click();
      expect(onConfirm).toHaveBeenCalledTimes(2);
    },
  );
});
