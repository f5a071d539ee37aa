/** Orders, fills and parent orders for the open-orders tests: each a plain case, changed field by field. */
import type { FillRow, OrderHistoryRow, OrderRow } from '../../../../contract';
import type { AlgoOrderRow } from '../../../../contract/algo-orders';
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

/**
 * A parent order for the open-orders tests: a running TWAP selling 0.05 BTC-KRW over 10 minutes in
 * 10 slices, 3 done (0.015 filled at 95,000,000), changed field by field.
 */
export function twapParent(algoId: number, change: Partial<AlgoOrderRow> = {}): AlgoOrderRow {
  return {
    algoId,
    kind: 'twap',
    key: 'BTC-KRW',
    side: 'sell',
    state: 'running',
    stopReason: null,
    twap: {
      key: 'BTC-KRW',
      side: 'sell',
      childType: 'best',
      quantity: 0.05,
      durationMs: 600_000,
      intervalMs: 60_000,
      randomPct: 0,
    },
    split: null,
    progress: {
      filledQuantity: 0.015,
      filledAmount: 1_425_000,
      avgPrice: 95_000_000,
      slicesDone: 3,
      slicesTotal: 10,
      nextSliceAt: Date.parse('2026-11-24T10:03:00+09:00'),
      remainingMs: 7 * 60_000,
    },
    childOrderIds: [],
    createdAt: '2026-11-24T10:00:00+09:00',
    updatedAt: '2026-11-24T10:02:00+09:00',
    ...change,
  };
}

/** A split parent buying 0.03 BTC-KRW in 3 limit orders 95,000,000 → 93,000,000, nothing filled. */
export function splitParent(algoId: number, childOrderIds: number[], change: Partial<AlgoOrderRow> = {}) {
  return twapParent(algoId, {
    kind: 'split',
    side: 'buy',
    twap: null,
    split: {
      key: 'BTC-KRW',
      side: 'buy',
      fromPrice: 95_000_000,
      toPrice: 93_000_000,
      count: 3,
      quantity: 0.03,
      weighting: 'equal',
    },
    progress: {
      filledQuantity: 0,
      filledAmount: 0,
      avgPrice: null,
      slicesDone: 0,
      slicesTotal: 3,
      nextSliceAt: null,
      remainingMs: null,
    },
    childOrderIds,
    ...change,
  });
}
