/**
 * Every entry of the header's menus (shell spec §2.2) as data: the main menu, visible to all, and the
 * all-menu's products and services, customer support and business sections. An entry names a page of the
 * page table or an external page of the exchange, its label, and the rule that may hide it
 * (rules/visibility.ts). The components only render this table.
 */
import type { ParseKeys } from 'i18next';
import { generatePath } from 'react-router';
import type { ExternalPageId } from '../../../contract';
import { externalPageUrl } from '../../api/config';
import { pagePath, type PageId } from '../../shell/pages';
import { entryVisible, type MenuContext, type VisibilityRule } from './rules/visibility';

export interface PageTarget {
  page: PageId;
  params?: Readonly<Record<string, string>>;
}

export type MenuTarget = PageTarget | { external: ExternalPageId };

export interface MenuEntry {
  id: string;
  label: ParseKeys;
  target: MenuTarget;
  /** Absent: shown to all. */
  visibleWhen?: VisibilityRule;
  /** The notice entry carries the "new" dot (rules/visibility.ts, noticeIsNew). */
  newDot?: true;
}

export interface MenuGroup {
  id: string;
  label: ParseKeys;
  entries: readonly MenuEntry[];
}

/** A top-level entry of the main menu: a dropdown of one group, or a plain link. */
export interface MainMenuSection {
  id: string;
  label: ParseKeys;
  content: { group: MenuGroup } | { link: PageTarget };
}

/** A column of the all-menu. */
export interface AllMenuSection {
  id: string;
  label: ParseKeys;
  groups: readonly MenuGroup[];
}

const page = (id: PageId, params?: Record<string, string>): PageTarget =>
  params ? { page: id, params } : { page: id };
const external = (id: ExternalPageId): MenuTarget => ({ external: id });

export const MAIN_MENU: readonly MainMenuSection[] = [
  {
    id: 'exchange',
    label: 'header.menu.exchange',
    content: {
      group: {
        id: 'exchange',
        label: 'header.menu.exchange',
        entries: [
          { id: 'tradeOrder', label: 'header.menu.tradeOrder', target: page('tradeOrder') },
          // §2.2 names the coin: trade status at /trade/status/BTC-KRW.
          {
            id: 'tradeStatus',
            label: 'header.menu.tradeStatus',
            target: page('tradeStatus', { coin: 'BTC-KRW' }),
          },
        ],
      },
    },
  },
  {
    id: 'assets',
    label: 'header.menu.assets',
    content: {
      group: {
        id: 'assets',
        label: 'header.menu.assets',
        entries: [
          { id: 'myAssets', label: 'header.menu.myAssets', target: page('myAssets') },
          { id: 'tradeHistory', label: 'header.menu.tradeHistory', target: page('tradeHistory') },
        ],
      },
    },
  },
  {
    id: 'inout',
    label: 'header.menu.inout',
    content: {
      group: {
        id: 'inout',
        label: 'header.menu.inout',
        entries: [
          { id: 'inoutMain', label: 'header.menu.inoutMain', target: page('inoutDeposit', { coin: 'KRW' }) },
          { id: 'addressBook', label: 'header.menu.addressBook', target: page('inoutAddressBook') },
          {
            id: 'limitRaise',
            label: 'header.menu.limitRaise',
            target: page('limitRaise'),
            visibleWhen: 'limitRaise',
          },
        ],
      },
    },
  },
  { id: 'insight', label: 'header.menu.insight', content: { link: page('insight') } },
];

export const ALL_MENU: readonly AllMenuSection[] = [
  {
    id: 'products',
    label: 'allMenu.sections.products',
    groups: [
      {
        id: 'benefits',
        label: 'allMenu.groups.benefits',
        entries: [
          { id: 'membership', label: 'allMenu.items.membership', target: page('membership') },
          { id: 'feeCoupon', label: 'allMenu.items.feeCoupon', target: page('feeCoupon') },
          { id: 'transferSupport', label: 'allMenu.items.transferSupport', target: page('transferSupport') },
          { id: 'voucherGift', label: 'allMenu.items.voucherGift', target: page('voucherGift') },
          {
            id: 'referral',
            label: 'allMenu.items.referral',
            target: page('referral'),
            visibleWhen: 'referral',
          },
          { id: 'ranking', label: 'allMenu.items.ranking', target: page('ranking'), visibleWhen: 'ranking' },
        ],
      },
      {
        id: 'points',
        label: 'allMenu.groups.points',
        entries: [{ id: 'points', label: 'allMenu.items.points', target: page('pointIntro') }],
      },
      {
        id: 'investing',
        label: 'allMenu.groups.investing',
        entries: [
          { id: 'coinLending', label: 'allMenu.items.coinLending', target: page('coinLending') },
          { id: 'staking', label: 'allMenu.items.staking', target: page('staking') },
          { id: 'lending', label: 'allMenu.items.lending', target: page('lending') },
          { id: 'autoTrading', label: 'allMenu.items.autoTrading', target: page('autoTrading') },
          { id: 'automaticSale', label: 'allMenu.items.automaticSale', target: page('automaticSale') },
        ],
      },
    ],
  },
  {
    id: 'support',
    label: 'allMenu.sections.support',
    groups: [
      {
        id: 'news',
        label: 'allMenu.groups.news',
        entries: [
          { id: 'notice', label: 'allMenu.items.notice', target: external('notice'), newDot: true },
          { id: 'press', label: 'allMenu.items.press', target: external('press') },
          { id: 'trend', label: 'allMenu.items.trend', target: external('trend') },
          { id: 'manual', label: 'allMenu.items.manual', target: external('manual') },
          { id: 'report', label: 'allMenu.items.report', target: external('report') },
        ],
      },
      {
        id: 'events',
        label: 'allMenu.groups.events',
        entries: [
          { id: 'events', label: 'allMenu.items.events', target: page('events') },
          { id: 'eventCoupons', label: 'allMenu.items.eventCoupons', target: page('eventCoupons') },
        ],
      },
      {
        id: 'helpDesk',
        label: 'allMenu.groups.helpDesk',
        entries: [
          { id: 'inquiry', label: 'allMenu.items.inquiry', target: page('inquiry') },
          { id: 'proofCenter', label: 'allMenu.items.proofCenter', target: page('proofCenter') },
          { id: 'issuanceCenter', label: 'allMenu.items.issuanceCenter', target: page('issuanceCenter') },
        ],
      },
      {
        id: 'guides',
        label: 'allMenu.groups.guides',
        entries: [
          { id: 'serviceGuide', label: 'allMenu.items.serviceGuide', target: page('serviceGuide') },
          { id: 'feeGuide', label: 'allMenu.items.feeGuide', target: page('tradeFee') },
          { id: 'inoutCondition', label: 'allMenu.items.inoutCondition', target: page('inoutCondition') },
          { id: 'dailyPrices', label: 'allMenu.items.dailyPrices', target: page('dailyPrices') },
        ],
      },
      {
        id: 'resources',
        label: 'allMenu.groups.resources',
        entries: [
          {
            id: 'investmentWarning',
            label: 'allMenu.items.investmentWarning',
            target: external('investment-warning'),
          },
          {
            id: 'listingSupport',
            label: 'allMenu.items.listingSupport',
            target: external('listing-support'),
          },
          { id: 'openApi', label: 'allMenu.items.openApi', target: external('open-api') },
          { id: 'tokenSpec', label: 'allMenu.items.tokenSpec', target: external('token-spec') },
          { id: 'whitepaper', label: 'allMenu.items.whitepaper', target: external('whitepaper') },
        ],
      },
    ],
  },
  {
    id: 'business',
    label: 'allMenu.sections.business',
    groups: [
      {
        id: 'business',
        label: 'allMenu.groups.business',
        entries: [
          {
            id: 'businessIntro',
            label: 'allMenu.items.businessIntro',
            target: page('businessIntro'),
            visibleWhen: 'businessIntro',
          },
          {
            id: 'corporateBusiness',
            label: 'allMenu.items.corporateBusiness',
            target: page('corporateBusiness'),
            visibleWhen: 'corporateBusiness',
          },
        ],
      },
    ],
  },
];

/** Where an entry goes: an in-app path, or an external page that opens in a new window. */
export type MenuHref = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export function menuHref(target: MenuTarget): MenuHref {
  if ('external' in target) return { kind: 'external', href: externalPageUrl(target.external) };
  return { kind: 'internal', path: pageHref(target) };
}

export function pageHref(target: PageTarget): string {
  return generatePath(pagePath(target.page), target.params ?? {});
}

/** A group's entries the context shows; a group left empty is not shown at all. */
export function visibleEntries(group: MenuGroup, context: MenuContext): MenuEntry[] {
  return group.entries.filter((entry) => entryVisible(entry.visibleWhen, context));
}
