/**
 * The hotkeys' own Korean and English texts (the actions' titles are in rules/catalogue.ts). They load
 * with the lazy chunks (the runner on the first hotkey, the settings page with its route), not with the
 * trade page's first bytes.
 */
import type { CandleInterval } from '../../../contract/intervals';
import type { Language } from '../../lib/languages';
import type { BindProblem, ReservedUse } from './rules/bindings';
import type { HotkeyActionId, HotkeyGroup } from './rules/catalogue';

/** An interval as the toasts say it: 15m, 4h, 1D (15분, 4시간, 1일). */
function intervalLabel(interval: CandleInterval, language: Language): string {
  if (interval === '1D') return language === 'ko' ? '1일' : '1D';
  const minutes = Number(interval);
  if (minutes < 60) return language === 'ko' ? `${minutes}분` : `${minutes}m`;
  return language === 'ko' ? `${minutes / 60}시간` : `${minutes / 60}h`;
}

const KO = {
  actions: {
    buyBest: '최우선 매도호가에 매수 (프리셋 수량)',
    sellBest: '최우선 매수호가에 매도 (프리셋 수량)',
    buyPanelPrice: '주문 패널의 가격에 매수 (프리셋 수량)',
    sellPanelPrice: '주문 패널의 가격에 매도 (프리셋 수량)',
    flatten: '포지션 정리 (미체결 취소 후 보유 수량 시장가 매도)',
    undoLast: '단축키로 낸 마지막 주문 되돌리기 (미체결이면 취소)',
    cancelLast: '이 코인의 가장 최근 미체결 주문 취소',
    cancelAll: '이 코인의 미체결 주문 모두 취소 (되돌릴 수 없음)',
    nextCoin: '코인 목록의 다음 코인',
    prevCoin: '코인 목록의 이전 코인',
    nextInterval: '차트 다음 주기',
    prevInterval: '차트 이전 주기',
    toggleDrawingTools: '차트 그리기 도구 보이기/숨기기',
    orderPanel: '주문 패널로 이동 (F9와 같음)',
  } satisfies Record<HotkeyActionId, string>,
  pageTitle: '단축키 설정',
  keysTitle: '단축키',
  intro:
    '거래 화면과 팝업 창에서 쓰는 단축키입니다. 입력 칸에 글자를 입력하는 중에는 동작하지 않습니다. 키는 자판의 위치로 기억되어 한글 입력 상태에서도 같습니다.',
  groups: { order: '주문', cancel: '취소', view: '화면' } satisfies Record<HotkeyGroup, string>,
  action: '동작',
  key: '키',
  none: '없음',
  record: '키 지정',
  recording: '키를 누르세요… (Esc: 취소)',
  clear: '지우기',
  reset: '기본값',
  resetAll: '모두 기본값으로',
  resetAllDone: '모든 단축키를 기본값으로 되돌렸습니다',
  coinUnit: '코인',
  presetKindLabel: (market: string) => `${market} 마켓 프리셋 방식`,
  oneClickOn: '원클릭 주문을 켰습니다 (이 세션 동안)',
  oneClickOff: '원클릭 주문을 껐습니다',
  saved: (action: string, key: string) => `${action}: ${key}로 지정했습니다`,
  cleared: (action: string) => `${action}: 단축키를 지웠습니다`,
  notBindable: '이 키는 단축키로 쓸 수 없습니다. 글자, 숫자, 기능키, 화살표 키를 조합해 주세요.',
  problem: (problem: BindProblem, key: string, other: string) =>
    problem.kind === 'taken'
      ? `${key}는 이미 "${other}"에 지정되어 있습니다. 먼저 그 동작의 키를 바꾸거나 지워 주세요.`
      : `${key}는 ${RESERVED_KO[problem.use]} 쓰이므로 지정할 수 없습니다.`,
  presetsTitle: '프리셋 수량',
  presetsIntro: '단축키와 원클릭 주문의 수량입니다. 마켓별로 금액 또는 코인 수량으로 정합니다.',
  presetKind: { amount: '금액', quantity: '수량' },
  presetValue: (market: string) => `${market} 마켓 프리셋`,
  presetProblem: { notPositive: '0보다 큰 숫자를 입력해 주세요.', decimals: '소수점 자릿수가 너무 깁니다.' },
  presetSaved: (market: string) => `${market} 마켓 프리셋을 저장했습니다`,
  save: '저장',
  oneClickTitle: '원클릭 주문',
  oneClickLabel: '원클릭 주문 사용',
  oneClickIntro:
    '켜면 호가창의 가격을 한 번 누르는 것만으로 프리셋 수량의 지정가 주문이 바로 접수됩니다 (매도 호가: 매수, 매수 호가: 매도). 확인 창은 없습니다.',
  oneClickConfirmTitle: '원클릭 주문을 켤까요?',
  oneClickConfirm:
    '원클릭 주문을 켜면 호가를 누르는 즉시 확인 없이 주문이 접수됩니다. 잘못 누른 주문도 체결될 수 있습니다. 이 창(세션)에서 한 번만 묻습니다.',
  oneClickYes: '켜기',
  oneClickNo: '취소',
  needsLogin: '로그인이 필요합니다',
  // Toasts of the actions
  filled: (side: string, quantity: string, coin: string, price: string) =>
    `${coin} ${quantity} ${side} 체결 (${price})`,
  filledRestCancelled: (side: string, quantity: string, coin: string, price: string) =>
    `${coin} ${quantity} ${side} 체결 (${price}), 남은 수량은 취소되었습니다`,
  nothingFilled: (side: string, coin: string) =>
    `${coin} ${side}: 최우선 호가에 체결된 수량이 없어 취소되었습니다`,
  placed: (side: string, quantity: string, coin: string, price: string, undoKey: string | null) =>
    `${coin} ${quantity} ${side} 주문 접수 (${price})${undoKey ? ` — 되돌리기: ${undoKey}` : ''}`,
  undoButton: '취소',
  buy: '매수',
  sell: '매도',
  noBook: '호가를 아직 받지 못했습니다. 잠시 후 다시 시도해 주세요.',
  emptySide: (side: string) => `${side}할 상대 호가가 없습니다.`,
  tooSmall: '프리셋 수량이 0입니다. 설정에서 프리셋을 확인해 주세요.',
  tradePassword: '거래 비밀번호를 쓰는 계정은 주문 패널에서 주문해 주세요.',
  undone: (coin: string) => `${coin} 주문을 취소했습니다 (되돌리기)`,
  nothingToUndo: '되돌릴 단축키 주문이 없습니다.',
  alreadyClosed: '주문이 이미 체결되었거나 취소되어 되돌릴 수 없습니다.',
  cancelledLast: (coin: string) => `${coin}의 가장 최근 미체결 주문을 취소했습니다`,
  noOpenOrder: (coin: string) => `${coin}의 미체결 주문이 없습니다.`,
  cancelledAll: (coin: string, count: number) =>
    `${coin} 미체결 주문 ${count}건을 취소했습니다 — 모두 취소는 되돌릴 수 없습니다`,
  flattened: (coin: string, quantity: string) =>
    `${coin} 포지션 정리: 미체결 취소, ${quantity} 시장가 매도 — 되돌릴 수 없습니다`,
  nothingToFlatten: (coin: string) => `${coin}의 매도 가능한 수량이 없습니다 (미체결 주문은 취소했습니다).`,
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  noPanelPrice: (coin: string) => `${coin} 주문 패널에 가격이 없습니다.`,
  noCoinList: '이 창에 코인 목록이 없습니다.',
  coinShown: (coin: string) => `${coin}(으)로 바꿨습니다`,
  noChart: '이 창에 차트가 없습니다.',
  intervalShown: (interval: CandleInterval) => `차트 주기: ${intervalLabel(interval, 'ko')}`,
  drawingToolsShown: '그리기 도구를 보입니다',
  drawingToolsHidden: '그리기 도구를 숨겼습니다',
  orderPanelShown: '주문 패널로 이동했습니다',
};

const RESERVED_KO: Record<ReservedUse, string> = {
  palette: '명령 창(Ctrl+K)에',
  orderPanel: '주문 패널 이동(F9)에',
  closeTab: '브라우저 탭 닫기에',
  newTab: '브라우저 새 탭에',
  newWindow: '브라우저 새 창에',
  reload: '새로 고침에',
  addressBar: '브라우저 주소창에',
  focusMove: '포커스 이동과 버튼 누르기에',
  closeDialog: '창 닫기와 취소에',
  edit: '복사·붙여넣기·전체 선택에',
  chartDrawing: '차트 그리기(되돌리기, 도구, 지우기)에',
  browser: '브라우저 기능에',
};

const RESERVED_EN: Record<ReservedUse, string> = {
  palette: 'opens the command palette (Ctrl+K)',
  orderPanel: 'goes to the order panel (F9)',
  closeTab: "closes the browser's tab",
  newTab: 'opens a browser tab',
  newWindow: 'opens a browser window',
  reload: 'reloads the page',
  addressBar: "goes to the browser's address bar",
  focusMove: 'moves the focus and presses buttons',
  closeDialog: 'closes dialogs and cancels',
  edit: 'copies, pastes and selects',
  chartDrawing: "is the chart's drawing key (undo, tools, delete)",
  browser: 'is a browser command',
};

const EN: typeof KO = {
  actions: {
    buyBest: 'Buy at the best ask (preset quantity)',
    sellBest: 'Sell at the best bid (preset quantity)',
    buyPanelPrice: "Buy at the order panel's price (preset quantity)",
    sellPanelPrice: "Sell at the order panel's price (preset quantity)",
    flatten: 'Flatten (cancel open orders, sell the available quantity at market)',
    undoLast: 'Undo the last hotkey order (cancel it while it is open)',
    cancelLast: "Cancel this coin's newest open order",
    cancelAll: "Cancel all of this coin's open orders (cannot be undone)",
    nextCoin: 'Next coin in the coin list',
    prevCoin: 'Previous coin in the coin list',
    nextInterval: 'Next chart interval',
    prevInterval: 'Previous chart interval',
    toggleDrawingTools: "Show or hide the chart's drawing tools",
    orderPanel: 'Go to the order panel (as F9)',
  },
  pageTitle: 'Hotkeys',
  keysTitle: 'Keys',
  intro:
    'Keys for the trade page and its pop-out windows. They do nothing while you type in a field. A key is kept by its place on the keyboard, so it works the same with the Korean input on.',
  groups: { order: 'Orders', cancel: 'Cancel', view: 'View' },
  action: 'Action',
  key: 'Key',
  none: 'None',
  record: 'Set key',
  recording: 'Press a key… (Esc: cancel)',
  clear: 'Clear',
  reset: 'Default',
  resetAll: 'Reset all to defaults',
  resetAllDone: 'Every hotkey is back on its default',
  coinUnit: 'coin',
  presetKindLabel: (market) => `${market} market preset by`,
  oneClickOn: 'One-click trading on (for this session)',
  oneClickOff: 'One-click trading off',
  saved: (action, key) => `${action}: set to ${key}`,
  cleared: (action) => `${action}: key cleared`,
  notBindable: 'This key cannot be a hotkey. Use letters, digits, function keys or arrows, with modifiers.',
  problem: (problem, key, other) =>
    problem.kind === 'taken'
      ? `${key} is already set for "${other}". Change or clear that action's key first.`
      : `${key} ${RESERVED_EN[problem.use]}, so it cannot be a hotkey.`,
  presetsTitle: 'Preset quantities',
  presetsIntro: 'The quantity of hotkey and one-click orders, per market: an amount or a coin quantity.',
  presetKind: { amount: 'Amount', quantity: 'Quantity' },
  presetValue: (market) => `${market} market preset`,
  presetProblem: { notPositive: 'Enter a number above 0.', decimals: 'Too many decimals.' },
  presetSaved: (market) => `${market} market preset saved`,
  save: 'Save',
  oneClickTitle: 'One-click trading',
  oneClickLabel: 'Use one-click trading',
  oneClickIntro:
    'When on, one click on an order book price places a limit order of the preset quantity at once (an ask: buy, a bid: sell). There is no confirm.',
  oneClickConfirmTitle: 'Turn on one-click trading?',
  oneClickConfirm:
    'With one-click trading on, a click on a price places an order at once, without a confirm. A mistaken click can trade. You are asked once in this window (session).',
  oneClickYes: 'Turn on',
  oneClickNo: 'Cancel',
  needsLogin: 'Needs a login',
  filled: (side, quantity, coin, price) => `${side} ${quantity} ${coin} filled (${price})`,
  filledRestCancelled: (side, quantity, coin, price) =>
    `${side} ${quantity} ${coin} filled (${price}), the rest cancelled`,
  nothingFilled: (side, coin) => `${side} ${coin}: nothing filled at the best price, so it was cancelled`,
  placed: (side, quantity, coin, price, undoKey) =>
    `${side} ${quantity} ${coin} placed (${price})${undoKey ? ` — undo: ${undoKey}` : ''}`,
  undoButton: 'Undo',
  buy: 'Buy',
  sell: 'Sell',
  noBook: 'The order book has not come yet. Try again in a moment.',
  emptySide: (side) => `No price on the other side to ${side.toLowerCase()} at.`,
  tooSmall: 'The preset quantity is 0. Check the preset in the hotkey settings.',
  tradePassword: 'Your account asks the trade password for orders: order in the order panel.',
  undone: (coin) => `${coin} order cancelled (undo)`,
  nothingToUndo: 'No hotkey order to undo.',
  alreadyClosed: 'The order has already filled or been cancelled: it cannot be undone.',
  cancelledLast: (coin) => `Newest open order of ${coin} cancelled`,
  noOpenOrder: (coin) => `No open order of ${coin}.`,
  cancelledAll: (coin, count) =>
    `${count} open ${count === 1 ? 'order' : 'orders'} of ${coin} cancelled — cancel all cannot be undone`,
  flattened: (coin, quantity) =>
    `${coin} flattened: open orders cancelled, ${quantity} sold at market — cannot be undone`,
  nothingToFlatten: (coin) => `No ${coin} available to sell (its open orders were cancelled).`,
  failed: 'The request failed. Try again in a moment.',
  noPanelPrice: (coin) => `The ${coin} order panel holds no price.`,
  noCoinList: 'This window has no coin list.',
  coinShown: (coin) => `Switched to ${coin}`,
  noChart: 'This window has no chart.',
  intervalShown: (interval) => `Chart interval: ${intervalLabel(interval, 'en')}`,
  drawingToolsShown: 'Drawing tools shown',
  drawingToolsHidden: 'Drawing tools hidden',
  orderPanelShown: 'Went to the order panel',
};

export type HotkeyTexts = typeof KO;

export function hotkeyTexts(language: Language): HotkeyTexts {
  return language === 'ko' ? KO : EN;
}
