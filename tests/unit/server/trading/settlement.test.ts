import { describe, expect, test } from 'vitest';
import { buyLock, feeOf, orderAmount } from '../../../../contract';
import {
  amountFromMarket,
  buyerCharge,
  sellerFee,
  type OrderTotals,
} from '../../../../server/trading/settlement';

const fresh = (lockedAmount: number): OrderTotals => ({
  filledValue: 0,
  filledAmount: 0,
  fee: 0,
  lockedAmount,
});

/** Applies fills [price, quantity] to a buy order one by one, as the engine does. */
function buyFills(lock: number, fills: [number, number][]) {
  const order = fresh(lock);
  const charges = fills.map(([price, quantity]) => {
    const charge = buyerCharge('KRW', order, price, quantity);
    order.filledValue += price * quantity;
    order.filledAmount += charge.amount;
    order.fee += charge.fee;
    order.lockedAmount -= charge.amount + charge.fee;
    return charge;
  });
  return { order, charges };
}

describe('buyerCharge', () => {
  test.each([
    {
      name: 'one fill: ceil of the value, fee ceil of 0.05 %',
      fills: [[3170, 2.5]] as [number, number][],
      amount: 7925,
      fee: 4,
    },
    {
      name: 'split fills sum to the ceil of the whole value, not the sum of ceils',
      fills: [
        [0.5, 1],
        [0.5, 1],
        [0.5, 1],
      ] as [number, number][],
      amount: 2,
      fee: 1,
    },
    {
      name: 'fees telescope: many small fills pay the fee of the whole amount',
      fills: Array.from({ length: 10 }, () => [1000, 1] as [number, number]),
      amount: 10_000,
      fee: 5,
    },
  ])('$name', ({ fills, amount, fee }) => {
    const whole = fills.reduce((sum, [p, q]) => sum + p * q, 0);
    const lock = buyLock('KRW', orderAmount('KRW', whole, 1, 'buy'));
    const { order } = buyFills(lock, fills);
    expect(order.filledAmount).toBe(amount);
    expect(order.fee).toBe(fee);
    expect(order.fee).toBe(feeOf('KRW', amount));
    expect(order.lockedAmount).toBeGreaterThanOrEqual(0);
  });

  test('never charges more than the lock left', () => {
    const charge = buyerCharge(
      'KRW',
      { filledValue: 0, filledAmount: 0, fee: 0, lockedAmount: 100 },
      100,
      1.5,
    );
    expect(charge.amount + charge.fee).toBe(100);
  });

  test('a fill at a better price than the limit spends less than the lock', () => {
    const lock = buyLock('KRW', orderAmount('KRW', 5000, 2, 'buy'));
    const { order } = buyFills(lock, [[4990, 2]]);
    expect(order.lockedAmount).toBe(lock - 9980 - feeOf('KRW', 9980));
  });
});

describe('the seller', () => {
  test('from the market: the floor of the whole value, telescoped', () => {
    const order = fresh(0);
    const first = amountFromMarket('KRW', order, 0.5, 1);
    order.filledValue += 0.5;
    order.filledAmount += first;
    const second = amountFromMarket('KRW', order, 0.5, 1);
    expect([first, second]).toEqual([0, 1]);
  });

  test('the fee is never more than the amount, so proceeds are never negative', () => {
    expect(sellerFee('KRW', fresh(0), 0)).toBe(0);
    expect(sellerFee('KRW', fresh(0), 1)).toBe(1);
    expect(sellerFee('KRW', fresh(0), 10_000)).toBe(5);
    expect(sellerFee('BTC', fresh(0), 0.001)).toBe(feeOf('BTC', 0.001));
  });
});
