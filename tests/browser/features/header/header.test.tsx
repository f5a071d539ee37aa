/**
 * The header in real Chromium, by role and name: the main menu and the all-menu in Korean and English
 * (keyboard, hover and screen-reader names), the rules that hide entries as the member's flags and the
 * silent calls answer, the app-download box with its QR code, the login link remembering the origin and
 * the compact header once the page is scrolled.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EXTERNAL_SITE_PATH, SHELL, type UserInfo } from '../../../../contract';
import { APP_DOWNLOAD } from '../../../../src/features/header/app-download';
import { qrModules } from '../../../../src/lib/qr-code';
import { initI18n } from '../../../../src/i18n';
import { setLanguage } from '../../../../src/state/settings';
import { demoUser } from '../../../fixtures/user';
import { callsTo, envelope, mountApp, stubApi, type Route } from '../../shell/harness';

const HOUR_MS = 3_600_000;

const header = () => page.getByRole('banner');
const mainMenu = () => header().getByRole('navigation');
const allMenuToggle = (name: string) => header().getByRole('button', { name, exact: true });

function member(overrides: Partial<UserInfo> = {}): Record<string, Route> {
  return { 'GET /v1/members/me': () => envelope(demoUser(overrides)) };
}

/** The all-menu's public calls: the newest notice `ageMs` old and `competitions` displayed. */
function menuCalls(ageMs: number, competitions: number): Record<string, Route> {
  return {
    'GET /v1/notices': () =>
      envelope([
        { noticeId: 2, title: 'n', publicationDateTime: new Date(Date.now() - ageMs).toISOString() },
        { noticeId: 1, title: 'o', publicationDateTime: new Date(Date.now() - 400 * HOUR_MS).toISOString() },
      ]),
    'GET /v1/competitions/summary': () => envelope({ displayingCompetitionCount: competitions }),
  };
}

function limitCalls(limitCustType: string, condition: string): Record<string, Route> {
  return {
    'GET /v1/members/limit-type': () => envelope({ limitCustType }),
    'GET /v1/members/limit-raise-condition': () => envelope({ statusOfRaiseLimitLineCondition: condition }),
  };
}

function english() {
  setLanguage('en', { broadcast: false });
  initI18n('en');
}

describe('the header for a guest', () => {
  test('in Korean: logo home, the main menu for all, login remembering the origin, sign-up', async () => {
    stubApi();
    const { router } = mountApp('/insight');
    await expect.element(header().getByRole('link', { name: '로그인' })).toBeVisible();
    await expect.element(header().getByRole('link', { name: 'Tradedeck 홈' })).toHaveAttribute('href', '/');
    await expect.element(mainMenu()).toHaveAccessibleName('주 메뉴');
    for (const name of ['거래소', '자산', '입출금'])
      await expect
        .element(mainMenu().getByRole('button', { name, exact: true }))
        .toHaveAttribute('aria-haspopup', 'menu');
    await expect
      .element(mainMenu().getByRole('link', { name: '마켓 인사이트' }))
      .toHaveAttribute('href', '/insight');
    await expect
      .element(header().getByRole('link', { name: '회원가입' }))
      .toHaveAttribute('href', '/member/join');
    expect(
      header()
        .getByRole('button', { name: /김데모/ })
        .elements(),
    ).toHaveLength(0);

    await header().getByRole('link', { name: '로그인' }).click();
    // The login page loads with its route: the location changes once it has loaded.
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/insight' });
  });

  test('a main-menu dropdown by keyboard: Enter opens on the first item, arrows move, Escape gives the focus back', async () => {
    stubApi();
    mountApp('/insight');
    const button = mainMenu().getByRole('button', { name: '거래소', exact: true });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    button.element().focus();
    await userEvent.keyboard('{Enter}');
    const menu = mainMenu().getByRole('menu', { name: '거래소' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    const order = menu.getByRole('menuitem', { name: '거래하기' });
    const status = menu.getByRole('menuitem', { name: '거래 현황' });
    await expect.element(order).toHaveFocus();
    await expect.element(status).toHaveAttribute('href', '/trade/status/BTC-KRW');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(status).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(order).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(status).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(order).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await expect
      .element(mainMenu().getByRole('menu', { name: '거래소' }).getByRole('menuitem', { name: '거래 현황' }))
      .toHaveFocus();
  });

  test('a dropdown opened by the mouse resting on it stays open on a click, and Escape on its button closes it', async () => {
    stubApi();
    mountApp('/insight');
    const button = mainMenu().getByRole('button', { name: '자산', exact: true });
    await userEvent.hover(button);
    const menu = mainMenu().getByRole('menu', { name: '자산' });
    await expect
      .element(menu.getByRole('menuitem', { name: '내 자산' }))
      .toHaveAttribute('href', '/assets/my');
    await button.click();
    await expect.element(menu).toBeVisible();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();

    await userEvent.hover(header().getByRole('link', { name: 'Tradedeck 홈' }));
    await userEvent.hover(button);
    await expect.element(menu).toBeVisible();
    await userEvent.hover(header().getByRole('link', { name: 'Tradedeck 홈' }));
    await expect.element(menu).not.toBeInTheDocument();
  });

  test('the all-menu in Korean: every section and group, business intro, corporate entry, ranking, the new dot, safe external links', async () => {
    stubApi(menuCalls(71 * HOUR_MS, 1));
    mountApp('/insight');
    const toggle = allMenuToggle('전체 메뉴');
    await toggle.click();
    const menu = header().getByRole('menu', { name: '전체 메뉴' });
    await expect.element(menu.getByRole('menuitem').first()).toHaveFocus();
    for (const group of [
      '혜택',
      '포인트',
      '투자 서비스',
      '소식',
      '이벤트',
      '고객센터',
      '이용 안내',
      '자료실',
      '비즈니스',
    ])
      await expect.element(menu.getByRole('group', { name: group, exact: true })).toBeVisible();
    const benefits = menu.getByRole('group', { name: '혜택' });
    await expect.element(benefits.getByRole('menuitem', { name: '친구 초대' })).toBeVisible();
    await expect.element(benefits.getByRole('menuitem', { name: '랭킹 이벤트' })).toBeVisible();
    const business = menu.getByRole('group', { name: '비즈니스' });
    await expect
      .element(business.getByRole('menuitem', { name: '비즈니스 소개' }))
      .toHaveAttribute('href', '/business/intro');
    await expect.element(business.getByRole('menuitem', { name: '법인 비즈니스' })).toBeVisible();

    const notice = menu.getByRole('menuitem', { name: '공지사항 새 공지' });
    await expect.element(notice).toHaveAttribute('href', `${EXTERNAL_SITE_PATH}/notice`);
    await expect.element(notice).toHaveAttribute('target', '_blank');
    await expect.element(notice).toHaveAttribute('rel', 'noopener noreferrer');
    for (const external of menu.element().querySelectorAll('a[target="_blank"]'))
      expect(external.getAttribute('rel')).toBe('noopener noreferrer');

    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(toggle).toHaveFocus();
  });

  test('a notice published 72 hours ago has no dot, and no competition hides the ranking entry', async () => {
    stubApi(menuCalls(SHELL.newNoticeWindowMs, 0));
    mountApp('/insight');
    await allMenuToggle('전체 메뉴').click();
    const menu = header().getByRole('menu', { name: '전체 메뉴' });
    await expect.element(menu.getByRole('menuitem', { name: '공지사항', exact: true })).toBeVisible();
    expect(menu.getByRole('menuitem', { name: '랭킹 이벤트' }).elements()).toHaveLength(0);
  });

  test('the app-download box opens on focus with a QR code of the download page and both store links', async () => {
    stubApi();
    mountApp('/insight');
    const button = header().getByRole('button', { name: '앱 다운로드' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    button.element().focus();
    const box = header().getByRole('group', { name: 'Tradedeck 앱 다운로드' });
    const qr = box.getByRole('img', { name: '앱 다운로드 QR 코드' });
    await expect.element(qr).toBeVisible();
    const modules = await qrModules(APP_DOWNLOAD.qrUrl);
    await expect.element(qr).toHaveAttribute('data-modules', String(modules.length));
    for (const [name, href] of [
      ['Google Play', APP_DOWNLOAD.android],
      ['App Store', APP_DOWNLOAD.ios],
    ] as const) {
      const store = box.getByRole('link', { name });
      await expect.element(store).toHaveAttribute('href', href);
      await expect.element(store).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(box).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });

  test('the app-download box opens while the mouse rests on it and closes when it leaves (shell spec §2.2)', async () => {
    stubApi();
    mountApp('/insight');
    const button = header().getByRole('button', { name: '앱 다운로드' });
    const box = header().getByRole('group', { name: 'Tradedeck 앱 다운로드' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await button.hover();
    await expect.element(box.getByRole('link', { name: 'App Store' })).toBeVisible();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.element()).not.toHaveFocus();
    await header().getByRole('link', { name: '로그인' }).hover();
    await expect.element(box).not.toBeInTheDocument();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header turns compact once the page is scrolled from the top, and back at the top', async () => {
    stubApi();
    mountApp('/insight');
    await expect.element(header()).toHaveAttribute('data-scrolled', 'false');
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    document.body.append(filler);
    try {
      window.scrollTo(0, 200);
      await expect.element(header()).toHaveAttribute('data-scrolled', 'true');
      await expect.element(header()).toHaveClass('td-header--compact');
      window.scrollTo(0, 0);
      await expect.element(header()).toHaveAttribute('data-scrolled', 'false');
    } finally {
      filler.remove();
    }
  });
});

describe('the header for a member', () => {
  test('in English, a business account: no referral, no business intro, no corporate entry; the member menu', async () => {
    stubApi({ ...member({ isBusiness: true }), ...menuCalls(HOUR_MS, 2) });
    mountApp('/insight');
    english();
    await expect.element(header().getByRole('button', { name: /김데모/ })).toBeVisible();
    expect(header().getByRole('link', { name: 'Log in' }).elements()).toHaveLength(0);
    await expect.element(mainMenu()).toHaveAccessibleName('Main menu');
    for (const name of ['Exchange', 'Assets', 'Deposit & withdrawal'])
      await expect.element(mainMenu().getByRole('button', { name, exact: true })).toBeVisible();
    await expect.element(mainMenu().getByRole('link', { name: 'Market insights' })).toBeVisible();
    await mainMenu().getByRole('button', { name: 'Exchange', exact: true }).click();
    await expect
      .element(
        mainMenu().getByRole('menu', { name: 'Exchange' }).getByRole('menuitem', { name: 'Trade status' }),
      )
      .toHaveAttribute('href', '/trade/status/BTC-KRW');
    await userEvent.keyboard('{Escape}');
    await allMenuToggle('All menu').click();
    const menu = header().getByRole('menu', { name: 'All menu' });
    await expect.element(menu.getByRole('menuitem', { name: 'Ranking event' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Notices New' })).toBeVisible();
    for (const hidden of ['Invite friends', 'Business intro', 'Corporate business'])
      expect(menu.getByRole('menuitem', { name: hidden }).elements()).toHaveLength(0);
    expect(menu.getByRole('group', { name: 'For businesses' }).elements()).toHaveLength(0);
  });

  test('a minor sees no referral entry', async () => {
    stubApi({ ...member({ isMinor: true }), ...menuCalls(HOUR_MS, 0) });
    mountApp('/insight');
    await expect.element(header().getByRole('button', { name: /김데모/ })).toBeVisible();
    await allMenuToggle('전체 메뉴').click();
    const menu = header().getByRole('menu', { name: '전체 메뉴' });
    await expect.element(menu.getByRole('menuitem', { name: '멤버십' })).toBeVisible();
    expect(menu.getByRole('menuitem', { name: '친구 초대' }).elements()).toHaveLength(0);
    expect(menu.getByRole('menuitem', { name: '비즈니스 소개' }).elements()).toHaveLength(0);
  });

  const limitMember = member({
    isLimitAccount: true,
    isVirtualAccount: true,
    limitCustType: 'LIMIT_ACCOUNT',
  });

  test('the limit-raise request shows in the deposit/withdrawal menu at case 05 of a limit account', async () => {
    stubApi({ ...limitMember, ...limitCalls('LIMIT_ACCOUNT', '05') });
    mountApp('/insight');
    await expect.element(header().getByRole('button', { name: /김데모/ })).toBeVisible();
    await mainMenu().getByRole('button', { name: '입출금', exact: true }).click();
    const menu = mainMenu().getByRole('menu', { name: '입출금' });
    await expect
      .element(menu.getByRole('menuitem', { name: '입출금하기' }))
      .toHaveAttribute('href', '/inout/deposit/KRW');
    await expect.element(menu.getByRole('menuitem', { name: '출금 주소록' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: '한도 상향 신청' })).toBeVisible();
  });

  test('a failed limit-raise-condition call stays silent: no entry, no dialog, no toast (shell spec §7)', async () => {
    const api = stubApi({
      ...limitMember,
      'GET /v1/members/limit-type': limitCalls('LIMIT_ACCOUNT', '05')['GET /v1/members/limit-type']!,
      'GET /v1/members/limit-raise-condition': () => envelope(null, 500, 'SERVER_ERROR', 'boom'),
    });
    mountApp('/insight');
    await expect.element(header().getByRole('button', { name: /김데모/ })).toBeVisible();
    await expect.poll(() => callsTo(api, '/v1/members/limit-raise-condition').length).toBeGreaterThan(0);
    await mainMenu().getByRole('button', { name: '입출금', exact: true }).click();
    const menu = mainMenu().getByRole('menu', { name: '입출금' });
    await expect.element(menu.getByRole('menuitem', { name: '출금 주소록' })).toBeVisible();
    expect(menu.getByRole('menuitem', { name: '한도 상향 신청' }).elements()).toHaveLength(0);
    expect(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).toHaveLength(0);
    expect(document.querySelector('.td-toasts')?.textContent ?? '').toBe('');
  });

  test.each([
    ['a raise condition other than 05', limitCalls('LIMIT_ACCOUNT', '03')],
    ['a general limit type', limitCalls('GENERAL', '05')],
    [
      'a failed limit-type call',
      {
        'GET /v1/members/limit-raise-condition': limitCalls('LIMIT_ACCOUNT', '05')[
          'GET /v1/members/limit-raise-condition'
        ]!,
      },
    ],
  ])('no limit-raise request with %s, and no error shown', async (_, calls) => {
    stubApi({ ...limitMember, ...calls });
    mountApp('/insight');
    await expect.element(header().getByRole('button', { name: /김데모/ })).toBeVisible();
    await mainMenu().getByRole('button', { name: '입출금', exact: true }).click();
    const menu = mainMenu().getByRole('menu', { name: '입출금' });
    await expect.element(menu.getByRole('menuitem', { name: '출금 주소록' })).toBeVisible();
    expect(menu.getByRole('menuitem', { name: '한도 상향 신청' }).elements()).toHaveLength(0);
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });
});
