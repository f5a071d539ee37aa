/**
 * The /terms pages: the current version by default, the date select (newest first, the current one
 * marked) switching versions, the old-terms notice for a version no longer in effect and its way back,
 * a day in the address, and a body's line breaks converted and markup sanitised; in English and Korean.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { initI18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { mountTerms, termsRoutes } from './terms-harness';

const optionTexts = () =>
  page
    .getByRole('option')
    .elements()
    .map((option) => option.textContent);

describe('terms pages', () => {
  test('en: the current terms of service, then an earlier date with the old-terms notice, then back', async () => {
    const { router } = mountTerms('/terms/info-terms', 'en');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Tradedeck Terms of Service' }))
      .toBeVisible();
    await expect.element(page.getByText('Effective 2025-09-01', { exact: true })).toBeVisible();
    const document = page.getByRole('document', { name: 'Tradedeck Terms of Service' });
    await expect.element(document.getByText('Article 10 (Disputes)')).toBeVisible();
    expect(page.getByRole('alertdialog').elements()).toEqual([]);

    const select = page.getByRole('combobox', { name: 'Effective date' });
    await expect.element(select).toHaveTextContent('2025-09-01 (current)');
    await select.click();
    await expect.poll(optionTexts).toEqual(['2025-09-01 (current)', '2024-07-19', '2023-03-01']);
    await page.getByRole('option', { name: '2023-03-01' }).click();

    await expect.element(page.getByText('Effective 2023-03-01', { exact: true })).toBeVisible();
    await expect.element(document.getByText('Article 8 (Changes to these terms)')).toBeVisible();
    expect(document.getByText('Article 10 (Disputes)').elements()).toEqual([]);
    expect(router.state.location.search).toBe('?date=2023-03-01');
    const notice = page.getByRole('alertdialog', { name: 'Previous terms' });
    await expect
      .element(notice)
      .toHaveTextContent(
        'You are viewing terms that are no longer in effect (effective 2023-03-01). The current terms, effective 2025-09-01, apply.',
      );

    await notice.getByRole('button', { name: 'View current terms' }).click();
    await expect.element(notice).not.toBeInTheDocument();
    await expect.element(page.getByText('Effective 2025-09-01', { exact: true })).toBeVisible();
    await expect.element(select).toHaveTextContent('2025-09-01 (current)');
    expect(router.state.location.search).toBe('');
  });

  test('ko: the privacy policy by date; Close keeps the earlier version; the current date needs no notice', async () => {
    mountTerms('/terms/info-customer', 'ko');
    await expect.element(page.getByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeVisible();
    await expect.element(page.getByText('시행일 2025-10-01', { exact: true })).toBeVisible();
    const select = page.getByRole('combobox', { name: '시행일' });
    await select.click();
    await expect.poll(optionTexts).toEqual(['2025-10-01 (현행)', '2024-07-19', '2023-03-01']);
    await page.getByRole('option', { name: '2024-07-19' }).click();

    const notice = page.getByRole('alertdialog', { name: '이전 약관 안내' });
    await expect
      .element(notice)
      .toHaveTextContent(
        '현재 보고 계신 약관은 2024-07-19부터 시행된 이전 약관으로, 지금은 효력이 없습니다. 현재는 2025-10-01부터 시행 중인 약관이 적용됩니다.',
      );
    await expect.element(notice.getByRole('button', { name: '현행 약관 보기' })).toBeVisible();
    await notice.getByRole('button', { name: '닫기', exact: true }).last().click();
    await expect.element(notice).not.toBeInTheDocument();
    await expect.element(page.getByText('시행일 2024-07-19', { exact: true })).toBeVisible();
    await expect.element(page.getByText('제4조 (개인정보의 제3자 제공)')).toBeVisible();

    await select.click();
    await page.getByRole('option', { name: '2025-10-01 (현행)' }).click();
    await expect.element(page.getByText('시행일 2025-10-01', { exact: true })).toBeVisible();
    await expect.element(page.getByText('제8조 (자동 수집 장치의 설치·운영 및 거부)')).toBeVisible();
    expect(page.getByRole('alertdialog').elements()).toEqual([]);
  });

  test('a day in the address shows the version in effect that day, with the notice', async () => {
    mountTerms('/terms/info-image-information?date=2024-01-01', 'en');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Video device policy' })).toBeVisible();
    await expect.element(page.getByText('Effective 2022-12-01', { exact: true })).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Effective date' }))
      .toHaveTextContent('2022-12-01');
    await expect.element(page.getByRole('alertdialog', { name: 'Previous terms' })).toBeVisible();
  });

  test('the Open API terms follow a language switch, document included', async () => {
    mountTerms('/terms/info-api', 'en');
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Tradedeck Open API Terms of Use' }))
      .toBeVisible();
    await expect.element(page.getByText('Article 6 (While using Plus buy)')).toBeVisible();
    // The app's language switch: the setting, and i18next following it.
    setLanguage('ko', { broadcast: false });
    initI18n('ko');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Open API 이용약관' })).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 2, name: '트레이드덱 Open API 이용약관' }))
      .toBeVisible();
    await expect.element(page.getByText('제6조 (플러스 매수 이용 중의 제한)')).toBeVisible();
    await expect.element(page.getByText('시행일 2025-02-10', { exact: true })).toBeVisible();
  });

  test("a body's line-break placeholders become breaks and hostile markup is removed", async () => {
    const hostile = {
      versionId: 99,
      type: 'terms' as const,
      effectiveDate: '2025-09-01',
      title: 'Hostile terms',
      isCurrent: true,
      body: '<p onclick="steal()">first line\\nsecond line\nthird line<script>steal()</script><img src=x onerror="steal()"></p><iframe src="https://evil.example"></iframe>',
    };
    mountTerms(
      '/terms/info-terms',
      'en',
      termsRoutes((_type, ref) => (ref === 'current' ? hostile : undefined)),
    );
    const document = page.getByRole('document', { name: 'Hostile terms' });
    await expect.element(document).toBeVisible();
    const html = document.element().innerHTML;
    expect(html).toBe('<p>first line<br>second line<br>third line</p>');
  });
});
