/**
 * The page table: every route of the specs with who may see it. Titles and descriptions are the i18n
 * keys `pages.<id>.title` and `pages.<id>.description` (typed, so a page without texts does not compile).
 * Elements are bound in router.tsx; this module stays pure so that Node tests can check the table.
 */
import { matchRoutes } from 'react-router';
import { CHART_POPUP_ROUTE, POPOUT_ROUTE_PATH } from '../lib/paths';

/** `member`: guests go to /login (origin remembered). `guest`: members go back where they came from. */
export type PageAccess = 'public' | 'member' | 'guest';

export interface PageDef {
  id: string;
  path: string;
  access: PageAccess;
  /** A pop-out window: no header, and the window sets its own title. */
  bare?: boolean;
  /**
   * A fixed-height app filling the window under the header (the trade workspace): no footer, which would
   * take its height (shell spec §2.3 reading: the footer frames every other page).
   */
  fillsViewport?: boolean;
}

export const PAGES = [
  { id: 'home', path: '/', access: 'public' },
  { id: 'login', path: '/login', access: 'guest' },
  { id: 'join', path: '/member/join', access: 'guest' },
  // Exchange
  { id: 'tradeOrder', path: '/trade/order/:coin?', access: 'public', fillsViewport: true },
  { id: 'tradePopout', path: POPOUT_ROUTE_PATH, access: 'public', bare: true },
  { id: 'tradeStatus', path: '/trade/status/:coin', access: 'public' },
  { id: 'tradeChart', path: CHART_POPUP_ROUTE, access: 'public', bare: true },
  // Assets, deposit and withdrawal
  { id: 'myAssets', path: '/assets/my', access: 'member' },
  { id: 'tradeHistory', path: '/assets/history', access: 'member' },
  { id: 'balanceHistory', path: '/assets/balance-history', access: 'member' },
  { id: 'inoutDeposit', path: '/inout/deposit/:coin', access: 'member' },
  { id: 'inoutWithdraw', path: '/inout/withdraw/:coin', access: 'member' },
  { id: 'inoutStatement', path: '/inout/statement', access: 'member' },
  { id: 'inoutAddressBook', path: '/inout/address-book', access: 'member' },
  { id: 'limitRaise', path: '/inout/limit-raise', access: 'member' },
  { id: 'depositApplication', path: '/inout/application/deposit', access: 'member' },
  { id: 'assetReturnApplication', path: '/inout/application/asset-return', access: 'member' },
  { id: 'autoTradingHistory', path: '/history/auto-trading', access: 'member' },
  // Member
  { id: 'myPage', path: '/member/my-page', access: 'member' },
  { id: 'premiumGrade', path: '/member/premium-grade', access: 'member' },
  { id: 'hotkeySettings', path: '/settings/hotkeys', access: 'member' },
  { id: 'personalInfoProtection', path: '/member/personal-information-protection', access: 'member' },
  { id: 'loginSecurity', path: '/legacy/member_operation/login_security', access: 'member' },
  { id: 'dormantMember', path: '/legacy/member_operation/dormant_member', access: 'member' },
  { id: 'minorMember', path: '/legacy/member_operation/minor', access: 'member' },
  { id: 'emailChange', path: '/legacy/member_operation/trans_email_change', access: 'member' },
  { id: 'blockKyc', path: '/block/kyc', access: 'member' },
  { id: 'blockCorporate', path: '/block/corporate', access: 'member' },
  { id: 'blockSubAccounts', path: '/block/sub-accounts-info', access: 'member' },
  // Products and services
  { id: 'pointHistory', path: '/b-point/history', access: 'member' },
  { id: 'pointIntro', path: '/b-point/intro', access: 'public' },
  { id: 'membership', path: '/membership', access: 'public' },
  { id: 'staking', path: '/staking/goods', access: 'public' },
  { id: 'lending', path: '/lending', access: 'public' },
  { id: 'arbitrage', path: '/arbitrage', access: 'public' },
  { id: 'automaticSale', path: '/automatic-sale', access: 'public' },
  { id: 'referral', path: '/referral', access: 'member' },
  { id: 'referralGuide', path: '/referral/guide', access: 'public' },
  { id: 'feeCoupon', path: '/fee-coupon', access: 'public' },
  { id: 'transferSupport', path: '/transfer-support', access: 'public' },
  { id: 'voucherGift', path: '/voucher/gift', access: 'member' },
  { id: 'ranking', path: '/ranking', access: 'public' },
  { id: 'coinLending', path: '/coin-lending', access: 'public' },
  { id: 'autoTrading', path: '/auto-trading', access: 'public' },
  { id: 'businessIntro', path: '/business/intro', access: 'public' },
  { id: 'corporateBusiness', path: '/business/corporate', access: 'public' },
  // Insights, events, guides and terms
  { id: 'insight', path: '/insight', access: 'public' },
  { id: 'globalPrice', path: '/insight/global-price', access: 'public' },
  { id: 'events', path: '/feed/event', access: 'public' },
  { id: 'eventCoupons', path: '/feed/event/coupon', access: 'public' },
  { id: 'inquiry', path: '/support/inquiry', access: 'member' },
  { id: 'proofCenter', path: '/support/proof', access: 'public' },
  { id: 'issuanceCenter', path: '/support/issuance', access: 'member' },
  { id: 'serviceGuide', path: '/info/guide', access: 'public' },
  { id: 'tradeFee', path: '/info/fee/trade', access: 'public' },
  { id: 'inoutFee', path: '/info/fee/inout', access: 'public' },
  { id: 'inoutCondition', path: '/info/inout-condition', access: 'public' },
  { id: 'dailyPrices', path: '/daily-prices', access: 'public' },
  { id: 'termsService', path: '/terms/info-terms', access: 'public' },
  { id: 'termsApi', path: '/terms/info-api', access: 'public' },
  { id: 'termsPrivacy', path: '/terms/info-customer', access: 'public' },
  { id: 'termsVideoDevice', path: '/terms/info-image-information', access: 'public' },
  // Shell §2.4, §8: the access-delay guide as a page, with a link home.
  { id: 'networkDelay', path: '/network-delay', access: 'public' },
  // Development: the building-block gallery (bound in router.tsx only in dev builds).
  { id: 'gallery', path: '/dev/gallery', access: 'public' },
  { id: 'notFound', path: '*', access: 'public' },
] as const satisfies readonly PageDef[];

export type Page = (typeof PAGES)[number];
export type PageId = Page['id'];

export const NOT_FOUND_PAGE = PAGES.find((page) => page.id === 'notFound')!;

const ROUTES = PAGES.map((page) => ({ path: page.path, page }));

/** The page a path shows, by react-router's own ranking; unknown paths are the not-found page. */
export function pageForPath(pathname: string): Page {
  const matches = matchRoutes(ROUTES, pathname);
  return matches?.[0]?.route.page ?? NOT_FOUND_PAGE;
}

export function isBarePage(page: Page): boolean {
  return 'bare' in page && page.bare;
}

/** Toasts show on every page but the chart's popup window (chart spec §9: none while the chart is in a popup). */
export function showsToasts(page: Page): boolean {
  return page.id !== 'tradeChart';
}

/** The footer closes every page but the pop-outs and the full-window workspace. */
export function showsFooter(page: Page): boolean {
  return !isBarePage(page) && !('fillsViewport' in page && page.fillsViewport);
}

export function pagePath(id: PageId): string {
  return PAGES.find((page) => page.id === id)!.path;
}

export function pageTitleKey(id: PageId) {
  return `pages.${id}.title` as const;
}

export function pageDescriptionKey(id: PageId) {
  return `pages.${id}.description` as const;
}
