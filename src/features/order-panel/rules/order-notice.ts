/**
 * What the order form says under its fields: a check that failed (the contract's message in the current
 * language), the exchange's refusal, what became of an order placed (contract/order-options.ts
 * orderOutcome: an ioc's rest cancelled, a fok killed, nothing filled, a self-trade prevented), or one of
 * the panel's own texts; and the notice a failed submission leaves (order-submit.ts `submitFailure`).
 */
import {
  orderOutcome,
  orderOutcomeText,
  type OrderOutcome,
  type OutcomeFacts,
  type OutcomeFormat,
} from '../../../../contract/order-options';
import { PLUS_BUY_ORDER_MESSAGES, type PlusBuyOrderProblem } from '../../../../contract/plus-buy';
import { coinLockedMessage, type CoinLockedFigures } from '../../../../contract/plus-buy-loan';
import { orderProblemMessage, type OrderProblem } from '../../../../contract/trading';
import type { MarketSymbol } from '../../../../contract/markets';
import type { Language } from '../../../../contract/texts';
import type { SubmitFailure } from './order-submit';

export type Notice =
  | { kind: 'problem'; problem: OrderProblem }
  | { kind: 'plusBuy'; problem: PlusBuyOrderProblem }
  | { kind: 'coinLocked'; figures: CoinLockedFigures }
  | { kind: 'text'; text: string }
  | { kind: 'outcome'; outcome: OrderOutcome; order: OutcomeFacts }
  | { kind: 'key'; key: 'failed' | 'unknownOutcome' | 'tradePassword' };

/** The panel's own texts, as orderPanel.<key>. */
export type NoticeKey = Extract<Notice, { kind: 'key' }>['key'];

export function failureNotice(failure: SubmitFailure): Notice | null {
  switch (failure.kind) {
    case 'problem':
    case 'plusBuy':
      return failure;
    case 'refused':
      return { kind: 'text', text: failure.message };
    // The kept order says it: the order was not placed, log in again.
    case 'sessionEnded':
      return null;
    case 'failed':
    case 'unknownOutcome':
      return { kind: 'key', key: failure.kind };
  }
}

/** What the panel says of an order the exchange placed, when more than "placed": its outcome, else null. */
export function outcomeNotice(order: OutcomeFacts): Notice | null {
  const outcome = orderOutcome(order);
  return outcome === undefined ? null : { kind: 'outcome', outcome, order };
}

/** The notice's text; the panel's own texts through `own` (i18n), an outcome's figures through `format`. */
export function noticeText(
  notice: Notice,
  market: MarketSymbol,
  language: Language,
  own: (key: NoticeKey) => string,
  format: OutcomeFormat,
): string {
  switch (notice.kind) {
    case 'problem':
      return orderProblemMessage(notice.problem, market, language);
    case 'plusBuy':
      return PLUS_BUY_ORDER_MESSAGES[notice.problem][language];
    case 'coinLocked':
      return coinLockedMessage(notice.figures, language);
    case 'text':
      return notice.text;
    case 'outcome':
      return orderOutcomeText(notice.outcome, notice.order, language, format);
    case 'key':
      return own(notice.key);
  }
}
