/** Plus buy loans made and moved on an engine harness, for the credit engine's tests and its notifications'. */
import { expect } from 'vitest';
import {
  floorTo,
  PLUS_BUY,
  roundToTick,
  specTicks,
  spendableAmount,
  type LoanRow,
} from '../../../../contract';
import type { EngineHarness } from '../trading/engine-harness';

export const PLUS_KEY = 'XRP-KRW';
/** Where parkKrw locks a member's KRW. */
const ETH_KEY = 'ETH-KRW';

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
    h.trade(PLUS_KEY, roundToTick(specTicks('KRW'), price - specTicks('KRW')(price) * 2));
  expect(h.ledger.order(order.orderId)!.status).toBe('filled');
  return h.credit.status(memNo).loans.find((loan) => loan.orderId === order.orderId)!;
}

/** The tick price at which the loan's level is at most `level` % (the highest such). */
export function priceForLevel(loan: LoanRow, level: number): number {
  const raw = (loan.outstanding * level) / 100 / loan.quantity;
  let price = roundToTick(specTicks('KRW'), raw);
  while ((price * loan.quantity * 100) / loan.outstanding > level + 0.05 - 1e-9)
    price = roundToTick(specTicks('KRW'), price - specTicks('KRW')(price));
  return price;
}

/** The member's loan of a Plus buy order. */
export const loanOfOrder = (h: EngineHarness, memNo: number, orderId: number): LoanRow =>
  h.credit.status(memNo).loans.find((loan) => loan.orderId === orderId)!;

/** A Plus buy limit at twice the last price (the band's edge) for at least `amount` KRW: it crosses the asks. */
export function plusBuyAtTwice(h: EngineHarness, memNo: number, amount = 1_000_000) {
  const limit = roundToTick(specTicks('KRW'), h.price(PLUS_KEY) * 2);
  const quantity = Math.ceil(amount / limit);
  return h.place(memNo, {
    key: PLUS_KEY,
    side: 'buy',
    orderType: 'limit',
    price: limit,
    quantity,
    plusBuy: true,
  });
}

/** Locks all the member's free KRW in an ETH buy at half the market (the band's lower edge): it rests. */
export function parkKrw(h: EngineHarness, memNo: number) {
  const krw = h.balance(memNo, 'KRW');
  const eth = h.price(ETH_KEY);
  const limit = roundToTick(specTicks('KRW'), eth * 0.5 + specTicks('KRW')(eth));
  const quantity = floorTo(spendableAmount('KRW', krw.balance - krw.locked) / limit, 8);
  return h.place(memNo, { key: ETH_KEY, side: 'buy', orderType: 'limit', price: limit, quantity });
}

/** Steps the credit engine a period at a time until the loan is closed (at most its portions and one more). */
export function stepUntilRepaid(h: EngineHarness, memNo: number, orderId: number): LoanRow {
  for (
    let i = 0;
    i <= 1 / PLUS_BUY.autoRepayPortion + 1 && loanOfOrder(h, memNo, orderId).state !== 'repaid';
    i += 1
  ) {
    h.credit.step();
    h.clock += PLUS_BUY.autoRepayPeriodMs;
  }
  return loanOfOrder(h, memNo, orderId);
}

/** The coin falls 15 % (auto-repayment starts), then to half: its portions sell at a loss. */
export function fall(h: EngineHarness, memNo: number, orderId: number): LoanRow {
  const price = h.price(PLUS_KEY);
  h.trade(PLUS_KEY, roundToTick(specTicks('KRW'), price * 0.85));
  h.credit.step();
  expect(loanOfOrder(h, memNo, orderId).state).toBe('autoRepaying');
  h.trade(PLUS_KEY, roundToTick(specTicks('KRW'), price * 0.5));
  return stepUntilRepaid(h, memNo, orderId);
}
