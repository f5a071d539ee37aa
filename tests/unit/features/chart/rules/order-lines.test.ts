import { describe, expect, test } from 'vitest';
import type { OrderRow } from '../../../../../contract';
import { orderRow } from '../../../../fixtures/orders';
import {
  lineTagText,
  orderLines,
  remainingQuantity,
} from '../../../../../src/features/chart/rules/order-lines';

function order(changes: Partial<OrderRow>): OrderRow {
  return orderRow(1, { price: 100, quantity: 1, ...changes });
}

describe('remainingQuantity', () => {
  test.each([
    [1, 0, 1],
    [0.3, 0.1, 0.2],
    [1, 1, 0],
    [1, 1.5, 0],
  ])('%d ordered, %d filled → %d', (quantity, filledQuantity, left) => {
    expect(remainingQuantity({ quantity, filledQuantity })).toBe(left);
  });
});

describe('orderLines', () => {
  const lines = [
    { side: 'buy' as const, price: 100 },
    { side: 'sell' as const, price: 100 },
    { side: 'buy' as const, price: 90 },
  ];

  test('each line gets the open orders of its coin at its side and price, oldest first, summed', () => {
    const orders = [
      order({ orderId: 5, quantity: 0.2 }),
      order({ orderId: 3, quantity: 0.1 }),
      order({ orderId: 4, side: 'sell', quantity: 2, filledQuantity: 0.5 }),
      order({ orderId: 6, key: 'ETH-KRW' }),
      order({ orderId: 7, status: 'filled' }),
      order({ orderId: 8, price: 101 }),
    ];
    expect(orderLines(lines, orders, 'BTC-KRW')).toEqual([
      { side: 'buy', price: 100, orderIds: [3, 5], remaining: 0.3 },
      { side: 'sell', price: 100, orderIds: [4], remaining: 1.5 },
      { side: 'buy', price: 90, orderIds: [], remaining: 0 },
    ]);
  });
});

describe('lineTagText', () => {
  test.each([
    [[1], 0.5, 'chart.orderLine.tag', '0.5'],
    [[1, 2, 3], 1.25, 'chart.orderLine.tagMany', '1.25'],
    [[], 0, 'chart.orderLine.tagUnknown', '0'],
  ])('orders %j', (orderIds, remaining, key, quantity) => {
    expect(lineTagText({ side: 'buy', price: 1, orderIds, remaining })).toEqual({
      key,
      values: { quantity, count: orderIds.length },
    });
  });
});
