import { describe, expect, test } from 'vitest';
import type { CoinKey } from '../../../contract/markets';
import {
  applyLinkChange,
  coinOf,
  groupCoin,
  linkParam,
  movedBy,
  normaliseLinks,
  parseLinkParam,
  pickChange,
  setLink,
  type LinkChange,
} from '../../../src/workspace/link-groups';
import {
  LINK_GROUPS,
  type LinkGroup,
  type PanelState,
  type PanelType,
} from '../../../contract/workspace-layout';
import type { PanelSettings } from '../../../contract/panel-settings';

const PAGE: CoinKey = 'BTC-KRW';

const panel = (
  id: string,
  type: PanelType,
  link: LinkGroup | null,
  coin: CoinKey | null,
  settings: PanelSettings | null = null,
): PanelState => ({ id, type, link, coin, settings });

/**
 * The page's chart and list, a red pair, a blue chart, an unlinked live price, and a page chart with a stale
 * coin. Two charts have settings of their own, which no link change touches.
 */
const PANELS: PanelState[] = [
  panel('chart-1', 'chart', 'page', null),
  panel('coin-list-1', 'coin-list', 'page', null),
  panel('chart-2', 'chart', 'red', 'ETH-KRW', { indicators: [{ kind: 'rsi', period: 14 }] }),
  panel('coin-list-2', 'coin-list', 'red', 'ETH-KRW'),
  panel('chart-3', 'chart', 'blue', 'SOL-KRW', { indicators: [{ kind: 'macd', fast: 12, slow: 26 }] }),
  panel('live-price-1', 'live-price', null, 'XRP-KRW'),
  panel('chart-4', 'chart', 'page', 'DOGE-KRW'),
];
const byId = (id: string) => PANELS.find((p) => p.id === id)!;

describe('the coin a panel shows', () => {
  test.each([
    ['chart-1', 'BTC-KRW'],
    ['chart-2', 'ETH-KRW'],
    ['chart-3', 'SOL-KRW'],
    ['live-price-1', 'XRP-KRW'],
    // A page member's stored coin is what it showed before it joined: the page's wins.
    ['chart-4', 'BTC-KRW'],
  ])('%s shows %s', (id, coin) => {
    expect(coinOf(byId(id), PAGE)).toBe(coin);
  });

  test('a panel in a colour group that never had a coin shows the page’s', () => {
    expect(coinOf(panel('x-1', 'chart', 'green', null), PAGE)).toBe(PAGE);
    expect(coinOf(panel('x-1', 'chart', null, null), PAGE)).toBe(PAGE);
  });
});

describe('picking a coin', () => {
  test.each<[string, CoinKey, LinkChange, string[]]>([
    ['coin-list-1', 'ADA-KRW', { kind: 'page', coin: 'ADA-KRW' }, ['chart-1', 'coin-list-1', 'chart-4']],
    ['coin-list-2', 'ADA-KRW', { kind: 'group', group: 'red', coin: 'ADA-KRW' }, ['chart-2', 'coin-list-2']],
    ['chart-3', 'ADA-KRW', { kind: 'group', group: 'blue', coin: 'ADA-KRW' }, ['chart-3']],
    ['live-price-1', 'ADA-KRW', { kind: 'panel', id: 'live-price-1', coin: 'ADA-KRW' }, ['live-price-1']],
    ['coin-list-2', 'ETH-KRW', { kind: 'group', group: 'red', coin: 'ETH-KRW' }, []],
    ['coin-list-1', 'BTC-KRW', { kind: 'page', coin: 'BTC-KRW' }, []],
  ])('in %s, %s: %j moves %j', (id, coin, change, moved) => {
    expect(pickChange(byId(id), coin)).toEqual(change);
    expect(movedBy(PANELS, change, PAGE)).toEqual(moved);
  });

  test('a group change rewrites its members’ coins and leaves the others the same objects', () => {
    const next = applyLinkChange(PANELS, { kind: 'group', group: 'red', coin: 'ADA-KRW' });
    expect(next.map((p) => p.settings)).toEqual(PANELS.map((p) => p.settings));
    expect(next.map((p) => p.coin)).toEqual([
      null,
      null,
      'ADA-KRW',
      'ADA-KRW',
      'SOL-KRW',
      'XRP-KRW',
      'DOGE-KRW',
    ]);
    expect(next.filter((p, i) => p === PANELS[i]).map((p) => p.id)).toEqual([
      'chart-1',
      'coin-list-1',
      'chart-3',
      'live-price-1',
      'chart-4',
    ]);
  });

  test('a page change leaves the stored panels as they are (they follow the page)', () => {
    expect(applyLinkChange(PANELS, { kind: 'page', coin: 'ADA-KRW' })).toEqual(PANELS);
  });
});

describe('joining and leaving groups', () => {
  test.each<[string, string, LinkGroup | null, Pick<PanelState, 'link' | 'coin'>]>([
    ['joining a colour group takes its coin', 'chart-1', 'red', { link: 'red', coin: 'ETH-KRW' }],
    ['joining an empty group keeps the coin shown', 'chart-1', 'green', { link: 'green', coin: 'BTC-KRW' }],
    ['leaving a group keeps the coin shown', 'chart-2', null, { link: null, coin: 'ETH-KRW' }],
    ['joining the page shows the page’s coin', 'chart-2', 'page', { link: 'page', coin: 'ETH-KRW' }],
    ['leaving the page keeps the page’s coin', 'chart-4', null, { link: null, coin: 'BTC-KRW' }],
    ['an unlinked panel joins blue', 'live-price-1', 'blue', { link: 'blue', coin: 'SOL-KRW' }],
    [
      'the only member of blue joins red and takes its coin',
      'chart-3',
      'red',
      { link: 'red', coin: 'ETH-KRW' },
    ],
  ])('%s', (_name, id, group, settled) => {
    const next = setLink(PANELS, id, group, PAGE);
    expect(next.find((p) => p.id === id)).toEqual({ ...byId(id), ...settled });
    expect(
      coinOf(
        next.find((p) => p.id === id)!,
        PAGE,
      ),
    ).toBe(group === 'page' ? PAGE : (settled.coin ?? PAGE));
    // Nobody else moves.
    expect(next.filter((p) => p.id !== id)).toEqual(PANELS.filter((p) => p.id !== id));
  });

  test('an unknown panel or the same group changes nothing', () => {
    expect(setLink(PANELS, 'nope-1', 'red', PAGE)).toEqual(PANELS);
    expect(setLink(PANELS, 'chart-2', 'red', PAGE)).toEqual(PANELS);
  });

  test.each<[LinkGroup, CoinKey | null]>([
    ['page', 'BTC-KRW'],
    ['red', 'ETH-KRW'],
    ['blue', 'SOL-KRW'],
    ['green', null],
  ])('the %s group shows %s', (group, coin) => {
    expect(groupCoin(PANELS, group, PAGE)).toBe(coin);
  });
});

describe('stored panels agree on their groups’ coins', () => {
  test.each<[string, PanelState[], (CoinKey | null)[]]>([
    ['already agreeing', PANELS, PANELS.map((p) => p.coin)],
    [
      'the first member with a coin wins',
      [
        panel('a-1', 'chart', 'red', null),
        panel('a-2', 'chart', 'red', 'ETH-KRW'),
        panel('a-3', 'chart', 'red', 'SOL-KRW'),
      ],
      ['ETH-KRW', 'ETH-KRW', 'ETH-KRW'],
    ],
    [
      'page members and unlinked panels are left alone',
      [panel('a-1', 'chart', 'page', 'ETH-KRW'), panel('a-2', 'chart', null, 'SOL-KRW')],
      ['ETH-KRW', 'SOL-KRW'],
    ],
    ['a group without coins stays without', [panel('a-1', 'chart', 'green', null)], [null]],
  ])('%s', (_name, panels, coins) => {
    expect(normaliseLinks(panels).map((p) => p.coin)).toEqual(coins);
  });
});

describe('a group in a pop-out address', () => {
  test.each([null, ...LINK_GROUPS])('%s survives the trip', (group) => {
    expect(parseLinkParam(linkParam(group))).toEqual({ ok: true, link: group });
  });

  test.each([
    [null, { ok: true, link: 'page' }],
    ['', { ok: false }],
    ['teal', { ok: false }],
    ['RED', { ok: false }],
  ])('%j → %j', (param, parsed) => {
    expect(parseLinkParam(param)).toEqual(parsed);
  });
});
