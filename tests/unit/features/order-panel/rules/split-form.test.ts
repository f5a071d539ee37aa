import { describe, expect, test } from 'vitest';
import { SPLIT_PROBLEM_MESSAGES } from '../../../../../contract/algo-orders';
import {
  checkSplit,
  emptySplitForm,
  refusedSplitProblem,
  splitParams,
  splitProblemText,
  type SplitForm,
} from '../../../../../src/features/order-panel/rules/split-form';
import { specTicks } from '../../../../../contract/price-ticks';

const typed = (change: Partial<SplitForm> = {}): SplitForm => ({
  fromPrice: '95000000',
  toPrice: '91000000',
  count: '5',
  quantity: '0.05',
  weighting: 'equal',
  ...change,
});

test('a new form starts at the last price, five orders, equal', () => {
  expect(emptySplitForm(95_000_000)).toEqual({
    fromPrice: '95000000',
    toPrice: '95000000',
    count: '5',
    quantity: '',
    weighting: 'equal',
  });
  expect(emptySplitForm(undefined).fromPrice).toBe('');
});

describe('form → request', () => {
  test('the typed numbers, side and coin', () => {
    expect(splitParams(typed({ weighting: 'decreasing' }), 'sell', 'BTC-KRW')).toEqual({
      key: 'BTC-KRW',
      side: 'sell',
      fromPrice: 95_000_000,
      toPrice: 91_000_000,
      count: 5,
      quantity: 0.05,
      weighting: 'decreasing',
    });
  });

  test.each([
    ['an empty price', { fromPrice: '' }],
    ['a zero quantity', { quantity: '0' }],
    ['not a number', { toPrice: 'abc' }],
    ['one order', { count: '1' }],
    ['eleven orders', { count: '11' }],
    ['a fraction of an order', { count: '2.5' }],
  ])('none while incomplete: %s', (_, change) => {
    expect(splitParams(typed(change), 'buy', 'BTC-KRW')).toBeUndefined();
    expect(checkSplit(typed(change), 'buy', 'BTC-KRW', 'KRW', specTicks('KRW'))).toEqual({
      kind: 'incomplete',
    });
  });
});

describe('the check and preview (the contract splitPreview)', () => {
  test('ready: each order on the tick from the near price, quantities and amounts', () => {
    const check = checkSplit(typed(), 'buy', 'BTC-KRW', 'KRW', specTicks('KRW'));
    expect(check.kind).toBe('ready');
    if (check.kind !== 'ready') return;
    expect(check.preview.children.map((child) => [child.price, child.quantity, child.amount])).toEqual([
      [95_000_000, 0.01, 950_000],
      [94_000_000, 0.01, 940_000],
      [93_000_000, 0.01, 930_000],
      [92_000_000, 0.01, 920_000],
      [91_000_000, 0.01, 910_000],
    ]);
  });

  test.each([
    ['the same two prices', typed({ toPrice: '95000000' }), { problem: 'samePrice' }],
    [
      'an order under the minimum',
      typed({ quantity: '0.0000001' }),
      { problem: 'childBelowMinimum', index: 0 },
    ],
    [
      'two orders on one tick',
      typed({ toPrice: '95001000', count: '10' }),
      { problem: 'duplicatePrice', index: 1 },
    ],
  ] as const)('its problem and order: %s', (_, form, problem) => {
    expect(checkSplit(form, 'buy', 'BTC-KRW', 'KRW', specTicks('KRW'))).toEqual({
      kind: 'problem',
      ...problem,
    });
  });
});

test.each([
  ['samePrice', undefined, 'en', SPLIT_PROBLEM_MESSAGES.samePrice.en],
  ['childBelowMinimum', 2, 'en', `${SPLIT_PROBLEM_MESSAGES.childBelowMinimum.en} (#3)`],
  ['duplicatePrice', 0, 'ko', `${SPLIT_PROBLEM_MESSAGES.duplicatePrice.ko} (#1)`],
] as const)('splitProblemText(%s, %s, %s)', (problem, index, language, text) => {
  expect(splitProblemText(problem, index, language, (n) => `#${n}`)).toBe(text);
});

test.each([
  [
    { problem: 'childBelowMinimum', index: 1 },
    { problem: 'childBelowMinimum', index: 1 },
  ],
  [{ problem: 'samePrice' }, { problem: 'samePrice' }],
  [{ problem: 'noSuchProblem' }, undefined],
  [null, undefined],
  ['text', undefined],
])('refusedSplitProblem(%j)', (data, problem) => {
  expect(refusedSplitProblem(data)).toEqual(problem);
});
