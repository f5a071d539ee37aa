/**
 * The browser-support banner (chart spec §2, §9) through the whole app: the browser's brands are
 * stubbed (the test browser is Chromium, which counts as Chrome), the clock is faked (Date only).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { browserBannerRecord, CHROME_DOWNLOAD_URL } from '../../../src/shell/browser-support';
import { setLanguage } from '../../../src/state/settings';
import { mountApp, stubApi } from './harness';

const TEXTS = {
  ko: {
    label: '브라우저 지원 안내',
    message:
      '이 서비스는 크롬(Chrome) 브라우저에 최적화되어 있습니다. 현재 브라우저에서는 일부 기능이 원활하지 않을 수 있습니다.',
    download: '크롬 다운로드',
    dismiss: '오늘 하루 보지 않기',
    login: '로그인',
  },
  en: {
    label: 'Browser support',
    message:
      'This service is made for Google Chrome. In this browser some features may not work as expected.',
    download: 'Download Chrome',
    dismiss: "Don't show again today",
    login: 'Log in',
  },
} as const;

const EDGE = ['Microsoft Edge', 'Chromium', 'Not A(Brand'];
const CHROME = ['Google Chrome', 'Chromium', 'Not A(Brand'];

/** User-Agent Client Hints, which the DOM typings of TypeScript leave out. */
type WithClientHints = Navigator & { userAgentData: { brands: { brand: string; version: string }[] } };

function browserIs(brands: string[]) {
  vi.spyOn(navigator as WithClientHints, 'userAgentData', 'get').mockReturnValue({
    brands: brands.map((brand) => ({ brand, version: '131' })),
  });
}

function mountIn(language: 'ko' | 'en', path = '/insight') {
  const mounted = mountApp(path);
  setLanguage(language, { broadcast: false });
  return mounted;
}

beforeEach(() => {
  localStorage.removeItem(browserBannerRecord.key);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 15, 30));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.removeItem(browserBannerRecord.key);
});

describe.each(['ko', 'en'] as const)('the browser-support banner (%s)', (language) => {
  const text = TEXTS[language];
  const banner = () => page.getByRole('region', { name: text.label });

  test('shows in a browser that is not Chrome; dismissed, it stays hidden until midnight', async () => {
    browserIs(EDGE);
    stubApi();
    const first = mountIn(language);
    await expect.element(banner()).toBeVisible();
    await expect.element(banner().getByText(text.message)).toBeVisible();
    await expect
      .element(banner().getByRole('link', { name: text.download }))
      .toHaveAttribute('href', CHROME_DOWNLOAD_URL);
    await banner().getByRole('button', { name: text.dismiss }).click();
    await expect.element(banner()).not.toBeInTheDocument();
    expect(browserBannerRecord.read().hiddenUntil).toBe(new Date(2026, 10, 27).getTime());
    first.container.remove();

    // Later the same day (a new page load): still hidden.
    vi.setSystemTime(new Date(2026, 10, 26, 23, 59, 59));
    mountIn(language);
    await expect.element(page.getByRole('link', { name: text.login }).first()).toBeVisible();
    expect(banner().query()).toBeNull();

    // From midnight on it is back.
    vi.setSystemTime(new Date(2026, 10, 27, 0, 0));
    mountIn(language);
    await expect.element(banner()).toBeVisible();
  });

  test('Chrome gets no banner', async () => {
    browserIs(CHROME);
    stubApi();
    mountIn(language);
    await expect.element(page.getByRole('link', { name: text.login }).first()).toBeVisible();
    expect(banner().query()).toBeNull();
  });
});

test('a pop-out window (the chart popup) has no banner', async () => {
  browserIs(EDGE);
  stubApi();
  mountIn('en', '/trade/chart/BTC-KRW');
  await expect.poll(() => document.querySelector('.td-app--bare')).not.toBeNull();
  expect(page.getByRole('region', { name: TEXTS.en.label }).query()).toBeNull();
});
