/**
 * The palette's commands as data: each with its id, its title in Korean and English, the words it is also
 * found by, its group, whether it needs a member, and what it does as a plain description (`effect`),
 * which the palette runs through its host (CommandPaletteHost). Coins and panels come from the window
 * (the coin catalogue, the workspace's panel menu); the rest is fixed here.
 */
import { CANDLE_INTERVALS, type CandleInterval } from '../../../../contract/intervals';
import type { CoinKey } from '../../../../contract/markets';
import type { CoinInfo } from '../../../../contract';
import type { OrderSide } from '../../../../contract/trading';

export interface Bilingual {
  ko: string;
  en: string;
}

export type CommandGroup = 'coin' | 'order' | 'interval' | 'panel' | 'page';

/**
 * The hotkeys' order actions the palette runs as commands (the hotkeys feature's ids, given by the host:
 * actions.ts hotkeyOrders), each shown with the key the trader bound to it.
 */
export const HOTKEY_ORDER_ACTIONS = [
  'buyBest',
  'sellBest',
  'buyPanelPrice',
  'sellPanelPrice',
  'cancelLast',
  'cancelAll',
  'flatten',
] as const;

export type HotkeyOrderAction = (typeof HOTKEY_ORDER_ACTIONS)[number];

/** What a command does; the palette's runner (run-effect.ts) carries it out. */
export type CommandEffect =
  | { kind: 'goToCoin'; coin: CoinKey }
  | { kind: 'setInterval'; interval: CandleInterval }
  | { kind: 'addPanel'; panel: string }
  | { kind: 'openPage'; path: string }
  | { kind: 'startOrder'; side: OrderSide }
  | { kind: 'focusOrderPanel' }
  | { kind: 'cancelAllOrders' }
  | { kind: 'hotkey'; action: HotkeyOrderAction };

export interface PaletteCommand {
  id: string;
  title: Bilingual;
  keywords: readonly string[];
  group: CommandGroup;
  /** Listed for guests too, but runs for members only (a guest is told to log in). */
  member: boolean;
  effect: CommandEffect;
  /** Words that, typed alone, put this command first (a coin's symbol). */
  exact?: readonly string[];
  /** The hotkey action whose key the palette shows beside the command. */
  hotkey?: HotkeyOrderAction;
}

/** A panel the window can add (the workspace's panel menu), its title in the page's language. */
export interface PanelChoice {
  type: string;
  title: string;
}

const INTERVAL_NAMES: Record<CandleInterval, Bilingual & { short: string }> = {
  '1': { ko: '1분', en: '1 minute', short: '1m' },
  '3': { ko: '3분', en: '3 minutes', short: '3m' },
  '5': { ko: '5분', en: '5 minutes', short: '5m' },
  '10': { ko: '10분', en: '10 minutes', short: '10m' },
  '15': { ko: '15분', en: '15 minutes', short: '15m' },
  '30': { ko: '30분', en: '30 minutes', short: '30m' },
  '60': { ko: '1시간', en: '1 hour', short: '1h' },
  '240': { ko: '4시간', en: '4 hours', short: '4h' },
  '360': { ko: '6시간', en: '6 hours', short: '6h' },
  '720': { ko: '12시간', en: '12 hours', short: '12h' },
  '1D': { ko: '1일', en: '1 day', short: '1d' },
};

/** The pages a command opens: [id, path, member, titles, keywords]. */
const PAGES: readonly (readonly [string, string, boolean, Bilingual, readonly string[]])[] = [
  ['home', '/', false, { ko: '홈', en: 'Home' }, ['main']],
  ['myAssets', '/assets/my', true, { ko: '내 자산', en: 'My assets' }, ['balance', 'wallet', '자산']],
  ['tradeHistory', '/assets/history', true, { ko: '거래 내역', en: 'Trade history' }, ['fills', '체결']],
  [
    'inoutStatement',
    '/inout/statement',
    true,
    { ko: '입출금 내역', en: 'Deposits and withdrawals' },
    ['inout'],
  ],
  ['tradeFee', '/info/fee/trade', false, { ko: '거래 수수료', en: 'Trading fees' }, ['fee']],
];

const FIXED: readonly PaletteCommand[] = [
  {
    id: 'order.buy',
    title: { ko: '매수 주문 (예: 매수 0.01)', en: 'Buy order (e.g. buy 0.01)' },
    keywords: ['buy', '매수', 'order', '주문'],
    group: 'order',
    member: true,
    effect: { kind: 'startOrder', side: 'buy' },
  },
  {
    id: 'order.sell',
    title: { ko: '매도 주문 (예: 매도 0.01)', en: 'Sell order (e.g. sell 0.01)' },
    keywords: ['sell', '매도', 'order', '주문'],
    group: 'order',
    member: true,
    effect: { kind: 'startOrder', side: 'sell' },
  },
  {
    id: 'order.focus',
    title: { ko: '주문 패널로 이동 (F9)', en: 'Go to the order panel (F9)' },
    keywords: ['order panel', '주문', 'f9'],
    group: 'order',
    member: false,
    effect: { kind: 'focusOrderPanel' },
  },
  {
    id: 'order.cancelAll',
    title: { ko: '이 코인의 미체결 주문 모두 취소', en: "Cancel all of this coin's open orders" },
    keywords: ['cancel all', '전체 취소', '일괄 취소', '취소', 'open orders', '미체결'],
    group: 'order',
    member: true,
    effect: { kind: 'cancelAllOrders' },
    hotkey: 'cancelAll',
  },
  {
    id: 'order.buyBest',
    title: { ko: '최유리 매수 (프리셋 수량)', en: 'Buy at best (preset quantity)' },
    keywords: ['buy best', 'best', '최유리', '최유리 매수', '시장가 매수', 'market buy', 'buy', '매수'],
    group: 'order',
    member: true,
    effect: { kind: 'hotkey', action: 'buyBest' },
    hotkey: 'buyBest',
  },
  {
    id: 'order.sellBest',
    title: { ko: '최유리 매도 (프리셋 수량)', en: 'Sell at best (preset quantity)' },
    keywords: ['sell best', 'best', '최유리', '최유리 매도', '시장가 매도', 'market sell', 'sell', '매도'],
    group: 'order',
    member: true,
    effect: { kind: 'hotkey', action: 'sellBest' },
    hotkey: 'sellBest',
  },
  {
    id: 'order.buyPanelPrice',
    title: {
      ko: '주문 패널의 가격에 매수 (프리셋 수량)',
      en: "Buy at the order panel's price (preset quantity)",
    },
    keywords: ['buy', '매수', 'limit', '지정가', 'panel price', '주문 패널 가격'],
    group: 'order',
    member: true,
    effect: { kind: 'hotkey', action: 'buyPanelPrice' },
    hotkey: 'buyPanelPrice',
  },
  {
    id: 'order.sellPanelPrice',
    title: {
      ko: '주문 패널의 가격에 매도 (프리셋 수량)',
      en: "Sell at the order panel's price (preset quantity)",
    },
    keywords: ['sell', '매도', 'limit', '지정가', 'panel price', '주문 패널 가격'],
    group: 'order',
    member: true,
    effect: { kind: 'hotkey', action: 'sellPanelPrice' },
    hotkey: 'sellPanelPrice',
  },
  {
    id: 'order.cancelLast',
    title: { ko: '이 코인의 가장 최근 미체결 주문 취소', en: "Cancel this coin's newest open order" },
    keywords: ['cancel', 'cancel last', 'newest', '취소', '최근 주문 취소', '미체결'],
    group: 'order',
    member: true,
    effect: { kind: 'hotkey', action: 'cancelLast' },
    hotkey: 'cancelLast',
  },
  {
    id: 'order.flatten',
    title: {
      ko: '포지션 청산 (미체결 취소 후 보유 수량 시장가 매도)',
      en: 'Flatten (cancel open orders, sell the available quantity at market)',
    },
    keywords: ['flatten', 'close position', 'sell all', '청산', '정리', '전량 매도'],
    group: 'order',
    member: true,
    effect: { kind: 'hotkey', action: 'flatten' },
    hotkey: 'flatten',
  },
  ...CANDLE_INTERVALS.map((interval): PaletteCommand => ({
    id: `interval.${interval}`,
    title: {
      ko: `차트 주기: ${INTERVAL_NAMES[interval].ko}`,
      en: `Chart interval: ${INTERVAL_NAMES[interval].en}`,
    },
    keywords: ['interval', '주기', '분봉', 'timeframe', INTERVAL_NAMES[interval].short],
    exact: [INTERVAL_NAMES[interval].short],
    group: 'interval',
    member: false,
    effect: { kind: 'setInterval', interval },
  })),
  ...PAGES.map(([id, path, member, title, keywords]): PaletteCommand => ({
    id: `page.${id}`,
    title: { ko: `페이지 열기: ${title.ko}`, en: `Open page: ${title.en}` },
    keywords: ['page', '페이지', title.ko, title.en, ...keywords],
    group: 'page',
    member,
    effect: { kind: 'openPage', path },
  })),
];

/** The commands that are the same in every window, in the order an empty query lists them. */
export const FIXED_COMMANDS = FIXED;

/** A command per panel the window can add. */
export function panelCommands(panels: readonly PanelChoice[]): PaletteCommand[] {
  return panels.map((panel) => ({
    id: `panel.${panel.type}`,
    title: { ko: `패널 추가: ${panel.title}`, en: `Add panel: ${panel.title}` },
    keywords: ['panel', '패널', 'add', '추가', panel.type],
    group: 'panel',
    member: false,
    effect: { kind: 'addPanel', panel: panel.type },
  }));
}

/** A command per coin of the catalogue (every market's listing), in the catalogue's order. */
export function coinCommands(coins: readonly CoinInfo[]): PaletteCommand[] {
  return coins.map((coin) => ({
    id: `coin.${coin.key}`,
    title: { ko: `${coin.coinNm} ${coin.key}`, en: `${coin.coinNmEn} ${coin.key}` },
    keywords: [coin.coinNm, coin.coinNmEn, coin.symbol],
    exact: [coin.symbol, coin.key],
    group: 'coin',
    member: false,
    effect: { kind: 'goToCoin', coin: coin.key },
  }));
}
