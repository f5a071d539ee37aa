// The side layout's rules (chart spec §2): groups a viewer sees, the current item by pattern, the menu
// hidden on the auto-trading history, the scroll reset, and the routes the layout frames.
import { describe, expect, test } from 'vitest';
import { en, ko } from '../../../fixtures/texts';
import {
  framedBySideLayout,
  isCurrentItem,
  itemHref,
  scrollResets,
  showsSideMenu,
  SIDE_MENU,
  visibleGroups,
  type SideItem,
} from '../../../../src/features/side-menu/side-menu-rules';
import { demoUser } from '../../../fixtures/user';

const item = (page: SideItem['page']) =>
  SIDE_MENU.flatMap((group) => group.items).find((i) => i.page === page)!;
const pagesOf = (groups: ReturnType<typeof visibleGroups>) =>
  Object.fromEntries(groups.map((group) => [group.id, group.items.map((i) => i.page)]));

describe('the groups a viewer sees', () => {
  test('a member without a limit account: everything but limit raise', () => {
    expect(pagesOf(visibleGroups(demoUser()))).toEqual({
      inout: ['inoutDeposit', 'inoutWithdraw', 'inoutStatement', 'inoutAddressBook'],
      myPage: ['myPage', 'premiumGrade', 'personalInfoProtection', 'pointHistory'],
      guides: ['serviceGuide', 'tradeFee', 'inoutFee', 'inoutCondition'],
      terms: ['termsService', 'termsApi', 'termsPrivacy', 'termsVideoDevice'],
    });
  });

  test('a limit account also sees limit raise', () => {
    const groups = pagesOf(visibleGroups(demoUser({ isLimitAccount: true })));
    expect(groups.inout).toContain('limitRaise');
  });

  test('a guest sees only the public groups', () => {
    expect(Object.keys(pagesOf(visibleGroups(null)))).toEqual(['guides', 'terms']);
  });

  test('every group has its title in ko and en', () => {
    for (const group of SIDE_MENU) {
      expect(en.side.groups[group.id]).toBeTruthy();
      expect(ko.side.groups[group.id]).toBeTruthy();
    }
  });
});

describe('the current item, by path pattern', () => {
  test.each<[SideItem['page'], string, boolean]>([
    ['inoutDeposit', '/inout/deposit/KRW', true],
    ['inoutDeposit', '/inout/deposit/BTC', true],
    ['inoutDeposit', '/inout/withdraw/BTC', false],
    ['inoutWithdraw', '/inout/withdraw/ETH', true],
    ['inoutStatement', '/inout/statement', true],
    ['inoutStatement', '/inout/application/deposit', true],
    ['inoutStatement', '/inout/application/asset-return', true],
    ['inoutStatement', '/inout/statement/extra', false],
    ['termsService', '/terms/info-terms', true],
    ['termsService', '/terms/info-api', false],
    ['myPage', '/member/my-page', true],
    ['pointHistory', '/b-point/history', true],
  ])('%s on %s → %s', (page, path, current) => {
    expect(isCurrentItem(item(page), path)).toBe(current);
  });

  test('the deposit and withdraw items open on KRW', () => {
    expect(itemHref(item('inoutDeposit'))).toBe('/inout/deposit/KRW');
    expect(itemHref(item('inoutWithdraw'))).toBe('/inout/withdraw/KRW');
    expect(itemHref(item('termsApi'))).toBe('/terms/info-api');
  });
});

test.each([
  ['/history/auto-trading', false],
  ['/inout/statement', true],
  ['/terms/info-terms', true],
])('the side menu on %s shows: %s', (path, shows) => {
  expect(showsSideMenu(path)).toBe(shows);
});

describe('the scroll reset', () => {
  test.each<[string | null, string, boolean]>([
    [null, '/inout/deposit/BTC', true],
    ['/inout/deposit/BTC', '/inout/deposit/ETH', false],
    ['/inout/deposit/BTC', '/inout/deposit/BTC', false],
    ['/inout/deposit/BTC', '/inout/withdraw/BTC', true],
    ['/inout/withdraw/BTC', '/inout/withdraw/KRW', false],
    ['/inout/statement', '/inout/deposit/KRW', true],
    ['/terms/info-terms', '/terms/info-api', true],
    ['/info/fee/trade', '/info/fee/inout', true],
  ])('%s → %s resets: %s', (previous, next, resets) => {
    expect(scrollResets(previous, next)).toBe(resets);
  });
});

describe('the routes the layout frames', () => {
  test.each<[string | undefined, boolean]>([
    ['/inout/deposit/:coin', true],
    ['/inout/application/deposit', true],
    ['/member/my-page', true],
    ['/member/personal-information-protection', true],
    ['/info/fee/trade', true],
    ['/terms/info-terms', true],
    ['/history/auto-trading', true],
    ['/b-point/history', true],
    ['/member/join', false],
    ['/trade/order/:coin?', false],
    ['/block/kyc', false],
    ['/legacy/member_operation/minor', false],
    ['/', false],
    ['*', false],
    [undefined, false],
  ])('%s → %s', (path, framed) => {
    expect(framedBySideLayout(path)).toBe(framed);
  });
});
