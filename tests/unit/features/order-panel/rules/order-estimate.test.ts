import { describe, expect, test } from 'vitest';
import {
  emptyOrderForm,
  estimatedOrder,
  estimateOn,
  orderDraft,
  sameEstimate,
  SLIPPAGE_THRESHOLD,
  slippageThreshold,
  slippageWarns,
  type OrderForm,
} from '../../../../../src/features/order-panel/rules';
import type { EstimateBook } from '../../../../../contract/fill-estimate';

const BOOK: EstimateBook = {
  asks: [
    [100, 1],
    [110, 1],
  ],
  bids: [[99, 1]],
};
const draftOf = (changes: Partial<OrderForm>) => orderDraft({ ...emptyOrderForm(), ...changes }, 'KRW');

describe('which typed order is estimated', () => {
  test.each([
    ['a market buy', { orderType: 'market', timeInForce: null, total: '150' }, true],
    ['a best-price sell', { side: 'sell', orderType: 'best', timeInForce: 'ioc', quantity: '1' }, true],
    ['an ioc limit', { price: '105', quantity: '1', timeInForce: 'ioc' }, true],
    ['a fok limit', { price: '105', quantity: '1', timeInForce: 'fok' }, true],
    ['a gtc limit', { price: '105', quantity: '1', timeInForce: 'gtc' }, false],
    ['a post-only', { price: '95', quantity: '1', timeInForce: 'post_only' }, false],
    ['a stop-limit', { orderType: 'stopLimit', timeInForce: null, price: '105', quantity: '1' }, false],
  ] as const)('%s: %s', (_, changes, estimated) => {
    expect(estimatedOrder(draftOf(changes), false) !== undefined).toBe(estimated);
  });

  test('the Plus buy mode is carried to the estimate', () => {
    expect(estimatedOrder(draftOf({ orderType: 'market', total: '1000000' }), true)?.plusBuy).toBe(true);
  });

  test('no estimate without a book or an order', () => {
    const order = estimatedOrder(draftOf({ orderType: 'market', total: '150' }), false);
    expect(estimateOn(order, undefined)).toBeUndefined();
    expect(estimateOn(undefined, BOOK)).toBeUndefined();
    expect(estimateOn(order, BOOK)?.levels).toBe(2);
  });
});

describe('a book that changes nothing shown renders nothing', () => {
  const order = estimatedOrder(draftOf({ orderType: 'market', total: '150' }), false);
  test('same figures on another book object are the same estimate; a moved level is not', () => {
    const a = estimateOn(order, BOOK);
    expect(sameEstimate(a, estimateOn(order, { ...BOOK, bids: [[99, 1]] }))).toBe(true);
    expect(
      sameEstimate(
        a,
        estimateOn(order, {
          ...BOOK,
          asks: [
            [100, 1],
            [111, 1],
          ],
        }),
      ),
    ).toBe(false);
    expect(sameEstimate(undefined, undefined)).toBe(true);
    expect(sameEstimate(a, undefined)).toBe(false);
  });
});

describe('the slippage warning', () => {
  test.each([
    ['2', 1, 2],
    ['0.1', 1, 0.1],
    ['50', 1, 50],
    ['0.05', 1, 1],
    ['51', 3, 3],
    ['', 2, 2],
    ['abc', 2, 2],
  ] as const)('typed %j with %d set: %d', (text, current, expected) => {
    expect(slippageThreshold(text, current)).toBe(expected);
  });

  test('default 1 %; warns only past the threshold, against the best price', () => {
    expect(SLIPPAGE_THRESHOLD.default).toBe(1);
    // 150 buys 1 at 100 and 0.45454545 at 110: average 103.125…, 3.12 % above the best ask.
    const estimate = estimateOn(estimatedOrder(draftOf({ orderType: 'market', total: '150' }), false), BOOK)!;
    expect(slippageWarns(estimate, 1)).toBe(true);
    expect(slippageWarns(estimate, 3.2)).toBe(false);
    expect(slippageWarns({ ...estimate, slippageFromBest: undefined }, 0.1)).toBe(false);
  });
});
