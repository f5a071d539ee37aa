/**
 * Plus buy's money through the engines: the loan follows what its order spent (contract/plus-buy.ts
 * loanExcess), a shortfall is paid from the member's open KRW orders first and what remains is a debt that
 * blocks Plus buy and withdrawals and is paid by KRW that arrives, and the open-loan limit. The first test
 * is the demo-plus attack: before these rules the member ended 400,000 KRW richer with no coin and no debt.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  CREDIT_RESTRICTION_CODES,
  ELIGIBILITY_CODES,
  loanFor,
  PLUS_BUY,
  PLUS_BUY_TOO_MANY_LOANS,
  roundToTick,
  specTicks,
  spendableAmount,
  type BookLevel,
  type LoanRow,
} from '../../../../contract';
import { ledgerProblems } from '../../../../server/db/integrity';
import { InoutDesk } from '../../../../server/inout/inout-desk';
import { AttachmentStore } from '../../../../server/uploads/attachment-store';
import { EngineHarness, thrown } from '../trading/engine-harness';
import { fall, parkKrw, plusBuyAtTwice, stepUntilRepaid } from './plus-buy-loans';

const KEY = 'XRP-KRW';
const ETH = 'ETH-KRW';
let h: EngineHarness;
beforeEach(() => {
  h = new EngineHarness();
});
afterEach(() => {
  expect(h.errors).toEqual([]);
  expect(ledgerProblems(h.db)).toEqual([]);
  h.close();
});

const loanOf = (memNo: number, orderId: number): LoanRow =>
  h.credit.status(memNo).loans.find((loan) => loan.orderId === orderId)!;

/** What the member is worth: KRW and coin at the last prices, less what they owe (loans and debt). */
function worth(memNo: number): number {
  const status = h.credit.status(memNo);
  const coins = ['XRP', 'ETH'].reduce(
    (sum, symbol) => sum + h.balance(memNo, symbol).balance * h.price(`${symbol}-KRW`),
    0,
  );
  const owed = status.loans.reduce((sum, loan) => sum + loan.outstanding, 0) + status.debt;
  return h.balance(memNo, 'KRW').balance + coins - owed;
}

describe('the demo-plus attack', () => {
  test('a Plus buy limit at twice the market crossing the book, free KRW parked in a resting buy, auto-repayment: the member ends no richer', () => {
    const start = 1_000_000;
    const memNo = h.member('demo-plus', { KRW: start });
    const order = plusBuyAtTwice(h, memNo);
    expect(h.ledger.order(order.orderId)!.status).toBe('filled');
    const parked = parkKrw(h, memNo);
    // The price falls 15 %: auto-repayment is due whichever way the loan was sized.
    const price = h.price(KEY);
    h.trade(KEY, roundToTick(specTicks('KRW'), price * 0.85));
    const loan = stepUntilRepaid(h, memNo, order.orderId);
    expect(loan).toMatchObject({ state: 'repaid', closeReason: 'auto' });
    if (h.ledger.order(parked.orderId)!.status === 'pending') h.engine.cancel(memNo, parked.orderId);
    expect(h.balance(memNo, 'XRP').balance).toBe(0);
    expect(h.balance(memNo, 'KRW').locked).toBe(0);
    // Before the loan followed the money, the member kept the loan's excess: ~300,000 KRW more.
    expect(h.balance(memNo, 'KRW').balance).toBeLessThanOrEqual(start);
    expect(loan.shortfall).toBe(0);
    expect(h.credit.status(memNo).debt).toBe(0);
    expect(worth(memNo)).toBeLessThanOrEqual(start);
  });
});

describe('the loan follows the money spent', () => {
  test('a crossing limit filled at the asks keeps the loan of what it spent, not of its limit', () => {
    const memNo = h.member('demo-plus', { KRW: 10_000_000 });
    const order = plusBuyAtTwice(h, memNo);
    const filled = h.ledger.order(order.orderId)!;
    expect(filled.status).toBe('filled');
    expect(filled.filledAmount).toBeLessThan((order.price * order.quantity) / 1.9);
    const loan = loanOf(memNo, order.orderId);
    expect(loan.principal).toBe(loanFor(Math.ceil(order.price * order.quantity)));
    expect(loan).toMatchObject({ outstanding: loanFor(filled.filledAmount), state: 'active' });
    // The member paid the rest and the whole fee, nothing more and nothing less.
    expect(h.balance(memNo, 'KRW')).toMatchObject({
      balance: 10_000_000 - filled.filledAmount - filled.fee + loan.outstanding,
      locked: 0,
    });
    expect(loan.level).toBeGreaterThanOrEqual(125);
  });

  test('a partial fill re-sizes at once: the rest at its limit, the filled part at what it cost; the cancel leaves the filled part', () => {
    const memNo = h.member('demo-plus', { KRW: 100_000_000 });
    // The model's levels hold some 10,000,000 to 30,000,000 KRW on these coins: the best two of TRX and
    // a quarter of the second again, at the second one's price, fill the first below the limit and rest
    // the rest at the limit, within the 50,000,000 KRW of a Plus buy order.
    const [first, second] = h.books.snapshot('TRX-KRW')!.asks as [BookLevel, BookLevel];
    const order = h.place(memNo, {
      key: 'TRX-KRW',
      side: 'buy',
      orderType: 'limit',
      price: second[0],
      quantity: Math.ceil(first[1] + second[1] * 1.25),
      plusBuy: true,
    });
    let stored = h.ledger.order(order.orderId)!;
    expect(stored.status).toBe('pending');
    expect(stored.filledQuantity).toBeGreaterThan(0);
    const open = stored.quantity - stored.filledQuantity;
    const rest = Math.ceil(stored.filledValue + stored.price * open - 1e-6) - stored.filledAmount;
    let loan = loanOf(memNo, order.orderId);
    expect(loan.outstanding).toBe(loanFor(stored.filledAmount + rest));
    expect(loan.outstanding).toBeLessThan(loan.principal);
    // The order's lock is what its open part may still spend with its fee, and the member's lock is it.
    expect(h.balance(memNo, 'KRW').locked).toBe(stored.lockedAmount);
    expect(stored.lockedAmount).toBeGreaterThanOrEqual(rest);
    h.engine.cancel(memNo, order.orderId);
    stored = h.ledger.order(order.orderId)!;
    loan = loanOf(memNo, order.orderId);
    expect(loan).toMatchObject({ state: 'active', outstanding: loanFor(stored.filledAmount) });
    expect(h.balance(memNo, 'KRW')).toMatchObject({
      balance: 100_000_000 - stored.filledAmount - stored.fee + loan.outstanding,
      locked: 0,
    });
  });

  test('a market buy walking the book spends its budget: the loan stays 80 % of it', () => {
    const memNo = h.member('demo-plus', { KRW: 100_000_000 });
    const order = h.place(memNo, {
      key: KEY,
      side: 'buy',
      orderType: 'market',
      amount: 5_000_000,
      plusBuy: true,
    });
    const stored = h.ledger.order(order.orderId)!;
    expect(stored.filledAmount).toBeLessThanOrEqual(5_000_000);
    expect(loanOf(memNo, order.orderId).outstanding).toBe(loanFor(stored.filledAmount));
    expect(h.balance(memNo, 'KRW').balance).toBe(
      100_000_000 - stored.filledAmount - stored.fee + loanFor(stored.filledAmount),
    );
  });
});

describe('a shortfall', () => {
  test("is paid first from the member's open KRW orders, cancelled in the same step", () => {
    const memNo = h.member('demo-plus', { KRW: 1_000_000 });
    const order = plusBuyAtTwice(h, memNo);
    const parked = parkKrw(h, memNo);
    const loan = fall(h, memNo, order.orderId);
    expect(loan).toMatchObject({ state: 'repaid', shortfall: 0 });
    expect(h.ledger.order(parked.orderId)!.status).toBe('cancelled');
    expect(h.credit.status(memNo).debt).toBe(0);
    expect(h.balance(memNo, 'KRW').locked).toBe(0);
  });

  test('that the KRW does not cover is a debt: shown, blocking Plus buy and withdrawals, paid first by a sale and a deposit', () => {
    const memNo = h.member('demo-plus', { KRW: 1_000_000 });
    const order = plusBuyAtTwice(h, memNo);
    // Every won the member holds goes elsewhere: what is left free is spent on coin.
    const free = h.balance(memNo, 'KRW');
    h.place(memNo, {
      key: ETH,
      side: 'buy',
      orderType: 'market',
      amount: spendableAmount('KRW', free.balance),
    });
    const ethHeld = h.balance(memNo, 'ETH').balance;
    const loan = fall(h, memNo, order.orderId);
    expect(loan.shortfall).toBeGreaterThan(0);
    let status = h.credit.status(memNo);
    expect(status.debt).toBe(loan.shortfall);
    expect(status).toMatchObject({ eligible: false, problems: ['openDebt'] });
    expect(h.balance(memNo, 'KRW').balance).toBe(0);

    expect(thrown(() => plusBuyAtTwice(h, memNo))).toMatchObject({
      status: 403,
      code: ELIGIBILITY_CODES.openDebt,
    });
    const desk = new InoutDesk({
      db: h.db,
      model: h.model,
      openLoans: (member) => h.creditStore.memberOpenLoans(member),
      debt: (member) => h.creditStore.memberDebt(member),
      attachments: new AttachmentStore(h.db, () => h.clock),
      publish: () => {},
      notices: h.notifications,
      now: () => h.clock,
    });
    expect(thrown(() => desk.requests.krwTransfer(memNo, 'OUT', 10_000, 'en'))).toMatchObject({
      status: 403,
      code: CREDIT_RESTRICTION_CODES.debtWithdrawal,
    });

    // A sale's KRW pays the debt in the sale's own transaction.
    const debt = status.debt;
    expect(ethHeld).toBeGreaterThan(0.002);
    const sold = h.place(memNo, { key: ETH, side: 'sell', orderType: 'market', quantity: 0.002 });
    const proceeds = sold.filledAmount - sold.fee;
    status = h.credit.status(memNo);
    expect(status.debt).toBe(Math.max(0, debt - proceeds));
    expect(h.balance(memNo, 'KRW').balance).toBe(Math.max(0, proceeds - debt));

    // A deposit reaches the member through the desk: the credit engine's next step pays the debt from it.
    const owed = status.debt;
    expect(owed).toBeGreaterThan(0);
    desk.requests.krwTransfer(memNo, 'IN', owed + 5_000, 'en');
    h.clock += 3_600_000;
    desk.backOffice.step();
    expect(h.balance(memNo, 'KRW').balance).toBe(owed + 5_000);
    h.credit.step();
    expect(h.credit.status(memNo)).toMatchObject({ debt: 0, eligible: true, problems: [] });
    expect(h.balance(memNo, 'KRW').balance).toBe(5_000);
    expect(desk.requests.krwTransfer(memNo, 'OUT', 1_000, 'en').seq).toBeGreaterThan(0);
  });
});

describe('the open-loan limit', () => {
  test(`a member holds at most ${PLUS_BUY.maxOpenLoans} open loans; a repayment makes room`, () => {
    const memNo = h.member('demo-plus', { KRW: 100_000_000 });
    const place = () =>
      h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount: 1_000_000, plusBuy: true });
    for (let i = 0; i < PLUS_BUY.maxOpenLoans; i += 1) place();
    const krw = h.balance(memNo, 'KRW');
    expect(thrown(place)).toMatchObject({ status: 409, code: PLUS_BUY_TOO_MANY_LOANS });
    expect(h.balance(memNo, 'KRW')).toEqual(krw);
    const [newest] = h.credit.status(memNo).loans;
    h.credit.repay(memNo, newest!.loanId, 'krw');
    expect(place().status).toBe('filled');
  });
});
