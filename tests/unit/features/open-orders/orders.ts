/** Orders and fills for the open-orders tests: a plain pending limit order, changed field by field. */
import type { FillRow, OrderHistoryRow, OrderRow } from '../../../../contract';
import { orderRow } from '../../../fixtures/orders';

export function order(orderId: number, change: Partial<OrderRow> = {}): OrderRow {
  return orderRow(orderId, {
    createdAt: `2026-11-24T0${orderId % 10}:00:00+09:00`,
    updatedAt: `2026-11-24T0${orderId % 10}:30:00+09:00`,
    ...change,
  });
}

export function fill(fillId: number, orderId: number, change: Partial<FillRow> = {}): FillRow {
  return {
    fillId,
    orderId,
    key: 'BTC-KRW',
    side: 'buy',
    price: 95_000_000,
    quantity: 0.005,
    amount: 475_000,
    fee: 238,
    maker: true,
    createdAt: '2026-11-24T09:15:30+09:00',
    ...change,
  };
}

export function closed(orderId: number, fills: FillRow[], change: Partial<OrderRow> = {}): OrderHistoryRow {
  const filledQuantity = fills.reduce((sum, f) => sum + f.quantity, 0);
  const filledAmount = fills.reduce((sum, f) => sum + f.amount, 0);
  return {
    ...order(orderId, {
      status: 'filled',
      filledQuantity,
      filledAmount,
      fee: fills.reduce((sum, f) => sum + f.fee, 0),
      avgFillPrice: fills.length ? filledAmount / filledQuantity : null,
      ...change,
    }),
    fills,
  };
}
