import { describe, expect, test } from 'vitest';
import { en, ko } from '../../fixtures/texts';
import { isBarePage, NOT_FOUND_PAGE, PAGES, pageForPath, pagePath } from '../../../src/shell/pages';

/** Every route the specs name (chart spec §2, shell spec §2.2), written as a user would visit it. */
const SPEC_ROUTES: [string, string][] = [
  ['/', 'home'],
  ['/login', 'login'],
  ['/member/join', 'join'],
  ['/trade/order/BTC-KRW', 'tradeOrder'],
  ['/trade/order', 'tradeOrder'],
  ['/trade/status/BTC-KRW', 'tradeStatus'],
  ['/trade/chart', 'tradeChart'],
  ['/trade/chart/BTC-KRW', 'tradeChart'],
  ['/assets/my', 'myAssets'],
  ['/inout/deposit/KRW', 'inoutDeposit'],
  ['/inout/deposit/BTC', 'inoutDeposit'],
  ['/inout/withdraw/KRW', 'inoutWithdraw'],
  ['/inout/statement', 'inoutStatement'],
  ['/inout/application/deposit', 'depositApplication'],
  ['/inout/application/asset-return', 'assetReturnApplication'],
  ['/history/auto-trading', 'autoTradingHistory'],
  ['/b-point/history', 'pointHistory'],
  ['/b-point/intro', 'pointIntro'],
  ['/legacy/member_operation/login_security', 'loginSecurity'],
  ['/legacy/member_operation/dormant_member', 'dormantMember'],
  ['/legacy/member_operation/minor', 'minorMember'],
  ['/legacy/member_operation/trans_email_change', 'emailChange'],
  ['/block/kyc', 'blockKyc'],
  ['/block/corporate', 'blockCorporate'],
  ['/block/sub-accounts-info', 'blockSubAccounts'],
  ['/member/personal-information-protection', 'personalInfoProtection'],
  ['/member/premium-grade', 'premiumGrade'],
  ['/member/my-page', 'myPage'],
  ['/insight', 'insight'],
  ['/insight/global-price', 'globalPrice'],
  ['/membership', 'membership'],
  ['/staking/goods', 'staking'],
  ['/lending', 'lending'],
  ['/arbitrage', 'arbitrage'],
  ['/automatic-sale', 'automaticSale'],
  ['/feed/event', 'events'],
  ['/info/fee/trade', 'tradeFee'],
  ['/info/fee/inout', 'inoutFee'],
  ['/info/inout-condition', 'inoutCondition'],
  ['/daily-prices', 'dailyPrices'],
  ['/terms/info-terms', 'termsService'],
  ['/terms/info-api', 'termsApi'],
  ['/terms/info-customer', 'termsPrivacy'],
  ['/terms/info-image-information', 'termsVideoDevice'],
  ['/referral', 'referral'],
  ['/referral/guide', 'referralGuide'],
  ['/trade/order/popout/live-price/BTC-KRW', 'tradePopout'],
];

type Texts = Record<string, { title?: unknown; description?: unknown }>;

describe('page table', () => {
  test.each(SPEC_ROUTES)('%s shows the %s page', (path, id) => {
    expect(pageForPath(path).id).toBe(id);
  });

  test.each(PAGES.map((page) => [page.id] as const))('%s has a title and description in ko and en', (id) => {
    for (const texts of [ko.pages as Texts, en.pages as Texts]) {
      const page = texts[id];
      expect(typeof page?.title === 'string' && page.title.trim().length > 0).toBe(true);
      expect(typeof page?.description === 'string' && page.description.trim().length > 0).toBe(true);
    }
    expect((ko.pages as Texts)[id]?.description).not.toBe((en.pages as Texts)[id]?.description);
  });

  test('ids and paths are unique', () => {
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  test.each(['/no/such/page', '/trade', '/login/extra', '/inout'])('%s is the not-found page', (path) => {
    expect(pageForPath(path)).toBe(NOT_FOUND_PAGE);
  });

  test('only pop-out windows are bare', () => {
    expect(PAGES.filter(isBarePage).map((page) => page.id)).toEqual(['tradePopout', 'tradeChart']);
  });

  test('pagePath answers the table path', () => {
    expect(pagePath('blockKyc')).toBe('/block/kyc');
  });
});
