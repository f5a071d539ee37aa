import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../../../src/api/api-error';
import { attemptFor, newClientOrderId, submitFailure } from '../../../../../src/features/order-panel/rules';
import { CLIENT_ORDER_ID } from '../../../../../contract/trading';

const ORDER = { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: 100, quantity: 60 } as const;

describe('idempotency key of a submission', () => {
  test('the same order sent again keeps its key; another order gets a new one', () => {
    let next = 0;
    const newId = () => `key-${++next}-abcdef`;
    const first = attemptFor(null, ORDER, newId);
    expect(first.clientOrderId).toBe('key-1-abcdef');
    expect(attemptFor(first, { ...ORDER }, newId)).toBe(first);
    expect(attemptFor(first, { ...ORDER, quantity: 61 }, newId).clientOrderId).toBe('key-2-abcdef');
  });

  test('keys fit the contract and differ', () => {
    const keys = new Set(Array.from({ length: 50 }, newClientOrderId));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(CLIENT_ORDER_ID);
  });
});

const http = (httpStatus: number, code: string, message: string, data: unknown = null) =>
  new ApiError({ kind: 'http', httpStatus, code, message }, data);

describe('what a failure says', () => {
  test.each([
    [
      'a refused check: the contract problem',
      http(400, 'ORDER_REJECTED', 'x', { problem: 'belowMinimum' }),
      { kind: 'problem', problem: 'belowMinimum' },
    ],
    [
      'an unknown problem: the server message',
      http(400, 'ORDER_REJECTED', 'Refused.', { problem: 'nope' }),
      { kind: 'refused', message: 'Refused.' },
    ],
    [
      'a refused Plus buy rule: the contract problem',
      http(400, 'PLUS_BUY_ORDER_REJECTED', 'x', { problem: 'aboveMaximum' }),
      { kind: 'plusBuy', problem: 'aboveMaximum' },
    ],
    [
      'an eligibility refusal: the server message',
      http(403, 'PLUS_BUY_GRADE_TOO_LOW', 'Plus buy is available from the Orange membership grade.'),
      { kind: 'refused', message: 'Plus buy is available from the Orange membership grade.' },
    ],
    [
      'a closed market: the server message',
      http(409, 'MARKET_CLOSED', 'The market is closed.'),
      { kind: 'refused', message: 'The market is closed.' },
    ],
    ['no message', http(409, 'INSUFFICIENT_BALANCE', ''), { kind: 'failed' }],
    [
      'the session ended (401): not placed, whatever the server says',
      http(401, 'UNAUTHORIZED', 'Login required'),
      { kind: 'sessionEnded' },
    ],
    ['network down', new ApiError({ kind: 'network' }), { kind: 'unknownOutcome' }],
    ['timeout', new ApiError({ kind: 'timeout' }), { kind: 'unknownOutcome' }],
    ['server error', http(500, 'SERVER_ERROR', 'boom'), { kind: 'unknownOutcome' }],
    ['not an ApiError', new Error('bug'), { kind: 'failed' }],
  ] as const)('%s', (_, error, failure) => {
    expect(submitFailure(error)).toEqual(failure);
  });
});
