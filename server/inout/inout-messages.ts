/**
 * The texts deposits and withdrawals answer in the request's language: each record kind's state codes
 * (a short state and a sentence of detail; the meanings are contract STATE_CODES_BY_KIND's), the process
 * types, a return's customer and destination types and a failed smart sale's reasons.
 */
import type {
  CustType,
  ProcessType,
  RecordKind,
  RefundType,
  SmartSellFailure,
  StateCode,
} from '../../contract';
import type { Language } from '../errors/messages';

type Text = Record<Language, string>;
interface StateText {
  message: Text;
  detail: Text;
}

const state = (ko: string, en: string, detailKo: string, detailEn: string): StateText => ({
  message: { ko, en },
  detail: { ko: detailKo, en: detailEn },
});

export const STATE_TEXTS: { [K in RecordKind]: Partial<Record<StateCode, StateText>> } = {
  coinIn: {
    '01': state(
      '입금 확인 중',
      'Confirming',
      '블록체인에서 입금을 확인하고 있습니다.',
      'The deposit is being confirmed on the blockchain.',
    ),
    '02': state(
      '입금 완료',
      'Completed',
      '입금이 완료되어 잔고에 반영되었습니다.',
      'The deposit is complete and in your balance.',
    ),
    '04': state(
      '입금 보류',
      'On hold',
      '신고되지 않은 사업자에서 보낸 입금이라 보류되었습니다. 입금 또는 반환을 신청해 주세요.',
      'Held: sent from an unreported provider. Please apply for the deposit or its return.',
    ),
    '05': state(
      '입금 보류',
      'On hold',
      '출처를 확인할 수 없는 지갑에서 보낸 입금이라 보류되었습니다. 입금 또는 반환을 신청해 주세요.',
      'Held: sent from a wallet of unclear source. Please apply for the deposit or its return.',
    ),
    '11': state(
      '입금 신청 심사 중',
      'Deposit request under review',
      '입금 신청을 심사하고 있습니다.',
      'Your deposit request is under review.',
    ),
    '14': state(
      '입금 신청 반려',
      'Deposit request rejected',
      '입금 신청이 반려되었습니다. 다시 신청하거나 반환을 신청할 수 있습니다.',
      'Your deposit request was rejected. You may apply again or apply for a return.',
    ),
    '20': state(
      '반환 신청 심사 중',
      'Return request under review',
      '반환 신청을 심사하고 있습니다.',
      'Your return request is under review.',
    ),
    '22': state(
      '반환 신청 추가 심사 중',
      'Return request under further review',
      '반환 신청을 추가로 심사하고 있습니다.',
      'Your return request is under further review.',
    ),
    '24': state(
      '반환 신청 취소',
      'Return request canceled',
      '회원님이 반환 신청을 취소했습니다.',
      'You canceled the return request.',
    ),
    '25': state(
      '반환 신청 취소(거래소)',
      'Return request canceled by the exchange',
      '거래소가 반환 신청을 취소했습니다. 다시 신청할 수 있습니다.',
      'The exchange canceled the return request. You may apply again.',
    ),
    '26': state(
      '거래소 반환 완료',
      'Returned by the exchange',
      '거래소가 신청 없이 입금을 반환했습니다.',
      'The exchange returned the deposit without an application.',
    ),
    '32': state(
      '입금 신청 승인',
      'Deposit request approved',
      '입금 신청이 승인되어 잔고에 반영하고 있습니다.',
      'Your deposit request was approved and is being credited.',
    ),
    '33': state(
      '입금 신청 완료',
      'Deposit request completed',
      '입금 신청이 승인되어 잔고에 반영되었습니다.',
      'Your deposit request was approved and credited.',
    ),
    '34': state(
      '입금 신청 취소(거래소)',
      'Deposit request canceled by the exchange',
      '거래소가 입금 신청을 취소했습니다. 반환을 신청할 수 있습니다.',
      'The exchange canceled the deposit request. You may apply for a return.',
    ),
    '41': state(
      '반환 승인',
      'Return approved',
      '반환 신청이 승인되어 반환을 준비하고 있습니다.',
      'Your return request was approved and is being prepared.',
    ),
    '43': state(
      '반환 완료',
      'Returned',
      '반환이 완료되었습니다. 트랜잭션 ID를 확인해 주세요.',
      'The return is complete. See the transaction ID.',
    ),
    '44': state(
      '반환 취소(입금 무효)',
      'Return canceled (deposit voided)',
      '반환이 취소되고 입금은 무효 처리되었습니다.',
      'The return was canceled and the deposit voided.',
    ),
  },
  coinOut: {
    '01': state(
      '출금 신청',
      'Requested',
      '출금 신청이 접수되었습니다. 처리 전까지 취소할 수 있습니다.',
      'Your withdrawal was received. You can cancel it until it is processed.',
    ),
    '02': state(
      '출금 취소',
      'Canceled',
      '회원님이 출금을 취소했습니다. 출금 수량이 잔고로 돌아왔습니다.',
      'You canceled the withdrawal. The quantity is back in your balance.',
    ),
    '03': state(
      '출금 거절',
      'Rejected',
      '거래소가 출금을 거절했습니다. 출금 수량이 잔고로 돌아왔습니다.',
      'The exchange rejected the withdrawal. The quantity is back in your balance.',
    ),
    '04': state(
      '출금 실패',
      'Failed',
      '블록체인 전송에 실패했습니다. 출금 수량이 잔고로 돌아왔습니다.',
      'The transfer failed on chain. The quantity is back in your balance.',
    ),
    '05': state(
      '출금 완료',
      'Sent',
      '출금이 전송되었습니다. 트랜잭션 ID를 확인해 주세요.',
      'The withdrawal was sent. See the transaction ID.',
    ),
  },
  krwIn: {
    '01': state('입금 대기', 'Waiting', '은행 이체를 기다리고 있습니다.', 'Waiting for the bank transfer.'),
    '02': state(
      '입금 완료',
      'Completed',
      '원화 입금이 잔고에 반영되었습니다.',
      'The KRW deposit is in your balance.',
    ),
    '34': state('입금 취소', 'Canceled', '원화 입금이 취소되었습니다.', 'The KRW deposit was canceled.'),
  },
  krwOut: {
    '01': state(
      '출금 신청',
      'Requested',
      '원화 출금 신청이 접수되었습니다. 처리 전까지 취소할 수 있습니다.',
      'Your KRW withdrawal was received. You can cancel it until it is processed.',
    ),
    '02': state(
      '출금 취소',
      'Canceled',
      '원화 출금을 취소했습니다. 금액이 잔고로 돌아왔습니다.',
      'You canceled the KRW withdrawal. The amount is back in your balance.',
    ),
    '03': state(
      '은행 송금 중',
      'Sent to the bank',
      '연결된 은행 계좌로 송금하고 있습니다.',
      'The amount is on its way to your linked bank account.',
    ),
    '05': state('출금 완료', 'Completed', '원화 출금이 완료되었습니다.', 'The KRW withdrawal is complete.'),
  },
};

/**
 * A coin deposit in 34 without a deposit application: it arrived below its network's smallest deposit and
 * was not credited (inout-rules.ts arrivalCode), not a deposit request the exchange cancelled.
 */
export const NOT_CREDITED_TEXTS: StateText = state(
  '최소 입금 수량 미만',
  'Below the minimum deposit',
  '네트워크의 최소 입금 수량보다 적어 잔고에 반영되지 않았습니다. 반환을 신청할 수 있습니다.',
  "Less than the network's minimum deposit, so it was not credited to your balance. You may apply for a return.",
);

/** A state text in the request's language, as a history entry carries it. */
export function entryTexts(
  texts: StateText,
  language: Language,
): { stateMessage: string; stateDetailMessage: string } {
  return { stateMessage: texts.message[language], stateDetailMessage: texts.detail[language] };
}

/** The texts of a code on a kind of record; a code the kind never has is a bug upstream. */
export function stateTexts(
  kind: RecordKind,
  code: StateCode,
  language: Language,
): {
  stateMessage: string;
  stateDetailMessage: string;
} {
  const texts = STATE_TEXTS[kind][code];
  if (!texts) throw new Error(`state ${code} does not occur on a ${kind} record`);
  return entryTexts(texts, language);
}

export const PROCESS_TYPE_NAMES: Record<ProcessType, Text> = {
  IN: { ko: '입금', en: 'Deposit' },
  OUT: { ko: '출금', en: 'Withdrawal' },
};

export const CUST_TYPE_NAMES: Record<CustType, Text> = {
  personal: { ko: '개인', en: 'Individual' },
  corporation: { ko: '법인', en: 'Corporation' },
};

export const REFUND_TYPE_NAMES: Record<RefundType, Text> = {
  EXCHANGE: { ko: '거래소 지갑으로 반환', en: 'To an exchange wallet' },
  PERSONAL_WALLET: { ko: '개인 지갑으로 반환', en: 'To a personal wallet' },
};

export const SMART_SELL_FAILURE_TEXTS: Record<SmartSellFailure, Text> = {
  belowMinimum: {
    ko: '판매 금액이 최소 주문 금액보다 적어 판매하지 못했습니다.',
    en: 'The sale was below the minimum order amount.',
  },
  notTradable: {
    ko: '현재 거래할 수 없는 자산이라 판매하지 못했습니다.',
    en: 'The asset cannot be traded now.',
  },
  priceMoved: {
    ko: '시세가 크게 변동되어 판매하지 못했습니다.',
    en: 'The price moved too far to sell.',
  },
};

/** The exchange's name on a return the exchange made on its own (code 26). */
export const EXCHANGE_RETURN_NAME = 'Tradedeck';
