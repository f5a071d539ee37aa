/**
 * Plus buy notifications through the credit engine: each risk alert is a notification and the same text in
 * the SMS outbox at the phone the member verified at sign-up; auto-repayment notifies its start and its end
 * (its sales as order fills); a loan's expiry notifies `soon` once LOAN_EXPIRY_NOTICE_MS before it, not again
 * after a restart, and `expired` when repaid at expiry; an order the exchange cancels (at expiry, collecting a
 * debt) is notified cancelled, one cancelled by the member's early repayment is not.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  LOAN_EXPIRY_NOTICE_MS,
  notificationTexts,
  PLUS_BUY,
  roundToTick,
  specTicks,
  type NotificationSubject,
} from '../../../../contract';
import { ledgerProblems } from '../../../../server/db/integrity';
import { EngineHarness } from '../trading/engine-harness';
import { fall, filledLoan, parkKrw, PLUS_KEY, plusBuyAtTwice, priceForLevel } from '../credit/plus-buy-loans';

let h: EngineHarness;
let memNo: number;
beforeEach(() => {
  h = new EngineHarness();
  memNo = h.member('demo-plus', { KRW: 100_000_000 });
});
afterEach(() => {
  expect(h.errors).toEqual([]);
  expect(ledgerProblems(h.db)).toEqual([]);
  h.close();
});

/** The member's notification subjects, oldest first. */
const subjects = (): NotificationSubject[] =>
  h.notifications
    .page(memNo, { size: 200 })
    .notifications.reverse()
    .map((n) => n.subject);
const ofKind = <K extends NotificationSubject['kind']>(kind: K) =>
  subjects().filter((s): s is Extract<NotificationSubject, { kind: K }> => s.kind === kind);
const loanExpiresAt = (loanId: number) => h.creditStore.loan(loanId)!.expiresAt;

test('a risk alert is a notification and an SMS to the phone verified at sign-up, once per band and hour', () => {
  const loan = filledLoan(h, memNo, 800);
  h.trade(PLUS_KEY, priceForLevel(loan, 120));
  h.credit.step();
  h.credit.step();
  const [risk, ...more] = ofKind('plusBuyRisk');
  expect(more).toEqual([]);
  expect(risk).toEqual({
    kind: 'plusBuyRisk',
    loanId: loan.loanId,
    coin: PLUS_KEY,
    band: 'medium',
    level: expect.any(Number),
  });
  expect(risk!.level).toBeLessThanOrEqual(120);
  const { phone, language } = h.db
    .prepare('SELECT phone, language FROM members WHERE mem_no = ?')
    .get(memNo) as {
    phone: string;
    language: 'ko' | 'en';
  };
  const { title, body } = notificationTexts(risk!);
  expect(h.smsOutbox.list(memNo)).toEqual([
    { phone, text: `${title[language]}\n${body[language]}`, at: h.clock },
  ]);
  // Published after the step's commit, with the count unread.
  expect(h.notificationFrames.at(-1)).toMatchObject({ memNo, unread: subjects().length });
  h.creditClock.advance(PLUS_BUY.alertIntervalMs);
  h.credit.step();
  expect(ofKind('plusBuyRisk')).toHaveLength(2);
  expect(h.smsOutbox.list(memNo)).toHaveLength(2);
});

test('auto-repayment notifies its start and its end; its sales are notified as order fills', () => {
  const loan = filledLoan(h, memNo, 800);
  h.trade(PLUS_KEY, priceForLevel(loan, 107));
  h.credit.step();
  expect(ofKind('autoRepayment')).toEqual([
    {
      kind: 'autoRepayment',
      loanId: loan.loanId,
      coin: PLUS_KEY,
      stage: 'started',
      outstanding: expect.any(Number),
      shortfall: 0,
    },
  ]);
  const sells = () => ofKind('order').filter((s) => s.side === 'sell' && s.orderType === 'market');
  expect(sells()).toHaveLength(1);
  for (let i = 0; i < 1 / PLUS_BUY.autoRepayPortion + 1; i += 1) {
    h.clock += PLUS_BUY.autoRepayPeriodMs;
    h.credit.step();
  }
  expect(h.creditStore.loan(loan.loanId)!.state).toBe('repaid');
  expect(ofKind('autoRepayment').map((s) => [s.stage, s.outstanding, s.shortfall])).toEqual([
    ['started', expect.any(Number), 0],
    ['finished', 0, 0],
  ]);
  expect(sells().length).toBeGreaterThan(1);
});

test('expiry: `soon` once, not again after a restart; `expired` when repaid at expiry', () => {
  const loan = filledLoan(h, memNo, 800);
  const expiresAt = loanExpiresAt(loan.loanId);
  h.creditClock.advance(expiresAt - LOAN_EXPIRY_NOTICE_MS - 1 - h.creditClock.now());
  h.credit.step();
  expect(ofKind('loanExpiry')).toEqual([]);
  h.creditClock.advance(1);
  h.credit.step();
  h.credit.step();
  const soon = {
    kind: 'loanExpiry',
    loanId: loan.loanId,
    coin: PLUS_KEY,
    stage: 'soon',
    expiresAt,
    outstanding: loan.outstanding,
    shortfall: 0,
  };
  expect(ofKind('loanExpiry')).toEqual([soon]);
  h.restart();
  h.creditClock.advance(60_000);
  h.credit.step();
  expect(ofKind('loanExpiry')).toEqual([soon]);
  h.creditClock.advance(expiresAt - h.creditClock.now());
  h.credit.step();
  expect(ofKind('loanExpiry')).toEqual([soon, { ...soon, stage: 'expired', outstanding: 0, shortfall: 0 }]);
});

test("an order the exchange cancels at expiry is notified cancelled; the member's early repayment cancels silently", () => {
  const below = (steps: number) => {
    let price = h.price(PLUS_KEY);
    for (let i = 0; i < steps; i += 1)
      price = roundToTick(specTicks('KRW'), price - specTicks('KRW')(price * (1 - 1e-9)));
    return price;
  };
  // 2,000,000 KRW resting 20 ticks below the market (a Plus buy order's amount is at least 1,000,000).
  const resting = () => {
    const price = below(20);
    const quantity = Math.ceil(2_000_000 / price);
    return h.place(memNo, { key: PLUS_KEY, side: 'buy', orderType: 'limit', price, quantity, plusBuy: true });
  };
  const mine = resting();
  const myLoan = h.credit.status(memNo).loans.find((l) => l.orderId === mine.orderId)!;
  h.credit.repay(memNo, myLoan.loanId, 'krw');
  expect(h.ledger.order(mine.orderId)!.status).toBe('cancelled');
  expect(ofKind('order')).toEqual([]);

  const order = resting();
  const loan = h.credit.status(memNo).loans.find((l) => l.orderId === order.orderId)!;
  h.creditClock.advance(loanExpiresAt(loan.loanId) - h.creditClock.now());
  h.credit.step();
  expect(h.ledger.order(order.orderId)!.status).toBe('cancelled');
  expect(ofKind('order')).toMatchObject([{ orderId: order.orderId, event: 'cancelled', filledQuantity: 0 }]);
  // Its loan lent nothing that was used (released): no expiry repayment to tell.
  expect(ofKind('loanExpiry')).toEqual([]);
});

test("a debt's collection cancels the member's KRW orders and notifies each cancelled", () => {
  memNo = h.member('demo-plus', { KRW: 1_000_000 });
  const order = plusBuyAtTwice(h, memNo);
  const parked = parkKrw(h, memNo);
  expect(fall(h, memNo, order.orderId).state).toBe('repaid');
  expect(h.ledger.order(parked.orderId)!.status).toBe('cancelled');
  expect(ofKind('order').filter((s) => s.orderId === parked.orderId)).toMatchObject([
    { event: 'cancelled', coin: 'ETH-KRW', filledQuantity: 0 },
  ]);
  expect(ofKind('autoRepayment').map((s) => s.stage)).toEqual(['started', 'finished']);
});
