import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { GALLERY_PATH } from '../../../src/app/router';
import { GalleryPage } from '../../../src/dev/GalleryPage';
import { GALLERY_ENTRIES, GALLERY_SECTIONS, missingSections } from '../../../src/dev/gallery-entries';
import { i18n } from '../../../src/i18n';
import { mountApp, stubApi } from '../shell/harness';
import { mount } from '../ui/mount';

/** Fails the test on any console error or warning (React's included). */
function watchConsole() {
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  onTestFinished(() => {
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
  return { error, warn };
}

function sectionIds(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-gallery-section]')].map(
    (section) => section.dataset.gallerySection ?? '',
  );
}

describe('gallery', () => {
  test('shows a section per block, in Korean and then English, without console errors', async () => {
    const consoleSpies = watchConsole();
    mount(<GalleryPage />);
    await expect.element(page.getByRole('heading', { level: 1, name: '구성 요소 갤러리' })).toBeVisible();
    expect(sectionIds()).toEqual(GALLERY_ENTRIES.map((entry) => entry.id));
    expect(missingSections()).toEqual([]);
    expect([...sectionIds()].sort()).toEqual([...GALLERY_SECTIONS].sort());
    for (const name of ['입력창', '수량 입력', '선택 상자', '날짜 선택'])
      await expect.element(page.getByRole('region', { name, exact: true })).toBeVisible();
    for (const name of [
      '모달',
      '알림 모달',
      '토스트',
      '정렬 목록 헤더',
      '라디오',
      '비율 슬라이더',
      '페이지 이동',
    ])
      await expect.element(page.getByRole('region', { name, exact: true })).toBeVisible();
    await expect.element(page.getByRole('slider', { name: '비율', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Percentage slider' })).toBeVisible();
    await expect.element(page.getByRole('slider', { name: 'Ratio', exact: true })).toBeVisible();
    await expect.element(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(sectionIds()).toEqual(GALLERY_ENTRIES.map((entry) => entry.id));
    // The gallery's language is its own: the app's stays as it was.
    expect(i18n.language).toBe('ko');
    expect(consoleSpies.error).not.toHaveBeenCalled();
  });

  test('its demos work: stacked modals, the alert, toasts and sorting', async () => {
    watchConsole();
    mount(<GalleryPage />);
    await page.getByRole('button', { name: '모달 두 개 겹쳐 열기' }).click();
    await expect.element(page.getByRole('dialog', { name: '위에 열린 모달' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    expect(page.getByRole('dialog').query()).toBeNull();

    await page.getByRole('button', { name: '알림 모달 열기' }).click();
    const alert = page.getByRole('alertdialog', { name: '주문 안내' });
    await alert.getByRole('link', { name: '주문 화면' }).click();
    await expect.element(page.getByText('이동: /trade/order/BTC_KRW')).toBeVisible();

    // The clock stands still between the two clicks, so the second is inside the 500 ms throttle
    // however slow the machine is.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await page.getByRole('button', { name: '토스트 보이기' }).click();
    await page.getByRole('button', { name: '토스트 보이기' }).click();
    vi.useRealTimers();
    await expect.element(page.getByRole('status')).toHaveTextContent('주문이 접수되었습니다.');
    expect(document.querySelectorAll('.td-toast')).toHaveLength(1);

    const volume = page.getByRole('columnheader', { name: '거래대금' });
    await expect.element(volume).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('columnheader', { name: '현재가' }).getByRole('button').click();
    await expect
      .element(page.getByRole('columnheader', { name: '현재가' }))
      .toHaveAttribute('aria-sort', 'descending');
  });

  test(`is routed at ${GALLERY_PATH} in development`, async () => {
    watchConsole();
    stubApi();
    mountApp(GALLERY_PATH);
    await expect.element(page.getByRole('heading', { level: 1, name: '구성 요소 갤러리' })).toBeVisible();
    expect(sectionIds()).toEqual(GALLERY_ENTRIES.map((entry) => entry.id));
  });
});
