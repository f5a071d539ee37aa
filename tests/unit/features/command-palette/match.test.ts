import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CoinInfo } from '../../../../contract';
import type { MarketSymbol } from '../../../../contract/markets';
import { HOTKEY_ACTIONS } from '../../../../src/features/hotkeys/rules/catalogue';
import {
  coinCommands,
  FIXED_COMMANDS,
  HOTKEY_ORDER_ACTIONS,
  panelCommands,
  prepareCommands,
  rankCommands,
} from '../../../../src/features/command-palette/rules';

function coin(
  symbol: string,
  coinNm: string,
  coinNmEn: string,
  marketSymbol: MarketSymbol = 'KRW',
): CoinInfo {
  return {
    key: `${symbol}-${marketSymbol}`,
    coinType: symbol,
    crncCd: 'C0100',
    coinNm,
    coinNmEn,
    symbol,
    marketSymbol,
    infoOnMarket: {} as CoinInfo['infoOnMarket'],
  };
}

const COINS = [
  coin('BTC', '비트코인', 'Bitcoin'),
  coin('ETH', '이더리움', 'Ethereum'),
  coin('BCH', '비트코인캐시', 'Bitcoin Cash'),
  coin('XRP', '리플', 'XRP'),
  coin('SBTC', '슈퍼비트코인', 'Super Bitcoin'),
  coin('ETH', '이더리움', 'Ethereum', 'BTC'),
];
const PANELS = [
  { type: 'chart', title: '차트' },
  { type: 'notifications', title: '알림' },
];
const COMMANDS = [...FIXED_COMMANDS, ...panelCommands(PANELS), ...coinCommands(COINS)];
const PREPARED = prepareCommands(COMMANDS);

const ids = (query: string, recent: readonly string[] = [], limit?: number) =>
  rankCommands(PREPARED, query, recent, limit).map((command) => command.id);

describe("the hotkeys' order commands", () => {
  test.each(HOTKEY_ORDER_ACTIONS)('%s: one member command of the order group shows its key', (action) => {
    const shown = FIXED_COMMANDS.filter((command) => command.hotkey === action);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ group: 'order', member: true });
    // Each is one of the hotkeys' own actions, of their order or cancel groups.
    expect(HOTKEY_ACTIONS.find((hotkey) => hotkey.id === action)?.group).toMatch(/^(order|cancel)$/);
  });

  test.each<[string, string]>([
    ['order.buyBest', 'buyBest'],
    ['order.sellBest', 'sellBest'],
    ['order.buyPanelPrice', 'buyPanelPrice'],
    ['order.sellPanelPrice', 'sellPanelPrice'],
    ['order.cancelLast', 'cancelLast'],
    ['order.flatten', 'flatten'],
  ])('%s runs the hotkey action %s', (id, action) => {
    expect(FIXED_COMMANDS.find((command) => command.id === id)?.effect).toEqual({ kind: 'hotkey', action });
  });

  test("cancel all keeps its confirm step and shows the hotkey's key", () => {
    expect(FIXED_COMMANDS.find((command) => command.id === 'order.cancelAll')).toMatchObject({
      effect: { kind: 'cancelAllOrders' },
      hotkey: 'cancelAll',
    });
  });
});

describe('rankCommands', () => {
  test.each<[string, string, string[]]>([
    [
      'an exact symbol comes first, the KRW listing before another market',
      'eth',
      ['coin.ETH-KRW', 'coin.ETH-BTC'],
    ],
    ['an exact symbol before coins whose names contain it', 'btc', ['coin.BTC-KRW', 'coin.SBTC-KRW']],
    ['Korean initials', 'ㅂㅌㅋㅇ', ['coin.BTC-KRW', 'coin.BCH-KRW', 'coin.SBTC-KRW']],
    [
      'a half-typed syllable (리 on the way to 림), among the titles in the catalogue order',
      '리',
      [
        'order.buyBest',
        'order.sellBest',
        'order.buyPanelPrice',
        'order.sellPanelPrice',
        'panel.notifications',
        'coin.ETH-KRW',
        'coin.XRP-KRW',
      ],
    ],
    ['a Korean name on every market', '이더', ['coin.ETH-KRW', 'coin.ETH-BTC']],
    ['an English name', 'bitcoin cash', ['coin.BCH-KRW']],
    ['an interval by its short name', '4h', ['interval.240']],
    ['an interval by its Korean title', '4시간', ['interval.240']],
    ['a panel by its title', '알림', ['panel.notifications']],
    ['a page by its English title', 'my assets', ['page.myAssets']],
    ['a best-price buy by its Korean name', '최유리 매수', ['order.buyBest']],
    ['a best-price buy by the market order a trader may call it', '시장가 매수', ['order.buyBest']],
    ['a best-price sell by its initials', 'ㅊㅇㄹ ㅁㄷ', ['order.sellBest']],
    ['a best-price buy in English', 'buy best', ['order.buyBest']],
    ['a best-price buy by its English title', 'buy at best', ['order.buyBest']],
    ['flattening in English', 'flatten', ['order.flatten']],
    ['flattening in Korean (청산)', '청산', ['order.flatten']],
    ["the order panel's price", 'panel price', ['order.buyPanelPrice', 'order.sellPanelPrice']],
    ['the newest open order', 'newest', ['order.cancelLast']],
    ['the newest open order in Korean', '최근 주문 취소', ['order.cancelLast']],
    ['nothing', 'zzzz', []],
  ])('%s', (_name, query, expected) => {
    expect(ids(query).slice(0, expected.length)).toEqual(expected);
    if (expected.length === 0) expect(ids(query)).toEqual([]);
  });

  test('a query finds titles before words alone: "cancel" finds cancel all first', () => {
    expect(ids('cancel')[0]).toBe('order.cancelAll');
  });

  test('"매수" finds the order panel fill first, then the hotkeys\' buys', () => {
    expect(ids('매수').slice(0, 3)).toEqual(['order.buy', 'order.buyBest', 'order.buyPanelPrice']);
  });

  test('an empty query lists every command but the coins, in the catalogue order', () => {
    const listed = ids('', [], 1000);
    expect(listed).toEqual(
      COMMANDS.filter((command) => command.group !== 'coin').map((command) => command.id),
    );
  });

  test('an empty query lists the recent commands first, most recent first, coins included', () => {
    expect(ids('', ['coin.XRP-KRW', 'interval.60']).slice(0, 3)).toEqual([
      'coin.XRP-KRW',
      'interval.60',
      'order.buy',
    ]);
  });

  test('recent commands come first within their tier, not above a better match', () => {
    expect(ids('btc', ['coin.SBTC-KRW']).slice(0, 2)).toEqual(['coin.BTC-KRW', 'coin.SBTC-KRW']);
    expect(ids('비트', ['coin.SBTC-KRW']).slice(0, 2)).toEqual(['coin.SBTC-KRW', 'coin.BTC-KRW']);
  });

  test('an unknown recent id is ignored', () => {
    expect(ids('', ['gone'])[0]).toBe('order.buy');
  });

  test('answers at most the limit', () => {
    expect(ids('', [], 3)).toHaveLength(3);
  });

  test('any query and history answer without throwing, the same each time, without duplicates', () => {
    const anyId = fc.constantFrom(...COMMANDS.map((command) => command.id), 'gone');
    fc.assert(
      fc.property(fc.string(), fc.array(anyId, { maxLength: 5 }), (query, recent) => {
        const first = ids(query, recent);
        expect(ids(query, recent)).toEqual(first);
        expect(new Set(first).size).toBe(first.length);
      }),
    );
  });
});
