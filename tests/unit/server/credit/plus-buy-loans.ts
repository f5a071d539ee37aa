/** Plus buy loans made and moved on an engine harness, for the credit engine's tests and its notifications'. */
import { expect } from 'vitest';
import { roundToTick, tickSize, type LoanRow } from '../../../../contract';
import type { EngineHarness } from '../trading/engine-harness';

export const PLUS_KEY = 'XRP-KRW';

/** A Plus buy limit order filled in full at the last price; answers its loan. */
export function filledLoan(h: EngineHarness, memNo: number, quantity: number): LoanRow {
  const price = h.price(PLUS_KEY);
  const order = h.place(memNo, {
    key: PLUS_KEY,
    side: 'buy',
    orderType: 'limit',
    price,
    quantity,
    plusBuy: true,
  });
  if (h.ledger.order(order.orderId)!.status !== 'filled')
    h.trade(PLUS_KEY, roundToTick('KRW', price - tickSize('KRW', price) * 2));
  expect(h.ledger.order(order.orderId)!.status).toBe('filled');
  return h.credit.status(memNo).loans.find((loan) => loan.orderId === order.orderId)!;
}

/** The tick price at which the loan's level is at most `level` % (the highest such). */
export function priceForLevel(loan: LoanRow, level: number): number {
  const raw = (loan.outstanding * level) / 100 / loan.quantity;
  let price = roundToTick('KRW', raw);
  while ((price * loan.quantity * 100) / loan.outstanding > level + 0.05 - 1e-9)
    price = roundToTick('KRW', price - tickSize('KRW', price));
  return price;
}
