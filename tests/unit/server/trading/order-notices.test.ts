/**
 * The order notifications of one unit of work (server/trading/order-notices.ts) as a table: one fill
 * notification per order however many fills, with the order as it stands after them (filled, or partly
 * filled: a rest still open, or a market order's rest cancelled); a stop-limit's trigger; a cancel only when
 * the exchange made it; nothing for a placement or a member's cancel alone.
 */
import { expect, test } from 'vitest';
import type { FillRow, OrderEvent, OrderEventKind, OrderRow } from '../../../../contract';
import { orderNotices } from '../../../../server/trading/order-notices';

function row(
  orderId: number,
  filledQuantity: number,
  status: OrderRow['status'],
  orderType: OrderRow['orderType'] = 'limit',
): OrderRow {
  return {
    orderId,
    key: 'XRP-KRW',
    side: 'buy',
    orderType,
    price: 3_000,
    stopPrice: orderType === 'stopLimit' ? 2_990 : null,
    stopCondition: orderType === 'stopLimit' ? 'gte' : null,
    triggered: true,
    timeInForce: orderType === 'limit' ? 'gtc' : null,
    smpType: 'cancel_maker',
    quantity: 10,
    filledQuantity,
    preventedQuantity: 0,
    amount: null,
    avgFillPrice: filledQuantity > 0 ? 2_995 : null,
    filledAmount: filledQuantity * 2_995,
    fee: 0,
    status,
    clientOrderId: null,
    createdAt: '2026-11-20T10:00:00+09:00',
    updatedAt: '2026-11-20T10:00:00+09:00',
  };
}

const fill = { fillId: 1 } as FillRow;
const event = (kind: OrderEventKind, order: OrderRow, filled = false): OrderEvent => ({
  kind,
  order,
  fill: filled ? fill : null,
});

const cases: [string, OrderEvent[], number[], [number, string, number][]][] = [
  ['a placement alone', [event('placed', row(1, 0, 'pending'))], [], []],
  [
    'three fills that fill it: one `filled`, as it stands after',
    [
      event('placed', row(1, 0, 'pending')),
      event('partiallyFilled', row(1, 3, 'pending'), true),
      event('partiallyFilled', row(1, 7, 'pending'), true),
      event('filled', row(1, 10, 'filled'), true),
    ],
    [],
    [[1, 'filled', 10]],
  ],
  [
    'two fills leaving a rest open: one `partiallyFilled`',
    [
      event('partiallyFilled', row(1, 2, 'pending'), true),
      event('partiallyFilled', row(1, 6, 'pending'), true),
    ],
    [],
    [[1, 'partiallyFilled', 6]],
  ],
  [
    "a market order's rest cancelled: `partiallyFilled`, no cancel",
    [
      event('placed', row(1, 0, 'pending', 'market')),
      event('partiallyFilled', row(1, 4, 'pending', 'market'), true),
      event('cancelled', row(1, 4, 'cancelled', 'market')),
    ],
    [],
    [[1, 'partiallyFilled', 4]],
  ],
  ["a member's cancel", [event('cancelled', row(1, 0, 'cancelled'))], [], []],
  ["the exchange's cancel", [event('cancelled', row(1, 2, 'cancelled'))], [1], [[1, 'cancelled', 2]]],
  [
    'a stop-limit triggered and filled: `triggered` as it entered the book, then `filled`',
    [
      event('triggered', row(1, 0, 'pending', 'stopLimit')),
      event('filled', row(1, 10, 'filled', 'stopLimit'), true),
    ],
    [],
    [
      [1, 'triggered', 0],
      [1, 'filled', 10],
    ],
  ],
  [
    'two orders (a replace): the old cancelled by the member, the new filled',
    [
      event('cancelled', row(1, 0, 'cancelled')),
      event('placed', row(2, 0, 'pending')),
      event('filled', row(2, 10, 'filled'), true),
    ],
    [],
    [[2, 'filled', 10]],
  ],
];

test.each(cases)('%s', (_name, events, exchangeCancels, expected) => {
  const subjects = orderNotices(events, new Set(exchangeCancels));
  expect(subjects.map((s) => [s.orderId, s.event, s.filledQuantity])).toEqual(expected);
  for (const subject of subjects)
    expect(subject).toMatchObject({
      kind: 'order',
      coin: 'XRP-KRW',
      side: 'buy',
      quantity: 10,
      price: 3_000,
    });
});
