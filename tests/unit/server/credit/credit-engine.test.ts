/** The credit engine's step on the harness's clock: expiry, auto-repayment, bands, alerts, refunds, repayment. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CREDIT_ERROR_CODES, feeOf, loanFor, PLUS_BUY, specTicks, type LoanRow } from '../../../../contract';
import { CreditClock } from '../../../../server/credit/credit-clock';
import { ledgerProblems } from '../../../../server/db/integrity';
import { EngineHarness, thrown } from '../trading/engine-harness';
import { filledLoan, priceForLevel } from './plus-buy-loans';

const KEY = 'XRP-KRW';
const MINUTE = 60_000;
let h: EngineHarness;
beforeEach(() => {
  h = new EngineHarness();
});
afterEach(() => {
  expect(h.errors).toEqual([]);
  expect(ledgerProblems(h.db)).toEqual([]);
  h.close();
});

const plusMember = (krw = 100_000_000, loginId = 'demo-plus') => h.member(loginId, { KRW: krw });
const loansOf = (memNo: number) => h.credit.status(memNo).loans;
const loanOf = (memNo: number, loanId: number): LoanRow =>
  loansOf(memNo).find((loan) => loan.loanId === loanId)!;
/** Moves the credit clock (not the market's) to an instant. */
const creditAt = (iso: string) => h.creditClock.advance(Date.parse(iso) - h.creditClock.now());
const marketPlusBuy = (memNo: number, amount = 1_000_000) =>
  h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount, plusBuy: true });

describe('expiry', () => {
  test('a loan taken at 23:55 KST on 1 July expires at 00:00 KST on 5 July, repaid from KRW', () => {
    creditAt('2027-07-01T23:55:00+09:00');
    const memNo = plusMember();
    const order = marketPlusBuy(memNo);
    const [loan] = loansOf(memNo);
    expect(loan).toMatchObject({
      takenAt: '2027-07-01T23:55:00+09:00',
      expiresAt: '2027-07-05T00:00:00+09:00',
    });
    const krw = h.balance(memNo, 'KRW').balance;
    creditAt('2027-07-04T23:59:59+09:00');
    h.credit.step();
    expect(loanOf(memNo, loan!.loanId).state).toBe('active');
    creditAt('2027-07-05T00:00:00+09:00');
    h.credit.step();
    expect(loanOf(memNo, loan!.loanId)).toMatchObject({
      state: 'repaid',
      closeReason: 'expiry',
      outstanding: 0,
      shortfall: 0,
      closedAt: '2027-07-05T00:00:00+09:00',
    });
    expect(h.balance(memNo, 'KRW').balance).toBe(krw - loan!.principal);
    expect(h.balance(memNo, 'XRP')).toMatchObject({ balance: order.filledQuantity, locked: 0 });
  });

  test('across a month end: 31 January 10:30 KST expires 3 February 11:00 KST', () => {
    creditAt('2027-01-31T10:30:00+09:00');
    const memNo = plusMember();
    marketPlusBuy(memNo);
    expect(loansOf(memNo)[0]!.expiresAt).toBe('2027-02-03T11:00:00+09:00');
  });

  test("with too little KRW, expiry sells the coin: the proceeds repay and the rest is the member's", () => {
    creditAt('2027-03-01T09:00:00+09:00');
    const amount = 1_000_000;
    const memNo = plusMember(amount - loanFor(amount) + feeOf('KRW', amount));
    marketPlusBuy(memNo, amount);
    const [loan] = loansOf(memNo);
    creditAt(loan!.expiresAt);
    h.credit.step();
    expect(loanOf(memNo, loan!.loanId)).toMatchObject({
      state: 'repaid',
      closeReason: 'expiry',
      shortfall: 0,
    });
    expect(h.balance(memNo, 'XRP')).toMatchObject({ balance: 0, locked: 0 });
    const sells = h.ledger.memberOrders(memNo, {}, 10).filter((order) => order.side === 'sell');
    expect(sells).toHaveLength(1);
    expect(sells[0]!.filledQuantity).toBe(loan!.quantity);
  });
});

describe('auto-repayment at 107 %', () => {
  test('107.1 % stays active; at 107.0 % it sells a portion at once and one per period, ending the loan', () => {
    const memNo = plusMember();
    const loan = filledLoan(h, memNo, 800);
    h.trade(KEY, priceForLevel(loan, 107.1) + specTicks('KRW')(h.price(KEY)));
    h.credit.step();
    const above = loanOf(memNo, loan.loanId);
    expect(above.level).toBeGreaterThan(107);
    expect(above.state).toBe('active');

    h.trade(KEY, priceForLevel(loan, 107));
    expect(loanOf(memNo, loan.loanId).level).toBeLessThanOrEqual(107);
    h.credit.step();
    let row = loanOf(memNo, loan.loanId);
    expect(row.state).toBe('autoRepaying');
    expect(row.quantity).toBeCloseTo(loan.quantity * (1 - PLUS_BUY.autoRepayPortion), 6);
    expect(row.outstanding).toBeLessThan(loan.outstanding);
    // Nothing more before the period is over.
    h.clock += PLUS_BUY.autoRepayPeriodMs - 1;
    h.credit.step();
    expect(loanOf(memNo, loan.loanId).quantity).toBe(row.quantity);
    expect(thrown(() => h.credit.repay(memNo, loan.loanId, 'krw'))).toMatchObject({
      status: 409,
      code: CREDIT_ERROR_CODES.loanRepaying,
    });
    let steps = 1;
    while (row.state !== 'repaid' && steps < 10) {
      h.clock += PLUS_BUY.autoRepayPeriodMs;
      h.credit.step();
      row = loanOf(memNo, loan.loanId);
      steps += 1;
    }
    expect(row).toMatchObject({ state: 'repaid', closeReason: 'auto', outstanding: 0 });
    expect(steps).toBeLessThanOrEqual(Math.round(1 / PLUS_BUY.autoRepayPortion));
  });
});

describe('a closed market', () => {
  test('a portion or an expiry the book cannot take waits for the market: nothing is written off', () => {
    const memNo = plusMember(1_000_000);
    const loan = filledLoan(h, memNo, 500);
    h.trade(KEY, priceForLevel(loan, 106));
    h.model.setMarketOpen('KRW', false);
    h.credit.step();
    let row = loanOf(memNo, loan.loanId);
    expect(row).toMatchObject({ state: 'autoRepaying', quantity: loan.quantity, shortfall: 0 });
    expect(h.creditStore.loan(loan.loanId)!.portionsSold).toBe(0);
    h.creditClock.advance(Date.parse(loan.expiresAt) - h.creditClock.now());
    h.credit.step();
    row = loanOf(memNo, loan.loanId);
    expect(row.state).toBe('autoRepaying');
    expect(row.quantity).toBe(loan.quantity);
    h.model.setMarketOpen('KRW', true);
    h.credit.step();
    expect(loanOf(memNo, loan.loanId)).toMatchObject({ state: 'repaid', closeReason: 'expiry', quantity: 0 });
  });
});

describe('the credit clock', () => {
  test("its offset is kept in the database: a restart keeps the loans' time", () => {
    const moved = h.creditClock.advance(5 * 3_600_000);
    const again = new CreditClock(h.creditStore, () => h.clock);
    expect(again.now()).toBe(moved);
    expect(again.advance(-1)).toBe(moved);
  });
});

describe('bands and alerts', () => {
  test('a loan in a band other than low alerts once per band per hour', () => {
    const memNo = plusMember();
    const loan = filledLoan(h, memNo, 800);
    h.trade(KEY, priceForLevel(loan, 126));
    h.credit.step();
    expect(loanOf(memNo, loan.loanId).band).toBe('low');
    expect(h.credit.status(memNo).alerts).toEqual([]);
    h.trade(KEY, priceForLevel(loan, 120));
    h.credit.step();
    h.credit.step();
    let alerts = h.credit.status(memNo).alerts;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ loanId: loan.loanId, band: 'medium', key: KEY });
    h.creditClock.advance(PLUS_BUY.alertIntervalMs - 1);
    h.credit.step();
    expect(h.credit.status(memNo).alerts).toHaveLength(1);
    h.creditClock.advance(1);
    h.credit.step();
    expect(h.credit.status(memNo).alerts).toHaveLength(2);
    h.trade(KEY, priceForLevel(loan, 112));
    h.credit.step();
    alerts = h.credit.status(memNo).alerts;
    expect(alerts.map((alert) => alert.band)).toEqual(['high', 'medium', 'medium']);
    expect(loanOf(memNo, loan.loanId).band).toBe('high');
  });

  test('a level-only change is told once per step, and only when it moved by 0.1', () => {
    const memNo = plusMember();
    const loan = filledLoan(h, memNo, 800);
    h.credit.step();
    const told = () => h.creditFrames.filter((frame) => frame.memNo === memNo).length;
    const before = told();
    h.credit.step();
    expect(told()).toBe(before);
    h.trade(KEY, priceForLevel(loan, 130));
    h.credit.step();
    expect(told()).toBe(before + 1);
  });
});

describe('early repayment', () => {
  test("in KRW: the whole outstanding from available KRW; the coin is the member's again", () => {
    const memNo = plusMember();
    const order = marketPlusBuy(memNo);
    const [loan] = loansOf(memNo);
    const krw = h.balance(memNo, 'KRW').balance;
    const row = h.credit.repay(memNo, loan!.loanId, 'krw');
    expect(row).toMatchObject({ state: 'repaid', closeReason: 'earlyKrw', outstanding: 0, level: null });
    expect(h.balance(memNo, 'KRW').balance).toBe(krw - loan!.principal);
    expect(h.balance(memNo, 'XRP')).toMatchObject({ balance: order.filledQuantity, locked: 0 });
  });

  test('by selling: the coin is sold, the proceeds repay and the surplus stays', () => {
    const amount = 1_000_000;
    const memNo = plusMember(amount - loanFor(amount) + feeOf('KRW', amount));
    marketPlusBuy(memNo, amount);
    const [loan] = loansOf(memNo);
    const row = h.credit.repay(memNo, loan!.loanId, 'sell');
    expect(row).toMatchObject({ state: 'repaid', closeReason: 'earlySell', outstanding: 0, shortfall: 0 });
    expect(h.balance(memNo, 'XRP')).toMatchObject({ balance: 0, locked: 0 });
  });

  test('each error code', () => {
    const amount = 1_000_000;
    const memNo = plusMember(amount - loanFor(amount) + feeOf('KRW', amount));
    const other = plusMember(100_000_000, 'demo-regular');
    marketPlusBuy(memNo, amount);
    const [loan] = loansOf(memNo);
    const code = (work: () => unknown) => thrown(work) as { status: number; code: string };
    expect(code(() => h.credit.repay(other, loan!.loanId, 'krw'))).toMatchObject({
      status: 404,
      code: CREDIT_ERROR_CODES.loanNotFound,
    });
    expect(code(() => h.credit.repay(memNo, 999_999, 'krw'))).toMatchObject({
      status: 404,
      code: CREDIT_ERROR_CODES.loanNotFound,
    });
    expect(code(() => h.credit.repay(memNo, loan!.loanId, 'krw'))).toMatchObject({
      status: 409,
      code: CREDIT_ERROR_CODES.insufficientKrw,
    });
    expect(loanOf(memNo, loan!.loanId).state).toBe('active');
    h.credit.repay(memNo, loan!.loanId, 'sell');
    expect(code(() => h.credit.repay(memNo, loan!.loanId, 'sell'))).toMatchObject({
      status: 409,
      code: CREDIT_ERROR_CODES.loanClosed,
    });
  });
});

describe('fee refunds', () => {
  test('summed per KST day of repayment, paid after the day ended, oldest day first', () => {
    creditAt('2027-03-10T10:00:00+09:00');
    const memNo = plusMember();
    const orders = [marketPlusBuy(memNo), marketPlusBuy(memNo), marketPlusBuy(memNo)];
    const [c, b, a] = loansOf(memNo);
    h.credit.repay(memNo, a!.loanId, 'krw');
    h.credit.repay(memNo, b!.loanId, 'krw');
    creditAt('2027-03-11T23:59:00+09:00');
    h.credit.repay(memNo, c!.loanId, 'krw');
    const fees = orders.map((order) => Math.floor((order.fee * loanFor(1_000_000)) / 1_000_000 + 1e-9));
    expect(fees.every((fee) => fee > 0)).toBe(true);
    const krw = h.balance(memNo, 'KRW').balance;
    h.credit.step();
    let refunds = h.credit.status(memNo).refunds;
    expect(refunds).toEqual([
      { day: '2027-03-11', amount: fees[2], loanIds: [c!.loanId], paidAt: null },
      {
        day: '2027-03-10',
        amount: fees[0]! + fees[1]!,
        loanIds: [a!.loanId, b!.loanId],
        paidAt: '2027-03-11T23:59:00+09:00',
      },
    ]);
    expect(h.balance(memNo, 'KRW').balance).toBe(krw + fees[0]! + fees[1]!);
    creditAt('2027-03-12T00:00:00+09:00');
    h.credit.step();
    refunds = h.credit.status(memNo).refunds;
    expect(refunds[0]).toMatchObject({ day: '2027-03-11', paidAt: '2027-03-12T00:00:00+09:00' });
    expect(h.balance(memNo, 'KRW').balance).toBe(krw + fees[0]! + fees[1]! + fees[2]!);
    h.clock += MINUTE;
    h.credit.step();
    expect(h.balance(memNo, 'KRW').balance).toBe(krw + fees[0]! + fees[1]! + fees[2]!);
  });
});
