import { describe, expect, test } from 'vitest';
import {
  defaultTimeInForce,
  isPanelAlgoKind,
  offeredKinds,
  offeredOrderTypes,
  offeredTimesInForce,
  orderFields,
  orderOptionsBody,
  takesSmpType,
} from '../../../../../src/features/order-panel/rules';

describe('order kinds as data', () => {
  test.each([
    ['buy', 'best', ['total']],
    ['sell', 'best', ['quantity']],
    ['buy', 'market', ['total']],
    ['sell', 'market', ['quantity']],
    ['buy', 'limit', ['price', 'quantity', 'total']],
    ['sell', 'stopLimit', ['stopPrice', 'price', 'quantity', 'total']],
  ] as const)('%s %s shows %j', (side, orderType, fields) => {
    expect(orderFields({ side, orderType })).toEqual(fields);
  });

  test('Plus buy offers limit and market only; otherwise every type, best-price included', () => {
    expect(offeredOrderTypes(true)).toEqual(['limit', 'market']);
    expect(offeredOrderTypes(false)).toEqual(['limit', 'market', 'stopLimit', 'best']);
  });

  test.each([
    ['limit', ['gtc', 'ioc', 'fok', 'post_only'], 'gtc'],
    ['best', ['ioc', 'fok'], 'ioc'],
    ['market', [], null],
    ['stopLimit', [], null],
  ] as const)('%s offers %j, starting at %s', (orderType, offered, first) => {
    expect(offeredTimesInForce(orderType)).toEqual(offered);
    expect(defaultTimeInForce(orderType)).toBe(first);
  });

  test.each([
    ['gtc', true],
    ['ioc', true],
    ['fok', true],
    ['post_only', false],
    [null, true],
  ] as const)('a %s order takes a self-trade mode: %s', (timeInForce, takes) => {
    expect(takesSmpType(timeInForce)).toBe(takes);
  });

  test.each([
    ['a gtc limit with the default mode names neither', 'limit', 'gtc', 'cancel_maker', {}],
    ['an ioc limit names its time in force', 'limit', 'ioc', 'cancel_maker', { timeInForce: 'ioc' }],
    [
      'a best-price order always names one (it has no default)',
      'best',
      'ioc',
      'cancel_maker',
      { timeInForce: 'ioc' },
    ],
    ['another self-trade mode is named', 'limit', 'gtc', 'reduce', { smpType: 'reduce' }],
    ['a post-only never sends a mode', 'limit', 'post_only', 'cancel_taker', { timeInForce: 'post_only' }],
    ['a market order names its mode only', 'market', null, 'cancel_taker', { smpType: 'cancel_taker' }],
  ] as const)('%s', (_, orderType, timeInForce, smpType, body) => {
    expect(orderOptionsBody(orderType, timeInForce, smpType)).toEqual(body);
  });
});

describe('parent orders beside the order types', () => {
  test('offered after the order types, never in Plus buy mode', () => {
    expect(offeredKinds(false)).toEqual([...offeredOrderTypes(false), 'twap', 'split']);
    expect(offeredKinds(true)).toEqual(offeredOrderTypes(true));
  });

  test.each([
    ['split', true],
    ['twap', true],
    ['limit', false],
    ['best', false],
  ] as const)('isPanelAlgoKind(%s) = %s', (kind, algo) => {
    expect(isPanelAlgoKind(kind)).toBe(algo);
  });
});
