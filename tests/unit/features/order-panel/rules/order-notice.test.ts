import { describe, expect, test } from 'vitest';
import {
  ORDER_OUTCOME_TEXTS,
  type OutcomeFacts,
  type OutcomeFormat,
} from '../../../../../contract/order-options';
import {
  failureNotice,
  noticeText,
  outcomeNotice,
  type Notice,
  type SubmitFailure,
} from '../../../../../src/features/order-panel/rules';
import { orderProblemMessage } from '../../../../../contract/trading';
import { PLUS_BUY_ORDER_MESSAGES } from '../../../../../contract/plus-buy';
import { coinLockedMessage } from '../../../../../contract/plus-buy-loan';

const FORMAT: OutcomeFormat = {
  quantity: (value) => `${value} BTC`,
  amount: (value) => `${value} KRW`,
};

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
    expect(noticeText(notice, 'KRW', language, own, FORMAT)).toBe(text);
  });
});

describe('what became of an order placed', () => {
  const own = (key: string) => `own:${key}`;
  const placed = (over: Partial<OutcomeFacts>): OutcomeFacts => ({
    orderType: 'limit',
    status: 'cancelled',
    timeInForce: 'ioc',
    side: 'buy',
    quantity: 3,
    filledQuantity: 1,
    amount: null,
    filledAmount: 100,
    preventedQuantity: 0,
    ...over,
  });

  test.each([
    [
      'an ioc partly filled: the rest cancelled',
      placed({}),
      'en',
      '1 BTC filled; the remaining 2 BTC was cancelled at once (IOC).',
    ],
    ['in Korean', placed({}), 'ko', '1 BTC 체결, 남은 2 BTC는 즉시 취소되었습니다 (IOC).'],
    [
      'a fok killed',
      placed({ timeInForce: 'fok', filledQuantity: 0, filledAmount: 0 }),
      'en',
      ORDER_OUTCOME_TEXTS.killed.en,
    ],
    [
      'an ioc with nothing to take',
      placed({ filledQuantity: 0, filledAmount: 0 }),
      'en',
      ORDER_OUTCOME_TEXTS.nothingFilled.en,
    ],
    [
      'a self-trade prevented',
      placed({ status: 'filled', timeInForce: 'gtc', filledQuantity: 2, preventedQuantity: 1 }),
      'en',
      '1 BTC did not trade, to keep the order from trading with your own order (self-trade prevention).',
    ],
  ] as const)('%s', (_, order, language, text) => {
    const notice = outcomeNotice(order);
    expect(notice).not.toBeNull();
    expect(noticeText(notice!, 'KRW', language, own, FORMAT)).toBe(text);
  });

  test.each([
    ['a gtc limit resting', placed({ status: 'pending', timeInForce: 'gtc', filledQuantity: 0 })],
    ['an ioc filled whole', placed({ status: 'filled', filledQuantity: 3 })],
    [
      'a market order filled',
      placed({ orderType: 'market', status: 'filled', timeInForce: null, filledQuantity: 3 }),
    ],
  ] as const)('nothing more than placed: %s', (_, order) => {
    expect(outcomeNotice(order)).toBeNull();
  });
});
