import { describe, expect, test } from 'vitest';
import {
  INOUT,
  RECORD_KINDS,
  STATE_CODES_BY_KIND,
  type RecordKind,
  type StateCode,
} from '../../../../contract';
import {
  arrivalCode,
  autoNext,
  balanceEffect,
  explorerUrl,
  feeReward,
  isRewardApplicationPossible,
  isRewardServiceAvailable,
  krwValue,
  kstDayRange,
  overPointLimit,
  refundTotals,
  requestDebit,
  smartSellSettlement,
} from '../../../../server/inout/inout-rules';
import { STATE_TEXTS } from '../../../../server/inout/inout-messages';

describe('balance effects per code', () => {
  test.each<[RecordKind, StateCode, number]>([
    ['coinIn', '01', 0],
    ['coinIn', '02', 5],
    ['coinIn', '04', 0],
    ['coinIn', '11', 0],
    ['coinIn', '32', 0],
    ['coinIn', '33', 5],
    ['coinIn', '26', 0],
    ['coinIn', '43', 0],
    ['coinIn', '44', 0],
    ['coinOut', '02', 5],
    ['coinOut', '03', 5],
    ['coinOut', '04', 5],
    ['coinOut', '05', 0],
    ['krwIn', '02', 5],
    ['krwIn', '34', 0],
    ['krwOut', '02', 5],
    ['krwOut', '03', 0],
    ['krwOut', '05', 0],
  ])('%s entering %s credits %d of a total of 5', (kind, code, credit) => {
    expect(balanceEffect(kind, code, 5)).toBe(credit);
  });

  test.each<[RecordKind, number]>([
    ['coinOut', 5],
    ['krwOut', 5],
    ['coinIn', 0],
    ['krwIn', 0],
  ])('a new %s request takes %d of a total of 5', (kind, debit) => {
    expect(requestDebit(kind, 5)).toBe(debit);
  });
});

describe('the back office clock', () => {
  test.each<[RecordKind, StateCode, number, StateCode | undefined]>([
    ['coinOut', '01', INOUT.autoAdvanceMs.coinOut - 1, undefined],
    ['coinOut', '01', INOUT.autoAdvanceMs.coinOut, '05'],
    ['krwIn', '01', INOUT.autoAdvanceMs.krwIn, '02'],
    ['krwOut', '01', INOUT.autoAdvanceMs.krwOut, '03'],
    ['krwOut', '03', INOUT.autoAdvanceMs.krwOut, '05'],
    ['coinIn', '01', INOUT.autoAdvanceMs.coinIn, '02'],
    ['coinIn', '04', 10 * INOUT.autoAdvanceMs.coinIn, undefined],
    ['coinOut', '05', 10 * INOUT.autoAdvanceMs.coinOut, undefined],
  ])('%s at %s after %d ms moves to %s', (kind, code, waited, next) => {
    expect(autoNext(kind, code, 1_000, 1_000 + waited)).toBe(next);
  });

  // A confirming coin deposit waits for its network's confirmations, one simulated block each.
  test.each<[number, number, StateCode | undefined]>([
    [12, 12 * INOUT.autoAdvanceMs.coinIn - 1, undefined],
    [12, 12 * INOUT.autoAdvanceMs.coinIn, '02'],
    [19, 12 * INOUT.autoAdvanceMs.coinIn, undefined],
    [1, INOUT.autoAdvanceMs.coinIn, '02'],
  ])('a coin deposit with %d confirmations after %d ms moves to %s', (confirmations, waited, next) => {
    expect(autoNext('coinIn', '01', 1_000, 1_000 + waited, confirmations)).toBe(next);
  });
});

describe("a coin deposit's arrival", () => {
  test.each<[number, StateCode, StateCode]>([
    [0.00049999, '01', '34'],
    [0.0005, '01', '01'],
    [0.00049999, '04', '34'],
    [0.0005, '05', '05'],
  ])('%d against a minimum of 0.0005, arriving in %s, lands in %s', (quantity, code, landed) => {
    expect(arrivalCode(quantity, 0.0005, code)).toBe(landed);
  });
});

describe('fee reward', () => {
  test.each([
    ['LOW', 0.001, 0.001, 100_000_000, { rewardStatus: 'NOT_QUALIFIED', pointQuantity: 0 }],
    ['FAST', 0.00004, 0.00001, 100_000_000, { rewardStatus: 'COMPLETED', pointQuantity: 3_000 }],
    ['STANDARD', 0.0000201, 0.00001, 100_000_000, { rewardStatus: 'COMPLETED', pointQuantity: 1_010 }],
    ['FAST', 1.5, 1, 999, { rewardStatus: 'COMPLETED', pointQuantity: 499 }],
  ] as const)('%s paid %d, low %d, price %d', (level, paid, low, price, expected) => {
    expect(feeReward(level, paid, low, price)).toEqual(expected);
  });

  test.each([
    [true, '01', null, true],
    [false, '01', null, false],
    [true, '05', null, false],
    [true, '01', 'COMPLETED', false],
    [true, '01', 'NOT_QUALIFIED', false],
  ] as const)('available %s, code %s, applied %s: possible %s', (available, code, applied, possible) => {
    expect(isRewardApplicationPossible(available, code, applied)).toBe(possible);
  });

  test.each([
    ['coinOut', 'BTC', true],
    ['coinOut', 'USDT', false],
    ['coinOut', 'USDC', false],
    ['krwOut', 'KRW', false],
    ['coinIn', 'BTC', false],
  ] as const)('%s of %s: service %s', (kind, symbol, available) => {
    expect(isRewardServiceAvailable(kind, symbol)).toBe(available);
  });

  test.each([
    [INOUT.maxPointBalance - 10, 10, false],
    [INOUT.maxPointBalance - 10, 11, true],
    [0, INOUT.maxPointBalance, false],
  ])('balance %d + %d over the cap: %s', (balance, points, over) => {
    expect(overPointLimit(balance, points)).toBe(over);
  });
});

describe('a return and a smart sale', () => {
  test('a return sends the deposit less the low fee, nothing when the fee eats it', () => {
    expect(refundTotals(0.5, 0.001)).toEqual({ quantity: 0.5, feeQuantity: 0.001, totalQuantity: 0.499 });
    expect(refundTotals(0.001, 0.001)).toBeUndefined();
  });

  test.each([
    [10, 1_000, { quote: 1_000, fee: 20, krwAmt: 9_980 }],
    [1, 2_000_000, { quote: 2_000_000, fee: -2_000, krwAmt: 2_002_000 }],
  ])('%d coins at %d KRW', (coinAmt, quote, expected) => {
    expect(smartSellSettlement(coinAmt, quote)).toEqual(expected);
  });
});

describe('helpers', () => {
  test('KRW value: coin × price rounded, KRW as is', () => {
    expect(krwValue('C0101', 0.0105, 100_000_000)).toBe(1_050_000);
    expect(krwValue('C0100', 51_000, 1)).toBe(51_000);
  });

  test('a KST day range includes both days', () => {
    const { fromMs, toMs } = kstDayRange('2026-11-01', '2026-11-02');
    expect(new Date(fromMs).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(toMs - fromMs).toBe(2 * 86_400_000);
  });

  test("the explorer link is the simulator's page", () => {
    expect(explorerUrl('XRP Ledger', 'ab')).toBe('/ext/explorer/XRP%20Ledger/ab');
  });

  test.each(RECORD_KINDS)('every code of %s has its texts in both languages', (kind) => {
    for (const code of STATE_CODES_BY_KIND[kind]) {
      const texts = STATE_TEXTS[kind][code]!;
      expect(texts.message.ko && texts.message.en && texts.detail.ko && texts.detail.en).toBeTruthy();
    }
  });
});
