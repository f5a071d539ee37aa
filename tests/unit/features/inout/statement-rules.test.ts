import { describe, expect, test } from 'vitest';
import { INOUT } from '../../../../contract/inout';
import { KRW_COIN_TYPE } from '../../../../contract/markets';
import {
  ALL_COINS,
  defaultStatementFilters,
  rangeProblem,
  statementQueryOf,
} from '../../../../src/features/inout/statement-rules';

describe('defaultStatementFilters', () => {
  test.each([
    // [now (UTC), from, to]: the last 30 KST days, today included
    ['2026-11-26T03:00:00Z', '2026-10-28', '2026-11-26'],
    // 16:00 UTC is already the next day in Korea
    ['2026-11-26T16:00:00Z', '2026-10-29', '2026-11-27'],
    ['2026-03-01T00:00:00Z', '2026-01-31', '2026-03-01'],
  ])('at %s the range is %s to %s, every type and coin', (now, from, to) => {
    expect(defaultStatementFilters(Date.parse(now))).toEqual({ type: 'ALL', coin: ALL_COINS, from, to });
  });
});

describe('rangeProblem', () => {
  const today = '2026-11-26';
  test.each([
    ['2026-10-28', '2026-11-26', null],
    ['2026-11-26', '2026-11-26', null],
    ['2026-11-27', '2026-11-26', 'order'],
    ['2026-11-20', '2026-11-27', 'future'],
    // INOUT.maxRangeDays (366) days between the ends is one too many; 365 is the longest
    ['2025-11-25', '2026-11-26', 'tooLong'],
    ['2025-11-26', '2026-11-26', null],
  ] as const)('%s to %s: %s', (from, to, problem) => {
    expect(rangeProblem(from, to, today)).toBe(problem);
  });
});

describe('statementQueryOf', () => {
  const filters = { type: 'OUT', from: '2026-11-01', to: '2026-11-26' } as const;
  test.each([
    [ALL_COINS, 1, { type: 'OUT', from: '2026-11-01', to: '2026-11-26', page: 1, size: INOUT.pageSize }],
    [
      KRW_COIN_TYPE,
      3,
      { type: 'OUT', coinType: KRW_COIN_TYPE, from: '2026-11-01', to: '2026-11-26', page: 3, size: 20 },
    ],
    ['C0101', 2, { type: 'OUT', coinType: 'C0101', from: '2026-11-01', to: '2026-11-26', page: 2, size: 20 }],
  ])('coin %s, page %i', (coin, page, query) => {
    expect(statementQueryOf({ ...filters, coin }, page)).toEqual(query);
  });
});
