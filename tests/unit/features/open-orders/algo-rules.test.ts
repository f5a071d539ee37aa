import { describe, expect, test } from 'vitest';
import {
  activeAlgos,
  algoRowView,
  applyAlgoRows,
  durationText,
  foldChildren,
  movesAParent,
} from '../../../../src/features/open-orders/algo-rules';
import { order, splitParent, twapParent } from './orders';
import { SPEC_TICKS } from '../../../../contract/price-ticks';

describe('which parents show', () => {
  test('running and paused parents of the coin, or of every coin', () => {
    const rows = [
      twapParent(1),
      twapParent(2, { state: 'paused' }),
      twapParent(3, { state: 'completed' }),
      twapParent(4, { state: 'cancelled' }),
      twapParent(5, { state: 'stopped', stopReason: 'marketClosed' }),
      twapParent(6, { key: 'ETH-KRW' }),
    ];
    expect(activeAlgos(rows, 'BTC-KRW').map((row) => row.algoId)).toEqual([1, 2]);
    expect(activeAlgos(rows, undefined).map((row) => row.algoId)).toEqual([1, 2, 6]);
  });

  test.each([
    [
      'a newer row replaces its parent in place',
      [twapParent(2, { state: 'paused', updatedAt: '2026-11-24T10:05:00+09:00' })],
      [1, 2],
      'paused',
    ],
    [
      'an older row does not replace a newer one',
      [twapParent(2, { state: 'paused', updatedAt: '2026-11-24T09:00:00+09:00' })],
      [1, 2],
      'running',
    ],
    ['a parent not yet listed goes first', [twapParent(3)], [3, 1, 2], 'running'],
  ] as const)('%s', (_, incoming, ids, stateOf2) => {
    const rows = [twapParent(1), twapParent(2)];
    const next = applyAlgoRows(rows, incoming);
    expect(next.map((row) => row.algoId)).toEqual(ids);
    expect(next.find((row) => row.algoId === 2)?.state).toBe(stateOf2);
    expect(rows[1]?.state).toBe('running');
  });
});

test('open orders fold under the parent that placed them; the others stay loose', () => {
  const orders = [order(11), order(12), order(13), order(20)];
  const folded = foldChildren(orders, [
    splitParent(1, [13, 12, 11, 10]),
    twapParent(2, { childOrderIds: [9] }),
  ]);
  expect(
    folded.parents.map(({ parent, children }) => [parent.algoId, children.map((c) => c.orderId)]),
  ).toEqual([
    [1, [13, 12, 11]],
    [2, []],
  ]);
  expect(folded.loose.map((o) => o.orderId)).toEqual([20]);
});

test.each([
  [0, '0:00'],
  [1, '0:01'],
  [999, '0:01'],
  [59_001, '1:00'],
  [7 * 60_000, '7:00'],
  [3_600_000 + 2 * 60_000 + 3_000, '1:02:03'],
  [-5_000, '0:00'],
])('durationText(%d) = %s', (ms, text) => {
  expect(durationText(ms)).toBe(text);
});

describe('a parent row', () => {
  test('a running TWAP sell: quantity filled of total, average price, slices, next slice (KST), remaining counting down', () => {
    expect(algoRowView(twapParent(1), 0, SPEC_TICKS)).toMatchObject({
      kind: 'twap',
      side: 'sell',
      state: 'running',
      filled: '0.015',
      total: '0.05',
      avgPrice: '95,000,000',
      slicesDone: 3,
      slicesTotal: 10,
      nextSlice: '10:03:00',
      remaining: '7:00',
      canPause: true,
      canResume: false,
      canCancel: true,
    });
    expect(algoRowView(twapParent(1), 61_000, SPEC_TICKS).remaining).toBe('5:59');
  });

  test('a TWAP buy counts its amount in the market currency', () => {
    const row = twapParent(1, {
      side: 'buy',
      twap: { ...twapParent(1).twap!, side: 'buy', quantity: undefined, amount: 5_000_000 },
    });
    expect(algoRowView(row, 0, SPEC_TICKS)).toMatchObject({ filled: '1,425,000', total: '5,000,000' });
  });

  test('a paused TWAP: no next slice, its remaining time stays, it may be resumed', () => {
    const view = algoRowView(
      twapParent(1, { state: 'paused', progress: { ...twapParent(1).progress, nextSliceAt: null } }),
      30_000,
      SPEC_TICKS,
    );
    expect(view).toMatchObject({
      nextSlice: null,
      remaining: '7:00',
      canPause: false,
      canResume: true,
      canCancel: true,
    });
  });

  test('a stopped TWAP keeps its reason and offers nothing', () => {
    const view = algoRowView(
      twapParent(1, { state: 'stopped', stopReason: 'insufficientFunds' }),
      0,
      SPEC_TICKS,
    );
    expect(view).toMatchObject({
      stopReason: 'insufficientFunds',
      nextSlice: null,
      canPause: false,
      canResume: false,
      canCancel: false,
    });
  });

  test('a split order: quantity of its children, no average before a fill, no time, cancel only', () => {
    expect(algoRowView(splitParent(1, [11, 12, 13]), 5_000, SPEC_TICKS)).toMatchObject({
      kind: 'split',
      filled: '0',
      total: '0.03',
      avgPrice: '—',
      slicesDone: 0,
      slicesTotal: 3,
      nextSlice: null,
      remaining: null,
      canPause: false,
      canResume: false,
      canCancel: true,
    });
  });
});

test.each([
  ['no events', [twapParent(1)], [], 'filled', false],
  ["an order placed: maybe a new parent's child", [], [50], 'placed', true],
  ['an active TWAP: any event (its next slice is not listed yet)', [twapParent(1)], [50], 'filled', true],
  ['a paused TWAP too', [twapParent(1, { state: 'paused' })], [50], 'filled', true],
  [
    'an ended TWAP: not for a fill of no parent',
    [twapParent(1, { state: 'completed' })],
    [50],
    'filled',
    false,
  ],
  ['a split child', [splitParent(1, [11, 12])], [12], 'cancelled', true],
  ['a fill of no parent', [splitParent(1, [11, 12])], [13], 'filled', false],
] as const)('movesAParent: %s', (_, parents, ids, kind, moves) => {
  expect(
    movesAParent(
      parents,
      ids.map((orderId) => ({ kind, order: { orderId } })),
    ),
  ).toBe(moves);
});
