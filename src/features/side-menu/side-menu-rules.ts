/**
 * The side layout's rules (chart spec §2 "Side layout", "Paths mentioned only as patterns"): the menu's
 * titled groups as data, which items a viewer sees, which item is current (by path pattern), where the
 * menu hides, when the scroll resets, and which routes the layout frames. Pure: the component only
 * renders what these answer.
 */
import { generatePath, matchPath } from 'react-router';
import type { UserInfo } from '../../../contract';
import { pageForPath, pagePath, PAGES, type PageId } from '../../shell/pages';

/** Why an item may be hidden from a member (the project's choice; contract/spec-readings.md). */
export type SideItemRule = 'limitAccount';

export interface SideItem {
  page: PageId;
  /** Parameters of the page's path (the deposit and withdraw pages open on KRW). */
  params?: Readonly<Record<string, string>>;
  /** Further path patterns on which this item is the current one (pages reached from it). */
  alsoCurrentOn?: readonly string[];
  /** Absent: every viewer who may open the page sees it. */
  visibleWhen?: SideItemRule;
}

export interface SideGroup {
  id: 'inout' | 'myPage' | 'guides' | 'terms';
  items: readonly SideItem[];
}

/** The groups of a Korean exchange's side menu, in order. Labels are the pages' titles. */
export const SIDE_MENU: readonly SideGroup[] = [
  {
    id: 'inout',
    items: [
      { page: 'inoutDeposit', params: { coin: 'KRW' } },
      { page: 'inoutWithdraw', params: { coin: 'KRW' } },
      // The application forms are opened from a statement entry.
      { page: 'inoutStatement', alsoCurrentOn: ['/inout/application/*'] },
      { page: 'inoutAddressBook' },
      { page: 'limitRaise', visibleWhen: 'limitAccount' },
    ],
  },
  {
    id: 'myPage',
    items: [
      { page: 'myPage' },
      { page: 'premiumGrade' },
      { page: 'personalInfoProtection' },
      { page: 'pointHistory' },
    ],
  },
  {
    id: 'guides',
    items: [{ page: 'serviceGuide' }, { page: 'tradeFee' }, { page: 'inoutFee' }, { page: 'inoutCondition' }],
  },
  {
    id: 'terms',
    items: [
      { page: 'termsService' },
      { page: 'termsApi' },
      { page: 'termsPrivacy' },
      { page: 'termsVideoDevice' },
    ],
  },
];

/** Limit raise is for limit accounts only: a member without one has nothing to raise. */
const RULES: Record<SideItemRule, (user: UserInfo) => boolean> = {
  limitAccount: (user) => user.isLimitAccount,
};

const accessOf = (id: PageId) => PAGES.find((page) => page.id === id)!.access;

/**
 * The groups a viewer sees: a guest (on the public guides and terms) sees no member page, a member every
 * item whose rule holds; a group left empty is not shown.
 */
export function visibleGroups(user: UserInfo | null): SideGroup[] {
  return SIDE_MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => {
      if (user === null) return accessOf(item.page) === 'public';
      return item.visibleWhen === undefined || RULES[item.visibleWhen](user);
    }),
  })).filter((group) => group.items.length > 0);
}

export function itemHref(item: SideItem): string {
  return generatePath(pagePath(item.page), item.params ?? {});
}

/** The item is current when the path matches its page's pattern (any coin) or one of its own patterns. */
export function isCurrentItem(item: SideItem, pathname: string): boolean {
  return [pagePath(item.page), ...(item.alsoCurrentOn ?? [])].some(
    (pattern) => matchPath({ path: pattern, end: true }, pathname) !== null,
  );
}

/** Chart spec §2: the side menu is hidden on the auto-trading history; its content takes the width. */
export function showsSideMenu(pathname: string): boolean {
  return matchPath({ path: pagePath('autoTradingHistory'), end: true }, pathname) === null;
}

/**
 * The scroll goes back to the top when the page changes (its route pattern), not when only a route
 * parameter does (/inout/deposit/BTC → /inout/deposit/ETH keeps it). Coming into the layout is a change.
 */
export function scrollResets(previous: string | null, next: string): boolean {
  return previous === null || pageForPath(previous).path !== pageForPath(next).path;
}

/** The sections the side layout frames (chart spec §2: the inout, member, info, terms and history pages). */
const SECTIONS = ['/inout/', '/member/', '/info/', '/terms/', '/history/'];
const MENU_PATHS = new Set(SIDE_MENU.flatMap((group) => group.items.map((item) => pagePath(item.page))));

/**
 * Whether the layout frames a route (its path as declared): the sections' pages and every page of the
 * menu, but not a guest-only page (sign-up at /member/join is a form of its own).
 */
export function framedBySideLayout(path: string | undefined): boolean {
  if (path === undefined) return false;
  if (PAGES.find((page) => page.path === path)?.access === 'guest') return false;
  return MENU_PATHS.has(path) || SECTIONS.some((section) => path.startsWith(section));
}
