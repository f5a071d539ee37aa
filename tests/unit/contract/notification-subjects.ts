/**
 * A subject of every notification kind and variant (contract/notifications.ts), each with the title and body
 * contract/notification-texts.ts writes for it in Korean and English: the texts' table and the schemas' test
 * read them.
 */
import type { NotificationSubject, Texts } from '../../../contract';

export interface SubjectCase {
  name: string;
  subject: NotificationSubject;
  title: Texts;
  body: Texts;
}

const alertTitle = { ko: 'BTC/KRW 알림', en: 'BTC/KRW alert' };
const loan = { loanId: 7, coin: 'XRP-KRW' } as const;
const order = {
  kind: 'order',
  orderId: 41,
  coin: 'XRP-KRW',
  side: 'buy',
  orderType: 'limit',
  price: 3_000,
  quantity: 10,
} as const;
const twap = { kind: 'algo', algoId: 5, coin: 'XRP-KRW' } as const;
const twapStopped = { ko: 'TWAP 주문 중지', en: 'TWAP order stopped' };
const repaidInFull = {
  ko: 'XRP/KRW 대출(7)이 모두 상환되었습니다.',
  en: 'Loan 7 on XRP/KRW was repaid in full.',
};
const repaidShort = {
  ko: 'XRP/KRW 대출(7)이 상환되었습니다. 부족한 12,345 KRW는 채무가 되어 입금이나 매도 대금으로 먼저 상환됩니다.',
  en: 'Loan 7 on XRP/KRW was repaid. 12,345 KRW it fell short is now a debt, paid first from KRW that reaches you.',
};

export const SUBJECT_CASES: SubjectCase[] = [
  {
    name: 'alert: a price rose through its level, no note',
    subject: {
      kind: 'alert',
      alertId: 'a-1',
      coin: 'BTC-KRW',
      condition: { kind: 'price', op: 'crossesUp', value: 100_000_000 },
      message: '',
      price: 100_050_000,
    },
    title: alertTitle,
    body: {
      ko: 'BTC/KRW 가격 100,000,000 상향 돌파 (현재 100,050,000 KRW)',
      en: 'BTC/KRW price rose through 100,000,000 (now 100,050,000 KRW)',
    },
  },
  {
    name: "alert: the member's note on its own line",
    subject: {
      kind: 'alert',
      alertId: 'a-2',
      coin: 'BTC-KRW',
      condition: { kind: 'price', op: 'lessThan', value: 95_000_000.5 },
      message: 'Take profit',
      price: 94_999_000,
    },
    title: alertTitle,
    body: {
      ko: 'BTC/KRW 가격 95,000,000.5 미만 (현재 94,999,000 KRW)\nTake profit',
      en: 'BTC/KRW price below 95,000,000.5 (now 94,999,000 KRW)\nTake profit',
    },
  },
  {
    name: 'alert: a move within minutes, on a BTC market',
    subject: {
      kind: 'alert',
      alertId: 'a-3',
      coin: 'ETH-BTC',
      condition: { kind: 'move', direction: 'down', percent: 2.5, minutes: 15 },
      message: '',
      price: 0.0345,
    },
    title: { ko: 'ETH/BTC 알림', en: 'ETH/BTC alert' },
    body: {
      ko: 'ETH/BTC 가격이 15분 안에 2.5% 하락 (현재 0.0345 BTC)',
      en: 'ETH/BTC price fell 2.5% within 15 min (now 0.0345 BTC)',
    },
  },
  {
    name: "alert: a drawing's line crossed",
    subject: {
      kind: 'alert',
      alertId: 'a-4',
      coin: 'BTC-KRW',
      condition: { kind: 'drawing', drawingId: 'd-1', line: 0, op: 'crossesDown' },
      message: '',
      price: 99_000_000,
    },
    title: alertTitle,
    body: {
      ko: 'BTC/KRW 가격이 그림의 선을 하향 돌파 (현재 99,000,000 KRW)',
      en: "BTC/KRW price fell through a drawing's line (now 99,000,000 KRW)",
    },
  },
  {
    name: "alert: an indicator's line crossed another",
    subject: {
      kind: 'alert',
      alertId: 'a-5',
      coin: 'BTC-KRW',
      condition: {
        kind: 'indicator',
        interval: '240',
        indicator: { kind: 'macd', params: { fast: 12, slow: 26, signal: 9, source: 'close' } },
        line: 'macd',
        op: 'crossesUp',
        target: { line: 'signal' },
      },
      message: '',
      price: 100_000_000,
    },
    title: alertTitle,
    body: {
      ko: 'BTC/KRW 240 MACD(12, 26, 9) signal 상향 돌파 (현재 100,000,000 KRW)',
      en: 'BTC/KRW 240 MACD(12, 26, 9) rose through signal (now 100,000,000 KRW)',
    },
  },
  {
    name: "alert: an indicator's named line against a value",
    subject: {
      kind: 'alert',
      alertId: 'a-6',
      coin: 'BTC-KRW',
      condition: {
        kind: 'indicator',
        interval: '1D',
        indicator: { kind: 'rsi', params: { period: 14 } },
        line: 'rsi',
        op: 'greaterThan',
        target: { value: 70 },
      },
      message: '',
      price: 100_000_000,
    },
    title: alertTitle,
    body: {
      ko: 'BTC/KRW 1D RSI(14) 70 초과 (현재 100,000,000 KRW)',
      en: 'BTC/KRW 1D RSI(14) above 70 (now 100,000,000 KRW)',
    },
  },
  {
    name: "alert: the forecast's chance of a rise",
    subject: {
      kind: 'alert',
      alertId: 'a-7',
      coin: 'BTC-KRW',
      condition: { kind: 'forecast', interval: '60', side: 'up', level: 0.655 },
      message: '',
      price: 100_000_000,
    },
    title: alertTitle,
    body: {
      ko: 'BTC/KRW 예측 상승 확률 65.5% 도달 (현재 100,000,000 KRW)',
      en: 'BTC/KRW forecast chance of a rise reached 65.5% (now 100,000,000 KRW)',
    },
  },
  {
    name: "alert: the forecast's chance of a fall",
    subject: {
      kind: 'alert',
      alertId: 'a-8',
      coin: 'BTC-KRW',
      condition: { kind: 'forecast', interval: '60', side: 'down', level: 0.7 },
      message: '',
      price: 100_000_000,
    },
    title: alertTitle,
    body: {
      ko: 'BTC/KRW 예측 하락 확률 70% 도달 (현재 100,000,000 KRW)',
      en: 'BTC/KRW forecast chance of a fall reached 70% (now 100,000,000 KRW)',
    },
  },
  {
    name: 'order: filled, with its average',
    subject: { ...order, event: 'filled', filledQuantity: 10, avgFillPrice: 2_995.5 },
    title: { ko: '주문 체결', en: 'Order filled' },
    body: {
      ko: 'XRP/KRW 지정가 매수: 10 / 10 체결, 평균 2,995.5 KRW',
      en: 'XRP/KRW limit buy: 10 of 10 filled, average 2,995.5 KRW',
    },
  },
  {
    name: 'order: a market sell partly filled',
    subject: {
      ...order,
      side: 'sell',
      orderType: 'market',
      event: 'partiallyFilled',
      price: 3_000,
      quantity: 5,
      filledQuantity: 2,
      avgFillPrice: 3_000,
    },
    title: { ko: '주문 일부 체결', en: 'Order partly filled' },
    body: {
      ko: 'XRP/KRW 시장가 매도: 2 / 5 체결, 평균 3,000 KRW',
      en: 'XRP/KRW market sell: 2 of 5 filled, average 3,000 KRW',
    },
  },
  {
    name: 'order: a stop-limit triggered',
    subject: {
      ...order,
      orderType: 'stopLimit',
      event: 'triggered',
      price: 3_100,
      filledQuantity: 0,
      avgFillPrice: null,
    },
    title: { ko: '예약 주문 발동', en: 'Stop order triggered' },
    body: {
      ko: 'XRP/KRW 예약 지정가 매수: 3,100 KRW에 주문이 들어갔습니다',
      en: 'XRP/KRW stop-limit buy: placed at 3,100 KRW',
    },
  },
  {
    name: 'order: cancelled by the exchange before any fill',
    subject: { ...order, event: 'cancelled', filledQuantity: 0, avgFillPrice: null },
    title: { ko: '주문 취소됨', en: 'Order cancelled' },
    body: { ko: 'XRP/KRW 지정가 매수: 0 / 10 체결', en: 'XRP/KRW limit buy: 0 of 10 filled' },
  },
  {
    name: 'algo: a TWAP buy completed',
    subject: {
      ...twap,
      side: 'buy',
      state: 'completed',
      stopReason: null,
      filledQuantity: 666.5,
      avgPrice: 3_000.25,
    },
    title: { ko: 'TWAP 주문 완료', en: 'TWAP order completed' },
    body: {
      ko: 'XRP/KRW TWAP 매수(5): 666.5 XRP 체결, 평균 3,000.25 KRW.',
      en: 'TWAP 5 (XRP/KRW buy): 666.5 XRP filled at an average of 3,000.25 KRW.',
    },
  },
  {
    name: 'algo: a TWAP completed with nothing filled (every slice beyond its price limit)',
    subject: {
      ...twap,
      side: 'sell',
      state: 'completed',
      stopReason: null,
      filledQuantity: 0,
      avgPrice: null,
    },
    title: { ko: 'TWAP 주문 완료', en: 'TWAP order completed' },
    body: {
      ko: 'XRP/KRW TWAP 매도(5): 체결된 수량이 없습니다.',
      en: 'TWAP 5 (XRP/KRW sell): nothing filled.',
    },
  },
  {
    name: 'algo: a TWAP stopped as the market closed',
    subject: {
      ...twap,
      side: 'sell',
      state: 'stopped',
      stopReason: 'marketClosed',
      filledQuantity: 10,
      avgPrice: 2_990,
    },
    title: twapStopped,
    body: {
      ko: 'XRP/KRW TWAP 매도(5): 10 XRP 체결, 평균 2,990 KRW. 마켓 거래가 중단되어 TWAP 주문이 중지되었습니다. 체결된 수량은 유지됩니다.',
      en: 'TWAP 5 (XRP/KRW sell): 10 XRP filled at an average of 2,990 KRW. Trading stopped on the market, so the TWAP was stopped. What filled stays filled.',
    },
  },
  {
    name: 'algo: a TWAP stopped as the member was blocked',
    subject: {
      ...twap,
      side: 'buy',
      state: 'stopped',
      stopReason: 'memberBlocked',
      filledQuantity: 0.00012,
      avgPrice: 3_000,
    },
    title: twapStopped,
    body: {
      ko: 'XRP/KRW TWAP 매수(5): 0.00012 XRP 체결, 평균 3,000 KRW. 계정의 주문이 제한되어 TWAP 주문이 중지되었습니다. 체결된 수량은 유지됩니다.',
      en: 'TWAP 5 (XRP/KRW buy): 0.00012 XRP filled at an average of 3,000 KRW. Your account may not place orders, so the TWAP was stopped. What filled stays filled.',
    },
  },
  {
    name: 'algo: a TWAP stopped as money ran out, nothing filled',
    subject: {
      ...twap,
      coin: 'ETH-BTC',
      side: 'buy',
      state: 'stopped',
      stopReason: 'insufficientFunds',
      filledQuantity: 0,
      avgPrice: null,
    },
    title: twapStopped,
    body: {
      ko: 'ETH/BTC TWAP 매수(5): 체결된 수량이 없습니다. 주문 가능 잔고가 부족해 TWAP 주문이 중지되었습니다. 체결된 수량은 유지됩니다.',
      en: 'TWAP 5 (ETH/BTC buy): nothing filled. Not enough balance for the next slice, so the TWAP was stopped. What filled stays filled.',
    },
  },
  ...(
    [
      ['low', '낮음', 'low'],
      ['medium', '보통', 'medium'],
      ['high', '높음', 'high'],
      ['veryHigh', '매우 높음', 'very high'],
    ] as const
  ).map(([band, ko, en]): SubjectCase => ({
    name: `plusBuyRisk: ${band}`,
    subject: { kind: 'plusBuyRisk', ...loan, band, level: 108.3 },
    title: { ko: `플러스 매수 위험 ${ko}`, en: `Plus buy risk ${en}` },
    body: {
      ko: 'XRP/KRW 대출(7)의 상환 비율이 108.3%입니다. 107% 이하가 되면 자동 상환됩니다.',
      en: 'Loan 7 on XRP/KRW is at 108.3%. At 107% or below it repays itself by selling.',
    },
  })),
  {
    name: 'autoRepayment: started',
    subject: { kind: 'autoRepayment', ...loan, stage: 'started', outstanding: 800_000, shortfall: 0 },
    title: { ko: '플러스 매수 자동 상환 시작', en: 'Plus buy auto-repayment started' },
    body: {
      ko: 'XRP/KRW 대출(7)의 상환 비율이 107% 이하가 되어 구매한 자산을 나누어 매도합니다.',
      en: 'The level of loan 7 on XRP/KRW reached 107%: its coin is being sold in portions.',
    },
  },
  {
    name: 'autoRepayment: finished, repaid in full',
    subject: { kind: 'autoRepayment', ...loan, stage: 'finished', outstanding: 0, shortfall: 0 },
    title: { ko: '플러스 매수 자동 상환 완료', en: 'Plus buy auto-repayment finished' },
    body: repaidInFull,
  },
  {
    name: 'autoRepayment: finished with a shortfall',
    subject: { kind: 'autoRepayment', ...loan, stage: 'finished', outstanding: 0, shortfall: 12_345 },
    title: { ko: '플러스 매수 자동 상환 완료', en: 'Plus buy auto-repayment finished' },
    body: repaidShort,
  },
  {
    name: 'loanExpiry: soon',
    subject: {
      kind: 'loanExpiry',
      ...loan,
      stage: 'soon',
      expiresAt: 1_800_000_000_000,
      outstanding: 800_000,
      shortfall: 0,
    },
    title: { ko: '플러스 매수 만기 임박', en: 'Plus buy loan expires soon' },
    body: {
      ko: 'XRP/KRW 대출(7)의 남은 금액 800,000 KRW가 만기에 상환됩니다. 원화가 부족하면 구매한 자산을 시장가로 매도합니다.',
      en: 'Loan 7 on XRP/KRW (800,000 KRW owed) is repaid at expiry, by selling its coin at market if KRW falls short.',
    },
  },
  {
    name: 'loanExpiry: expired, repaid in full',
    subject: {
      kind: 'loanExpiry',
      ...loan,
      stage: 'expired',
      expiresAt: 1_800_000_000_000,
      outstanding: 0,
      shortfall: 0,
    },
    title: { ko: '플러스 매수 만기 상환', en: 'Plus buy loan repaid at expiry' },
    body: repaidInFull,
  },
  {
    name: 'loanExpiry: expired with a shortfall',
    subject: {
      kind: 'loanExpiry',
      ...loan,
      stage: 'expired',
      expiresAt: 1_800_000_000_000,
      outstanding: 0,
      shortfall: 12_345,
    },
    title: { ko: '플러스 매수 만기 상환', en: 'Plus buy loan repaid at expiry' },
    body: repaidShort,
  },
  {
    name: 'withdrawal: a coin sent',
    subject: {
      kind: 'withdrawal',
      recordId: 12,
      coinType: 'BTC',
      amount: 0.5,
      stateCode: '05',
      state: { ko: '출금 완료', en: 'Sent' },
    },
    title: { ko: '출금 상태 변경', en: 'Withdrawal update' },
    body: { ko: '0.5 BTC 출금: 출금 완료', en: 'Withdrawal of 0.5 BTC: Sent' },
  },
  {
    name: 'withdrawal: KRW',
    subject: {
      kind: 'withdrawal',
      recordId: 13,
      coinType: 'KRW',
      amount: 1_250_000,
      stateCode: '03',
      state: { ko: '은행 송금', en: 'Sent to the bank' },
    },
    title: { ko: '출금 상태 변경', en: 'Withdrawal update' },
    body: { ko: '1,250,000 KRW 출금: 은행 송금', en: 'Withdrawal of 1,250,000 KRW: Sent to the bank' },
  },
];
