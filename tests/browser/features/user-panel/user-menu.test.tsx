/**
 * The member's menu and the dropdown user panel in real Chromium, by role and name in Korean and English:
 * the trigger, opening and closing (Escape with the focus back, outside press, route change, logout), the
 * asset summary and its persisted switch, the links, and both banners (autoplay and hover pause on fake
 * timers, the premium banner closed until the next KST midnight).
 */
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SHELL } from '../../../../contract';
import { getQueryClient } from '../../../../src/api/query';
import { nextKstMidnight } from '../../../../src/lib/kst';
import { setLanguage } from '../../../../src/state/settings';
import { initI18n } from '../../../../src/i18n';
import { demoUser } from '../../../fixtures/user';
import { callsTo } from '../../shell/harness';
import { clearPremiumCookie, envelope, mountPanel, PREMIUM_COOKIE, VOUCHER_BANNERS } from './harness';

const VISIBILITY_KEY = 'tradedeck.userPanel.assetsVisible';

beforeEach(() => {
  localStorage.removeItem(VISIBILITY_KEY);
  clearPremiumCookie();
});

afterEach(() => {
  clearPremiumCookie();
  getQueryClient().clear();
});

const trigger = (name: string | RegExp = /김데모/) => page.getByRole('button', { name });
const panel = (name = 'User panel') => page.getByRole('region', { name });

async function openPanel() {
  await trigger().click();
  await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
}

/** Two frames: React has run the effects of what it just painted (the carousel's timer is set or cleared). */
const settle = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('the trigger', () => {
  test('English: the grade icon in the grade colour, the grade and the greeting in its name', async () => {
    mountPanel();
    const button = trigger();
    await expect.element(button).toHaveAccessibleName('Orange grade Hello, 김데모');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    const icon = button.element().querySelector('svg')!;
    expect(getComputedStyle(icon).color).toBe('rgb(243, 115, 33)');
  });

  test('Korean names', async () => {
    mountPanel({ language: 'ko', user: demoUser({ nameOfGrade: 'VIP', colorOfGrade: '#7a3cff' }) });
    const button = trigger();
    await expect.element(button).toHaveAccessibleName('VIP 등급 김데모님');
    await button.click();
    await expect.element(page.getByRole('region', { name: '회원 패널' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '마이페이지' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect.element(page.getByRole('switch', { name: '자산 표시' })).toHaveTextContent('ON');
  });

  test('guests see nothing of it', async () => {
    mountPanel({ user: null });
    await expect.element(page.getByRole('button', { name: 'outside' })).toBeVisible();
    expect(page.getByRole('button', { name: /grade/ }).elements()).toHaveLength(0);
  });
});

describe('opening and closing', () => {
  test('opens on the button; Escape closes it and gives the focus back', async () => {
    mountPanel();
    await openPanel();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'My page' }).element().focus();
    await userEvent.keyboard('{Escape}');
    await expect.element(panel()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the button toggles it; a press outside closes it', async () => {
    mountPanel();
    await openPanel();
    await trigger().click();
    await expect.element(panel()).not.toBeInTheDocument();
    await openPanel();
    await page.getByRole('button', { name: 'outside' }).click();
    await expect.element(panel()).not.toBeInTheDocument();
  });

  test('a route change closes it', async () => {
    const { router } = mountPanel();
    await openPanel();
    await router.navigate('/trade/order/ETH-KRW');
    await expect.element(page.getByTestId('path')).toHaveTextContent('/trade/order/ETH-KRW');
    await expect.element(panel()).not.toBeInTheDocument();
  });

  test('following a link goes there and closes it', async () => {
    mountPanel();
    await openPanel();
    await page.getByRole('link', { name: 'Deposit' }).click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/inout/deposit/KRW');
    await expect.element(panel()).not.toBeInTheDocument();
  });

  test('logout: the session ends, the panel and the menu go', async () => {
    const { fetchStub } = mountPanel();
    await openPanel();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.element(trigger()).not.toBeInTheDocument();
    expect(callsTo(fetchStub, '/v1/members/logout').map((init) => init.method)).toEqual(['POST']);
    expect(panel().elements()).toHaveLength(0);
  });
});

describe('the links', () => {
  test('premium grade, my page, my assets and the KRW deposit', async () => {
    mountPanel();
    await openPanel();
    const links = page.getByRole('navigation', { name: 'Member links' });
    await expect
      .element(links.getByRole('link', { name: 'Premium grade' }))
      .toHaveAttribute('href', '/member/premium-grade');
    await expect
      .element(links.getByRole('link', { name: 'My page' }))
      .toHaveAttribute('href', '/member/my-page');
    await expect
      .element(links.getByRole('link', { name: 'My assets' }))
      .toHaveAttribute('href', '/assets/my');
    await expect
      .element(links.getByRole('link', { name: 'Deposit' }))
      .toHaveAttribute('href', '/inout/deposit/KRW');
  });
});

describe('the asset summary', () => {
  const summary = () => page.getByRole('region', { name: 'Asset summary' });

  test('totals at live prices, a plus sign on gains, the rate with 2 decimals', async () => {
    mountPanel();
    await openPanel();
    await expect.element(summary()).toHaveTextContent('Total assets60,019,900 KRW');
    await expect.element(summary()).toHaveTextContent('Valuation profit+9,998,900 KRW');
    await expect.element(summary()).toHaveTextContent('Profit rate+24.98%');
  });

  test('Korean', async () => {
    mountPanel({ language: 'ko' });
    await openPanel();
    const korean = page.getByRole('region', { name: '자산 요약' });
    await expect.element(korean).toHaveTextContent('총 보유자산60,019,900원');
    await expect.element(korean).toHaveTextContent('평가손익+9,998,900원');
  });

  test('the switch hides the figures; the choice is kept when the panel opens again and after a reload', async () => {
    mountPanel();
    await openPanel();
    const toggle = page.getByRole('switch', { name: 'Show assets' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.element(toggle).toHaveTextContent('ON');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    await expect.element(toggle).toHaveTextContent('OFF');
    await expect.element(summary()).toHaveTextContent('Your assets are hidden');
    await expect.element(summary()).not.toHaveTextContent('Total assets');
    expect(JSON.parse(localStorage.getItem(VISIBILITY_KEY)!)).toEqual({ version: 1, visible: false });

    // The panel's content is mounted again when it opens again.
    await trigger().click();
    await expect.element(panel()).not.toBeInTheDocument();
    await openPanel();
    await expect
      .element(page.getByRole('switch', { name: 'Show assets' }))
      .toHaveAttribute('aria-checked', 'false');
    await expect.element(summary()).toHaveTextContent('Your assets are hidden');
    await page.getByRole('switch', { name: 'Show assets' }).click();
    await expect.element(summary()).toHaveTextContent('Total assets60,019,900 KRW');
    expect(JSON.parse(localStorage.getItem(VISIBILITY_KEY)!)).toEqual({ version: 1, visible: true });
  });

  test('a stored OFF (a reload) opens hidden; bad stored data reads as ON', async () => {
    localStorage.setItem(VISIBILITY_KEY, JSON.stringify({ version: 1, visible: false }));
    mountPanel();
    await openPanel();
    await expect
      .element(page.getByRole('switch', { name: 'Show assets' }))
      .toHaveAttribute('aria-checked', 'false');
    await trigger().click();
    localStorage.setItem(VISIBILITY_KEY, '{broken');
    await openPanel();
    await expect
      .element(page.getByRole('switch', { name: 'Show assets' }))
      .toHaveAttribute('aria-checked', 'true');
  });

  test('missing assets (a failed call, silent): the hidden-assets text, no dialog', async () => {
    mountPanel({ routes: { 'GET /v1/assets': () => envelope(null, 500, 'SERVER_ERROR', 'boom') } });
    await openPanel();
    await expect.element(summary()).toHaveTextContent('Your assets are hidden');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
  });
});

describe('the premium grade banner', () => {
  const banner = () => page.getByRole('region', { name: 'Premium grade benefits' });

  test('a premium group member sees its slide, linking where it says', async () => {
    mountPanel({ routes: { 'GET /v1/members/grade/premium': () => envelope(VOUCHER_BANNERS) } });
    await openPanel();
    await expect
      .element(banner().getByRole('link', { name: 'All voucher benefits' }))
      .toHaveAttribute('href', '/voucher/gift');
    // One slide: it stands still, without buttons.
    expect(banner().getByRole('button').elements()).toHaveLength(0);
  });

  test('with two slides it moves on by itself after 2,000 ms (shell spec §9), not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const second = {
      bannerId: 2,
      bannerUrl: '/img/gift.png',
      title: 'Gift vouchers',
      linkPath: '/voucher/gift',
    };
    mountPanel({
      routes: {
        'GET /v1/members/grade/premium': () =>
          envelope({ ...VOUCHER_BANNERS, banners: [...VOUCHER_BANNERS.banners, second] }),
      },
    });
    await openPanel();
    // Read the current dot directly: expect.element would move the fake clock while it polls.
    const current = () =>
      banner().element().querySelector('.td-carousel__dot[aria-current="true"]')?.getAttribute('aria-label');
    await expect.element(banner().getByRole('button', { name: 'Next slide' })).toBeVisible();
    // A pointer over it holds it still; moving away starts the count afresh.
    await banner().hover();
    await settle();
    await page.getByRole('button', { name: 'outside' }).hover();
    await settle();
    expect(current()).toBe('Slide 1');
    vi.advanceTimersByTime(1_999);
    await settle();
    expect(current()).toBe('Slide 1');
    vi.advanceTimersByTime(1);
    await settle();
    expect(current()).toBe('Slide 2');
  });

  test('outside the two groups: no banner', async () => {
    mountPanel({
      routes: {
        'GET /v1/members/grade/premium': () =>
          envelope({ groupName: null, banners: VOUCHER_BANNERS.banners }),
      },
    });
    await openPanel();
    await expect.element(page.getByRole('link', { name: 'My page' })).toBeVisible();
    expect(banner().elements()).toHaveLength(0);
  });

  test('closing sets the cookie until the next KST midnight and hides it; it is not asked for again', async () => {
    const { fetchStub } = mountPanel({
      routes: { 'GET /v1/members/grade/premium': () => envelope(VOUCHER_BANNERS) },
    });
    await openPanel();
    await expect.element(banner()).toBeVisible();
    const before = nextKstMidnight(Date.now());
    await page.getByRole('button', { name: 'Hide for today' }).click();
    const after = nextKstMidnight(Date.now());
    await expect.element(banner()).not.toBeInTheDocument();
    // Chromium's CookieStore answers the expiry too (TypeScript's DOM types know only name and value).
    const cookie = (await cookieStore.get(PREMIUM_COOKIE)) as {
      value: string;
      expires: number | null;
    } | null;
    expect(cookie?.value).toBe('1');
    expect([before, after]).toContain(cookie?.expires);

    const asked = callsTo(fetchStub, '/v1/members/grade/premium').length;
    getQueryClient().removeQueries({ queryKey: ['member', 'premiumGrade'] });
    await trigger().click();
    await openPanel();
    await expect.element(page.getByRole('link', { name: 'My page' })).toBeVisible();
    expect(banner().elements()).toHaveLength(0);
    expect(callsTo(fetchStub, '/v1/members/grade/premium')).toHaveLength(asked);
  });

  test('with the cookie present the call is not made at all', async () => {
    document.cookie = `${PREMIUM_COOKIE}=1; path=/`;
    const { fetchStub } = mountPanel({
      routes: { 'GET /v1/members/grade/premium': () => envelope(VOUCHER_BANNERS) },
    });
    await openPanel();
    await expect.element(page.getByRole('link', { name: 'My page' })).toBeVisible();
    expect(callsTo(fetchStub, '/v1/members/grade/premium')).toHaveLength(0);
  });

  test('the titles follow the language', async () => {
    mountPanel({
      routes: {
        'GET /v1/members/grade/premium': ({ init }) => {
          const language = new Headers(init?.headers).get('Accept-Language');
          const title = language === 'ko' ? '전체 바우처 혜택' : 'All voucher benefits';
          return envelope({ ...VOUCHER_BANNERS, banners: [{ ...VOUCHER_BANNERS.banners[0]!, title }] });
        },
      },
    });
    await openPanel();
    await expect.element(page.getByRole('link', { name: 'All voucher benefits' })).toBeVisible();
    setLanguage('ko', { broadcast: false });
    initI18n('ko');
    onTestFinished(() => {
      setLanguage('en', { broadcast: false });
      initI18n('en');
    });
    await expect.element(page.getByRole('link', { name: '전체 바우처 혜택' })).toBeVisible();
  });
});

describe('the new-deposit-support banner', () => {
  const banner = () => page.getByRole('region', { name: 'New deposit support' });
  const latest = () => envelope([{ coinType: 'C0108' }, { coinType: 'C9999' }, { coinType: 'C0102' }]);

  test('one slide per known coin, named in the language, linking to its deposit page', async () => {
    mountPanel({ routes: { 'GET /v1/coin-inout/latest': latest } });
    await openPanel();
    await expect
      .element(banner().getByRole('link', { name: 'Solana (SOL) deposits now supported' }))
      .toHaveAttribute('href', '/inout/deposit/SOL');
    await expect.element(banner().getByRole('group', { name: '1 of 2' })).toBeVisible();
    await banner().getByRole('button', { name: 'Next slide' }).click();
    await expect
      .element(banner().getByRole('link', { name: 'Ethereum (ETH) deposits now supported' }))
      .toHaveAttribute('href', '/inout/deposit/ETH');
  });

  test('Korean names', async () => {
    mountPanel({ language: 'ko', routes: { 'GET /v1/coin-inout/latest': latest } });
    await openPanel();
    await expect.element(page.getByRole('link', { name: '솔라나(SOL) 입금 지원 시작' })).toBeVisible();
  });

  test('autoplays every 2,000 ms and holds still while hovered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    mountPanel({ routes: { 'GET /v1/coin-inout/latest': latest } });
    await openPanel();
    const solana = banner().getByRole('link', { name: /Solana/ });
    const ethereum = banner().getByRole('link', { name: /Ethereum/ });
    // The slides' live region is off while the banner plays by itself, polite while it holds still.
    const live = () => banner().element().querySelector('.td-carousel__slides')!.getAttribute('aria-live');
    const outside = page.getByRole('button', { name: 'outside' });
    await expect.element(solana).toBeVisible();
    await outside.hover();
    await expect.poll(live).toBe('off');
    await settle();
    vi.advanceTimersByTime(SHELL.bannerAutoplayMs);
    await expect.element(ethereum).toBeVisible();

    await banner().hover();
    await expect.poll(live).toBe('polite');
    await settle();
    vi.advanceTimersByTime(SHELL.bannerAutoplayMs * 3);
    await settle();
    await expect.element(ethereum).toBeVisible();

    await outside.hover();
    await expect.poll(live).toBe('off');
    await settle();
    vi.advanceTimersByTime(SHELL.bannerAutoplayMs);
    await expect.element(solana).toBeVisible();
  });

  test('nothing new, or a failed call: no banner', async () => {
    mountPanel({
      routes: { 'GET /v1/coin-inout/latest': () => envelope(null, 500, 'SERVER_ERROR', 'boom') },
    });
    await openPanel();
    await expect.element(page.getByRole('link', { name: 'My page' })).toBeVisible();
    expect(banner().elements()).toHaveLength(0);
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
  });
});
