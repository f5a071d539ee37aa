import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { EXTERNAL_SITE_PATH } from '../../../../contract';
import { initI18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { mountApp, stubApi } from '../../shell/harness';
import { PHONE_NUMBER } from '../../../fixtures/phone-number';

const footer = () => page.getByRole('contentinfo');

async function expectExternal(name: string, id: string) {
  const link = footer().getByRole('link', { name, exact: true });
  await expect.element(link).toHaveAttribute('href', `${EXTERNAL_SITE_PATH}/${id}`);
  await expect.element(link).toHaveAttribute('target', '_blank');
  await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
}

describe('footer', () => {
  test('in Korean: terms pages, contact entries, social channels, company, marks and the risk warning', async () => {
    stubApi();
    const { router } = mountApp('/insight');
    await expect.element(footer()).toBeVisible();

    const terms = footer().getByRole('navigation', { name: '약관 및 정책' });
    await expect
      .element(terms.getByRole('link', { name: '이용약관', exact: true }))
      .toHaveAttribute('href', '/terms/info-terms');
    await expect
      .element(terms.getByRole('link', { name: 'Open API 이용약관' }))
      .toHaveAttribute('href', '/terms/info-api');
    await expect
      .element(terms.getByRole('link', { name: '개인정보 처리방침' }))
      .toHaveAttribute('href', '/terms/info-customer');
    await expect
      .element(terms.getByRole('link', { name: '영상정보처리기기 운영·관리 방침' }))
      .toHaveAttribute('href', '/terms/info-image-information');

    for (const [name, id] of [
      ['상장 문의', 'listing-support'],
      ['제휴 문의', 'partnership'],
      ['제보하기', 'tip'],
      ['개인정보 보호센터', 'privacy-center'],
      ['전화 상담', 'phone-support'],
      ['채팅 상담', 'chat-consultation'],
      ['투자자 보호센터', 'investor-protection'],
      ['텔레그램', 'telegram'],
      ['블로그', 'blog'],
      ['동영상 채널', 'video'],
      ['오픈 채팅', 'chat'],
      ['포토 채널', 'photo'],
      ['페이스북', 'facebook'],
      ['X', 'x'],
    ] as const)
      await expectExternal(name, id);
    await expect
      .element(footer().getByRole('link', { name: '텔레그램' }))
      .toHaveAccessibleDescription('새 창에서 열립니다');

    const company = footer().getByRole('region', { name: '회사 정보' });
    await expect.element(company.getByText('(주)트레이드덱')).toBeVisible();
    await expect.element(company.getByText('123-45-67890')).toBeVisible();
    await expect.element(company.getByText(/모의 거래소의 가상 회사 정보/)).toBeVisible();
    const marks = footer().getByRole('region', { name: '인증' });
    await expect.element(marks.getByRole('listitem')).toHaveLength(2);
    await expect.element(marks.getByText('ISMS-P')).toBeVisible();
    await expect.element(marks.getByText('가상자산사업자 신고 수리')).toBeVisible();
    await expect.element(footer().getByRole('region', { name: '투자 유의사항' })).toBeVisible();
    expect(footer().element().querySelector('img')).toBeNull();
    expect(footer().element().textContent).not.toMatch(PHONE_NUMBER);

    await terms.getByRole('link', { name: '이용약관', exact: true }).click();
    // The terms pages load on demand: the location changes once the page is loaded.
    await expect.poll(() => router.state.location.pathname).toBe('/terms/info-terms');
    await expect.element(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  });

  test('in English, with every external link opening safely', async () => {
    stubApi();
    mountApp('/membership');
    await expect.element(footer()).toBeVisible();
    setLanguage('en', { broadcast: false });
    initI18n('en');

    await expect.element(page.getByRole('contentinfo', { name: 'Site information' })).toBeVisible();
    const terms = footer().getByRole('navigation', { name: 'Terms and policies' });
    await expect
      .element(terms.getByRole('link', { name: 'Privacy policy' }))
      .toHaveAttribute('href', '/terms/info-customer');
    await expectExternal('Listing inquiry', 'listing-support');
    await expectExternal('Phone support', 'phone-support');
    await expectExternal('Investor protection center', 'investor-protection');
    await expectExternal('Facebook', 'facebook');
    await expect
      .element(footer().getByRole('link', { name: 'Telegram' }))
      .toHaveAccessibleDescription('Opens in a new window');
    await expect
      .element(footer().getByRole('region', { name: 'Company information' }).getByText('Tradedeck Co., Ltd.'))
      .toBeVisible();
    await expect
      .element(footer().getByRole('region', { name: 'Certifications' }).getByText('VASP'))
      .toBeVisible();
    await expect.element(footer().getByRole('region', { name: 'Investment risk warning' })).toBeVisible();

    const external = [...footer().element().querySelectorAll('a[target="_blank"]')];
    expect(external).toHaveLength(14);
    for (const link of external) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(footer().element().textContent).not.toMatch(PHONE_NUMBER);
  });
});
