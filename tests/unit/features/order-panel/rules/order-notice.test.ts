import { describe, expect, test } from 'vitest';
import {
  failureNotice,
  noticeText,
  type Notice,
  type SubmitFailure,
} from '../../../../../src/features/order-panel/rules';
import { orderProblemMessage } from '../../../../../contract/trading';
import { PLUS_BUY_ORDER_MESSAGES } from '../../../../../contract/plus-buy';
import { coinLockedMessage } from '../../../../../contract/plus-buy-loan';

describe('failureNotice', () => {
  test.each<[string, SubmitFailure, Notice | null]>([
    [
      'a check of the contract',
      { kind: 'problem', problem: 'priceRequired' },
      { kind: 'problem', problem: 'priceRequired' },
    ],
    [
      'a Plus buy rule',
      { kind: 'plusBuy', problem: 'belowMinimum' },
      { kind: 'plusBuy', problem: 'belowMinimum' },
    ],
    ["the exchange's message", { kind: 'refused', message: 'No.' }, { kind: 'text', text: 'No.' }],
    ['the session ended: the kept order says it', { kind: 'sessionEnded' }, null],
    ['no message', { kind: 'failed' }, { kind: 'key', key: 'failed' }],
    ['no answer', { kind: 'unknownOutcome' }, { kind: 'key', key: 'unknownOutcome' }],
  ])('%s', (_, failure, notice) => {
    expect(failureNotice(failure)).toEqual(notice);
  });
});

describe('noticeText', () => {
  const own = (key: string) => `own:${key}`;
  test.each<[string, Notice, 'ko' | 'en', string]>([
    [
      'a problem in English',
      { kind: 'problem', problem: 'priceRequired' },
      'en',
      orderProblemMessage('priceRequired', 'KRW', 'en'),
    ],
    [
      'a problem in Korean',
      { kind: 'problem', problem: 'priceRequired' },
      'ko',
      orderProblemMessage('priceRequired', 'KRW', 'ko'),
    ],
    [
      'a Plus buy problem',
      { kind: 'plusBuy', problem: 'belowMinimum' },
      'en',
      PLUS_BUY_ORDER_MESSAGES.belowMinimum.en,
    ],
    [
      "a sale of the loan's coin",
      { kind: 'coinLocked', figures: { symbol: 'BTC', loanLocked: 0.1, available: 0.2 } },
      'en',
      coinLockedMessage({ symbol: 'BTC', loanLocked: 0.1, available: 0.2 }, 'en'),
    ],
    ["the exchange's text as it came", { kind: 'text', text: '거부' }, 'en', '거부'],
    ["the panel's own text", { kind: 'key', key: 'tradePassword' }, 'en', 'own:tradePassword'],
  ])('%s', (_, notice, language, text) => {
    expect(noticeText(notice, 'KRW', language, own)).toBe(text);
  });
});
