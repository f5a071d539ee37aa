/**
 * A 400 from the contract's schemas says what is wrong in the member's language: zod's own checks in its
 * ko/en locale, the schemas' own rules (REQUEST_RULES) in theirs, never an English text in a Korean answer.
 */
import { describe, expect, test } from 'vitest';
import {
  orderHistoryQuery,
  placeOrderRequest,
  REQUEST_RULES,
  requestRuleText,
  type RequestRule,
} from '../../../../contract';
import { ApiError } from '../../../../server/errors/api-error';
import { errorEnvelope, parseInput } from '../../../../server/http/envelope';

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const HANGUL = /[\uac00-\ud7a3]/;
/** English prose (a format like SYMBOL-MARKET is upper case). */
const ENGLISH_WORD = /[a-z]{3,}/;

describe('request rule texts', () => {
  test.each(Object.keys(REQUEST_RULES) as RequestRule[])('%s has a Korean and an English text', (rule) => {
    expect(requestRuleText(rule, 'ko')).toMatch(HANGUL);
    expect(requestRuleText(rule, 'en')).not.toMatch(HANGUL);
  });

  test('a text that is not a rule key is kept as it is', () => {
    expect(requestRuleText('Too big: expected number to be <=10000000000', 'ko')).toBe(
      'Too big: expected number to be <=10000000000',
    );
    expect(requestRuleText('toString', 'en')).toBe('toString');
  });
});

describe('parseInput', () => {
  test.each<[string, () => unknown, string[]]>([
    [
      'a market buy without amount and a bad coin key',
      () => ({ key: 'btc', side: 'buy', orderType: 'market' }),
      ['key', REQUEST_RULES.coinKey.ko, REQUEST_RULES.marketBuyNeedsAmount.ko],
    ],
    [
      'a limit order without price',
      () => ({ key: 'BTC-KRW', side: 'sell', orderType: 'limit', quantity: 1 }),
      [REQUEST_RULES.limitNeedsPriceAndQuantity.ko],
    ],
  ])('%s: the Korean answer is Korean', (_name, body, texts) => {
    const error = refusal(() => parseInput(placeOrderRequest, body(), 'ko'));
    const { message } = errorEnvelope(error, 'ko');
    for (const text of texts) expect(message).toContain(text);
    // Field paths are names (key, price); apart from them nothing English is said.
    expect(message.replace(/\b(key|price|quantity|amount|side|orderType)\b/g, '')).not.toMatch(ENGLISH_WORD);
  });

  test("zod's own checks and the rules in English for an English member", () => {
    const error = refusal(() =>
      parseInput(orderHistoryQuery, { from: '2026-11-02', to: '2026-11-01', size: '0x1' }, 'en'),
    );
    const { message } = errorEnvelope(error, 'en');
    expect(message).toContain(REQUEST_RULES.plainDigits.en);
    expect(message).not.toMatch(HANGUL);
  });

  test('a wrong type in Korean comes from zod’s Korean locale', () => {
    const error = refusal(() => parseInput(placeOrderRequest, { key: 1, side: 'buy' }, 'ko'));
    expect(errorEnvelope(error, 'ko').message).toMatch(HANGUL);
    expect(errorEnvelope(error, 'ko').message).not.toMatch(/Invalid|expected/);
  });
});

describe('the detail of an error answer', () => {
  test.each<[string, ApiError, string]>([
    ['an order id', new ApiError(404, 'ORDER_NOT_FOUND', 'orderNotFound', '123'), '123'],
    ['a method and path', new ApiError(404, 'NOT_FOUND', 'notFound', 'GET /v1/nope'), '/v1/nope'],
    ['a coin key', new ApiError(400, 'BAD_REQUEST', 'unknownCoin', 'XYZ-KRW'), 'XYZ-KRW'],
    ['a cause', new ApiError(503, 'SERVER_ERROR', 'serverError', 'socket refused'), 'socket refused'],
    ['a limit', new ApiError(409, 'TOO_MANY_OPEN_ORDERS', 'tooManyOpenOrders', '200'), '200'],
    ['a block type', new ApiError(403, 'BLOCK', 'blocked', 'SERVICE_BLOCK'), 'SERVICE_BLOCK'],
  ])('%s is for the log, never in the member’s message', (_name, error, detail) => {
    for (const language of ['ko', 'en'] as const) {
      const { message } = errorEnvelope(error, language);
      expect(message.length).toBeGreaterThan(0);
      expect(message).not.toContain(detail);
      expect(message).not.toMatch(/: *$/);
    }
    expect(error.message).toContain(detail);
  });

  test('a bad request says its reasons after the message', () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'badRequest', 'interval: not an interval');
    expect(errorEnvelope(error, 'en').message).toBe('The request is not valid: interval: not an interval');
  });
});
