/**
 * The palette's own texts in Korean and English (its commands' titles are in rules/catalogue.ts). They
 * live with the feature so that they load with its lazy chunk, not with the trade page's first bytes.
 */
import type { Language } from '../../lib/languages';
import type { OrderCommandProblem } from './rules';
import type { OrderSide } from '../../../contract/trading';

const KO = {
  title: '명령',
  search: '명령 검색',
  placeholder: '코인, 주기, 패널, 페이지 또는 "매수 0.01"',
  results: (count: number) => `결과 ${count}개`,
  noResults: '찾은 명령이 없습니다',
  needsLogin: '로그인이 필요합니다',
  close: '닫기',
  groups: { coin: '코인', order: '주문', interval: '차트 주기', panel: '패널', page: '페이지' },
  orderRow: (side: OrderSide, quantity: string, coin: string, price: string | null) =>
    `${coin} ${quantity} ${side === 'buy' ? '매수' : '매도'} — ${price === null ? '현재가' : `${price}`}로 주문 패널 채우기`,
  orderProblem: {
    noQuantity: '수량을 입력하세요 (예: 매수 0.01 또는 매수 0.01 95000000)',
    badQuantity: '수량은 0보다 큰 숫자여야 합니다',
    badPrice: '가격은 0보다 큰 숫자여야 합니다',
    percent: '비율 주문은 주문 패널의 % 버튼을 사용하세요',
    extra: '형식: 매수 <수량> [가격]',
  } satisfies Record<OrderCommandProblem, string>,
  noPrice: '현재가를 아직 알 수 없습니다. 가격을 함께 입력하세요',
  confirmCancelAll: (coin: string) => `${coin}의 미체결 주문을 모두 취소할까요?`,
  confirmYes: '모두 취소',
  confirmNo: '돌아가기',
};

const EN: typeof KO = {
  title: 'Commands',
  search: 'Search commands',
  placeholder: 'A coin, interval, panel, page or "buy 0.01"',
  results: (count) => `${count} ${count === 1 ? 'result' : 'results'}`,
  noResults: 'No command found',
  needsLogin: 'Needs a login',
  close: 'Close',
  groups: { coin: 'Coin', order: 'Order', interval: 'Chart interval', panel: 'Panel', page: 'Page' },
  orderRow: (side, quantity, coin, price) =>
    `${side === 'buy' ? 'Buy' : 'Sell'} ${quantity} ${coin} at ${price === null ? 'the last price' : price} — fill the order panel`,
  orderProblem: {
    noQuantity: 'Type a quantity (e.g. buy 0.01 or buy 0.01 95000000)',
    badQuantity: 'The quantity must be a number above 0',
    badPrice: 'The price must be a number above 0',
    percent: "For a share of your balance use the order panel's % buttons",
    extra: 'Write: buy <quantity> [price]',
  },
  noPrice: 'The last price is not known yet: type a price too',
  confirmCancelAll: (coin) => `Cancel all open orders of ${coin}?`,
  confirmYes: 'Cancel all',
  confirmNo: 'Back',
};

export type PaletteTexts = typeof KO;

export function paletteTexts(language: Language): PaletteTexts {
  return language === 'ko' ? KO : EN;
}
