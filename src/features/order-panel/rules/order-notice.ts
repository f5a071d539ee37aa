/**
 * What the order form says under its fields: a check that failed (the contract's message in the current
 * language), the exchange's refusal, or one of the panel's own texts; and the notice a failed submission
 * leaves (order-submit.ts `submitFailure`).
 */
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

/** The notice's text; the panel's own texts through `own` (i18n). */
export function noticeText(
  notice: Notice,
  market: MarketSymbol,
  language: Language,
  own: (key: NoticeKey) => string,
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
    case 'key':
      return own(notice.key);
  }
}
