import { describe, expect, test } from 'vitest';
import { INOUT, type PointHistory } from '../../../../contract/inout';
import { pointHistoryView } from '../../../../src/features/point-history/point-history-rules';

const history = (change: Partial<PointHistory>): PointHistory => ({
  balance: 0,
  maxBalance: INOUT.maxPointBalance,
  entries: [],
  total: 0,
  page: 1,
  size: 20,
  ...change,
});

describe('pointHistoryView', () => {
  test.each([
    [0, '0P'],
    [997_000, '997,000P'],
    [-5_000, '-5,000P'],
  ])('balance %d is %s beside the limit', (balance, text) => {
    expect(pointHistoryView(history({ balance }))).toMatchObject({ balance: text, maxBalance: '1,000,000P' });
  });

  test('a credit: its KST date, reason and +points; keys unique even without a withdrawal', () => {
    const view = pointHistoryView(
      history({
        page: 2,
        entries: [
          { seq: 9, points: 1_234, createdAt: '2026-11-25T15:30:00Z', reason: 'feeReward' },
          { seq: null, points: 5, createdAt: '2026-11-26T09:00:00+09:00', reason: 'feeReward' },
        ],
      }),
    );
    expect(view.rows).toEqual([
      { key: '2-0', date: '2026-11-26 00:30', reason: 'feeReward', points: '+1,234P' },
      { key: '2-1', date: '2026-11-26 09:00', reason: 'feeReward', points: '+5P' },
    ]);
  });

  test('a fee reward taken back: its reason and −points', () => {
    const view = pointHistoryView(
      history({
        entries: [
          { seq: 9, points: -1_234, createdAt: '2026-11-25T15:30:00Z', reason: 'feeRewardTakenBack' },
        ],
      }),
    );
    expect(view.rows).toEqual([
      { key: '1-0', date: '2026-11-26 00:30', reason: 'feeRewardTakenBack', points: '-1,234P' },
    ]);
  });

  test.each([
    [0, 20, 0],
    [20, 20, 1],
    [21, 20, 2],
  ])('%d credits by %d per page are %d pages', (total, size, pages) => {
    expect(pointHistoryView(history({ total, size })).totalPages).toBe(pages);
  });
});
