import { describe, expect, test } from 'vitest';
import type { RiskBand } from '../../../../contract';
import type { StoredLoan } from '../../../../server/trading/credit-port';
import { loanRow, measureLoan, reservedKrw } from '../../../../server/credit/loan-view';

const LOAN: StoredLoan = {
  loanId: 1,
  memNo: 7,
  orderId: 3,
  key: 'XRP-KRW',
  orderAmount: 1_250_000,
  principal: 1_000_000,
  outstanding: 1_000_000,
  quantity: 1000,
  state: 'active',
  closeReason: null,
  takenAt: Date.parse('2027-07-01T14:55:00Z'),
  expiresAt: Date.parse('2027-07-04T15:00:00Z'),
  closedAt: null,
  loanFee: 500,
  shortfall: 0,
  heldAtStart: null,
  portionsSold: 0,
  nextPortionAt: null,
  expiryNoticeAt: null,
};

describe('the band of a loan at each edge (1,000 coins, a loan of 1,000,000 KRW)', () => {
  const edges: [number, number, RiskBand][] = [
    [1250, 125, 'low'],
    [1249.4, 124.9, 'medium'],
    [1150, 115, 'medium'],
    [1149.4, 114.9, 'high'],
    [1100, 110, 'high'],
    [1099.4, 109.9, 'veryHigh'],
    [1070.5, 107.1, 'veryHigh'],
    [1070.4, 107, 'veryHigh'],
  ];
  test.each(edges)('at %d KRW: %d %%, %s', (price, level, band) => {
    expect(loanRow(LOAN, price, 0)).toMatchObject({ level, band, assetValue: Math.round(price * 1000) });
  });
});

describe('the assets', () => {
  test('the KRW an open order still holds counts at face value', () => {
    const order = { price: 3000, quantity: 500, filledQuantity: 100, preventedQuantity: 0 };
    expect(reservedKrw({ ...order, status: 'pending' })).toBe(1_200_000);
    // What self-trade prevention took off is no longer held.
    expect(reservedKrw({ ...order, status: 'pending', preventedQuantity: 100 })).toBe(900_000);
    expect(reservedKrw({ ...order, status: 'cancelled' })).toBe(0);
    expect(reservedKrw(undefined)).toBe(0);
    expect(measureLoan({ quantity: 0, outstanding: 1_000_000 }, 3000, 1_250_000)).toEqual({
      assetValue: 1_250_000,
      level: 125,
    });
  });

  test('the auto-repayment price and times in KST; a repaid loan shows no level', () => {
    expect(loanRow(LOAN, 1250, 0)).toMatchObject({
      autoRepayPrice: 1070,
      takenAt: '2027-07-01T23:55:00+09:00',
      expiresAt: '2027-07-05T00:00:00+09:00',
      closedAt: null,
    });
    const repaid = loanRow(
      {
        ...LOAN,
        state: 'repaid',
        closeReason: 'earlyKrw',
        outstanding: 0,
        quantity: 0,
        closedAt: LOAN.takenAt,
      },
      1250,
      0,
    );
    expect(repaid).toMatchObject({ level: null, band: null, autoRepayPrice: null, assetValue: 0 });
  });
});
