import { describe, expect, test } from 'vitest';
import { EXTERNAL_PAGE_IDS } from '../../../../contract';
import { en, ko } from '../../../fixtures/texts';
import {
  ALL_MENU,
  MAIN_MENU,
  menuHref,
  pageHref,
  type MenuEntry,
  type MenuGroup,
} from '../../../../src/features/header/menu-table';
import { pageForPath } from '../../../../src/shell/pages';

const ids = (group: MenuGroup) => group.entries.map((entry) => entry.id);
const section = (id: string) => ALL_MENU.find((s) => s.id === id)!;
const allGroups = [
  ...MAIN_MENU.flatMap((s) => ('group' in s.content ? [s.content.group] : [])),
  ...ALL_MENU.flatMap((s) => s.groups),
];
const allEntries: MenuEntry[] = allGroups.flatMap((group) => [...group.entries]);

function text(locale: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

describe('main menu (§2.2)', () => {
  test('Exchange, Assets, Deposit/withdrawal, Market insights, in that order', () => {
    expect(MAIN_MENU.map((s) => s.id)).toEqual(['exchange', 'assets', 'inout', 'insight']);
  });

  test.each([
    [
      'exchange',
      [
        ['tradeOrder', '/trade/order'],
        ['tradeStatus', '/trade/status/BTC-KRW'],
      ],
    ],
    [
      'assets',
      [
        ['myAssets', '/assets/my'],
        ['tradeHistory', '/assets/history'],
      ],
    ],
    [
      'inout',
      [
        ['inoutMain', '/inout/deposit/KRW'],
        ['addressBook', '/inout/address-book'],
        ['limitRaise', '/inout/limit-raise'],
      ],
    ],
  ])('%s leads to its pages', (id, expected) => {
    const content = MAIN_MENU.find((s) => s.id === id)!.content;
    expect('group' in content).toBe(true);
    if (!('group' in content)) return;
    expect(content.group.entries.map((entry) => [entry.id, menuHref(entry.target)])).toEqual(
      expected.map(([entryId, path]) => [entryId, { kind: 'internal', path }]),
    );
  });

  test('only the limit-raise request has a rule', () => {
    const main = MAIN_MENU.flatMap((s) => ('group' in s.content ? s.content.group.entries : []));
    expect(main.filter((e) => e.visibleWhen).map((e) => [e.id, e.visibleWhen])).toEqual([
      ['limitRaise', 'limitRaise'],
    ]);
  });

  test('Market insights is a link to the insight page', () => {
    const content = MAIN_MENU.find((s) => s.id === 'insight')!.content;
    expect('link' in content && pageHref(content.link)).toBe('/insight');
  });
});

describe('all-menu (§2.2)', () => {
  test('products and services: three groups, as listed', () => {
    expect(section('products').groups.map(ids)).toEqual([
      ['membership', 'feeCoupon', 'transferSupport', 'voucherGift', 'referral', 'ranking'],
      ['points'],
      ['coinLending', 'staking', 'lending', 'autoTrading', 'automaticSale'],
    ]);
  });

  test('customer support: four groups and the other external links, as listed', () => {
    expect(section('support').groups.map(ids)).toEqual([
      ['notice', 'press', 'trend', 'manual', 'report'],
      ['events', 'eventCoupons'],
      ['inquiry', 'proofCenter', 'issuanceCenter'],
      ['serviceGuide', 'feeGuide', 'inoutCondition', 'dailyPrices'],
      ['investmentWarning', 'listingSupport', 'openApi', 'tokenSpec', 'whitepaper'],
    ]);
  });

  test('business intro and corporate business, each behind its rule', () => {
    expect(section('business').groups.flatMap((g) => g.entries.map((e) => [e.id, e.visibleWhen]))).toEqual([
      ['businessIntro', 'businessIntro'],
      ['corporateBusiness', 'corporateBusiness'],
    ]);
  });

  test('referral and ranking carry their rules; the notice carries the new dot', () => {
    const byId = new Map(allEntries.map((e) => [e.id, e]));
    expect(byId.get('referral')?.visibleWhen).toBe('referral');
    expect(byId.get('ranking')?.visibleWhen).toBe('ranking');
    expect(allEntries.filter((e) => e.newDot).map((e) => e.id)).toEqual(['notice']);
  });

  test('customer support group 1 and the other links are the external pages of §2.2, nothing else is', () => {
    const external = allEntries.flatMap((e) => ('external' in e.target ? [e.target.external] : []));
    expect(external).toEqual([
      'notice',
      'press',
      'trend',
      'manual',
      'report',
      'investment-warning',
      'listing-support',
      'open-api',
      'token-spec',
      'whitepaper',
    ]);
    for (const id of external) expect(EXTERNAL_PAGE_IDS).toContain(id);
    expect(menuHref({ external: 'notice' })).toEqual({ kind: 'external', href: '/ext/notice' });
  });
});

describe('every entry', () => {
  test('ids are unique', () => {
    const all = allEntries.map((e) => e.id);
    expect(new Set(all).size).toBe(all.length);
  });

  test.each(allEntries.filter((e) => 'page' in e.target).map((e) => [e.id, e] as const))(
    '%s resolves to its page (no dead link)',
    (_, entry) => {
      const href = menuHref(entry.target);
      expect(href.kind).toBe('internal');
      if (href.kind !== 'internal' || !('page' in entry.target)) return;
      expect(pageForPath(href.path).id).toBe(entry.target.page);
    },
  );

  test('every label, group and section name exists in ko and en', () => {
    const keys = [
      ...allEntries.map((e) => e.label),
      ...allGroups.map((g) => g.label),
      ...MAIN_MENU.map((s) => s.label),
      ...ALL_MENU.map((s) => s.label),
    ];
    const missing = keys.filter(
      (key) => typeof text(ko, key) !== 'string' || typeof text(en, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
