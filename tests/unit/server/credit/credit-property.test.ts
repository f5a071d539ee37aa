/**
 * The credit engine's properties. First: random forced prices (admin-style trades within the band), Plus
 * buy orders, cancels, repayments and clock moves never leave a loan that was at or below 107 % active
 * after the engine's next step, auto-repayment ends a loan within its portions, and the ledger stays whole
 * (no balance or lock negative, every lock what orders and loans hold) after every step. Second, the
 * exchange's money: with crossing Plus buy limits, resting and market KRW buys, sales, deposits and falls
 * to half added, every won lent and not recovered (repaid, released or paid off a debt) is still owed
 * (outstanding loans plus open debt), so no member ends richer than their deposits and their trades'
 * profits; and no loan is above LOAN_RATIO of what its order spent and may still spend.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  autoRepayDue,
  floorTo,
  loanFor,
  PLUS_BUY,
  PRICE_BAND,
  roundToTick,
  specTicks,
  spendableAmount,
  tradePriceProblem,
  type LoanRow,
} from '../../../../contract';
import { ledgerProblems } from '../../../../server/db/integrity';
import { InoutDesk } from '../../../../server/inout/inout-desk';
import { MarketModel } from '../../../../server/market/market-model';
import { AttachmentStore } from '../../../../server/uploads/attachment-store';
import { EngineHarness, START_MS } from '../trading/engine-harness';

const KEY = 'XRP-KRW';
const PORTIONS = Math.round(1 / PLUS_BUY.autoRepayPortion);
const model = new MarketModel({ seed: 42, tradeRate: 0, startMs: START_MS });
const startPrice = model.price(model.tickerListings().find((listing) => listing.key === KEY)!);

type Action =
  | { kind: 'marketBuy'; amount: number }
  | { kind: 'limitBuy'; amount: number; ticksBelow: number }
  | { kind: 'trade'; factor: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'cancel' }
  | { kind: 'repay'; method: 'krw' | 'sell'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('marketBuy' as const),
    amount: fc.integer({ min: 1_000_000, max: 3_000_000 }),
  }),
  fc.record({
    kind: fc.constant('limitBuy' as const),
    amount: fc.integer({ min: 1_000_000, max: 3_000_000 }),
    ticksBelow: fc.integer({ min: 0, max: 3 }),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      factor: fc.double({ min: 0.8, max: 1.05, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.oneof(
        { weight: 3, arbitrary: fc.constant(PLUS_BUY.autoRepayPeriodMs) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 80 * 3_600_000 }) },
      ),
    }),
  },
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({
    kind: fc.constant('repay' as const),
    method: fc.constantFrom('krw' as const, 'sell' as const),
    pick: fc.nat(),
  }),
);

function run(h: EngineHarness, memNo: number, step: Action): void {
  const price = h.price(KEY);
  switch (step.kind) {
    case 'marketBuy':
      h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount: step.amount, plusBuy: true });
      return;
    case 'limitBuy': {
      let limit = price;
      for (let i = 0; i < step.ticksBelow; i += 1)
        limit = roundToTick(specTicks('KRW'), limit - specTicks('KRW')(limit));
      const quantity = Math.ceil(step.amount / limit);
      h.place(memNo, { key: KEY, side: 'buy', orderType: 'limit', price: limit, quantity, plusBuy: true });
      return;
    }
    case 'trade': {
      const target = roundToTick(specTicks('KRW'), price * step.factor);
      if (!tradePriceProblem('KRW', target, price)) h.trade(KEY, target);
      return;
    }
    case 'wait':
      h.clock += step.ms;
      return;
    case 'cancel':
      for (const order of h.ledger.memberOrders(memNo, { status: 'pending' }, 100))
        h.engine.cancel(memNo, order.orderId);
      return;
    case 'repay': {
      const open = h.credit.status(memNo).loans.filter((loan) => loan.state === 'active');
      const loan = open[step.pick % Math.max(1, open.length)];
      if (loan) h.credit.repay(memNo, loan.loanId, step.method);
    }
  }
}

/** An action the engine may refuse (an order over the balance, KRW short for a repayment): a 4xx, no change. */
function tolerated(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return status !== undefined && status >= 400 && status < 500;
}

test(
  'random prices and Plus buy orders: no loan at ≤ 107 % left active after a step, auto-repayment ends within its portions, the ledger whole',
  { timeout: 120_000 },
  () => {
    fc.assert(
      fc.property(
        fc.constantFrom(5_000_000, 100_000_000),
        fc.array(action, { minLength: 2, maxLength: 12 }),
        (krw, actions) => {
          const h = new EngineHarness(model);
          try {
            if (h.price(KEY) !== startPrice) h.trade(KEY, startPrice);
            const memNo = h.member('demo-plus', { KRW: krw });
            const portions = new Map<number, number>();
            for (const step of actions) {
              try {
                run(h, memNo, step);
              } catch (error) {
                if (!tolerated(error)) throw error;
              }
              const due = h.credit
                .status(memNo)
                .loans.filter((loan) => loan.state === 'active' && autoRepayDue(loan.level))
                .map((loan) => loan.loanId);
              h.credit.step();
              const loans = new Map<number, LoanRow>(
                h.credit.status(memNo).loans.map((loan) => [loan.loanId, loan]),
              );
              for (const loanId of due) expect(loans.get(loanId)!.state).not.toBe('active');
              for (const loan of loans.values()) {
                const stored = h.creditStore.loan(loan.loanId)!;
                expect(stored.portionsSold).toBeLessThanOrEqual(PORTIONS);
                if (stored.portionsSold >= PORTIONS) expect(loan.state).toBe('repaid');
                portions.set(loan.loanId, stored.portionsSold);
                expect(loan.outstanding).toBeGreaterThanOrEqual(0);
                expect(loan.quantity).toBeGreaterThanOrEqual(0);
              }
              expect(ledgerProblems(h.db)).toEqual([]);
              for (const row of h.ledger.balances(memNo)) {
                expect(row.balance).toBeGreaterThanOrEqual(0);
                expect(row.locked).toBeGreaterThanOrEqual(0);
                expect(row.locked).toBeLessThanOrEqual(row.balance);
              }
            }
            expect(h.errors).toEqual([]);
          } finally {
            h.close();
          }
        },
      ),
      { numRuns: 200, seed: 14_2026 },
    );
  },
);

// --- the exchange's money ---------------------------------------------------------------------------------

type MoneyAction =
  | Action
  | { kind: 'crossingBuy'; amount: number; factor: number }
  | { kind: 'restingBuy'; key: string; share: number }
  | { kind: 'coinBuy'; share: number }
  | { kind: 'sell'; key: string; share: number }
  | { kind: 'deposit'; amount: number }
  | { kind: 'fall'; factor: number };

const moneyAction: fc.Arbitrary<MoneyAction> = fc.oneof(
  action,
  // Auto-repayment's periods: a loan at or below 107 % sells its portions, the last closing it.
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.constant(PLUS_BUY.autoRepayPeriodMs) }),
  },
  fc.record({
    kind: fc.constant('crossingBuy' as const),
    amount: fc.integer({ min: 1_000_000, max: 3_000_000 }),
    factor: fc.double({ min: 1, max: 2, noNaN: true }),
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('restingBuy' as const),
      key: fc.constantFrom(KEY, 'ETH-KRW'),
      share: fc.double({ min: 0.1, max: 1, noNaN: true }),
    }),
  },
  fc.record({ kind: fc.constant('coinBuy' as const), share: fc.double({ min: 0.5, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('sell' as const),
    key: fc.constantFrom(KEY, 'ETH-KRW'),
    share: fc.double({ min: 0.1, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10_000, max: 2_000_000 }) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('fall' as const),
      factor: fc.double({ min: 0.5, max: 0.9, noNaN: true }),
    }),
  },
);

/** The member's KRW flows the exchange's credit does not make: fills, paid fee refunds. */
function tradeFlows(h: EngineHarness, memNo: number): number {
  const fills = h.db
    .prepare<[number], { side: string; amount: number; fee: number }>(
      `SELECT side, SUM(amount) AS amount, SUM(fee) AS fee FROM fills
       WHERE mem_no = ? AND coin_key LIKE '%-KRW' GROUP BY side`,
    )
    .all(memNo);
  const refunds = h.db
    .prepare<[number], { amount: number | null }>(
      'SELECT SUM(amount) AS amount FROM credit_refunds WHERE mem_no = ? AND paid_at IS NOT NULL',
    )
    .get(memNo)!.amount;
  return (
    fills.reduce(
      (sum, fill) => sum + (fill.side === 'sell' ? fill.amount - fill.fee : -fill.amount - fill.fee),
      0,
    ) + (refunds ?? 0)
  );
}

function runMoney(h: EngineHarness, desk: InoutDesk, memNo: number, step: MoneyAction): number {
  const price = h.price(KEY);
  switch (step.kind) {
    case 'crossingBuy': {
      const limit = roundToTick(specTicks('KRW'), Math.min(price * step.factor, price * PRICE_BAND.upper));
      const quantity = Math.ceil(step.amount / limit);
      h.place(memNo, { key: KEY, side: 'buy', orderType: 'limit', price: limit, quantity, plusBuy: true });
      return 0;
    }
    case 'restingBuy': {
      const krw = h.balance(memNo, 'KRW');
      const last = h.price(step.key);
      const limit = roundToTick(specTicks('KRW'), last * 0.7);
      const quantity = floorTo(spendableAmount('KRW', (krw.balance - krw.locked) * step.share) / limit, 8);
      h.place(memNo, { key: step.key, side: 'buy', orderType: 'limit', price: limit, quantity });
      return 0;
    }
    case 'coinBuy': {
      const krw = h.balance(memNo, 'KRW');
      const amount = spendableAmount('KRW', (krw.balance - krw.locked) * step.share);
      h.place(memNo, { key: 'ETH-KRW', side: 'buy', orderType: 'market', amount });
      return 0;
    }
    case 'sell': {
      const coin = h.balance(memNo, step.key.split('-')[0]!);
      const quantity = floorTo((coin.balance - coin.locked) * step.share, 8);
      h.place(memNo, { key: step.key, side: 'sell', orderType: 'market', quantity });
      return 0;
    }
    case 'deposit': {
      const entry = desk.requests.krwTransfer(memNo, 'IN', step.amount, 'en');
      desk.backOffice.adminMove(entry.seq, '02', 'en');
      return step.amount;
    }
    case 'fall':
      h.trade(KEY, roundToTick(specTicks('KRW'), price * step.factor));
      return 0;
    default:
      run(h, memNo, step);
      return 0;
  }
}

test(
  "random prices, fills, Plus buys (crossing limits too), resting KRW buys, sales, deposits and repayments: every won lent and not recovered is still owed, so no member ends richer than their deposits and their trades' profits",
  { timeout: 120_000 },
  () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1_300_000, 5_000_000, 100_000_000),
        fc.array(moneyAction, { minLength: 2, maxLength: 20, size: 'max' }),
        (krw, actions) => {
          const h = new EngineHarness(model);
          try {
            if (h.price(KEY) !== startPrice) h.trade(KEY, startPrice);
            const memNo = h.member('demo-plus', { KRW: krw });
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
            let deposits = 0;
            for (const step of actions) {
              try {
                deposits += runMoney(h, desk, memNo, step);
              } catch (error) {
                if (!tolerated(error)) throw error;
              }
              h.credit.step();
              const status = h.credit.status(memNo);
              const owed = status.loans.reduce((sum, loan) => sum + loan.outstanding, 0) + status.debt;
              // What the member holds in KRW beyond their deposits and trades is the exchange's credit:
              // lent − repaid − recovered from debts; it must equal what is still owed.
              const credit = h.balance(memNo, 'KRW').balance - krw - deposits - tradeFlows(h, memNo);
              expect(credit).toBe(owed);
              // Each loan follows its order's money: never more than LOAN_RATIO of what it may spend.
              for (const loan of status.loans) {
                const order = h.ledger.order(loan.orderId)!;
                const open =
                  order.status === 'pending' ? order.price * (order.quantity - order.filledQuantity) : 0;
                expect(loan.outstanding).toBeLessThanOrEqual(loanFor(Math.ceil(order.filledAmount + open)));
              }
              expect(status.debt).toBeGreaterThanOrEqual(0);
              expect(ledgerProblems(h.db)).toEqual([]);
            }
            expect(h.errors).toEqual([]);
          } finally {
            h.close();
          }
        },
      ),
      {
        numRuns: 120,
        seed: 33_2026,
        // Always the path to a debt: a crossing Plus buy, the free KRW spent on coin, a fall to half
        // while auto-repayment sells; then a sale and a deposit pay it.
        examples: [
          [
            1_300_000,
            [
              { kind: 'crossingBuy', amount: 1_000_000, factor: 1.5 },
              { kind: 'coinBuy', share: 1 },
              { kind: 'fall', factor: 0.5 },
              ...Array.from({ length: 4 }, () => ({ kind: 'wait' as const, ms: PLUS_BUY.autoRepayPeriodMs })),
              { kind: 'sell', key: 'ETH-KRW', share: 0.1 },
              { kind: 'deposit', amount: 300_000 },
              { kind: 'crossingBuy', amount: 1_000_000, factor: 2 },
            ],
          ],
        ],
      },
    );
  },
);
